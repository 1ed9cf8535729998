//! The `pext` feature's tables, and its lookups, 64-bit and compact,
//! against an independent ray walk on every subset of every mask. Only a
//! build that targets BMI2 (`cfg(target_feature = "bmi2")`) has the
//! lookups; every build has the tables: CI runs this file both ways.

mod oracles;

use chess_tables::{fastest, pext};
use oracles::{BISHOP_DIRS, ROOK_DIRS, relevant, slide, subsets};

/// CI sets `CHESS_TABLES_EXPECT_PEXT=1` for its BMI2 build (and `0` for
/// the other), so that a build that silently lacks the lookups fails here:
/// `fastest` names the one it calls.
#[test]
fn the_build_says_which_lookup_it_has() {
    let bmi2 = cfg!(all(target_arch = "x86_64", target_feature = "bmi2"));
    let expected = if bmi2 { "pext::compact" } else { "magic" };
    assert_eq!(fastest::IMPLEMENTATION, expected);
    if let Ok(expect) = std::env::var("CHESS_TABLES_EXPECT_PEXT") {
        assert_eq!(
            bmi2,
            expect == "1",
            "CHESS_TABLES_EXPECT_PEXT={expect}: this build's lookup is the other one"
        );
    }
}

/// Every subset of every mask and 200,000 random boards, by the check the
/// magic tests share: the 64-bit lookups and the compact ones.
#[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
#[test]
fn pext_lookups_are_exact() {
    use oracles::Sliders;
    let wide: Sliders = [
        pext::rook_attacks,
        pext::bishop_attacks,
        pext::queen_attacks,
    ];
    oracles::check_slider_lookups("pext", wide, 0x7065_7874);
    // The compact lookups are fastest's in a BMI2 build with pext.
    assert_eq!(chess_tables::fastest::IMPLEMENTATION, "pext::compact");
    let compact: Sliders = [
        chess_tables::fastest::rook_attacks,
        chess_tables::fastest::bishop_attacks,
        chess_tables::fastest::queen_attacks,
    ];
    oracles::check_slider_lookups("pext::compact", compact, 0x636F_6D70);
}

/// The PEXT tables: each square's slice starts where the last ended (8
/// entries later for a rook: a gap that spreads the squares' first entries
/// over the cache's sets) and holds the attack set of the k-th subset of
/// its mask (in increasing order) at index k; gaps and the padding at the
/// end are zero, and the table ends where the last square's window of the
/// slider's largest slice (4,096 and 512 entries) does.
#[test]
fn the_pext_tables_hold_each_subset_at_its_rank() {
    use chess_tables::magic;
    let cases = [
        (
            &ROOK_DIRS,
            &magic::ROOK_MAGIC_ENTRIES,
            &pext::ROOK_PEXT_OFFSETS,
            &pext::ROOK_PEXT_ATTACKS[..],
            8,
            4_096,
            102_400,
        ),
        (
            &BISHOP_DIRS,
            &magic::BISHOP_MAGIC_ENTRIES,
            &pext::BISHOP_PEXT_OFFSETS,
            &pext::BISHOP_PEXT_ATTACKS[..],
            0,
            512,
            5_248,
        ),
    ];
    for (dirs, entries, offsets, table, gap, window, slice_entries) in cases {
        let mut next = 0;
        let mut used = vec![false; table.len()];
        for i in 0..64 {
            let mask = relevant(i, dirs);
            assert_eq!(!entries[i][0], mask, "the complement of the black mask {i}");
            assert_eq!(offsets[i], next, "offset {i}");
            for (k, occupied) in subsets(mask).enumerate() {
                assert_eq!(table[next as usize + k], slide(i, occupied, dirs));
                used[next as usize + k] = true;
            }
            next += (1 << mask.count_ones()) + gap;
        }
        let window_end = offsets.iter().map(|&o| o as usize + window).max();
        assert_eq!(window_end, Some(table.len()));
        let unused = (0..table.len()).filter(|&i| !used[i]);
        assert!(
            unused.clone().all(|i| table[i] == 0),
            "gaps and padding are zero"
        );
        assert_eq!(unused.count(), table.len() - slice_entries);
    }
    // 102,400 entries of slices and 63 gaps; 5,248 of slices and 448 of padding.
    assert_eq!(pext::ROOK_PEXT_ATTACKS.len(), 102_904);
    assert_eq!(pext::BISHOP_PEXT_ATTACKS.len(), 5_696);
}

/// The compact tables: each square's attack mask is its attacks on an
/// empty board, and each entry, spread onto it bit by bit (lowest square
/// first), is the 64-bit table's entry at the same index.
#[test]
fn the_compact_entries_spread_onto_the_attack_masks_are_the_64_bit_entries() {
    let cases = [
        (
            &ROOK_DIRS,
            &pext::ROOK_PEXT_ATTACK_MASKS,
            &pext::ROOK_PEXT_ATTACKS[..],
            &pext::ROOK_PEXT_COMPACT_ATTACKS[..],
        ),
        (
            &BISHOP_DIRS,
            &pext::BISHOP_PEXT_ATTACK_MASKS,
            &pext::BISHOP_PEXT_ATTACKS[..],
            &pext::BISHOP_PEXT_COMPACT_ATTACKS[..],
        ),
    ];
    for (dirs, attack_masks, wide, compact) in cases {
        for (i, &attack_mask) in attack_masks.iter().enumerate() {
            assert_eq!(attack_mask, slide(i, 0, dirs), "attack mask {i}");
        }
        assert_eq!(compact.len(), wide.len());
        let offsets = if dirs == &ROOK_DIRS {
            &pext::ROOK_PEXT_OFFSETS
        } else {
            &pext::BISHOP_PEXT_OFFSETS
        };
        for (k, (&packed, &attacks)) in compact.iter().zip(wide).enumerate() {
            let sq = offsets.iter().rposition(|&o| o as usize <= k).unwrap();
            let squares = (0..64).filter(|b| attack_masks[sq] >> b & 1 == 1);
            let spread = squares
                .enumerate()
                .filter(|&(bit, _)| packed >> bit & 1 == 1)
                .fold(0u64, |set, (_, square)| set | 1 << square);
            assert_eq!(spread, attacks, "entry {k} (square {sq})");
            assert!(u32::from(packed) >> attack_masks[sq].count_ones() == 0);
        }
    }
}
