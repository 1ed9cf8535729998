//! The `pext` feature's lookups against the default (line-mask) lookups and
//! an independent ray walk, on every subset of every mask. Which lookup a
//! build has (`pext` or the magic fallback) follows `cfg(target_feature =
//! "bmi2")`: CI runs this file both ways.

mod oracles;

use chess_tables::{Square, attacks, pext};
use oracles::{BISHOP_DIRS, ROOK_DIRS, Rng, relevant, slide, sq, subsets};

fn check(s: Square, occupied: u64) {
    let i = s.index();
    let rook = slide(i, occupied, &ROOK_DIRS);
    let bishop = slide(i, occupied, &BISHOP_DIRS);
    assert_eq!(
        pext::rook_attacks(s, occupied),
        rook,
        "rook {s:?} {occupied:#x}"
    );
    assert_eq!(attacks::rook_attacks(s, occupied), rook, "default rook");
    assert_eq!(
        pext::bishop_attacks(s, occupied),
        bishop,
        "bishop {s:?} {occupied:#x}"
    );
    assert_eq!(
        attacks::bishop_attacks(s, occupied),
        bishop,
        "default bishop"
    );
    assert_eq!(pext::queen_attacks(s, occupied), rook | bishop);
}

/// CI sets `CHESS_TABLES_EXPECT_PEXT=1` for its BMI2 build (and `0` for
/// the other), so that a build that silently falls back fails here.
#[test]
fn the_build_says_which_lookup_it_has() {
    assert_eq!(
        pext::ACTIVE,
        cfg!(all(target_arch = "x86_64", target_feature = "bmi2"))
    );
    if let Ok(expected) = std::env::var("CHESS_TABLES_EXPECT_PEXT") {
        assert_eq!(
            pext::ACTIVE,
            expected == "1",
            "CHESS_TABLES_EXPECT_PEXT={expected}: this build's lookup is the other one"
        );
    }
}

/// Every subset of every square's rook and bishop mask (and each with
/// every square outside the mask set too).
#[test]
fn pext_lookups_are_exact_on_every_relevant_occupancy() {
    oracles::each_relevant_occupancy(check);
}

#[test]
fn pext_lookups_match_on_200_000_random_pairs() {
    let mut rng = Rng(0x7065_7874);
    for n in 0..200_000 {
        let s = sq((rng.next() % 64) as usize);
        let occupied = if n % 4 == 0 { rng.next() } else { rng.sparse() };
        check(s, occupied);
        assert_eq!(
            pext::rook_attacks(s, occupied ^ s.bit()),
            pext::rook_attacks(s, occupied)
        );
    }
}

/// The PEXT tables: each square's slice starts where the last ended and
/// holds the attack set of the k-th subset of its mask (in increasing
/// order) at index k.
#[test]
fn the_pext_tables_hold_each_subset_at_its_rank() {
    use chess_tables::magic;
    let cases = [
        (
            &ROOK_DIRS,
            &magic::ROOK_MAGIC_ENTRIES,
            &pext::ROOK_PEXT_OFFSETS,
            &pext::ROOK_PEXT_ATTACKS[..],
        ),
        (
            &BISHOP_DIRS,
            &magic::BISHOP_MAGIC_ENTRIES,
            &pext::BISHOP_PEXT_OFFSETS,
            &pext::BISHOP_PEXT_ATTACKS[..],
        ),
    ];
    for (dirs, entries, offsets, table) in cases {
        let mut next = 0;
        for i in 0..64 {
            let mask = relevant(i, dirs);
            assert_eq!(entries[i][0], mask);
            assert_eq!(offsets[i], next, "offset {i}");
            for (k, occupied) in subsets(mask).enumerate() {
                assert_eq!(table[next as usize + k], slide(i, occupied, dirs));
            }
            next += 1 << mask.count_ones();
        }
        assert_eq!(next as usize, table.len());
    }
    assert_eq!(pext::ROOK_PEXT_ATTACKS.len(), 102_400);
    assert_eq!(pext::BISHOP_PEXT_ATTACKS.len(), 5_248);
}
