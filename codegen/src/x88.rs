//! Lookups by 0x88 difference: a 240-entry table replaces a 64 x 64 one for
//! every function that depends only on the file and rank differences.

use crate::board::{file, rank};
use crate::distance::{chebyshev, manhattan};
use crate::error::{Error, check};
use crate::model::{Table, Values};

const MANHATTAN_PAGE: &str = "Chess Programming Wiki, Manhattan-Distance \
     (<https://www.chessprogramming.org/Manhattan-Distance>), 0x88 difference \
     (<https://www.chessprogramming.org/0x88#Square_Relations>)";
const DIRECTION_PAGE: &str = "Chess Programming Wiki, 0x88 Square Relations \
     (<https://www.chessprogramming.org/0x88#Square_Relations>) and Vector Attacks \
     (<https://www.chessprogramming.org/Vector_Attacks>)";

/// `b - a + (b | 7) - (a | 7) + 120`: `16 * rank difference + file difference + 120`, 1..=239.
pub fn difference(a: usize, b: usize) -> usize {
    (b as i32 - a as i32 + (b as i32 | 7) - (a as i32 | 7) + 120) as usize
}

/// The 0x88 step from `a` toward `b` when they share a rank, file or diagonal.
fn direction(a: usize, b: usize) -> i8 {
    let (df, dr) = (file(b) - file(a), rank(b) - rank(a));
    if a == b || !(df == 0 || dr == 0 || df.abs() == dr.abs()) {
        return 0;
    }
    (16 * dr.signum() + df.signum()) as i8
}

/// Fills a 240-entry table from `f` over every pair, checking that pairs
/// with the same difference agree (they must: `f` depends on the difference only).
fn by_difference(name: &'static str, f: impl Fn(usize, usize) -> i8) -> Result<Vec<i8>, Error> {
    let mut table: Vec<Option<i8>> = vec![None; 240];
    for a in 0..64 {
        for b in 0..64 {
            let slot = &mut table[difference(a, b)];
            let value = f(a, b);
            check(
                slot.is_none_or(|seen| seen == value),
                name,
                "two square pairs with the same 0x88 difference disagree",
            )?;
            *slot = Some(value);
        }
    }
    check(
        (0..240).all(|slot| table[slot].is_none() == unreachable(slot)),
        name,
        "the unreached slots must be exactly the multiples of 16",
    )?;
    Ok(table.into_iter().map(|v| v.unwrap_or(0)).collect())
}

/// The slots no square pair reaches: every multiple of 16, 0..=224
/// (they would need a file difference of +-8).
fn unreachable(slot: usize) -> bool {
    slot % 16 == 0
}

/// A 15 x 15 picture by (rank difference, file difference), +7 ranks on top.
fn difference_picture(table: &[i8]) -> Vec<String> {
    let mut lines = vec![
        "By rank difference (rows, +7 on top) and file difference (columns, -7 to +7);".to_string(),
        "the center cell is a == b:".to_string(),
        String::new(),
        "```text".to_string(),
    ];
    for dr in (-7..=7).rev() {
        let row: Vec<String> = (-7..=7)
            .map(|df| format!("{:>4}", table[(16 * dr + df + 120) as usize]))
            .collect();
        lines.push(format!("{dr:>+3} |{}", row.join("")));
    }
    lines.push("```".to_string());
    lines
}

pub fn tables() -> Result<Vec<Table>, Error> {
    let cheb = by_difference("X88_CHEBYSHEV_DISTANCE", |a, b| chebyshev(a, b) as i8)?;
    let manh = by_difference("X88_MANHATTAN_DISTANCE", |a, b| manhattan(a, b) as i8)?;
    let dir = by_difference("X88_DIRECTION", direction)?;
    let index = "by `x88::difference(a, b)` = `b - a + (b | 7) - (a | 7) + 120` \
                 (0..=239, reachable values 1..=239)";
    let unreachable_note = [
        "Slots no square pair reaches hold 0: the multiples of 16 (0, 16, 32, ..., 224),",
        "which would need a file difference of +-8.",
    ];
    let as_u8 = |v: &[i8]| v.iter().map(|&x| x as u8).collect::<Vec<u8>>();
    Ok(vec![
        Table::new(
            "X88_CHEBYSHEV_DISTANCE",
            &[240],
            Values::U8(as_u8(&cheb)),
            "Chebyshev distance by 0x88 difference: `X88_CHEBYSHEV_DISTANCE[x88::difference(a, b)]` \
             equals `CHEBYSHEV_DISTANCE[a][b]`.",
            MANHATTAN_PAGE,
        )
        .index(index)
        .notes(&unreachable_note)
        .picture(difference_picture(&cheb)),
        Table::new(
            "X88_MANHATTAN_DISTANCE",
            &[240],
            Values::U8(as_u8(&manh)),
            "Manhattan distance by 0x88 difference: `X88_MANHATTAN_DISTANCE[x88::difference(a, b)]` \
             equals `MANHATTAN_DISTANCE[a][b]`.",
            MANHATTAN_PAGE,
        )
        .index(index)
        .notes(&unreachable_note)
        .picture(difference_picture(&manh)),
        Table::new(
            "X88_DIRECTION",
            &[240],
            Values::I8(dir.clone()),
            "Direction by 0x88 difference: the 0x88 step from a toward b (+-1 along a rank, \
             +-16 along a file, +-15 and +-17 along diagonals) when a and b share a rank, \
             file or diagonal; 0 when they share none or a == b.",
            DIRECTION_PAGE,
        )
        .index(index)
        .values_doc(
            "Values: one of 0, 1, -1, 16, -16, 15, -15, 17, -17 (0x88 board steps: \
             north is +16, east +1).",
        )
        .notes(&unreachable_note)
        .picture(difference_picture(&dir)),
    ])
}
