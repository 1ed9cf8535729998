//! Squares, numbered little-endian rank-file: a1 = 0, h1 = 7, a8 = 56, h8 = 63.

use core::fmt;
use core::str::FromStr;

// `pub enum Square { A1 = 0, ..., H8 = 63 }` (documented there) and
// `Square::from_index`, generated.
include!(concat!(env!("OUT_DIR"), "/squares.rs"));

impl Square {
    /// The square with this index (0 = a1 ..= 63 = h8), or `None` for 64 and above.
    #[inline]
    pub const fn new(index: u8) -> Option<Square> {
        if index < 64 {
            Some(Square::from_index(index))
        } else {
            None
        }
    }

    /// The square on `file` (0 = a ..= 7 = h) and `rank` (0 = rank 1 ..= 7 = rank 8),
    /// or `None` if either is 8 or more.
    #[inline]
    pub const fn from_file_rank(file: u8, rank: u8) -> Option<Square> {
        if file < 8 && rank < 8 {
            Some(Square::from_index(rank * 8 + file))
        } else {
            None
        }
    }

    /// Index 0..=63, for indexing tables.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// File, 0 (a) ..= 7 (h).
    pub const fn file(self) -> u8 {
        self as u8 & 7
    }

    /// Rank, 0 (rank 1) ..= 7 (rank 8).
    pub const fn rank(self) -> u8 {
        self as u8 >> 3
    }

    /// The bitboard with only this square's bit set (bit n = square n).
    pub const fn bit(self) -> u64 {
        1 << self.index()
    }

    /// All 64 squares, a1 first, h8 last.
    pub fn all() -> impl DoubleEndedIterator<Item = Square> + ExactSizeIterator {
        (0..64).map(Square::from_index)
    }

    /// Parses an algebraic name: a file letter `a`..=`h` then a rank digit
    /// `1`..=`8`, nothing else, e.g. `"e4"`.
    ///
    /// # Errors
    /// [`ParseSquareError`] naming what is wrong (the file, the rank, or the length).
    pub fn from_name(name: &str) -> Result<Square, ParseSquareError> {
        let mut chars = name.chars();
        let file = match chars.next() {
            Some(c @ 'a'..='h') => c as u8 - b'a',
            Some(found) => return Err(ParseSquareError::File { found }),
            None => return Err(ParseSquareError::Length { chars: 0 }),
        };
        let rank = match chars.next() {
            Some(c @ '1'..='8') => c as u8 - b'1',
            Some(found) => return Err(ParseSquareError::Rank { found }),
            None => return Err(ParseSquareError::Length { chars: 1 }),
        };
        if chars.next().is_some() {
            return Err(ParseSquareError::Length {
                chars: name.chars().count(),
            });
        }
        Ok(Square::from_index(rank * 8 + file))
    }
}

impl fmt::Display for Square {
    /// Algebraic name, e.g. `e4`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let file = char::from(b'a' + self.file());
        let rank = char::from(b'1' + self.rank());
        write!(f, "{file}{rank}")
    }
}

impl FromStr for Square {
    type Err = ParseSquareError;

    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        Square::from_name(s)
    }
}

/// Why a square name did not parse.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParseSquareError {
    /// The first character is not a file letter `a`..=`h`.
    File {
        /// The offending first character.
        found: char,
    },
    /// The second character is not a rank digit `1`..=`8`.
    Rank {
        /// The offending second character.
        found: char,
    },
    /// The name is not exactly two characters long.
    Length {
        /// Its length in characters.
        chars: usize,
    },
}

impl fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ParseSquareError::File { found } => {
                write!(
                    f,
                    "square name: the file must be a letter a-h, found {found:?}"
                )
            }
            ParseSquareError::Rank { found } => {
                write!(
                    f,
                    "square name: the rank must be a digit 1-8, found {found:?}"
                )
            }
            ParseSquareError::Length { chars } => {
                let noun = if chars == 1 {
                    "character"
                } else {
                    "characters"
                };
                write!(
                    f,
                    "a square name is a file letter and a rank digit (e.g. \"e4\"), not {chars} {noun}"
                )
            }
        }
    }
}

impl core::error::Error for ParseSquareError {}
