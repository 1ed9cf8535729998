//! The one error of the vocabulary's `FromStr` implementations.

use core::fmt;

/// Why a name did not parse as a vocabulary type ([`Square`](crate::Square),
/// [`Color`](crate::Color),
/// [`Role`](crate::Role), [`Piece`](crate::Piece),
/// [`Promotion`](crate::Promotion), [`SquareColor`](crate::SquareColor),
/// [`CastlingSide`](crate::CastlingSide), [`CastlingMode`](crate::CastlingMode),
/// [`CastlingRights`](crate::CastlingRights)): the type it was read as and
/// what that type accepts. Each type's `FromStr` reads what its `Display`
/// writes, and a little more where the type's docs say so (a role's or a
/// promotion's letter in either case); `CastlingRights` reads standard
/// chess's letters only (a Chess960 file letter needs the king's file).
///
/// ```
/// use chess_tables::{Color, ParseError};
///
/// let error: ParseError = "white".parse::<Color>().unwrap_err();
/// assert_eq!(error.to_string(), "invalid colour: expected \"w\" or \"b\"");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ParseError {
    type_name: &'static str,
    expected: &'static str,
}

impl ParseError {
    pub(crate) const fn new(type_name: &'static str, expected: &'static str) -> ParseError {
        ParseError {
            type_name,
            expected,
        }
    }

    /// What the text was read as, in words: `"square"`, `"colour"`, `"role"`, `"piece"`,
    /// `"promotion"`, `"square colour"`, `"castling side"`, `"castling
    /// mode"` or `"castling rights"`.
    #[inline]
    pub const fn type_name(&self) -> &'static str {
        self.type_name
    }

    /// What the type accepts, in words, such as `"w" or "b"`.
    #[inline]
    pub const fn expected(&self) -> &'static str {
        self.expected
    }
}

impl fmt::Display for ParseError {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "invalid {}: expected {}", self.type_name, self.expected)
    }
}

impl core::error::Error for ParseError {}

/// The one character `s` holds, or `None` when it holds more or fewer.
#[inline]
pub(crate) fn single_char(s: &str) -> Option<char> {
    let mut chars = s.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => Some(c),
        _ => None,
    }
}
