//! Distance tables against first-principles formulas and a BFS, the
//! published center-distance bit-planes, and distance properties.

mod oracles;

use chess_tables::distance::*;
use chess_tables::{Square, SquareColor};
use oracles::sq;
use std::collections::VecDeque;

fn coords(s: usize) -> (i32, i32) {
    ((s % 8) as i32, (s / 8) as i32)
}

#[test]
fn coordinate_distances_match_their_formulas() {
    for a in 0..64 {
        for b in 0..64 {
            let ((fa, ra), (fb, rb)) = (coords(a), coords(b));
            let (df, dr) = (
                (fa - fb).unsigned_abs() as u8,
                (ra - rb).unsigned_abs() as u8,
            );
            assert_eq!(chebyshev_distance(sq(a), sq(b)), df.max(dr), "{a} {b}");
            assert_eq!(manhattan_distance(sq(a), sq(b)), df + dr, "{a} {b}");
            assert_eq!(file_distance(sq(a), sq(b)), df);
            assert_eq!(rank_distance(sq(a), sq(b)), dr);
        }
    }
}

/// Breadth-first search over knight moves from `from`.
fn knight_bfs(from: usize) -> [u8; 64] {
    let mut dist = [u8::MAX; 64];
    dist[from] = 0;
    let mut queue = VecDeque::from([from]);
    while let Some(s) = queue.pop_front() {
        let (f, r) = coords(s);
        for (df, dr) in [
            (1, 2),
            (2, 1),
            (-1, 2),
            (-2, 1),
            (1, -2),
            (2, -1),
            (-1, -2),
            (-2, -1),
        ] {
            let (nf, nr) = (f + df, r + dr);
            if (0..8).contains(&nf) && (0..8).contains(&nr) {
                let n = (nr * 8 + nf) as usize;
                if dist[n] == u8::MAX {
                    dist[n] = dist[s] + 1;
                    queue.push_back(n);
                }
            }
        }
    }
    dist
}

#[test]
fn knight_distance_matches_bfs() {
    for a in 0..64 {
        let expected = knight_bfs(a);
        for (b, &moves) in expected.iter().enumerate() {
            assert_eq!(knight_distance(sq(a), sq(b)), moves, "{a} -> {b}");
        }
    }
}

#[test]
fn knight_distance_corner_cases_from_the_wiki() {
    assert_eq!(knight_distance(Square::A1, Square::B2), 4);
    assert_eq!(knight_distance(Square::H8, Square::G7), 4);
    assert_eq!(knight_distance(Square::A1, Square::H8), 6);
    assert_eq!(knight_distance(Square::C3, Square::D4), 2);
    assert_eq!(knight_distance(Square::A1, Square::A1), 0);
}

#[test]
fn center_distances_match_the_ring_formula() {
    for s in 0..64 {
        let (f, r) = coords(s);
        // Distance of a coordinate to the two center lines 3 and 4.
        let (cf, cr) = ((3 - f).max(f - 4) as u8, (3 - r).max(r - 4) as u8);
        assert_eq!(center_distance(sq(s)), cf.max(cr), "{s}");
        assert_eq!(center_manhattan_distance(sq(s)), cf + cr, "{s}");
        assert_eq!(
            center_distance_from_bits(sq(s)),
            center_distance(sq(s)),
            "{s}"
        );
    }
    assert_eq!(center_manhattan_distance(Square::A1), 6);
    assert_eq!(center_distance(Square::E5), 0);
}

#[test]
fn center_distance_bit_planes_are_the_published_constants() {
    // Chess Programming Wiki, Center Distance.
    assert_eq!(CENTER_DISTANCE_BIT0, 0xFF81BDA5A5BD81FF);
    assert_eq!(CENTER_DISTANCE_BIT1, 0xFFFFC3C3C3C3FFFF);
}

#[test]
fn distance_rings_hold_the_squares_at_each_chebyshev_distance() {
    for a in 0..64 {
        let (fa, ra) = coords(a);
        let mut union = 0u64;
        for d in 0..8 {
            let expected = (0..64)
                .filter(|&b| {
                    let (fb, rb) = coords(b);
                    (fa - fb).abs().max((ra - rb).abs()) == d as i32
                })
                .fold(0u64, |m, b| m | 1 << b);
            let ring = distance_ring(sq(a), d);
            assert_eq!(ring, expected, "{a} ring {d}");
            assert_eq!(union & ring, 0, "rings are disjoint");
            union |= ring;
        }
        assert_eq!(union, u64::MAX, "rings cover the board");
        assert_eq!(distance_ring(sq(a), 0), 1 << a);
        assert_eq!(distance_ring(sq(a), 8), 0);
        assert_eq!(distance_ring(sq(a), u8::MAX), 0);
    }
    assert_eq!(DISTANCE_RINGS[0][7].count_ones(), 15);
    assert_eq!(DISTANCE_RINGS[27][1], 0x0000_001C_141C_0000);
}

#[test]
fn corner_distances_match_coordinate_arithmetic() {
    let corners = [(0, 0), (7, 0), (0, 7), (7, 7)];
    for s in 0..64 {
        let (f, r) = coords(s);
        let cheb = |&(cf, cr): &(i32, i32)| (f - cf).abs().max((r - cr).abs());
        let manh = |&(cf, cr): &(i32, i32)| (f - cf).abs() + (r - cr).abs();
        assert_eq!(
            i32::from(corner_distance(sq(s))),
            corners.iter().map(cheb).min().unwrap()
        );
        let dark = [(0, 0), (7, 7)].iter().map(manh).min().unwrap();
        let light = [(0, 7), (7, 0)].iter().map(manh).min().unwrap();
        assert_eq!(
            i32::from(corner_manhattan_distance(SquareColor::Dark, sq(s))),
            dark
        );
        assert_eq!(
            i32::from(corner_manhattan_distance(SquareColor::Light, sq(s))),
            light
        );
        // The two colors mirror each other across the files.
        assert_eq!(
            corner_manhattan_distance(SquareColor::Dark, sq(s)),
            corner_manhattan_distance(SquareColor::Light, sq(s ^ 7))
        );
        let color = if (f + r) % 2 == 0 {
            SquareColor::Dark
        } else {
            SquareColor::Light
        };
        assert_eq!(sq(s).color(), color);
    }
    assert_eq!(Square::A1.color(), SquareColor::Dark);
    assert_eq!(Square::H1.color(), SquareColor::Light);
    assert_eq!(corner_distance(Square::D4), 3);
    assert_eq!(corner_manhattan_distance(SquareColor::Dark, Square::H8), 0);
}
