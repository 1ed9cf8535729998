//! Squares, numbered little-endian rank-file: a1 = 0, h1 = 7, a8 = 56, h8 = 63.

use core::fmt;
use core::str::FromStr;

use crate::parse_error::ParseError;

// `pub enum Square { A1 = 0, ..., H8 = 63 }` (documented there) and
// `Square::from_index`, generated.
include!(concat!(env!("OUT_DIR"), "/squares.rs"));

vocabulary!(@index Square, "square", "0 = a1 ..= 63 = h8", {
    let mut all = [Square::A1; 64];
    let mut i = 0;
    while i < 64 {
        all[i] = Square::from_index(i as u8);
        i += 1;
    }
    all
}, |index| {
    if index < 64 {
        Some(Square::from_index(index as u8))
    } else {
        None
    }
});

impl Square {
    /// The square whose index is `index & 63`: no branch and no `Option`,
    /// for an index known to be in range, such as a bitboard's
    /// `trailing_zeros()` (`Square::from_index_masked(bb.trailing_zeros())`,
    /// a `u32` as the bit scans return it). Compiles to nothing in release
    /// builds.
    #[inline]
    pub const fn from_index_masked(index: u32) -> Square {
        Square::from_index((index & 63) as u8)
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

    /// File, 0 (a) ..= 7 (h).
    #[inline]
    pub const fn file(self) -> u8 {
        self as u8 & 7
    }

    /// Rank, 0 (rank 1) ..= 7 (rank 8).
    #[inline]
    pub const fn rank(self) -> u8 {
        self as u8 >> 3
    }

    /// The bitboard with only this square's bit set (bit n = square n).
    #[inline]
    pub const fn bit(self) -> u64 {
        1 << self.index()
    }

    /// The square's colour: dark for a1 and h8, light for h1 and a8.
    #[inline]
    pub const fn color(self) -> SquareColor {
        if (self.file() + self.rank()) & 1 == 0 {
            SquareColor::Dark
        } else {
            SquareColor::Light
        }
    }

    /// The square mirrored across the middle of the board between ranks 4
    /// and 5, `index ^ 56` (a1 <-> a8; Chess Programming Wiki, "Flipping
    /// Mirroring and Rotating": flip vertical). Turns a square from
    /// black's point of view into white's.
    #[inline]
    pub const fn flip_vertical(self) -> Square {
        Square::from_index(self as u8 ^ 56)
    }

    /// The square mirrored across the middle of the board between the d-
    /// and e-files, `index ^ 7` (a1 <-> h1; Chess Programming Wiki,
    /// "Flipping Mirroring and Rotating": mirror horizontal).
    #[inline]
    pub const fn mirror_horizontal(self) -> Square {
        Square::from_index(self as u8 ^ 7)
    }

    /// The square `files` to the right and `ranks` up (negative: left and
    /// down), or `None` when that leaves the board.
    #[inline]
    pub const fn offset(self, files: i8, ranks: i8) -> Option<Square> {
        let file = self.file() as i8 + files;
        let rank = self.rank() as i8 + ranks;
        if file < 0 || file > 7 || rank < 0 || rank > 7 {
            None
        } else {
            Some(Square::from_index((rank * 8 + file) as u8))
        }
    }
}

impl From<Square> for u8 {
    /// The index, 0..=63.
    #[inline]
    fn from(sq: Square) -> u8 {
        sq as u8
    }
}

impl From<Square> for u32 {
    /// The index, 0..=63.
    #[inline]
    fn from(sq: Square) -> u32 {
        sq as u32
    }
}

impl From<Square> for usize {
    /// The index, 0..=63.
    #[inline]
    fn from(sq: Square) -> usize {
        sq as usize
    }
}

/// `TryFrom<int>` for `Square`: the square with that index, or
/// [`SquareIndexError`] for an index outside 0..=63.
macro_rules! square_try_from {
    ($($int:ty),*) => {$(
        impl TryFrom<$int> for Square {
            type Error = SquareIndexError;

            /// The square with this index, 0 (a1) ..= 63 (h8).
            #[inline]
            fn try_from(index: $int) -> Result<Square, SquareIndexError> {
                match u8::try_from(index) {
                    Ok(i) if i < 64 => Ok(Square::from_index(i)),
                    _ => Err(SquareIndexError(())),
                }
            }
        }
    )*};
}
square_try_from!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize);

/// A square index outside 0..=63, from `Square::try_from`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SquareIndexError(());

impl fmt::Display for SquareIndexError {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("square index out of range: expected 0 (a1) to 63 (h8)")
    }
}

impl core::error::Error for SquareIndexError {}

vocabulary! {
    /// The colour of a square (not of a piece): the index of
    /// `distance::CORNER_MANHATTAN_DISTANCE`.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
    pub enum SquareColor {
        /// Dark squares, a1 and h8 among them: `(file + rank)` even. Index 0.
        Dark = 0,
        /// Light squares, a8 and h1 among them: `(file + rank)` odd. Index 1.
        Light = 1,
    }
    indexed "square colour", "0 dark, 1 light";
    names "square colour", "\"dark\" or \"light\""
    /// The name: `"dark"` or `"light"` (also its `Display`).
    {
        Dark => "dark",
        Light => "light",
    }
}

impl fmt::Display for Square {
    /// Algebraic name, e.g. `e4`.
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let file = char::from(b'a' + self.file());
        let rank = char::from(b'1' + self.rank());
        write!(f, "{file}{rank}")
    }
}

impl FromStr for Square {
    type Err = ParseError;

    /// An algebraic name: a lowercase file letter `a`..=`h` then a rank
    /// digit `1`..=`8`, nothing else, e.g. `"e4"` (what `Display` writes).
    ///
    /// ```
    /// use chess_tables::Square;
    /// assert_eq!("e4".parse(), Ok(Square::E4));
    /// let error = "E4".parse::<Square>().unwrap_err();
    /// assert_eq!(
    ///     error.to_string(),
    ///     "invalid square: expected a lowercase file letter a-h then a rank digit 1-8, such as \"e4\"; found 'E' at byte 0"
    /// );
    /// ```
    ///
    /// # Errors
    /// [`ParseError`] with the byte offset of the first character that is
    /// wrong ([`ParseError::offset`], [`ParseError::found`]): a file that is
    /// not `a`..=`h`, a rank that is not `1`..=`8`, a text that ends early or
    /// goes on after the rank.
    #[inline]
    fn from_str(s: &str) -> Result<Square, ParseError> {
        const EXPECTED: &str = "a lowercase file letter a-h then a rank digit 1-8, such as \"e4\"";
        let wrong = |at: Option<(usize, char)>| {
            let offset = at.map_or(s.len(), |(i, _)| i);
            ParseError::at("square", EXPECTED, offset, at.map(|(_, c)| c))
        };
        let mut chars = s.char_indices();
        let file = match chars.next() {
            Some((_, c @ 'a'..='h')) => c as u8 - b'a',
            other => return Err(wrong(other)),
        };
        let rank = match chars.next() {
            Some((_, c @ '1'..='8')) => c as u8 - b'1',
            other => return Err(wrong(other)),
        };
        match chars.next() {
            None => Ok(Square::from_index(rank * 8 + file)),
            extra => Err(wrong(extra)),
        }
    }
}
