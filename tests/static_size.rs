//! Pins the size in bytes of every table, measured on the real statics with
//! `size_of_val`, so growth is seen in review (a table's firmware cost is
//! its size: see scripts/measure/firmware-size.sh). The tables come from the
//! registry's one list (`for_each_table!`); the pins are literal, by name
//! (an opt-in family's under its family): a table without a pin, or a pin
//! without its table, fails.
//! The registry must say the same sizes.

use chess_tables::registry::{TABLE_INFO, table_info as table};
use core::mem::size_of_val;

/// The registry's table names, in definition order.
fn table_names() -> Vec<&'static str> {
    TABLE_INFO.iter().map(|t| t.name).collect()
}

/// Every table's size in bytes, by name: the default families'.
const PINNED: [(&str, usize); 42] = [
    ("CHEBYSHEV_DISTANCE", 4096),
    ("MANHATTAN_DISTANCE", 4096),
    ("FILE_DISTANCE", 4096),
    ("RANK_DISTANCE", 4096),
    ("KNIGHT_DISTANCE", 4096),
    ("CENTER_DISTANCE", 64),
    ("CENTER_MANHATTAN_DISTANCE", 64),
    ("CENTER_DISTANCE_BIT0", 8),
    ("CENTER_DISTANCE_BIT1", 8),
    ("DISTANCE_RINGS", 4096),
    ("CORNER_DISTANCE", 64),
    ("CORNER_MANHATTAN_DISTANCE", 128),
    ("X88_CHEBYSHEV_DISTANCE", 240),
    ("X88_MANHATTAN_DISTANCE", 240),
    ("X88_DIRECTION", 240),
    ("X88_ATTACKS", 240),
    ("DIAGONALS", 240),
    ("RANKS", 64),
    ("FILES", 64),
    ("RAYS", 4096),
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
    ("FORWARD_FILE", 1024),
    ("PAWN_ATTACK_SPAN", 1024),
    ("PASSED_PAWN_SPAN", 1024),
    ("FORWARD_RANKS", 128),
    ("ADJACENT_FILES", 64),
    ("RULE_OF_THE_SQUARE", 1024),
    ("CASTLING_SQUARES", 16),
    ("CASTLING_EMPTY", 32),
    ("CASTLING_UNATTACKED", 32),
    ("CASTLING_RIGHTS_KEPT", 64),
];

/// Table sizes in bytes, by name.
type Pins = &'static [(&'static str, usize)];

/// The opt-in families' tables, by family, and whether this build has the
/// family: a build with it must have every one of them.
const OPT_IN_PINNED: [(&str, bool, Pins); 2] = [
    (
        "magic",
        cfg!(feature = "magic"),
        &[
            ("ROOK_MAGIC_ENTRIES", 1536),
            ("BISHOP_MAGIC_ENTRIES", 1536),
            ("MAGIC_ATTACKS", 703_904),
        ],
    ),
    (
        "pext",
        cfg!(feature = "pext"),
        &[
            ("ROOK_PEXT_OFFSETS", 512),
            ("ROOK_PEXT_ATTACKS", 823_232),
            ("BISHOP_PEXT_OFFSETS", 512),
            ("BISHOP_PEXT_ATTACKS", 45_568),
            ("ROOK_PEXT_ATTACK_MASKS", 512),
            ("ROOK_PEXT_COMPACT_ATTACKS", 205_808),
            ("BISHOP_PEXT_ATTACK_MASKS", 512),
            ("BISHOP_PEXT_COMPACT_ATTACKS", 11_392),
        ],
    ),
];

/// (name, measured size) of every table of this build.
macro_rules! sizes {
    ($($module:ident :: $name:ident),* $(,)?) => {
        [$((stringify!($name), size_of_val(&chess_tables::$module::$name))),*]
    };
}

#[test]
fn every_table_has_its_pinned_size() {
    let measured = chess_tables::for_each_table!(sizes);
    assert_eq!(
        measured.len(),
        table_names().len(),
        "the list is the registry's"
    );
    let pins = || {
        PINNED
            .iter()
            .chain(OPT_IN_PINNED.iter().flat_map(|(_, _, pins)| pins.iter()))
    };
    for (name, size) in measured {
        let pinned = pins()
            .find(|(pin, _)| *pin == name)
            .map(|&(_, bytes)| bytes);
        assert_eq!(pinned, Some(size), "{name}: pin its size");
        assert_eq!(table(name).map(|t| t.bytes), Some(size), "{name}: registry");
    }
}

/// Every pin names a table of this build: a default family's always, an
/// opt-in family's when the build has that family.
#[test]
fn every_pin_names_a_table() {
    for (name, _) in PINNED {
        assert!(
            table_names().contains(&name),
            "{name} is pinned but no table"
        );
    }
    for (family, enabled, pins) in OPT_IN_PINNED {
        for (name, _) in pins {
            assert_eq!(table_names().contains(name), enabled, "{name} ({family})");
        }
    }
    let total: usize = PINNED.iter().map(|&(_, bytes)| bytes).sum();
    assert_eq!(total, 116_648, "the default families' tables");
}
