//! Pawn-structure masks (forward file, attack span, passed-pawn span,
//! forward ranks, adjacent files) and the rule of the square.
//!
//! Colour 0 is white, moving toward rank 8; color 1 is black, moving
//! toward rank 1. "In front of" a square means on a rank nearer the
//! color's promotion rank.

use crate::board::{chebyshev, file, name, rank, squares_where};
use crate::error::Error;
use crate::inputs::Inputs;
use crate::model::{Axis, Table, ValueKind, Values};
use crate::picture::{self, Picture};

const SPANS_PAGE: &str = "Chess Programming Wiki, Pawn Spans \
     (<https://www.chessprogramming.org/Pawn_Spans>) and Passed Pawns (Bitboards) \
     (<https://www.chessprogramming.org/Passed_Pawns_(Bitboards)>)";
const RANKS_PAGE: &str = "Chess Programming Wiki, Ranks \
     (<https://www.chessprogramming.org/Ranks>) and Pawn Spans \
     (<https://www.chessprogramming.org/Pawn_Spans>)";
const FILES_PAGE: &str = "Chess Programming Wiki, Isolated Pawns (Bitboards) \
     (<https://www.chessprogramming.org/Isolated_Pawns_(Bitboards)>)";
const SQUARE_PAGE: &str = "Chess Programming Wiki, Rule of the Square \
     (<https://www.chessprogramming.org/Rule_of_the_Square>)";

const BY_COLOR: &str = "`[color][square]`, color 0 = white (moving up), 1 = black (moving down), \
     square index a1 = 0, h8 = 63";

/// Whether rank `r` lies in front of rank `from` for `color` (0 = white).
fn in_front(color: usize, from: i32, r: i32) -> bool {
    if color == 0 { r > from } else { r < from }
}

fn by_color_and_square(f: impl Fn(usize, usize) -> u64) -> Vec<u64> {
    (0..2)
        .flat_map(|color| (0..64).map(move |sq| (color, sq)))
        .map(|(color, sq)| f(color, sq))
        .collect()
}

fn forward_file(color: usize, from: usize) -> u64 {
    squares_where(|sq| file(sq) == file(from) && in_front(color, rank(from), rank(sq)))
}

fn attack_span(color: usize, from: usize) -> u64 {
    squares_where(|sq| (file(sq) - file(from)).abs() == 1 && in_front(color, rank(from), rank(sq)))
}

/// Moves a pawn of `color` on `sq` needs to promote, counting the double
/// step from its initial rank; `None` on the first and last rank.
fn moves_to_promote(color: usize, sq: usize) -> Option<i32> {
    let r = rank(sq);
    if r == 0 || r == 7 {
        return None;
    }
    let to_go = if color == 0 { 7 - r } else { r };
    Some(to_go.min(5))
}

fn rule_of_the_square(color: usize, from: usize) -> u64 {
    let Some(moves) = moves_to_promote(color, from) else {
        return 0;
    };
    let promotion = (if color == 0 { 56 } else { 0 }) + file(from) as usize;
    squares_where(|king| i32::from(chebyshev(king, promotion)) <= moves)
}

fn example(caption: String, mask: u64, origin: Option<(usize, char)>) -> Picture {
    Picture::new(caption, picture::mask(mask, origin))
}

/// The `pawns` tables: spans, forward ranks, adjacent files and the rule
/// of the square.
pub fn tables(_inputs: &Inputs) -> Result<Vec<Table>, Error> {
    let forward = by_color_and_square(forward_file);
    let span = by_color_and_square(attack_span);
    let passed: Vec<u64> = forward.iter().zip(&span).map(|(f, s)| f | s).collect();
    let forward_ranks: Vec<u64> = (0..2)
        .flat_map(|color| (0..8).map(move |r| squares_where(|sq| in_front(color, r, rank(sq)))))
        .collect();
    let adjacent: Vec<u64> = (0..8)
        .map(|f| squares_where(|sq| (file(sq) - f).abs() == 1))
        .collect();
    let square = by_color_and_square(rule_of_the_square);
    let (e4, e5, a2) = (28, 36, 8);
    let edge_note = [
        "Defined on every square, the first and last rank included, by the same rule: a",
        "square on the color's last rank (rank 8 for white, rank 1 for black) has nothing",
        "in front and gives 0; one on its first rank gives everything from the second rank on.",
    ];
    Ok(vec![
        Table::new(
            "FORWARD_FILE",
            &[Axis::Color, Axis::Square],
            ValueKind::Bitboard,
            Values::U64(forward.clone()),
            "Forward file (front span): the squares in front of a square on its own file, \
             the square itself excluded.",
            SPANS_PAGE,
        )
        .index(BY_COLOR)
        .notes(&edge_note)
        .picture(example(
            format!(
                "`FORWARD_FILE[0][{e4}]` (white pawn on {}, marked P):",
                name(e4)
            ),
            forward[e4],
            Some((e4, 'P')),
        )),
        Table::new(
            "PAWN_ATTACK_SPAN",
            &[Axis::Color, Axis::Square],
            ValueKind::Bitboard,
            Values::U64(span.clone()),
            "Pawn attack span: the squares in front of a square on the adjacent files, \
             every square a pawn there could attack as it advances.",
            SPANS_PAGE,
        )
        .index(BY_COLOR)
        .notes(&[
            "Defined on every square: 0 on the color's last rank; a pawn on the a- or h-file",
            "has one adjacent file.",
        ])
        .picture(example(
            format!(
                "`PAWN_ATTACK_SPAN[1][{e5}]` (black pawn on {}, marked p):",
                name(e5)
            ),
            span[64 + e5],
            Some((e5, 'p')),
        )),
        Table::new(
            "PASSED_PAWN_SPAN",
            &[Axis::Color, Axis::Square],
            ValueKind::Bitboard,
            Values::U64(passed.clone()),
            "Passed-pawn span: forward file plus pawn attack span. A pawn is passed when no \
             enemy pawn stands on its passed-pawn span.",
            SPANS_PAGE,
        )
        .index(BY_COLOR)
        .notes(&[
            "`PASSED_PAWN_SPAN[c][sq] == FORWARD_FILE[c][sq] | PAWN_ATTACK_SPAN[c][sq]`; 0 on the",
            "color's last rank.",
        ])
        .picture(example(
            format!(
                "`PASSED_PAWN_SPAN[0][{e4}]` (white pawn on {}, marked P):",
                name(e4)
            ),
            passed[e4],
            Some((e4, 'P')),
        )),
        Table::new(
            "FORWARD_RANKS",
            &[Axis::Color, Axis::Rank],
            ValueKind::Bitboard,
            Values::U64(forward_ranks.clone()),
            "Forward ranks: every square on the ranks in front of a rank, the rank itself \
             excluded.",
            RANKS_PAGE,
        )
        .index(
            "`[color][rank]`, color 0 = white (toward rank 8), 1 = black (toward rank 1), \
             rank 0 (rank 1) ..= 7 (rank 8)",
        )
        .notes(&[
            "The color's last rank gives 0 (`FORWARD_RANKS[0][7]`, `FORWARD_RANKS[1][0]`); its",
            "first rank gives the other seven ranks.",
        ])
        .picture(example(
            "`FORWARD_RANKS[0][3]` (white, in front of rank 4):".to_string(),
            forward_ranks[3],
            None,
        )),
        Table::new(
            "ADJACENT_FILES",
            &[Axis::File],
            ValueKind::Bitboard,
            Values::U64(adjacent.clone()),
            "Adjacent files: the files beside a file, the file itself excluded (one file for \
             a and h, two otherwise). A pawn is isolated when no friendly pawn stands on them.",
            FILES_PAGE,
        )
        .index("by file, 0 (a-file) ..= 7 (h-file); the same for both colors")
        .picture(example(
            "`ADJACENT_FILES[4]` (beside the e-file):".to_string(),
            adjacent[4],
            None,
        )),
        Table::new(
            "RULE_OF_THE_SQUARE",
            &[Axis::Color, Axis::Square],
            ValueKind::Bitboard,
            Values::U64(square.clone()),
            "Rule of the square: for a pawn of a color on a square, the squares from which \
             the defending king, with the move, catches it: those whose Chebyshev distance to \
             the promotion square is at most the pawn's number of moves to promote.",
            SQUARE_PAGE,
        )
        .index(BY_COLOR)
        .notes(&[
            "A pawn on its initial rank counts as one rank more advanced (the double step): a",
            "white pawn on the 2nd rank is 5 moves from promotion, like one on the 3rd. With the",
            "attacker to move, use the square of the pawn one rank further on. Pawns on the",
            "first or last rank (where no pawn stands) give 0. The rule ignores other pieces,",
            "and a king that must go round its own pieces may be slower.",
        ])
        .picture(example(
            format!(
                "`RULE_OF_THE_SQUARE[0][{a2}]` (white pawn on {}, marked P, 5 moves from a8):",
                name(a2)
            ),
            square[a2],
            Some((a2, 'P')),
        )),
    ])
}
