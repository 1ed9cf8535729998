//! Pins the size in bytes of every table, measured on the real statics with
//! `size_of_val`, so growth is seen in review (a table's firmware cost is
//! its size: see scripts/firmware-size.sh). The registry must say the same.

use chess_tables::registry::{TABLE_NAMES, table};
use chess_tables::{attacks, distance, lines, x88, zobrist};
use core::mem::size_of_val;

#[test]
fn table_sizes_are_pinned() {
    let measured: [(&str, usize, usize); 27] = [
        (
            "CHEBYSHEV_DISTANCE",
            size_of_val(&distance::CHEBYSHEV_DISTANCE),
            4096,
        ),
        (
            "MANHATTAN_DISTANCE",
            size_of_val(&distance::MANHATTAN_DISTANCE),
            4096,
        ),
        ("FILE_DISTANCE", size_of_val(&distance::FILE_DISTANCE), 4096),
        ("RANK_DISTANCE", size_of_val(&distance::RANK_DISTANCE), 4096),
        (
            "KNIGHT_DISTANCE",
            size_of_val(&distance::KNIGHT_DISTANCE),
            4096,
        ),
        (
            "CENTER_DISTANCE",
            size_of_val(&distance::CENTER_DISTANCE),
            64,
        ),
        (
            "CENTER_MANHATTAN_DISTANCE",
            size_of_val(&distance::CENTER_MANHATTAN_DISTANCE),
            64,
        ),
        (
            "CENTER_DISTANCE_BIT0",
            size_of_val(&distance::CENTER_DISTANCE_BIT0),
            8,
        ),
        (
            "CENTER_DISTANCE_BIT1",
            size_of_val(&distance::CENTER_DISTANCE_BIT1),
            8,
        ),
        (
            "X88_CHEBYSHEV_DISTANCE",
            size_of_val(&x88::X88_CHEBYSHEV_DISTANCE),
            240,
        ),
        (
            "X88_MANHATTAN_DISTANCE",
            size_of_val(&x88::X88_MANHATTAN_DISTANCE),
            240,
        ),
        ("X88_DIRECTION", size_of_val(&x88::X88_DIRECTION), 240),
        ("DIAGONALS", size_of_val(&lines::DIAGONALS), 240),
        ("RANKS", size_of_val(&lines::RANKS), 64),
        ("FILES", size_of_val(&lines::FILES), 64),
        ("KNIGHT_ATTACKS", size_of_val(&attacks::KNIGHT_ATTACKS), 512),
        ("KING_ATTACKS", size_of_val(&attacks::KING_ATTACKS), 512),
        ("PAWN_ATTACKS", size_of_val(&attacks::PAWN_ATTACKS), 1024),
        (
            "FIRST_RANK_ATTACKS",
            size_of_val(&attacks::FIRST_RANK_ATTACKS),
            512,
        ),
        (
            "DIAGONAL_MASKS_EX",
            size_of_val(&attacks::DIAGONAL_MASKS_EX),
            1024,
        ),
        ("BETWEEN", size_of_val(&attacks::BETWEEN), 32768),
        ("LINE", size_of_val(&attacks::LINE), 32768),
        ("POLYGLOT_KEYS", size_of_val(&zobrist::POLYGLOT_KEYS), 6248),
        (
            "POLYGLOT_CASTLING",
            size_of_val(&zobrist::POLYGLOT_CASTLING),
            128,
        ),
        ("SEEDED_SEED", size_of_val(&zobrist::SEEDED_SEED), 8),
        ("SEEDED_KEYS", size_of_val(&zobrist::SEEDED_KEYS), 6248),
        (
            "SEEDED_CASTLING",
            size_of_val(&zobrist::SEEDED_CASTLING),
            128,
        ),
    ];
    // The opt-in `magic` tables are pinned by `magic_table_sizes_are_pinned`.
    let default_tables = TABLE_NAMES
        .iter()
        .filter(|name| table(name).unwrap().module != "magic")
        .count();
    assert_eq!(default_tables, measured.len(), "every table is pinned");
    for (name, size, pinned) in measured {
        assert_eq!(size, pinned, "{name}: size_of_val of the static");
        assert_eq!(table(name).map(|t| t.bytes), Some(size), "{name}: registry");
    }
    let total: usize = measured.iter().map(|&(_, size, _)| size).sum();
    assert_eq!(total, 103_592);
}

#[cfg(feature = "magic")]
#[test]
fn magic_table_sizes_are_pinned() {
    use chess_tables::magic;
    let measured = [
        (
            "ROOK_MAGIC_ENTRIES",
            size_of_val(&magic::ROOK_MAGIC_ENTRIES),
            2048,
        ),
        (
            "ROOK_MAGIC_ATTACKS",
            size_of_val(&magic::ROOK_MAGIC_ATTACKS),
            819_200,
        ),
        (
            "BISHOP_MAGIC_ENTRIES",
            size_of_val(&magic::BISHOP_MAGIC_ENTRIES),
            2048,
        ),
        (
            "BISHOP_MAGIC_ATTACKS",
            size_of_val(&magic::BISHOP_MAGIC_ATTACKS),
            41_984,
        ),
    ];
    let magic_tables = TABLE_NAMES
        .iter()
        .filter(|name| table(name).unwrap().module == "magic")
        .count();
    assert_eq!(magic_tables, measured.len(), "every magic table is pinned");
    for (name, size, pinned) in measured {
        assert_eq!(size, pinned, "{name}: size_of_val of the static");
        assert_eq!(table(name).map(|t| t.bytes), Some(size), "{name}: registry");
    }
    let total: usize = measured.iter().map(|&(_, size, _)| size).sum();
    assert_eq!(total, 865_280);
}
