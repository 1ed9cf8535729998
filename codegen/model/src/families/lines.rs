//! Line masks: ranks, files, diagonals and anti-diagonals as bitboards.

use crate::board::{self, file, rank, square_at};
use crate::error::Error;
use crate::inputs::Inputs;
use crate::model::{Axis, Table, ValueKind, Values};
use crate::picture::{self, Picture};

const LINES_PAGE: &str = "Chess Programming Wiki, On an empty Board, Line Attacks \
     (<https://www.chessprogramming.org/On_an_empty_Board#Line_Attacks>), Diagonals \
     (<https://www.chessprogramming.org/Diagonals>) and Anti-Diagonals \
     (<https://www.chessprogramming.org/Anti-Diagonals>)";

const RAYS_PAGE: &str = "Chess Programming Wiki, Classical Approach \
     (<https://www.chessprogramming.org/Classical_Approach>) and Direction \
     (<https://www.chessprogramming.org/Direction>)";

/// The eight directions of `RAYS`, as (file, rank) steps, in index order.
const DIRECTIONS: [(&str, i32, i32); 8] = [
    ("N", 0, 1),
    ("NE", 1, 1),
    ("E", 1, 0),
    ("SE", 1, -1),
    ("S", 0, -1),
    ("SW", -1, -1),
    ("W", -1, 0),
    ("NW", -1, 1),
];

/// `[direction][square]`: the squares from the square (excluded) to the edge.
fn rays() -> Vec<u64> {
    DIRECTIONS
        .iter()
        .flat_map(|&(_, df, dr)| {
            (0..64).map(move |sq| {
                let mut ray = 0u64;
                let (mut f, mut r) = (file(sq) + df, rank(sq) + dr);
                while let Some(to) = square_at(f, r) {
                    ray |= 1 << to;
                    f += df;
                    r += dr;
                }
                ray
            })
        })
        .collect()
}

/// The `lines` tables: diagonals, ranks, files and rays.
pub fn tables(_inputs: &Inputs) -> Result<Vec<Table>, Error> {
    let diagonals = board::diagonals();
    let long_diagonal = Picture::new(
        "`DIAGONALS[0][7]`, the long diagonal a1-h8:",
        picture::mask(diagonals[7], None),
    );
    let long_anti_diagonal = Picture::new(
        "`DIAGONALS[1][7]`, the long anti-diagonal h1-a8:",
        picture::mask(diagonals[15 + 7], None),
    );
    let rays = rays();
    let d4 = 27;
    let rays_picture = Picture::new(
        format!(
            "The eight rays of d4 (marked *), each square labelled by the index of the \
             direction `RAYS[dir][{d4}]` it lies on:"
        ),
        picture::board(|sq| {
            if sq == d4 {
                return "*".to_string();
            }
            (0..8)
                .find(|dir| rays[dir * 64 + d4] >> sq & 1 == 1)
                .map_or(".".to_string(), |dir| dir.to_string())
        }),
    );
    Ok(vec![
        Table::new(
            "DIAGONALS",
            &[Axis::DiagonalKind, Axis::Diagonal],
            ValueKind::Bitboard,
            Values::U64(diagonals),
            "Diagonal and anti-diagonal masks: every square of one diagonal (a1-h8 direction) \
             or anti-diagonal (h1-a8 direction).",
            LINES_PAGE,
        )
        .index(
            "`[0][7 + rank - file]` for the diagonal through a square and `[1][rank + file]` \
             for its anti-diagonal (file and rank 0..=7), as in the classic C code",
        )
        .picture(long_diagonal)
        .picture(long_anti_diagonal),
        Table::new(
            "RANKS",
            &[Axis::Rank],
            ValueKind::Bitboard,
            Values::U64(board::ranks()),
            "Rank masks: every square of one rank.",
            LINES_PAGE,
        )
        .index("by rank, 0 (rank 1) ..= 7 (rank 8)"),
        Table::new(
            "FILES",
            &[Axis::File],
            ValueKind::Bitboard,
            Values::U64(board::files()),
            "File masks: every square of one file.",
            LINES_PAGE,
        )
        .index("by file, 0 (a-file) ..= 7 (h-file)"),
        Table::new(
            "RAYS",
            &[Axis::Direction, Axis::Square],
            ValueKind::Bitboard,
            Values::U64(rays.clone()),
            "Rays: for each of the eight directions, every square from a square (excluded) to \
             the board edge, the empty-board attacks of a slider in that direction.",
            RAYS_PAGE,
        )
        .index(
            "`[direction][square]`, direction 0 = N, 1 = NE, 2 = E, 3 = SE, 4 = S, 5 = SW, \
             6 = W, 7 = NW (`chess_tables::lines::Direction`), square index a1 = 0, h8 = 63",
        )
        .notes(&[
            "North is toward rank 8, east toward the h-file. A ray toward the edge the square",
            "stands on is 0. The classical approach: the attacks in a direction on an occupied",
            "board are the ray minus the ray of the first blocker in it (the nearest one: the",
            "lowest set bit for N, NE, E, NW, the highest for S, SW, W, SE).",
        ])
        .picture(rays_picture),
    ])
}
