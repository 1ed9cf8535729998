//! Runs cargo on the fixture crates in `tests/projects/`: each is a crate
//! or workspace of its own with a committed `Cargo.lock`, built with
//! `--locked` (so a fetched checkout builds them offline) into the outer
//! build's target directory (`$CARGO_TARGET_DIR/fixtures`, or
//! `target/fixtures`), never into the source tree, and never waiting on the
//! lock of the build that runs the tests.
#![allow(dead_code)] // each test binary uses its own part

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// True (after saying so) when fixture `name` is not here: the published
/// package leaves out `tests/projects/` (Cargo drops every directory that
/// holds a `Cargo.toml`), so its tests run from the repository only.
pub fn missing(name: &str) -> bool {
    let missing = !manifest(name).exists();
    if missing {
        eprintln!(
            "skipped: the fixture crate tests/projects/{name} is not in the published package \
             (Cargo leaves out directories holding a Cargo.toml); run this test from the repository"
        );
    }
    missing
}

/// The manifest of fixture `name`.
pub fn manifest(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/projects")
        .join(name)
        .join("Cargo.toml")
}

/// Where fixtures build: an absolute path, also when `CARGO_TARGET_DIR` is
/// relative (as CI's BMI2 build sets it), since the fixtures name their
/// own paths from it.
pub fn target_dir() -> PathBuf {
    let dir = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("target"))
        .join("fixtures");
    std::path::absolute(&dir).unwrap_or(dir)
}

/// `cargo <args> --manifest-path <fixture> --locked`, without the outer
/// build's seed setting. `--offline` too when `CARGO_NET_OFFLINE` is true
/// (a test cannot see the outer cargo's flags; after
/// `scripts/fetch-dependencies.sh` the nested builds need no network anyway).
pub fn cargo(fixture: &str, args: &[&str]) -> Command {
    let mut cmd = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()));
    cmd.args(args).args(["--quiet", "--locked"]);
    if std::env::var("CARGO_NET_OFFLINE").is_ok_and(|v| v == "true") {
        cmd.arg("--offline");
    }
    cmd.arg("--manifest-path")
        .arg(manifest(fixture))
        .env("CARGO_TARGET_DIR", target_dir())
        .env_remove("CHESS_TABLES_ZOBRIST_SEED");
    cmd
}

/// Runs `cmd`; its output.
pub fn run(cmd: &mut Command) -> Output {
    cmd.output().expect("cargo runs")
}

/// The standard output of a command that must succeed, trimmed.
pub fn stdout(output: &Output) -> String {
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8_lossy(&output.stdout).trim().to_string()
}
