//! Building a [`Position`] from an engine's own board.

use core::fmt;

use super::Position;
use chess_tables::Color;
use chess_tables::Piece;
use chess_tables::Role;
use chess_tables::Square;
use chess_tables::castling::{CastlingMode, CastlingRights, CastlingSide};

/// A position's parts, to build a [`Position`] from your own board with
/// `Position::try_from(&setup)` (and so hash it, or write it as FEN).
///
/// Start from [`Setup::empty`] or [`Setup::from_mailbox`] and set the
/// fields: the struct is non-exhaustive, so a later release can add a field
/// without breaking your code.
///
/// ```
/// use chess_tables_position::{CastlingRights, Color, Piece, Position, PositionKeys, Setup, Square, zobrist::POLYGLOT};
///
/// let mut setup = Setup::empty();
/// setup.put(Piece::WhiteKing, Square::E1);
/// setup.put(Piece::WhiteRook, Square::H1);
/// setup.put(Piece::BlackKing, Square::E8);
/// setup.castling = CastlingRights::WHITE_SHORT;
/// let position = Position::try_from(&setup)?;
/// assert_eq!(position.to_string(), "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
/// assert_eq!(POLYGLOT.key(&position), POLYGLOT.fen_key("4k3/8/8/8/8/8/8/4K2R w K - 0 1")?);
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Setup {
    /// Bitboards by piece, bit n = square n, indexed by [`Piece`]
    /// (`setup.pieces[Piece::WhiteKing]`): the Polyglot kind order, black
    /// first (index 0 is `BlackPawn`). A square may hold one piece only.
    pub pieces: [u64; 12],
    /// The side to move.
    pub side_to_move: Color,
    /// The castling rights, with their rook files in Chess960. Each right
    /// is its rook file's square: rights that do not count on this board
    /// (no rook of its colour there, or, in Chess960, not on its side of
    /// the king) are kept as written and dropped from
    /// [`Position::castling`], as the FEN reader drops them
    /// (`Position::try_from(&setup)` has the rule).
    pub castling: CastlingRights,
    /// How castling rights are read.
    pub castling_mode: CastlingMode,
    /// The en-passant target square (the square a pawn passed over), on
    /// rank 6 with white to move, rank 3 with black; kept only when a
    /// double push can have produced it ([`Position::en_passant`]).
    pub en_passant: Option<Square>,
    /// The halfmove clock.
    pub halfmove_clock: u32,
    /// The fullmove number (0 counts as 1, as in a FEN).
    pub fullmove_number: u32,
}

impl TryFrom<Setup> for Position {
    type Error = SetupError;

    /// As `Position::try_from(&setup)`.
    #[inline]
    fn try_from(setup: Setup) -> Result<Position, SetupError> {
        Position::try_from(&setup)
    }
}

impl TryFrom<&Setup> for Position {
    type Error = SetupError;

    /// The position of `setup`, with the checks the FEN reader makes: one
    /// piece per square, an en-passant square on the side to move's rank.
    /// Castling rights and the en-passant square count by the same rules
    /// as when read from FEN (see [`Position::castling`]): each right is
    /// the rook on its file ([`CastlingRights::rook_file`]) of its colour's
    /// back rank, as a Shredder-FEN letter names it, never another rook.
    /// A right counts when that square holds a rook of its colour and, in
    /// standard chess, it is the corner of its side with the king on
    /// e1/e8; in Chess960, the rook stands on its side of the colour's
    /// (highest) king on the back rank. Any other right is dropped from
    /// [`Position::castling`] and kept in
    /// [`Position::castling_as_written`].
    ///
    /// ```
    /// use chess_tables_position::{CastlingMode, CastlingRights, CastlingSide, Color, Position, Setup};
    /// use chess_tables_position::{Piece, Square};
    ///
    /// // Chess960: the h1 rook has gone; the g1 rook does not inherit its right.
    /// let mut setup = Setup::empty();
    /// setup.put(Piece::WhiteKing, Square::E1);
    /// setup.put(Piece::WhiteRook, Square::G1);
    /// setup.put(Piece::BlackKing, Square::E8);
    /// setup.castling_mode = CastlingMode::Chess960;
    /// setup.castling = CastlingRights::NONE.with_rook_file(Color::White, CastlingSide::KingSide, 7);
    /// let position = Position::try_from(&setup)?;
    /// assert!(position.castling().is_empty());
    /// assert_eq!(position.to_string(), "4k3/8/8/8/8/8/8/4K1R1 w - - 0 1");
    /// # Ok::<(), chess_tables_position::SetupError>(())
    /// ```
    ///
    /// # Errors
    /// [`SetupError`] naming the square at fault.
    #[inline]
    fn try_from(setup: &Setup) -> Result<Position, SetupError> {
        Position::from_setup(setup)
    }
}

impl From<Position> for Setup {
    /// The rights and en-passant square that count, as
    /// [`Position::to_setup`] (its `const fn` form) gives them.
    #[inline]
    fn from(position: Position) -> Setup {
        position.to_setup()
    }
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

    /// [`Setup::empty`] with the pieces of a board held as bitboards (bit n
    /// = square n), the layout of shakmaty's and cozy-chess's boards: one
    /// bitboard per role, indexed by [`Role`] (pawn, knight, bishop, rook,
    /// queen, king), and the white pieces; a piece of a role's bitboard is
    /// white when its square is in `white`, black otherwise. Squares in
    /// two roles' bitboards are an error of `Position::try_from(&setup)`
    /// (two pieces on one square).
    ///
    /// ```
    /// use chess_tables_position::{CastlingRights, Position, Setup, Square};
    ///
    /// let by_role = [0x00FF_0000_0000_FF00, 0x4200_0000_0000_0042, 0x2400_0000_0000_0024,
    ///                0x8100_0000_0000_0081, 0x0800_0000_0000_0008, 0x1000_0000_0000_0010];
    /// let mut setup = Setup::from_bitboards(by_role, 0xFFFF);
    /// setup.castling = CastlingRights::from_rook_squares(by_role[3], [4, 4]);
    /// assert_eq!(Position::try_from(&setup)?, Position::START);
    /// # Ok::<(), chess_tables_position::SetupError>(())
    /// ```
    #[inline]
    pub const fn from_bitboards(by_role: [u64; 6], white: u64) -> Setup {
        let mut setup = Setup::empty();
        let mut role = 0;
        while role < 6 {
            // Piece index 2 * role is black, 2 * role + 1 white.
            setup.pieces[2 * role] = by_role[role] & !white;
            setup.pieces[2 * role + 1] = by_role[role] & white;
            role += 1;
        }
        setup
    }

    /// Adds `piece` on `sq` (a second piece on a square is an error of
    /// `Position::try_from(&setup)`).
    #[inline]
    pub const fn put(&mut self, piece: Piece, sq: Square) {
        self.pieces[piece as usize] |= sq.bit();
    }
}

/// What is wrong with a [`Setup`]: the kind of a [`SetupError`], which
/// carries the square at fault beside it ([`SetupError::square`]). The
/// enum may grow: a `match` on it needs a wildcard arm.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum SetupErrorKind {
    /// Two pieces on one square: the error's square is the square they
    /// share.
    Overlap,
    /// The en-passant square is not on rank 6 with white to move or rank 3
    /// with black (the FEN reader's
    /// [`FenErrorKind::EnPassantRank`](crate::fen::FenErrorKind::EnPassantRank)):
    /// the error's square is the en-passant square.
    EnPassantRank,
}

/// Why a [`Setup`] is not a position: what is wrong
/// ([`kind`](SetupError::kind), a [`SetupErrorKind`]) and the square at
/// fault ([`square`](SetupError::square)).
///
/// ```
/// use chess_tables_position::{Piece, Position, Setup, SetupError, SetupErrorKind, Square};
///
/// let mut setup = Setup::empty();
/// setup.put(Piece::WhiteKing, Square::E1);
/// setup.put(Piece::WhiteQueen, Square::E1);
/// let error = Position::try_from(&setup).unwrap_err();
/// assert_eq!(error.kind(), SetupErrorKind::Overlap);
/// assert_eq!(error.square(), Square::E1);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SetupError {
    kind: SetupErrorKind,
    square: Square,
}

impl SetupError {
    #[inline]
    pub(crate) const fn new(kind: SetupErrorKind, square: Square) -> SetupError {
        SetupError { kind, square }
    }

    /// What is wrong.
    #[inline]
    pub const fn kind(&self) -> SetupErrorKind {
        self.kind
    }

    /// The square at fault: the square two pieces share, or the en-passant
    /// square off its rank.
    #[inline]
    pub const fn square(&self) -> Square {
        self.square
    }
}

impl fmt::Display for SetupError {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let square = self.square;
        match self.kind {
            SetupErrorKind::Overlap => write!(f, "two pieces on {square}"),
            SetupErrorKind::EnPassantRank => write!(
                f,
                "en-passant square {square}: it must be on rank 6 with white to move, rank 3 with black"
            ),
        }
    }
}

impl core::error::Error for SetupError {}

impl Position {
    /// `Position::try_from(&setup)`'s work.
    #[inline]
    fn from_setup(setup: &Setup) -> Result<Position, SetupError> {
        let mut seen = 0u64;
        let mut shared = 0u64;
        for &bb in &setup.pieces {
            shared |= seen & bb;
            seen |= bb;
        }
        if shared != 0 {
            return Err(first_overlap(&setup.pieces));
        }
        if let Some(square) = setup.en_passant {
            let rank = match setup.side_to_move {
                Color::White => 5,
                Color::Black => 2,
            };
            if square.rank() != rank {
                return Err(SetupError::new(SetupErrorKind::EnPassantRank, square));
            }
        }
        // Each right as itself: its rook file's square (a right whose rook
        // is gone does not move to another rook), holding a rook of its
        // colour; standard chess: the corner of its side with the king on
        // e1/e8; Chess960: on its side of the highest king on the back rank
        // (the FEN reader's rules, for one named square per right).
        let mut counted = CastlingRights::NONE;
        for color in Color::ALL {
            let rooks = setup.pieces[Piece::from_parts(color, Role::Rook) as usize];
            let base = 8 * u32::from(color.back_rank());
            let king_file = back_rank_king_file(&setup.pieces, color);
            for side in CastlingSide::ALL {
                let Some(file) = setup.castling.rook_file(color, side) else {
                    continue;
                };
                let on_its_side = match setup.castling_mode {
                    CastlingMode::Standard => {
                        let corner = match side {
                            CastlingSide::KingSide => 7,
                            CastlingSide::QueenSide => 0,
                        };
                        file == corner && back_rank_has_king_on(&setup.pieces, color, 4)
                    }
                    CastlingMode::Chess960 => king_file.is_some_and(|king| match side {
                        CastlingSide::KingSide => file > king,
                        CastlingSide::QueenSide => file < king,
                    }),
                };
                if on_its_side && rooks >> (base + u32::from(file)) & 1 == 1 {
                    counted = counted.with_rook_file(color, side, file);
                }
            }
        }
        Ok(Position::from_rights(
            setup.pieces,
            setup.side_to_move,
            setup.castling_mode,
            setup.castling,
            counted,
            setup.en_passant,
        )
        .with_clocks(setup.halfmove_clock, setup.fullmove_number))
    }

    /// The position of parts already checked (one piece per square, an
    /// en-passant square on the side to move's rank), with the rights as
    /// written and those of them that count; the en-passant square counts
    /// when a double push can have produced it. Clocks 0 and 1.
    #[inline]
    pub(crate) const fn from_rights(
        pieces: [u64; 12],
        side_to_move: Color,
        castling_mode: CastlingMode,
        castling_as_written: CastlingRights,
        castling: CastlingRights,
        en_passant_as_written: Option<Square>,
    ) -> Position {
        let mut position = Position {
            pieces,
            side_to_move,
            castling_mode,
            castling_as_written,
            castling_named: castling_as_written.rook_squares(),
            castling,
            en_passant_as_written,
            en_passant: None,
            halfmove_clock: 0,
            fullmove_number: 1,
        };
        if let Some(square) = en_passant_as_written {
            if position.en_passant_consistent(square) {
                position.en_passant = Some(square);
            }
        }
        position
    }

    /// The position's parts, with the castling rights and en-passant square
    /// that count: `Position::try_from(&p.to_setup())` equals `Ok(p)`. The
    /// `const fn` form of `Setup::from(p)`, for `const` contexts.
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

/// The error of pieces that share a square: the first square shared, in
/// piece order, with the pieces before it.
#[cold]
fn first_overlap(pieces: &[u64; 12]) -> SetupError {
    let mut seen = 0u64;
    for &bb in pieces {
        if let Some(square) = chess_tables::bitboard::lowest(seen & bb) {
            return SetupError::new(SetupErrorKind::Overlap, square);
        }
        seen |= bb;
    }
    // Not reached: the caller found a shared square.
    SetupError::new(SetupErrorKind::Overlap, Square::A1)
}

/// True when a king of `color` stands on `file` of its back rank.
#[inline]
fn back_rank_has_king_on(pieces: &[u64; 12], color: Color, file: u32) -> bool {
    let king = pieces[Piece::from_parts(color, Role::King) as usize];
    king >> (8 * u32::from(color.back_rank()) + file) & 1 == 1
}

/// The file of the highest king of `color` on its back rank, the king the
/// FEN reader measures castling sides from; `None` without one.
#[inline]
fn back_rank_king_file(pieces: &[u64; 12], color: Color) -> Option<u8> {
    let base = 8 * u32::from(color.back_rank());
    let kings =
        pieces[Piece::from_parts(color, chess_tables::Role::King) as usize] & (0xFF << base);
    (kings != 0).then(|| (63 - kings.leading_zeros() - base) as u8)
}
