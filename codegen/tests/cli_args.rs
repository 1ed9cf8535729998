//! The command line takes `--out` as any path (not only UTF-8) and names a
//! non-UTF-8 argument that must be text, instead of panicking in
//! `std::env::args`.
#![cfg(unix)]

use std::ffi::OsStr;
use std::os::unix::ffi::OsStrExt;
use std::process::Command;

fn codegen() -> Command {
    Command::new(env!("CARGO_BIN_EXE_chess-tables-codegen"))
}

#[test]
fn a_non_utf8_out_path_is_a_path() {
    let base = std::env::temp_dir().join(format!("chess-tables-cli-{}", std::process::id()));
    let out = base.join(OsStr::from_bytes(b"out-\xff"));
    let status = codegen()
        .arg("--out")
        .arg(&out)
        .args(["--families", "distance"])
        .output()
        .unwrap();
    assert!(status.status.success(), "{status:?}");
    assert!(out.join("distance.rs").is_file());
    std::fs::remove_dir_all(&base).unwrap();
}

#[test]
fn a_non_utf8_text_argument_is_named() {
    for args in [
        &[&b"--format"[..], &b"\xff"[..]][..],
        &[&b"--families"[..], &b"dist\xfeance"[..]][..],
        &[&b"--\xff"[..]][..],
    ] {
        let output = codegen()
            .args(args.iter().map(|a| OsStr::from_bytes(a)))
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.contains("is not valid UTF-8"), "{stderr}");
    }
}

fn stderr_of(args: &[&str]) -> (Option<i32>, String) {
    let output = codegen().args(args).output().unwrap();
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[test]
fn an_empty_out_path_is_an_error_not_the_current_directory() {
    let (code, stderr) = stderr_of(&["--out", "", "--families", "distance"]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stderr.contains("--out"), "{stderr}");
}

#[test]
fn a_repeated_option_that_takes_one_value_is_an_error() {
    let dir = std::env::temp_dir().join(format!("chess-tables-cli-rep-{}", std::process::id()));
    let dir = dir.to_str().unwrap();
    for (args, name) in [
        (&["--out", dir, "--out", dir][..], "--out"),
        (
            &["--out", dir, "--families", "distance", "--families", "x88"][..],
            "--families",
        ),
        (&["--out", dir, "--seed", "1", "--seed", "2"][..], "--seed"),
    ] {
        let (code, stderr) = stderr_of(args);
        assert_eq!(code, Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains(&format!("{name} given twice")), "{stderr}");
    }
    assert!(!std::path::Path::new(dir).exists());
}

#[test]
fn a_bad_seed_names_the_flag_it_came_from() {
    let dir = std::env::temp_dir().join(format!("chess-tables-cli-seed-{}", std::process::id()));
    let (code, stderr) = stderr_of(&["--out", dir.to_str().unwrap(), "--seed", "0xZZ"]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(
        stderr.contains("error: --seed \"0xZZ\" is not a valid seed"),
        "{stderr}"
    );
    assert!(!dir.exists());
}

#[test]
fn list_families_prints_every_family_one_per_line() {
    let output = codegen().arg("--list-families").output().unwrap();
    assert!(output.status.success(), "{output:?}");
    let expected: String = chess_tables_codegen::Family::ALL
        .iter()
        .map(|family| format!("{}\n", family.name()))
        .collect();
    assert_eq!(String::from_utf8_lossy(&output.stdout), expected);
}

#[test]
fn list_features_prints_the_families_that_are_cargo_features() {
    let output = codegen().arg("--list-features").output().unwrap();
    assert!(output.status.success(), "{output:?}");
    let printed = String::from_utf8_lossy(&output.stdout).into_owned();
    let names: Vec<&str> = printed.lines().collect();
    assert_eq!(
        names,
        [
            "distance", "x88", "lines", "attacks", "zobrist", "pawns", "magic", "pext"
        ]
    );
    // Every family but the vocabulary's; CI's per-feature loop, which reads
    // this list, fails on a name chess-tables has no feature for.
    let expected: Vec<&str> = chess_tables_codegen::Family::ALL
        .iter()
        .filter(|family| !family.is_vocabulary())
        .map(|family| family.name())
        .collect();
    assert_eq!(names, expected);
}

#[test]
fn version_prints_the_name_and_the_package_version() {
    for flag in ["--version", "-V"] {
        let output = codegen().arg(flag).output().unwrap();
        assert!(output.status.success(), "{output:?}");
        assert_eq!(
            String::from_utf8_lossy(&output.stdout),
            format!("chess-tables-codegen {}\n", env!("CARGO_PKG_VERSION"))
        );
    }
    let help = codegen().arg("--help").output().unwrap();
    let help = String::from_utf8_lossy(&help.stdout);
    assert!(help.contains("--version, -V"));
    // How tables of your own reach JSON, C and HTML, since no option can.
    assert!(help.contains("Tables of your own"), "{help}");
    assert!(help.contains("choose Format::Json, Format::C\nor Format::Html there"));
}
