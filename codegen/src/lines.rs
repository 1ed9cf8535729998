//! Line masks: ranks, files, diagonals and anti-diagonals as bitboards.

use crate::board::{file, mask_picture, rank};
use crate::model::{Table, Values};

const LINES_PAGE: &str = "Chess Programming Wiki, On an empty Board, Line Attacks \
     (<https://www.chessprogramming.org/On_an_empty_Board#Line_Attacks>), Diagonals \
     (<https://www.chessprogramming.org/Diagonals>) and Anti-Diagonals \
     (<https://www.chessprogramming.org/Anti-Diagonals>)";

fn mask(on_line: impl Fn(usize) -> bool) -> u64 {
    (0..64)
        .filter(|&sq| on_line(sq))
        .fold(0, |m, sq| m | 1 << sq)
}

/// `[0][7 + rank - file]`: diagonals (a1-h8 direction);
/// `[1][rank + file]`: anti-diagonals (h1-a8 direction).
pub fn diagonals() -> Vec<u64> {
    let diagonal = (0..15).map(|i| mask(|sq| 7 + rank(sq) - file(sq) == i));
    let anti = (0..15).map(|i| mask(|sq| rank(sq) + file(sq) == i));
    diagonal.chain(anti).collect()
}

pub fn ranks() -> Vec<u64> {
    (0..8).map(|r| mask(|sq| rank(sq) == r)).collect()
}

pub fn files() -> Vec<u64> {
    (0..8).map(|f| mask(|sq| file(sq) == f)).collect()
}

pub fn tables() -> Vec<Table> {
    let diagonals = diagonals();
    let mut picture = vec![
        "`DIAGONALS[0][7]`, the long diagonal a1-h8:".to_string(),
        String::new(),
    ];
    picture.extend(mask_picture(diagonals[7], None));
    picture.extend([
        String::new(),
        "`DIAGONALS[1][7]`, the long anti-diagonal h1-a8:".to_string(),
        String::new(),
    ]);
    picture.extend(mask_picture(diagonals[15 + 7], None));
    vec![
        Table::new(
            "DIAGONALS",
            &[2, 15],
            Values::U64(diagonals),
            "Diagonal and anti-diagonal masks: every square of one diagonal (a1-h8 direction) \
             or anti-diagonal (h1-a8 direction).",
            LINES_PAGE,
        )
        .index(
            "`[0][7 + rank - file]` for the diagonal through a square and `[1][rank + file]` \
             for its anti-diagonal (file and rank 0..=7), as in the classic C code",
        )
        .picture(picture),
        Table::new(
            "RANKS",
            &[8],
            Values::U64(ranks()),
            "Rank masks: every square of one rank.",
            LINES_PAGE,
        )
        .index("by rank, 0 (rank 1) ..= 7 (rank 8)"),
        Table::new(
            "FILES",
            &[8],
            Values::U64(files()),
            "File masks: every square of one file.",
            LINES_PAGE,
        )
        .index("by file, 0 (a-file) ..= 7 (h-file)"),
    ]
}
