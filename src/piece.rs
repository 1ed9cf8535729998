//! Pieces: the [`Role`] (piece type) a piece plays, the coloured [`Piece`],
//! and the [`Promotion`] a move can make.

use core::fmt;
use core::str::FromStr;

use crate::color::Color;
use crate::parse_error::{ParseError, single_char};

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

impl Role {
    /// The six roles in index order, pawn first.
    pub const ALL: [Role; 6] = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
        Role::King,
    ];

    /// The role with this index (0 pawn ..= 5 king), or `None` for 6 and
    /// above: `Role::new(role.index()) == Some(role)`.
    #[inline]
    pub const fn new(index: usize) -> Option<Role> {
        if index < 6 {
            Some(Role::ALL[index])
        } else {
            None
        }
    }

    /// Index 0 (pawn) ..= 5 (king).
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The lowercase letter: `p`, `n`, `b`, `r`, `q`, `k` (also its `Display`).
    #[inline]
    pub const fn char(self) -> char {
        match self {
            Role::Pawn => 'p',
            Role::Knight => 'n',
            Role::Bishop => 'b',
            Role::Rook => 'r',
            Role::Queen => 'q',
            Role::King => 'k',
        }
    }

    /// The role a letter names, either case (`p`/`P` ..= `k`/`K`), or `None`.
    #[inline]
    pub const fn from_char(c: char) -> Option<Role> {
        Some(match c.to_ascii_lowercase() {
            'p' => Role::Pawn,
            'n' => Role::Knight,
            'b' => Role::Bishop,
            'r' => Role::Rook,
            'q' => Role::Queen,
            'k' => Role::King,
            _ => return None,
        })
    }
}

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

impl Piece {
    /// The twelve pieces in index (Polyglot kind) order: `ALL[k].index() == k`.
    pub const ALL: [Piece; 12] = [
        Piece::BlackPawn,
        Piece::WhitePawn,
        Piece::BlackKnight,
        Piece::WhiteKnight,
        Piece::BlackBishop,
        Piece::WhiteBishop,
        Piece::BlackRook,
        Piece::WhiteRook,
        Piece::BlackQueen,
        Piece::WhiteQueen,
        Piece::BlackKing,
        Piece::WhiteKing,
    ];

    /// The piece of `color` and `role`.
    #[inline]
    pub const fn from_parts(color: Color, role: Role) -> Piece {
        let white = match color {
            Color::White => 1,
            Color::Black => 0,
        };
        Piece::ALL[2 * role as usize + white]
    }

    /// The piece with this index (Polyglot kind 0..=11), or `None` for 12
    /// and above: `Piece::new(piece.index()) == Some(piece)`. `new` builds
    /// every vocabulary type from its index.
    #[inline]
    pub const fn new(index: usize) -> Option<Piece> {
        if index < 12 {
            Some(Piece::ALL[index])
        } else {
            None
        }
    }

    /// Index 0..=11, the Polyglot kind (black pawn, white pawn, black
    /// knight, ..., white king; see the type's docs).
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
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

    /// The FEN letter: uppercase `PNBRQK` for white, lowercase for black
    /// (also its `Display`).
    #[inline]
    pub const fn char(self) -> char {
        let c = self.role().char();
        match self.color() {
            Color::White => c.to_ascii_uppercase(),
            Color::Black => c,
        }
    }

    /// The piece a FEN letter names (`PNBRQK` white, `pnbrqk` black), or `None`.
    #[inline]
    pub const fn from_char(c: char) -> Option<Piece> {
        let Some(role) = Role::from_char(c) else {
            return None;
        };
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        Some(Piece::from_parts(color, role))
    }
}

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

    /// The lowercase letter of the role: `n`, `b`, `r`, `q` (or `k`), as a
    /// move's promotion suffix writes it (also its `Display`).
    #[inline]
    pub const fn char(self) -> char {
        self.role().char()
    }

    /// The promotion a letter names, either case (`n`, `b`, `r`, `q`, `k`),
    /// or `None` (a pawn's `p` among them).
    #[inline]
    pub const fn from_char(c: char) -> Option<Promotion> {
        match Role::from_char(c) {
            Some(role) => Promotion::from_role(role),
            None => None,
        }
    }
}

/// `Display` and `FromStr` for the types named by one letter: `Display`
/// writes `char()`, `FromStr` reads exactly one letter by `from_char`.
macro_rules! one_letter_name {
    ($type:ty, $type_name:literal, $expected:literal) => {
        impl fmt::Display for $type {
            /// The letter (`char()`).
            #[inline]
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{}", self.char())
            }
        }

        impl FromStr for $type {
            type Err = ParseError;

            #[doc = concat!("One letter: ", $expected, ".")]
            #[inline]
            fn from_str(s: &str) -> Result<$type, ParseError> {
                single_char(s)
                    .and_then(<$type>::from_char)
                    .ok_or(ParseError::new($type_name, $expected))
            }
        }
    };
}

one_letter_name!(Role, "role", "one of p, n, b, r, q, k (either case)");
one_letter_name!(Piece, "piece", "one of PNBRQK (white) or pnbrqk (black)");
one_letter_name!(Promotion, "promotion", "one of n, b, r, q, k (either case)");
