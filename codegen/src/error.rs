//! Why generation fails, and the self-check every family runs on its tables.

use std::fmt;
use std::path::PathBuf;

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

/// `Ok` when `ok`, else a [`Error::SelfCheck`] naming `table`.
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
