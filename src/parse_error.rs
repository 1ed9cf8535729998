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
    found: Found,
}

/// What a reader that checks the text character by character (a square's)
/// found where it expected something else.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Found {
    /// The type reads its text whole: nothing more to say than `expected`.
    Whole,
    /// The text ended at this byte offset.
    End(usize),
    /// This character, at this byte offset.
    Char(usize, char),
}

impl ParseError {
    pub(crate) const fn new(type_name: &'static str, expected: &'static str) -> ParseError {
        ParseError {
            type_name,
            expected,
            found: Found::Whole,
        }
    }

    /// The error at the first character a reader could not accept: `found`
    /// at byte `offset`, or the end of the text there (`found` is `None`).
    pub(crate) const fn at(
        type_name: &'static str,
        expected: &'static str,
        offset: usize,
        found: Option<char>,
    ) -> ParseError {
        let found = match found {
            Some(c) => Found::Char(offset, c),
            None => Found::End(offset),
        };
        ParseError {
            type_name,
            expected,
            found,
        }
    }

    /// The byte offset of the first character that is wrong, or of the end
    /// of a text that is too short, for a type read character by character
    /// (a [`Square`](crate::Square)); `None` for the types read whole.
    ///
    /// ```
    /// use chess_tables::Square;
    /// let error = "e9".parse::<Square>().unwrap_err();
    /// assert_eq!((error.offset(), error.found()), (Some(1), Some('9')));
    /// let error = "e".parse::<Square>().unwrap_err();
    /// assert_eq!((error.offset(), error.found()), (Some(1), None));
    /// ```
    #[inline]
    pub const fn offset(&self) -> Option<usize> {
        match self.found {
            Found::Whole => None,
            Found::End(offset) | Found::Char(offset, _) => Some(offset),
        }
    }

    /// The first character that is wrong, where [`offset`](Self::offset)
    /// names one; `None` at the end of the text or for the types read whole.
    #[inline]
    pub const fn found(&self) -> Option<char> {
        match self.found {
            Found::Char(_, c) => Some(c),
            _ => None,
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
        write!(f, "invalid {}: expected {}", self.type_name, self.expected)?;
        match self.found {
            Found::Whole => Ok(()),
            Found::End(offset) => write!(f, "; the text ends at byte {offset}"),
            Found::Char(offset, c) => write!(f, "; found {c:?} at byte {offset}"),
        }
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
