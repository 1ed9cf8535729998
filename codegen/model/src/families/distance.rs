//! Distances between squares: Chebyshev, Manhattan, file, rank, knight, and
//! the distances to the center.

use crate::board::{
    KNIGHT_JUMPS, chebyshev, file, file_distance, manhattan, rank, rank_distance, square_at,
};
use crate::error::{Error, check};
use crate::inputs::Inputs;
use crate::model::{Axis, Table, ValueKind, Values};
use crate::picture::{self, Picture};

const CHEBYSHEV: &str =
    "Chess Programming Wiki, Distance (<https://www.chessprogramming.org/Distance>)";
const MANHATTAN: &str = "Chess Programming Wiki, Manhattan-Distance \
     (<https://www.chessprogramming.org/Manhattan-Distance>)";
const KNIGHT: &str = "Chess Programming Wiki, Knight-Distance \
     (<https://www.chessprogramming.org/Knight-Distance>)";
const CENTER: &str = "Chess Programming Wiki, Center Distance \
     (<https://www.chessprogramming.org/Center_Distance>)";
const KBNK: &str = "Chess Programming Wiki, KBNK Endgame \
     (<https://www.chessprogramming.org/KBNK_Endgame>) and Distance \
     (<https://www.chessprogramming.org/Distance>)";
const CENTER_MANHATTAN: &str = "Chess Programming Wiki, Center Manhattan-Distance \
     (<https://www.chessprogramming.org/Center_Manhattan-Distance>)";

/// a1, h8 (dark) and a8, h1 (light).
const CORNERS: [[usize; 2]; 2] = [[0, 63], [56, 7]];

/// d4, e4, d5, e5.
const CENTER_SQUARES: [usize; 4] = [27, 28, 35, 36];

fn pairs(f: impl Fn(usize, usize) -> u8) -> Values {
    Values::U8((0..64 * 64).map(|i| f(i / 64, i % 64)).collect())
}

/// Fewest knight moves: a breadth-first search from every square.
fn knight_distances() -> Vec<u8> {
    // Each square's knight neighbours, worked out once.
    let neighbours: Vec<Vec<usize>> = (0..64)
        .map(|b| {
            KNIGHT_JUMPS
                .iter()
                .filter_map(|(df, dr)| square_at(file(b) + df, rank(b) + dr))
                .collect()
        })
        .collect();
    let mut d = vec![u8::MAX; 64 * 64];
    let mut queue = Vec::with_capacity(64);
    for a in 0..64 {
        let row = &mut d[a * 64..a * 64 + 64];
        row[a] = 0;
        queue.clear();
        queue.push(a);
        let mut next = 0;
        while let Some(&b) = queue.get(next) {
            next += 1;
            for &n in &neighbours[b] {
                if row[n] == u8::MAX {
                    row[n] = row[b] + 1;
                    queue.push(n);
                }
            }
        }
    }
    d
}

/// Bit `bit` (0 or 1) of the center distance as a bit-plane, `plane`,
/// which the wiki publishes as `published`.
fn center_bit_plane(name: &'static str, bit: u8, plane: u64, published: &str) -> Table {
    Table::new(
        name,
        &[],
        ValueKind::Bitboard,
        Values::U64(vec![plane]),
        format!(
            "Bit {bit} of the center distance as a bit-plane: bit n is bit {bit} of \
             `CENTER_DISTANCE[n]`."
        ),
        CENTER,
    )
    .values_doc("Values: a bitboard; `2 * bit1 + bit0` at square n is its center distance.")
    .notes(&[&format!(
        "The wiki publishes this constant as `{published}`."
    )])
    .picture(Picture::uncaptioned(picture::mask(plane, None)))
}

/// The `distance` tables.
///
/// # Errors
/// [`Error::SelfCheck`] when the knight distances or the center
/// distance's bit-planes fail their checks.
pub fn tables(_inputs: &Inputs) -> Result<Vec<Table>, Error> {
    let knight = knight_distances();
    check(
        knight.iter().all(|&d| d <= 6) && knight[63] == 6 && knight[9] == 4,
        "KNIGHT_DISTANCE",
        "every square must be reachable in at most 6 moves (a1-h8 = 6, a1-b2 = 4)",
    )?;
    let center: Vec<u8> = (0..64)
        .map(|sq| {
            CENTER_SQUARES
                .iter()
                .map(|&c| chebyshev(sq, c))
                .min()
                .unwrap_or(0)
        })
        .collect();
    let center_manhattan: Vec<u8> = (0..64)
        .map(|sq| {
            CENTER_SQUARES
                .iter()
                .map(|&c| manhattan(sq, c))
                .min()
                .unwrap_or(0)
        })
        .collect();
    let plane = |bit: u8| -> u64 {
        (0..64)
            .filter(|&sq| center[sq] >> bit & 1 == 1)
            .map(|sq| 1u64 << sq)
            .sum()
    };
    let (bit0, bit1) = (plane(0), plane(1));
    check(
        (0..64).all(|sq| 2 * (bit1 >> sq & 1) + (bit0 >> sq & 1) == u64::from(center[sq])),
        "CENTER_DISTANCE_BIT0/BIT1",
        "2 * bit1 + bit0 must equal CENTER_DISTANCE on every square",
    )?;

    let mut rings = vec![0u64; 64 * 8];
    for from in 0..64 {
        for to in 0..64 {
            rings[from * 8 + usize::from(chebyshev(from, to))] |= 1 << to;
        }
    }
    let corner: Vec<u8> = (0..64)
        .map(|sq| {
            CORNERS
                .as_flattened()
                .iter()
                .map(|&c| chebyshev(sq, c))
                .min()
                .unwrap_or(0)
        })
        .collect();
    let corner_manhattan: Vec<u8> = CORNERS
        .iter()
        .flat_map(|pair| {
            (0..64).map(move |sq| pair.iter().map(|&c| manhattan(sq, c)).min().unwrap_or(0))
        })
        .collect();
    let (d4, ring) = (27, 2);
    let rings_picture = Picture::new(
        format!("`DISTANCE_RINGS[{d4}][{ring}]` (ring {ring} around d4, marked *):"),
        picture::mask(rings[d4 * 8 + ring], Some((d4, '*'))),
    );
    let corner_picture = |color: usize, text: &str| {
        Picture::new(
            format!("`CORNER_MANHATTAN_DISTANCE[{color}]`, the {text}:"),
            picture::board(|sq| corner_manhattan[color * 64 + sq].to_string()),
        )
    };
    let dark_corners = corner_picture(0, "dark corners a1 and h8");
    let light_corners = corner_picture(1, "light corners a8 and h1");

    let row = "`[from][to]` by square index (a1 = 0, h8 = 63)";
    Ok(vec![
        Table::new(
            "CHEBYSHEV_DISTANCE",
            &[Axis::Square, Axis::Square],
            ValueKind::Number,
            pairs(chebyshev),
            "Chebyshev distance: the number of king moves between two squares on an empty \
             board, `max(|file difference|, |rank difference|)`.",
            CHEBYSHEV,
        )
        .index(row),
        Table::new(
            "MANHATTAN_DISTANCE",
            &[Axis::Square, Axis::Square],
            ValueKind::Number,
            pairs(manhattan),
            "Manhattan distance (taxicab distance): `|file difference| + |rank difference|`, \
             the number of rook steps of one square between two squares.",
            MANHATTAN,
        )
        .index(row),
        Table::new(
            "FILE_DISTANCE",
            &[Axis::Square, Axis::Square],
            ValueKind::Number,
            pairs(file_distance),
            "File distance: `|file difference|` of two squares.",
            CHEBYSHEV,
        )
        .index(row),
        Table::new(
            "RANK_DISTANCE",
            &[Axis::Square, Axis::Square],
            ValueKind::Number,
            pairs(rank_distance),
            "Rank distance: `|rank difference|` of two squares.",
            CHEBYSHEV,
        )
        .index(row),
        Table::new(
            "KNIGHT_DISTANCE",
            &[Axis::Square, Axis::Square],
            ValueKind::Number,
            Values::U8(knight),
            "Knight distance: the fewest knight moves from one square to another on an \
             empty board.",
            KNIGHT,
        )
        .index(row)
        .example(0)
        .notes(&[
            "Corners cost extra: a1-b2 is 4 moves (not 2), and a1-h8 is 6.",
            "There is no 0x88-difference form of this table: a1-b2 and c3-d4 share the",
            "difference but are 4 and 2 moves apart.",
        ]),
        Table::new(
            "CENTER_DISTANCE",
            &[Axis::Square],
            ValueKind::Number,
            Values::U8(center),
            "Center distance: the Chebyshev distance from a square to the nearest of the \
             four center squares d4, e4, d5 and e5.",
            CENTER,
        ),
        Table::new(
            "CENTER_MANHATTAN_DISTANCE",
            &[Axis::Square],
            ValueKind::Number,
            Values::U8(center_manhattan),
            "Center Manhattan distance: the Manhattan distance from a square to the nearest \
             of the four center squares d4, e4, d5 and e5.",
            CENTER_MANHATTAN,
        ),
        center_bit_plane("CENTER_DISTANCE_BIT0", 0, bit0, "0xFF81BDA5A5BD81FF"),
        center_bit_plane("CENTER_DISTANCE_BIT1", 1, bit1, "0xFFFFC3C3C3C3FFFF"),
        Table::new(
            "DISTANCE_RINGS",
            &[Axis::Square, Axis::Distance],
            ValueKind::Bitboard,
            Values::U64(rings),
            "Distance rings: the squares at Chebyshev distance exactly d from a square, \
             for d = 0..=7 (ring 0 is the square itself; rings past the board edge are 0).",
            CHEBYSHEV,
        )
        .index("`[square][d]`, square index a1 = 0, h8 = 63, distance d 0..=7")
        .notes(&[
            "The rings of a square partition the board: their union is every square, and",
            "`DISTANCE_RINGS[sq][d]` has bit `to` set exactly when `CHEBYSHEV_DISTANCE[sq][to] == d`.",
        ])
        .picture(rings_picture),
        Table::new(
            "CORNER_DISTANCE",
            &[Axis::Square],
            ValueKind::Number,
            Values::U8(corner),
            "Corner distance: the Chebyshev distance from a square to the nearest corner \
             (a1, h1, a8 or h8).",
            KBNK,
        ),
        Table::new(
            "CORNER_MANHATTAN_DISTANCE",
            &[Axis::SquareColor, Axis::Square],
            ValueKind::Number,
            Values::U8(corner_manhattan),
            "Corner Manhattan distance by corner color: the Manhattan distance from a square \
             to the nearer of the two corners of one color, `[0]` the dark corners a1 and h8, \
             `[1]` the light corners a8 and h1.",
            KBNK,
        )
        .index(
            "`[color][square]`, color 0 = dark corners (a1, h8), 1 = light corners (a8, h1); \
             the color of a square is `(file + rank) & 1` (a1 dark)",
        )
        .notes(&[
            "KBNK mop-up: the bishop and knight mate only in a corner of the bishop's color,",
            "so the evaluation drives the defending king toward it with",
            "`CORNER_MANHATTAN_DISTANCE[(file + rank) & 1 of the bishop's square][king]`.",
        ])
        .picture(dark_corners)
        .picture(light_corners),
    ])
}
