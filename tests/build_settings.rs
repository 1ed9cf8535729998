//! Build settings, exercised on real builds of small fixture crates in
//! `tests/projects/`: a chosen Zobrist seed, a bad seed, and a crate that
//! runs the generator from its own build script.

mod fixture_runner;
mod oracles;

use fixture_runner::stdout;
use std::process::Output;

/// The generator's guide page "your own tables", which shows the
/// `own-tables` fixture: another package's file, read from the repository
/// (the published package has neither the page nor the fixture, so its
/// tests skip before they read it).
fn own_tables_page() -> String {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("codegen/docs/own-tables.md");
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// `cargo <command>` on a fixture, with `seed` as CHESS_TABLES_ZOBRIST_SEED.
fn cargo(command: &str, name: &str, seed: Option<&str>) -> Output {
    let mut cmd = fixture_runner::cargo(name, &[command]);
    if let Some(seed) = seed {
        cmd.env("CHESS_TABLES_ZOBRIST_SEED", seed);
    }
    fixture_runner::run(&mut cmd)
}

#[test]
fn a_chosen_seed_replaces_the_seeded_keys_and_a_bad_one_stops_the_build() {
    if fixture_runner::missing("seeded") {
        return;
    }
    // Decimal and hex forms of the same seed give the same keys: SplitMix64
    // from 12345, by the tests' own SplitMix64.
    let mut rng = oracles::Rng(12345);
    let first = rng.next();
    let last = (1..781).fold(first, |_, _| rng.next());
    let expected = format!("{:#018x} {first:#018x} {last:#018x}", 12345);
    assert_eq!(stdout(&cargo("run", "seeded", Some("12345"))), expected);
    assert_eq!(stdout(&cargo("run", "seeded", Some("0x3039"))), expected);

    let bad = cargo("build", "seeded", Some("0xZZ"));
    assert!(!bad.status.success(), "a bad seed must stop the build");
    let stderr = String::from_utf8_lossy(&bad.stderr);
    assert!(
        stderr.contains("CHESS_TABLES_ZOBRIST_SEED=\"0xZZ\" is not a valid seed"),
        "{stderr}"
    );
    assert!(
        stderr.contains("decimal") && stderr.contains("hexadecimal with 0x"),
        "{stderr}"
    );
    assert!(!stderr.contains("panicked"), "{stderr}");
}

/// Without the `generate` feature, chess-tables' build script copies the
/// shipped source, made with the default seed: the keys are the default
/// seed's, and a seed stops the build with a message naming the feature.
#[test]
fn without_generate_the_shipped_keys_build_and_a_seed_stops_the_build() {
    if fixture_runner::missing("seeded") {
        return;
    }
    let mut rng = oracles::Rng(0x6368_6573_7374_6162);
    let first = rng.next();
    let last = (1..781).fold(first, |_, _| rng.next());
    let shipped = fixture_runner::run(&mut fixture_runner::cargo(
        "seeded",
        &["run", "--no-default-features"],
    ));
    assert_eq!(
        stdout(&shipped),
        format!("0x6368657373746162 {first:#018x} {last:#018x}")
    );

    let mut seeded = fixture_runner::cargo("seeded", &["build", "--no-default-features"]);
    seeded.env("CHESS_TABLES_ZOBRIST_SEED", "12345");
    let seeded = fixture_runner::run(&mut seeded);
    assert!(!seeded.status.success(), "a seed without `generate` must stop the build");
    let stderr = String::from_utf8_lossy(&seeded.stderr);
    assert!(
        stderr.contains(
            "error: chess-tables: CHESS_TABLES_ZOBRIST_SEED=\"12345\" needs chess-tables' `generate` feature"
        ) && stderr.contains("features = [\"generate\"]"),
        "{stderr}"
    );
    assert!(!stderr.contains("panicked"), "{stderr}");
}

/// The fixture denies warnings (`[lints]`), so this also proves that a
/// crate including only some generated tables, and using fewer still,
/// compiles warning-free with the documented `#[allow(dead_code)]` module.
#[test]
fn a_crate_can_generate_only_the_tables_it_needs() {
    if fixture_runner::missing("own-build") {
        return;
    }
    assert_eq!(
        stdout(&cargo("run", "own-build", None)),
        "knight distance a1-b2 4, a1-h8 6, center distance of a1 3"
    );
}

/// codegen/docs/own-tables.md's example crate, built, run and tested as the page
/// says: warnings denied, its three tables read at run time, its pins
/// passing, and its tables in the JSON, C and HTML files its build script
/// writes.
#[test]
fn a_crate_can_generate_tables_of_its_own() {
    if fixture_runner::missing("own-tables") {
        return;
    }
    let printed = stdout(&cargo("run", "own-tables", None));
    assert_eq!(
        printed,
        "knight on g1 -40, on e4 20, black's on g8 -40\n\
         reduction at depth 8, move 20: 4; king zone of a white king on g1: 0x0000000000e0e0e0\n\
         LATE_MOVE_REDUCTION is [[u8; 64]; 64], 4096 bytes; knight distance d4-e4 3"
    );
    let page = own_tables_page();
    assert!(
        page.contains(&format!("```text\n{printed}\n```")),
        "the page shows what it prints"
    );
    stdout(&cargo("test", "own-tables", None));

    // The build script's output directory, from Cargo's own report.
    let report = fixture_runner::run(&mut fixture_runner::cargo(
        "own-tables",
        &["build", "--message-format=json"],
    ));
    let report = stdout(&report);
    let out_dir = report
        .lines()
        .filter(|line| line.contains("\"reason\":\"build-script-executed\""))
        .filter(|line| line.contains("own-tables-example"))
        .find_map(|line| line.split("\"out_dir\":\"").nth(1)?.split('"').next())
        .expect("the build script ran");
    let file =
        |name: &str| std::fs::read_to_string(std::path::Path::new(out_dir).join(name)).unwrap();
    let json = file("chess_tables.json");
    assert!(json.contains("\"name\": \"KNIGHT_PST\",\n      \"family\": \"eval\",\n      \"element\": \"i16\",\n      \"shape\": [2, 64]"));
    assert!(json.contains("\"name\": \"LATE_MOVE_REDUCTION\""));
    assert!(json.contains("\"name\": \"KING_ZONE\""));
    let header = file("chess_tables.h");
    assert!(header.contains("static const int16_t CHESS_TABLES_KNIGHT_PST[2][64] = {"));
    assert!(header.contains("static const uint8_t CHESS_TABLES_LATE_MOVE_REDUCTION[64][64] = {"));
    assert!(header.contains("static const uint64_t CHESS_TABLES_KING_ZONE[2][64] = {"));
    let html = file("chess_tables.html");
    for name in ["KNIGHT_PST", "LATE_MOVE_REDUCTION", "KING_ZONE"] {
        assert!(html.contains(&format!("data-table=\"{name}\"")), "{name}");
    }
    // The gallery keeps the Rust docs' board picture beside its drawing.
    assert!(html.contains("<code>KNIGHT_PST[0][sq]</code> (white) as a board:"));
    assert!(html.contains("\"name\":\"KNIGHT_PST\",\"family\":\"eval\""));
}

/// codegen/docs/own-tables.md shows the example crate's files as they are: each
/// fenced block after a `<!-- example: FILE -->` line is that file (the
/// page's Cargo.toml names the published generator instead of the path,
/// and leaves out the fixture's `[workspace]` line).
#[test]
fn the_own_tables_page_shows_the_example_crate_as_it_is() {
    if fixture_runner::missing("own-tables") {
        return;
    }
    let page = own_tables_page();
    let dir = fixture_runner::manifest("own-tables");
    let dir = dir.parent().unwrap();
    let mut shown = 0;
    for part in page.split("<!-- example: ").skip(1) {
        let (name, rest) = part.split_once(" -->").unwrap();
        let block = rest.split("```").nth(1).unwrap();
        let block = block.split_once('\n').unwrap().1;
        let mut file = std::fs::read_to_string(dir.join(name)).unwrap();
        if name == "Cargo.toml" {
            file = file
                .replace(
                    "chess-tables-codegen = { path = \"../../../codegen\" }",
                    "chess-tables-codegen = \"0.1\"",
                )
                .replace("\n[workspace]\n", "\n");
        }
        assert_eq!(block.trim_end(), file.trim_end(), "{name}");
        shown += 1;
    }
    assert_eq!(shown, 3, "Cargo.toml, build.rs and src/main.rs");
}
