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

/// How castling rights are read and which rook a right belongs to.
///
/// - [`Standard`](CastlingMode::Standard) (the default): standard chess. A
///   right counts only while its king stands on e1/e8 and its rook in its
///   corner; its rook is the corner's (h-file king side, a-file queen side).
/// - [`Chess960`](CastlingMode::Chess960): Chess960 (Fischer random
///   chess). The king may start on any file between its rooks; a right
///   belongs to a rook of its colour on its back rank, king side when the
///   rook stands right of the king, queen side when left of it, and
///   remembers that rook's file.
///
/// Both modes hash castling with the same four Polyglot keys, by colour
/// and side of the king (python-chess `chess.polyglot.zobrist_hash`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum CastlingMode {
    /// Standard chess: king on the e-file, rooks in the corners.
    #[default]
    Standard,
    /// Chess960: king between its rooks, rooks on any file.
    Chess960,
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
/// h (7) for the king side and a (0) for the queen side in standard chess,
/// any file in Chess960 ([`with_rook_file`](CastlingRights::with_rook_file)).
/// Two sets are equal when they hold the same rights with the same rook
/// files.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CastlingRights {
    bits: u8,
    /// Rook file per right, in bit order (K, Q, k, q); the standard file
    /// (7, 0, 7, 0) for a right that is not held, so that equality and
    /// hashing see only the rights held.
    files: [u8; 4],
}

/// The rook files of standard chess, in bit order: h, a, h, a.
const STANDARD_FILES: [u8; 4] = [7, 0, 7, 0];

impl Default for CastlingRights {
    /// No rights.
    fn default() -> CastlingRights {
        CastlingRights::NONE
    }
}

impl CastlingRights {
    /// No rights (`-`).
    pub const NONE: CastlingRights = CastlingRights::from_bits(0);
    /// White may castle king side (`K`).
    pub const WHITE_SHORT: CastlingRights = CastlingRights::from_bits(1);
    /// White may castle queen side (`Q`).
    pub const WHITE_LONG: CastlingRights = CastlingRights::from_bits(2);
    /// Black may castle king side (`k`).
    pub const BLACK_SHORT: CastlingRights = CastlingRights::from_bits(4);
    /// Black may castle queen side (`q`).
    pub const BLACK_LONG: CastlingRights = CastlingRights::from_bits(8);
    /// All four rights (`KQkq`).
    pub const ALL: CastlingRights = CastlingRights::from_bits(15);

    /// The rights whose bits are set in `bits` (bits above 3 are ignored),
    /// with the standard rook files.
    #[inline]
    pub const fn from_bits(bits: u8) -> CastlingRights {
        CastlingRights {
            bits: bits & 15,
            files: STANDARD_FILES,
        }
    }

    /// The one right of `color` on `side`, with the standard rook file.
    #[inline]
    pub const fn new(color: Color, side: CastlingSide) -> CastlingRights {
        CastlingRights::from_bits(1 << (2 * color as u8 + side as u8))
    }

    /// These rights with the right of `color` on `side` added (or
    /// replaced), its rook on `rook_file` (0 = a ..= 7 = h; `rook_file & 7`
    /// is used): how Chess960 rights are built.
    #[inline]
    pub const fn with_rook_file(
        self,
        color: Color,
        side: CastlingSide,
        rook_file: u8,
    ) -> CastlingRights {
        let slot = 2 * color as usize + side as usize;
        let mut files = self.files;
        files[slot] = rook_file & 7;
        CastlingRights {
            bits: self.bits | 1 << slot,
            files,
        }
    }

    /// True when every right held has its standard rook file (h king
    /// side, a queen side), as every right of standard chess has.
    #[inline]
    pub const fn is_standard(self) -> bool {
        let mut slot = 0;
        while slot < 4 {
            if self.files[slot] != STANDARD_FILES[slot] {
                return false;
            }
            slot += 1;
        }
        true
    }

    /// The set with only the rights in `keep` (a 4-bit mask), the others'
    /// files reset to standard.
    #[inline]
    const fn keep(self, keep: u8) -> CastlingRights {
        let mut files = self.files;
        let mut slot = 0;
        while slot < 4 {
            if keep & 1 << slot == 0 {
                files[slot] = STANDARD_FILES[slot];
            }
            slot += 1;
        }
        CastlingRights {
            bits: self.bits & keep,
            files,
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
        Some(self.files[2 * color as usize + side as usize])
    }

    /// The rights of `color` alone.
    #[inline]
    pub const fn of(self, color: Color) -> CastlingRights {
        self.keep(3 << (2 * color as u8))
    }

    /// Both sets of rights together; a right in both keeps `self`'s rook file.
    #[inline]
    pub const fn union(self, other: CastlingRights) -> CastlingRights {
        let mut files = self.files;
        let mut slot = 0;
        while slot < 4 {
            if self.bits & 1 << slot == 0 && other.bits & 1 << slot != 0 {
                files[slot] = other.files[slot];
            }
            slot += 1;
        }
        CastlingRights {
            bits: self.bits | other.bits,
            files,
        }
    }

    /// The rights in both sets (by colour and side), with `self`'s rook files.
    #[inline]
    pub const fn intersection(self, other: CastlingRights) -> CastlingRights {
        self.keep(other.bits)
    }

    /// The rights of `self` that are not in `other` (by colour and side;
    /// for example the rights a king move takes away).
    #[inline]
    pub const fn difference(self, other: CastlingRights) -> CastlingRights {
        self.keep(!other.bits)
    }

    /// True when every right of `other` is in `self` (by colour and side,
    /// whatever the rook files).
    #[inline]
    pub const fn contains(self, other: CastlingRights) -> bool {
        self.bits & other.bits == other.bits
    }
}

impl fmt::Display for CastlingRights {
    /// A FEN castling field, `-` for none: in `KQkq` order, each right as
    /// its letter when its rook has the standard file, else as the rook's
    /// file letter (Shredder-FEN: `H`..`A` white, `h`..`a` black), so that
    /// no Chess960 rook file is lost.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("-");
        }
        for (slot, letter) in ['K', 'Q', 'k', 'q'].into_iter().enumerate() {
            if self.bits & 1 << slot != 0 {
                let file = self.files[slot];
                let c = if file == STANDARD_FILES[slot] {
                    letter
                } else if slot < 2 {
                    char::from(b'A' + file)
                } else {
                    char::from(b'a' + file)
                };
                write!(f, "{c}")?;
            }
        }
        Ok(())
    }
}
