//! Binary FEN: the compact binary position format lichess stores, read
//! and written without allocation.
//!
//! The format, as lichess describes it
//! (<https://lichess.org/@/revoof/blog/adapting-nnue-pytorchs-binary-position-format-for-lichess/cpeeAMeY>)
//! and scalachess implements it (`BinaryFen`, MIT:
//! <https://github.com/lichess-org/scalachess/blob/master/core/src/main/scala/format/BinaryFen.scala>),
//! after the piece codes of Stockfish's nnue-pytorch training data:
//!
//! | Bytes | Field |
//! |-------|-------|
//! | 0..8 | the occupied squares, a bitboard (bit n = square n, a1 = 0), big-endian |
//! | 8..8+⌈n/2⌉ | one 4-bit code per occupied square, a1 to h8: the first square in the low nibble; the high nibble after an odd last square is 0 |
//! | then 0..=5 | the halfmove clock, an unsigned LEB128 varint |
//! | then 0..=5 | the ply, `2 × (fullmove − 1)`, plus 1 with black to move, a varint |
//! | then 0..=1 | the variant: 0 standard chess (2 Chess960, 3 from a position) |
//!
//! The codes: 0 white pawn, 1 black pawn, 2/3 knights, 4/5 bishops, 6/7
//! rooks, 8/9 queens, 10/11 kings (white, black); 12 the pawn that can be
//! taken en passant (white on rank 4, black on rank 5); 13/14 a white or
//! black rook with a castling right; 15 the black king with black to move.
//!
//! **Writing** ([`Position::to_binary_fen`]) gives standard chess as lichess
//! and shakmaty 0.30's `PackedSetup::pack_standard` write it: the clocks
//! only when they are not 0 and fullmove 1 (the halfmove clock also when
//! the ply is written, and both when black is to move with no black king,
//! where code 15 cannot say it), no variant byte, and no trailing zero
//! bytes (the reader reads missing bytes as zeros; lichess's writer may
//! leave some, such as the empty board's eight). The en-passant pawn is
//! the one that made [`Position::en_passant`]: the square kept whenever a
//! double push can have produced it (shakmaty's
//! `EnPassantMode::Always`). The castling rooks are the rooks of
//! [`Position::castling`], the rights that count. A fullmove number of 0
//! counts as 1.
//!
//! **Reading** ([`Position::from_binary_fen`],
//! [`Position::from_binary_fen_with_mode`]) reads a byte string as if
//! zeros followed it, as lichess and shakmaty do, so every prefix of an
//! encoding reads; bytes after the variant byte must be zeros. Black is
//! to move when a code 15 says so or the ply is odd. The castling rooks
//! are read as rook squares (as [`CastlingRights::from_rook_squares`]):
//! in standard chess a rook on a1/h1 (a8/h8) with its king on e1 (e8)
//! gives a right, in Chess960 the outermost marked rook on each side of
//! the king on the back rank; other marks are dropped, kept in
//! [`Position::castling_as_written`], as the FEN reader drops stale
//! rights. The en-passant pawn gives the square behind it, dropped (as
//! in FEN) when the double push cannot have happened. The variant byte
//! may say standard chess (0), Chess960 (2) or from a position (3): the
//! castling mode is the caller's, not the variant's.
//!
//! Errors ([`BinaryFenError`]) name the offset and value of the byte at
//! fault; no input panics.
//!
//! [`CastlingRights::from_rook_squares`]: chess_tables::CastlingRights::from_rook_squares

use core::fmt;

use crate::position::{Position, Setup};
use chess_tables::castling::{CastlingMode, CastlingRights};
use chess_tables::{Color, Piece, Role, Square};

/// A position in binary FEN: at most [`BinaryFen::MAX_LEN`] bytes, held
/// inline (no allocation). [`as_bytes`](BinaryFen::as_bytes) gives them.
///
/// ```
/// use chess_tables_position::Position;
///
/// let binary = Position::START.to_binary_fen();
/// assert_eq!(binary.len(), 24);
/// assert_eq!(Position::from_binary_fen(binary.as_bytes())?, Position::START);
/// # Ok::<(), chess_tables_position::BinaryFenError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct BinaryFen {
    /// The bytes, zero after `len`.
    bytes: [u8; BinaryFen::MAX_LEN],
    len: u8,
}

impl BinaryFen {
    /// The most bytes a position takes: 8 for the occupied squares, 32 for
    /// 64 pieces' codes, 5 and 5 for the two clocks (no variant byte is
    /// written). Legal chess positions take at most 8 + 16 + 5 + 5.
    pub const MAX_LEN: usize = 8 + 32 + 5 + 5;

    /// The encoding.
    #[inline]
    pub fn as_bytes(&self) -> &[u8] {
        self.bytes.get(..usize::from(self.len)).unwrap_or(&[])
    }

    /// Its length in bytes.
    #[inline]
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// True for the empty string (the empty board, white to move, clocks 0
    /// and 1: every byte of it is zero).
    #[inline]
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }
}

impl AsRef<[u8]> for BinaryFen {
    #[inline]
    fn as_ref(&self) -> &[u8] {
        self.as_bytes()
    }
}

impl fmt::Debug for BinaryFen {
    /// The bytes in hexadecimal, as lichess's tests print them.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "BinaryFen(")?;
        for byte in self.as_bytes() {
            write!(f, "{byte:02x}")?;
        }
        write!(f, ")")
    }
}

/// Code of a pawn that can be taken en passant.
const EN_PASSANT_PAWN: u8 = 12;
/// Codes of a white and a black rook with a castling right.
const WHITE_CASTLING_ROOK: u8 = 13;
const BLACK_CASTLING_ROOK: u8 = 14;
/// Code of the black king with black to move.
const BLACK_KING_TO_MOVE: u8 = 15;
/// The largest ply whose fullmove number (`ply / 2 + 1`) fits a `u32`.
const MAX_PLY: u64 = 2 * (u32::MAX as u64 - 1) + 1;

/// The code of a piece that is not marked (0..=11: white then black, pawn
/// to king); the Polyglot order of [`Piece`] is black then white.
#[inline]
const fn plain_code(piece: Piece) -> u8 {
    (piece as u8) ^ 1
}

impl Position {
    /// The position in binary FEN (see the [module](crate::binary_fen)):
    /// the bytes shakmaty 0.30's `PackedSetup::pack_standard` gives for
    /// this position's setup with its en-passant square in
    /// `EnPassantMode::Always`.
    ///
    /// ```
    /// use chess_tables_position::Position;
    ///
    /// // After 1. e4: the e4 pawn is marked (12), black to move (15).
    /// let fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
    /// let binary = fen.parse::<Position>()?.to_binary_fen();
    /// assert_eq!(binary.len(), 24);
    /// assert_eq!(binary.as_bytes()[..8], [0xff, 0xff, 0, 0, 0x10, 0, 0xef, 0xff]);
    /// # Ok::<(), chess_tables_position::FenError>(())
    /// ```
    pub fn to_binary_fen(&self) -> BinaryFen {
        let mut bytes = [0u8; BinaryFen::MAX_LEN];
        let occupied = self.occupied();
        let mut len = 0;
        for byte in occupied.to_be_bytes() {
            put(&mut bytes, &mut len, byte);
        }
        let black_to_move = self.side_to_move == Color::Black;
        let castling_rooks = self.castling.rook_squares();
        let en_passant_pawn = match self.en_passant {
            Some(square) if black_to_move => square.bit() << 8,
            Some(square) => square.bit() >> 8,
            None => 0,
        };
        let mut low = None;
        for square in chess_tables::bitboard::Squares::new(occupied) {
            let Some(piece) = self.piece_at(square) else {
                continue;
            };
            let bit = square.bit();
            let code = if en_passant_pawn & bit != 0 {
                EN_PASSANT_PAWN
            } else if castling_rooks & bit != 0 && piece.role() == Role::Rook {
                match piece.color() {
                    Color::White => WHITE_CASTLING_ROOK,
                    Color::Black => BLACK_CASTLING_ROOK,
                }
            } else if piece == Piece::BlackKing && black_to_move {
                BLACK_KING_TO_MOVE
            } else {
                plain_code(piece)
            };
            match low.take() {
                None => low = Some(code),
                Some(first) => put(&mut bytes, &mut len, first | code << 4),
            }
        }
        if let Some(first) = low {
            put(&mut bytes, &mut len, first);
        }
        let halfmove_clock = self.halfmove_clock;
        let ply = 2 * (u64::from(self.fullmove_number.max(1)) - 1) + u64::from(black_to_move);
        let broken_turn = black_to_move && self.by_piece(Piece::BlackKing) == 0;
        if halfmove_clock > 0 || ply > 1 || broken_turn {
            put_varint(&mut bytes, &mut len, u64::from(halfmove_clock));
        }
        if ply > 1 || broken_turn {
            put_varint(&mut bytes, &mut len, ply);
        }
        while len > 0 && bytes.get(len - 1) == Some(&0) {
            len -= 1;
        }
        BinaryFen {
            bytes,
            len: len as u8,
        }
    }

    /// Reads a position in binary FEN (see the [module](crate::binary_fen))
    /// as standard chess: `Position::from_binary_fen_with_mode(bytes,
    /// CastlingMode::Standard)`. A right whose rook is off its corner, or
    /// whose king is off e1/e8, is dropped, as `fen.parse::<Position>()`
    /// drops it: read Chess960 positions with
    /// [`from_binary_fen_with_mode`](Position::from_binary_fen_with_mode).
    ///
    /// ```
    /// use chess_tables_position::Position;
    ///
    /// // Published by scalachess's BinaryFenTest: 5k2/6p1/8/1Pp5/6P1/8/8/3K4 w - c6 0 1
    /// let bytes = [0x20, 0x40, 0x00, 0x06, 0x40, 0x00, 0x00, 0x08, 0x0a, 0xc0, 0xb1];
    /// let position = Position::from_binary_fen(&bytes)?;
    /// assert_eq!(position.to_string(), "5k2/6p1/8/1Pp5/6P1/8/8/3K4 w - c6 0 1");
    /// assert_eq!(position.to_binary_fen().as_bytes(), bytes);
    /// # Ok::<(), chess_tables_position::BinaryFenError>(())
    /// ```
    ///
    /// # Errors
    /// As [`from_binary_fen_with_mode`](Position::from_binary_fen_with_mode).
    #[inline]
    pub fn from_binary_fen(bytes: &[u8]) -> Result<Position, BinaryFenError> {
        Position::from_binary_fen_with_mode(bytes, CastlingMode::Standard)
    }

    /// Reads a position in binary FEN (see the [module](crate::binary_fen)),
    /// its castling rooks read in `mode`: in [`CastlingMode::Chess960`] the
    /// outermost marked rook on each side of the king gives a right with
    /// its rook's file, and the position is in Chess960 mode whatever its
    /// rights (a position written in Chess960 mode reads back equal in it).
    ///
    /// ```
    /// use chess_tables_position::{CastlingMode, Position};
    ///
    /// let fen = "4rrk1/pbbp2p1/1ppnp3/3n1pqp/3N1PQP/1PPNP3/PBBP2P1/4RRK1 w Ff - 0 3";
    /// let position = Position::from_fen_with_mode(fen, CastlingMode::Chess960)?;
    /// let binary = position.to_binary_fen();
    /// let back = Position::from_binary_fen_with_mode(binary.as_bytes(), CastlingMode::Chess960)?;
    /// assert_eq!(back, position);
    /// // As standard chess, the f-file rooks give no right.
    /// assert!(Position::from_binary_fen(binary.as_bytes())?.castling().is_empty());
    /// # Ok::<(), Box<dyn core::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// A [`BinaryFenError`] naming the byte at fault and what is wrong
    /// ([`BinaryFenErrorKind`]). Never panics.
    pub fn from_binary_fen_with_mode(
        bytes: &[u8],
        mode: CastlingMode,
    ) -> Result<Position, BinaryFenError> {
        let at = |offset: usize| bytes.get(offset).copied().unwrap_or(0);
        let error = |kind, offset: usize| BinaryFenError::new(kind, offset, at(offset));
        let mut occupancy = [0u8; 8];
        for (offset, byte) in occupancy.iter_mut().enumerate() {
            *byte = at(offset);
        }
        let occupied = u64::from_be_bytes(occupancy);

        let mut pieces = [0u64; 12];
        let mut castling_rooks = 0u64;
        let mut black_king_to_move = false;
        // The en-passant pawn and the offset of its code's byte.
        let mut en_passant: Option<(Square, usize)> = None;
        let mut offset = 8;
        let mut high = false;
        for square in chess_tables::bitboard::Squares::new(occupied) {
            let code = if high {
                at(offset) >> 4
            } else {
                at(offset) & 15
            };
            let piece = match code {
                EN_PASSANT_PAWN => {
                    let pawn = match square.rank() {
                        3 => Piece::WhitePawn,
                        4 => Piece::BlackPawn,
                        rank => {
                            return Err(error(
                                BinaryFenErrorKind::EnPassantRank { rank: rank + 1 },
                                offset,
                            ));
                        }
                    };
                    if en_passant.is_some() {
                        return Err(error(BinaryFenErrorKind::SecondEnPassantPawn, offset));
                    }
                    en_passant = Some((square, offset));
                    pawn
                }
                WHITE_CASTLING_ROOK => {
                    castling_rooks |= square.bit();
                    Piece::WhiteRook
                }
                BLACK_CASTLING_ROOK => {
                    castling_rooks |= square.bit();
                    Piece::BlackRook
                }
                BLACK_KING_TO_MOVE => {
                    black_king_to_move = true;
                    Piece::BlackKing
                }
                // 0..=11: `code ^ 1` is the piece's Polyglot index.
                code => match Piece::ALL.get(usize::from(code ^ 1)) {
                    Some(&piece) => piece,
                    None => Piece::WhitePawn,
                },
            };
            if let Some(bitboard) = pieces.get_mut(piece as usize) {
                *bitboard |= square.bit();
            }
            if high {
                offset += 1;
            }
            high = !high;
        }
        if high {
            offset += 1;
        }

        let halfmove_clock = read_varint(bytes, &mut offset, u64::from(u32::MAX))
            .map_err(|at| error(BinaryFenErrorKind::HalfmoveClockRange, at))?;
        let ply = read_varint(bytes, &mut offset, MAX_PLY)
            .map_err(|at| error(BinaryFenErrorKind::PlyRange, at))?;
        if offset < bytes.len() {
            let variant = at(offset);
            if !matches!(variant, 0 | 2 | 3) {
                return Err(error(
                    BinaryFenErrorKind::Variant { found: variant },
                    offset,
                ));
            }
            offset += 1;
        }
        if let Some(extra) = bytes
            .get(offset..)
            .and_then(|rest| rest.iter().position(|&b| b != 0))
        {
            return Err(error(BinaryFenErrorKind::TrailingBytes, offset + extra));
        }

        let side_to_move = if black_king_to_move || ply % 2 == 1 {
            Color::Black
        } else {
            Color::White
        };
        let en_passant_at = en_passant.map_or(0, |(_, at)| at);
        let en_passant = match en_passant {
            None => None,
            Some((pawn, at)) => {
                // A white pawn on rank 4 just moved: black is to move.
                let (square, mover) = match pawn.rank() {
                    3 => (pawn.offset(0, -1), Color::Black),
                    _ => (pawn.offset(0, 1), Color::White),
                };
                if mover != side_to_move {
                    return Err(error(BinaryFenErrorKind::EnPassantSideToMove, at));
                }
                square
            }
        };
        let king_files = match mode {
            CastlingMode::Standard => [4, 4],
            CastlingMode::Chess960 => [
                back_rank_king_file(&pieces, Color::White),
                back_rank_king_file(&pieces, Color::Black),
            ],
        };
        let mut setup = Setup::empty();
        setup.pieces = pieces;
        setup.side_to_move = side_to_move;
        setup.castling = CastlingRights::from_rook_squares(castling_rooks, king_files);
        setup.castling_mode = mode;
        setup.en_passant = en_passant;
        setup.halfmove_clock = halfmove_clock as u32;
        setup.fullmove_number = (ply / 2 + 1) as u32;
        match Position::try_from(&setup) {
            Ok(position) => Ok(position),
            // Cannot happen: one piece per square by construction, and the
            // en-passant square's rank was checked with the side to move
            // (the only error with an en-passant square, at its code).
            Err(_) => Err(error(
                BinaryFenErrorKind::EnPassantSideToMove,
                en_passant_at,
            )),
        }
    }
}

/// The file of the highest king of `color` on its back rank (4 without
/// one), the king the FEN reader measures Chess960 castling sides from.
#[inline]
fn back_rank_king_file(pieces: &[u64; 12], color: Color) -> u8 {
    let kings = pieces[Piece::from_parts(color, Role::King) as usize];
    let rank = (kings >> (8 * u32::from(color.back_rank()))) as u8;
    match rank {
        0 => 4,
        rank => (7 - rank.leading_zeros()) as u8,
    }
}

/// Appends `byte` if there is room (there always is: `MAX_LEN` holds the
/// longest encoding).
#[inline]
fn put(bytes: &mut [u8; BinaryFen::MAX_LEN], len: &mut usize, byte: u8) {
    if let Some(slot) = bytes.get_mut(*len) {
        *slot = byte;
        *len += 1;
    }
}

/// Appends `value` as an unsigned LEB128 varint: 7 bits a byte, the low
/// bits first, the high bit set on every byte but the last.
#[inline]
fn put_varint(bytes: &mut [u8; BinaryFen::MAX_LEN], len: &mut usize, mut value: u64) {
    while value > 127 {
        put(bytes, len, (value as u8 & 127) | 128);
        value >>= 7;
    }
    put(bytes, len, value as u8);
}

/// Reads an unsigned LEB128 varint at `*offset` (zeros after the input),
/// at most 5 bytes and at most `max`, and moves `*offset` past it. The
/// error is the offset of the byte that takes it past `max` or 5 bytes.
#[inline]
fn read_varint(bytes: &[u8], offset: &mut usize, max: u64) -> Result<u64, usize> {
    let mut value = 0u64;
    for shift in [0, 7, 14, 21, 28] {
        let at = *offset;
        let byte = bytes.get(at).copied().unwrap_or(0);
        *offset += 1;
        value |= u64::from(byte & 127) << shift;
        if value > max || (shift == 28 && byte & 128 != 0) {
            return Err(at);
        }
        if byte & 128 == 0 {
            return Ok(value);
        }
    }
    Ok(value)
}

/// What is wrong in a binary FEN: the kind of a [`BinaryFenError`], which
/// carries beside it the offset of the byte at fault
/// ([`BinaryFenError::offset`]) and its value ([`BinaryFenError::byte`]).
/// The enum may grow: a `match` on it needs a wildcard arm.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum BinaryFenErrorKind {
    /// A code 12 (a pawn that can be taken en passant) on a square off
    /// ranks 4 and 5. The byte holds the code.
    EnPassantRank {
        /// The square's rank, 1..=8.
        rank: u8,
    },
    /// A second code 12: one pawn at most can be taken en passant. The
    /// byte holds the second code.
    SecondEnPassantPawn,
    /// The en-passant pawn is not the opponent's: a white pawn on rank 4
    /// with white to move, or a black pawn on rank 5 with black to move
    /// (as FEN's en-passant square must be on the side to move's rank).
    /// The byte holds the code 12.
    EnPassantSideToMove,
    /// The halfmove clock is above 4,294,967,295 or longer than 5 bytes.
    /// The byte is the one that takes it there.
    HalfmoveClockRange,
    /// The ply gives a fullmove number above 4,294,967,295, or is longer
    /// than 5 bytes. The byte is the one that takes it there.
    PlyRange,
    /// The variant byte is not standard chess (0), Chess960 (2) or from a
    /// position (3): another variant (lichess's 1, 4 to 9: crazyhouse,
    /// king of the hill, three-check, antichess, atomic, horde, racing
    /// kings) or no variant. The byte is the variant byte.
    Variant {
        /// The variant byte.
        found: u8,
    },
    /// A byte other than 0 after the variant byte (trailing zeros are
    /// padding). The byte is the first such.
    TrailingBytes,
}

/// Why bytes are not a binary FEN position: what is wrong
/// ([`kind`](BinaryFenError::kind)), the offset of the byte at fault
/// ([`offset`](BinaryFenError::offset), always within the input) and its
/// value ([`byte`](BinaryFenError::byte)).
///
/// ```
/// use chess_tables_position::{BinaryFenErrorKind, Position};
///
/// // The start position, then variant 4 (king of the hill).
/// let mut bytes = Position::START.to_binary_fen().as_bytes().to_vec();
/// bytes.extend([0, 0, 4]);
/// let error = Position::from_binary_fen(&bytes).unwrap_err();
/// assert_eq!(error.kind(), BinaryFenErrorKind::Variant { found: 4 });
/// assert_eq!((error.offset(), error.byte()), (26, 4));
/// assert_eq!(
///     error.to_string(),
///     "binary FEN, byte 26 (0x04): variant 4 is not standard chess (0, 2 Chess960 or 3 from a position)"
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BinaryFenError {
    kind: BinaryFenErrorKind,
    offset: usize,
    byte: u8,
}

impl BinaryFenError {
    #[inline]
    const fn new(kind: BinaryFenErrorKind, offset: usize, byte: u8) -> BinaryFenError {
        BinaryFenError { kind, offset, byte }
    }

    /// What is wrong.
    #[inline]
    pub const fn kind(&self) -> BinaryFenErrorKind {
        self.kind
    }

    /// The offset of the byte at fault (less than the input's length).
    #[inline]
    pub const fn offset(&self) -> usize {
        self.offset
    }

    /// The value of the byte at fault.
    #[inline]
    pub const fn byte(&self) -> u8 {
        self.byte
    }
}

impl fmt::Display for BinaryFenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "binary FEN, byte {} ({:#04x}): ", self.offset, self.byte)?;
        match self.kind {
            BinaryFenErrorKind::EnPassantRank { rank } => write!(
                f,
                "an en-passant pawn (code 12) on rank {rank}: it must be on rank 4 or 5"
            ),
            BinaryFenErrorKind::SecondEnPassantPawn => {
                write!(f, "a second en-passant pawn (code 12)")
            }
            BinaryFenErrorKind::EnPassantSideToMove => write!(
                f,
                "the en-passant pawn (code 12) belongs to the side to move"
            ),
            BinaryFenErrorKind::HalfmoveClockRange => {
                write!(
                    f,
                    "the halfmove clock is above 4294967295 or longer than 5 bytes"
                )
            }
            BinaryFenErrorKind::PlyRange => {
                write!(
                    f,
                    "the ply gives a fullmove number above 4294967295 or is longer than 5 bytes"
                )
            }
            BinaryFenErrorKind::Variant { found } => write!(
                f,
                "variant {found} is not standard chess (0, 2 Chess960 or 3 from a position)"
            ),
            BinaryFenErrorKind::TrailingBytes => {
                write!(f, "a byte other than 0 after the variant")
            }
        }
    }
}

impl core::error::Error for BinaryFenError {}
