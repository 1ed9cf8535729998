//! The vocabulary to and from cozy-chess 0.3's (feature `cozy-chess-0_3`):
//! `From` both ways for squares, colours, roles (cozy-chess's `Piece`),
//! coloured pieces (cozy-chess's `(Piece, Color)` pair, as its
//! `BoardBuilder` holds a square) and castling rights (its
//! `[CastleRights; 2]`, indexed by colour); a promotion to a cozy-chess
//! piece, and back with `TryFrom` (a pawn is no promotion:
//! [`PawnPromotionError`]).
//!
//! Each conversion maps value to value by index, no string between: both
//! crates number squares a1 = 0 ..= h8 = 63 (rank by rank), colours white
//! then black and roles pawn ..= king. Bitboards are plain `u64` here and
//! cozy-chess's `BitBoard(pub u64)` there: `.0` and `BitBoard(bb)` are the
//! conversion.

use core::fmt;

use cozy_chess_0_3 as cozy;

use crate::castling::{CastlingRights, CastlingSide};
use crate::color::Color;
use crate::piece::{Piece, Promotion, Role};
use crate::square::Square;

impl From<Square> for cozy::Square {
    /// The cozy-chess square of the same name (the same index, a1 = 0 ..=
    /// h8 = 63).
    #[inline]
    fn from(sq: Square) -> cozy::Square {
        cozy::Square::ALL[sq.index()]
    }
}

impl From<cozy::Square> for Square {
    /// The square of the same name (the same index, a1 = 0 ..= h8 = 63).
    #[inline]
    fn from(sq: cozy::Square) -> Square {
        Square::from_index_masked(sq as u32)
    }
}

impl From<Color> for cozy::Color {
    /// The same side.
    #[inline]
    fn from(color: Color) -> cozy::Color {
        match color {
            Color::White => cozy::Color::White,
            Color::Black => cozy::Color::Black,
        }
    }
}

impl From<cozy::Color> for Color {
    /// The same side.
    #[inline]
    fn from(color: cozy::Color) -> Color {
        match color {
            cozy::Color::White => Color::White,
            cozy::Color::Black => Color::Black,
        }
    }
}

impl From<Role> for cozy::Piece {
    /// The cozy-chess piece (an uncoloured piece type, this crate's role)
    /// of the same name.
    #[inline]
    fn from(role: Role) -> cozy::Piece {
        match role {
            Role::Pawn => cozy::Piece::Pawn,
            Role::Knight => cozy::Piece::Knight,
            Role::Bishop => cozy::Piece::Bishop,
            Role::Rook => cozy::Piece::Rook,
            Role::Queen => cozy::Piece::Queen,
            Role::King => cozy::Piece::King,
        }
    }
}

impl From<cozy::Piece> for Role {
    /// The role of a cozy-chess piece (an uncoloured piece type) of the
    /// same name.
    #[inline]
    fn from(piece: cozy::Piece) -> Role {
        match piece {
            cozy::Piece::Pawn => Role::Pawn,
            cozy::Piece::Knight => Role::Knight,
            cozy::Piece::Bishop => Role::Bishop,
            cozy::Piece::Rook => Role::Rook,
            cozy::Piece::Queen => Role::Queen,
            cozy::Piece::King => Role::King,
        }
    }
}

impl From<Piece> for (cozy::Piece, cozy::Color) {
    /// The piece as cozy-chess holds a square's piece (its
    /// `BoardBuilder::square`): its type and its colour.
    #[inline]
    fn from(piece: Piece) -> (cozy::Piece, cozy::Color) {
        (piece.role().into(), piece.color().into())
    }
}

impl From<(cozy::Piece, cozy::Color)> for Piece {
    /// The coloured piece of a cozy-chess piece type and colour, as its
    /// `BoardBuilder::square` gives a square's piece.
    #[inline]
    fn from((piece, color): (cozy::Piece, cozy::Color)) -> Piece {
        Piece::from_parts(color.into(), piece.into())
    }
}

impl From<Promotion> for cozy::Piece {
    /// The piece the pawn becomes, as cozy-chess's `Move::promotion`
    /// holds it ([`Promotion::King`], a variants' promotion, is
    /// `Piece::King`, which cozy-chess's standard-chess move generator
    /// never makes).
    #[inline]
    fn from(promotion: Promotion) -> cozy::Piece {
        promotion.role().into()
    }
}

impl TryFrom<cozy::Piece> for Promotion {
    type Error = PawnPromotionError;

    /// The promotion to a cozy-chess piece, as its `Move::promotion` holds
    /// it: knight, bishop, rook, queen or king.
    ///
    /// # Errors
    /// [`PawnPromotionError`] for `Piece::Pawn`: a pawn promotes to
    /// something else.
    #[inline]
    fn try_from(piece: cozy::Piece) -> Result<Promotion, PawnPromotionError> {
        Promotion::from_role(piece.into()).ok_or(PawnPromotionError(()))
    }
}

/// A pawn is no promotion: the error of `Promotion::try_from` of
/// cozy-chess's `Piece::Pawn` (feature `cozy-chess-0_3`). A pawn promotes
/// to a knight, bishop, rook or queen (or, in variants, a king), never to
/// a pawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PawnPromotionError(());

impl fmt::Display for PawnPromotionError {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a pawn is no promotion: expected a knight, bishop, rook, queen or king")
    }
}

impl core::error::Error for PawnPromotionError {}

impl From<CastlingRights> for [cozy::CastleRights; 2] {
    /// The rights as cozy-chess holds them, indexed by colour (white 0,
    /// black 1, as its `BoardBuilder::castle_rights`): each side's `short`
    /// (king side) and `long` (queen side) rook file, `None` without the
    /// right. Lossless: the inverse of `CastlingRights::from`.
    #[inline]
    fn from(rights: CastlingRights) -> [cozy::CastleRights; 2] {
        let file = |color, side| {
            rights
                .rook_file(color, side)
                .map(|file| cozy::File::ALL[usize::from(file & 7)])
        };
        Color::ALL.map(|color| cozy::CastleRights {
            short: file(color, CastlingSide::KingSide),
            long: file(color, CastlingSide::QueenSide),
        })
    }
}

impl From<[cozy::CastleRights; 2]> for CastlingRights {
    /// The rights cozy-chess holds, indexed by colour (white 0, black 1):
    /// `short` the king side's rook file, `long` the queen side's. Taken as
    /// they are, unchecked against a board: a cozy-chess `Board` holds only
    /// rights whose rook stands on its back rank on its side of the king.
    #[inline]
    fn from(rights: [cozy::CastleRights; 2]) -> CastlingRights {
        let mut out = CastlingRights::NONE;
        for color in Color::ALL {
            let cozy::CastleRights { short, long } = rights[color.index()];
            if let Some(file) = short {
                out = out.with_rook_file(color, CastlingSide::KingSide, file as u8);
            }
            if let Some(file) = long {
                out = out.with_rook_file(color, CastlingSide::QueenSide, file as u8);
            }
        }
        out
    }
}
