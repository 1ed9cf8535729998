//! The names chess-tables-codegen 0.1.0 defined itself and now re-exports
//! from chess-tables-model are still there under their old paths, with
//! their old shapes. `scripts/check/check-api.sh` relies on this test:
//! cargo-semver-checks does not follow re-exports from another crate and
//! reports these names as removed.

use chess_tables_codegen::{
    DEFAULT_ZOBRIST_SEED, Family, SEED_VARIABLE, SeedError, parse_seed, splitmix64,
};

#[test]
fn the_re_exported_names_keep_their_paths_and_shapes() {
    let parse: fn(&str) -> Result<u64, SeedError> = parse_seed;
    assert_eq!(parse("0x10"), Ok(16));
    let error = parse("x").unwrap_err();
    assert_eq!(error.value, "x");
    let next: fn(&mut u64) -> u64 = splitmix64;
    let mut state = DEFAULT_ZOBRIST_SEED;
    let _ = next(&mut state);
    assert_eq!(SEED_VARIABLE, "CHESS_TABLES_ZOBRIST_SEED");
    let families: &[Family] = Family::ALL;
    assert!(families.contains(&Family::Distance));
    assert_eq!(Family::Zobrist.name(), "zobrist");
}
