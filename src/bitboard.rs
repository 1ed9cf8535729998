//! Helpers for plain `u64` bitboards (bit n = square n): iterating over
//! the set squares and popping them, without a branch or a panic path
//! per square.
//!
//! ```
//! use chess_tables::Square;
//! use chess_tables::bitboard::{self, Squares};
//!
//! let rooks = Square::A1.bit() | Square::H1.bit() | Square::D4.bit();
//! let names: Vec<String> = Squares::new(rooks).map(|sq| sq.to_string()).collect();
//! assert_eq!(names, ["a1", "h1", "d4"]);
//!
//! let mut rest = rooks;
//! assert_eq!(bitboard::pop_lowest(&mut rest), Some(Square::A1));
//! assert_eq!(rest, Square::H1.bit() | Square::D4.bit());
//! ```

use crate::square::Square;
use core::iter::FusedIterator;

/// The lowest set square (from a1), or `None` for an empty board.
#[inline]
pub const fn lowest(bb: u64) -> Option<Square> {
    if bb == 0 {
        None
    } else {
        Some(Square::from_index_masked(bb.trailing_zeros()))
    }
}

/// The highest set square (toward h8), or `None` for an empty board.
#[inline]
pub const fn highest(bb: u64) -> Option<Square> {
    if bb == 0 {
        None
    } else {
        Some(Square::from_index_masked(63 - bb.leading_zeros()))
    }
}

/// Removes the lowest set square from `bb` and returns it; `None` (and
/// `bb` unchanged) for an empty board. `bb &= bb - 1`.
#[inline]
pub const fn pop_lowest(bb: &mut u64) -> Option<Square> {
    let square = lowest(*bb);
    *bb &= bb.wrapping_sub(1);
    square
}

/// Removes the highest set square from `bb` and returns it; `None` (and
/// `bb` unchanged) for an empty board.
#[inline]
pub const fn pop_highest(bb: &mut u64) -> Option<Square> {
    let square = highest(*bb);
    if let Some(sq) = square {
        *bb ^= sq.bit();
    }
    square
}

/// The set squares of a bitboard, lowest (a1 side) first; from the back,
/// highest first. Each step is a `trailing_zeros` and a `bb & (bb - 1)`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Squares(u64);

impl Squares {
    /// The squares of `bb`.
    #[inline]
    pub const fn new(bb: u64) -> Squares {
        Squares(bb)
    }

    /// The squares not yet returned, as a bitboard.
    #[inline]
    pub const fn bitboard(self) -> u64 {
        self.0
    }
}

impl Iterator for Squares {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        pop_lowest(&mut self.0)
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }

    #[inline]
    fn count(self) -> usize {
        self.0.count_ones() as usize
    }

    #[inline]
    fn last(self) -> Option<Square> {
        highest(self.0)
    }
}

impl DoubleEndedIterator for Squares {
    #[inline]
    fn next_back(&mut self) -> Option<Square> {
        pop_highest(&mut self.0)
    }
}

impl ExactSizeIterator for Squares {}

impl FusedIterator for Squares {}
