//! The registry: every table by name, with its module, element type and shape.
//! (Sizes are checked against the real constants in tests/stability.rs and
//! pinned in tests/static_size.rs.)

use chess_tables::registry::{TABLE_INFO, table_info as table};

#[test]
fn registry_describes_every_table() {
    let mut names: Vec<&str> = TABLE_INFO.iter().map(|t| t.name).collect();
    for info in TABLE_INFO {
        assert_eq!(
            table(info.name),
            Some(info),
            "{}: the map and the list agree",
            info.name
        );
    }
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), TABLE_INFO.len(), "every name once");
    for name in &names {
        let info = table(name).unwrap_or_else(|| panic!("{name} missing"));
        assert_eq!(info.name, *name);
        assert!(
            info.shape.contains(info.element),
            "{name}: {} / {}",
            info.shape,
            info.element
        );
        assert!(
            !info.definition.is_empty() && !info.source.is_empty(),
            "{name}"
        );
    }
    let knight = table("KNIGHT_DISTANCE").unwrap();
    assert_eq!(
        (knight.family, knight.shape, knight.bytes),
        ("distance", "[[u8; 64]; 64]", 4096)
    );
    assert_eq!(table("X88_DIRECTION").unwrap().element, "i8");
    assert_eq!(table("DIAGONALS").unwrap().family, "lines");
    assert_eq!(table("SEEDED_SEED").unwrap().shape, "u64");
    assert!(table("NO_SUCH_TABLE").is_none());
    assert!(table("").is_none());
    assert!(
        table("KNIGHT_DISTANCE_E4").is_none(),
        "row constants are not tables"
    );
    assert!(
        table("knight_distance").is_none(),
        "names are case-sensitive"
    );
}

#[test]
fn exactly_the_implementation_tables_are_outside_the_stability_promise() {
    let unstable: Vec<&str> = TABLE_INFO
        .iter()
        .filter(|info| !info.stable)
        .map(|info| info.name)
        .collect();
    let mut expected = Vec::new();
    if cfg!(feature = "attacks") {
        expected.extend(["FIRST_RANK_ATTACKS", "DIAGONAL_MASKS_EX"]);
    }
    if cfg!(feature = "magic") {
        expected.extend([
            "ROOK_MAGIC_ENTRIES",
            "BISHOP_MAGIC_ENTRIES",
            "MAGIC_ATTACKS",
        ]);
    }
    if cfg!(feature = "pext") {
        expected.extend([
            "ROOK_PEXT_OFFSETS",
            "ROOK_PEXT_ATTACKS",
            "BISHOP_PEXT_OFFSETS",
            "BISHOP_PEXT_ATTACKS",
            "ROOK_PEXT_ATTACK_MASKS",
            "ROOK_PEXT_COMPACT_ATTACKS",
            "BISHOP_PEXT_ATTACK_MASKS",
            "BISHOP_PEXT_COMPACT_ATTACKS",
        ]);
    }
    assert_eq!(unstable, expected);
    for info in TABLE_INFO
        .iter()
        .filter(|info| matches!(info.family, "magic" | "pext"))
    {
        assert!(
            !info.stable,
            "{}: every magic table is an implementation table",
            info.name
        );
    }
    if cfg!(feature = "distance") {
        assert!(table("KNIGHT_DISTANCE").unwrap().stable);
    }
    if cfg!(feature = "zobrist") {
        assert!(table("POLYGLOT_KEYS").unwrap().stable);
    }
}
