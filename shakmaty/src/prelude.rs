//! One `use` for a shakmaty program: `use chess_tables_shakmaty::prelude::*;`
//! brings the conversion and extension traits, whose methods the program
//! calls on shakmaty's types (`pos.polyglot_key()`,
//! `book.probe_shakmaty(&pos)`, `sq.to_chess_tables()`), the [`Book`]
//! type, the key sets and [`EnPassantRule`].
//!
//! It brings none of our vocabulary types (`Square`, `Position`, ...),
//! whose names are shakmaty's too: name them by path
//! (`chess_tables_shakmaty::chess_tables_position::Square`) or import them
//! beside shakmaty's under other names.

pub use crate::book::{Book, ShakmatyBook};
pub use crate::convert::{ToChessTables, ToShakmaty};
pub use crate::position::{ShakmatyPositionExt, ToShakmatyPosition};
pub use chess_tables_position::EnPassantRule;
pub use chess_tables_position::zobrist::{POLYGLOT, SEEDED};
