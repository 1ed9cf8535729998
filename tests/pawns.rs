//! Pawn-structure masks and the rule of the square against coordinate
//! arithmetic over every square, and the white/black mirror symmetry.

mod oracles;

use chess_tables::{Color, Square, pawns};
use oracles::sq;

fn bb(keep: impl Fn(i32, i32) -> bool) -> u64 {
    let mut mask = 0;
    for index in 0..64 {
        if keep(index % 8, index / 8) {
            mask |= 1u64 << index;
        }
    }
    mask
}

/// Rank `r` is ahead of rank `from` for `color`.
fn ahead(color: Color, from: i32, r: i32) -> bool {
    match color {
        Color::White => r > from,
        Color::Black => r < from,
    }
}

const COLORS: [Color; 2] = [Color::White, Color::Black];

#[test]
fn spans_match_coordinate_arithmetic_on_every_square() {
    for color in COLORS {
        for s in Square::ALL.into_iter() {
            let (f, r) = (i32::from(s.file()), i32::from(s.rank()));
            let front = bb(|tf, tr| tf == f && ahead(color, r, tr));
            let span = bb(|tf, tr| (tf - f).abs() == 1 && ahead(color, r, tr));
            assert_eq!(pawns::forward_file(color, s), front, "{color:?} {s}");
            assert_eq!(pawns::pawn_attack_span(color, s), span, "{color:?} {s}");
            assert_eq!(pawns::passed_pawn_span(color, s), front | span);
            assert_eq!(
                pawns::forward_ranks(color, s),
                bb(|_, tr| ahead(color, r, tr))
            );
            assert_eq!(pawns::adjacent_files(s), bb(|tf, _| (tf - f).abs() == 1));
        }
    }
}

#[test]
fn first_and_last_ranks_give_what_the_docs_say() {
    for file in 0..8 {
        let (w1, w8) = (sq(file), sq(56 + file));
        assert_eq!(pawns::forward_file(Color::White, w8), 0);
        assert_eq!(pawns::forward_file(Color::Black, w1), 0);
        assert_eq!(pawns::passed_pawn_span(Color::White, w8), 0);
        assert_eq!(pawns::forward_file(Color::White, w1).count_ones(), 7);
        assert_eq!(pawns::forward_ranks(Color::White, w1), !0xFF);
        assert_eq!(pawns::forward_ranks(Color::Black, w8), !(0xFF << 56));
        for color in COLORS {
            assert_eq!(pawns::rule_of_the_square(color, w1), 0);
            assert_eq!(pawns::rule_of_the_square(color, w8), 0);
        }
    }
    assert_eq!(pawns::FORWARD_RANKS[0][7], 0);
    assert_eq!(pawns::FORWARD_RANKS[1][0], 0);
}

#[test]
fn white_and_black_masks_mirror_each_other() {
    for s in 0..64 {
        let m = s ^ 56;
        let tables = [
            &pawns::FORWARD_FILE,
            &pawns::PAWN_ATTACK_SPAN,
            &pawns::PASSED_PAWN_SPAN,
            &pawns::RULE_OF_THE_SQUARE,
        ];
        for table in tables {
            assert_eq!(table[1][m], table[0][s].swap_bytes(), "square {s}");
        }
    }
    for r in 0..8 {
        assert_eq!(
            pawns::FORWARD_RANKS[1][7 - r],
            pawns::FORWARD_RANKS[0][r].swap_bytes()
        );
    }
    for f in 0..8 {
        assert_eq!(
            pawns::ADJACENT_FILES[f].swap_bytes(),
            pawns::ADJACENT_FILES[f]
        );
    }
}

/// Race the king (moving first) against the pawn on an empty board, move
/// by move: the king catches the pawn when it reaches the promotion square
/// no later than the pawn, the king moving straight at it.
fn king_catches(color: Color, pawn: usize, king: usize) -> bool {
    let (pf, pr) = ((pawn % 8) as i32, (pawn / 8) as i32);
    let (mut kf, mut kr) = ((king % 8) as i32, (king / 8) as i32);
    let (last, step, start) = match color {
        Color::White => (7, 1, 1),
        Color::Black => (0, -1, 6),
    };
    let mut r = pr;
    loop {
        // The king moves one step toward the promotion square.
        kf += (pf - kf).signum();
        kr += (last - kr).signum();
        if kf == pf && kr == last {
            return true;
        }
        // The pawn advances, two squares from its initial rank.
        r += if r == start { 2 * step } else { step };
        if r == last {
            return false;
        }
    }
}

#[test]
fn rule_of_the_square_matches_a_race_on_every_square() {
    for color in COLORS {
        for pawn in 8..56 {
            for king in 0..64 {
                assert_eq!(
                    pawns::in_the_square(color, sq(pawn), sq(king)),
                    king_catches(color, pawn, king),
                    "{color:?} pawn {} king {}",
                    sq(pawn),
                    sq(king)
                );
            }
        }
    }
    // The double step: a2 counts like a3.
    assert_eq!(
        pawns::rule_of_the_square(Color::White, Square::A2),
        pawns::rule_of_the_square(Color::White, Square::A3)
    );
    assert!(pawns::in_the_square(Color::White, Square::A2, Square::F3));
    assert!(!pawns::in_the_square(Color::White, Square::A2, Square::G3));
}

#[test]
fn passed_and_isolated_pawns() {
    let black = Square::D6.bit() | Square::H7.bit();
    assert!(!pawns::is_passed(Color::White, Square::E4, black));
    assert!(pawns::is_passed(Color::White, Square::B4, black));
    assert!(!pawns::is_passed(
        Color::Black,
        Square::D6,
        Square::E4.bit()
    ));
    assert_eq!(pawns::adjacent_files(Square::A2), 0x0202_0202_0202_0202);
}

/// Pawn pushes and the rank masks, square by square against the rule: a
/// push goes one rank forward onto an empty square; a double push starts
/// on rank 2 (7) and passes over an empty square onto rank 4 (5).
#[test]
fn pawn_pushes_and_ranks_follow_the_rule_square_by_square() {
    use chess_tables::pawns::{
        double_push_rank, double_pushes, promotion_rank, single_pushes, start_rank,
    };
    let rank = |r: u8| 0xFFu64 << (8 * r);
    assert_eq!(
        (start_rank(Color::White), start_rank(Color::Black)),
        (rank(1), rank(6))
    );
    assert_eq!(
        (
            double_push_rank(Color::White),
            double_push_rank(Color::Black)
        ),
        (rank(3), rank(4))
    );
    assert_eq!(
        (promotion_rank(Color::White), promotion_rank(Color::Black)),
        (rank(7), rank(0))
    );
    let mut state = 0x9A3D_5EED_u64;
    for _ in 0..2000 {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let occupied = state & state.rotate_left(23);
        for color in [Color::White, Color::Black] {
            let step: i8 = if color == Color::White { 1 } else { -1 };
            let pawns = occupied & state.rotate_left(7);
            let empty = !occupied;
            let (mut single, mut double) = (0u64, 0u64);
            for sq in Square::ALL.iter().filter(|sq| pawns & sq.bit() != 0) {
                let Some(one) = sq.offset(0, step) else {
                    continue;
                };
                if empty & one.bit() == 0 {
                    continue;
                }
                single |= one.bit();
                let start = if color == Color::White { 1 } else { 6 };
                if sq.rank() == start {
                    let two = one.offset(0, step).unwrap();
                    if empty & two.bit() != 0 {
                        double |= two.bit();
                    }
                }
            }
            assert_eq!(
                single_pushes(color, pawns, empty),
                single,
                "{color:?} {pawns:#x} {occupied:#x}"
            );
            assert_eq!(
                double_pushes(color, pawns, empty),
                double,
                "{color:?} {pawns:#x} {occupied:#x}"
            );
        }
    }
}
