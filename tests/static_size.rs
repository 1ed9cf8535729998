//! Pins the size in bytes of every table, measured on the real statics with
//! `size_of_val`, so growth is seen in review (a table's firmware cost is
//! its size: see scripts/firmware-size.sh). The registry must say the same.

use chess_tables::registry::{TABLE_NAMES, table};
use chess_tables::{attacks, castling, distance, lines, pawns, x88, zobrist};
use core::mem::size_of_val;

#[test]
fn table_sizes_are_pinned() {
    let measured: [(&str, usize, usize); 42] = [
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
            "DISTANCE_RINGS",
            size_of_val(&distance::DISTANCE_RINGS),
            4096,
        ),
        (
            "CORNER_DISTANCE",
            size_of_val(&distance::CORNER_DISTANCE),
            64,
        ),
        (
            "CORNER_MANHATTAN_DISTANCE",
            size_of_val(&distance::CORNER_MANHATTAN_DISTANCE),
            128,
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
        ("X88_ATTACKS", size_of_val(&x88::X88_ATTACKS), 240),
        ("DIAGONALS", size_of_val(&lines::DIAGONALS), 240),
        ("RANKS", size_of_val(&lines::RANKS), 64),
        ("FILES", size_of_val(&lines::FILES), 64),
        ("RAYS", size_of_val(&lines::RAYS), 4096),
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
        ("FORWARD_FILE", size_of_val(&pawns::FORWARD_FILE), 1024),
        (
            "PAWN_ATTACK_SPAN",
            size_of_val(&pawns::PAWN_ATTACK_SPAN),
            1024,
        ),
        (
            "PASSED_PAWN_SPAN",
            size_of_val(&pawns::PASSED_PAWN_SPAN),
            1024,
        ),
        ("FORWARD_RANKS", size_of_val(&pawns::FORWARD_RANKS), 128),
        ("ADJACENT_FILES", size_of_val(&pawns::ADJACENT_FILES), 64),
        (
            "RULE_OF_THE_SQUARE",
            size_of_val(&pawns::RULE_OF_THE_SQUARE),
            1024,
        ),
        (
            "CASTLING_SQUARES",
            size_of_val(&castling::CASTLING_SQUARES),
            16,
        ),
        ("CASTLING_EMPTY", size_of_val(&castling::CASTLING_EMPTY), 32),
        (
            "CASTLING_UNATTACKED",
            size_of_val(&castling::CASTLING_UNATTACKED),
            32,
        ),
        (
            "CASTLING_RIGHTS_KEPT",
            size_of_val(&castling::CASTLING_RIGHTS_KEPT),
            64,
        ),
    ];
    // The opt-in `magic` tables are pinned by `magic_table_sizes_are_pinned`,
    // the `pext` tables by tests/pext.rs.
    let default_tables = TABLE_NAMES
        .iter()
        .filter(|name| !matches!(table(name).unwrap().module, "magic" | "pext"))
        .count();
    assert_eq!(default_tables, measured.len(), "every table is pinned");
    for (name, size, pinned) in measured {
        assert_eq!(size, pinned, "{name}: size_of_val of the static");
        assert_eq!(table(name).map(|t| t.bytes), Some(size), "{name}: registry");
    }
    let total: usize = measured.iter().map(|&(_, size, _)| size).sum();
    assert_eq!(total, 116_648);
}

#[cfg(feature = "magic")]
#[test]
fn magic_table_sizes_are_pinned() {
    use chess_tables::magic;
    let measured = [
        (
            "ROOK_MAGIC_ENTRIES",
            size_of_val(&magic::ROOK_MAGIC_ENTRIES),
            1536,
        ),
        (
            "ROOK_MAGIC_ATTACKS",
            size_of_val(&magic::ROOK_MAGIC_ATTACKS),
            1_025_472,
        ),
        (
            "BISHOP_MAGIC_ENTRIES",
            size_of_val(&magic::BISHOP_MAGIC_ENTRIES),
            1536,
        ),
        (
            "BISHOP_MAGIC_ATTACKS",
            size_of_val(&magic::BISHOP_MAGIC_ATTACKS),
            53_872,
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
    assert_eq!(total, 1_082_416);
}
