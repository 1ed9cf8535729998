//! Properties of the distance tables over random square pairs and triples:
//! symmetry, zero only on the diagonal, the triangle inequality, and the
//! bounds between the Chebyshev and Manhattan distances.

use chess_tables::Square;
use chess_tables::distance::*;
use proptest::prelude::*;

fn any_square() -> impl Strategy<Value = Square> {
    (0usize..64).prop_map(|i| Square::new(i).unwrap())
}

type DistanceFn = fn(Square, Square) -> u8;

const METRICS: [(&str, DistanceFn); 5] = [
    ("chebyshev", chebyshev_distance),
    ("manhattan", manhattan_distance),
    ("file", file_distance),
    ("rank", rank_distance),
    ("knight", knight_distance),
];

proptest! {
    #[test]
    fn distances_are_symmetric_and_zero_only_on_the_diagonal(a in any_square(), b in any_square()) {
        for (name, d) in METRICS {
            prop_assert_eq!(d(a, b), d(b, a), "{} distance", name);
        }
        prop_assert_eq!(chebyshev_distance(a, b) == 0, a == b);
        prop_assert_eq!(knight_distance(a, b) == 0, a == b);
    }

    #[test]
    fn distances_obey_the_triangle_inequality(a in any_square(), b in any_square(), c in any_square()) {
        for (name, d) in METRICS {
            prop_assert!(d(a, c) <= d(a, b) + d(b, c), "{} distance", name);
        }
    }

    #[test]
    fn chebyshev_is_at_most_manhattan_at_most_twice_chebyshev(a in any_square(), b in any_square()) {
        prop_assert!(chebyshev_distance(a, b) <= manhattan_distance(a, b));
        prop_assert!(manhattan_distance(a, b) <= 2 * chebyshev_distance(a, b));
    }
}
