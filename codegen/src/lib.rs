//! The generator behind the `chess-tables` crate:
//! computes every classic chess lookup table as plain data and writes it as
//! documented, pretty-printed Rust source (and, as a command-line tool,
//! as JSON, a C99 header and an HTML gallery of every table).
//!
//! `chess-tables`' build script calls [`generate`] with Cargo's `OUT_DIR`;
//! tests and tools call the same function (or [`render`]) to see exactly
//! what a build uses. Depend on this crate yourself only to generate
//! tables from your own build script:
//!
//! ```no_run
//! // In a build script: generate the distance and Zobrist tables into OUT_DIR.
//! use chess_tables_codegen::{Family, Options, generate};
//! let mut options = Options::default();
//! options.families = vec![Family::Distance, Family::Zobrist];
//! let out_dir = std::path::PathBuf::from(std::env::var_os("OUT_DIR").unwrap());
//! generate(&out_dir, &options).unwrap();
//! ```
//!
//! and include the family files from your crate, inside a module that
//! allows dead code (an included file cannot carry inner attributes, and a
//! partial use leaves the other tables unused):
//!
//! ```ignore
//! #[allow(dead_code)]
//! mod tables {
//!     include!(concat!(env!("OUT_DIR"), "/distance.rs"));
//! }
//! ```
//!
//! Tables of your own go through the same model and writers: describe
//! them with the [`custom`] module (a name, axes, a definition, a source
//! and a function of the indices) in [`Options::custom`], and `generate`
//! writes one `<family>.rs` per family of yours and `custom_registry.rs`
//! beside the catalogue's files ([your own tables](guide::own_tables) has
//! a complete crate).
//!
//! Include only the family files (`distance.rs`, `x88.rs`, `lines.rs`,
//! `attacks.rs`, `zobrist.rs`, `pawns.rs`, `castling.rs`, `magic.rs`,
//! `pext.rs`): `squares.rs` and `registry.rs` build `chess-tables`' own
//! types (`Square` and its conversions, the registry's map) and compile
//! only inside it. [Your own `build.rs`](guide::own_build) has a complete
//! crate.
//!
//! The command-line tool writes the same files anywhere:
//!
//! ```sh
//! cargo install chess-tables-codegen
//! chess-tables-codegen --out DIR                 # the Rust files, as build.rs writes them
//! chess-tables-codegen --out DIR --format html   # chess_tables.html: every table drawn
//! chess-tables-codegen --help                    # every option (formats, families, seed)
//! ```
//!
//! The [`guide`] has a page per topic: [your own `build.rs`](guide::own_build)
//! and [your own tables](guide::own_tables).
//!
//! Squares are numbered little-endian rank-file (a1 = 0, h1 = 7, a8 = 56,
//! h8 = 63); in bitboards bit n stands for square n.
//!
// The `custom` links resolve where the feature (on by default) is on; else
// they point at the crate's features, so every feature set's docs build.
#![cfg_attr(feature = "custom", doc = "[`custom`]: custom")]
#![cfg_attr(not(feature = "custom"), doc = "[`custom`]: #features")]
#![cfg_attr(feature = "custom", doc = "[`Options::custom`]: Options::custom")]
#![cfg_attr(not(feature = "custom"), doc = "[`Options::custom`]: #features")]
#![forbid(unsafe_code)]
#![warn(missing_docs)]

// Computing the tables is the model crate's (chess-tables-model, no
// dependencies, so it compiles beside syn); this crate holds the options,
// the writers and their errors.
#[cfg(feature = "custom")]
pub mod custom;
mod error;
pub mod guide;
mod options;
mod temporary;
mod writers;

use std::path::{Path, PathBuf};

// What the generator's API names from the model crate, and nothing else:
// these items are this crate's API, under its semver promise (the model
// crate makes none; tests/reexports.rs pins their paths and shapes).
pub use chess_tables_model::{
    DEFAULT_ZOBRIST_SEED, Family, SEED_VARIABLE, SeedError, SeedSetting, parse_seed,
};
pub use error::Error;
pub use options::{Format, Options};
pub use writers::GeneratedFile;

/// Computes the selected tables and returns every file of every selected
/// format, without touching the file system: for [`Format::Rust`]
/// `squares.rs`, one `<family>.rs` per family and `registry.rs` (and, for
/// families of your own, one `<family>.rs` each and `custom_registry.rs`); for
/// [`Format::Json`] `chess_tables.json`; for [`Format::C`] `chess_tables.h`;
/// for [`Format::Html`] `chess_tables.html`.
/// Deterministic: the same options give the same bytes on every run and host.
///
/// # Errors
/// [`Error::KeyQuality`] when the seed gives a key set that fails its
/// checks, [`Error::SelfCheck`] on a generator bug, `Error::Definition`
/// for a table of your own that cannot be generated.
pub fn render(options: &Options) -> Result<Vec<GeneratedFile>, Error> {
    #[cfg(feature = "custom")]
    let custom = custom::model_tables(&options.custom)?;
    #[allow(unused_mut)] // without `custom`, nothing is added
    let mut computed = chess_tables_model::compute(&options.families, options.zobrist_seed)?;
    #[cfg(feature = "custom")]
    computed.families.extend(custom);
    let mut files = Vec::new();
    for format in options.selected_formats() {
        files.extend(writers::files(format, &computed)?);
    }
    Ok(files)
}

/// Renders every file and writes it into `out_dir` (created if missing),
/// returning the paths written. A file whose bytes are already right is
/// left alone, so its modification time stays put. Every file is rendered
/// before the first is written (a bad definition writes nothing), and each
/// is written whole: into a temporary file beside it, named for this
/// process (`.NAME.PID-N.partial`), then renamed over it, so a write that
/// fails (a full disk) leaves the earlier file as it was and no temporary,
/// and two runs into one directory do not share a temporary. Temporaries
/// that a killed run left beside this run's files are removed.
///
/// # Errors
/// As [`render`], plus [`Error::Io`] when a file cannot be written.
pub fn generate(out_dir: &Path, options: &Options) -> Result<Vec<PathBuf>, Error> {
    let files = render(options)?;
    std::fs::create_dir_all(out_dir).map_err(|error| Error::Io {
        path: out_dir.to_path_buf(),
        error,
    })?;
    let names: Vec<&str> = files.iter().map(|file| file.name.as_str()).collect();
    temporary::remove_stale(out_dir, &names);
    files
        .iter()
        .map(|file| {
            let path = out_dir.join(&file.name);
            if std::fs::read(&path).ok().as_deref() != Some(file.source.as_bytes()) {
                write_whole(&path, file.source.as_bytes(), |temporary, bytes| {
                    std::fs::write(temporary, bytes)
                })
                .map_err(|error| Error::Io {
                    path: path.clone(),
                    error,
                })?;
            }
            Ok(path)
        })
        .collect()
}

/// Writes `bytes` to `path` whole: `write` puts them into a temporary file
/// beside `path` (same directory, so the rename stays on one file system),
/// which is then renamed over `path`. When `write` or the rename fails,
/// the temporary is removed and `path` is as it was, unless another run
/// wrote the same bytes there meanwhile: that counts as written.
fn write_whole(
    path: &Path,
    bytes: &[u8],
    write: impl FnOnce(&Path, &[u8]) -> std::io::Result<()>,
) -> std::io::Result<()> {
    let temporary = temporary::name_for(path);
    let result = write(&temporary, bytes).and_then(|()| std::fs::rename(&temporary, path));
    if result.is_err() {
        // Best effort: the error that matters is the write's.
        let _ = std::fs::remove_file(&temporary);
        if std::fs::read(path).ok().as_deref() == Some(bytes) {
            return Ok(());
        }
    }
    result
}

#[cfg(test)]
mod tests {
    use super::write_whole;
    use std::io::Write;

    /// A writer that fails after writing part of the file (as a full disk
    /// does) leaves the earlier file and no temporary.
    #[test]
    fn a_write_that_fails_midway_leaves_the_earlier_file() {
        let dir =
            std::env::temp_dir().join(format!("chess-tables-write-whole-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("distance.rs");
        std::fs::write(&path, "the earlier file\n").unwrap();
        let new = vec![b'x'; 100_000];
        let error = write_whole(&path, &new, |temporary, bytes| {
            let mut file = std::fs::File::create(temporary)?;
            file.write_all(&bytes[..bytes.len() / 2])?;
            Err(std::io::Error::other("No space left on device"))
        })
        .unwrap_err();
        assert_eq!(error.to_string(), "No space left on device");
        assert_eq!(
            std::fs::read_to_string(&path).unwrap(),
            "the earlier file\n"
        );
        let names: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|entry| entry.unwrap().file_name())
            .collect();
        assert_eq!(names, ["distance.rs"], "no temporary left");
        // A write that succeeds replaces the file whole.
        write_whole(&path, &new, |temporary, bytes| {
            std::fs::write(temporary, bytes)
        })
        .unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), new);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}

// The README's Rust examples compile as doc tests (they need a build
// script's OUT_DIR, so they are not run); one of them uses the `custom`
// feature.
#[cfg(all(doctest, feature = "custom"))]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
