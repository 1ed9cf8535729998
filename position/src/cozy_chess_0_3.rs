//! cozy-chess 0.3's boards and moves to and from positions, setups and
//! book moves (feature `cozy-chess-0_3`), board by board: bitboards,
//! castling rights with their rook files, the en-passant file and the
//! clocks, never through a FEN string.
//!
//! cozy-chess writes castling as the king taking its own rook (`e1h1`, in
//! standard chess too), which is a Polyglot book's raw form: a book's
//! legal moves for a board come from `Book::probe_cozy` (book/cozy.rs),
//! whose `CozyBoard` impl is here.

use core::fmt;

use cozy_chess_0_3 as cozy;

use crate::position::{Position, Setup, SetupError, Status};
use chess_tables::castling::{CastlingMode, CastlingRights};
use chess_tables::{Color, Piece, Square};

impl From<&cozy::Board> for Position {
    /// The position of a cozy-chess board: its pieces, side to move,
    /// castling rights with their rook files, en-passant square (from
    /// cozy-chess's en-passant file: rank 6 with white to move, rank 3
    /// with black) and clocks (its `u8` halfmove clock, 0..=100, and `u16`
    /// fullmove number, 1 or more). Infallible: every cozy-chess board is a
    /// position whose rights and en-passant square all count.
    ///
    /// The castling mode is [`CastlingMode::Standard`] when every right's
    /// rook stands in its corner (a- or h-file) with its king on e1/e8
    /// (and so for a board without rights), else
    /// [`CastlingMode::Chess960`]: a Chess960 board whose rights are
    /// standard chess's is a standard-chess position, with the same key.
    ///
    /// cozy-chess keeps an en-passant file after every double push, as
    /// FEN writes it; the Polyglot key hashes it only when a pawn of the
    /// side to move stands beside the pushed pawn
    /// ([`Position::polyglot_en_passant`]).
    ///
    /// ```
    /// use chess_tables_position::{Position, PositionKeys, Square, zobrist::POLYGLOT};
    /// # use cozy_chess_0_3 as cozy_chess;
    /// use cozy_chess as cozy;
    ///
    /// let mut board = cozy::Board::default();
    /// board.play("e2e4".parse()?);
    /// let position = Position::from(&board);
    /// assert_eq!(position.en_passant(), Some(Square::E3));
    /// assert_eq!(position.to_string(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    /// assert_eq!(POLYGLOT.key(&position), 0x823c9b50fd114196);
    /// # Ok::<(), cozy::MoveParseError>(())
    /// ```
    #[inline]
    fn from(board: &cozy::Board) -> Position {
        let by_role = cozy::Piece::ALL.map(|piece| board.pieces(piece).0);
        let white = board.colors(cozy::Color::White).0;
        let pieces = Setup::from_bitboards(by_role, white).pieces;
        let side_to_move = Color::from(board.side_to_move());
        let rights = CastlingRights::from([
            *board.castle_rights(cozy::Color::White),
            *board.castle_rights(cozy::Color::Black),
        ]);
        let mode = if standard_layout(rights, &pieces) {
            CastlingMode::Standard
        } else {
            CastlingMode::Chess960
        };
        let en_passant = board.en_passant().map(|file| {
            let rank = match side_to_move {
                Color::White => 5,
                Color::Black => 2,
            };
            Square::from_index_masked(8 * rank + file as u32)
        });
        // Every right a cozy-chess board holds counts, in either mode: its
        // rook stands on its file of the back rank, on its side of the king.
        Position::from_rights(pieces, side_to_move, mode, rights, rights, en_passant).with_clocks(
            u32::from(board.halfmove_clock()),
            u32::from(board.fullmove_number()),
        )
    }
}

/// True when every right of `rights` is standard chess's: its rook in the
/// corner (h-file king side, a-file queen side) and a king of its colour on
/// e1/e8.
#[inline]
fn standard_layout(rights: CastlingRights, pieces: &[u64; 12]) -> bool {
    rights.is_standard()
        && Color::ALL.into_iter().all(|color| {
            let king = Piece::from_parts(color, chess_tables::Role::King);
            let e_file = 1u64 << (8 * u32::from(color.back_rank()) + 4);
            rights.of(color).is_empty() || pieces[king] & e_file != 0
        })
}

impl From<&cozy::Board> for Setup {
    /// The setup of a cozy-chess board, as [`Position::from`] reads it
    /// (the castling mode by the same rule): `Position::from(board).to_setup()`.
    #[inline]
    fn from(board: &cozy::Board) -> Setup {
        Position::from(board).to_setup()
    }
}

impl TryFrom<&Position> for cozy::Board {
    type Error = CozyBoardError;

    /// The cozy-chess board of `position`, built by cozy-chess's
    /// `BoardBuilder`: its pieces, side to move, the castling rights and
    /// en-passant square that count ([`Position::castling`],
    /// [`Position::en_passant`]; a right or square that does not count is
    /// left out, as a FEN reader drops it) and its clocks.
    ///
    /// ```
    /// use chess_tables_position::{CastlingMode, Position};
    /// # use cozy_chess_0_3 as cozy_chess;
    /// use cozy_chess as cozy;
    ///
    /// let fen = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";
    /// let position = Position::from_fen_with_mode(fen, CastlingMode::Chess960)?;
    /// let board = cozy::Board::try_from(&position)?;
    /// assert_eq!(format!("{board:#}"), fen); // cozy-chess's Shredder-FEN
    /// assert_eq!(Position::from(&board), position);
    /// # Ok::<(), Box<dyn core::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`CozyBoardError`]: a halfmove clock over 100 or a fullmove number
    /// over 65,535 (cozy-chess's limits: never truncated), or a position
    /// cozy-chess's `BoardBuilder` refuses (not one king per side, a
    /// pawn on a back rank, the side not to move in check, ...: see the
    /// error's variants).
    #[inline]
    fn try_from(position: &Position) -> Result<cozy::Board, CozyBoardError> {
        let halfmove_clock = position.halfmove_clock();
        let halfmove_clock = u8::try_from(halfmove_clock)
            .ok()
            .filter(|&clock| clock <= 100)
            .ok_or(CozyBoardError::HalfmoveClock(halfmove_clock))?;
        let fullmove_number = position.fullmove_number();
        let fullmove_number = u16::try_from(fullmove_number)
            .ok()
            .filter(|&number| number > 0)
            .ok_or(CozyBoardError::FullmoveNumber(fullmove_number))?;
        let mut builder = cozy::BoardBuilder::empty();
        for piece in Piece::ALL {
            let mut squares = position.by_piece(piece);
            while let Some(sq) = chess_tables::bitboard::pop_lowest(&mut squares) {
                *builder.square_mut(sq.into()) = Some(piece.into());
            }
        }
        builder.side_to_move = position.side_to_move().into();
        builder.castle_rights = position.castling().into();
        builder.en_passant = position.en_passant().map(cozy::Square::from);
        builder.halfmove_clock = halfmove_clock;
        builder.fullmove_number = fullmove_number;
        let board = builder.build().map_err(|error| match error {
            cozy::BoardBuilderError::InvalidBoard => {
                CozyBoardError::InvalidBoard(board_problems(position))
            }
            cozy::BoardBuilderError::InvalidCastlingRights => CozyBoardError::InvalidCastlingRights,
            cozy::BoardBuilderError::InvalidEnPassant => CozyBoardError::InvalidEnPassant,
            cozy::BoardBuilderError::InvalidHalfMoveClock => {
                CozyBoardError::HalfmoveClock(u32::from(halfmove_clock))
            }
            cozy::BoardBuilderError::InvalidFullmoveNumber => {
                CozyBoardError::FullmoveNumber(u32::from(fullmove_number))
            }
        })?;
        // cozy-chess's FEN reader refuses a third checker; its builder does not.
        if board.checkers().len() > 2 {
            return Err(CozyBoardError::InvalidBoard(Status::TOO_MANY_CHECKERS));
        }
        Ok(board)
    }
}

/// The checks of [`Position::status`] that cozy-chess makes of a board
/// (its builder's and its FEN reader's).
const COZY_BOARD_CHECKS: Status = Status::NO_WHITE_KING
    .union(Status::NO_BLACK_KING)
    .union(Status::TOO_MANY_KINGS)
    .union(Status::TOO_MANY_WHITE_PAWNS)
    .union(Status::TOO_MANY_BLACK_PAWNS)
    .union(Status::PAWNS_ON_BACKRANK)
    .union(Status::TOO_MANY_WHITE_PIECES)
    .union(Status::TOO_MANY_BLACK_PIECES)
    .union(Status::OPPOSITE_CHECK)
    .union(Status::TOO_MANY_CHECKERS);

/// Why cozy-chess refused `position`'s board: the flags of its status that
/// cozy-chess checks.
#[cold]
fn board_problems(position: &Position) -> Status {
    position
        .status()
        .iter()
        .filter(|&flag| COZY_BOARD_CHECKS.contains(flag))
        .fold(Status::VALID, Status::union)
}

impl TryFrom<&Setup> for cozy::Board {
    type Error = CozyBoardError;

    /// The cozy-chess board of `setup`, through its position:
    /// `cozy::Board::try_from(&Position::try_from(setup)?)`, so the same
    /// rights and en-passant square count (a fullmove number of 0 is 1).
    ///
    /// # Errors
    /// [`CozyBoardError::Setup`] when the setup is no position (two pieces
    /// on a square, an en-passant square off its rank), else as
    /// `cozy::Board::try_from(&position)`.
    #[inline]
    fn try_from(setup: &Setup) -> Result<cozy::Board, CozyBoardError> {
        let position = Position::try_from(setup).map_err(CozyBoardError::Setup)?;
        cozy::Board::try_from(&position)
    }
}

/// Why a [`Position`] or [`Setup`] is no cozy-chess board (feature
/// `cozy-chess-0_3`): a clock out of cozy-chess's range, the setup's own
/// error, or what cozy-chess's `BoardBuilder::build` refused, named after
/// its `BoardBuilderError`. The enum may grow: a `match` on it needs a
/// wildcard arm.
///
/// ```
/// use chess_tables_position::{CozyBoardError, Position, Status};
/// # use cozy_chess_0_3 as cozy_chess;
/// use cozy_chess as cozy;
///
/// let no_black_king: Position = "8/8/8/8/8/8/8/4K3 w - - 0 1".parse()?;
/// assert_eq!(
///     cozy::Board::try_from(&no_black_king),
///     Err(CozyBoardError::InvalidBoard(Status::NO_BLACK_KING))
/// );
/// let late: Position = "4k3/8/8/8/8/8/8/4K3 w - - 150 200".parse()?;
/// assert_eq!(cozy::Board::try_from(&late), Err(CozyBoardError::HalfmoveClock(150)));
/// # Ok::<(), chess_tables_position::FenError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum CozyBoardError {
    /// The halfmove clock is over 100, the most cozy-chess holds (a `u8`
    /// its builder caps at 100, the fifty-move rule's limit).
    HalfmoveClock(u32),
    /// The fullmove number is over 65,535 (cozy-chess holds a `u16`).
    FullmoveNumber(u32),
    /// The setup is no position: [`Position::try_from`] refused it.
    Setup(SetupError),
    /// cozy-chess's `BoardBuilderError::InvalidBoard`, or a board its FEN
    /// reader refuses (three checkers), with the reasons as the flags of
    /// [`Position::status`] that cozy-chess checks: not exactly one king of
    /// each colour (`NO_WHITE_KING`, `NO_BLACK_KING`, `TOO_MANY_KINGS`),
    /// more than 16 pieces or 8 pawns of a colour, a pawn on the first or
    /// last rank (`PAWNS_ON_BACKRANK`), the side not to move in check
    /// (`OPPOSITE_CHECK`), three or more checkers (`TOO_MANY_CHECKERS`).
    InvalidBoard(Status),
    /// cozy-chess's `BoardBuilderError::InvalidCastlingRights`: a right
    /// without its rook on its side of the king on the back rank. The
    /// rights that count of a position with one king per side never are
    /// (cozy-chess checks the kings first: [`InvalidBoard`](Self::InvalidBoard));
    /// the variant names cozy-chess's error all the same.
    InvalidCastlingRights,
    /// cozy-chess's `BoardBuilderError::InvalidEnPassant`: the side to
    /// move is in check from a piece other than the pushed pawn, not
    /// through the square the pawn came from (so no double push just
    /// made can have produced the square).
    InvalidEnPassant,
}

impl fmt::Display for CozyBoardError {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CozyBoardError::HalfmoveClock(clock) => write!(
                f,
                "halfmove clock {clock}: a cozy-chess board holds 0 to 100"
            ),
            CozyBoardError::FullmoveNumber(number) => write!(
                f,
                "fullmove number {number}: a cozy-chess board holds 1 to 65535"
            ),
            CozyBoardError::Setup(error) => write!(f, "{error}"),
            CozyBoardError::InvalidBoard(problems) => write!(
                f,
                "cozy-chess refuses the board (BoardBuilderError::InvalidBoard): {problems}"
            ),
            CozyBoardError::InvalidCastlingRights => f.write_str(
                "cozy-chess refuses the castling rights (BoardBuilderError::InvalidCastlingRights)",
            ),
            CozyBoardError::InvalidEnPassant => f.write_str(
                "cozy-chess refuses the en-passant square (BoardBuilderError::InvalidEnPassant)",
            ),
        }
    }
}

impl core::error::Error for CozyBoardError {
    #[inline]
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        match self {
            CozyBoardError::Setup(error) => Some(error),
            _ => None,
        }
    }
}

#[cfg(feature = "book")]
mod book {
    use core::fmt;

    use cozy_chess_0_3 as cozy;

    use crate::book::BookMove;
    use chess_tables::{Promotion, Square};

    /// The undefined promotion code a promotion to a pawn becomes.
    const PAWN_PROMOTION_CODE: u16 = 6;

    impl From<cozy::Move> for BookMove {
        /// The book move of a cozy-chess move: the same squares and
        /// promotion. Castling stays king-takes-rook, cozy-chess's form and
        /// the book's raw form. A promotion to a pawn (which cozy-chess's
        /// move generator never makes, nor its parser reads) has no code:
        /// it becomes the undefined code 6, which a probe skips and
        /// `cozy::Move::try_from` refuses, rather than a plain move.
        ///
        /// Write `mv.into()`: `BookMove::from(mv)` names the inherent
        /// [`BookMove::from`], the move's from-square.
        ///
        /// ```
        /// use chess_tables_position::book::BookMove;
        /// use chess_tables_position::{Promotion, Square};
        /// # use cozy_chess_0_3 as cozy_chess;
        /// use cozy_chess as cozy;
        ///
        /// let castling: cozy::Move = "e1h1".parse()?;
        /// let raw: BookMove = castling.into();
        /// assert_eq!(raw, BookMove::new(Square::E1, Square::H1, None));
        /// let promotion: BookMove = "b7a8n".parse::<cozy::Move>()?.into();
        /// assert_eq!(promotion.promotion(), Ok(Some(Promotion::Knight)));
        /// # Ok::<(), cozy::MoveParseError>(())
        /// ```
        #[inline]
        fn from(mv: cozy::Move) -> BookMove {
            let (from, to) = (Square::from(mv.from), Square::from(mv.to));
            match mv.promotion.map(Promotion::try_from) {
                None => BookMove::new(from, to, None),
                Some(Ok(promotion)) => BookMove::new(from, to, Some(promotion)),
                Some(Err(_)) => BookMove::from_raw(
                    PAWN_PROMOTION_CODE << 12 | BookMove::new(from, to, None).raw(),
                ),
            }
        }
    }

    impl crate::book::cozy::sealed::Sealed for cozy::Board {}

    impl crate::book::CozyBoard for cozy::Board {
        type Move = cozy::Move;

        #[inline]
        fn polyglot_key(&self) -> u64 {
            crate::PositionKeys::key(
                &chess_tables::zobrist::POLYGLOT,
                &crate::Position::from(self),
            )
        }

        #[inline]
        fn legal_move(&self, mv: BookMove) -> Option<cozy::Move> {
            cozy::Move::try_from(mv).ok().filter(|&m| self.is_legal(m))
        }
    }

    impl TryFrom<BookMove> for cozy::Move {
        type Error = CozyMoveError;

        /// The cozy-chess move of a book move: the same squares (bit 15,
        /// unused, is ignored) and promotion (a king for code 5, the
        /// antichess books' promotion, which is never legal for
        /// cozy-chess). A raw castling move, king takes rook, is
        /// cozy-chess's castling: probe with
        /// [`CastlingConversion::NONE`](crate::book::CastlingConversion::NONE).
        /// The move is not checked against a board: a standard-chess
        /// castling as [`Book::probe`](crate::book::Book::probe) gives it,
        /// the king's two-square move `e1g1`, converts to cozy-chess's
        /// `e1g1`, which is no castling there (not legal, and cozy-chess's
        /// `play` panics on it). [`Book::probe_cozy`](crate::book::Book::probe_cozy)
        /// hands out legal moves only.
        ///
        /// ```
        /// use chess_tables_position::book::BookMove;
        /// use chess_tables_position::{CozyMoveError, Square};
        /// # use cozy_chess_0_3 as cozy_chess;
        /// use cozy_chess as cozy;
        ///
        /// let raw = BookMove::new(Square::E8, Square::A8, None);
        /// assert_eq!(cozy::Move::try_from(raw)?.to_string(), "e8a8");
        /// assert_eq!(cozy::Move::try_from(BookMove::NULL), Err(CozyMoveError::NullMove));
        /// # Ok::<(), CozyMoveError>(())
        /// ```
        ///
        /// # Errors
        /// [`CozyMoveError`]: the null move (raw 0, `a1a1`), or promotion
        /// code 6 or 7, which the format does not define.
        #[inline]
        fn try_from(mv: BookMove) -> Result<cozy::Move, CozyMoveError> {
            if mv.is_null() {
                return Err(CozyMoveError::NullMove);
            }
            let promotion = match mv.promotion() {
                Ok(promotion) => promotion,
                Err(_) => {
                    return Err(CozyMoveError::InvalidPromotion {
                        code: (mv.raw() >> 12 & 7) as u8,
                    });
                }
            };
            Ok(cozy::Move {
                from: mv.from().into(),
                to: mv.to().into(),
                promotion: promotion.map(cozy::Piece::from),
            })
        }
    }

    /// Why a [`BookMove`] is no cozy-chess move (features `cozy-chess-0_3`
    /// and `book`): a book entry no player makes, which
    /// [`Book::probe`](crate::book::Book::probe) and
    /// [`Book::probe_key`](crate::book::Book::probe_key) skip.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum CozyMoveError {
        /// The null move, raw 0 (`a1a1`, with or without bit 15).
        NullMove,
        /// A promotion code (bits 12-14) the format does not define.
        InvalidPromotion {
            /// The code, 6 or 7.
            code: u8,
        },
    }

    impl fmt::Display for CozyMoveError {
        #[inline]
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            match self {
                CozyMoveError::NullMove => {
                    f.write_str("the null move (a1a1) is no cozy-chess move")
                }
                CozyMoveError::InvalidPromotion { code } => write!(
                    f,
                    "book move with promotion code {code}: the format defines 0 (none) to 5 (king)"
                ),
            }
        }
    }

    impl core::error::Error for CozyMoveError {}
}

#[cfg(feature = "book")]
pub use book::CozyMoveError;
