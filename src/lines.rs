//! Line masks and the three sliding-attack tests built on them.
//!
//! The masks follow the Chess Programming Wiki ("On an empty Board",
//! "Diagonals", "Anti-Diagonals"); the tests are the classic "sliding
//! attacks in three #define" approach (Computer Chess Club, 2004): a sliding
//! piece on `a` attacks `b` when both lie on one line and every square of
//! that line strictly between them is empty. Because the squares of one
//! line keep their order when numbered 0..=63, "strictly between" is the
//! line mask cut to the index range (min, max).

use crate::Square;

include!(concat!(env!("OUT_DIR"), "/lines.rs"));

/// The diagonal (a1-h8 direction) through `sq`: `DIAGONALS[0][7 + rank - file]`.
pub const fn diagonal_mask(sq: Square) -> u64 {
    DIAGONALS[0][(7 + sq.rank() - sq.file()) as usize]
}

/// The anti-diagonal (h1-a8 direction) through `sq`: `DIAGONALS[1][rank + file]`.
pub const fn anti_diagonal_mask(sq: Square) -> u64 {
    DIAGONALS[1][(sq.rank() + sq.file()) as usize]
}

/// The rank through `sq`.
pub const fn rank_mask(sq: Square) -> u64 {
    RANKS[sq.rank() as usize]
}

/// The file through `sq`.
pub const fn file_mask(sq: Square) -> u64 {
    FILES[sq.file() as usize]
}

/// True when every square of `path` strictly between `a` and `b` is empty in
/// `occupied` (bit n = square n).
///
/// `path` is the line mask through both squares (from [`DIAGONALS`],
/// [`RANKS`] or [`FILES`]); the answer is meaningful only when `a` and `b`
/// lie on it. For `a == b` nothing lies between, so the answer is true.
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
pub const fn bishop_style_attack(a: Square, b: Square, occupied: u64) -> bool {
    if a.index() == b.index() {
        return false;
    }
    let diagonal = diagonal_mask(a);
    let anti = anti_diagonal_mask(a);
    (diagonal & b.bit() != 0 && path_clear(a, b, diagonal, occupied))
        || (anti & b.bit() != 0 && path_clear(a, b, anti, occupied))
}

/// True when a rook-like piece on `a` attacks `b`: they share a rank or file
/// and nothing in `occupied` stands strictly between them.
///
/// `a == b` is not an attack (false). The classic macros answer true there;
/// this function does not, so a piece never attacks its own square.
pub const fn rook_style_attack(a: Square, b: Square, occupied: u64) -> bool {
    if a.index() == b.index() {
        return false;
    }
    let rank = rank_mask(a);
    let file = file_mask(a);
    (rank & b.bit() != 0 && path_clear(a, b, rank, occupied))
        || (file & b.bit() != 0 && path_clear(a, b, file, occupied))
}
