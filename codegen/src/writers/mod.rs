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
mod rust;
#[cfg(any(feature = "json", feature = "c", feature = "html"))]
mod text;

use crate::error::Error;
use crate::options::Format;
use chess_tables_model::ComputedTables;
#[cfg(any(feature = "c", feature = "html"))]
use chess_tables_model::{DEFAULT_ZOBRIST_SEED, Family};

/// One generated file. Non-exhaustive: a later release may add fields.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct GeneratedFile {
    /// File name inside the output directory, e.g. `distance.rs`.
    pub name: &'static str,
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
        Format::Rust => rust::files(&computed.families),
        #[cfg(feature = "json")]
        Format::Json => vec![("chess_tables.json", json::render(computed))],
        #[cfg(feature = "c")]
        Format::C => vec![("chess_tables.h", c::render(computed))],
        #[cfg(feature = "html")]
        Format::Html => vec![("chess_tables.html", html::render(computed))],
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

/// The command that writes `computed` again in `format`: the CLI with
/// `--families` when they are not the default selection and `--seed` when
/// the seeded keys are in it and their seed is not the default.
#[cfg(any(feature = "c", feature = "html"))]
fn regenerate_command(computed: &ComputedTables, format: Format) -> String {
    let mut command = format!("chess-tables-codegen --out DIR --format {}", format.name());
    let families: Vec<Family> = computed
        .families
        .iter()
        .map(|(family, _)| *family)
        .collect();
    if families != Family::DEFAULT {
        let names: Vec<&str> = families.iter().map(|family| family.name()).collect();
        command += &format!(" --families {}", names.join(","));
    }
    if let Some(seed) = computed
        .zobrist_seed
        .filter(|&seed| seed != DEFAULT_ZOBRIST_SEED)
    {
        command += &format!(" --seed {seed:#x}");
    }
    command
}

#[cfg(all(test, feature = "c"))]
mod tests {
    use super::*;
    use chess_tables_model::compute;

    #[test]
    fn the_regenerate_command_names_the_options_that_differ_from_the_defaults() {
        let default = compute(Family::DEFAULT, DEFAULT_ZOBRIST_SEED).unwrap();
        assert_eq!(
            regenerate_command(&default, Format::C),
            "chess-tables-codegen --out DIR --format c"
        );
        let chosen = compute(&[Family::Distance, Family::Zobrist], 7).unwrap();
        assert_eq!(
            regenerate_command(&chosen, Format::C),
            "chess-tables-codegen --out DIR --format c --families distance,zobrist --seed 0x7"
        );
        let unseeded = compute(&[Family::Distance], 7).unwrap();
        assert_eq!(
            regenerate_command(&unseeded, Format::C),
            "chess-tables-codegen --out DIR --format c --families distance"
        );
    }
}
