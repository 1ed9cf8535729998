//! The two sides.

use core::ops::Not;

vocabulary! {
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
    indexed "colour", "0 white, 1 black";
    letters "colour", "\"w\" or \"b\""
    /// The letter of FEN's side-to-move field: `w` or `b` (also its `Display`).
    {
        White => b'w',
        Black => b'b',
    }
}

impl Color {
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
}

impl Not for Color {
    type Output = Color;

    /// The other side.
    #[inline]
    fn not(self) -> Color {
        self.other()
    }
}
