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

/// Every subset of every square's rook and bishop mask (and each with
/// every square outside the mask set too).
#[test]
fn magic_lookups_are_exact_on_every_relevant_occupancy() {
    oracles::each_relevant_occupancy(check);
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
/// runtime's own tables: the masks are the textbook ones, no two subsets
/// with different attack sets share an entry (in one slice or between two
/// squares' slices), every window (4,096 rook, 512 bishop entries from the
/// offset) lies inside the table, and the table ends with the last window.
#[test]
fn every_stored_magic_has_no_destructive_collision() {
    let cases = [
        (
            &ROOK_DIRS,
            &magic::ROOK_MAGIC_ENTRIES,
            &magic::ROOK_MAGIC_ATTACKS[..],
            52,
        ),
        (
            &BISHOP_DIRS,
            &magic::BISHOP_MAGIC_ENTRIES,
            &magic::BISHOP_MAGIC_ATTACKS[..],
            55,
        ),
    ];
    for (dirs, entries, table, shift) in cases {
        let mut seen: Vec<Option<u64>> = vec![None; table.len()];
        let mut end = 0;
        for (i, &[stored_mask, magic, offset]) in entries.iter().enumerate() {
            let mask = relevant(i, dirs);
            assert_eq!(stored_mask, mask, "mask {i}");
            let offset = offset as usize;
            end = end.max(offset + (1 << (64 - shift)));
            for occupied in subsets(mask) {
                let at = offset + (occupied.wrapping_mul(magic) >> shift) as usize;
                let expected = slide(i, occupied, dirs);
                match seen[at] {
                    None => seen[at] = Some(expected),
                    Some(earlier) => assert_eq!(earlier, expected, "collision at {i}"),
                }
                assert_eq!(table[at], expected);
            }
        }
        assert_eq!(end, table.len());
        // Entries no slice uses hold 0.
        for (at, entry) in seen.iter().enumerate() {
            if entry.is_none() {
                assert_eq!(table[at], 0, "unused entry {at}");
            }
        }
    }
    assert_eq!(magic::ROOK_MAGIC_ATTACKS.len(), 128_184);
    assert_eq!(magic::BISHOP_MAGIC_ATTACKS.len(), 6_734);
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
    assert_eq!(total, 1_082_416);
}
