//! Generates the tables into OUT_DIR with chess-tables-codegen: the families
//! of the enabled Cargo features, seeded keys from CHESS_TABLES_ZOBRIST_SEED
//! when it is set.

use chess_tables_codegen::{Family, Options, SEED_VARIABLE, generate, parse_seed};
use std::path::PathBuf;
use std::process::ExitCode;

fn main() -> ExitCode {
    // The generator is a build-dependency and features are part of the
    // build's fingerprint, so Cargo reruns this script when either changes.
    // The only other input is the seed variable.
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-env-changed={SEED_VARIABLE}");
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: chess-tables: {message}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<(), String> {
    let out_dir =
        std::env::var_os("OUT_DIR").ok_or("OUT_DIR is not set: run the build through Cargo")?;
    let mut options = Options::default();
    // Cargo sets CARGO_FEATURE_<NAME> for every enabled feature. The
    // vocabulary's families (castling) are generated whatever the features.
    options.families = Family::ALL
        .iter()
        .copied()
        .filter(|f| {
            f.is_vocabulary()
                || std::env::var_os(format!("CARGO_FEATURE_{}", f.name().to_uppercase())).is_some()
        })
        .collect();
    // Named in a failure, so a seed whose keys fail their checks is traceable.
    let mut seed_setting = String::new();
    if let Some(value) = std::env::var_os(SEED_VARIABLE) {
        let value = value.into_string().map_err(|v| {
            format!("{SEED_VARIABLE}={v:?} is not valid UTF-8; use a decimal or 0x hex u64")
        })?;
        options.zobrist_seed = parse_seed(&value).map_err(|e| e.to_string())?;
        seed_setting = format!(" (seed from {SEED_VARIABLE}={value:?})");
    }
    generate(&PathBuf::from(out_dir), &options)
        .map(drop)
        .map_err(|e| format!("table generation failed{seed_setting}: {e}"))
}
