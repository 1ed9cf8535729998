//! Line masks and the three sliding-attack tests built on them.
//!
//! The masks follow the Chess Programming Wiki ("On an empty Board",
//! "Diagonals", "Anti-Diagonals"); the tests are the classic "sliding
//! attacks in three #define" approach (Computer Chess Club, 2004): a sliding
//! piece on `a` attacks `b` when both lie on one line and every square of
//! that line strictly between them is empty. Because the squares of one
//! line keep their order when numbered 0..=63, "strictly between" is the
//! line mask cut to the index range (min, max).
//!
//! [`RAYS`] holds the eight rays of every square (Chess Programming Wiki,
//! "Classical Approach"): [`ray`] looks one up by [`Direction`], and
//! [`ray_attacks`] cuts it behind the first blocker.

use crate::square::Square;

include!(concat!(env!("OUT_DIR"), "/lines.rs"));

/// The diagonal (a1-h8 direction) through `sq`: `DIAGONALS[0][7 + rank - file]`.
#[inline]
pub const fn diagonal_mask(sq: Square) -> u64 {
    DIAGONALS[0][(7 + sq.rank() - sq.file()) as usize]
}

/// The anti-diagonal (h1-a8 direction) through `sq`: `DIAGONALS[1][rank + file]`.
#[inline]
pub const fn anti_diagonal_mask(sq: Square) -> u64 {
    DIAGONALS[1][(sq.rank() + sq.file()) as usize]
}

/// The rank through `sq`.
#[inline]
pub const fn rank_mask(sq: Square) -> u64 {
    RANKS[sq.rank() as usize]
}

/// The file through `sq`.
#[inline]
pub const fn file_mask(sq: Square) -> u64 {
    FILES[sq.file() as usize]
}

/// True when every square of `path` strictly between `a` and `b` is empty in
/// `occupied` (bit n = square n).
///
/// `path` is the line mask through both squares (from [`DIAGONALS`],
/// [`RANKS`] or [`FILES`]); the answer is meaningful only when `a` and `b`
/// lie on it. For `a == b` nothing lies between, so the answer is true.
#[inline]
pub const fn path_clear(a: Square, b: Square, path: u64, occupied: u64) -> bool {
    let (lo, hi) = if a.index() < b.index() {
        (a, b)
    } else {
        (b, a)
    };
    // Bits lo+1 ..= hi-1; `lo < 63` whenever lo < hi, and for lo == hi the range is empty.
    let between = (hi.bit().wrapping_sub(1)) & !(lo.bit().wrapping_shl(1).wrapping_sub(1));
    path & between & occupied == 0
}

/// True when a bishop-like piece on `a` attacks `b`: they share a diagonal or
/// anti-diagonal and nothing in `occupied` stands strictly between them.
///
/// `a == b` is not an attack (false). The classic macros answer true there;
/// this function does not, so a piece never attacks its own square.
#[inline]
pub const fn bishop_style_attack(a: Square, b: Square, occupied: u64) -> bool {
    slider_attack(a, b, occupied, diagonal_mask(a), anti_diagonal_mask(a))
}

/// True when a rook-like piece on `a` attacks `b`: they share a rank or file
/// and nothing in `occupied` stands strictly between them.
///
/// `a == b` is not an attack (false). The classic macros answer true there;
/// this function does not, so a piece never attacks its own square.
#[inline]
pub const fn rook_style_attack(a: Square, b: Square, occupied: u64) -> bool {
    slider_attack(a, b, occupied, rank_mask(a), file_mask(a))
}

/// True when a slider on `a` that moves along the lines `first` and
/// `second` (masks through `a`) attacks `b`; false for `a == b`.
#[inline]
const fn slider_attack(a: Square, b: Square, occupied: u64, first: u64, second: u64) -> bool {
    a.index() != b.index()
        && ((first & b.bit() != 0 && path_clear(a, b, first, occupied))
            || (second & b.bit() != 0 && path_clear(a, b, second, occupied)))
}

vocabulary! {
    /// The eight directions of [`RAYS`], in its index order. North is toward
    /// rank 8, east toward the h-file.
    ///
    /// Non-exhaustive: a later release may add directions (a knight's, say),
    /// so a `match` needs a wildcard arm; [`Direction::ALL`] stays the eight
    /// ray directions.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    #[non_exhaustive]
    pub enum Direction {
        /// Toward rank 8 (+8 in square index). Index 0.
        North = 0,
        /// Toward h8 (+9). Index 1.
        NorthEast = 1,
        /// Toward the h-file (+1). Index 2.
        East = 2,
        /// Toward h1 (-7). Index 3.
        SouthEast = 3,
        /// Toward rank 1 (-8). Index 4.
        South = 4,
        /// Toward a1 (-9). Index 5.
        SouthWest = 5,
        /// Toward the a-file (-1). Index 6.
        West = 6,
        /// Toward a8 (+7). Index 7.
        NorthWest = 7,
    }
    indexed "direction", "0 north, 1 north-east ..= 7 north-west, clockwise";
}

impl Direction {
    /// Whether the direction goes toward higher square indices (N, NE, E,
    /// NW): the nearest blocker on its ray is the lowest set bit.
    #[inline]
    pub const fn is_positive(self) -> bool {
        matches!(
            self,
            Direction::North | Direction::NorthEast | Direction::East | Direction::NorthWest
        )
    }
}

/// The ray from `sq` (excluded) in `dir` to the board edge.
#[inline]
pub const fn ray(dir: Direction, sq: Square) -> u64 {
    RAYS[dir as usize][sq.index()]
}

/// Sliding attacks in one direction on the board `occupied`, by the
/// classical approach: the ray, cut behind its first blocker (which is
/// included). A rook is the union of N, E, S, W, a bishop of the diagonals.
///
/// ```
/// use chess_tables::Square;
/// use chess_tables::lines::{Direction, ray_attacks};
///
/// let occupied = Square::D6.bit();
/// let north = ray_attacks(Direction::North, Square::D4, occupied);
/// assert_eq!(north, Square::D5.bit() | Square::D6.bit());
/// ```
#[inline]
pub const fn ray_attacks(dir: Direction, sq: Square, occupied: u64) -> u64 {
    let ray = ray(dir, sq);
    let blockers = ray & occupied;
    if blockers == 0 {
        return ray;
    }
    let first = if dir.is_positive() {
        blockers.trailing_zeros()
    } else {
        63 - blockers.leading_zeros()
    };
    ray ^ RAYS[dir as usize][first as usize]
}
