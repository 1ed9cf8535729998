//! Board geometry shared by the families: squares, files and ranks,
//! distances, knight jumps and the line masks.
//!
//! Squares are numbered little-endian rank-file: a1 = 0, h1 = 7, a8 = 56, h8 = 63.

/// The eight knight jumps as (file, rank) steps.
pub const KNIGHT_JUMPS: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

/// File of a square, 0 (a) ..= 7 (h).
pub fn file(sq: usize) -> i32 {
    (sq % 8) as i32
}

/// Rank of a square, 0 (rank 1) ..= 7 (rank 8).
pub fn rank(sq: usize) -> i32 {
    (sq / 8) as i32
}

/// The square at (file, rank), or `None` off the board.
pub fn square_at(file: i32, rank: i32) -> Option<usize> {
    ((0..8).contains(&file) && (0..8).contains(&rank)).then(|| (rank * 8 + file) as usize)
}

/// Algebraic name of a square: "a1" ..= "h8".
pub fn name(sq: usize) -> String {
    let file = char::from(b'a' + (sq % 8) as u8);
    let rank = char::from(b'1' + (sq / 8) as u8);
    format!("{file}{rank}")
}

/// `|file difference|` of two squares.
pub fn file_distance(a: usize, b: usize) -> u8 {
    (file(a) - file(b)).unsigned_abs() as u8
}

/// `|rank difference|` of two squares.
pub fn rank_distance(a: usize, b: usize) -> u8 {
    (rank(a) - rank(b)).unsigned_abs() as u8
}

/// Chebyshev distance: king moves between two squares on an empty board.
pub fn chebyshev(a: usize, b: usize) -> u8 {
    file_distance(a, b).max(rank_distance(a, b))
}

/// Manhattan distance: file distance plus rank distance.
pub fn manhattan(a: usize, b: usize) -> u8 {
    file_distance(a, b) + rank_distance(a, b)
}

/// The bitboard of the squares for which `keep` holds.
pub fn squares_where(keep: impl Fn(usize) -> bool) -> u64 {
    (0..64).filter(|&sq| keep(sq)).fold(0, |m, sq| m | 1 << sq)
}

/// `[7 + rank - file]`: the 15 diagonals (a1-h8 direction), then
/// `[15 + rank + file]`: the 15 anti-diagonals (h1-a8 direction).
pub fn diagonals() -> Vec<u64> {
    let diagonal = (0..15).map(|i| squares_where(|sq| 7 + rank(sq) - file(sq) == i));
    let anti = (0..15).map(|i| squares_where(|sq| rank(sq) + file(sq) == i));
    diagonal.chain(anti).collect()
}

/// The 8 ranks' masks, rank 1 first.
pub fn ranks() -> Vec<u64> {
    (0..8).map(|r| squares_where(|sq| rank(sq) == r)).collect()
}

/// The 8 files' masks, the a-file first.
pub fn files() -> Vec<u64> {
    (0..8).map(|f| squares_where(|sq| file(sq) == f)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names() {
        assert_eq!(name(0), "a1");
        assert_eq!(name(63), "h8");
        assert_eq!(name(28), "e4");
    }

    #[test]
    fn distances_and_lines() {
        let (a1, h8, b2, e4) = (0, 63, 9, 28);
        assert_eq!((chebyshev(a1, h8), manhattan(a1, h8)), (7, 14));
        assert_eq!((chebyshev(b2, e4), manhattan(b2, e4)), (3, 5));
        assert_eq!(diagonals()[7], 0x8040_2010_0804_0201);
        assert_eq!(diagonals()[15 + 7], 0x0102_0408_1020_4080);
        assert_eq!(ranks()[0], 0xFF);
        assert_eq!(files()[0], 0x0101_0101_0101_0101);
    }
}
