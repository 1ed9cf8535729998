//! The two sides.

use core::ops::Not;

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

    /// The colour with this index (0 white, 1 black), or `None` for 2 and above.
    #[inline]
    pub const fn new(index: u8) -> Option<Color> {
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

    /// The FEN side-to-move letter: `w` or `b`.
    #[inline]
    pub const fn fen_char(self) -> char {
        match self {
            Color::White => 'w',
            Color::Black => 'b',
        }
    }

    /// The side a FEN side-to-move letter names (`w` or `b`), or `None`.
    #[inline]
    pub const fn from_fen_char(c: char) -> Option<Color> {
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
