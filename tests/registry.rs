//! The registry lists every table with its true size and shape.

use chess_tables::registry::{TABLE_NAMES, TABLES, table};
use chess_tables::{attacks, distance, lines, x88, zobrist};
use std::mem::size_of_val;

#[test]
fn registry_sizes_are_the_real_sizes() {
    let real: Vec<(&str, usize)> = vec![
        (
            "CHEBYSHEV_DISTANCE",
            size_of_val(distance::CHEBYSHEV_DISTANCE),
        ),
        (
            "MANHATTAN_DISTANCE",
            size_of_val(distance::MANHATTAN_DISTANCE),
        ),
        ("FILE_DISTANCE", size_of_val(distance::FILE_DISTANCE)),
        ("RANK_DISTANCE", size_of_val(distance::RANK_DISTANCE)),
        ("KNIGHT_DISTANCE", size_of_val(distance::KNIGHT_DISTANCE)),
        ("CENTER_DISTANCE", size_of_val(distance::CENTER_DISTANCE)),
        (
            "CENTER_MANHATTAN_DISTANCE",
            size_of_val(distance::CENTER_MANHATTAN_DISTANCE),
        ),
        (
            "CENTER_DISTANCE_BIT0",
            size_of_val(&distance::CENTER_DISTANCE_BIT0),
        ),
        (
            "CENTER_DISTANCE_BIT1",
            size_of_val(&distance::CENTER_DISTANCE_BIT1),
        ),
        (
            "X88_CHEBYSHEV_DISTANCE",
            size_of_val(x88::X88_CHEBYSHEV_DISTANCE),
        ),
        (
            "X88_MANHATTAN_DISTANCE",
            size_of_val(x88::X88_MANHATTAN_DISTANCE),
        ),
        ("X88_DIRECTION", size_of_val(x88::X88_DIRECTION)),
        ("DIAGONALS", size_of_val(lines::DIAGONALS)),
        ("RANKS", size_of_val(lines::RANKS)),
        ("FILES", size_of_val(lines::FILES)),
        ("KNIGHT_ATTACKS", size_of_val(attacks::KNIGHT_ATTACKS)),
        ("KING_ATTACKS", size_of_val(attacks::KING_ATTACKS)),
        ("PAWN_ATTACKS", size_of_val(attacks::PAWN_ATTACKS)),
        (
            "FIRST_RANK_ATTACKS",
            size_of_val(attacks::FIRST_RANK_ATTACKS),
        ),
        ("BETWEEN", size_of_val(attacks::BETWEEN)),
        ("LINE", size_of_val(attacks::LINE)),
        ("POLYGLOT_KEYS", size_of_val(zobrist::POLYGLOT_KEYS)),
        ("POLYGLOT_CASTLING", size_of_val(zobrist::POLYGLOT_CASTLING)),
        ("SEEDED_SEED", size_of_val(&zobrist::SEEDED_SEED)),
        ("SEEDED_KEYS", size_of_val(zobrist::SEEDED_KEYS)),
        ("SEEDED_CASTLING", size_of_val(zobrist::SEEDED_CASTLING)),
    ];
    assert_eq!(TABLES.len(), real.len());
    assert_eq!(TABLE_NAMES.len(), real.len());
    for (name, bytes) in real {
        let info = table(name).unwrap_or_else(|| panic!("{name} missing"));
        assert_eq!(info.name, name);
        assert_eq!(info.bytes, bytes, "{name}");
    }
    assert_eq!(table("KNIGHT_DISTANCE").unwrap().shape, "[[u8; 64]; 64]");
    assert_eq!(table("X88_DIRECTION").unwrap().element, "i8");
    assert_eq!(table("DIAGONALS").unwrap().module, "lines");
    assert!(table("NO_SUCH_TABLE").is_none());
}
