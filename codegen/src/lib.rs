//! The generator behind the `chess-tables` crate:
//! computes every classic chess lookup table as plain data and writes it as
//! documented, pretty-printed Rust source.
//!
//! `chess-tables`' build script calls [`generate`] with Cargo's `OUT_DIR`;
//! tests and tools call the same function (or [`render`]) to see exactly
//! what a build uses.
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
//! Squares are numbered little-endian rank-file (a1 = 0, h1 = 7, a8 = 56,
//! h8 = 63); in bitboards bit n stands for square n.

#![warn(missing_docs)]

mod attacks;
mod board;
mod c_header;
mod distance;
mod emit;
mod json;
mod lines;
mod options;
mod parallel;
mod registry;
mod squares;
mod syntax;
mod x88;
mod zobrist;

use std::fmt;
use std::path::{Path, PathBuf};

pub use options::{Family, Format, Options, SEED_VARIABLE, SeedError, parse_seed};
pub use zobrist::{DEFAULT_SEED as DEFAULT_ZOBRIST_SEED, splitmix64};

/// Why generation failed.
#[derive(Debug)]
#[non_exhaustive]
pub enum Error {
    /// A key set failed its quality checks (a zero, a duplicate, a key that
    /// is the XOR of two others, or two castling combinations alike).
    KeyQuality {
        /// `"seeded"` or `"Polyglot"`.
        set: &'static str,
        /// What failed, naming the key numbers involved.
        problem: String,
    },
    /// A computed table failed one of the generator's self-checks.
    SelfCheck {
        /// The table's Rust name.
        table: &'static str,
        /// The property that does not hold.
        message: String,
    },
    /// Writing a generated file failed.
    Io {
        /// The file or directory.
        path: PathBuf,
        /// The operating system's error.
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

/// One generated file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GeneratedFile {
    /// File name inside the output directory, e.g. `distance.rs`.
    pub name: &'static str,
    /// The file's text.
    pub source: String,
}

/// Computes the selected families' tables, in canonical order, each family
/// a job of its own (the Zobrist key checks are the longest, so go first).
fn compute(options: &Options) -> Result<Vec<(Family, Vec<emit::Table>)>, Error> {
    let mut families = options.selected_families();
    families.sort_by_key(|&family| family != Family::Zobrist);
    let computed = parallel::map(&families, |&family| match family {
        Family::Distance => distance::tables(),
        Family::X88 => x88::tables(),
        Family::Lines => Ok(lines::tables()),
        Family::Attacks => Ok(attacks::tables()),
        Family::Zobrist => zobrist::tables(options.zobrist_seed),
    });
    // Back to canonical order before the first error is taken, so errors
    // are reported in family order too.
    let mut computed: Vec<_> = families.into_iter().zip(computed).collect();
    computed.sort_by_key(|&(family, _)| family);
    computed
        .into_iter()
        .map(|(family, tables)| Ok((family, tables?)))
        .collect()
}

/// The Rust files: `squares.rs`, one file per selected family, `registry.rs`.
fn rust_files(families: &[(Family, Vec<emit::Table>)]) -> Vec<GeneratedFile> {
    // Printing is most of a build script's run: every table is a job,
    // the biggest first. Syntax trees are not Send, so each job builds its
    // own and returns text; a file is its items' texts in order.
    let tables: Vec<&emit::Table> = families.iter().flat_map(|(_, t)| t).collect();
    let mut order: Vec<usize> = (0..tables.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(tables[i].values.len()));
    let printed = parallel::map(&order, |&i| syntax::unparse(vec![tables[i].item()]));
    let mut texts = vec![String::new(); tables.len()];
    for (i, text) in order.into_iter().zip(printed) {
        texts[i] = text;
    }
    let mut texts = texts.into_iter();
    let mut files = vec![GeneratedFile {
        name: "squares.rs",
        source: emit::header("squares") + &syntax::unparse(vec![squares::item()]),
    }];
    for (family, family_tables) in families {
        let mut source = emit::header(family.name());
        source.extend(texts.by_ref().take(family_tables.len()));
        files.push(GeneratedFile {
            name: family.file_name(),
            source,
        });
    }
    files.push(GeneratedFile {
        name: "registry.rs",
        source: emit::header("registry") + &registry::source(families),
    });
    files
}

/// Computes the selected tables and returns every file of every selected
/// format, without touching the file system: for [`Format::Rust`]
/// `squares.rs`, one `<family>.rs` per family and `registry.rs`; for
/// [`Format::Json`] `chess_tables.json`; for [`Format::C`] `chess_tables.h`.
/// Deterministic: the same options give the same bytes on every run and host.
///
/// # Errors
/// [`Error::KeyQuality`] when the seed gives a key set that fails its
/// checks, [`Error::SelfCheck`] on a generator bug.
pub fn render(options: &Options) -> Result<Vec<GeneratedFile>, Error> {
    let families = compute(options)?;
    let mut files = Vec::new();
    for format in options.selected_formats() {
        match format {
            Format::Rust => files.extend(rust_files(&families)),
            Format::Json => files.push(GeneratedFile {
                name: "chess_tables.json",
                source: json::render(&families, options.zobrist_seed),
            }),
            Format::C => files.push(GeneratedFile {
                name: "chess_tables.h",
                source: c_header::render(&families),
            }),
        }
    }
    Ok(files)
}

/// Renders every file and writes it into `out_dir` (created if missing),
/// returning the paths written. A file whose bytes are already right is
/// left alone, so its modification time stays put.
///
/// # Errors
/// As [`render`], plus [`Error::Io`] when a file cannot be written.
pub fn generate(out_dir: &Path, options: &Options) -> Result<Vec<PathBuf>, Error> {
    let files = render(options)?;
    std::fs::create_dir_all(out_dir).map_err(|error| Error::Io {
        path: out_dir.to_path_buf(),
        error,
    })?;
    files
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
