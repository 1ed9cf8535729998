//! Building a [`Position`] from an engine's own board.

use core::fmt;

use super::Position;
use crate::castling::{CastlingMode, CastlingRights, CastlingSide};
use crate::color::Color;
use crate::piece::Piece;
use crate::square::Square;

/// A position's parts, to build a [`Position`] from your own board with
/// [`Position::from_setup`] (and so hash it, or write it as FEN).
///
/// Start from [`Setup::empty`] or [`Setup::from_mailbox`] and set the
/// fields: the struct is non-exhaustive, so a later release can add a field
/// without breaking your code.
///
/// ```
/// use chess_tables::{CastlingRights, Color, Piece, Position, Setup, Square, zobrist::POLYGLOT};
///
/// let mut setup = Setup::empty();
/// setup.put(Piece::WhiteKing, Square::E1);
/// setup.put(Piece::WhiteRook, Square::H1);
/// setup.put(Piece::BlackKing, Square::E8);
/// setup.castling = CastlingRights::WHITE_SHORT;
/// let position = Position::from_setup(&setup)?;
/// assert_eq!(position.to_string(), "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
/// assert_eq!(POLYGLOT.hash(&position), POLYGLOT.hash_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1")?);
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Setup {
    /// Bitboards by piece index (`Piece as usize`, the Polyglot kind order),
    /// bit n = square n. A square may hold one piece only.
    pub pieces: [u64; 12],
    /// The side to move.
    pub side_to_move: Color,
    /// The castling rights, with their rook files in Chess960. Rights that
    /// do not count on this board are kept as written and dropped from
    /// [`Position::castling`], as the FEN reader drops them.
    pub castling: CastlingRights,
    /// How castling rights are read.
    pub castling_mode: CastlingMode,
    /// The en-passant target square (the square a pawn passed over), on
    /// rank 6 with white to move, rank 3 with black; kept only when a
    /// double push can have produced it ([`Position::en_passant`]).
    pub en_passant: Option<Square>,
    /// The halfmove clock.
    pub halfmove_clock: u32,
    /// The fullmove number.
    pub fullmove_number: u32,
}

impl Default for Setup {
    /// [`Setup::empty`].
    #[inline]
    fn default() -> Setup {
        Setup::empty()
    }
}

impl Setup {
    /// No pieces, white to move, no castling rights (standard chess), no
    /// en-passant square, clocks 0 and 1.
    #[inline]
    pub const fn empty() -> Setup {
        Setup {
            pieces: [0; 12],
            side_to_move: Color::White,
            castling: CastlingRights::NONE,
            castling_mode: CastlingMode::Standard,
            en_passant: None,
            halfmove_clock: 0,
            fullmove_number: 1,
        }
    }

    /// [`Setup::empty`] with the pieces of a mailbox board (index = square).
    #[inline]
    pub const fn from_mailbox(board: &[Option<Piece>; 64]) -> Setup {
        let mut setup = Setup::empty();
        let mut sq = 0;
        while sq < 64 {
            if let Some(piece) = board[sq] {
                setup.pieces[piece as usize] |= 1 << sq;
            }
            sq += 1;
        }
        setup
    }

    /// Adds `piece` on `sq` (a second piece on a square is an error of
    /// [`Position::from_setup`]).
    #[inline]
    pub const fn put(&mut self, piece: Piece, sq: Square) {
        self.pieces[piece as usize] |= sq.bit();
    }
}

/// Why a [`Setup`] is not a position, with the square at fault.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum SetupError {
    /// Two pieces on one square.
    Overlap {
        /// The square.
        square: Square,
    },
    /// The en-passant square is not on rank 6 with white to move or rank 3
    /// with black (the FEN reader's [`FenError::EnPassantRank`](crate::fen::FenError::EnPassantRank)).
    EnPassantRank {
        /// The square.
        square: Square,
    },
}

impl fmt::Display for SetupError {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            SetupError::Overlap { square } => write!(f, "two pieces on {square}"),
            SetupError::EnPassantRank { square } => write!(
                f,
                "en-passant square {square}: it must be on rank 6 with white to move, rank 3 with black"
            ),
        }
    }
}

impl core::error::Error for SetupError {}

impl Position {
    /// The position of `setup`, with the checks the FEN reader makes: one
    /// piece per square, an en-passant square on the side to move's rank.
    /// Castling rights and the en-passant square count by the same rules
    /// as when read from FEN (see [`Position::castling`]).
    ///
    /// # Errors
    /// [`SetupError`] naming the square at fault.
    #[inline]
    pub fn from_setup(setup: &Setup) -> Result<Position, SetupError> {
        let mut seen = 0u64;
        for &bb in &setup.pieces {
            if let Some(square) = crate::bitboard::lowest(seen & bb) {
                return Err(SetupError::Overlap { square });
            }
            seen |= bb;
        }
        if let Some(square) = setup.en_passant {
            let rank = match setup.side_to_move {
                Color::White => 5,
                Color::Black => 2,
            };
            if square.rank() != rank {
                return Err(SetupError::EnPassantRank { square });
            }
        }
        // The rights as FEN letters: the standard letter for a right with
        // its standard rook file, the rook's file letter otherwise.
        let mut letters = [0u8; 4];
        let mut len = 0;
        for color in Color::ALL {
            for side in CastlingSide::ALL {
                if let Some(file) = setup.castling.rook_file(color, side) {
                    let standard = match side {
                        CastlingSide::KingSide => (7, b'K'),
                        CastlingSide::QueenSide => (0, b'Q'),
                    };
                    let letter = if file == standard.0 {
                        standard.1
                    } else {
                        b'A' + file
                    };
                    letters[len] = match color {
                        Color::White => letter,
                        Color::Black => letter.to_ascii_lowercase(),
                    };
                    len += 1;
                }
            }
        }
        let mut position = Position::from_parts(
            setup.pieces,
            setup.side_to_move,
            &letters[..len],
            setup.castling_mode,
            setup.en_passant,
        )
        .with_clocks(setup.halfmove_clock, setup.fullmove_number);
        position.castling_as_written = setup.castling;
        Ok(position)
    }

    /// The position's parts, with the castling rights and en-passant square
    /// that count: `Position::from_setup(&p.to_setup())` equals `p`.
    #[inline]
    pub const fn to_setup(&self) -> Setup {
        Setup {
            pieces: self.pieces,
            side_to_move: self.side_to_move,
            castling: self.castling,
            castling_mode: self.castling_mode,
            en_passant: self.en_passant,
            halfmove_clock: self.halfmove_clock,
            fullmove_number: self.fullmove_number,
        }
    }
}
