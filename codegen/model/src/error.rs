//! Why computing the tables fails, and the self-check every family runs on
//! its tables.

use crate::family::Family;
use std::fmt;

/// Why computing the tables failed.
///
/// Exhaustive on purpose: chess-tables-codegen wraps every variant in its
/// own error, so a new variant here fails its build until it is wrapped.
#[derive(Debug)]
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
    /// A family was asked for whose code this build does not compile in;
    /// enabling the Cargo feature `feature` compiles it.
    ///
    /// [`Family::Magic`] and [`Family::Pext`] (the black magics' data and
    /// its checks) sit behind the feature `magic`. [`Family`]'s variants
    /// exist whatever the features.
    FamilyNotCompiled {
        /// The family asked for.
        family: Family,
        /// The Cargo feature that compiles it.
        feature: &'static str,
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
            Error::FamilyNotCompiled { family, feature } => write!(
                f,
                "the {} family is not compiled into this build of chess-tables-model; \
                 enable its Cargo feature `{feature}`",
                family.name()
            ),
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
