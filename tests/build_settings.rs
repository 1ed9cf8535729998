//! Build settings, exercised on real builds of small fixture crates in
//! `tests/fixtures/`: a chosen Zobrist seed, a bad seed, and a crate that
//! runs the generator from its own build script.

mod fixture_runner;
mod oracles;

use fixture_runner::stdout;
use std::process::Output;

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
