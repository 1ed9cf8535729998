//! The source chess-tables ships (`generated/`), which its build script
//! copies when the `generate` feature is off, is the generator's output for
//! every feature set the crate offers, file by file and byte for byte; and
//! the build script copies the files the generator writes.

use chess_tables_codegen::{Family, Options, SEED_VARIABLE, render};
use std::path::{Path, PathBuf};

fn repository() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../..")
}

/// chess-tables' `Cargo.toml` features that are families: every family
/// but the vocabulary's, which every build has.
fn optional_families() -> Vec<Family> {
    Family::ALL
        .iter()
        .copied()
        .filter(|family| !family.is_vocabulary())
        .collect()
}

/// Every feature set of chess-tables, as the families it generates: each
/// subset of the optional families in which `pext` comes with `magic`
/// (chess-tables' `pext = ["magic"]`), with the vocabulary's family.
fn feature_sets() -> Vec<Vec<Family>> {
    let optional = optional_families();
    (0u32..1 << optional.len())
        .map(|bits| {
            Family::ALL
                .iter()
                .copied()
                .filter(|family| {
                    family.is_vocabulary()
                        || optional
                            .iter()
                            .position(|f| f == family)
                            .is_some_and(|i| bits & (1 << i) != 0)
                })
                .collect::<Vec<_>>()
        })
        .filter(|set| !set.contains(&Family::Pext) || set.contains(&Family::Magic))
        .collect()
}

/// The files chess-tables' build.rs copies for `families` without the
/// `generate` feature, in the generator's order.
fn copied_files(families: &[Family]) -> Vec<String> {
    let mut names = vec!["squares.rs".to_string()];
    names.extend(families.iter().map(|f| f.file_name().to_string()));
    names.extend(families.iter().map(|f| format!("registry.{}.rs", f.name())));
    names.push("registry.rs".to_string());
    names
}

#[test]
fn there_are_192_feature_sets() {
    let sets = feature_sets();
    assert_eq!(sets.len(), 192);
    assert!(sets.contains(&vec![Family::Castling]));
    assert!(sets.contains(&Family::ALL.to_vec()));
    assert!(
        !sets
            .iter()
            .any(|set| set.contains(&Family::Pext) && !set.contains(&Family::Magic))
    );
}

/// build.rs, which cannot depend on the generator, names the families and
/// the seed variable as the generator does.
#[test]
fn the_build_script_names_the_generators_families_and_seed_variable() {
    let script = std::fs::read_to_string(repository().join("build.rs")).unwrap();
    let list = script
        .split_once("const FAMILIES: [&str; ")
        .and_then(|(_, rest)| rest.split_once("];"))
        .map(|(list, _)| list)
        .expect("build.rs declares FAMILIES");
    let names: Vec<&str> = list.split('"').skip(1).step_by(2).collect();
    let expected: Vec<&str> = Family::ALL.iter().map(|f| f.name()).collect();
    assert_eq!(names, expected);
    assert!(script.contains(&format!("const SEED_VARIABLE: &str = \"{SEED_VARIABLE}\";")));
    let vocabulary: Vec<&str> = Family::ALL
        .iter()
        .filter(|f| f.is_vocabulary())
        .map(|f| f.name())
        .collect();
    assert_eq!(
        vocabulary,
        ["castling"],
        "build.rs turns castling on whatever the features"
    );
}

/// Renders every feature set (minutes in a debug build): CI runs it in
/// release, `cargo test --release -p chess-tables-properties --test
/// shipped_source -- --ignored`.
#[test]
#[ignore = "renders all 192 feature sets: run in release, as CI does"]
fn every_feature_set_renders_the_shipped_source() {
    let shipped = repository().join("generated");
    let read = |name: &str| {
        std::fs::read_to_string(shipped.join(name))
            .unwrap_or_else(|e| panic!("generated/{name}: {e}"))
    };
    let mut compared = 0;
    for families in feature_sets() {
        let mut options = Options::default();
        options.families = families.clone();
        let files = render(&options).unwrap();
        let names: Vec<&str> = files.iter().map(|file| file.name.as_str()).collect();
        assert_eq!(names, copied_files(&families), "families {families:?}");
        for file in &files {
            assert!(
                file.source == read(&file.name),
                "families {families:?}: the generator's {} differs from generated/{}; \
                 run `UPDATE_GENERATED=1 cargo test --all-features --test stability` \
                 in the repository and review the diff",
                file.name,
                file.name
            );
            compared += 1;
        }
    }
    // Every set's squares.rs and registry.rs, and each family in the sets
    // that have it.
    assert!(compared > 192 * 4, "{compared} files compared");
}
