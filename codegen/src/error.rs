//! Why generation fails: computing the tables (the model crate's errors,
//! wrapped) or writing them.

use crate::options::Format;
use chess_tables_model::Family;
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
    /// Writing a generated file failed. The message names the path and
    /// the operating system's error; [`source`](std::error::Error::source)
    /// returns that error.
    Io {
        /// The file or directory.
        path: PathBuf,
        /// The operating system's error.
        error: std::io::Error,
    },
    /// A format was asked for whose writer this build of the generator
    /// does not compile in; enabling the Cargo feature `feature` compiles it.
    ///
    /// The JSON, C and HTML writers sit behind the features `json`, `c`
    /// and `html` (default features; chess-tables' build script turns them
    /// off). [`Format`]'s variants exist whatever the features.
    FormatNotCompiled {
        /// The format asked for.
        format: Format,
        /// The Cargo feature of `chess-tables-codegen` that compiles its writer.
        feature: &'static str,
    },
    /// A family was asked for whose code this build of the generator does
    /// not compile in; enabling the Cargo feature `feature` compiles it.
    ///
    /// [`Family::Magic`] and [`Family::Pext`] (the black magics' data and
    /// its checks) sit behind the feature `magic`, a default feature that
    /// chess-tables' `magic` feature turns on for its build script.
    /// [`Family`]'s variants exist whatever the features.
    FamilyNotCompiled {
        /// The family asked for.
        family: Family,
        /// The Cargo feature of `chess-tables-codegen` that compiles it.
        feature: &'static str,
    },
    /// A table or family of your own cannot be generated
    /// ([`crate::custom`]); nothing was written.
    #[cfg(feature = "custom")]
    Definition(Box<crate::custom::DefinitionError>),
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
            Error::FormatNotCompiled { format, feature } => write!(
                f,
                "the {} writer is not compiled into this build of chess-tables-codegen; \
                 enable its Cargo feature `{feature}`",
                format.name()
            ),
            Error::FamilyNotCompiled { family, feature } => write!(
                f,
                "the {} family is not compiled into this build of chess-tables-codegen; \
                 enable its Cargo feature `{feature}`",
                family.name()
            ),
            #[cfg(feature = "custom")]
            Error::Definition(error) => write!(f, "{error}"),
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Io { error, .. } => Some(error),
            #[cfg(feature = "custom")]
            Error::Definition(error) => Some(error),
            _ => None,
        }
    }
}

#[cfg(feature = "custom")]
impl From<Box<crate::custom::DefinitionError>> for Error {
    fn from(error: Box<crate::custom::DefinitionError>) -> Self {
        Error::Definition(error)
    }
}

impl From<chess_tables_model::Error> for Error {
    fn from(error: chess_tables_model::Error) -> Self {
        match error {
            chess_tables_model::Error::KeyQuality { set, problem } => {
                Error::KeyQuality { set, problem }
            }
            chess_tables_model::Error::SelfCheck { table, message } => {
                Error::SelfCheck { table, message }
            }
            // This crate's feature of the same name turns the model's on,
            // so the name holds for both.
            chess_tables_model::Error::FamilyNotCompiled { family, feature } => {
                Error::FamilyNotCompiled { family, feature }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::error::Error as _;

    #[test]
    fn io_errors_are_the_source_and_formats_name_their_feature() {
        let io = Error::Io {
            path: PathBuf::from("out/x.rs"),
            error: std::io::Error::new(std::io::ErrorKind::PermissionDenied, "denied"),
        };
        assert_eq!(
            io.source().map(ToString::to_string).as_deref(),
            Some("denied")
        );
        assert_eq!(io.to_string(), "cannot write out/x.rs: denied");
        let missing = Error::FormatNotCompiled {
            format: Format::Html,
            feature: "html",
        };
        assert!(missing.source().is_none());
        assert_eq!(
            missing.to_string(),
            "the html writer is not compiled into this build of chess-tables-codegen; \
             enable its Cargo feature `html`"
        );
        let family = Error::FamilyNotCompiled {
            family: Family::Pext,
            feature: "magic",
        };
        assert_eq!(
            family.to_string(),
            "the pext family is not compiled into this build of chess-tables-codegen; \
             enable its Cargo feature `magic`"
        );
    }

    #[test]
    fn model_errors_keep_their_variant_fields_and_message() {
        let family = Error::from(chess_tables_model::Error::FamilyNotCompiled {
            family: Family::Magic,
            feature: "magic",
        });
        assert!(matches!(
            family,
            Error::FamilyNotCompiled {
                family: Family::Magic,
                feature: "magic"
            }
        ));
        let keys = Error::from(chess_tables_model::Error::KeyQuality {
            set: "seeded",
            problem: "key 3 is zero".to_string(),
        });
        assert_eq!(
            keys.to_string(),
            "the seeded Zobrist key set fails its quality check: key 3 is zero; \
             choose another seed"
        );
    }
}
