//! Generates every table into OUT_DIR with chess-tables-codegen.

use std::path::PathBuf;
use std::process::ExitCode;

fn main() -> ExitCode {
    // The generator is a build-dependency: Cargo reruns this script when it
    // changes. Nothing else is read, so nothing else is watched.
    println!("cargo::rerun-if-changed=build.rs");
    let Some(out_dir) = std::env::var_os("OUT_DIR").map(PathBuf::from) else {
        eprintln!("chess-tables build script: OUT_DIR is not set (run it through Cargo)");
        return ExitCode::FAILURE;
    };
    let options = chess_tables_codegen::Options::default();
    match chess_tables_codegen::generate(&out_dir, &options) {
        Ok(_) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("chess-tables: table generation failed: {error}");
            ExitCode::FAILURE
        }
    }
}
