//! Castling rights: which of the four castlings a position still allows.

use crate::Color;
use core::fmt;

/// The side of the board a king castles to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum CastlingSide {
    /// King side (short castling, `O-O`; FEN `K`/`k`): the king goes to
    /// the g-file, its rook to the f-file. Index 0.
    KingSide = 0,
    /// Queen side (long castling, `O-O-O`; FEN `Q`/`q`): the king goes to
    /// the c-file, its rook to the d-file. Index 1.
    QueenSide = 1,
}

impl CastlingSide {
    /// Both sides: king side, queen side.
    pub const ALL: [CastlingSide; 2] = [CastlingSide::KingSide, CastlingSide::QueenSide];

    /// Index 0 (king side) or 1 (queen side).
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The file the king stands on after castling: 6 (g) or 2 (c), in
    /// standard chess and Chess960 alike.
    #[inline]
    pub const fn king_to_file(self) -> u8 {
        match self {
            CastlingSide::KingSide => 6,
            CastlingSide::QueenSide => 2,
        }
    }

    /// The file the rook stands on after castling: 5 (f) or 3 (d), in
    /// standard chess and Chess960 alike.
    #[inline]
    pub const fn rook_to_file(self) -> u8 {
        match self {
            CastlingSide::KingSide => 5,
            CastlingSide::QueenSide => 3,
        }
    }
}

/// A set of castling rights, one per colour and side.
///
/// [`bits`](CastlingRights::bits) gives the set as 0..=15: 1 white king
/// side (`K`), 2 white queen side (`Q`), 4 black king side (`k`), 8 black
/// queen side (`q`). That number indexes the castling key tables
/// (`zobrist::POLYGLOT_CASTLING`); the bit order is part of the stability
/// promise.
///
/// Each right also has its rook's file ([`rook_file`](CastlingRights::rook_file)):
/// h (7) for the king side and a (0) for the queen side in standard chess.
/// The fields are private so that a later release can keep a Chess960
/// rook file per right without changing this type's API.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CastlingRights {
    bits: u8,
}

impl CastlingRights {
    /// No rights (`-`).
    pub const NONE: CastlingRights = CastlingRights { bits: 0 };
    /// White may castle king side (`K`).
    pub const WHITE_SHORT: CastlingRights = CastlingRights { bits: 1 };
    /// White may castle queen side (`Q`).
    pub const WHITE_LONG: CastlingRights = CastlingRights { bits: 2 };
    /// Black may castle king side (`k`).
    pub const BLACK_SHORT: CastlingRights = CastlingRights { bits: 4 };
    /// Black may castle queen side (`q`).
    pub const BLACK_LONG: CastlingRights = CastlingRights { bits: 8 };
    /// All four rights (`KQkq`).
    pub const ALL: CastlingRights = CastlingRights { bits: 15 };

    /// The rights whose bits are set in `bits` (bits above 3 are ignored),
    /// with the standard rook files.
    #[inline]
    pub const fn from_bits(bits: u8) -> CastlingRights {
        CastlingRights { bits: bits & 15 }
    }

    /// The one right of `color` on `side`, with the standard rook file.
    #[inline]
    pub const fn new(color: Color, side: CastlingSide) -> CastlingRights {
        CastlingRights {
            bits: 1 << (2 * color as u8 + side as u8),
        }
    }

    /// The rights as 0..=15 (see the type's docs), the castling key index.
    #[inline]
    pub const fn bits(self) -> u8 {
        self.bits
    }

    /// True when there is no right.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.bits == 0
    }

    /// True when `color` may castle on `side`.
    #[inline]
    pub const fn has(self, color: Color, side: CastlingSide) -> bool {
        self.contains(CastlingRights::new(color, side))
    }

    /// The file (0 = a ..= 7 = h) of the rook that castles for `color` on
    /// `side`, or `None` without that right.
    #[inline]
    pub const fn rook_file(self, color: Color, side: CastlingSide) -> Option<u8> {
        if !self.has(color, side) {
            return None;
        }
        Some(match side {
            CastlingSide::KingSide => 7,
            CastlingSide::QueenSide => 0,
        })
    }

    /// The rights of `color` alone.
    #[inline]
    pub const fn of(self, color: Color) -> CastlingRights {
        CastlingRights {
            bits: self.bits & (3 << (2 * color as u8)),
        }
    }

    /// Both sets of rights together.
    #[inline]
    pub const fn union(self, other: CastlingRights) -> CastlingRights {
        CastlingRights {
            bits: self.bits | other.bits,
        }
    }

    /// The rights in both sets.
    #[inline]
    pub const fn intersection(self, other: CastlingRights) -> CastlingRights {
        CastlingRights {
            bits: self.bits & other.bits,
        }
    }

    /// The rights of `self` that are not in `other` (for example the rights
    /// a king move takes away).
    #[inline]
    pub const fn difference(self, other: CastlingRights) -> CastlingRights {
        CastlingRights {
            bits: self.bits & !other.bits,
        }
    }

    /// True when every right of `other` is in `self`.
    #[inline]
    pub const fn contains(self, other: CastlingRights) -> bool {
        self.bits & other.bits == other.bits
    }
}

impl fmt::Display for CastlingRights {
    /// The FEN castling field in standard notation: `KQkq` order, `-` for none.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("-");
        }
        for (bit, letter) in [(1, 'K'), (2, 'Q'), (4, 'k'), (8, 'q')] {
            if self.bits & bit != 0 {
                write!(f, "{letter}")?;
            }
        }
        Ok(())
    }
}
