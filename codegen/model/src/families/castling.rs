//! Castling in standard chess: each castling's squares (the king's and the
//! rook's start and end, the squares that must be empty and those that
//! must not be attacked) and the rights a move keeps, by square.
//!
//! Colour 0 is white (back rank 1), 1 black (back rank 8); side 0 is the
//! king side (king to g, rook from h to f), 1 the queen side (king to c,
//! rook from a to d).

use crate::board::{name, rank, squares_where};
use crate::error::{Error, check};
use crate::inputs::Inputs;
use crate::model::{Axis, Table, ValueKind, Values};
use crate::picture::{self, Picture};

const CASTLING_PAGE: &str = "Chess Programming Wiki, Castling \
     (<https://www.chessprogramming.org/Castling>); FIDE Laws of Chess, article 3.8.2";
const RIGHTS_PAGE: &str = "Chess Programming Wiki, Castling Rights \
     (<https://www.chessprogramming.org/Castling_Rights>)";

const BY_COLOR_AND_SIDE: &str = "`[color][side]`, color 0 = white, 1 = black; side 0 = king \
     side (`O-O`), 1 = queen side (`O-O-O`)";

/// The king's start file in standard chess (e).
const KING_FILE: usize = 4;

/// The squares of one castling: king from, king to, rook from, rook to.
fn squares(color: usize, side: usize) -> [usize; 4] {
    let back = 56 * color;
    let (king_to, rook_from, rook_to) = if side == 0 { (6, 7, 5) } else { (2, 0, 3) };
    [
        back + KING_FILE,
        back + king_to,
        back + rook_from,
        back + rook_to,
    ]
}

/// The squares from `a` to `b` on one rank, both included.
fn span(a: usize, b: usize) -> u64 {
    let (low, high) = (a.min(b), a.max(b));
    squares_where(|sq| (low..=high).contains(&sq))
}

/// The squares that must be empty: between the king's start and end and
/// between the rook's start and end, the two movers left out.
fn empty(color: usize, side: usize) -> u64 {
    let [king_from, king_to, rook_from, rook_to] = squares(color, side);
    (span(king_from, king_to) | span(rook_from, rook_to)) & !(1 << king_from | 1 << rook_from)
}

/// The squares that must not be attacked: the king's start, end and those between.
fn unattacked(color: usize, side: usize) -> u64 {
    let [king_from, king_to, ..] = squares(color, side);
    span(king_from, king_to)
}

/// The rights (bit `2 * color + side`) a move from or to `sq` keeps: all
/// but those whose king or rook starts on `sq`.
fn rights_kept(sq: usize) -> u8 {
    let mut kept = 15;
    for color in 0..2 {
        for side in 0..2 {
            let [king_from, _, rook_from, _] = squares(color, side);
            if sq == king_from || sq == rook_from {
                kept &= !(1 << (2 * color + side));
            }
        }
    }
    kept
}

fn by_color_and_side(f: impl Fn(usize, usize) -> u64) -> Vec<u64> {
    (0..2)
        .flat_map(|color| (0..2).map(move |side| (color, side)))
        .map(|(color, side)| f(color, side))
        .collect()
}

/// The `castling` tables.
pub fn tables(_inputs: &Inputs) -> Result<Vec<Table>, Error> {
    let squares_flat: Vec<u8> = (0..2)
        .flat_map(|color| (0..2).flat_map(move |side| squares(color, side)))
        .map(|sq| sq as u8)
        .collect();
    let empty = by_color_and_side(empty);
    let unattacked = by_color_and_side(unattacked);
    let kept: Vec<u8> = (0..64).map(rights_kept).collect();
    check(
        empty
            .iter()
            .zip(&unattacked)
            .enumerate()
            .all(|(i, (&e, &u))| {
                let [king_from, ..] = squares(i / 2, i % 2);
                u & !e == 1 << king_from
            }),
        "CASTLING_UNATTACKED",
        "the king's path but its start square must be empty",
    )?;
    check(
        kept.iter()
            .enumerate()
            .all(|(sq, &k)| k == 15 || rank(sq) == 0 || rank(sq) == 7),
        "CASTLING_RIGHTS_KEPT",
        "only back-rank squares take rights",
    )?;
    let (white_short, black_long) = (0, 3);
    Ok(vec![
        Table::new(
            "CASTLING_SQUARES",
            &[Axis::Color, Axis::CastlingSide, Axis::CastlingSquare],
            ValueKind::Number,
            Values::U8(squares_flat),
            "Castling squares of standard chess: where the king and the rook start and end.",
            CASTLING_PAGE,
        )
        .index(
            "`[color][side][which]`, color 0 = white, 1 = black; side 0 = king side, 1 = queen \
             side; which 0 = king's start, 1 = king's end, 2 = rook's start, 3 = rook's end",
        )
        .values_doc("Values: square indices, a1 = 0 ..= h8 = 63, all on the color's back rank."),
        Table::new(
            "CASTLING_EMPTY",
            &[Axis::Color, Axis::CastlingSide],
            ValueKind::Bitboard,
            Values::U64(empty.clone()),
            "Castling's empty squares in standard chess: every square between the king's start \
             and end and between the rook's start and end, the king's and the rook's start \
             squares left out, must be empty to castle.",
            CASTLING_PAGE,
        )
        .index(BY_COLOR_AND_SIDE)
        .picture(Picture::new(
            "`CASTLING_EMPTY[1][1]` (black, queen side; king marked k):",
            picture::mask(empty[black_long], Some((60, 'k'))),
        )),
        Table::new(
            "CASTLING_UNATTACKED",
            &[Axis::Color, Axis::CastlingSide],
            ValueKind::Bitboard,
            Values::U64(unattacked.clone()),
            "Castling's unattacked squares in standard chess: the king's start and end squares \
             and those between must not be attacked by the opponent to castle.",
            CASTLING_PAGE,
        )
        .index(BY_COLOR_AND_SIDE)
        .picture(Picture::new(
            "`CASTLING_UNATTACKED[0][0]` (white, king side; king marked K):",
            picture::mask(unattacked[white_short], Some((4, 'K'))),
        )),
        Table::new(
            "CASTLING_RIGHTS_KEPT",
            &[Axis::Square],
            ValueKind::CastlingBits,
            Values::U8(kept.clone()),
            "Castling rights a move keeps in standard chess: after a move from `from` to `to`, \
             `rights &= CASTLING_RIGHTS_KEPT[from] & CASTLING_RIGHTS_KEPT[to]`; a king's or a \
             rook's start square keeps every right but those of that king or rook.",
            RIGHTS_PAGE,
        )
        .values_doc(
            "Values: sets of castling rights as 4 bits, 0x00..=0x0F: 1 white king side, 2 white \
             queen side, 4 black king side, 8 black queen side (`CastlingRights::bits`).",
        )
        .picture(Picture::new(
            format!(
                "The set each square keeps, as a hex digit (F: every right; {}: 0xC, white's two \
                 rights lost):",
                name(4)
            ),
            picture::board(|sq| format!("{:X}", kept[sq])),
        )),
    ])
}
