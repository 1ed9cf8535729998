//! Square arithmetic and the text pictures drawn into generated doc comments.
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

/// A u64 written as `0x` + 16 upper-case hex digits in groups of four.
pub fn hex(value: u64) -> String {
    let digits = format!("{value:016X}");
    let groups: Vec<&str> = (0..4).map(|g| &digits[g * 4..g * 4 + 4]).collect();
    format!("0x{}", groups.join("_"))
}

/// An 8x8 picture, rank 8 on top, one cell per square, right-aligned to the
/// widest cell, wrapped in a ```text fence so rustdoc keeps it as drawn.
pub fn picture(cell: impl Fn(usize) -> String) -> Vec<String> {
    let cells: Vec<String> = (0..64).map(cell).collect();
    let width = cells.iter().map(String::len).max().unwrap_or(1);
    let mut lines = vec!["```text".to_string()];
    // Pushed by hand, not format! per cell: the build script runs
    // unoptimised and draws hundreds of boards.
    for rank in (0..8).rev() {
        let mut line = String::with_capacity(4 + 8 * (width + 1));
        line.push(char::from(b'1' + rank as u8));
        line.push_str(" |");
        for file in 0..8 {
            let cell = &cells[rank * 8 + file];
            line.push(' ');
            line.extend(std::iter::repeat_n(' ', width - cell.len()));
            line.push_str(cell);
        }
        lines.push(line);
    }
    lines.push(format!("    {}", "-".repeat(8 * (width + 1) - 1)));
    let files: Vec<String> = "abcdefgh".chars().map(|f| format!("{f:>width$}")).collect();
    lines.push(format!("    {}", files.join(" ")));
    lines.push("```".to_string());
    lines
}

/// A picture of a bitboard: `x` for a set bit, `.` for a clear one, and
/// `marker` on `origin` (if any) so the square a row belongs to shows.
pub fn mask_picture(mask: u64, origin: Option<(usize, char)>) -> Vec<String> {
    picture(|sq| match origin {
        Some((o, marker)) if o == sq => marker.to_string(),
        _ if mask >> sq & 1 == 1 => "x".to_string(),
        _ => ".".to_string(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_hex() {
        assert_eq!(name(0), "a1");
        assert_eq!(name(63), "h8");
        assert_eq!(name(28), "e4");
        assert_eq!(hex(0x0101_0101_0101_0101), "0x0101_0101_0101_0101");
        assert_eq!(hex(u64::MAX), "0xFFFF_FFFF_FFFF_FFFF");
    }

    #[test]
    fn picture_puts_rank_8_on_top() {
        let lines = mask_picture(1 << 56, None);
        assert_eq!(lines[1], "8 | x . . . . . . .");
        assert_eq!(lines[8], "1 | . . . . . . . .");
        assert_eq!(lines[10], "    a b c d e f g h");
    }
}
