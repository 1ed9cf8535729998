//! Writes the tables' source into OUT_DIR for the enabled families: with
//! the `generate` feature (a default) computed by chess-tables-codegen, with
//! seeded keys from CHESS_TABLES_ZOBRIST_SEED when it is set; without it,
//! copied from `generated/`, the generator's output the package ships (a
//! test proves it equal to the generator's for every feature set).

use std::path::PathBuf;
use std::process::ExitCode;

/// The table families, in the generator's order (`Family::ALL`, which a
/// test holds this list to): each is a Cargo feature of the same name but
/// the vocabulary's `castling`, which every build has.
const FAMILIES: [&str; 9] = [
    "distance", "x88", "lines", "attacks", "zobrist", "pawns", "castling", "magic", "pext",
];

/// The variable that seeds the `SEEDED_*` keys (the generator's
/// `SEED_VARIABLE`, which a test holds this name to).
const SEED_VARIABLE: &str = "CHESS_TABLES_ZOBRIST_SEED";

fn main() -> ExitCode {
    // Features are part of the build's fingerprint, so Cargo reruns this
    // script when they change; the other inputs are these.
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

/// The enabled families: every family whose feature is on, and castling.
fn enabled_families() -> Vec<&'static str> {
    FAMILIES
        .into_iter()
        .filter(|family| {
            *family == "castling"
                || std::env::var_os(format!("CARGO_FEATURE_{}", family.to_uppercase())).is_some()
        })
        .collect()
}

fn out_dir() -> Result<PathBuf, String> {
    std::env::var_os("OUT_DIR")
        .map(PathBuf::from)
        .ok_or_else(|| "OUT_DIR is not set: run the build through Cargo".to_string())
}

#[cfg(feature = "generate")]
fn run() -> Result<(), String> {
    use chess_tables_codegen::{Family, Options, generate, parse_seed};
    let mut options = Options::default();
    options.families = enabled_families()
        .into_iter()
        .map(|name| Family::from_name(name).ok_or(format!("no family {name:?}")))
        .collect::<Result<_, _>>()?;
    // Named in a failure, so a seed whose keys fail their checks is traceable.
    let mut seed_setting = String::new();
    if let Some(value) = std::env::var_os(SEED_VARIABLE) {
        let value = value.into_string().map_err(|v| {
            format!("{SEED_VARIABLE}={v:?} is not valid UTF-8; use a decimal or 0x hex u64")
        })?;
        options.zobrist_seed = parse_seed(&value).map_err(|e| e.to_string())?;
        seed_setting = format!(" (seed from {SEED_VARIABLE}={value:?})");
    }
    generate(&out_dir()?, &options)
        .map(drop)
        .map_err(|e| format!("table generation failed{seed_setting}: {e}"))
}

#[cfg(not(feature = "generate"))]
fn run() -> Result<(), String> {
    // The seed matters only where the seeded keys are built.
    let zobrist = enabled_families().contains(&"zobrist");
    if let Some(value) = std::env::var_os(SEED_VARIABLE).filter(|_| zobrist) {
        return Err(format!(
            "{SEED_VARIABLE}={value:?} needs chess-tables' `generate` feature, which computes \
             the tables: this build copies the shipped source, made with the default seed. Turn \
             it on (`features = [\"generate\"]` on chess-tables or chess-tables-position, a \
             default feature of both), or unset {SEED_VARIABLE}"
        ));
    }
    let shipped = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("generated");
    let out_dir = out_dir()?;
    let mut names = vec!["squares.rs".to_string(), "registry.rs".to_string()];
    for family in enabled_families() {
        names.push(format!("{family}.rs"));
        names.push(format!("registry.{family}.rs"));
    }
    for name in names {
        let from = shipped.join(&name);
        println!("cargo::rerun-if-changed={}", from.display());
        copy_if_changed(&from, &out_dir.join(&name))?;
    }
    Ok(())
}

/// Copies `from` to `to` unless `to` already holds its bytes, so that an
/// unchanged file keeps its modification time.
#[cfg(not(feature = "generate"))]
fn copy_if_changed(from: &std::path::Path, to: &std::path::Path) -> Result<(), String> {
    let bytes = std::fs::read(from).map_err(|e| {
        format!(
            "cannot read the shipped source {}: {e} (the package holds it under generated/)",
            from.display()
        )
    })?;
    if std::fs::read(to).ok().as_deref() != Some(&bytes[..]) {
        std::fs::write(to, &bytes).map_err(|e| format!("cannot write {}: {e}", to.display()))?;
    }
    Ok(())
}
