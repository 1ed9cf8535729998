//! The generator and the runtime together: the generator's output is
//! deterministic and is the golden copy of the generated source; the build
//! used the seed it was given. (The files build.rs wrote are checked
//! against the same golden copies by the root package's tests/stability.rs,
//! which cannot call the generator: the root package has no
//! dev-dependency on it.)

use chess_tables::registry::TABLE_INFO;
use chess_tables::zobrist;
use chess_tables_codegen::{DEFAULT_ZOBRIST_SEED, Family, Options, parse_seed, render};
use std::path::Path;

/// The options of the chess-tables build these tests link: the families
/// its registry holds, its seed.
fn this_build() -> Options {
    let mut options = Options::default();
    options.families = Family::ALL
        .iter()
        .copied()
        .filter(|family| TABLE_INFO.iter().any(|table| table.module == family.name()))
        .collect();
    options.zobrist_seed = zobrist::SEEDED_SEED;
    options
}

#[test]
fn output_is_deterministic_and_names_its_files_in_order() {
    let first = render(&this_build()).unwrap();
    let second = render(&this_build()).unwrap();
    assert_eq!(first, second);
    let mut expected = vec!["squares.rs"];
    expected.extend(this_build().families.iter().map(|f| f.file_name()));
    expected.push("registry.rs");
    let names: Vec<&str> = first.iter().map(|f| f.name.as_str()).collect();
    assert_eq!(names, expected);
}

/// To accept a deliberate change, update the golden copies from a build:
/// `UPDATE_GOLDEN=1 cargo test --test stability` in the repository's root.
#[test]
fn the_generators_default_output_is_the_golden_copy() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../golden");
    let files = render(&Options::default()).unwrap();
    for file in &files {
        let golden = std::fs::read_to_string(dir.join(&file.name)).unwrap_or_default();
        if golden != file.source {
            let line = golden
                .lines()
                .zip(file.source.lines())
                .position(|(a, b)| a != b)
                .map_or(
                    golden.lines().count().min(file.source.lines().count()),
                    |n| n,
                )
                + 1;
            panic!(
                "generated {} differs from tests/golden/{} (first difference at line {line}). \
                 If the change is deliberate, run `UPDATE_GOLDEN=1 cargo test --test stability` \
                 in the repository's root and review the diff.",
                file.name, file.name
            );
        }
    }
    let mut golden: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().into_string().unwrap())
        .collect();
    golden.sort();
    let mut rendered: Vec<&str> = files.iter().map(|f| f.name.as_str()).collect();
    rendered.sort_unstable();
    assert_eq!(
        golden, rendered,
        "tests/golden/ holds the default output's files"
    );
}

#[test]
fn the_seed_is_the_documented_default_or_the_one_given() {
    let expected = match option_env!("CHESS_TABLES_ZOBRIST_SEED") {
        Some(seed) => parse_seed(seed).unwrap(),
        None => DEFAULT_ZOBRIST_SEED,
    };
    assert_eq!(zobrist::SEEDED_SEED, expected);
}
