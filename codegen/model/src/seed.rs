//! The seed of the seeded Zobrist keys as a setting: the environment
//! variable that carries it in `chess-tables`' build, and its parser.

use std::fmt;

/// The environment variable that sets the seeded key set's seed in
/// `chess-tables`' build.
pub const SEED_VARIABLE: &str = "CHESS_TABLES_ZOBRIST_SEED";

/// Where a seed's text came from, by name: what a [`SeedError`] names.
///
/// Non-exhaustive: a later release may add places a seed comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum SeedSetting {
    /// An environment variable such as [`SEED_VARIABLE`]; the error reads
    /// `NAME="text" is not a valid seed`.
    EnvironmentVariable(&'static str),
    /// A command-line flag such as `--seed`; the error reads
    /// `--seed "text" is not a valid seed`.
    CommandLineFlag(&'static str),
}

/// A seed setting that is not a u64.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SeedError {
    /// Where the text came from: from [`parse_seed`] the environment
    /// variable [`SEED_VARIABLE`], unless the caller says otherwise.
    pub setting: SeedSetting,
    /// The text that did not parse.
    pub value: String,
}

impl fmt::Display for SeedError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.setting {
            SeedSetting::EnvironmentVariable(name) => write!(f, "{name}={:?}", self.value)?,
            SeedSetting::CommandLineFlag(flag) => write!(f, "{flag} {:?}", self.value)?,
        }
        f.write_str(
            " is not a valid seed: use a u64 in decimal (0 to 18446744073709551615, e.g. \
             12345) or hexadecimal with 0x (up to 16 hex digits, e.g. 0x6368657373746162); \
             underscores may separate digits",
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
        setting: SeedSetting::EnvironmentVariable(SEED_VARIABLE),
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

    #[test]
    fn errors_name_their_setting_as_it_is_written() {
        let mut error = parse_seed("0xZZ").unwrap_err();
        let rest = " is not a valid seed: use a u64 in decimal (0 to 18446744073709551615, \
                    e.g. 12345) or hexadecimal with 0x (up to 16 hex digits, e.g. \
                    0x6368657373746162); underscores may separate digits";
        assert_eq!(
            error.to_string(),
            format!("CHESS_TABLES_ZOBRIST_SEED=\"0xZZ\"{rest}")
        );
        error.setting = SeedSetting::CommandLineFlag("--seed");
        assert_eq!(error.to_string(), format!("--seed \"0xZZ\"{rest}"));
    }
}
