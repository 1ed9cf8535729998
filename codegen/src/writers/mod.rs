//! The writers: one per output format, each turning the table model into
//! the text of its files. They read the model's fields (kinds, axes,
//! pictures, stability), never its prose.

mod c;
mod html;
mod json;
mod rust;
mod text;

use crate::error::Error;
use crate::model::Table;
use crate::options::{Family, Format};

/// One generated file. Non-exhaustive: a later release may add fields.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct GeneratedFile {
    /// File name inside the output directory, e.g. `distance.rs`.
    pub name: &'static str,
    /// The file's text.
    pub source: String,
}

/// The files of `format` for the computed `families`, in canonical order;
/// `zobrist_seed` is named in the JSON and HTML files.
///
/// # Errors
/// None yet: every writer is compiled in. When the writers sit behind
/// Cargo features, a format whose writer is left out gives
/// [`Error::FormatNotCompiled`].
pub fn files(
    format: Format,
    families: &[(Family, Vec<Table>)],
    zobrist_seed: u64,
) -> Result<Vec<GeneratedFile>, Error> {
    let files = match format {
        Format::Rust => rust::files(families),
        Format::Json => vec![("chess_tables.json", json::render(families, zobrist_seed))],
        Format::C => vec![("chess_tables.h", c::render(families))],
        Format::Html => vec![("chess_tables.html", html::render(families, zobrist_seed))],
    };
    Ok(files
        .into_iter()
        .map(|(name, source)| GeneratedFile { name, source })
        .collect())
}
