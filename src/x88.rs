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
//! Knight distance has no table here: it is not a function of the
//! difference alone (a1-b2 and c3-d4 share a difference but are 4 and 2
//! knight moves apart, because of the corner).

use crate::Square;

include!(concat!(env!("OUT_DIR"), "/x88.rs"));

/// The 0x88 difference of `a` and `b`, 1..=239:
/// `b - a + (b | 7) - (a | 7) + 120`.
pub const fn difference(a: Square, b: Square) -> usize {
    let (a, b) = (a.index(), b.index());
    // Ordered so no step goes below zero: b + (b | 7) + 120 >= 127 > a + (a | 7).
    b + (b | 7) + 120 - a - (a | 7)
}

/// Chebyshev distance of `a` and `b` (0..=7) looked up by their 0x88 difference.
pub const fn chebyshev_distance(a: Square, b: Square) -> u8 {
    X88_CHEBYSHEV_DISTANCE[difference(a, b)]
}

/// Manhattan distance of `a` and `b` (0..=14) looked up by their 0x88 difference.
pub const fn manhattan_distance(a: Square, b: Square) -> u8 {
    X88_MANHATTAN_DISTANCE[difference(a, b)]
}

/// The 0x88 step from `a` toward `b` (+-1 along a rank, +-16 along a file,
/// +-15 or +-17 along a diagonal) when they share a rank, file or diagonal;
/// 0 when they share none or `a == b`.
pub const fn direction(a: Square, b: Square) -> i8 {
    X88_DIRECTION[difference(a, b)]
}
