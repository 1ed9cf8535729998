//! A book entry and its move, as the file stores them.

use core::fmt;

use super::error::{BookError, BookErrorKind};
use chess_tables::Promotion;
use chess_tables::Square;

/// Bytes per book entry.
pub const ENTRY_BYTES: usize = 16;

/// A move as a Polyglot book stores it, 16 bits:
///
/// | bits | field |
/// |---|---|
/// | 0-2 | to file (0 = a ..= 7 = h) |
/// | 3-5 | to row (0 = rank 1 ..= 7 = rank 8) |
/// | 6-8 | from file |
/// | 9-11 | from row |
/// | 12-14 | promotion piece: 0 none, 1 knight, 2 bishop, 3 rook, 4 queen, 5 king |
///
/// Bits 0-5 and 6-11 are thus this crate's square indices. Bit 15 is
/// unused. Code 5, a promotion to king, is found in antichess books
/// (python-chess reads it as `e7e8k`); codes 6 and 7 are undefined
/// ([`promotion`](BookMove::promotion) is an error for them, and
/// [`Book::probe`](super::Book::probe) skips such entries). The raw move 0
/// (`a1a1`, with or without bit 15) is the null move, which a book may hold
/// and a player ignores.
/// Castling is raw king-takes-rook unless the move came from
/// [`Book::probe`](super::Book::probe) (see the [module documentation](super)).
///
/// `Display` writes the UCI form: from, to and the promotion letter, as
/// in `e2e4`, `e7e8q`, `e7e8k`; an undefined promotion code shows as
/// `e7e8(promotion code 6)`, never as a plain move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BookMove(u16);

impl BookMove {
    /// The move with these 16 bits, exactly as in the book.
    #[inline]
    pub const fn from_raw(raw: u16) -> BookMove {
        BookMove(raw)
    }

    /// The null move: raw 0, `a1a1`.
    pub const NULL: BookMove = BookMove(0);

    /// The move from `from` to `to`, with an optional promotion.
    #[inline]
    pub const fn new(from: Square, to: Square, promotion: Option<Promotion>) -> BookMove {
        let promotion: u16 = match promotion {
            Some(Promotion::Knight) => 1,
            Some(Promotion::Bishop) => 2,
            Some(Promotion::Rook) => 3,
            Some(Promotion::Queen) => 4,
            Some(Promotion::King) => 5,
            None => 0,
        };
        BookMove((promotion << 12) | ((from.index() as u16) << 6) | to.index() as u16)
    }

    /// The 16 bits.
    #[inline]
    pub const fn raw(self) -> u16 {
        self.0
    }

    /// The square the piece moves from (bits 6-11).
    #[inline]
    pub const fn from(self) -> Square {
        Square::from_index_masked((self.0 >> 6) as u32)
    }

    /// The square the piece moves to (bits 0-5).
    #[inline]
    pub const fn to(self) -> Square {
        Square::from_index_masked(self.0 as u32)
    }

    /// The promotion piece (bits 12-14): `Ok(None)` for 0, `Ok(Some(_))`
    /// for 1 (knight) ..= 5 (king).
    ///
    /// # Errors
    /// [`BookErrorKind::InvalidPromotion`] for the undefined codes 6 and 7.
    #[inline]
    pub const fn promotion(self) -> Result<Option<Promotion>, BookError> {
        Ok(Some(match (self.0 >> 12) & 7 {
            0 => return Ok(None),
            1 => Promotion::Knight,
            2 => Promotion::Bishop,
            3 => Promotion::Rook,
            4 => Promotion::Queen,
            5 => Promotion::King,
            code => {
                return Err(BookError::new(BookErrorKind::InvalidPromotion {
                    code: code as u8,
                }));
            }
        }))
    }

    /// True for the null move, `a1a1`: bits 0-14 all 0 (bit 15, which no
    /// move uses, is ignored, as the castling conversion ignores it).
    #[inline]
    pub const fn is_null(self) -> bool {
        self.0 & 0x7FFF == 0
    }

    /// True when a player may make this move from a book: not the null
    /// move and no undefined promotion code (whether it is legal in the
    /// position is another question, which the book does not answer).
    #[inline]
    pub const fn is_playable(self) -> bool {
        !self.is_null() && self.promotion().is_ok()
    }
}

impl fmt::Display for BookMove {
    /// UCI text: `e2e4`, `e7e8q`, `e1g1` (castling after [`Book::probe`](super::Book::probe)).
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from(), self.to())?;
        match self.promotion() {
            Ok(Some(p)) => write!(f, "{}", p.char()),
            Ok(None) => Ok(()),
            Err(error) => match error.kind() {
                BookErrorKind::InvalidPromotion { code } => write!(f, "(promotion code {code})"),
                _ => Ok(()),
            },
        }
    }
}

/// One book entry: a move of one position with its weight.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Entry {
    /// The position's Polyglot key.
    pub key: u64,
    /// The move: raw from [`Book::entries`](super::Book::entries),
    /// castling converted from [`Book::probe`](super::Book::probe) and
    /// [`Book::probe_fen`](super::Book::probe_fen).
    pub mv: BookMove,
    /// Weight, 0..=65535: the move's share among the position's moves
    /// (weight / sum of the position's weights). In the books this crate is
    /// tested on, `polyglot make-book` sums 2 per win, 1 per draw and 0 per
    /// loss of the side that played the move over the games, and leaves out
    /// moves of weight 0. A weight of 0 marks a deleted entry, which must
    /// not be played (python-chess's `minimum_weight=1`).
    pub weight: u16,
    /// Learning data; 0 in books written by `polyglot make-book`.
    pub learn: u32,
}

impl Entry {
    /// Decodes 16 bytes.
    #[inline]
    pub const fn from_bytes(bytes: &[u8; ENTRY_BYTES]) -> Entry {
        let b = bytes;
        Entry {
            key: u64::from_be_bytes([b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]]),
            mv: BookMove(u16::from_be_bytes([b[8], b[9]])),
            weight: u16::from_be_bytes([b[10], b[11]]),
            learn: u32::from_be_bytes([b[12], b[13], b[14], b[15]]),
        }
    }

    /// Encodes as 16 bytes, the inverse of [`from_bytes`](Self::from_bytes).
    #[inline]
    pub const fn to_bytes(&self) -> [u8; ENTRY_BYTES] {
        let k = self.key.to_be_bytes();
        let m = self.mv.0.to_be_bytes();
        let w = self.weight.to_be_bytes();
        let l = self.learn.to_be_bytes();
        [
            k[0], k[1], k[2], k[3], k[4], k[5], k[6], k[7], m[0], m[1], w[0], w[1], l[0], l[1],
            l[2], l[3],
        ]
    }
}
