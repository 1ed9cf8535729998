//! Every classic chess lookup table as compile-time constants.
//!
//! The tables are computed once, at build time, by `chess-tables-codegen`
//! and written as documented `const` Rust source into Cargo's `OUT_DIR`;
//! this crate `include!`s that source and adds `const fn` lookups. Nothing
//! is initialised at start-up, nothing allocates, and there is no `unsafe`:
//! the same crate serves an engine on a server and firmware on a
//! microcontroller (`#![no_std]`, no `alloc`).
//!
//! Squares are numbered little-endian rank-file (a1 = 0, h1 = 7, a8 = 56,
//! h8 = 63), and in every bitboard bit n stands for square n. Lookups take a
//! [`Square`], so they cannot index out of bounds.
//!
//! | module | tables |
//! |---|---|
//! | [`distance`] | Chebyshev, Manhattan, file, rank and knight distance `[[u8; 64]; 64]`; center distance and center Manhattan distance `[u8; 64]`; center distance as two bit-planes |
//! | [`x88`] | Chebyshev distance, Manhattan distance and direction by 0x88 difference, `[_; 240]` |
//! | [`lines`] | diagonal / anti-diagonal, rank and file masks; the sliding-attack tests `path_clear`, `bishop_style_attack`, `rook_style_attack` |
//! | [`attacks`] | knight, king and pawn attacks; `BETWEEN` and `LINE`; rook, bishop and queen attack sets from line masks |
//! | [`zobrist`] | Polyglot keys (match Polyglot opening books) and seeded keys, with FEN hashing |
//! | [`registry`] | every table by name, with its shape and size |
//!
//! ```
//! use chess_tables::{distance, zobrist, Square};
//!
//! assert_eq!(distance::knight_distance(Square::A1, Square::H8), 6);
//! assert_eq!(distance::center_distance(Square::A1), 3);
//! let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
//! assert_eq!(zobrist::POLYGLOT.hash_fen(start), Ok(0x463b96181691fc9c));
//! ```
#![no_std]
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod attacks;
pub mod distance;
pub mod fen;
pub mod lines;
pub mod position;
pub mod registry;
pub mod square;
pub mod x88;
pub mod zobrist;

pub use fen::FenError;
pub use position::{CastlingRights, Color, Piece, Position};
pub use square::{ParseSquareError, Square};
