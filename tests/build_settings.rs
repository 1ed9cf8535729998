//! Build settings, exercised on real builds of small fixture crates in
//! `tests/projects/`: a chosen Zobrist seed, a bad seed, a crate that
//! runs the generator from its own build script, and one that keeps its
//! tables in its source tree.
//!
//! The kept crate's test rewrites its tables when `UPDATE_KEPT_TABLES` is
//! set; set it for this test to regenerate `tests/projects/own-tables-kept/src/tables/`.

mod fixture_runner;
mod oracles;

use fixture_runner::stdout;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

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
    assert!(
        !seeded.status.success(),
        "a seed without `generate` must stop the build"
    );
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

/// The printout of the kept example crate: its three tables' values, as
/// the build-script crate prints them.
const KEPT_PRINTS: &str = "knight on g1 -40, on e4 20, black's on g8 -40\n\
     reduction at depth 8, move 20: 4; king zone of a white king on g1: 0x0000000000e0e0e0\n\
     LATE_MOVE_REDUCTION is [[u8; 64]; 64], 4096 bytes; 3 tables kept";

/// codegen/docs/own-tables.md's kept example crate, built, run and tested
/// as the page says: its build compiles no generator and runs no build
/// script, it prints its tables' values, each kept file carries the kept
/// header, and its test (the stale check) passes.
#[test]
fn a_crate_can_keep_its_own_tables_in_its_source_tree() {
    if fixture_runner::missing("own-tables-kept") {
        return;
    }
    let printed = stdout(&cargo("run", "own-tables-kept", None));
    assert_eq!(printed, KEPT_PRINTS);
    assert!(
        own_tables_page().contains(&format!("```text\n{printed}\n```")),
        "the page shows what it prints"
    );
    // The build: no build script, no generator (a dev-dependency only).
    let report = fixture_runner::run(&mut fixture_runner::cargo(
        "own-tables-kept",
        &["build", "--message-format=json"],
    ));
    let report = stdout(&report);
    let units: Vec<&str> = report
        .lines()
        .filter(|line| line.contains("\"reason\":\"compiler-artifact\""))
        .filter_map(|line| line.split("\"name\":\"").nth(1)?.split('"').next())
        .collect();
    assert_eq!(
        units,
        ["own-tables-kept"],
        "the build compiles the crate alone"
    );
    assert!(!report.contains("build-script-executed"), "{report}");
    let dir = fixture_runner::manifest("own-tables-kept");
    let tables = dir.parent().unwrap().join("src/tables");
    let mut kept: Vec<String> = std::fs::read_dir(&tables)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().into_string().unwrap())
        .collect();
    kept.sort();
    assert_eq!(kept, ["custom_registry.rs", "eval.rs"]);
    for name in &kept {
        let text = std::fs::read_to_string(tables.join(name)).unwrap();
        let header: Vec<&str> = text.lines().skip(2).take(4).collect();
        assert!(
            header[0].ends_with(", kept in this directory. Do not edit:")
                && header[3].starts_with(
                    "// `UPDATE_KEPT_TABLES=1 cargo test --test tables`, then review the diff"
                ),
            "{name}: {header:?}"
        );
    }
    stdout(&cargo("test", "own-tables-kept", None));
}

/// `cargo <args>` on the copy of a fixture at `dir`, as
/// `fixture_runner::cargo` runs a fixture, without UPDATE_KEPT_TABLES.
fn cargo_in_copy(dir: &Path, args: &[&str]) -> Command {
    let mut cmd = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()));
    cmd.args(args).args(["--quiet", "--locked"]);
    if std::env::var("CARGO_NET_OFFLINE").is_ok_and(|v| v == "true") {
        cmd.arg("--offline");
    }
    cmd.arg("--manifest-path")
        .arg(dir.join("Cargo.toml"))
        .env("CARGO_TARGET_DIR", fixture_runner::target_dir())
        .env_remove("CHESS_TABLES_ZOBRIST_SEED")
        .env_remove("UPDATE_KEPT_TABLES");
    cmd
}

/// A copy of fixture `name` in the fixtures' target directory (its
/// sources, lock file and manifest, the generator's path made absolute),
/// to change without touching the repository's. Its package is renamed
/// `<name>-copy`: Cargo gives a package the same artifacts wherever it
/// lies, and the fixture's own test, building at the same time, would
/// overwrite them.
fn fixture_copy(name: &str) -> PathBuf {
    fn copy(from: &Path, to: &Path) {
        std::fs::create_dir_all(to).unwrap();
        for entry in std::fs::read_dir(from).unwrap() {
            let entry = entry.unwrap();
            let (path, name) = (entry.path(), entry.file_name());
            if entry.file_type().unwrap().is_dir() {
                if name != "target" {
                    copy(&path, &to.join(name));
                }
            } else {
                std::fs::copy(&path, to.join(name)).unwrap();
            }
        }
    }
    let from = fixture_runner::manifest(name);
    let to = fixture_runner::target_dir().join(format!("{name}-copy"));
    let _ = std::fs::remove_dir_all(&to);
    copy(from.parent().unwrap(), &to);
    let codegen = Path::new(env!("CARGO_MANIFEST_DIR")).join("codegen");
    let package = format!("name = \"{name}\"\n");
    let renamed = format!("name = \"{name}-copy\"\n");
    for file in ["Cargo.toml", "Cargo.lock"] {
        let text = std::fs::read_to_string(to.join(file)).unwrap();
        assert!(text.contains(&package), "{file} names the package {name}");
        let text = text.replace(&package, &renamed).replace(
            "path = \"../../../codegen\"",
            &format!("path = {:?}", codegen.display().to_string()),
        );
        std::fs::write(to.join(file), text).unwrap();
    }
    to
}

/// A copy of the kept example with one value of one table changed: its
/// test fails, naming the table in its file and its registry record and
/// the command that regenerates them; that command rewrites them, and the
/// test passes again.
#[test]
fn a_stale_kept_table_is_named_and_the_update_rewrites_it() {
    if fixture_runner::missing("own-tables-kept") {
        return;
    }
    let dir = fixture_copy("own-tables-kept");
    let definitions = dir.join("tests/tables.rs");
    let text = std::fs::read_to_string(&definitions).unwrap();
    // a8 of white's knight table (rank 8 comes first): -50 becomes -55.
    let changed = text.replacen("    -50, -40, -30,", "    -55, -40, -30,", 1);
    assert_ne!(changed, text);
    std::fs::write(&definitions, changed).unwrap();

    let test = || cargo_in_copy(&dir, &["test", "--test", "tables"]);
    let failed = fixture_runner::run(&mut test());
    assert!(!failed.status.success(), "a stale table must fail the test");
    let output = format!(
        "{}{}",
        String::from_utf8_lossy(&failed.stdout),
        String::from_utf8_lossy(&failed.stderr)
    );
    for expected in [
        format!(
            "the kept tables in {} are stale: they are not what their definitions generate.\n",
            dir.join("src/tables").display()
        ),
        "\n  eval.rs: table KNIGHT_PST differs (first difference at line ".to_string(),
        "\n  custom_registry.rs: the record of KNIGHT_PST differs (first difference at line "
            .to_string(),
        "\nRegenerate them with `UPDATE_KEPT_TABLES=1 cargo test --test tables` (it rewrites \
         them from the definitions), review the diff and commit it."
            .to_string(),
    ] {
        assert!(output.contains(&expected), "{expected}\n{output}");
    }
    assert!(!output.contains("LATE_MOVE_REDUCTION"), "{output}");

    stdout(&fixture_runner::run(test().env("UPDATE_KEPT_TABLES", "1")));
    let eval = std::fs::read_to_string(dir.join("src/tables/eval.rs")).unwrap();
    assert!(
        eval.contains("/// Values: -55..=20."),
        "the update rewrote eval.rs"
    );
    stdout(&fixture_runner::run(&mut test()));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The blocks of `page` that follow a `<!-- MARKER: FILE -->` line, as
/// (FILE, block text).
fn shown_files<'a>(page: &'a str, marker: &str) -> Vec<(&'a str, &'a str)> {
    page.split(&format!("<!-- {marker}: "))
        .skip(1)
        .map(|part| {
            let (name, rest) = part.split_once(" -->").unwrap();
            let block = rest.split("```").nth(1).unwrap();
            (name, block.split_once('\n').unwrap().1)
        })
        .collect()
}

/// The own-tables page shows the kept files' header as the kept fixture's
/// files have it.
#[test]
fn the_own_tables_page_shows_the_kept_header_as_it_is() {
    if fixture_runner::missing("own-tables-kept") {
        return;
    }
    let dir = fixture_runner::manifest("own-tables-kept");
    let file = std::fs::read_to_string(dir.parent().unwrap().join("src/tables/eval.rs")).unwrap();
    let header: String = file
        .lines()
        .take_while(|line| !line.is_empty())
        .map(|line| format!("{line}\n"))
        .collect();
    assert!(header.lines().count() >= 6, "{header}");
    assert!(
        own_tables_page().contains(&format!("```text\n{header}```")),
        "codegen/docs/own-tables.md should show the kept header:\n{header}"
    );
}

/// codegen/docs/own-tables.md shows the two example crates' files as they
/// are: each fenced block after a `<!-- example: FILE -->` line is that
/// file of `own-tables`, after a `<!-- kept example: FILE -->` line of
/// `own-tables-kept` (the page's Cargo.toml names the published generator
/// instead of the path, and leaves out the fixture's `[workspace]` line).
#[test]
fn the_own_tables_page_shows_the_example_crates_as_they_are() {
    if fixture_runner::missing("own-tables") || fixture_runner::missing("own-tables-kept") {
        return;
    }
    let page = own_tables_page();
    for (marker, fixture, expected) in [
        (
            "example",
            "own-tables",
            ["Cargo.toml", "build.rs", "src/main.rs"],
        ),
        (
            "kept example",
            "own-tables-kept",
            ["Cargo.toml", "tests/tables.rs", "src/main.rs"],
        ),
    ] {
        let dir = fixture_runner::manifest(fixture);
        let dir = dir.parent().unwrap();
        let shown = shown_files(&page, marker);
        for &(name, block) in &shown {
            let mut file = std::fs::read_to_string(dir.join(name)).unwrap();
            if name == "Cargo.toml" {
                file = file
                    .replace(
                        "chess-tables-codegen = { path = \"../../../codegen\" }",
                        "chess-tables-codegen = \"0.1\"",
                    )
                    .replace("\n[workspace]\n", "\n");
            }
            assert_eq!(block.trim_end(), file.trim_end(), "{fixture}: {name}");
        }
        let names: Vec<&str> = shown.iter().map(|&(name, _)| name).collect();
        assert_eq!(names, expected, "{fixture}");
    }
}
