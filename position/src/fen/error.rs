//! The FEN error vocabulary: which field, which byte, what is wrong.

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
    #[inline]
    pub const fn number(self) -> usize {
        self as usize + 1
    }

    /// Name of the field, e.g. "piece placement".
    #[inline]
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
///
/// Read an error with its methods, [`offset`](FenError::offset),
/// [`field`](FenError::field) and [`character`](FenError::character),
/// rather than by a variant's fields: the methods keep their meaning when
/// a variant changes. A `match` on the variants needs a wildcard arm.
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
    /// Not 4 (EPD position), 5 (FEN without the fullmove number) or 6
    /// (FEN) fields: `found` fields (1..=3), `offset` is the input's end.
    FieldCount {
        /// How many fields there are.
        found: usize,
        /// Byte offset of the end of the input.
        offset: usize,
    },
    /// EPD operations (such as `bm e4;`: a field after the fourth that
    /// starts with a letter, with a `;` after it) after the four position
    /// fields: pass the position fields alone, or read the line with
    /// [`Epd::parse`](crate::epd::Epd::parse).
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
    /// A castling character other than `K`, `Q`, `k`, `q`, a file letter
    /// (`A`-`H`, `a`-`h`), or `-` not alone.
    InvalidCastling {
        /// Byte offset of the character.
        offset: usize,
        /// The character.
        found: char,
    },
    /// A white castling letter (`K`, `Q`, `A`-`H`) after a black one:
    /// white's letters come first (python-chess's rule).
    CastlingOrder {
        /// Byte offset of the white letter.
        offset: usize,
        /// The letter.
        found: char,
    },
    /// A third castling letter for one colour: at most two per colour
    /// (python-chess's rule; a colour castles on two sides at most).
    TooManyCastlingLetters {
        /// Byte offset of the third letter.
        offset: usize,
        /// The letter.
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
    #[inline]
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
            | FenError::CastlingOrder { .. }
            | FenError::TooManyCastlingLetters { .. } => FenField::Castling,
            FenError::InvalidEnPassant { .. } | FenError::EnPassantRank { .. } => {
                FenField::EnPassant
            }
            FenError::HalfmoveClock { .. } => FenField::HalfmoveClock,
            FenError::FullmoveNumber { .. } => FenField::FullmoveNumber,
        })
    }

    /// The offending character, for the errors about one character (a
    /// non-ASCII space, a piece letter, a digit, the side to move, a
    /// castling letter), else `None`.
    #[inline]
    pub const fn character(&self) -> Option<char> {
        match *self {
            FenError::NonAsciiSpace { found, .. }
            | FenError::InvalidPiece { found, .. }
            | FenError::InvalidDigit { found, .. }
            | FenError::SideToMove { found, .. }
            | FenError::InvalidCastling { found, .. }
            | FenError::CastlingOrder { found, .. }
            | FenError::TooManyCastlingLetters { found, .. } => Some(found),
            FenError::ByteOrderMark { .. }
            | FenError::Empty { .. }
            | FenError::FieldCount { .. }
            | FenError::EpdOperations { .. }
            | FenError::TrailingText { .. }
            | FenError::AdjacentDigits { .. }
            | FenError::RankLength { .. }
            | FenError::TooManyRanks { .. }
            | FenError::TooFewRanks { .. }
            | FenError::InvalidEnPassant { .. }
            | FenError::EnPassantRank { .. }
            | FenError::HalfmoveClock { .. }
            | FenError::FullmoveNumber { .. } => None,
        }
    }

    /// Byte offset of the offending text in the input.
    #[inline]
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
            | FenError::CastlingOrder { offset, .. }
            | FenError::TooManyCastlingLetters { offset, .. }
            | FenError::InvalidEnPassant { offset }
            | FenError::EnPassantRank { offset }
            | FenError::HalfmoveClock { offset }
            | FenError::FullmoveNumber { offset } => offset,
        }
    }
}

impl fmt::Display for FenError {
    #[inline]
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
                write!(
                    f,
                    "{found} {fields}; expected 6 (FEN), 5 (FEN without the fullmove number) or 4 (EPD position)"
                )
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
                write!(
                    f,
                    "{found:?}: expected '-' or letters from KQkq and the files A-H, a-h"
                )
            }
            FenError::CastlingOrder { found, .. } => write!(
                f,
                "{found:?} is a white letter after a black one: write white's letters (KQ, A-H) first"
            ),
            FenError::TooManyCastlingLetters { found, .. } => {
                write!(
                    f,
                    "{found:?} is a third letter for one colour: at most two each"
                )
            }
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
