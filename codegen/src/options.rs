//! What to generate: which table families, which Zobrist seed, which formats.

use chess_tables_model::{DEFAULT_ZOBRIST_SEED, Family};

/// An output format of the generator.
///
/// Every variant exists in every build of the generator. A build whose
/// writer for a format is not compiled in answers that format with
/// [`Error::FormatNotCompiled`](crate::Error::FormatNotCompiled), naming
/// the Cargo feature that compiles it. Non-exhaustive: a later release may
/// add formats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[non_exhaustive]
pub enum Format {
    /// Rust source, one file per family plus `squares.rs` and `registry.rs`:
    /// what `chess-tables`' build script writes.
    Rust,
    /// `chess_tables.json`: every table with its description, its
    /// `"shape"`, its `"axes"` (their names: `"piece"`, `"square"`, a
    /// count's own name) and its `"values"` as one flat list in row-major order
    /// (element `[i][j]` of shape `[a, b]` is `values[i * b + j]`); u64
    /// values as `"0x…"` strings so JavaScript readers lose no bits.
    Json,
    /// `chess_tables.h`: a C99 header of `static const` arrays declared
    /// with their shapes (`CHESS_TABLES_KNIGHT_DISTANCE[64][64]`), their
    /// values listed flat, row after row.
    C,
    /// `chess_tables.html`: one self-contained page (no network, no external
    /// scripts or fonts) that draws every table as boards, grids and key lists.
    Html,
}

impl Format {
    /// Every format, in the order [`render`](crate::render) writes them.
    pub const ALL: &'static [Format] = &[Format::Rust, Format::Json, Format::C, Format::Html];

    /// Parses `rust`, `json`, `c` or `html`.
    pub fn from_name(name: &str) -> Option<Format> {
        Format::ALL
            .iter()
            .copied()
            .find(|format| format.name() == name)
    }

    /// The format's name, as the command line's `--format` takes it:
    /// `rust`, `json`, `c` or `html`.
    pub const fn name(self) -> &'static str {
        match self {
            Format::Rust => "rust",
            Format::Json => "json",
            Format::C => "c",
            Format::Html => "html",
        }
    }
}

/// What to generate. Build it from [`Options::default`] (every default family, the
/// default seed, Rust output) and change fields:
///
/// ```
/// use chess_tables_codegen::{Family, Options};
/// let mut options = Options::default();
/// options.families = vec![Family::Distance, Family::Zobrist];
/// options.zobrist_seed = 42;
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Options {
    /// The families to generate (order and repeats do not matter; empty for
    /// none, as a build script that writes only its own tables sets it).
    /// Default: [`Family::DEFAULT`], every family but the big
    /// [`Family::Magic`] and [`Family::Pext`].
    pub families: Vec<Family>,
    /// Seed of the seeded Zobrist key set; the Polyglot keys never depend
    /// on it. Default: [`crate::DEFAULT_ZOBRIST_SEED`].
    pub zobrist_seed: u64,
    /// Output formats (order and repeats do not matter). Default: Rust only.
    pub formats: Vec<Format>,
    /// Families of your own tables, generated after the built-in ones in
    /// the order given ([`crate::custom`]). Default: none. Only with the
    /// Cargo feature `custom` (a default feature).
    #[cfg(feature = "custom")]
    pub custom: Vec<crate::custom::CustomFamily>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            families: Family::DEFAULT.to_vec(),
            zobrist_seed: DEFAULT_ZOBRIST_SEED,
            formats: vec![Format::Rust],
            #[cfg(feature = "custom")]
            custom: Vec::new(),
        }
    }
}

impl Options {
    /// The selected families in canonical order, without repeats.
    pub fn selected_families(&self) -> Vec<Family> {
        Family::ALL
            .iter()
            .copied()
            .filter(|f| self.families.contains(f))
            .collect()
    }

    /// The selected formats in canonical order, without repeats.
    pub fn selected_formats(&self) -> Vec<Format> {
        Format::ALL
            .iter()
            .copied()
            .filter(|f| self.formats.contains(f))
            .collect()
    }
}
