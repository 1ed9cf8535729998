//! The parts of a position that a Zobrist key covers: pieces, side to move,
//! castling rights and en-passant square.

use crate::{Color, Square};

/// A colored piece. The discriminant is the piece's Polyglot kind (0..=11),
/// the order of the Polyglot book format's Random64 table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)] // the names say it all
pub enum Piece {
    BlackPawn = 0,
    WhitePawn = 1,
    BlackKnight = 2,
    WhiteKnight = 3,
    BlackBishop = 4,
    WhiteBishop = 5,
    BlackRook = 6,
    WhiteRook = 7,
    BlackQueen = 8,
    WhiteQueen = 9,
    BlackKing = 10,
    WhiteKing = 11,
}

impl Piece {
    /// The piece a FEN letter names (`PNBRQK` white, `pnbrqk` black), or `None`.
    pub const fn from_fen_char(c: char) -> Option<Piece> {
        Some(match c {
            'p' => Piece::BlackPawn,
            'P' => Piece::WhitePawn,
            'n' => Piece::BlackKnight,
            'N' => Piece::WhiteKnight,
            'b' => Piece::BlackBishop,
            'B' => Piece::WhiteBishop,
            'r' => Piece::BlackRook,
            'R' => Piece::WhiteRook,
            'q' => Piece::BlackQueen,
            'Q' => Piece::WhiteQueen,
            'k' => Piece::BlackKing,
            'K' => Piece::WhiteKing,
            _ => return None,
        })
    }

    /// Polyglot kind, 0..=11 (black pawn, white pawn, black knight, ..., white king).
    pub const fn polyglot_kind(self) -> usize {
        self as usize
    }

    /// The piece's color.
    pub const fn color(self) -> Color {
        if self as u8 % 2 == 1 {
            Color::White
        } else {
            Color::Black
        }
    }
}

/// A set of castling rights as 4 bits: 1 white short (`K`), 2 white long
/// (`Q`), 4 black short (`k`), 8 black long (`q`). The value 0..=15 indexes
/// the castling key tables.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CastlingRights(u8);

impl CastlingRights {
    /// No rights (`-`).
    pub const NONE: CastlingRights = CastlingRights(0);
    /// White may castle king side (`K`).
    pub const WHITE_SHORT: CastlingRights = CastlingRights(1);
    /// White may castle queen side (`Q`).
    pub const WHITE_LONG: CastlingRights = CastlingRights(2);
    /// Black may castle king side (`k`).
    pub const BLACK_SHORT: CastlingRights = CastlingRights(4);
    /// Black may castle queen side (`q`).
    pub const BLACK_LONG: CastlingRights = CastlingRights(8);
    /// All four rights (`KQkq`).
    pub const ALL: CastlingRights = CastlingRights(15);

    /// The rights whose bits are set in `bits` (bits above 3 are ignored).
    pub const fn from_bits(bits: u8) -> CastlingRights {
        CastlingRights(bits & 15)
    }

    /// The rights as 0..=15.
    pub const fn bits(self) -> u8 {
        self.0
    }

    /// Both sets of rights together.
    pub const fn union(self, other: CastlingRights) -> CastlingRights {
        CastlingRights(self.0 | other.0)
    }

    /// True when every right of `other` is in `self`.
    pub const fn contains(self, other: CastlingRights) -> bool {
        self.0 & other.0 == other.0
    }
}

/// A position as far as hashing needs it, parsed from FEN or EPD by
/// [`Position::from_fen`]. No legality check: positions without kings,
/// with pawns on the back ranks or with more than eight pawns are accepted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) board: [Option<Piece>; 64],
    pub(crate) side_to_move: Color,
    pub(crate) castling: CastlingRights,
    pub(crate) en_passant: Option<Square>,
}

impl Position {
    /// The piece on `sq`, if any.
    pub const fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.board[sq.index()]
    }

    /// Side to move.
    pub const fn side_to_move(&self) -> Color {
        self.side_to_move
    }

    /// Castling rights as written in the FEN.
    pub const fn castling(&self) -> CastlingRights {
        self.castling
    }

    /// The en-passant target square as written in the FEN (the square the
    /// pawn passed over), whether or not a capture is possible.
    pub const fn en_passant(&self) -> Option<Square> {
        self.en_passant
    }

    /// The first square (from a1) holding a king of `color`, if any.
    pub fn king(&self, color: Color) -> Option<Square> {
        let king = match color {
            Color::White => Piece::WhiteKing,
            Color::Black => Piece::BlackKing,
        };
        Square::all().find(|&sq| self.piece_at(sq) == Some(king))
    }

    /// The en-passant target square if it counts for a Polyglot key: only
    /// when a pawn of the side to move stands beside the pawn that just
    /// moved two squares (whether the capture is legal does not matter).
    pub fn polyglot_en_passant(&self) -> Option<Square> {
        let target = self.en_passant?;
        let (pawn_rank, own_pawn) = match self.side_to_move {
            Color::White => (4, Piece::WhitePawn), // black pawn stands on rank 5
            Color::Black => (3, Piece::BlackPawn), // white pawn stands on rank 4
        };
        let file = target.file();
        let beside = |f: u8| {
            Square::from_file_rank(f, pawn_rank)
                .is_some_and(|sq| self.piece_at(sq) == Some(own_pawn))
        };
        let found = (file > 0 && beside(file - 1)) || beside(file + 1);
        found.then_some(target)
    }
}
