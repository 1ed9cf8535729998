//! The `magic` feature's lookups against the default (line-mask) lookups and
//! an independent ray walk; every stored magic re-verified on the runtime
//! tables themselves.

mod oracles;

use chess_tables::registry::table;
use chess_tables::{Square, attacks, magic};
use oracles::{BISHOP_DIRS, ROOK_DIRS, Rng, relevant, slide, sq, subsets};

fn check(s: Square, occupied: u64) {
    let i = s.index();
    let rook = slide(i, occupied, &ROOK_DIRS);
    let bishop = slide(i, occupied, &BISHOP_DIRS);
    assert_eq!(
        magic::rook_attacks(s, occupied),
        rook,
        "rook {s:?} {occupied:#x}"
    );
    assert_eq!(attacks::rook_attacks(s, occupied), rook, "default rook");
    assert_eq!(
        magic::bishop_attacks(s, occupied),
        bishop,
        "bishop {s:?} {occupied:#x}"
    );
    assert_eq!(
        attacks::bishop_attacks(s, occupied),
        bishop,
        "default bishop"
    );
    assert_eq!(magic::queen_attacks(s, occupied), rook | bishop);
    assert_eq!(attacks::queen_attacks(s, occupied), rook | bishop);
}

#[test]
fn magic_lookups_are_exact_on_every_relevant_occupancy() {
    for name in ["a1", "h1", "a8", "h8", "d4", "e5", "b2", "g7"] {
        let s: Square = name.parse().unwrap();
        let i = s.index();
        for dirs in [&ROOK_DIRS, &BISHOP_DIRS] {
            let mask = relevant(i, dirs);
            let mut count = 0;
            for occupied in subsets(mask) {
                check(s, occupied);
                // Squares outside the mask change nothing.
                check(s, occupied | !mask);
                count += 1;
            }
            assert_eq!(count, 1 << mask.count_ones(), "{name}");
        }
    }
}

#[test]
fn magic_lookups_match_on_200_000_random_pairs() {
    let mut rng = Rng(0x006D_6167_6963);
    for n in 0..200_000 {
        let s = sq((rng.next() % 64) as usize);
        // Sparse boards most of the time, any board now and then.
        let occupied = if n % 4 == 0 { rng.next() } else { rng.sparse() };
        check(s, occupied);
        // The slider's own bit in `occupied` is ignored.
        assert_eq!(
            magic::rook_attacks(s, occupied ^ s.bit()),
            magic::rook_attacks(s, occupied)
        );
        assert_eq!(
            magic::bishop_attacks(s, occupied ^ s.bit()),
            magic::bishop_attacks(s, occupied)
        );
    }
}

/// Every stored magic, hashed over every subset of its mask from the
/// runtime's own tables: no two subsets with different attack sets share
/// an entry, the slices tile the attack table (with gaps that align each
/// offset to its shift), the masks and shifts are
/// the textbook ones.
#[test]
fn every_stored_magic_has_no_destructive_collision() {
    let cases = [
        (
            &ROOK_DIRS,
            &magic::ROOK_MAGIC_ENTRIES,
            &magic::ROOK_MAGIC_ATTACKS[..],
        ),
        (
            &BISHOP_DIRS,
            &magic::BISHOP_MAGIC_ENTRIES,
            &magic::BISHOP_MAGIC_ATTACKS[..],
        ),
    ];
    for (dirs, entries, table) in cases {
        let mut next_offset = 0;
        for (i, &[stored_mask, magic, offset]) in entries.iter().enumerate() {
            let mask = relevant(i, dirs);
            assert_eq!(stored_mask, mask, "mask {i}");
            // Each slice starts at the first index from the previous end
            // whose low 6 bits are its shift; the gaps stay empty.
            let shift = 64 - u64::from(mask.count_ones());
            assert_eq!(offset & 63, shift, "shift {i}");
            assert!(
                offset >= next_offset && offset - next_offset < 64,
                "offset {i}"
            );
            assert!(
                table[next_offset as usize..offset as usize]
                    .iter()
                    .all(|&a| a == 0)
            );
            let size = 1u64 << mask.count_ones();
            next_offset = offset + size;
            let mut seen = vec![None; size as usize];
            for occupied in subsets(mask) {
                let index = (occupied.wrapping_mul(magic) >> shift) as usize;
                let expected = slide(i, occupied, dirs);
                match seen[index] {
                    None => seen[index] = Some(expected),
                    Some(earlier) => assert_eq!(earlier, expected, "collision at {i}"),
                }
                assert_eq!(table[offset as usize + index], expected);
            }
        }
        assert_eq!(next_offset as usize, table.len());
    }
    assert_eq!(magic::ROOK_MAGIC_ATTACKS.len(), 103_028);
    assert_eq!(magic::BISHOP_MAGIC_ATTACKS.len(), 6_842);
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
        "ROOK_MAGIC_ATTACKS",
        "BISHOP_MAGIC_ENTRIES",
        "BISHOP_MAGIC_ATTACKS",
    ]
    .iter()
    .map(|name| {
        let info = table(name).unwrap();
        assert_eq!(info.module, "magic");
        info.bytes
    })
    .sum();
    assert_eq!(total, 882_032);
}
