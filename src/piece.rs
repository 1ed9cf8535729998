//! Pieces: the [`Role`] (piece type) a piece plays, the coloured [`Piece`],
//! and the [`Promotion`] a move can make.

use crate::color::Color;

vocabulary! {
    /// A piece type without its colour (Chess Programming Wiki, "Pieces";
    /// shakmaty calls it a role). `role as usize` is its index, pawn 0 ..=
    /// king 5, the order of the Polyglot layout's piece kinds.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
    #[repr(u8)]
    pub enum Role {
        /// Pawn, index 0, letter `p`.
        Pawn = 0,
        /// Knight, index 1, letter `n`.
        Knight = 1,
        /// Bishop, index 2, letter `b`.
        Bishop = 2,
        /// Rook, index 3, letter `r`.
        Rook = 3,
        /// Queen, index 4, letter `q`.
        Queen = 4,
        /// King, index 5, letter `k`.
        King = 5,
    }
    indexed "role", "0 pawn ..= 5 king";
    letters "role", "one of p, n, b, r, q, k (either case)", ignoring case
    /// The lowercase letter: `p`, `n`, `b`, `r`, `q`, `k` (also its `Display`).
    {
        Pawn => b'p',
        Knight => b'n',
        Bishop => b'b',
        Rook => b'r',
        Queen => b'q',
        King => b'k',
    }
}

vocabulary! {
    /// A coloured piece.
    ///
    /// The discriminant (`piece as usize`, [`Piece::index`]) is the piece's
    /// Polyglot kind, 0..=11, the order of the Polyglot book format's Random64
    /// table and of every piece-indexed table in this crate: `2 * role + 1`
    /// for white, `2 * role` for black (black pawn 0, white pawn 1, black
    /// knight 2, ..., white king 11). The order is promised: it is part of the
    /// stability promise, like the keys it indexes.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
    #[repr(u8)]
    #[allow(missing_docs)] // the names say it all; the index is 2 * role + (white)
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
    indexed "piece", "Polyglot kind 0 black pawn, 1 white pawn ..= 11 white king";
    letters "piece", "one of PNBRQK (white) or pnbrqk (black)"
    /// The FEN letter: uppercase `PNBRQK` for white, lowercase for black
    /// (also its `Display`).
    {
        BlackPawn => b'p',
        WhitePawn => b'P',
        BlackKnight => b'n',
        WhiteKnight => b'N',
        BlackBishop => b'b',
        WhiteBishop => b'B',
        BlackRook => b'r',
        WhiteRook => b'R',
        BlackQueen => b'q',
        WhiteQueen => b'Q',
        BlackKing => b'k',
        WhiteKing => b'K',
    }
}

impl Piece {
    /// The piece of `color` and `role`.
    #[inline]
    pub const fn from_parts(color: Color, role: Role) -> Piece {
        let white = match color {
            Color::White => 1,
            Color::Black => 0,
        };
        Piece::ALL[2 * role as usize + white]
    }

    /// The piece's colour.
    #[inline]
    pub const fn color(self) -> Color {
        if self as u8 % 2 == 1 {
            Color::White
        } else {
            Color::Black
        }
    }

    /// The piece's role (type).
    #[inline]
    pub const fn role(self) -> Role {
        Role::ALL[self as usize / 2]
    }
}

vocabulary! {
    /// The piece a pawn becomes when it reaches the last rank, as a move
    /// carries it (UCI's fifth letter; the Polyglot book format's promotion
    /// field, 1..=4).
    ///
    /// [`King`](Promotion::King) is for variants (antichess books promote to
    /// a king). Exhaustive: one variant for every role but the pawn
    /// ([`Promotion::from_role`]), so no role can be added.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
    pub enum Promotion {
        /// Promotion to a knight, `n`.
        Knight,
        /// Promotion to a bishop, `b`.
        Bishop,
        /// Promotion to a rook, `r`.
        Rook,
        /// Promotion to a queen, `q`.
        Queen,
        /// Promotion to a king, `k`: antichess and other variants only.
        King,
    }
    letters "promotion", "one of n, b, r, q, k (either case)", ignoring case
    /// The lowercase letter of the role: `n`, `b`, `r`, `q` (or `k`), as a
    /// move's promotion suffix writes it (also its `Display`).
    {
        Knight => b'n',
        Bishop => b'b',
        Rook => b'r',
        Queen => b'q',
        King => b'k',
    }
}

impl Promotion {
    /// The role the pawn becomes.
    #[inline]
    pub const fn role(self) -> Role {
        match self {
            Promotion::Knight => Role::Knight,
            Promotion::Bishop => Role::Bishop,
            Promotion::Rook => Role::Rook,
            Promotion::Queen => Role::Queen,
            Promotion::King => Role::King,
        }
    }

    /// The promotion to `role`, or `None` for a pawn.
    #[inline]
    pub const fn from_role(role: Role) -> Option<Promotion> {
        match role {
            Role::Knight => Some(Promotion::Knight),
            Role::Bishop => Some(Promotion::Bishop),
            Role::Rook => Some(Promotion::Rook),
            Role::Queen => Some(Promotion::Queen),
            Role::King => Some(Promotion::King),
            Role::Pawn => None,
        }
    }
}
