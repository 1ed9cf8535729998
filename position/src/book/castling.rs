//! Which of a book's raw castling moves are castling on a board: the facts
//! a probe by key needs from the caller's board.

use super::entry::BookMove;
use crate::position::Position;
use chess_tables::castling::CastlingMode;
use chess_tables::{Piece, Square};

/// Which of the book's raw castling moves (`e1h1`, `e1a1`, `e8h8`,
/// `e8a8`: the king takes its own rook) are castling on one board, so that
/// a probe by key ([`Book::probe_key`](super::Book::probe_key)) can give
/// them as the king's two-square move (`e1g1`, `e1c1`, `e8g8`, `e8c8`),
/// and back.
///
/// A raw `e1h1` is castling when a white king stands on e1 and a white
/// rook on h1 (the same raw move is a rook's or queen's move from e1 to h1
/// otherwise), and likewise for the other three; only in standard chess:
/// Chess960 writes castling as king-takes-rook, which is the book's own
/// form ([`CastlingConversion::NONE`]).
///
/// ```
/// use chess_tables_position::book::{BookMove, CastlingConversion};
/// use chess_tables_position::{Position, Square};
///
/// // The kings, the rooks and the white pieces of the start position.
/// let castling = CastlingConversion::from_bitboards(0x1000_0000_0000_0010, 0x8100_0000_0000_0081, 0xFFFF);
/// assert_eq!(castling, CastlingConversion::of(&Position::START));
/// let raw = BookMove::new(Square::E1, Square::H1, None);
/// assert_eq!(castling.to_king_move(raw).to_string(), "e1g1");
/// assert_eq!(castling.to_king_takes_rook(castling.to_king_move(raw)), raw);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CastlingConversion(u8);

/// The raw castling moves and the king's moves they stand for, bit n of a
/// [`CastlingConversion`] converting entry n.
static CASTLING: [(BookMove, BookMove); 4] = [
    (
        BookMove::new(Square::E1, Square::H1, None),
        BookMove::new(Square::E1, Square::G1, None),
    ),
    (
        BookMove::new(Square::E1, Square::A1, None),
        BookMove::new(Square::E1, Square::C1, None),
    ),
    (
        BookMove::new(Square::E8, Square::H8, None),
        BookMove::new(Square::E8, Square::G8, None),
    ),
    (
        BookMove::new(Square::E8, Square::A8, None),
        BookMove::new(Square::E8, Square::C8, None),
    ),
];

/// True when `sq` is in `bb`.
#[inline]
const fn on(bb: u64, sq: Square) -> bool {
    bb & sq.bit() != 0
}

impl CastlingConversion {
    /// No conversion: castling stays king-takes-rook, the book's form, as
    /// Chess960 and cozy-chess write it.
    pub const NONE: CastlingConversion = CastlingConversion(0);

    /// The conversions of a standard-chess board given as bitboards (bit n
    /// = square n): its kings and its rooks (both colours) and its white
    /// pieces, which every bitboard library holds (shakmaty's
    /// `board.kings()`, `board.rooks()`, `board.white()`; cozy-chess's
    /// `board.pieces(Piece::King)`, `board.pieces(Piece::Rook)`,
    /// `board.colors(Color::White)`).
    #[inline]
    pub const fn from_bitboards(kings: u64, rooks: u64, white: u64) -> CastlingConversion {
        let (white_kings, white_rooks) = (kings & white, rooks & white);
        let (black_kings, black_rooks) = (kings & !white, rooks & !white);
        let mut bits = 0;
        if on(white_kings, Square::E1) {
            bits |= on(white_rooks, Square::H1) as u8;
            bits |= (on(white_rooks, Square::A1) as u8) << 1;
        }
        if on(black_kings, Square::E8) {
            bits |= (on(black_rooks, Square::H8) as u8) << 2;
            bits |= (on(black_rooks, Square::A8) as u8) << 3;
        }
        CastlingConversion(bits)
    }

    /// The conversions of `position`: [`NONE`](Self::NONE) for a Chess960
    /// position, else [`from_bitboards`](Self::from_bitboards) of its
    /// kings, rooks and white pieces. What [`Book::probe`](super::Book::probe) uses.
    #[inline]
    pub const fn of(position: &Position) -> CastlingConversion {
        if let CastlingMode::Chess960 = position.castling_mode() {
            return CastlingConversion::NONE;
        }
        let white = position.by_color(chess_tables::Color::White);
        CastlingConversion::from_bitboards(
            position.by_piece(Piece::WhiteKing) | position.by_piece(Piece::BlackKing),
            position.by_piece(Piece::WhiteRook) | position.by_piece(Piece::BlackRook),
            white,
        )
    }

    /// `mv` with a raw castling move of this board (king takes rook)
    /// written as the king's two-square move; any other move as it is.
    /// Bit 15 of the raw move, which no move uses, is ignored.
    #[inline]
    pub const fn to_king_move(self, mv: BookMove) -> BookMove {
        let mut bit = 0;
        while bit < 4 {
            if self.0 & (1 << bit) != 0 && mv.raw() & 0x7FFF == CASTLING[bit].0.raw() {
                return CASTLING[bit].1;
            }
            bit += 1;
        }
        mv
    }

    /// `mv` with a castling of this board written as the king's
    /// two-square move given as king-takes-rook, the book's form (and
    /// cozy-chess's, and Chess960's); any other move as it is. The inverse
    /// of [`to_king_move`](Self::to_king_move).
    #[inline]
    pub const fn to_king_takes_rook(self, mv: BookMove) -> BookMove {
        let mut bit = 0;
        while bit < 4 {
            if self.0 & (1 << bit) != 0 && mv.raw() == CASTLING[bit].1.raw() {
                return CASTLING[bit].0;
            }
            bit += 1;
        }
        mv
    }
}
