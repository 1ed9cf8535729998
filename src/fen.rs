//! FEN and EPD position parsing, without allocation, with errors that name
//! the field and the byte offset of the offending text.
//!
//! Accepted: six-field FEN (`placement side castling en-passant halfmove
//! fullmove`) and four-field EPD positions (the first four fields, no
//! operations; [`crate::epd`] reads whole EPD lines). Legality is not
//! checked. The rules, with their sources:
//!
//! - **Whitespace.** Fields are separated by runs of the six ASCII
//!   whitespace bytes of C's `isspace`: space, tab (U+0009), line feed
//!   (U+000A), vertical tab (U+000B), form feed (U+000C) and carriage
//!   return (U+000D); the same set may lead and trail. Any other Unicode
//!   whitespace (U+00A0, U+3000, ...) is [`FenError::NonAsciiSpace`], and a
//!   byte-order mark (U+FEFF) at the start is [`FenError::ByteOrderMark`].
//! - **Castling.** `-` or any of `KQkq` once each. A right counts only
//!   while its king and rook stand on their original squares
//!   ([`Position::castling`]; Polyglot's FEN reader and python-chess
//!   `clean_castling_rights` do the same); the letters as written stay
//!   available ([`Position::castling_as_written`]). These keys cover
//!   standard chess only: Shredder-FEN file letters (`HAha`) and X-FEN
//!   rights that only Chess960 explains (the king on its back rank with a
//!   rook of its color on that side, but not the e-file king and corner
//!   rook) are [`FenError::Chess960Castling`].
//! - **En passant.** `-` or a square on rank 6 (white to move) or rank 3
//!   (black to move), else an error. A square no double push can have
//!   produced (no opponent's pawn in front of it, or it or the square the
//!   pawn came from occupied) is dropped, as Polyglot 1.4's FEN reader drops
//!   it: [`Position::en_passant`] is `None`, [`Position::en_passant_as_written`]
//!   keeps the field.

use crate::Color;
use crate::Square;
use crate::position::{CastlingRights, Piece, Position};
use core::fmt;

/// A FEN field, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FenField {
    /// Field 1: piece placement, rank 8 first.
    Placement,
    /// Field 2: side to move, `w` or `b`.
    SideToMove,
    /// Field 3: castling rights.
    Castling,
    /// Field 4: en-passant target square.
    EnPassant,
    /// Field 5: halfmove clock.
    HalfmoveClock,
    /// Field 6: fullmove number.
    FullmoveNumber,
}

impl FenField {
    /// The six fields in FEN order.
    pub const ALL: [FenField; 6] = [
        FenField::Placement,
        FenField::SideToMove,
        FenField::Castling,
        FenField::EnPassant,
        FenField::HalfmoveClock,
        FenField::FullmoveNumber,
    ];

    /// Field number as FEN counts, 1..=6.
    pub const fn number(self) -> usize {
        self as usize + 1
    }

    /// Name of the field, e.g. "piece placement".
    pub const fn name(self) -> &'static str {
        match self {
            FenField::Placement => "piece placement",
            FenField::SideToMove => "side to move",
            FenField::Castling => "castling rights",
            FenField::EnPassant => "en-passant square",
            FenField::HalfmoveClock => "halfmove clock",
            FenField::FullmoveNumber => "fullmove number",
        }
    }
}

/// Why a FEN or EPD string did not parse. Every variant carries `offset`,
/// the byte offset in the input of the offending text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum FenError {
    /// A non-ASCII whitespace character (such as U+00A0 or U+3000): fields
    /// are separated by the six ASCII whitespace bytes only (space, tab,
    /// LF, VT, FF, CR).
    NonAsciiSpace {
        /// Byte offset of the character.
        offset: usize,
        /// The character.
        found: char,
    },
    /// A UTF-8 byte-order mark (U+FEFF) at the start of the input, as
    /// some editors write at the start of a file: skip it before parsing.
    ByteOrderMark {
        /// Byte offset of the mark (0).
        offset: usize,
    },
    /// The input is empty or only ASCII whitespace (`offset` is its length).
    Empty {
        /// Byte offset (the input's length).
        offset: usize,
    },
    /// Not 4 (EPD) or 6 (FEN) fields: `found` fields (1..=3 or 5), `offset` is the input's end.
    FieldCount {
        /// How many fields there are.
        found: usize,
        /// Byte offset of the end of the input.
        offset: usize,
    },
    /// EPD operations (such as `bm e4;`) after the four position fields:
    /// pass the position fields alone.
    EpdOperations {
        /// Byte offset of the first operation.
        offset: usize,
    },
    /// Text after the sixth field.
    TrailingText {
        /// Byte offset of the first extra field.
        offset: usize,
    },
    /// A character in the placement that is no piece letter, digit or `/`.
    InvalidPiece {
        /// Byte offset of the character.
        offset: usize,
        /// The character.
        found: char,
    },
    /// A digit `0` or `9` in the placement (empty runs are 1..=8).
    InvalidDigit {
        /// Byte offset of the digit.
        offset: usize,
        /// The digit.
        found: char,
    },
    /// Two digits in a row in the placement (such as `44`): one digit per run of empty squares.
    AdjacentDigits {
        /// Byte offset of the second digit.
        offset: usize,
    },
    /// A rank describes more or fewer than 8 squares.
    RankLength {
        /// Byte offset where the rank ends (or overflows).
        offset: usize,
        /// The rank, 1..=8.
        rank: u8,
        /// Squares described so far (more than 8 when it overflows).
        squares: u8,
    },
    /// More than 8 ranks.
    TooManyRanks {
        /// Byte offset of the `/` that starts a ninth rank.
        offset: usize,
    },
    /// Fewer than 8 ranks.
    TooFewRanks {
        /// Byte offset of the end of the placement field.
        offset: usize,
        /// Ranks found.
        found: u8,
    },
    /// Side to move is not `w` or `b`.
    SideToMove {
        /// Byte offset of the offending character.
        offset: usize,
        /// The offending character.
        found: char,
    },
    /// A castling character other than `K`, `Q`, `k`, `q`, or `-` not alone.
    InvalidCastling {
        /// Byte offset of the character.
        offset: usize,
        /// The character.
        found: char,
    },
    /// Chess960 castling: a Shredder-FEN file letter (`A`-`H`, `a`-`h`), or
    /// an X-FEN `K`/`Q`/`k`/`q` right that does not count in standard chess
    /// while its king stands on its back rank with a rook of its color on
    /// that side (a king off the e-file, or an inner rook with the corner
    /// empty). These keys cover standard chess only (Polyglot's layout has
    /// one key per standard right).
    Chess960Castling {
        /// Byte offset of the letter.
        offset: usize,
        /// The letter.
        found: char,
    },
    /// A castling right given twice.
    RepeatedCastling {
        /// Byte offset of the repeat.
        offset: usize,
        /// The repeated letter.
        found: char,
    },
    /// The en-passant field is not `-` or a square `a3`..`h6`-style name.
    InvalidEnPassant {
        /// Byte offset of the field.
        offset: usize,
    },
    /// The en-passant square is not on rank 6 (white to move) or rank 3 (black to move).
    EnPassantRank {
        /// Byte offset of the field.
        offset: usize,
    },
    /// The halfmove clock is not a decimal number 0..=4294967295.
    HalfmoveClock {
        /// Byte offset of the first non-digit, or of the field when the number is too large.
        offset: usize,
    },
    /// The fullmove number is not a decimal number 0..=4294967295.
    FullmoveNumber {
        /// Byte offset of the first non-digit, or of the field when the number is too large.
        offset: usize,
    },
}

impl FenError {
    /// The field the error is in, or `None` for errors about the whole
    /// string (empty, field count, trailing text).
    pub const fn field(&self) -> Option<FenField> {
        Some(match self {
            FenError::NonAsciiSpace { .. }
            | FenError::ByteOrderMark { .. }
            | FenError::Empty { .. }
            | FenError::FieldCount { .. }
            | FenError::EpdOperations { .. }
            | FenError::TrailingText { .. } => {
                return None;
            }
            FenError::InvalidPiece { .. }
            | FenError::InvalidDigit { .. }
            | FenError::AdjacentDigits { .. }
            | FenError::RankLength { .. }
            | FenError::TooManyRanks { .. }
            | FenError::TooFewRanks { .. } => FenField::Placement,
            FenError::SideToMove { .. } => FenField::SideToMove,
            FenError::InvalidCastling { .. }
            | FenError::Chess960Castling { .. }
            | FenError::RepeatedCastling { .. } => FenField::Castling,
            FenError::InvalidEnPassant { .. } | FenError::EnPassantRank { .. } => {
                FenField::EnPassant
            }
            FenError::HalfmoveClock { .. } => FenField::HalfmoveClock,
            FenError::FullmoveNumber { .. } => FenField::FullmoveNumber,
        })
    }

    /// Byte offset of the offending text in the input.
    pub const fn offset(&self) -> usize {
        match *self {
            FenError::NonAsciiSpace { offset, .. }
            | FenError::ByteOrderMark { offset }
            | FenError::Empty { offset }
            | FenError::FieldCount { offset, .. }
            | FenError::EpdOperations { offset }
            | FenError::AdjacentDigits { offset }
            | FenError::TrailingText { offset }
            | FenError::InvalidPiece { offset, .. }
            | FenError::InvalidDigit { offset, .. }
            | FenError::RankLength { offset, .. }
            | FenError::TooManyRanks { offset }
            | FenError::TooFewRanks { offset, .. }
            | FenError::SideToMove { offset, .. }
            | FenError::InvalidCastling { offset, .. }
            | FenError::Chess960Castling { offset, .. }
            | FenError::RepeatedCastling { offset, .. }
            | FenError::InvalidEnPassant { offset }
            | FenError::EnPassantRank { offset }
            | FenError::HalfmoveClock { offset }
            | FenError::FullmoveNumber { offset } => offset,
        }
    }
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(field) = self.field() {
            write!(
                f,
                "FEN field {} ({}), byte {}: ",
                field.number(),
                field.name(),
                self.offset()
            )?;
        } else {
            write!(f, "FEN, byte {}: ", self.offset())?;
        }
        match *self {
            FenError::NonAsciiSpace { found, .. } => write!(
                f,
                "{found:?} (U+{:04X}) is not ASCII whitespace: separate fields with space, tab, LF, VT, FF or CR",
                u32::from(found)
            ),
            FenError::ByteOrderMark { .. } => write!(
                f,
                "byte-order mark (U+FEFF) before the position: skip it, it is not part of FEN or EPD"
            ),
            FenError::Empty { .. } => write!(f, "empty input"),
            FenError::FieldCount { found, .. } => {
                let fields = if found == 1 { "field" } else { "fields" };
                write!(f, "{found} {fields}; expected 6 (FEN) or 4 (EPD position)")
            }
            FenError::EpdOperations { .. } => write!(
                f,
                "EPD operations are not part of a position: pass the first four fields only"
            ),
            FenError::TrailingText { .. } => write!(f, "text after the sixth field"),
            FenError::InvalidPiece { found, .. } => {
                write!(
                    f,
                    "{found:?} is not a piece letter (PNBRQK pnbrqk), digit 1-8 or '/'"
                )
            }
            FenError::InvalidDigit { found, .. } => {
                write!(f, "digit {found:?}: runs of empty squares are 1 to 8")
            }
            FenError::AdjacentDigits { .. } => {
                write!(
                    f,
                    "two digits in a row: write one digit per run of empty squares"
                )
            }
            FenError::RankLength { rank, squares, .. } => {
                let noun = if squares == 1 { "square" } else { "squares" };
                write!(f, "rank {rank} describes {squares} {noun} instead of 8")
            }
            FenError::TooManyRanks { .. } => write!(f, "more than 8 ranks"),
            FenError::TooFewRanks { found, .. } => {
                let noun = if found == 1 { "rank" } else { "ranks" };
                write!(f, "{found} {noun} instead of 8")
            }
            FenError::SideToMove { found, .. } => {
                write!(f, "found {found:?}; expected 'w' or 'b' alone")
            }
            FenError::InvalidCastling { found: '-', .. } => {
                write!(f, "'-' (no castling rights) must stand alone")
            }
            FenError::InvalidCastling { found, .. } => {
                write!(f, "{found:?}: expected '-' or letters from KQkq")
            }
            FenError::Chess960Castling { found, .. }
                if found.is_ascii_uppercase() && found != 'K' && found != 'Q'
                    || found.is_ascii_lowercase() && found != 'k' && found != 'q' =>
            {
                write!(
                    f,
                    "{found:?} is a Shredder-FEN (Chess960) rook file: these keys cover standard chess only (KQkq)"
                )
            }
            FenError::Chess960Castling { found, .. } => write!(
                f,
                "{found:?} only makes sense as a Chess960 (X-FEN) right (its king is on the back rank with a rook on that side, but not on e1/e8 with the rook in the corner): these keys cover standard chess only"
            ),
            FenError::RepeatedCastling { found, .. } => write!(f, "{found:?} given twice"),
            FenError::InvalidEnPassant { .. } => {
                write!(f, "expected '-' or a square such as e3 or d6")
            }
            FenError::EnPassantRank { .. } => write!(
                f,
                "the en-passant square must be on rank 6 with white to move, rank 3 with black"
            ),
            FenError::HalfmoveClock { .. } | FenError::FullmoveNumber { .. } => {
                write!(f, "expected a decimal number 0 to 4294967295")
            }
        }
    }
}

impl core::error::Error for FenError {}

/// True for the six ASCII whitespace bytes that separate fields: space,
/// tab, line feed, vertical tab, form feed and carriage return (C `isspace`).
pub const fn is_separator(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | 0x0B | 0x0C | b'\r')
}

/// The whitespace-separated fields of `s` with their byte offsets.
pub(crate) struct Fields<'a> {
    pub(crate) text: &'a str,
    pub(crate) pos: usize,
}

impl<'a> Iterator for Fields<'a> {
    type Item = (usize, &'a str);

    fn next(&mut self) -> Option<(usize, &'a str)> {
        let bytes = self.text.as_bytes();
        while self.pos < bytes.len() && is_separator(bytes[self.pos]) {
            self.pos += 1;
        }
        let start = self.pos;
        while self.pos < bytes.len() && !is_separator(bytes[self.pos]) {
            self.pos += 1;
        }
        // ASCII whitespace never splits a UTF-8 sequence, so both ends are char boundaries.
        (start < self.pos).then(|| (start, &self.text[start..self.pos]))
    }
}

impl Position {
    /// Parses a six-field FEN or a four-field EPD position (rules in the
    /// [module documentation](crate::fen)).
    ///
    /// One byte-level pass reads well-formed input; only input it cannot
    /// accept is read again, field by field, to name the problem.
    ///
    /// # Errors
    /// A [`FenError`] naming the field and the byte offset of the first
    /// problem. Never panics.
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        match scan(fen.as_bytes(), None).and_then(|scanned| scanned.position()) {
            Some(position) => Ok(position),
            None => from_fen_by_fields(fen),
        }
    }
}

/// The field-by-field parser: the reference for every result and the only
/// source of errors. [`Position::from_fen`] calls it only for input its
/// one-pass reader does not accept; tests compare the two.
#[doc(hidden)]
pub fn from_fen_by_fields(fen: &str) -> Result<Position, FenError> {
    if fen.starts_with('\u{feff}') {
        return Err(FenError::ByteOrderMark { offset: 0 });
    }
    // Fields are separated by ASCII whitespace; a Unicode space would
    // silently merge two fields, so it is named instead.
    if let Some((offset, found)) = fen
        .char_indices()
        .find(|&(_, c)| c.is_whitespace() && !(c.is_ascii() && is_separator(c as u8)))
    {
        return Err(FenError::NonAsciiSpace { offset, found });
    }
    let mut fields: [(usize, &str); 6] = [(0, ""); 6];
    let mut count = 0;
    let mut trailing = None;
    for field in (Fields { text: fen, pos: 0 }) {
        if count == 6 {
            trailing = Some(field.0);
            break;
        }
        fields[count] = field;
        count += 1;
    }
    if count == 0 {
        return Err(FenError::Empty { offset: fen.len() });
    }
    // EPD operations (`bm e4;`) after the four position fields are not a position.
    if let Some(&(offset, _)) = fields
        .iter()
        .take(count)
        .skip(4)
        .find(|(_, f)| !is_number(f))
    {
        if fen[offset..].contains(';') {
            return Err(FenError::EpdOperations { offset });
        }
    }
    // Fields in order, so the first problem is the one reported.
    let pieces = parse_placement(fields[0])?;
    let side_to_move = if count > 1 {
        parse_side(fields[1])?
    } else {
        Color::White
    };
    let castling = if count > 2 {
        parse_castling(fields[2], &pieces)?
    } else {
        CastlingRights::NONE
    };
    let en_passant = if count > 3 {
        parse_en_passant(fields[3], side_to_move)?
    } else {
        None
    };
    if count == 6 {
        parse_clock(fields[4], |offset| FenError::HalfmoveClock { offset })?;
        parse_clock(fields[5], |offset| FenError::FullmoveNumber { offset })?;
    }
    if !(count == 4 || count == 6) {
        return Err(FenError::FieldCount {
            found: count,
            offset: fen.len(),
        });
    }
    if let Some(offset) = trailing {
        return Err(FenError::TrailingText { offset });
    }
    Ok(Position::from_parts(
        pieces,
        side_to_move,
        castling,
        en_passant,
    ))
}

/// Placement byte classes: a piece letter's Polyglot kind (0..=11),
/// `DIGIT | n` for a digit 1..=8, `SLASH`, or `INVALID`.
const DIGIT: u8 = 0x10;
const SLASH: u8 = 0x20;
const INVALID: u8 = 0x40;
/// What the placement loop needs to know about a byte, read with one
/// index; every field is used on every byte, so the loop does not branch
/// on the kind of byte. Aligned to eight bytes, so an entry is one load away.
#[derive(Clone, Copy)]
#[repr(C, align(8))]
struct ByteInfo {
    /// Key row: 64 * Polyglot kind for a piece, 0 for any other byte
    /// (whose key `key_mask` clears).
    row: u16,
    /// Squares the byte advances: 1 per piece, n per digit n, -16 per `/`
    /// (end of one rank to the start of the next), 64 for anything else
    /// (which no rank can absorb).
    advance: i8,
    /// -1 for `/`, else 0.
    slash_mask: i8,
    /// -1 for a piece (keep its key), else 0.
    key_mask: i8,
    /// Written to the mailbox at the square before the advanced `pos`: a
    /// piece's Polyglot kind on its square, `EMPTY` for a digit (on the
    /// last square of its run) and for `/` (on the last square of the rank
    /// below, which that rank's last byte writes again), anything for a
    /// byte that makes the placement invalid.
    class: u8,
    /// `DIGIT` for a digit, `STOP` for a separator, else 0.
    flags: u8,
}

const STOP: u8 = 0x80;

const BYTES: [ByteInfo; 256] = {
    let mut table = [ByteInfo {
        row: 0,
        advance: 64,
        slash_mask: 0,
        key_mask: 0,
        class: INVALID,
        flags: 0,
    }; 256];
    let mut c = 0;
    while c < 256 {
        let class = PLACEMENT[c];
        let info = &mut table[c];
        info.class = class;
        if class < 12 {
            info.row = 64 * class as u16;
            info.advance = 1;
            info.key_mask = -1;
        } else if class & DIGIT != 0 {
            info.advance = (class & 0x0F) as i8;
            info.class = EMPTY;
            info.flags = DIGIT;
        } else if class == SLASH {
            info.advance = -16;
            info.slash_mask = -1;
            info.class = EMPTY;
        } else if is_separator(c as u8) {
            info.flags = STOP;
        }
        c += 1;
    }
    table
};

const PLACEMENT: [u8; 256] = {
    let mut table = [INVALID; 256];
    let letters = *b"pPnNbBrRqQkK";
    let mut kind = 0;
    while kind < 12 {
        table[letters[kind] as usize] = kind as u8;
        kind += 1;
    }
    let mut d = 1;
    while d <= 8 {
        table[(b'0' + d) as usize] = DIGIT | d;
        d += 1;
    }
    table[b'/' as usize] = SLASH;
    table
};

/// What the one-pass reader gathers: a mailbox board and the fields as
/// written (checked for syntax, not yet against the board).
pub(crate) struct Scanned {
    /// Polyglot kind (0..=11) per square, [`EMPTY`] for none; indices
    /// 64..128 only take writes the index mask folds there (127 from the
    /// last `/`, anything from a placement that turns out invalid).
    pub(crate) board: [u8; 128],
    /// XOR of the piece keys (0 without keys).
    pub(crate) piece_key: u64,
    pub(crate) side_to_move: Color,
    pub(crate) castling: CastlingRights,
    pub(crate) en_passant: Option<Square>,
}

/// The mailbox code of an empty square.
pub(crate) const EMPTY: u8 = 12;

impl Scanned {
    /// Piece bitboards by Polyglot kind.
    pub(crate) fn pieces(&self) -> [u64; 12] {
        let mut pieces = [0u64; 13];
        for (sq, &kind) in self.board[..64].iter().enumerate() {
            pieces[usize::from(kind.min(EMPTY))] |= 1 << sq;
        }
        core::array::from_fn(|k| pieces[k])
    }

    /// The position, or `None` when a castling right only Chess960
    /// explains (the field-by-field parser names it).
    pub(crate) fn position(&self) -> Option<Position> {
        let p = Position::from_parts(
            self.pieces(),
            self.side_to_move,
            self.castling,
            self.en_passant,
        );
        if p.castling() != self.castling && p.chess960_right(self.castling).is_some() {
            return None;
        }
        Some(p)
    }
}

/// The longest input the one-pass reader takes (16 MiB); longer input,
/// which no program writes as a FEN, goes to the field parser. Each byte
/// moves the square counters by at most 64, so with this bound they stay
/// within 2^30 and cannot wrap, on any target. (With `isize` counters and
/// no bound, 2^26 invalid bytes wrapped a 32-bit counter back to a valid
/// state.) They are `i64`, which costs nothing on 64-bit targets, where
/// `i32` counters measured 6% slower (sign extensions).
const MAX_SCAN_BYTES: usize = 1 << 24;

/// The one-pass reader: the fields of `fen` when it is well-formed FEN or
/// an EPD position, `None` for anything it does not accept (every syntax
/// error, and nothing else) and for input over [`MAX_SCAN_BYTES`]. With
/// `keys` (781 keys in the Polyglot layout) it XORs the piece keys while
/// it reads the placement. The placement loop
/// has no branch per byte but its end: each byte is classified by table,
/// its effects are computed for every class and selected, and a problem
/// only sets a flag checked at the end of the field.
#[inline(always)]
pub(crate) fn scan(b: &[u8], keys: Option<&[u64; 781]>) -> Option<Scanned> {
    let n = b.len();
    if n > MAX_SCAN_BYTES {
        return None;
    }
    let mut i = skip_separators(b, 0);
    let mut board = [EMPTY; 128];
    let mut piece_key = 0u64;
    // `pos` is the next square's index (+1 per piece, +n per digit, -16
    // per `/`, +64 for any other byte); `rank_end` is the index just past
    // the current rank. Within a rank `pos` only grows, so a rank that ends
    // exactly at `rank_end` placed every piece on it and held no other
    // byte: one comparison per `/` and one at the end check every rank.
    let mut pos: i64 = 56;
    let mut rank_end: i64 = 64;
    // Nonzero after a rank of the wrong length; after two digits in a row.
    let mut bad_rank: i64 = 0;
    let mut two_digits = 0u8;
    let mut previous_flags = 0u8;
    while i < n {
        let info = BYTES[b[i] as usize];
        if info.flags & STOP != 0 {
            break;
        }
        i += 1;
        if let Some(keys) = keys {
            let key = keys[usize::from(info.row) + (pos & 63) as usize];
            piece_key ^= key & info.key_mask as u64;
        }
        let slash = i64::from(info.slash_mask);
        bad_rank |= (pos ^ rank_end) & slash;
        rank_end -= 8 & slash;
        two_digits |= previous_flags & info.flags;
        previous_flags = info.flags;
        pos += i64::from(info.advance);
        // The mask keeps the index in bounds on any input.
        board[((pos - 1) & 127) as usize] = info.class;
    }
    if i == n || bad_rank != 0 || two_digits != 0 || rank_end != 8 || pos != 8 {
        return None;
    }
    // Side to move: one letter between separators.
    i = skip_separators(b, i);
    let side_to_move = match b.get(i)? {
        b'w' => Color::White,
        b'b' => Color::Black,
        _ => return None,
    };
    i += 1;
    if !is_separator(*b.get(i)?) {
        return None;
    }
    // Castling.
    i = skip_separators(b, i);
    let mut castling = 0u8;
    if *b.get(i)? == b'-' {
        i += 1;
    } else {
        loop {
            let right = match *b.get(i)? {
                b'K' => 1,
                b'Q' => 2,
                b'k' => 4,
                b'q' => 8,
                c if is_separator(c) => break,
                _ => return None,
            };
            if castling & right != 0 {
                return None;
            }
            castling |= right;
            i += 1;
        }
    }
    if !is_separator(*b.get(i)?) {
        return None;
    }
    // En passant: `-` or a square on the side to move's rank.
    i = skip_separators(b, i);
    let en_passant = match *b.get(i)? {
        b'-' => {
            i += 1;
            None
        }
        f @ b'a'..=b'h' => {
            let expected = match side_to_move {
                Color::White => b'6',
                Color::Black => b'3',
            };
            if *b.get(i + 1)? != expected {
                return None;
            }
            i += 2;
            Square::from_file_rank(f - b'a', expected - b'1')
        }
        _ => return None,
    };
    // EPD position (end of input) or the two clocks, then the end.
    if i < n && !is_separator(b[i]) {
        return None;
    }
    i = skip_separators(b, i);
    if i < n {
        i = scan_clock(b, i)?;
        if !is_separator(*b.get(i)?) {
            return None;
        }
        i = skip_separators(b, i);
        i = scan_clock(b, i)?;
        i = skip_separators(b, i);
        if i < n {
            return None;
        }
    }
    Some(Scanned {
        board,
        piece_key,
        side_to_move,
        castling: CastlingRights::from_bits(castling),
        en_passant,
    })
}

fn skip_separators(b: &[u8], mut i: usize) -> usize {
    while i < b.len() && is_separator(b[i]) {
        i += 1;
    }
    i
}

/// A run of at least one digit whose value fits a u32; the index after it.
fn scan_clock(b: &[u8], mut i: usize) -> Option<usize> {
    let start = i;
    let mut value: u32 = 0;
    while let Some(&c) = b.get(i) {
        if !c.is_ascii_digit() {
            break;
        }
        value = value.checked_mul(10)?.checked_add(u32::from(c - b'0'))?;
        i += 1;
    }
    (i > start).then_some(i)
}

fn parse_placement((start, text): (usize, &str)) -> Result<[u64; 12], FenError> {
    let mut pieces = [0u64; 12];
    let mut rank: u8 = 7; // rank 8 first
    let mut file: u8 = 0;
    let mut previous_was_digit = false;
    for (i, c) in text.char_indices() {
        let offset = start + i;
        let rank_length = |squares| FenError::RankLength {
            offset,
            rank: rank + 1,
            squares,
        };
        match c {
            '/' => {
                if file != 8 {
                    return Err(rank_length(file));
                }
                if rank == 0 {
                    return Err(FenError::TooManyRanks { offset });
                }
                rank -= 1;
                file = 0;
            }
            '1'..='8' => {
                if previous_was_digit {
                    return Err(FenError::AdjacentDigits { offset });
                }
                file += c as u8 - b'0';
                if file > 8 {
                    return Err(rank_length(file));
                }
            }
            '0' | '9' => return Err(FenError::InvalidDigit { offset, found: c }),
            _ => {
                let piece =
                    Piece::from_fen_char(c).ok_or(FenError::InvalidPiece { offset, found: c })?;
                match Square::from_file_rank(file, rank) {
                    Some(sq) => pieces[piece as usize] |= sq.bit(),
                    None => return Err(rank_length(file + 1)),
                }
                file += 1;
            }
        }
        previous_was_digit = c.is_ascii_digit();
    }
    let end = start + text.len();
    if rank != 0 {
        return Err(FenError::TooFewRanks {
            offset: end,
            found: 8 - rank,
        });
    }
    if file != 8 {
        return Err(FenError::RankLength {
            offset: end,
            rank: 1,
            squares: file,
        });
    }
    Ok(pieces)
}

fn parse_castling(
    (start, text): (usize, &str),
    pieces: &[u64; 12],
) -> Result<CastlingRights, FenError> {
    if text == "-" {
        return Ok(CastlingRights::NONE);
    }
    let mut rights = CastlingRights::NONE;
    for (i, c) in text.char_indices() {
        let offset = start + i;
        let right = match c {
            'K' => CastlingRights::WHITE_SHORT,
            'Q' => CastlingRights::WHITE_LONG,
            'k' => CastlingRights::BLACK_SHORT,
            'q' => CastlingRights::BLACK_LONG,
            'A'..='H' | 'a'..='h' => return Err(FenError::Chess960Castling { offset, found: c }),
            _ => return Err(FenError::InvalidCastling { offset, found: c }),
        };
        if rights.contains(right) {
            return Err(FenError::RepeatedCastling { offset, found: c });
        }
        rights = rights.union(right);
    }
    // A right only Chess960 explains: named at its letter.
    let board = Position::from_parts(*pieces, Color::White, rights, None);
    if let Some(bit) = board.chess960_right(rights) {
        let letter = match bit {
            1 => 'K',
            2 => 'Q',
            4 => 'k',
            _ => 'q',
        };
        if let Some(i) = text.find(letter) {
            return Err(FenError::Chess960Castling {
                offset: start + i,
                found: letter,
            });
        }
    }
    Ok(rights)
}

fn parse_en_passant(
    (offset, text): (usize, &str),
    side: Color,
) -> Result<Option<Square>, FenError> {
    if text == "-" {
        return Ok(None);
    }
    let sq = Square::from_name(text).map_err(|_| FenError::InvalidEnPassant { offset })?;
    let expected_rank = match side {
        Color::White => 5, // rank 6
        Color::Black => 2, // rank 3
    };
    if sq.rank() != expected_rank {
        return Err(FenError::EnPassantRank { offset });
    }
    Ok(Some(sq))
}

fn is_number(text: &str) -> bool {
    text.bytes().all(|b| b.is_ascii_digit())
}

fn parse_side((offset, text): (usize, &str)) -> Result<Color, FenError> {
    let mut chars = text.char_indices();
    let side = match chars.next() {
        Some((_, 'w')) => Color::White,
        Some((_, 'b')) => Color::Black,
        Some((_, found)) => return Err(FenError::SideToMove { offset, found }),
        None => unreachable!("fields are never empty"),
    };
    match chars.next() {
        Some((i, found)) => Err(FenError::SideToMove {
            offset: offset + i,
            found,
        }),
        None => Ok(side),
    }
}

/// A decimal u32, digits only. The error's offset is the first non-digit,
/// or the field's start when the number is too large.
fn parse_clock(
    (offset, text): (usize, &str),
    error: impl Fn(usize) -> FenError,
) -> Result<u32, FenError> {
    if let Some(i) = text.bytes().position(|b| !b.is_ascii_digit()) {
        return Err(error(offset + i));
    }
    text.bytes()
        .try_fold(0u32, |n, b| {
            n.checked_mul(10)?.checked_add(u32::from(b - b'0'))
        })
        .ok_or(error(offset))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_are_numbered_in_order() {
        for (i, field) in FenField::ALL.iter().enumerate() {
            assert_eq!(field.number(), i + 1);
        }
    }
}
