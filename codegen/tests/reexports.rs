//! The names chess-tables-codegen re-exports from chess-tables-model (what
//! its API names: the families of `Options::families`, the seed setting
//! and its error) keep their paths and shapes: they are the generator's
//! API, under its semver promise. cargo-semver-checks does not follow
//! re-exports from another crate, so this test is their API check.

use chess_tables_codegen::{
    DEFAULT_ZOBRIST_SEED, Family, SEED_VARIABLE, SeedError, SeedSetting, parse_seed,
};

#[test]
fn the_re_exported_names_keep_their_paths_and_shapes() {
    let parse: fn(&str) -> Result<u64, SeedError> = parse_seed;
    assert_eq!(parse("0x10"), Ok(16));
    let error = parse("x").unwrap_err();
    assert_eq!(error.value, "x");
    let setting: &SeedSetting = &error.setting;
    assert_eq!(*setting, SeedSetting::EnvironmentVariable(SEED_VARIABLE));
    assert_eq!(DEFAULT_ZOBRIST_SEED, 0x6368_6573_7374_6162);
    assert_eq!(SEED_VARIABLE, "CHESS_TABLES_ZOBRIST_SEED");
    let families: &[Family] = Family::ALL;
    assert!(families.contains(&Family::Distance));
    assert_eq!(Family::Zobrist.name(), "zobrist");
}
