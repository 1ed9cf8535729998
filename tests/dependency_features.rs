//! chess-tables builds, and its registry works, next to crates that turn on
//! phf features (`tests/projects/phf-features`). phf's `ptrhash` feature is
//! not additive (it changes `phf::Map`'s fields, rust-phf issue 428), and
//! Cargo unifies it into chess-tables' runtime and build-time phf crates
//! from anywhere in the graph.
//!
//! Slow (it builds eight fixture crates, about a minute on two cores), so
//! it is ignored in a plain `cargo test`; CI runs it with `--ignored`.

mod fixture_runner;

/// Builds and runs fixture member `member`; its one line of output.
fn run(member: &str) -> String {
    fixture_runner::stdout(&fixture_runner::run(&mut fixture_runner::cargo(
        "phf-features",
        &["run", "-p", member],
    )))
}

/// The map layout chess-tables' generator wrote in `member`'s build:
/// `"ptrhash"` or `"classic"`, read from the generated `registry.rs`,
/// whose directory the build's `--message-format=json` names (the guide's
/// one-step way to find the generated source).
fn layout(member: &str) -> &'static str {
    let messages = fixture_runner::stdout(&fixture_runner::run(&mut fixture_runner::cargo(
        "phf-features",
        &["build", "-p", member, "--message-format=json"],
    )));
    let out_dirs: Vec<&str> = messages
        .lines()
        .filter(|line| line.contains(r#""reason":"build-script-executed""#))
        .filter(|line| line.contains("/chess-tables#") || line.contains("#chess-tables@"))
        .filter_map(|line| line.split(r#""out_dir":""#).nth(1)?.split('"').next())
        .collect();
    let [out_dir] = out_dirs[..] else {
        panic!(
            "{member}: chess-tables' build script ran {} times",
            out_dirs.len()
        );
    };
    let source = std::fs::read_to_string(std::path::Path::new(out_dir).join("registry.rs"))
        .expect("the generated registry");
    if source.contains("Layout::PtrHash") {
        "ptrhash"
    } else {
        "classic"
    }
}

#[test]
#[ignore = "slow: builds eight fixture crates; CI runs it with --ignored"]
fn the_registry_survives_every_phf_feature_in_the_graph() {
    if fixture_runner::missing("phf-features") {
        return;
    }
    // The fixtures build the distance family: its 12 tables and the 4 of
    // the castling family, which every build has.
    let registry = "16 tables, KNIGHT_DISTANCE Some(4096) bytes";
    for feature in ["ptrhash", "std", "macros", "unicase", "uncased", "serde"] {
        // A runtime phf feature never reaches chess-tables, which reads its
        // map through phf_shared: its build-time generator keeps the classic layout.
        let member = format!("phf-{feature}");
        assert_eq!(
            run(&member),
            format!("{registry} (own map: 0 entries)"),
            "next to phf with {feature}"
        );
        assert_eq!(layout(&member), "classic", "next to phf with {feature}");
    }
    // A sibling build script's phf_codegen features reach chess-tables'
    // generator: it writes the layout that build has, and the registry reads it.
    assert_eq!(
        run("codegen-ptrhash"),
        format!("{registry} (own map: h8 = Some(63))")
    );
    assert_eq!(layout("codegen-ptrhash"), "ptrhash");
    assert_eq!(
        run("codegen-classic"),
        format!("{registry} (own map: h8 = Some(63))")
    );
    assert_eq!(layout("codegen-classic"), "classic");
}
