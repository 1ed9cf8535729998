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
