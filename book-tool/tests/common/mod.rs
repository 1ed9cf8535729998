//! What the tool's test files share: the workspace's root and a run of
//! the built binary. Each test file uses part of it.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The workspace's root.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

/// Runs the tool with `args` from the workspace's root.
pub fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_chess-tables-book"))
        .args(args)
        .current_dir(root())
        .output()
        .expect("the binary runs")
}

pub fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).unwrap()
}

pub fn stderr(output: &Output) -> String {
    String::from_utf8(output.stderr.clone()).unwrap()
}
