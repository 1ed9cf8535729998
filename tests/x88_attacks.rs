//! The 0x88 attack array against the crate's own attack sets on an empty
//! board, for all 4,096 (from, to) pairs, and the classic attack test
//! (flag, then a walk along `X88_DIRECTION`) against ray walks.

mod oracles;

use chess_tables::x88::{
    self, ATTACK_BISHOP, ATTACK_BLACK_PAWN, ATTACK_KING, ATTACK_KNIGHT, ATTACK_QUEEN, ATTACK_ROOK,
    ATTACK_WHITE_PAWN,
};
use chess_tables::{Color, Square, attacks};
use oracles::{BISHOP_DIRS, ROOK_DIRS, Rng, slide, sq};

fn has(set: u64, to: Square) -> bool {
    set & to.bit() != 0
}

#[test]
fn flags_are_distinct_single_bits() {
    let flags = [
        ATTACK_WHITE_PAWN,
        ATTACK_BLACK_PAWN,
        ATTACK_KNIGHT,
        ATTACK_BISHOP,
        ATTACK_ROOK,
        ATTACK_QUEEN,
        ATTACK_KING,
    ];
    let mut all = 0u8;
    for flag in flags {
        assert_eq!(flag.count_ones(), 1);
        assert_eq!(all & flag, 0);
        all |= flag;
    }
    assert_eq!(all, 0x7F);
}

#[test]
fn attack_array_matches_the_empty_board_attack_sets_for_all_4096_pairs() {
    let mut pairs = 0;
    for from in Square::ALL.into_iter() {
        for to in Square::ALL.into_iter() {
            let flags = x88::attack_flags(from, to);
            let expected = [
                (ATTACK_WHITE_PAWN, attacks::pawn_attacks(Color::White, from)),
                (ATTACK_BLACK_PAWN, attacks::pawn_attacks(Color::Black, from)),
                (ATTACK_KNIGHT, attacks::knight_attacks(from)),
                (ATTACK_BISHOP, attacks::bishop_attacks(from, 0)),
                (ATTACK_ROOK, attacks::rook_attacks(from, 0)),
                (ATTACK_QUEEN, attacks::queen_attacks(from, 0)),
                (ATTACK_KING, attacks::king_attacks(from)),
            ];
            for (flag, set) in expected {
                assert_eq!(
                    flags & flag != 0,
                    has(set, to),
                    "{from} -> {to}: flag {flag:#04x} in {flags:#04x}"
                );
            }
            assert_eq!(flags & 0x80, 0);
            pairs += 1;
        }
    }
    assert_eq!(pairs, 4096);
}

#[test]
fn unreachable_slots_and_same_square_hold_zero() {
    for slot in (0..240).step_by(16) {
        assert_eq!(x88::X88_ATTACKS[slot], 0, "slot {slot}");
    }
    assert_eq!(x88::X88_ATTACKS[120], 0, "a == b");
    assert_eq!(x88::X88_ATTACKS[120 + 15], 0x69);
    assert_eq!(x88::X88_ATTACKS[120 - 17], 0x6A);
}

/// The classic test, written as the module docs show it.
fn attacks_by_array(flag: u8, from: Square, to: Square, occupied: u64) -> bool {
    if x88::attack_flags(from, to) & flag == 0 {
        return false;
    }
    if flag & (ATTACK_BISHOP | ATTACK_ROOK | ATTACK_QUEEN) == 0 {
        return true;
    }
    let step = x88::direction(from, to) as isize;
    let to88 = to.index() as isize + (to.index() & !7) as isize;
    let mut at = from.index() as isize + (from.index() & !7) as isize + step;
    while at != to88 {
        assert_eq!(at & 0x88, 0, "the walk stays on the board");
        if occupied >> ((at + (at & 7)) >> 1) & 1 == 1 {
            return false;
        }
        at += step;
    }
    true
}

#[test]
fn the_classic_attack_test_agrees_with_ray_walks_on_random_boards() {
    let mut rng = Rng(14);
    for _ in 0..40 {
        let occupied = rng.sparse();
        for from in 0..64 {
            let rook = slide(from, occupied, &ROOK_DIRS);
            let bishop = slide(from, occupied, &BISHOP_DIRS);
            for to in 0..64 {
                let (f, t) = (sq(from), sq(to));
                assert_eq!(
                    attacks_by_array(ATTACK_ROOK, f, t, occupied),
                    rook >> to & 1 == 1
                );
                assert_eq!(
                    attacks_by_array(ATTACK_BISHOP, f, t, occupied),
                    bishop >> to & 1 == 1
                );
                assert_eq!(
                    attacks_by_array(ATTACK_QUEEN, f, t, occupied),
                    (rook | bishop) >> to & 1 == 1
                );
            }
        }
    }
}
