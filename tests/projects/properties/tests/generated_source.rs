//! The generator and the runtime together: the generator's output is
//! deterministic and names its files in order; the build used the seed it
//! was given. (The shipped copy of the generated source is checked against
//! the files build.rs wrote by the root package's tests/stability.rs, and
//! against the generator's output for every feature set by shipped_source.rs.)

use chess_tables::registry::TABLE_INFO;
use chess_tables::zobrist;
use chess_tables_codegen::{DEFAULT_ZOBRIST_SEED, Family, Options, parse_seed, render};

/// The options of the chess-tables build these tests link: the families
/// its registry holds, its seed.
fn this_build() -> Options {
    let mut options = Options::default();
    options.families = Family::ALL
        .iter()
        .copied()
        .filter(|family| TABLE_INFO.iter().any(|table| table.family == family.name()))
        .collect();
    options.zobrist_seed = zobrist::SEEDED_SEED;
    options
}

#[test]
fn output_is_deterministic_and_names_its_files_in_order() {
    let first = render(&this_build()).unwrap();
    let second = render(&this_build()).unwrap();
    assert_eq!(first, second);
    let families = this_build().families;
    let mut expected = vec!["squares.rs".to_string()];
    expected.extend(families.iter().map(|f| f.file_name().to_string()));
    expected.extend(families.iter().map(|f| format!("registry.{}.rs", f.name())));
    expected.push("registry.rs".to_string());
    let names: Vec<String> = first.iter().map(|f| f.name.clone()).collect();
    assert_eq!(names, expected);
}

#[test]
fn the_seed_is_the_documented_default_or_the_one_given() {
    let expected = match option_env!("CHESS_TABLES_ZOBRIST_SEED") {
        Some(seed) => parse_seed(seed).unwrap(),
        None => DEFAULT_ZOBRIST_SEED,
    };
    assert_eq!(zobrist::SEEDED_SEED, expected);
}
