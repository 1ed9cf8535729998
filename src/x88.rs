//! Lookups by 0x88 difference (Chess Programming Wiki, "0x88", "Manhattan-Distance").
//!
//! `difference(a, b) = b - a + (b | 7) - (a | 7) + 120` on 0..=63 square
//! indices equals `16 * rank difference + file difference + 120`, so it
//! depends only on the file and rank differences and fits in 1..=239. A
//! 240-entry table indexed by it replaces a 64 x 64 table for any function
//! of those differences. The slots that are multiples of 16 (0, 16, ...,
//! 224) would need a file difference of +-8: no pair reaches them, and they
//! hold 0.
//!
//! # The attack array
//!
//! [`X88_ATTACKS`] holds, for each difference, which kinds of piece reach
//! the target on an empty board, as the flags [`ATTACK_WHITE_PAWN`] ...
//! [`ATTACK_KING`]. The classic attack test checks the flag, then, for a
//! slider, walks [`X88_DIRECTION`] in 0x88 coordinates (`16 * rank +
//! file`, where `sq + (sq & !7)` is a square's 0x88 index) and asks every
//! square met before the target whether it is empty:
//!
//! ```
//! use chess_tables::Square;
//! use chess_tables::x88::{self, ATTACK_BISHOP, ATTACK_KNIGHT, ATTACK_QUEEN, ATTACK_ROOK};
//!
//! /// Does a piece of kind `flag` on `from` attack `to` on the board `occupied`?
//! fn attacks(flag: u8, from: Square, to: Square, occupied: u64) -> bool {
//!     if x88::attack_flags(from, to) & flag == 0 {
//!         return false;
//!     }
//!     if flag & (ATTACK_BISHOP | ATTACK_ROOK | ATTACK_QUEEN) == 0 {
//!         return true; // pawns, knights and kings jump
//!     }
//!     let step = x88::direction(from, to) as isize;
//!     let target = to.index() as isize + (to.index() & !7) as isize;
//!     let mut at = from.index() as isize + (from.index() & !7) as isize + step;
//!     while at != target {
//!         let square = (at + (at & 7)) >> 1; // back to 0..=63
//!         if occupied >> square & 1 == 1 {
//!             return false;
//!         }
//!         at += step;
//!     }
//!     true
//! }
//!
//! let occupied = Square::D6.bit();
//! assert!(attacks(ATTACK_ROOK, Square::D1, Square::D6, occupied));
//! assert!(!attacks(ATTACK_ROOK, Square::D1, Square::D7, occupied));
//! assert!(attacks(ATTACK_QUEEN, Square::A1, Square::H8, occupied));
//! assert!(!attacks(ATTACK_KNIGHT, Square::A1, Square::H8, occupied));
//! ```
//!
//! Knight distance has no table here: it is not a function of the
//! difference alone (a1-b2 and c3-d4 share a difference but are 4 and 2
//! knight moves apart, because of the corner).

use crate::square::Square;

include!(concat!(env!("OUT_DIR"), "/x88.rs"));

/// The 0x88 difference of `a` and `b`, 1..=239:
/// `b - a + (b | 7) - (a | 7) + 120`.
#[inline]
pub const fn difference(a: Square, b: Square) -> usize {
    let (a, b) = (a.index(), b.index());
    // Ordered so no step goes below zero: b + (b | 7) + 120 >= 127 > a + (a | 7).
    b + (b | 7) + 120 - a - (a | 7)
}

/// Chebyshev distance of `a` and `b` (0..=7) looked up by their 0x88 difference.
#[inline]
pub const fn chebyshev_distance(a: Square, b: Square) -> u8 {
    X88_CHEBYSHEV_DISTANCE[difference(a, b)]
}

/// Manhattan distance of `a` and `b` (0..=14) looked up by their 0x88 difference.
#[inline]
pub const fn manhattan_distance(a: Square, b: Square) -> u8 {
    X88_MANHATTAN_DISTANCE[difference(a, b)]
}

/// The 0x88 step from `a` toward `b` (+-1 along a rank, +-16 along a file,
/// +-15 or +-17 along a diagonal) when they share a rank, file or diagonal;
/// 0 when they share none or `a == b`.
#[inline]
pub const fn direction(a: Square, b: Square) -> i8 {
    X88_DIRECTION[difference(a, b)]
}

/// Flag of [`X88_ATTACKS`]: a white pawn captures toward the target
/// (difference +15 or +17, one rank up and one file aside).
pub const ATTACK_WHITE_PAWN: u8 = 0x01;
/// Flag of [`X88_ATTACKS`]: a black pawn captures toward the target
/// (difference -15 or -17, one rank down and one file aside).
pub const ATTACK_BLACK_PAWN: u8 = 0x02;
/// Flag of [`X88_ATTACKS`]: a knight jump.
pub const ATTACK_KNIGHT: u8 = 0x04;
/// Flag of [`X88_ATTACKS`]: the same diagonal or anti-diagonal, any distance.
pub const ATTACK_BISHOP: u8 = 0x08;
/// Flag of [`X88_ATTACKS`]: the same rank or file, any distance.
pub const ATTACK_ROOK: u8 = 0x10;
/// Flag of [`X88_ATTACKS`]: a bishop's or a rook's line.
pub const ATTACK_QUEEN: u8 = 0x20;
/// Flag of [`X88_ATTACKS`]: Chebyshev distance 1.
pub const ATTACK_KING: u8 = 0x40;

/// The kinds of piece on `a` that reach `b` on an empty board, as
/// `ATTACK_*` flags (0 for `a == b`). For sliders, the squares between
/// must still be checked: see the module docs.
#[inline]
pub const fn attack_flags(a: Square, b: Square) -> u8 {
    X88_ATTACKS[difference(a, b)]
}
