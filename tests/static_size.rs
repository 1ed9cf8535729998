//! Pins the size of every table in bytes, so growth is seen in review (the
//! firmware cost of a table is its size: see scripts/firmware-size.sh).

use chess_tables::registry::{TABLE_NAMES, table};

#[test]
fn table_sizes_are_pinned() {
    let expected: [(&str, usize); 27] = [
        ("CHEBYSHEV_DISTANCE", 4096),
        ("MANHATTAN_DISTANCE", 4096),
        ("FILE_DISTANCE", 4096),
        ("RANK_DISTANCE", 4096),
        ("KNIGHT_DISTANCE", 4096),
        ("CENTER_DISTANCE", 64),
        ("CENTER_MANHATTAN_DISTANCE", 64),
        ("CENTER_DISTANCE_BIT0", 8),
        ("CENTER_DISTANCE_BIT1", 8),
        ("X88_CHEBYSHEV_DISTANCE", 240),
        ("X88_MANHATTAN_DISTANCE", 240),
        ("X88_DIRECTION", 240),
        ("DIAGONALS", 240),
        ("RANKS", 64),
        ("FILES", 64),
        ("KNIGHT_ATTACKS", 512),
        ("KING_ATTACKS", 512),
        ("PAWN_ATTACKS", 1024),
        ("FIRST_RANK_ATTACKS", 512),
        ("DIAGONAL_MASKS_EX", 1024),
        ("BETWEEN", 32768),
        ("LINE", 32768),
        ("POLYGLOT_KEYS", 6248),
        ("POLYGLOT_CASTLING", 128),
        ("SEEDED_SEED", 8),
        ("SEEDED_KEYS", 6248),
        ("SEEDED_CASTLING", 128),
    ];
    assert_eq!(TABLE_NAMES.len(), expected.len());
    for (name, bytes) in expected {
        assert_eq!(table(name).map(|t| t.bytes), Some(bytes), "{name}");
    }
    let total: usize = TABLE_NAMES
        .iter()
        .filter_map(|n| table(n))
        .map(|t| t.bytes)
        .sum();
    assert_eq!(total, 103_592);
}
