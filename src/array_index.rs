//! Arrays indexed by the vocabulary: `[T; 64]` by [`Square`], `[T; 2]` by
//! [`Color`], `[T; 6]` by [`Role`], `[T; 12]` by [`Piece`], each at the
//! type's index (`sq as usize`, white 0, pawn 0, the Polyglot kind order),
//! so an engine's own tables need no `as usize`. The index is always in
//! range, so the bounds check folds away.
//!
//! ```
//! use chess_tables::{Color, Piece, Role, Square};
//!
//! let mut material = [0i32; 2];
//! material[Color::Black] += 9;
//! let values = [100, 320, 330, 500, 900, 0];
//! assert_eq!(values[Role::Queen], 900);
//! let mut board = [None; 64];
//! board[Square::E1] = Some(Piece::WhiteKing);
//! assert_eq!(board[Square::E1], Some(Piece::WhiteKing));
//! let mut counts = [0u8; 12];
//! counts[Piece::WhiteKing] += 1;
//! assert_eq!(counts[Piece::WhiteKing as usize], 1);
//! ```

use core::ops::{Index, IndexMut};

use crate::color::Color;
use crate::piece::{Piece, Role};
use crate::square::Square;

macro_rules! index_by {
    ($key:ty, $len:expr) => {
        impl<T> Index<$key> for [T; $len] {
            type Output = T;

            #[inline]
            fn index(&self, key: $key) -> &T {
                &self[key as usize]
            }
        }

        impl<T> IndexMut<$key> for [T; $len] {
            #[inline]
            fn index_mut(&mut self, key: $key) -> &mut T {
                &mut self[key as usize]
            }
        }
    };
}

index_by!(Square, 64);
index_by!(Color, 2);
index_by!(Role, 6);
index_by!(Piece, 12);
