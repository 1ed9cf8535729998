//! Lookups by 0x88 difference: a 240-entry table replaces a 64 x 64 one for
//! every function that depends only on the file and rank differences.

use crate::board::{chebyshev, file, manhattan, rank};
use crate::error::{Error, check};
use crate::inputs::Inputs;
use crate::model::{Axis, Table, ValueKind, Values};
use crate::picture::Picture;

const MANHATTAN_PAGE: &str = "Chess Programming Wiki, Manhattan-Distance \
     (<https://www.chessprogramming.org/Manhattan-Distance>), 0x88 difference \
     (<https://www.chessprogramming.org/0x88#Square_Relations>)";
const DIRECTION_PAGE: &str = "Chess Programming Wiki, 0x88 Square Relations \
     (<https://www.chessprogramming.org/0x88#Square_Relations>) and Vector Attacks \
     (<https://www.chessprogramming.org/Vector_Attacks>)";

const ATTACK_PAGE: &str = "Chess Programming Wiki, 0x88 Square Relations \
     (<https://www.chessprogramming.org/0x88#Square_Relations>) and Vector Attacks \
     (<https://www.chessprogramming.org/Vector_Attacks>)";

/// The flags of `X88_ATTACKS`, as `chess_tables::x88` publishes them.
pub const ATTACK_FLAGS: [(u8, &str); 7] = [
    (
        0x01,
        "ATTACK_WHITE_PAWN: a white pawn captures there (+15, +17)",
    ),
    (
        0x02,
        "ATTACK_BLACK_PAWN: a black pawn captures there (-15, -17)",
    ),
    (0x04, "ATTACK_KNIGHT: a knight jump"),
    (
        0x08,
        "ATTACK_BISHOP: the same diagonal or anti-diagonal, any distance",
    ),
    (0x10, "ATTACK_ROOK: the same rank or file, any distance"),
    (0x20, "ATTACK_QUEEN: bishop or rook"),
    (0x40, "ATTACK_KING: Chebyshev distance 1"),
];

/// The pieces that reach `b` from `a` on an empty board, as `ATTACK_FLAGS` bits.
fn attack_flags(a: usize, b: usize) -> i8 {
    let (df, dr) = (file(b) - file(a), rank(b) - rank(a));
    if a == b {
        return 0;
    }
    let (adf, adr) = (df.abs(), dr.abs());
    let bishop = adf == adr;
    let rook = df == 0 || dr == 0;
    // In ATTACK_FLAGS' order, bit 0 first (a unit test checks the order).
    let flags = u8::from(dr == 1 && adf == 1)
        | u8::from(dr == -1 && adf == 1) << 1
        | u8::from(adf * adr == 2) << 2
        | u8::from(bishop) << 3
        | u8::from(rook) << 4
        | u8::from(bishop || rook) << 5
        | u8::from(adf <= 1 && adr <= 1) << 6;
    flags as i8
}

/// `b - a + (b | 7) - (a | 7) + 120`: `16 * rank difference + file difference + 120`, 1..=239.
pub fn difference(a: usize, b: usize) -> usize {
    (b as i32 - a as i32 + (b as i32 | 7) - (a as i32 | 7) + 120) as usize
}

/// The axis of every table here: [`difference`], 120 for two equal squares.
const BY_DIFFERENCE: &[Axis] = &[Axis::X88Difference { offset: 120 }];

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
fn difference_picture(table: &[i8]) -> Picture {
    difference_picture_of(|slot| format!("{:>4}", table[slot]))
}

/// A 15 x 15 picture by (rank difference, file difference), +7 ranks on
/// top, each cell as `cell` writes the slot's value.
fn difference_picture_of(cell: impl Fn(usize) -> String) -> Picture {
    let drawing = (-7..=7)
        .rev()
        .map(|dr| {
            let row: Vec<String> = (-7..=7)
                .map(|df| cell((16 * dr + df + 120) as usize))
                .collect();
            format!("{dr:>+3} |{}", row.join(""))
        })
        .collect();
    Picture {
        caption: vec![
            "By rank difference (rows, +7 on top) and file difference (columns, -7 to +7);"
                .to_string(),
            "the center cell is a == b:".to_string(),
        ],
        drawing,
    }
}

/// The `x88` tables: distances, directions and attack flags by 0x88 difference.
///
/// # Errors
/// [`Error::SelfCheck`] when two square pairs with one difference disagree.
pub fn tables(_inputs: &Inputs) -> Result<Vec<Table>, Error> {
    let cheb = by_difference("X88_CHEBYSHEV_DISTANCE", |a, b| chebyshev(a, b) as i8)?;
    let manh = by_difference("X88_MANHATTAN_DISTANCE", |a, b| manhattan(a, b) as i8)?;
    let dir = by_difference("X88_DIRECTION", direction)?;
    let attack = by_difference("X88_ATTACKS", attack_flags)?;
    let index = "by `x88::difference(a, b)` = `b - a + (b | 7) - (a | 7) + 120` \
                 (0..=239, reachable values 1..=239)";
    let unreachable_note = [
        "Slots no square pair reaches hold 0: the multiples of 16 (0, 16, 32, ..., 224),",
        "which would need a file difference of +-8.",
    ];
    let mut flag_notes: Vec<&str> = vec!["Flags (`chess_tables::x88::ATTACK_*`):", ""];
    let flag_lines: Vec<String> = ATTACK_FLAGS
        .iter()
        .enumerate()
        .map(|(i, (bit, what))| {
            let end = if i + 1 == ATTACK_FLAGS.len() {
                '.'
            } else {
                ';'
            };
            format!("- `0x{bit:02X}` {what}{end}")
        })
        .collect();
    flag_notes.extend(flag_lines.iter().map(String::as_str));
    flag_notes.extend([
        "",
        "The classic attack test: a piece of kind `FLAG` on a attacks b when",
        "`X88_ATTACKS[difference(a, b)] & FLAG != 0` and, for a bishop, rook or queen, every",
        "square met stepping from a by `X88_DIRECTION[difference(a, b)]` (in 0x88",
        "coordinates, `16 * rank + file`) before b is empty.",
        "",
    ]);
    flag_notes.extend(unreachable_note);
    let as_u8 = |v: &[i8]| v.iter().map(|&x| x as u8).collect::<Vec<u8>>();
    Ok(vec![
        Table::new(
            "X88_CHEBYSHEV_DISTANCE",
            BY_DIFFERENCE,
            ValueKind::Number,
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
            BY_DIFFERENCE,
            ValueKind::Number,
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
            BY_DIFFERENCE,
            ValueKind::X88Step,
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
        Table::new(
            "X88_ATTACKS",
            BY_DIFFERENCE,
            ValueKind::AttackFlags,
            Values::U8(as_u8(&attack)),
            "Attack array by 0x88 difference: the kinds of piece on a that reach b on an \
             empty board, as flag bits: `X88_ATTACKS[x88::difference(a, b)]`.",
            ATTACK_PAGE,
        )
        .index(index)
        .values_doc(
            "Values: bit sets of the seven flags below, 0x00..=0x7F (0 for a == b and for \
             squares no piece reaches).",
        )
        .notes(&flag_notes)
        .picture(difference_picture_of(|slot| {
            format!("{:>3}", format!("{:02X}", attack[slot] as u8))
        })),
    ])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn attack_flags_follow_the_documented_bits() {
        let bit = |name: &str| {
            ATTACK_FLAGS
                .iter()
                .find(|(_, what)| what.starts_with(name))
                .map(|&(bit, _)| bit as i8)
                .unwrap()
        };
        let (e4, f5, d3, f6, h7, e8, a4) = (28, 37, 19, 45, 55, 60, 24);
        let king = bit("ATTACK_KING:");
        let bishop = bit("ATTACK_BISHOP:") | bit("ATTACK_QUEEN:");
        let rook = bit("ATTACK_ROOK:") | bit("ATTACK_QUEEN:");
        assert_eq!(
            attack_flags(e4, f5),
            bit("ATTACK_WHITE_PAWN:") | bishop | king
        );
        assert_eq!(
            attack_flags(e4, d3),
            bit("ATTACK_BLACK_PAWN:") | bishop | king
        );
        assert_eq!(attack_flags(e4, f6), bit("ATTACK_KNIGHT:"));
        assert_eq!(attack_flags(e4, h7), bishop);
        assert_eq!(attack_flags(e4, e8), rook);
        assert_eq!(attack_flags(e4, a4), rook);
        assert_eq!(attack_flags(e4, e4), 0);
        let all = ATTACK_FLAGS.iter().fold(0, |m, &(bit, _)| m | bit);
        assert_eq!(all, 0x7F);
    }
}
