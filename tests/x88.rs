//! 0x88-difference tables against the square-pair tables and ray walks.

mod oracles;

use chess_tables::{distance, x88};
use oracles::{direction_to, sq};

#[test]
fn difference_follows_the_wiki_formula_and_range() {
    for a in 0..64i32 {
        for b in 0..64i32 {
            let expected = b - a + (b | 7) - (a | 7) + 120;
            let got = x88::difference(sq(a as usize), sq(b as usize));
            assert_eq!(got as i32, expected);
            assert!((1..=239).contains(&got));
        }
    }
}

#[test]
fn distances_by_difference_equal_the_pair_tables() {
    for a in 0..64 {
        for b in 0..64 {
            let (a, b) = (sq(a), sq(b));
            assert_eq!(
                x88::chebyshev_distance(a, b),
                distance::chebyshev_distance(a, b)
            );
            assert_eq!(
                x88::manhattan_distance(a, b),
                distance::manhattan_distance(a, b)
            );
        }
    }
}

#[test]
fn direction_is_the_0x88_step_of_the_ray_that_reaches_b() {
    for a in 0..64 {
        for b in 0..64 {
            let expected = direction_to(a, b).map_or(0, |(df, dr)| (16 * dr + df) as i8);
            assert_eq!(x88::direction(sq(a), sq(b)), expected, "{a} -> {b}");
        }
    }
    assert_eq!(
        x88::direction(chess_tables::Square::A1, chess_tables::Square::H8),
        17
    );
    assert_eq!(
        x88::direction(chess_tables::Square::H1, chess_tables::Square::A8),
        15
    );
    assert_eq!(
        x88::direction(chess_tables::Square::E4, chess_tables::Square::E1),
        -16
    );
    assert_eq!(
        x88::direction(chess_tables::Square::B1, chess_tables::Square::C3),
        0
    );
}

#[test]
fn unreachable_slots_are_the_multiples_of_16_and_hold_zero() {
    let mut reached = [false; 240];
    for a in 0..64 {
        for b in 0..64 {
            reached[x88::difference(sq(a), sq(b))] = true;
        }
    }
    for (slot, &hit) in reached.iter().enumerate() {
        assert_eq!(!hit, slot % 16 == 0, "slot {slot}");
        if !hit {
            assert_eq!(x88::X88_CHEBYSHEV_DISTANCE[slot], 0);
            assert_eq!(x88::X88_MANHATTAN_DISTANCE[slot], 0);
            assert_eq!(x88::X88_DIRECTION[slot], 0);
        }
    }
    assert_eq!(reached.iter().filter(|&&r| r).count(), 225);
}
