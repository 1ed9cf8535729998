//! Independent oracles for the tests: ray walks on (file, rank) coordinates
//! and a fixed-seed generator. Written apart from codegen on purpose.
#![allow(dead_code)] // each test binary uses its own part

use chess_tables::Square;

pub const ROOK_DIRS: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
pub const BISHOP_DIRS: [(i32, i32); 4] = [(1, 1), (-1, -1), (1, -1), (-1, 1)];

/// The square with index 0..=63 (panics above: a test bug).
pub fn sq(index: usize) -> Square {
    Square::ALL[index]
}

/// The squares from `from` (exclusive) in direction (df, dr) to the board edge.
pub fn ray(from: usize, (df, dr): (i32, i32)) -> Vec<usize> {
    let (mut f, mut r) = ((from % 8) as i32 + df, (from / 8) as i32 + dr);
    let mut out = Vec::new();
    while (0..8).contains(&f) && (0..8).contains(&r) {
        out.push((r * 8 + f) as usize);
        f += df;
        r += dr;
    }
    out
}

/// Sliding attacks by walking each ray until (and including) the first occupied square.
pub fn slide(from: usize, occupied: u64, dirs: &[(i32, i32)]) -> u64 {
    let mut attacks = 0;
    for &dir in dirs {
        for to in ray(from, dir) {
            attacks |= 1 << to;
            if occupied >> to & 1 == 1 {
                break;
            }
        }
    }
    attacks
}

/// The direction from `a` that reaches `b`, if any.
pub fn direction_to(a: usize, b: usize) -> Option<(i32, i32)> {
    ROOK_DIRS
        .iter()
        .chain(BISHOP_DIRS.iter())
        .copied()
        .find(|&dir| ray(a, dir).contains(&b))
}

/// SplitMix64, for reproducible random occupancies.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A board with about a quarter of the squares occupied.
    pub fn sparse(&mut self) -> u64 {
        self.next() & self.next()
    }
}

/// Every subset of `mask`, by the carry-rippler trick.
pub fn subsets(mask: u64) -> impl Iterator<Item = u64> {
    let mut next = Some(0u64);
    std::iter::from_fn(move || {
        let current = next?;
        let following = current.wrapping_sub(mask) & mask;
        next = (following != 0).then_some(following);
        Some(current)
    })
}

/// The squares whose occupancy can change a slider's attacks: each ray without its last square.
pub fn relevant(s: usize, dirs: &[(i32, i32)]) -> u64 {
    dirs.iter()
        .flat_map(|&dir| {
            let r = ray(s, dir);
            let keep = r.len().saturating_sub(1);
            r.into_iter().take(keep)
        })
        .fold(0, |m, t| m | 1 << t)
}

/// Calls `check` on every subset of every square's rook and bishop mask,
/// and on each with every square outside the mask set too (squares
/// outside the mask must change nothing); asserts that every subset came.
pub fn each_relevant_occupancy(mut check: impl FnMut(Square, u64)) {
    for s in Square::ALL.into_iter() {
        for dirs in [&ROOK_DIRS, &BISHOP_DIRS] {
            let mask = relevant(s.index(), dirs);
            let mut count = 0;
            for occupied in subsets(mask) {
                check(s, occupied);
                check(s, occupied | !mask);
                count += 1;
            }
            assert_eq!(count, 1 << mask.count_ones(), "{s:?}");
        }
    }
}

/// A set of slider lookups under test: rook, bishop and queen attacks.
pub type Sliders = [fn(Square, u64) -> u64; 3];

/// Checks `lookups` (named `what` in a failure) on every subset of every
/// square's rook and bishop mask (each also with every square outside the
/// mask set), then on 200,000 random pairs from `seed` (sparse boards most
/// of the time, any board now and then): each against the ray walk, with
/// the slider's own bit in `occupied` ignored. The magic and PEXT tests
/// share it, so every lookup kind meets the same check.
pub fn check_slider_lookups(what: &str, lookups: Sliders, seed: u64) {
    let check = |s: Square, occupied: u64| {
        let i = s.index();
        let rook = slide(i, occupied, &ROOK_DIRS);
        let bishop = slide(i, occupied, &BISHOP_DIRS);
        let [rook_attacks, bishop_attacks, queen_attacks] = lookups;
        assert_eq!(
            rook_attacks(s, occupied),
            rook,
            "{what} rook {s:?} {occupied:#x}"
        );
        assert_eq!(
            bishop_attacks(s, occupied),
            bishop,
            "{what} bishop {s:?} {occupied:#x}"
        );
        assert_eq!(
            queen_attacks(s, occupied),
            rook | bishop,
            "{what} queen {s:?} {occupied:#x}"
        );
        for lookup in lookups {
            assert_eq!(
                lookup(s, occupied ^ s.bit()),
                lookup(s, occupied),
                "{what} own bit"
            );
        }
    };
    each_relevant_occupancy(check);
    let mut rng = Rng(seed);
    for n in 0..200_000 {
        let s = sq((rng.next() % 64) as usize);
        let occupied = if n % 4 == 0 { rng.next() } else { rng.sparse() };
        check(s, occupied);
    }
}
