//! **Licence: GPL-3.0-or-later.** This crate links
//! [shakmaty](https://docs.rs/shakmaty), which is GPL-3.0-or-later, and is
//! under the same licence: a program that uses it is bound by the GPL
//! (distributed, it must be GPL-compatible and come with its source). The
//! crates it bridges to, `chess-tables` and `chess-tables-position`, stay
//! MIT OR Apache-2.0 and do not depend on it.
//!
//! A bridge between [chess-tables-position](chess_tables_position) and
//! shakmaty: a shakmaty program hashes its positions with our Polyglot keys
//! and probes Polyglot books for shakmaty's legal moves, and both crates'
//! types convert both ways. `#![no_std]`, no allocation, no `unsafe`.
//!
//! ```
//! use chess_tables_shakmaty::prelude::*;
//! use shakmaty::{Chess, Position as _};
//!
//! # use chess_tables_shakmaty::chess_tables_position::{Square, book::{BookMove, Entry}};
//! # let bytes: &[u8] = &Entry {
//! #     key: 0x463b96181691fc9c,
//! #     mv: BookMove::new(Square::E2, Square::E4, None),
//! #     weight: 1,
//! #     learn: 0,
//! # }.to_bytes();
//! let pos = Chess::default();
//! assert_eq!(pos.polyglot_key(), 0x463b96181691fc9c);
//!
//! // `bytes`: a Polyglot book (.bin) read into memory.
//! let book = Book::new(bytes)?;
//! let (m, entry) = book.probe_shakmaty(&pos).choose(12345).expect("a book move");
//! let pos = pos.play(m)?; // shakmaty's own legal Move
//! # assert_eq!(entry.weight, 1);
//! # assert_eq!(pos.polyglot_key(), 0x823c9b50fd114196);
//! # Ok::<(), Box<dyn core::error::Error>>(())
//! ```
//!
//! | item | what |
//! |---|---|
//! | [`ToShakmaty`], [`ToChessTables`] | the vocabulary both ways (`Square`, `Color`, `Role`, `Piece`, `CastlingSide`, `CastlingMode`, `Promotion` to a role), our `Position` to shakmaty's `Setup`, shakmaty's `Setup` to our `Setup` ([`convert`] has the table) |
//! | [`ShakmatyPositionExt`] | on shakmaty's `Chess` (standard chess and Chess960; its variants are not covered): our [`Position`](chess_tables_position::Position) of it (`to_chess_tables`), its Polyglot key (`polyglot_key`) and its key under a key set and en-passant rule (`key_with_rule`) |
//! | [`ToShakmatyPosition`] | our [`Position`](chess_tables_position::Position) as a shakmaty position (`to_shakmaty_position::<Chess>()`), or shakmaty's `PositionError` saying why not |
//! | [`ShakmatyBook`] | on [`Book`]: `probe_shakmaty(&pos)`, the book's legal moves as shakmaty `Move`s with their entries; `probe_shakmaty_entries(&pos)`, the entries alone |
//! | [`book::legal_move`], [`book::book_move`] | one book move to shakmaty's legal move, and back |
//!
//! The [`prelude`] brings the traits and the types they name. The
//! [`guide`] has one page: [a shakmaty bot](guide::bot) that plays from a
//! book and hashes its positions.
//!
//! # Standard chess and Chess960
//!
//! The castling mode travels with the position: a shakmaty position's
//! `castles().mode()` is our
//! [`Position::castling_mode`](chess_tables_position::Position::castling_mode),
//! and back. Book
//! castling is `Move::Castle { king, rook }` in both (a book stores it as
//! the king taking its rook); our entries write it as
//! [`Book::probe`](chess_tables_position::book::Book::probe) does, the
//! king's two-square move (`e1g1`) in standard chess and king-takes-rook
//! (`e1h1`) in Chess960.
//!
//! # Keys
//!
//! [`polyglot_key`](ShakmatyPositionExt::polyglot_key) is the Polyglot
//! book key by our tables and our en-passant rule, which is shakmaty's
//! `zobrist_hash::<Zobrist64>(EnPassantMode::PseudoLegal)`;
//! [`key_with_rule`](ShakmatyPositionExt::key_with_rule) with
//! [`EnPassantRule::Legal`] is its `EnPassantMode::Legal`. The tests check
//! both on 100,000 positions of random standard and Chess960 games.
//!
//! # Features and dependencies
//!
//! | feature | what | default |
//! |---|---|---|
//! | `generate` | chess-tables' build computes its tables with the generator (through chess-tables-position's `generate`); off, it copies the source chess-tables ships: the same bytes, no generator compiled | on |
//!
//! shakmaty is a dependency with its default features off (no `std`, no
//! `alloc`, no `magics`): this crate needs none of them. A program's own
//! shakmaty dependency chooses; Cargo gives this crate the same shakmaty
//! with the union of the features. **Minimum Rust version: 1.95**, as
//! shakmaty 0.30.1's (0.30.2 needs 1.97).
#![no_std]
#![forbid(unsafe_code)]
#![warn(missing_docs)]
#![cfg_attr(docsrs, feature(doc_cfg))]

pub mod book;
pub mod convert;
pub mod guide;
pub mod position;
pub mod prelude;

pub use chess_tables_position;
pub use chess_tables_position::EnPassantRule;
pub use chess_tables_position::book::Book;
pub use shakmaty;

pub use book::{ShakmatyBook, ShakmatyEntries};
pub use convert::{ToChessTables, ToShakmaty};
pub use position::{ShakmatyPositionExt, ToShakmatyPosition};

// The README's Rust examples are compiled and run as doc tests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
