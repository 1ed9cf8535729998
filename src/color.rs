//! The two sides.

use core::fmt;
use core::ops::Not;
use core::str::FromStr;

use crate::parse_error::{ParseError, single_char};

/// A side: the colour of a player and of its pieces.
///
/// `color as usize` is its index (white 0, black 1), the outer index of the
/// crate's by-colour tables such as `attacks::PAWN_ATTACKS`; the index is
/// part of the stability promise.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Color {
    /// White, moving up the board (toward rank 8). Index 0.
    White = 0,
    /// Black, moving down the board (toward rank 1). Index 1.
    Black = 1,
}

impl Color {
    /// Both colours in index order: white, black.
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// The colour with this index (0 white, 1 black), or `None` for 2 and
    /// above: `Color::new(color.index()) == Some(color)`.
    #[inline]
    pub const fn new(index: usize) -> Option<Color> {
        match index {
            0 => Some(Color::White),
            1 => Some(Color::Black),
            _ => None,
        }
    }

    /// Index 0 (white) or 1 (black), for indexing by-colour tables.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The other side (also `!color`).
    #[inline]
    pub const fn other(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// True for white.
    #[inline]
    pub const fn is_white(self) -> bool {
        matches!(self, Color::White)
    }

    /// The rank this side's pieces start on: 0 (rank 1) for white, 7
    /// (rank 8) for black.
    #[inline]
    pub const fn back_rank(self) -> u8 {
        match self {
            Color::White => 0,
            Color::Black => 7,
        }
    }

    /// The letter of FEN's side-to-move field: `w` or `b` (also its `Display`).
    #[inline]
    pub const fn char(self) -> char {
        match self {
            Color::White => 'w',
            Color::Black => 'b',
        }
    }

    /// The side a letter names (`w` or `b`, as [`char`](Color::char)
    /// writes them), or `None`.
    #[inline]
    pub const fn from_char(c: char) -> Option<Color> {
        match c {
            'w' => Some(Color::White),
            'b' => Some(Color::Black),
            _ => None,
        }
    }
}

impl Not for Color {
    type Output = Color;

    /// The other side.
    #[inline]
    fn not(self) -> Color {
        self.other()
    }
}

impl fmt::Display for Color {
    /// The letter, `w` or `b` ([`Color::char`]).
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.char())
    }
}

impl FromStr for Color {
    type Err = ParseError;

    /// `w` or `b`, nothing else.
    #[inline]
    fn from_str(s: &str) -> Result<Color, ParseError> {
        single_char(s)
            .and_then(Color::from_char)
            .ok_or(ParseError::new("colour", "\"w\" or \"b\""))
    }
}
