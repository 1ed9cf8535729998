//! What to generate: which table families, which Zobrist seed, which formats.

use std::fmt;

/// A family of tables: one generated file, one runtime module, one Cargo
/// feature of `chess-tables` of the same name.
///
/// Non-exhaustive: a later release may add families, so a `match` needs a
/// wildcard arm, and code that means "every family" uses [`Family::ALL`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[non_exhaustive]
pub enum Family {
    /// Chebyshev, Manhattan, file, rank, knight and center distances.
    Distance,
    /// Lookups by 0x88 difference.
    X88,
    /// Diagonal, anti-diagonal, rank and file masks.
    Lines,
    /// Leaper attacks, first-rank attacks, `BETWEEN` and `LINE`.
    Attacks,
    /// Polyglot and seeded Zobrist keys.
    Zobrist,
    /// Pawn-structure masks and the rule of the square.
    Pawns,
    /// Fixed-shift magic bitboards for rook and bishop attacks (1.1 MiB;
    /// not a default feature, nor in [`Family::DEFAULT`]).
    Magic,
    /// Rook and bishop attack sets by BMI2's `pext` index (860 KiB; not a
    /// default feature, nor in [`Family::DEFAULT`]; chess-tables' `pext`
    /// feature, which also needs [`Family::Magic`]'s masks).
    Pext,
}

impl Family {
    /// Every family, in the order files and registry entries are written.
    /// A slice, so that its type stays when a family is added.
    pub const ALL: &'static [Family] = &[
        Family::Distance,
        Family::X88,
        Family::Lines,
        Family::Attacks,
        Family::Zobrist,
        Family::Pawns,
        Family::Magic,
        Family::Pext,
    ];

    /// The families of `chess-tables`' default features and of
    /// [`Options::default`]: every family but [`Family::Magic`] and
    /// [`Family::Pext`]. A slice,
    /// so that its type stays when a family is added.
    pub const DEFAULT: &'static [Family] = &[
        Family::Distance,
        Family::X88,
        Family::Lines,
        Family::Attacks,
        Family::Zobrist,
        Family::Pawns,
    ];

    /// The family's name: its module, its Cargo feature and its file stem.
    pub const fn name(self) -> &'static str {
        match self {
            Family::Distance => "distance",
            Family::X88 => "x88",
            Family::Lines => "lines",
            Family::Attacks => "attacks",
            Family::Zobrist => "zobrist",
            Family::Pawns => "pawns",
            Family::Magic => "magic",
            Family::Pext => "pext",
        }
    }

    /// The generated Rust file's name, e.g. `distance.rs`.
    pub const fn file_name(self) -> &'static str {
        match self {
            Family::Distance => "distance.rs",
            Family::X88 => "x88.rs",
            Family::Lines => "lines.rs",
            Family::Attacks => "attacks.rs",
            Family::Zobrist => "zobrist.rs",
            Family::Pawns => "pawns.rs",
            Family::Magic => "magic.rs",
            Family::Pext => "pext.rs",
        }
    }
}

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
    /// `chess_tables.json`: every table with its description; u64 values as
    /// `"0x…"` strings so JavaScript readers lose no bits.
    Json,
    /// `chess_tables.h`: a C99 header of `static const` arrays.
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
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Options {
    /// The families to generate (order and repeats do not matter). Default:
    /// [`Family::DEFAULT`], every family but the big [`Family::Magic`] and
    /// [`Family::Pext`].
    pub families: Vec<Family>,
    /// Seed of the seeded Zobrist key set; the Polyglot keys never depend
    /// on it. Default: [`crate::DEFAULT_ZOBRIST_SEED`].
    pub zobrist_seed: u64,
    /// Output formats (order and repeats do not matter). Default: Rust only.
    pub formats: Vec<Format>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            families: Family::DEFAULT.to_vec(),
            zobrist_seed: crate::prng::DEFAULT_SEED,
            formats: vec![Format::Rust],
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

/// The environment variable that sets the seeded key set's seed in
/// `chess-tables`' build.
pub const SEED_VARIABLE: &str = "CHESS_TABLES_ZOBRIST_SEED";

/// A seed setting that is not a u64.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeedError {
    /// Where the text came from: [`SEED_VARIABLE`] unless the caller says otherwise.
    pub setting: &'static str,
    /// The text that did not parse.
    pub value: String,
}

impl fmt::Display for SeedError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}{:?} is not a valid seed: use a u64 in decimal (0 to \
             18446744073709551615, e.g. 12345) or hexadecimal with 0x (up to 16 hex digits, \
             e.g. 0x6368657373746162); underscores may separate digits",
            self.setting,
            if self.setting.starts_with("--") {
                " "
            } else {
                "="
            },
            self.value
        )
    }
}

impl std::error::Error for SeedError {}

/// Parses a seed: decimal (`12345`) or `0x`/`0X` hexadecimal
/// (`0x6368_6573_7374_6162`), underscores allowed between digits,
/// surrounding whitespace ignored.
///
/// # Errors
/// [`SeedError`] holding the text, for anything else (empty, signs, other
/// bases, out of range).
pub fn parse_seed(text: &str) -> Result<u64, SeedError> {
    let error = || SeedError {
        setting: SEED_VARIABLE,
        value: text.to_string(),
    };
    let trimmed = text.trim();
    let (digits, radix) = match trimmed
        .strip_prefix("0x")
        .or_else(|| trimmed.strip_prefix("0X"))
    {
        Some(hex) => (hex, 16),
        None => (trimmed, 10),
    };
    let ok_shape = !digits.is_empty()
        && !digits.starts_with('_')
        && !digits.ends_with('_')
        && digits.chars().all(|c| c == '_' || c.is_digit(radix));
    if !ok_shape {
        return Err(error());
    }
    u64::from_str_radix(&digits.replace('_', ""), radix).map_err(|_| error())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seeds_parse_in_decimal_and_hex_and_nothing_else() {
        assert_eq!(parse_seed("12345"), Ok(12345));
        assert_eq!(
            parse_seed(" 0x6368_6573_7374_6162 "),
            Ok(0x6368_6573_7374_6162)
        );
        assert_eq!(parse_seed("0XFF"), Ok(255));
        assert_eq!(parse_seed("18446744073709551615"), Ok(u64::MAX));
        for bad in [
            "",
            "0x",
            "-1",
            "+1",
            "1e3",
            "0b101",
            "18446744073709551616",
            "0x1_0000_0000_0000_0000",
            "_1",
            "12_",
            "ten",
            "0xg",
        ] {
            let err = parse_seed(bad).unwrap_err();
            assert_eq!(err.value, bad);
            assert!(err.to_string().contains(SEED_VARIABLE), "{err}");
        }
    }
}
