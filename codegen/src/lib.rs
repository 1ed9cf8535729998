//! The generator behind [chess-tables](https://crates.io/crates/chess-tables):
//! computes every classic chess lookup table as plain data and writes it as
//! documented, pretty-printed Rust source.
//!
//! `chess-tables`' build script calls [`generate`] with Cargo's `OUT_DIR`;
//! tests and tools call the same function (or [`render`]) to see exactly
//! what a build uses.
//!
//! Squares are numbered little-endian rank-file (a1 = 0, h1 = 7, a8 = 56,
//! h8 = 63); in bitboards bit n stands for square n.

mod attacks;
mod board;
mod distance;
mod emit;
mod lines;
mod registry;
mod squares;
mod x88;
mod zobrist;

use std::fmt;
use std::path::{Path, PathBuf};

pub use zobrist::{DEFAULT_SEED as DEFAULT_ZOBRIST_SEED, splitmix64};

/// What to generate.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Options {
    /// Seed of the seeded Zobrist key set (`zobrist::SEEDED`); the Polyglot
    /// keys never depend on it. Default: [`DEFAULT_ZOBRIST_SEED`].
    pub zobrist_seed: u64,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            zobrist_seed: DEFAULT_ZOBRIST_SEED,
        }
    }
}

/// Why generation failed.
#[derive(Debug)]
#[non_exhaustive]
pub enum Error {
    /// A key set failed its quality checks (a zero, a duplicate, a key that
    /// is the XOR of two others, or two castling combinations alike).
    KeyQuality { set: &'static str, problem: String },
    /// A computed table failed one of the generator's self-checks.
    SelfCheck {
        table: &'static str,
        message: String,
    },
    /// The emitted tokens did not parse as a Rust file (a generator bug).
    Syntax {
        file: &'static str,
        error: syn::Error,
    },
    /// Writing a generated file failed.
    Io {
        path: PathBuf,
        error: std::io::Error,
    },
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::KeyQuality { set, problem } => write!(
                f,
                "the {set} Zobrist key set fails its quality check: {problem}; \
                 choose another seed"
            ),
            Error::SelfCheck { table, message } => {
                write!(f, "table {table} fails a self-check: {message}")
            }
            Error::Syntax { file, error } => {
                write!(
                    f,
                    "generated {file} is not valid Rust (generator bug): {error}"
                )
            }
            Error::Io { path, error } => write!(f, "cannot write {}: {error}", path.display()),
        }
    }
}

impl std::error::Error for Error {}

pub(crate) fn check(ok: bool, table: &'static str, message: &str) -> Result<(), Error> {
    if ok {
        Ok(())
    } else {
        Err(Error::SelfCheck {
            table,
            message: message.to_string(),
        })
    }
}

/// One generated source file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GeneratedFile {
    /// File name inside the output directory, e.g. `distance.rs`.
    pub name: &'static str,
    /// The formatted Rust source.
    pub source: String,
}

/// The names of the generated files, one per family plus the square
/// constants and the registry, in the order [`render`] returns them.
pub const FILE_NAMES: [&str; 7] = [
    "squares.rs",
    "distance.rs",
    "x88.rs",
    "lines.rs",
    "attacks.rs",
    "zobrist.rs",
    "registry.rs",
];

/// Computes every table and returns the formatted source of each file,
/// without touching the file system. Deterministic: the same options give
/// the same bytes on every run and host.
pub fn render(options: &Options) -> Result<Vec<GeneratedFile>, Error> {
    let families: Vec<(&'static str, Vec<emit::Table>)> = vec![
        ("distance", distance::tables()?),
        ("x88", x88::tables()?),
        ("lines", lines::tables()),
        ("attacks", attacks::tables()),
        ("zobrist", zobrist::tables(options.zobrist_seed)?),
    ];
    let mut bodies = vec![("squares.rs", "squares", squares::tokens())];
    for (family, tables) in &families {
        let tokens = tables.iter().map(emit::Table::tokens);
        let name = FILE_NAMES
            .iter()
            .find(|f| f.strip_suffix(".rs") == Some(family))
            .copied()
            .unwrap_or("unknown.rs");
        bodies.push((name, family, quote::quote!(#(#tokens)*)));
    }
    bodies.push(("registry.rs", "registry", registry::tokens(&families)));
    bodies
        .into_iter()
        .map(|(name, family, tokens)| {
            let body = emit::pretty(tokens).map_err(|error| Error::Syntax { file: name, error })?;
            Ok(GeneratedFile {
                name,
                source: emit::header(family) + &body,
            })
        })
        .collect()
}

/// Renders every file and writes it into `out_dir` (which must exist),
/// returning the paths written. A file whose bytes are already right is
/// left alone, so its modification time stays put.
pub fn generate(out_dir: &Path, options: &Options) -> Result<Vec<PathBuf>, Error> {
    render(options)?
        .into_iter()
        .map(|file| {
            let path = out_dir.join(file.name);
            if std::fs::read(&path).ok().as_deref() != Some(file.source.as_bytes()) {
                std::fs::write(&path, &file.source).map_err(|error| Error::Io {
                    path: path.clone(),
                    error,
                })?;
            }
            Ok(path)
        })
        .collect()
}
