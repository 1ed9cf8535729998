//! The `magic` feature's lookups (and the default line-mask lookups) against
//! an independent ray walk; every published black magic re-verified on the
//! runtime tables themselves.

mod oracles;

use chess_tables::registry::table_info as table;
use chess_tables::{Square, attacks, magic};
use oracles::{BISHOP_DIRS, ROOK_DIRS, Sliders, relevant, slide, subsets};

/// Every subset of every mask and 200,000 random boards, by the check the
/// PEXT tests share; the default lookups meet it too.
#[test]
fn magic_lookups_are_exact() {
    let magic: Sliders = [
        magic::rook_attacks,
        magic::bishop_attacks,
        magic::queen_attacks,
    ];
    oracles::check_slider_lookups("magic", magic, 0x006D_6167_6963);
    let default: Sliders = [
        attacks::rook_attacks,
        attacks::bishop_attacks,
        attacks::queen_attacks,
    ];
    oracles::check_slider_lookups("attacks", default, 0x0061_7474_6163);
}

/// Every published black magic, hashed over every subset of its mask from
/// the runtime's own tables: the entries hold the complements of the
/// textbook masks, no two subsets with different attack sets share an
/// entry (in one slice or between two squares' slices, rook or bishop),
/// the table ends with the last used entry (87,988 entries, the published
/// size) and entries no slice uses hold 0.
#[test]
fn every_black_magic_has_no_destructive_collision() {
    let table = &magic::MAGIC_ATTACKS[..];
    let mut seen: Vec<Option<u64>> = vec![None; table.len()];
    let cases = [
        (&ROOK_DIRS, &magic::ROOK_MAGIC_ENTRIES, 52),
        (&BISHOP_DIRS, &magic::BISHOP_MAGIC_ENTRIES, 55),
    ];
    for (dirs, entries, shift) in cases {
        for (i, &[black_mask, magic, offset]) in entries.iter().enumerate() {
            let mask = relevant(i, dirs);
            assert_eq!(black_mask, !mask, "mask {i}");
            for occupied in subsets(mask) {
                let index = (occupied | black_mask).wrapping_mul(magic) >> shift;
                let at = offset as usize + index as usize;
                let expected = slide(i, occupied, dirs);
                match seen[at] {
                    None => seen[at] = Some(expected),
                    Some(earlier) => assert_eq!(earlier, expected, "collision at {i}"),
                }
                assert_eq!(table[at], expected);
            }
        }
    }
    assert_eq!(table.len(), 87_988);
    assert!(
        seen.last().unwrap().is_some(),
        "the table ends with a used entry"
    );
    for (at, entry) in seen.iter().enumerate() {
        if entry.is_none() {
            assert_eq!(table[at], 0, "unused entry {at}");
        }
    }
}

#[test]
fn lookups_are_const() {
    const A1: u64 = magic::rook_attacks(Square::A1, 0);
    const H1: u64 = magic::bishop_attacks(Square::H1, 0);
    assert_eq!(A1, 0x0101_0101_0101_01FE);
    assert_eq!(H1, 0x0102_0408_1020_4000);
    assert_eq!(
        magic::queen_attacks(Square::D4, u64::MAX),
        attacks::king_attacks(Square::D4)
    );
}

#[test]
fn the_registry_gives_bytes_and_module() {
    let total: usize = [
        "ROOK_MAGIC_ENTRIES",
        "BISHOP_MAGIC_ENTRIES",
        "MAGIC_ATTACKS",
    ]
    .iter()
    .map(|name| {
        let info = table(name).unwrap();
        assert_eq!(info.family, "magic");
        info.bytes
    })
    .sum();
    // Every static the lookups read: cozy-chess's black magics take the same.
    assert_eq!(total, 706_976);
}
