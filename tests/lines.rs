//! Line masks and the three sliding-attack tests against ray walks.

mod oracles;

use chess_tables::lines::*;
use chess_tables::{Square, attacks};
use oracles::{BISHOP_DIRS, ROOK_DIRS, Rng, ray, sq};

/// The whole line through `s` in direction `dir`, `s` included.
fn full_line(s: usize, dir: (i32, i32)) -> u64 {
    let back = (-dir.0, -dir.1);
    ray(s, dir)
        .into_iter()
        .chain(ray(s, back))
        .fold(1 << s, |m, t| m | 1 << t)
}

#[test]
fn masks_match_ray_walks_and_the_classic_indexing() {
    for s in 0..64 {
        let (file, rank) = (s % 8, s / 8);
        assert_eq!(
            DIAGONALS[0][7 + rank - file],
            full_line(s, (1, 1)),
            "diagonal of {s}"
        );
        assert_eq!(
            DIAGONALS[1][rank + file],
            full_line(s, (-1, 1)),
            "anti-diagonal of {s}"
        );
        assert_eq!(RANKS[rank], full_line(s, (1, 0)));
        assert_eq!(FILES[file], full_line(s, (0, 1)));
        assert_eq!(diagonal_mask(sq(s)), full_line(s, (1, 1)));
        assert_eq!(anti_diagonal_mask(sq(s)), full_line(s, (-1, 1)));
        assert_eq!(rank_mask(sq(s)), RANKS[rank]);
        assert_eq!(file_mask(sq(s)), FILES[file]);
    }
    assert_eq!(DIAGONALS[0][7], 0x8040_2010_0804_0201);
    assert_eq!(DIAGONALS[1][7], 0x0102_0408_1020_4080);
    assert_eq!(DIAGONALS[0][0], 1 << 7); // h1 alone
    assert_eq!(DIAGONALS[1][14], 1 << 63); // h8 alone
    assert_eq!(FILES[0], 0x0101_0101_0101_0101);
    assert_eq!(RANKS[7], 0xFF00_0000_0000_0000);
}

/// Does a slider on `a` reach `b` along `dirs` on `occupied`? By ray walk.
fn reaches(a: usize, b: usize, occupied: u64, dirs: &[(i32, i32)]) -> bool {
    dirs.iter().any(|&dir| {
        for t in ray(a, dir) {
            if t == b {
                return true;
            }
            if occupied >> t & 1 == 1 {
                return false;
            }
        }
        false
    })
}

#[test]
fn style_attacks_match_ray_walks_on_random_boards() {
    let mut rng = Rng(7);
    for _ in 0..300 {
        let occupied = rng.sparse();
        for a in 0..64 {
            for b in 0..64 {
                assert_eq!(
                    bishop_style_attack(sq(a), sq(b), occupied),
                    reaches(a, b, occupied, &BISHOP_DIRS),
                    "bishop {a} -> {b} on {occupied:#x}"
                );
                assert_eq!(
                    rook_style_attack(sq(a), sq(b), occupied),
                    reaches(a, b, occupied, &ROOK_DIRS),
                    "rook {a} -> {b} on {occupied:#x}"
                );
            }
        }
    }
}

#[test]
fn path_clear_agrees_with_between_on_every_pair() {
    let mut rng = Rng(11);
    for _ in 0..200 {
        let occupied = rng.next() & rng.next();
        for a in 0..64 {
            for b in 0..64 {
                let line = attacks::line(sq(a), sq(b));
                if line == 0 {
                    continue;
                }
                let expected = attacks::between(sq(a), sq(b)) & occupied == 0;
                assert_eq!(
                    path_clear(sq(a), sq(b), line, occupied),
                    expected,
                    "{a} {b}"
                );
            }
        }
    }
}

#[test]
fn a_square_never_attacks_itself_and_full_and_empty_boards() {
    for s in Square::ALL.into_iter() {
        for occupied in [0, u64::MAX] {
            assert!(!bishop_style_attack(s, s, occupied));
            assert!(!rook_style_attack(s, s, occupied));
        }
        assert!(path_clear(s, s, rank_mask(s), u64::MAX));
    }
    // Full board: only neighbours on a line are attacked.
    assert!(rook_style_attack(Square::E4, Square::E5, u64::MAX));
    assert!(!rook_style_attack(Square::E4, Square::E6, u64::MAX));
    assert!(bishop_style_attack(Square::E4, Square::F5, u64::MAX));
    assert!(!bishop_style_attack(Square::E4, Square::G6, u64::MAX));
    // Empty board: the whole line; no wrap from the h-file to the a-file.
    assert!(rook_style_attack(Square::A1, Square::H1, 0));
    assert!(!rook_style_attack(Square::H1, Square::A2, 0));
    assert!(!bishop_style_attack(Square::H1, Square::A1, 0));
    assert!(!bishop_style_attack(Square::H2, Square::A3, 0));
    assert!(bishop_style_attack(Square::A1, Square::H8, 0));
}

/// N, NE, E, SE, S, SW, W, NW as (file, rank) steps: `RAYS`' order.
const COMPASS: [(i32, i32); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];

#[test]
fn rays_are_ray_walks_in_the_eight_directions() {
    for (dir, step) in Direction::ALL.into_iter().zip(COMPASS) {
        assert_eq!(dir.is_positive(), step.1 > 0 || (step.1 == 0 && step.0 > 0));
        for (s, &table) in RAYS[dir as usize].iter().enumerate() {
            let walk = ray(s, step).iter().fold(0u64, |m, &to| m | 1 << to);
            assert_eq!(chess_tables::lines::ray(dir, sq(s)), walk, "{dir:?} {s}");
            assert_eq!(table, walk);
        }
    }
}

#[test]
fn opposite_rays_make_the_line_and_ray_attacks_are_slider_walks() {
    for s in 0..64 {
        let square = sq(s);
        let rays = |dirs: [Direction; 4]| {
            dirs.iter()
                .fold(0, |m, &d| m | chess_tables::lines::ray(d, square))
        };
        use Direction::*;
        let rook = rays([North, East, South, West]);
        let bishop = rays([NorthEast, SouthEast, SouthWest, NorthWest]);
        assert_eq!(
            rook,
            (rank_mask(square) | file_mask(square)) & !square.bit()
        );
        assert_eq!(
            bishop,
            (diagonal_mask(square) | anti_diagonal_mask(square)) & !square.bit()
        );
    }
    let mut rng = Rng(7);
    for _ in 0..64 {
        let occupied = rng.sparse();
        for s in 0..64 {
            let square = sq(s);
            let by_rays = |dirs: &[Direction]| {
                dirs.iter()
                    .fold(0, |m, &d| m | ray_attacks(d, square, occupied))
            };
            use Direction::*;
            assert_eq!(
                by_rays(&[North, East, South, West]),
                attacks::rook_attacks(square, occupied)
            );
            assert_eq!(
                by_rays(&[NorthEast, SouthEast, SouthWest, NorthWest]),
                attacks::bishop_attacks(square, occupied)
            );
            for (dir, step) in Direction::ALL.into_iter().zip(COMPASS) {
                let walk = oracles::slide(s, occupied, &[step]);
                assert_eq!(ray_attacks(dir, square, occupied), walk);
            }
        }
    }
}
