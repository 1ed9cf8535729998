//! Call `sliders` where an attack set must be computed in a `const`
//! context (a table of your own, a `const` item): rook, bishop and queen
//! attacks as `const fn` from the fastest `const` lookup this build has,
//! the `magic` feature's black magic bitboards (`chess_tables::magic`)
//! when it is on, else the `attacks` feature's line-mask lookups
//! (`chess_tables::attacks`). For move generation call
//! [`fastest`](crate::fastest) (plain functions, PEXT included).
//!
//! The same `const fn` signatures either way, so an engine switches by a
//! Cargo feature, not a code change. Which one is here: [`IMPLEMENTATION`].
//! Both give the same sets (the tests compare them on every subset of every
//! mask); they differ in speed and table memory ([the
//! figures](crate::guide::figures)). The PEXT lookups cannot be `const`, so
//! this module never picks them.
//!
//! ```
//! use chess_tables::{Square, sliders};
//! let blockers = Square::D6.bit();
//! assert_eq!(sliders::rook_attacks(Square::D4, blockers) & Square::D7.bit(), 0);
//! const D4_ROOK_ON_EMPTY_BOARD: u64 = sliders::rook_attacks(Square::D4, 0);
//! assert_eq!(D4_ROOK_ON_EMPTY_BOARD.count_ones(), 14);
//! ```

use crate::Square;

// The choice, once: the module these functions call.
#[cfg(not(feature = "magic"))]
use crate::attacks as lookup;
#[cfg(feature = "magic")]
use crate::magic as lookup;

/// The module these functions call: `"magic"` or `"attacks"`.
pub const IMPLEMENTATION: &str = if cfg!(feature = "magic") {
    "magic"
} else {
    "attacks"
};

/// Squares a rook on `sq` attacks on the board `occupied` (bit n = square n):
/// along its rank and file up to and including the first occupied square;
/// the rook's own bit in `occupied` is ignored.
#[inline]
pub const fn rook_attacks(sq: Square, occupied: u64) -> u64 {
    lookup::rook_attacks(sq, occupied)
}

/// Squares a bishop on `sq` attacks on the board `occupied`: along its
/// diagonal and anti-diagonal up to and including the first occupied square;
/// the bishop's own bit in `occupied` is ignored.
#[inline]
pub const fn bishop_attacks(sq: Square, occupied: u64) -> u64 {
    lookup::bishop_attacks(sq, occupied)
}

/// Squares a queen on `sq` attacks: `rook_attacks | bishop_attacks`; the
/// queen's own bit in `occupied` is ignored.
#[inline]
pub const fn queen_attacks(sq: Square, occupied: u64) -> u64 {
    lookup::queen_attacks(sq, occupied)
}
