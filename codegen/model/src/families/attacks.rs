//! Attack sets of the leapers (knight, king, pawns) and the squares between
//! and through two squares.

use crate::board::{self, KNIGHT_JUMPS, file, name, rank, square_at};
use crate::error::Error;
use crate::inputs::Inputs;
use crate::model::{Axis, Stability, Table, ValueKind, Values};
use crate::picture::{self, Picture};

const KNIGHT_PAGE: &str =
    "Chess Programming Wiki, Knight Pattern (<https://www.chessprogramming.org/Knight_Pattern>)";
const KING_PAGE: &str =
    "Chess Programming Wiki, King Pattern (<https://www.chessprogramming.org/King_Pattern>)";
const PAWN_PAGE: &str = "Chess Programming Wiki, Pawn Attacks (Bitboards) \
     (<https://www.chessprogramming.org/Pawn_Attacks_(Bitboards)>)";
const FIRST_RANK_PAGE: &str = "Chess Programming Wiki, First Rank Attacks \
     (<https://www.chessprogramming.org/First_Rank_Attacks>)";
const HYPERBOLA_PAGE: &str = "Chess Programming Wiki, Hyperbola Quintessence \
     (<https://www.chessprogramming.org/Hyperbola_Quintessence>)";
const BETWEEN_PAGE: &str = "Chess Programming Wiki, Square Attacked By, In Between \
     (<https://www.chessprogramming.org/Square_Attacked_By#InBetween>)";

/// Bitboard of the squares reached from `sq` by each (file, rank) step, off-board steps dropped.
fn leaps(sq: usize, steps: &[(i32, i32)]) -> u64 {
    steps
        .iter()
        .filter_map(|&(df, dr)| square_at(file(sq) + df, rank(sq) + dr))
        .fold(0, |m, to| m | 1 << to)
}

/// The unit step from `a` toward `b` if they share a rank, file or diagonal.
fn step(a: usize, b: usize) -> Option<(i32, i32)> {
    let (df, dr) = (file(b) - file(a), rank(b) - rank(a));
    (a != b && (df == 0 || dr == 0 || df.abs() == dr.abs())).then(|| (df.signum(), dr.signum()))
}

fn between(a: usize, b: usize) -> u64 {
    let Some((df, dr)) = step(a, b) else { return 0 };
    let mut mask = 0;
    let (mut f, mut r) = (file(a) + df, rank(a) + dr);
    while let Some(sq) = square_at(f, r).filter(|&sq| sq != b) {
        mask |= 1 << sq;
        f += df;
        r += dr;
    }
    mask
}

/// The line masks, computed once for the whole LINE table.
struct LineMasks {
    diagonals: Vec<u64>,
    ranks: Vec<u64>,
    files: Vec<u64>,
}

impl LineMasks {
    fn new() -> LineMasks {
        LineMasks {
            diagonals: board::diagonals(),
            ranks: board::ranks(),
            files: board::files(),
        }
    }

    /// The whole line through `a` and `b`, taken from the line masks.
    fn through(&self, a: usize, b: usize) -> u64 {
        let Some((df, dr)) = step(a, b) else { return 0 };
        match (df, dr) {
            (_, 0) => self.ranks[rank(a) as usize],
            (0, _) => self.files[file(a) as usize],
            _ if df == dr => self.diagonals[(7 + rank(a) - file(a)) as usize],
            _ => self.diagonals[15 + (rank(a) + file(a)) as usize],
        }
    }
}

/// Attacks along one rank of a rook on `file`, with the inner six squares
/// (b..g) occupied as in `inner`; the outer squares never block anything further.
fn first_rank_attacks(file: i32, inner: u8) -> u8 {
    let occupied = u16::from(inner) << 1;
    let mut attacks = 0u8;
    for step in [-1, 1] {
        let mut f = file + step;
        while (0..8).contains(&f) {
            attacks |= 1 << f;
            if occupied >> f & 1 == 1 {
                break;
            }
            f += step;
        }
    }
    attacks
}

fn pair_picture(table: &str, a: usize, b: usize, mask: u64) -> Picture {
    Picture::new(
        format!(
            "`{table}[{a}][{b}]` ({} to {}, marked A and B):",
            name(a),
            name(b)
        ),
        picture::board(|sq| {
            if sq == a {
                "A".to_string()
            } else if sq == b {
                "B".to_string()
            } else if mask >> sq & 1 == 1 {
                "x".to_string()
            } else {
                ".".to_string()
            }
        }),
    )
}

fn leaper_picture(caption: &str, mask: u64, sq: usize, marker: char) -> Picture {
    Picture::new(caption, picture::mask(mask, Some((sq, marker))))
}

/// The `attacks` tables: leaper attacks, first-rank attacks, the
/// Hyperbola Quintessence masks, `BETWEEN` and `LINE`.
pub fn tables(_inputs: &Inputs) -> Result<Vec<Table>, Error> {
    const KING: [(i32, i32); 8] = [
        (0, 1),
        (1, 1),
        (1, 0),
        (1, -1),
        (0, -1),
        (-1, -1),
        (-1, 0),
        (-1, 1),
    ];
    let knight: Vec<u64> = (0..64).map(|sq| leaps(sq, &KNIGHT_JUMPS)).collect();
    let king: Vec<u64> = (0..64).map(|sq| leaps(sq, &KING)).collect();
    let white_pawn = (0..64).map(|sq| leaps(sq, &[(-1, 1), (1, 1)]));
    let black_pawn = (0..64).map(|sq| leaps(sq, &[(-1, -1), (1, -1)]));
    let pawn: Vec<u64> = white_pawn.chain(black_pawn).collect();
    let pairs = |f: &dyn Fn(usize, usize) -> u64| (0..64 * 64).map(|i| f(i / 64, i % 64)).collect();
    let between_table: Vec<u64> = pairs(&between);
    let masks = LineMasks::new();
    let line_table: Vec<u64> = pairs(&|a, b| masks.through(a, b));
    let first_rank: Vec<u8> = (0..8)
        .flat_map(|file| (0..64).map(move |inner| first_rank_attacks(file, inner)))
        .collect();
    let diagonal_ex: Vec<u64> = (0..64usize)
        .flat_map(|sq| {
            let (f, r) = (file(sq), rank(sq));
            let diagonal = masks.diagonals[(7 + r - f) as usize];
            let anti = masks.diagonals[15 + (r + f) as usize];
            [diagonal & !(1 << sq), anti & !(1 << sq)]
        })
        .collect();
    let diagonal_ex_picture = Picture::new(
        "`DIAGONAL_MASKS_EX[27]` (d4, marked B): both masks of d4 together:",
        picture::mask(diagonal_ex[54] | diagonal_ex[55], Some((27, 'B'))),
    );
    let (c2, g6) = (10, 46);
    Ok(vec![
        Table::new(
            "KNIGHT_ATTACKS",
            &[Axis::Square],
            ValueKind::Bitboard,
            Values::U64(knight.clone()),
            "Knight attacks: the squares a knight on a square attacks.",
            KNIGHT_PAGE,
        )
        .picture(leaper_picture(
            "`KNIGHT_ATTACKS[27]` (d4, marked N):",
            knight[27],
            27,
            'N',
        )),
        Table::new(
            "KING_ATTACKS",
            &[Axis::Square],
            ValueKind::Bitboard,
            Values::U64(king.clone()),
            "King attacks: the squares a king on a square attacks.",
            KING_PAGE,
        )
        .picture(leaper_picture(
            "`KING_ATTACKS[7]` (h1, marked K):",
            king[7],
            7,
            'K',
        )),
        Table::new(
            "PAWN_ATTACKS",
            &[Axis::Color, Axis::Square],
            ValueKind::Bitboard,
            Values::U64(pawn.clone()),
            "Pawn attacks: the squares a pawn of a color on a square attacks (one step \
             diagonally forward; defined on every square, back ranks included).",
            PAWN_PAGE,
        )
        .index("`[color][square]`, color 0 = white (moving up), 1 = black (moving down)")
        .picture(leaper_picture(
            "`PAWN_ATTACKS[0][8]` (white pawn on a2, marked P):",
            pawn[8],
            8,
            'P',
        )),
        Table::new(
            "FIRST_RANK_ATTACKS",
            &[Axis::File, Axis::InnerOccupancy],
            ValueKind::RankMask,
            Values::U8(first_rank),
            "First rank attacks: the squares a rook on a file attacks along its rank, as the \
             8 bits of the rank (bit f = file f), given the occupancy of the six inner squares.",
            FIRST_RANK_PAGE,
        )
        .index(
            "`[file][inner]`, file 0 (a) ..= 7 (h), inner = the occupancy of files b..g \
             as 6 bits (`(rank bits >> 1) & 63`)",
        )
        .values_doc("Values: rank bit sets, 0..=255 (bit f = file f).")
        .stability(Stability::Implementation),
        Table::new(
            "DIAGONAL_MASKS_EX",
            &[Axis::Square, Axis::DiagonalKind],
            ValueKind::Bitboard,
            Values::U64(diagonal_ex),
            "Diagonal masks without their square: for each square, its diagonal (a1-h8 \
             direction) and its anti-diagonal (h1-a8 direction), each without the square itself \
             (the masks Hyperbola Quintessence works on).",
            HYPERBOLA_PAGE,
        )
        .index("`[square][0]` diagonal, `[square][1]` anti-diagonal, by square index")
        .picture(diagonal_ex_picture)
        .stability(Stability::Implementation),
        Table::new(
            "BETWEEN",
            &[Axis::Square, Axis::Square],
            ValueKind::Bitboard,
            Values::U64(between_table.clone()),
            "In-between masks: the squares strictly between a and b when they share a rank, \
             file or diagonal; 0 otherwise. Never includes a or b; 0 for adjacent squares \
             and for a == b.",
            BETWEEN_PAGE,
        )
        .index("`[a][b]` by square index (a1 = 0, h8 = 63); symmetric")
        .picture(pair_picture("BETWEEN", c2, g6, between_table[c2 * 64 + g6])),
        Table::new(
            "LINE",
            &[Axis::Square, Axis::Square],
            ValueKind::Bitboard,
            Values::U64(line_table.clone()),
            "Line masks through two squares: the whole rank, file, diagonal or anti-diagonal \
             through a and b, both included, when they share one; 0 when they share none \
             and 0 for a == b.",
            BETWEEN_PAGE,
        )
        .index("`[a][b]` by square index (a1 = 0, h8 = 63); symmetric")
        .picture(pair_picture("LINE", c2, g6, line_table[c2 * 64 + g6])),
    ])
}
