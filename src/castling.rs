//! Castling rights: which of the four castlings a position still allows,
//! and each castling's squares.
//!
//! The generated tables of standard chess (the `castling` family, built
//! whatever the features): [`CASTLING_SQUARES`], [`CASTLING_EMPTY`] and
//! [`CASTLING_UNATTACKED`], read by [`CastlingPath::standard`], and
//! [`CASTLING_RIGHTS_KEPT`], read by [`CastlingRights::after_move_kept`]
//! (Chess Programming Wiki, "Castling" and "Castling Rights").
//!
//! ```
//! use chess_tables::castling::CASTLING_RIGHTS_KEPT;
//! use chess_tables::{CastlingRights, Square};
//!
//! // The e1 king moves: white loses both rights.
//! let rights = CastlingRights::FULL.after_move_kept(Square::E1, Square::E2, &CASTLING_RIGHTS_KEPT);
//! assert_eq!(rights.to_string(), "kq");
//! ```

use crate::color::Color;
use crate::square::Square;
use core::fmt;
use core::str::FromStr;

use crate::parse_error::ParseError;

include!(concat!(env!("OUT_DIR"), "/castling.rs"));

vocabulary! {
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
    indexed "castling side", "0 king side, 1 queen side";
    names "castling side", "\"kingside\" or \"queenside\""
    /// The name: `"kingside"` or `"queenside"` (also its `Display`).
    {
        KingSide => "kingside",
        QueenSide => "queenside",
    }
}

impl CastlingSide {
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

vocabulary! {
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
    names "castling mode", "\"standard\" or \"chess960\""
    /// The name: `"standard"` or `"chess960"` (also its `Display`).
    {
        Standard => "standard",
        Chess960 => "chess960",
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
    #[inline]
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
    /// All four rights (`KQkq`): the full set, one value (every `ALL` of
    /// the vocabulary is an array of every variant).
    pub const FULL: CastlingRights = CastlingRights::from_bits(15);

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
    pub const fn from_parts(color: Color, side: CastlingSide) -> CastlingRights {
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

    /// The rights whose rooks stand on `rook_squares` (bit n = square n),
    /// the form of shakmaty's `Setup::castling_rights` and of X-FEN's rook
    /// squares: each square on colour c's back rank is a right of c, on the
    /// king side when its file is above `king_files[c]` (`[white, black]`,
    /// 0 = a ..= 7 = h; `& 7` is used; `[4, 4]` in standard chess), on the
    /// queen side when below. Squares off both back ranks or on the king's
    /// file are ignored; of two rooks on one side, the outermost counts.
    /// The inverse of [`rook_squares`](CastlingRights::rook_squares).
    ///
    /// ```
    /// use chess_tables::{CastlingRights, Square};
    /// let corners = Square::A1.bit() | Square::H1.bit() | Square::H8.bit();
    /// assert_eq!(CastlingRights::from_rook_squares(corners, [4, 4]).to_string(), "KQk");
    /// // Chess960, white king on b1: the rook on c1 is the king side's.
    /// let rights = CastlingRights::from_rook_squares(Square::C1.bit(), [1, 4]);
    /// assert_eq!(rights.to_string(), "C");
    /// assert_eq!(rights.rook_squares(), Square::C1.bit());
    /// ```
    #[inline]
    pub const fn from_rook_squares(rook_squares: u64, king_files: [u8; 2]) -> CastlingRights {
        let mut rights = CastlingRights::NONE;
        let mut color = 0;
        while color < 2 {
            let rank = (rook_squares >> (56 * color)) as u8 as u32;
            let king = king_files[color] & 7;
            // The outermost rook: the highest above the king, the lowest below.
            let above = rank & !((2u32 << king) - 1);
            let below = rank & ((1u32 << king) - 1);
            let as_color = if color == 0 {
                Color::White
            } else {
                Color::Black
            };
            if above != 0 {
                let file = (31 - above.leading_zeros()) as u8;
                rights = rights.with_rook_file(as_color, CastlingSide::KingSide, file);
            }
            if below != 0 {
                let file = below.trailing_zeros() as u8;
                rights = rights.with_rook_file(as_color, CastlingSide::QueenSide, file);
            }
            color += 1;
        }
        rights
    }

    /// The squares of the rights' rooks on their back ranks (bit n =
    /// square n): the form shakmaty's `Setup::castling_rights` takes.
    ///
    /// ```
    /// use chess_tables::{CastlingRights, Square};
    /// assert_eq!(CastlingRights::WHITE_SHORT.rook_squares(), Square::H1.bit());
    /// assert_eq!(CastlingRights::FULL.rook_squares(), 0x8100_0000_0000_0081);
    /// ```
    #[inline]
    pub const fn rook_squares(self) -> u64 {
        let mut squares = 0;
        let mut slot = 0;
        while slot < 4 {
            if self.bits & 1 << slot != 0 {
                squares |= 1u64 << (56 * (slot / 2) + self.files[slot] as usize);
            }
            slot += 1;
        }
        squares
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
        self.contains(CastlingRights::from_parts(color, side))
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

    /// The rights left after a move from `from` to `to`: a right is lost
    /// when either square is its king's start square (file `king_files[color
    /// as usize]` of its back rank) or its rook's (its rook file). The
    /// classic update, `rights &= mask[from] & mask[to]` (Chess Programming
    /// Wiki, "Castling Rights"), for standard chess (`king_files` `[4, 4]`)
    /// and Chess960 alike. Standard rights read [`CASTLING_RIGHTS_KEPT`];
    /// others compute the masks of their rook files (a move generator
    /// builds them once with [`rights_kept`](CastlingRights::rights_kept)
    /// and calls [`after_move_kept`](CastlingRights::after_move_kept)).
    ///
    /// ```
    /// use chess_tables::{CastlingRights, Square};
    /// let rights = CastlingRights::FULL;
    /// // The h1 rook moves: white loses K.
    /// assert_eq!(rights.after_move(Square::H1, Square::H4, [4, 4]).to_string(), "Qkq");
    /// // A capture on a8 takes black's q.
    /// assert_eq!(rights.after_move(Square::B7, Square::A8, [4, 4]).to_string(), "KQk");
    /// ```
    #[inline]
    pub const fn after_move(self, from: Square, to: Square, king_files: [u8; 2]) -> CastlingRights {
        if king_files[0] == 4 && king_files[1] == 4 && self.is_standard() {
            return self.after_move_kept(from, to, &CASTLING_RIGHTS_KEPT);
        }
        let touched = from.bit() | to.bit();
        let mut lost = 0u8;
        let mut slot = 0;
        while slot < 4 {
            let color = slot / 2;
            let base = 56 * color as u32; // rank 1 or rank 8
            let king = 1u64 << (base + (king_files[color] & 7) as u32);
            let rook = 1u64 << (base + self.files[slot] as u32);
            if touched & (king | rook) != 0 {
                lost |= 1 << slot;
            }
            slot += 1;
        }
        self.keep(!lost)
    }

    /// The rights left after a move from `from` to `to`, by a table of the
    /// rights each square keeps: `bits & kept[from] & kept[to]` (Chess
    /// Programming Wiki, "Castling Rights"); a lost right's rook file is
    /// reset to standard, as in [`after_move`](CastlingRights::after_move).
    /// `kept` is [`CASTLING_RIGHTS_KEPT`] in standard chess, or the table
    /// [`rights_kept`](CastlingRights::rights_kept) builds for a Chess960
    /// start; its values are 4-bit sets as [`bits`](CastlingRights::bits).
    ///
    /// ```
    /// use chess_tables::castling::CASTLING_RIGHTS_KEPT;
    /// use chess_tables::{CastlingRights, Square};
    /// let rights = CastlingRights::FULL;
    /// // A capture on h8 takes black's k.
    /// let after = rights.after_move_kept(Square::B2, Square::H8, &CASTLING_RIGHTS_KEPT);
    /// assert_eq!(after.to_string(), "KQq");
    /// ```
    #[inline]
    pub const fn after_move_kept(
        self,
        from: Square,
        to: Square,
        kept: &[u8; 64],
    ) -> CastlingRights {
        let keep = kept[from as usize] & kept[to as usize];
        // Most moves touch no king's or rook's start square.
        if self.bits & !keep == 0 {
            return self;
        }
        self.keep(keep)
    }

    /// The table of the rights each square keeps, as
    /// [`CASTLING_RIGHTS_KEPT`] is for standard chess, for these rights'
    /// rook files and the kings on `king_files` (`[white, black]`, 0 = a
    /// ..= 7 = h; `& 7` is used): every right but those whose king or rook
    /// starts on the square. Built once per game (Chess960: Chess
    /// Programming Wiki, "Chess960") for
    /// [`after_move_kept`](CastlingRights::after_move_kept); a right not
    /// held has the standard rook file, so its bit may clear on its
    /// corner, which changes nothing.
    ///
    /// ```
    /// use chess_tables::castling::CASTLING_RIGHTS_KEPT;
    /// use chess_tables::{CastlingRights, Square};
    /// assert_eq!(CastlingRights::FULL.rights_kept([4, 4]), CASTLING_RIGHTS_KEPT);
    /// // Chess960 king on b1 and b8, rooks on a and h.
    /// let kept = CastlingRights::FULL.rights_kept([1, 1]);
    /// assert_eq!(kept[Square::B1 as usize], 0b1100);
    /// assert_eq!(kept[Square::E1 as usize], 0b1111);
    /// ```
    #[inline]
    pub const fn rights_kept(self, king_files: [u8; 2]) -> [u8; 64] {
        let mut kept = [15u8; 64];
        let mut slot = 0;
        while slot < 4 {
            let base = 56 * (slot / 2);
            let king = base + (king_files[slot / 2] & 7) as usize;
            let rook = base + self.files[slot] as usize;
            kept[king] &= !(1 << slot);
            kept[rook] &= !(1 << slot);
            slot += 1;
        }
        kept
    }

    /// The path of the castling of `color` on `side` with these rights'
    /// rook file and the king on `king_file` of its back rank (4, the
    /// e-file, in standard chess), or `None` without that right. Standard
    /// castlings read the generated tables ([`CastlingPath::standard`]).
    #[inline]
    pub const fn path(
        self,
        color: Color,
        side: CastlingSide,
        king_file: u8,
    ) -> Option<CastlingPath> {
        match self.rook_file(color, side) {
            Some(rook_file)
                if king_file == 4
                    && rook_file == STANDARD_FILES[2 * color as usize + side as usize] =>
            {
                Some(CastlingPath::standard(color, side))
            }
            Some(rook_file) => Some(CastlingPath::chess960(color, side, king_file, rook_file)),
            None => None,
        }
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
    /// no Chess960 rook file is lost. As in Shredder-FEN, a file letter
    /// says the rook's file, not its side: the king's file tells the side,
    /// which the position holds (this type does not).
    #[inline]
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

impl FromStr for CastlingRights {
    type Err = ParseError;

    /// A FEN castling field of standard chess: `-`, or the letters `K`,
    /// `Q`, `k`, `q` in that order, each at most once. A Chess960 field's
    /// file letters need the king's file to tell the sides apart: read
    /// them with the position crate's FEN parser, which has the board.
    #[inline]
    fn from_str(s: &str) -> Result<CastlingRights, ParseError> {
        let error = ParseError::new(
            "castling rights",
            "\"-\" or letters from \"KQkq\" in that order (Chess960 file letters need a position)",
        );
        if s == "-" {
            return Ok(CastlingRights::NONE);
        }
        let mut bits = 0u8;
        let mut next = 0;
        for c in s.chars() {
            let slot = ['K', 'Q', 'k', 'q'][next..]
                .iter()
                .position(|&letter| letter == c)
                .ok_or(error)?;
            bits |= 1 << (next + slot);
            next += slot + 1;
        }
        if bits == 0 {
            return Err(error);
        }
        Ok(CastlingRights::from_bits(bits))
    }
}

/// One castling's squares: where the king and the rook start and end,
/// which squares must be empty and which must not be attacked. The rules
/// of standard chess and Chess960 alike (Chess Programming Wiki,
/// "Castling" and "Chess960"; FIDE Laws of Chess, Appendix on Chess960):
/// the king ends on the g-file (king side) or c-file (queen side), the
/// rook on the f-file or d-file; every square between the king's start
/// and end and between the rook's start and end must be empty but for the
/// king and that rook; the king's start, end and every square between
/// must not be attacked.
///
/// ```
/// use chess_tables::{CastlingPath, CastlingSide, Color, Square};
///
/// let short = CastlingPath::standard(Color::White, CastlingSide::KingSide);
/// assert_eq!((short.king_from, short.king_to), (Square::E1, Square::G1));
/// assert_eq!((short.rook_from, short.rook_to), (Square::H1, Square::F1));
/// assert_eq!(short.empty, Square::F1.bit() | Square::G1.bit());
/// assert_eq!(short.unattacked, Square::E1.bit() | Square::F1.bit() | Square::G1.bit());
///
/// // Chess960: king on b1, rook on a1, queen side: the king goes to c1, the
/// // rook to d1, so c1 and d1 must be empty.
/// let long = CastlingPath::chess960(Color::White, CastlingSide::QueenSide, 1, 0);
/// assert_eq!(long.empty, Square::C1.bit() | Square::D1.bit());
/// assert_eq!(long.unattacked, Square::B1.bit() | Square::C1.bit());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CastlingPath {
    /// The king's start square.
    pub king_from: Square,
    /// The king's end square: g1/g8 king side, c1/c8 queen side.
    pub king_to: Square,
    /// The rook's start square.
    pub rook_from: Square,
    /// The rook's end square: f1/f8 king side, d1/d8 queen side.
    pub rook_to: Square,
    /// The squares that must be empty (bitboard), the king's and the
    /// rook's start squares left out.
    pub empty: u64,
    /// The squares that must not be attacked (bitboard): the king's start
    /// and end squares and those between.
    pub unattacked: u64,
}

/// The squares from `a` to `b`, both included, on one rank.
#[inline]
const fn span(a: Square, b: Square) -> u64 {
    let (low, high) = if (a as u8) < (b as u8) {
        (a as u32, b as u32)
    } else {
        (b as u32, a as u32)
    };
    (u64::MAX >> (63 - high)) & (u64::MAX << low)
}

impl CastlingPath {
    /// The castling of `color` on `side` with the king on `king_file` and
    /// the rook on `rook_file` of the back rank (files 0 = a ..= 7 = h;
    /// `& 7` is used): Chess960's rule, which is standard chess's for the
    /// king on e (4) and the rook on h (7) or a (0).
    #[inline]
    pub const fn chess960(
        color: Color,
        side: CastlingSide,
        king_file: u8,
        rook_file: u8,
    ) -> CastlingPath {
        let rank = 8 * color.back_rank() as u32;
        let king_from = Square::from_index_masked(rank + (king_file & 7) as u32);
        let rook_from = Square::from_index_masked(rank + (rook_file & 7) as u32);
        let king_to = Square::from_index_masked(rank + side.king_to_file() as u32);
        let rook_to = Square::from_index_masked(rank + side.rook_to_file() as u32);
        let movers = king_from.bit() | rook_from.bit();
        CastlingPath {
            king_from,
            king_to,
            rook_from,
            rook_to,
            empty: (span(king_from, king_to) | span(rook_from, rook_to)) & !movers,
            unattacked: span(king_from, king_to),
        }
    }

    /// The castling of standard chess: the king on e1/e8, the rook in the
    /// h or a corner; read from the generated tables ([`CASTLING_SQUARES`],
    /// [`CASTLING_EMPTY`], [`CASTLING_UNATTACKED`]).
    #[inline]
    pub const fn standard(color: Color, side: CastlingSide) -> CastlingPath {
        STANDARD_PATHS[color as usize][side as usize]
    }
}

/// The four castlings of standard chess, `[color][side]`, assembled from
/// the generated tables when the crate compiles.
static STANDARD_PATHS: [[CastlingPath; 2]; 2] = {
    let mut paths = [[CastlingPath::chess960(Color::White, CastlingSide::KingSide, 4, 7); 2]; 2];
    let mut i = 0;
    while i < 4 {
        let (color, side) = (i / 2, i % 2);
        let [king_from, king_to, rook_from, rook_to] = CASTLING_SQUARES[color][side];
        paths[color][side] = CastlingPath {
            king_from: Square::from_index_masked(king_from as u32),
            king_to: Square::from_index_masked(king_to as u32),
            rook_from: Square::from_index_masked(rook_from as u32),
            rook_to: Square::from_index_masked(rook_to as u32),
            empty: CASTLING_EMPTY[color][side],
            unattacked: CASTLING_UNATTACKED[color][side],
        };
        i += 1;
    }
    paths
};
