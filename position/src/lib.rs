//! Chess positions on top of [`chess_tables`]: [`Position`] and [`Setup`],
//! FEN in and out (and lichess's binary FEN), EPD lines, the Zobrist key of
//! a position or FEN, and
//! Polyglot opening books, with `#![no_std]`, no allocation and no `unsafe`.
//!
//! ```
//! use chess_tables_position::prelude::*;
//!
//! let position: Position = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1".parse()?;
//! assert_eq!(position.side_to_move(), Color::Black);
//! assert_eq!(position.piece_at(Square::E4), Some(Piece::WhitePawn));
//! // The Polyglot book key (no black pawn beside e4: the e3 file is not hashed).
//! assert_eq!(POLYGLOT.key(&position), 0x823c9b50fd114196);
//! // FEN out writes the rights and the en-passant square that count (here all of them).
//! assert_eq!(position.to_string(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
//! # Ok::<(), FenError>(())
//! ```
//!
//! **What it is.** The toolkit for positions that `chess-tables` keeps out
//! of its thin table crate: reading and writing positions, hashing them,
//! and reading, writing and merging Polyglot books. **What it is not**: a
//! move library. There is no move generation, no check of a move's
//! legality, no SAN, UCI or PGN; an engine brings its own (the `perft`
//! example writes a move generator on the two crates' API alone).
//!
//! | module | what |
//! |---|---|
//! | [`fen`] | FEN and four-field EPD positions read into a [`Position`] (`fen.parse::<Position>()`, [`Position::from_fen_with_mode`]), errors that name the field, the first byte that is wrong and the token that holds it ([`FenError`]); [`Position`] writes FEN back (`Display`, [`ShredderFen`]) |
//! | [`binary_fen`] | lichess's binary FEN, the compact position format it stores: [`Position::to_binary_fen`] (a [`BinaryFen`], no allocation) and [`Position::from_binary_fen`], errors that name the byte ([`BinaryFenError`]); the bytes are shakmaty 0.30's `PackedSetup::pack_standard`'s |
//! | [`epd`] | whole EPD lines: the position and its operations ([`Epd`], [`EpdError`]) |
//! | [`position`] | [`Position`] and [`Setup`] (a position from your own board, [`SetupError`]) |
//! | [`hash`] | the key of a position or FEN: [`PositionKeys`] on chess-tables' key sets |
//! | [`book`] (feature `book`, on by default) | Polyglot opening books: a zero-copy reader, a writer and a merger |
//!
//! The [`guide`] has four pages: [FEN, EPD and keys](guide::fen_and_epd),
//! [opening books](guide::books), [WebAssembly](guide::wasm) (the key of
//! a FEN and a book's moves in a web page) and [cozy-chess](guide::cozy_chess)
//! (its boards and moves to and from positions and book moves).
//!
//! # One dependency, one `use`
//!
//! The [`prelude`] brings the vocabulary this crate's signatures name
//! (re-exported from [`chess_tables`]: [`Square`], [`Color`], [`Role`],
//! [`Piece`], [`Promotion`], [`CastlingRights`], [`CastlingSide`],
//! [`CastlingMode`]), the position types, their errors and
//! [`PositionKeys`]. The table crate itself is re-exported as
//! [`chess_tables`], and its key sets as [`zobrist`]; its `zobrist` and
//! `attacks` families are always on (this crate reads them), and this
//! crate's features of the same names turn on the others, so one
//! dependency serves a program that also reads distances or pawn masks:
//!
//! ```toml
//! chess-tables-position = { version = "0.1", features = ["distance"] }
//! ```
//!
//! ```
//! use chess_tables_position::chess_tables::distance;
//! use chess_tables_position::Square;
//! assert_eq!(distance::knight_distance(Square::A1, Square::H8), 6);
//! ```
//!
//! # Stability
//!
//! This crate has its own version line, apart from the table crate's.
//! **Keys** are data users store: the key of every position, under both
//! key sets, never changes within a major version (`tests/golden-keys.txt`
//! pins them, as chess-tables' fingerprints pin the key tables); a changed
//! key is a major release of this crate. Enums that may grow are
//! `#[non_exhaustive]` (the error kinds, `epd::Operation`, [`Setup`]).
//! **Minimum Rust version: 1.85**, as the table crate's.
//!
//! # Features
//!
//! | feature | what | default |
//! |---|---|---|
//! | `book` | the [`book`] module | on |
//! | `std` | the standard library, for books larger than memory: `book::merge_streams` merges two books from streams in at most 2.2 MiB, `book::BookFile` probes a book file where it lies (turns on `book`) | off |
//! | `generate` | chess-tables' `generate`: its build script computes the tables with the generator; off (`default-features = false`), it copies the source chess-tables ships, the same bytes without compiling the generator. A Zobrist seed needs it | on |
//! | `distance`, `x88`, `lines`, `pawns`, `magic`, `pext` | the table crate's families of the same names, read through the [`chess_tables`] re-export (the examples: `distance` for the tour and `mop_up`, `pawns` and a slider family for `perft`) | off |
//! | `serde` | serde's `Serialize` and `Deserialize`: [`Position`] and [`Setup`] as FEN strings (reading one runs the FEN reader; a bad FEN is a serde error carrying [`FenError`]'s message; a Chess960 position, whose plain FEN would read back as standard chess, is a serialize error), `book::BookMove` as UCI text, `book::Entry` as a record `{"key":5060803636482931868,"move":"e2e4","weight":2,"learn":0}`, and the vocabulary as its usual text (`"e4"`, `"N"`, `"KQkq"`: chess-tables' feature of the same name). Hand-written, `no_std`, no allocation, no derive macro; the [FEN guide](guide::fen_and_epd#positions-as-data-serde) has an example | off |
//! | `cozy-chess-0_3` | [cozy-chess](https://docs.rs/cozy-chess/0.3) 0.3's (MIT) `Board` to and from [`Position`] and [`Setup`], its `Move` to and from `book::BookMove`, a book's legal moves for a board (`book::Book::probe_cozy`), and the table crate's vocabulary conversions (its feature of the same name); named by cozy-chess's version line, so cozy-chess 0.4 would be a feature `cozy-chess-0_4`: the [guide page](guide::cozy_chess) | off |
//!
//! The table crate is built with its `zobrist` and `attacks` families in
//! every build, which this crate reads (the keys;
//! [`Position::legal_en_passant`]): `chess_tables::attacks` and
//! `chess_tables::fastest` are always there.
//!
#![cfg_attr(feature = "book", doc = "[`book`]: book")]
#![cfg_attr(not(feature = "book"), doc = "[`book`]: #features")]
#![no_std]
#![forbid(unsafe_code)]
#![warn(missing_docs)]
#![cfg_attr(docsrs, feature(doc_cfg))]

#[cfg(feature = "std")]
extern crate std;

// First: the macro that declares the readers' errors, for the modules below.
#[macro_use]
mod located;

#[cfg(feature = "book")]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
pub mod book;
// cozy-chess 0.3's boards and moves to and from positions and book moves:
// trait impls and their errors.
pub mod binary_fen;
#[cfg(feature = "cozy-chess-0_3")]
mod cozy_chess_0_3;
pub mod epd;
pub mod fen;
pub mod guide;
pub mod hash;
pub mod position;
pub mod prelude;
// Positions, setups and book entries with serde: trait impls only.
#[cfg(feature = "serde")]
mod serde_impls;

pub use chess_tables;
pub use chess_tables::zobrist;
pub use chess_tables::{
    CastlingMode, CastlingPath, CastlingRights, CastlingSide, Color, ParseError, Piece, Promotion,
    Role, Square, SquareColor, SquareIndexError,
};

pub use binary_fen::{BinaryFen, BinaryFenError, BinaryFenErrorKind};
#[cfg(feature = "cozy-chess-0_3")]
#[cfg_attr(docsrs, doc(cfg(feature = "cozy-chess-0_3")))]
pub use chess_tables::PawnPromotionError;
#[cfg(feature = "cozy-chess-0_3")]
#[cfg_attr(docsrs, doc(cfg(feature = "cozy-chess-0_3")))]
pub use cozy_chess_0_3::CozyBoardError;
#[cfg(all(feature = "cozy-chess-0_3", feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(all(feature = "cozy-chess-0_3", feature = "book"))))]
pub use cozy_chess_0_3::CozyMoveError;
pub use epd::{Epd, EpdError, EpdErrorKind};
pub use fen::{FenError, FenErrorKind, FenField, ShredderFen};
pub use hash::{EnPassantRule, PositionKeys};
pub use position::{Position, Setup, SetupError, SetupErrorKind, Status};

// The README's Rust examples are compiled and run as doc tests.
#[cfg(all(doctest, feature = "book"))]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
