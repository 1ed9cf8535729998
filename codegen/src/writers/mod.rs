//! The writers: one per output format, each turning the table model into
//! the text of its files. They read the model's fields (kinds, axes,
//! pictures, stability), never its prose.

// The Rust writer is in every build; the others only with their Cargo
// features (default features, which chess-tables' build script turns off).
#[cfg(feature = "c")]
mod c;
#[cfg(feature = "html")]
mod html;
#[cfg(feature = "json")]
mod json;
#[cfg(any(feature = "c", feature = "html"))]
mod regenerate;
mod rust;
#[cfg(any(feature = "json", feature = "c", feature = "html"))]
mod text;

use crate::error::Error;
use crate::options::Format;
use chess_tables_model::ComputedTables;

/// One generated file. Non-exhaustive: a later release may add fields.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct GeneratedFile {
    /// File name inside the output directory, e.g. `distance.rs`.
    pub name: String,
    /// The file's text.
    pub source: String,
}

/// The files of `format` for the `computed` tables, in canonical order.
///
/// # Errors
/// [`Error::FormatNotCompiled`] for a format whose writer this build
/// leaves out (the Cargo features `json`, `c` and `html`).
pub fn files(format: Format, computed: &ComputedTables) -> Result<Vec<GeneratedFile>, Error> {
    let files = match format {
        Format::Rust => rust::files(computed),
        #[cfg(feature = "json")]
        Format::Json => vec![("chess_tables.json".to_string(), json::render(computed))],
        #[cfg(feature = "c")]
        Format::C => vec![("chess_tables.h".to_string(), c::render(computed))],
        #[cfg(feature = "html")]
        Format::Html => vec![("chess_tables.html".to_string(), html::render(computed))],
        #[allow(unreachable_patterns)] // every writer compiled in
        other => {
            return Err(Error::FormatNotCompiled {
                format: other,
                feature: other.name(),
            });
        }
    };
    Ok(files
        .into_iter()
        .map(|(name, source)| GeneratedFile { name, source })
        .collect())
}
