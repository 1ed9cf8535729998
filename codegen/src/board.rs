//! Square arithmetic.
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names() {
        assert_eq!(name(0), "a1");
        assert_eq!(name(63), "h8");
        assert_eq!(name(28), "e4");
    }
}
