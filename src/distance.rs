//! Distances between squares (Chess Programming Wiki, "Distance",
//! "Manhattan-Distance", "Knight-Distance", "Center Distance",
//! "Center Manhattan-Distance").
//!
//! Every `[[u8; 64]; 64]` table is indexed `[from][to]` by square index and
//! is symmetric; every function here is one load.

use crate::Square;

include!(concat!(env!("OUT_DIR"), "/distance.rs"));

/// Chebyshev distance, 0..=7: king moves between `a` and `b` on an empty
/// board, `max(|file difference|, |rank difference|)`.
pub const fn chebyshev_distance(a: Square, b: Square) -> u8 {
    CHEBYSHEV_DISTANCE[a.index()][b.index()]
}

/// Manhattan distance, 0..=14: `|file difference| + |rank difference|`.
pub const fn manhattan_distance(a: Square, b: Square) -> u8 {
    MANHATTAN_DISTANCE[a.index()][b.index()]
}

/// File distance, 0..=7: `|file difference|`.
pub const fn file_distance(a: Square, b: Square) -> u8 {
    FILE_DISTANCE[a.index()][b.index()]
}

/// Rank distance, 0..=7: `|rank difference|`.
pub const fn rank_distance(a: Square, b: Square) -> u8 {
    RANK_DISTANCE[a.index()][b.index()]
}

/// Knight distance, 0..=6: the fewest knight moves from `a` to `b` on an
/// empty board (a1-b2 is 4, a1-h8 is 6).
pub const fn knight_distance(a: Square, b: Square) -> u8 {
    KNIGHT_DISTANCE[a.index()][b.index()]
}

/// Center distance, 0..=3: Chebyshev distance to the nearest of d4, e4, d5, e5.
pub const fn center_distance(sq: Square) -> u8 {
    CENTER_DISTANCE[sq.index()]
}

/// Center Manhattan distance, 0..=6: Manhattan distance to the nearest of
/// d4, e4, d5, e5.
pub const fn center_manhattan_distance(sq: Square) -> u8 {
    CENTER_MANHATTAN_DISTANCE[sq.index()]
}

/// Center distance, 0..=3, computed in registers from the two bit-planes
/// [`CENTER_DISTANCE_BIT1`] and [`CENTER_DISTANCE_BIT0`] (no table load):
/// `2 * bit1[sq] + bit0[sq]`. Equals [`center_distance`] on every square.
pub const fn center_distance_from_bits(sq: Square) -> u8 {
    let n = sq.index();
    (2 * ((CENTER_DISTANCE_BIT1 >> n) & 1) + ((CENTER_DISTANCE_BIT0 >> n) & 1)) as u8
}
