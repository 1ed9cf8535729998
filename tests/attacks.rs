//! Attack tables and sliding attack sets against shift formulas and ray walks.

mod oracles;

use chess_tables::attacks::*;
use chess_tables::{Color, Square};
use oracles::{BISHOP_DIRS, ROOK_DIRS, Rng, direction_to, ray, relevant, slide, sq, subsets};

const NOT_A: u64 = !0x0101_0101_0101_0101;
const NOT_AB: u64 = !0x0303_0303_0303_0303;
const NOT_H: u64 = !0x8080_8080_8080_8080;
const NOT_GH: u64 = !0xC0C0_C0C0_C0C0_C0C0;

/// Knight attacks by shifting the square's bit, masking files that would wrap.
fn knight_by_shifts(b: u64) -> u64 {
    (b << 17 & NOT_A)
        | (b << 10 & NOT_AB)
        | (b >> 6 & NOT_AB)
        | (b >> 15 & NOT_A)
        | (b << 15 & NOT_H)
        | (b << 6 & NOT_GH)
        | (b >> 10 & NOT_GH)
        | (b >> 17 & NOT_H)
}

fn king_by_shifts(b: u64) -> u64 {
    let row = b | (b << 1 & NOT_A) | (b >> 1 & NOT_H);
    (row | row << 8 | row >> 8) & !b
}

#[test]
fn leaper_tables_match_shift_formulas() {
    for s in 0..64 {
        let b = 1u64 << s;
        assert_eq!(knight_attacks(sq(s)), knight_by_shifts(b), "knight {s}");
        assert_eq!(king_attacks(sq(s)), king_by_shifts(b), "king {s}");
        assert_eq!(
            pawn_attacks(Color::White, sq(s)),
            (b << 9 & NOT_A) | (b << 7 & NOT_H)
        );
        assert_eq!(
            pawn_attacks(Color::Black, sq(s)),
            (b >> 7 & NOT_A) | (b >> 9 & NOT_H)
        );
    }
    assert_eq!(knight_attacks(Square::A1), 1 << 10 | 1 << 17);
    assert_eq!(knight_attacks(Square::H1).count_ones(), 2);
    assert_eq!(king_attacks(Square::A8), 1 << 57 | 1 << 48 | 1 << 49);
    assert_eq!(pawn_attacks(Color::White, Square::H2), 1 << 22); // g3 only, no wrap to a4
    assert_eq!(pawn_attacks(Color::Black, Square::A7), 1 << 41); // b6 only
}

#[test]
fn first_rank_attacks_match_a_ray_walk_on_the_first_rank() {
    for (file, row) in FIRST_RANK_ATTACKS.iter().enumerate() {
        for (inner, &attacks) in row.iter().enumerate() {
            let expected = slide(file, (inner as u64) << 1, &[(1, 0), (-1, 0)]);
            assert_eq!(u64::from(attacks), expected, "{file} {inner}");
        }
    }
}

#[test]
fn diagonal_masks_ex_match_ray_walks() {
    for (s, [diagonal, anti]) in DIAGONAL_MASKS_EX.iter().enumerate() {
        let walk = |dirs: [(i32, i32); 2]| {
            dirs.iter()
                .flat_map(|&d| ray(s, d))
                .fold(0u64, |m, t| m | 1 << t)
        };
        assert_eq!(*diagonal, walk([(1, 1), (-1, -1)]), "diagonal of {s}");
        assert_eq!(*anti, walk([(1, -1), (-1, 1)]), "anti-diagonal of {s}");
    }
}

#[test]
fn between_and_line_match_ray_walks() {
    for a in 0..64 {
        for b in 0..64 {
            let (expected_between, expected_line) = match direction_to(a, b) {
                Some(dir) => {
                    let path = ray(a, dir);
                    let between = path
                        .iter()
                        .take_while(|&&t| t != b)
                        .fold(0, |m, t| m | 1 << t);
                    let back = ray(a, (-dir.0, -dir.1));
                    let line = path
                        .iter()
                        .chain(back.iter())
                        .fold(1u64 << a, |m, t| m | 1 << t);
                    (between, line)
                }
                None => (0, 0),
            };
            assert_eq!(between(sq(a), sq(b)), expected_between, "between {a} {b}");
            assert_eq!(line(sq(a), sq(b)), expected_line, "line {a} {b}");
            assert_eq!(between(sq(a), sq(b)) & (1 << a | 1 << b), 0);
        }
    }
    assert_eq!(between(Square::A1, Square::A1), 0);
    assert_eq!(line(Square::A1, Square::A1), 0);
    assert_eq!(between(Square::A1, Square::B3), 0);
    assert_eq!(between(Square::B1, Square::D3), 1 << 10);
    assert_eq!(line(Square::H1, Square::G2), 0x0102_0408_1020_4080);
}

#[test]
fn sliding_attacks_are_exact_on_every_relevant_occupancy() {
    for name in ["a1", "h1", "a8", "h8", "d4", "e5"] {
        let s: Square = name.parse().unwrap();
        let i = s.index();
        let rook_mask = relevant(i, &ROOK_DIRS);
        let bishop_mask = relevant(i, &BISHOP_DIRS);
        let mut count = 0;
        for occupied in subsets(rook_mask) {
            assert_eq!(
                rook_attacks(s, occupied),
                slide(i, occupied, &ROOK_DIRS),
                "rook {name} {occupied:#x}"
            );
            count += 1;
        }
        assert_eq!(count, 1 << rook_mask.count_ones());
        for occupied in subsets(bishop_mask) {
            assert_eq!(
                bishop_attacks(s, occupied),
                slide(i, occupied, &BISHOP_DIRS),
                "bishop {name}"
            );
        }
    }
}

#[test]
fn sliding_attacks_match_ray_walks_on_100_000_random_pairs() {
    let mut rng = Rng(2004);
    for _ in 0..100_000 {
        let s = (rng.next() % 64) as usize;
        let occupied = rng.sparse();
        let rook = slide(s, occupied, &ROOK_DIRS);
        let bishop = slide(s, occupied, &BISHOP_DIRS);
        assert_eq!(
            rook_attacks(sq(s), occupied),
            rook,
            "rook {s} {occupied:#x}"
        );
        assert_eq!(
            bishop_attacks(sq(s), occupied),
            bishop,
            "bishop {s} {occupied:#x}"
        );
        assert_eq!(queen_attacks(sq(s), occupied), rook | bishop);
        // The slider's own bit in `occupied` is ignored.
        assert_eq!(rook_attacks(sq(s), occupied ^ 1 << s), rook);
        assert_eq!(bishop_attacks(sq(s), occupied ^ 1 << s), bishop);
    }
}

#[test]
fn sliding_edge_cases() {
    for s in Square::ALL.into_iter() {
        for occupied in [0, u64::MAX] {
            let q = queen_attacks(s, occupied);
            assert_eq!(q & s.bit(), 0, "a square never attacks itself");
        }
        // Full board: only the neighbours.
        assert_eq!(queen_attacks(s, u64::MAX), king_attacks(s));
    }
    assert_eq!(rook_attacks(Square::A1, 0), 0x0101_0101_0101_01FE);
    assert_eq!(rook_attacks(Square::H8, 0), 0x7F80_8080_8080_8080);
    assert_eq!(bishop_attacks(Square::H1, 0), 0x0102_0408_1020_4000);
    assert_eq!(rook_attacks(Square::H4, 0) & 1 << 24, 1 << 24); // a4, along the rank
    assert_eq!(rook_attacks(Square::H4, 0) & 1 << 32, 0); // a5: no wrap
    assert_eq!(bishop_attacks(Square::H4, 0) & (1 << 40 | 1 << 24), 0); // a6, a4: no wrap
}
