//! Distances between squares (Chess Programming Wiki, "Distance",
//! "Manhattan-Distance", "Knight-Distance", "Center Distance",
//! "Center Manhattan-Distance", "KBNK Endgame").
//!
//! Every `[[u8; 64]; 64]` table is indexed `[from][to]` by square index and
//! is symmetric; every function here is one load. [`DISTANCE_RINGS`] gives
//! the squares at each Chebyshev distance from a square as bitboards;
//! [`CORNER_DISTANCE`] and [`CORNER_MANHATTAN_DISTANCE`] measure the way to
//! a corner, the latter to a corner of one [`SquareColor`] (KBNK mop-up).

use crate::square::{Square, SquareColor};

include!(concat!(env!("OUT_DIR"), "/distance.rs"));

/// Chebyshev distance, 0..=7: king moves between `a` and `b` on an empty
/// board, `max(|file difference|, |rank difference|)`.
#[inline]
pub const fn chebyshev_distance(a: Square, b: Square) -> u8 {
    CHEBYSHEV_DISTANCE[a.index()][b.index()]
}

/// Manhattan distance, 0..=14: `|file difference| + |rank difference|`.
#[inline]
pub const fn manhattan_distance(a: Square, b: Square) -> u8 {
    MANHATTAN_DISTANCE[a.index()][b.index()]
}

/// File distance, 0..=7: `|file difference|`.
#[inline]
pub const fn file_distance(a: Square, b: Square) -> u8 {
    FILE_DISTANCE[a.index()][b.index()]
}

/// Rank distance, 0..=7: `|rank difference|`.
#[inline]
pub const fn rank_distance(a: Square, b: Square) -> u8 {
    RANK_DISTANCE[a.index()][b.index()]
}

/// Knight distance, 0..=6: the fewest knight moves from `a` to `b` on an
/// empty board (a1-b2 is 4, a1-h8 is 6).
#[inline]
pub const fn knight_distance(a: Square, b: Square) -> u8 {
    KNIGHT_DISTANCE[a.index()][b.index()]
}

/// Center distance, 0..=3: Chebyshev distance to the nearest of d4, e4, d5, e5.
#[inline]
pub const fn center_distance(sq: Square) -> u8 {
    CENTER_DISTANCE[sq.index()]
}

/// Center Manhattan distance, 0..=6: Manhattan distance to the nearest of
/// d4, e4, d5, e5.
#[inline]
pub const fn center_manhattan_distance(sq: Square) -> u8 {
    CENTER_MANHATTAN_DISTANCE[sq.index()]
}

/// Center distance, 0..=3, computed in registers from the two bit-planes
/// [`CENTER_DISTANCE_BIT1`] and [`CENTER_DISTANCE_BIT0`] (no table load):
/// `2 * bit1[sq] + bit0[sq]`. Equals [`center_distance`] on every square.
#[inline]
pub const fn center_distance_from_bits(sq: Square) -> u8 {
    let n = sq.index();
    (2 * ((CENTER_DISTANCE_BIT1 >> n) & 1) + ((CENTER_DISTANCE_BIT0 >> n) & 1)) as u8
}

/// The squares at Chebyshev distance exactly `d` from `sq` (ring 0 is `sq`
/// itself); 0 for `d > 7`, where no square is.
#[inline]
pub const fn distance_ring(sq: Square, d: u8) -> u64 {
    if d > 7 {
        0
    } else {
        DISTANCE_RINGS[sq.index()][d as usize]
    }
}

/// Corner distance, 0..=3: Chebyshev distance to the nearest corner.
#[inline]
pub const fn corner_distance(sq: Square) -> u8 {
    CORNER_DISTANCE[sq.index()]
}

/// Manhattan distance, 0..=7, from `sq` to the nearer corner of `color`
/// (dark: a1, h8; light: a8, h1).
///
/// KBNK mop-up drives the defending king toward a corner of the bishop's
/// color, where the mate is:
///
/// ```
/// use chess_tables::Square;
/// use chess_tables::SquareColor;
/// use chess_tables::distance::corner_manhattan_distance;
///
/// let bishop = Square::C1; // a dark-squared bishop: mate in a1 or h8
/// let king = Square::B2;
/// assert_eq!(corner_manhattan_distance(bishop.color(), king), 2);
/// assert_eq!(corner_manhattan_distance(SquareColor::Light, king), 7);
/// ```
#[inline]
pub const fn corner_manhattan_distance(color: SquareColor, sq: Square) -> u8 {
    CORNER_MANHATTAN_DISTANCE[color.index()][sq.index()]
}
