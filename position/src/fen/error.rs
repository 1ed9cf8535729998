//! The FEN error vocabulary: which field, which byte, what is wrong.

use core::fmt;

/// A FEN field, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
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

/// What is wrong in a FEN or EPD position: the kind of a [`FenError`],
/// which carries the byte offset beside it ([`FenError::offset`]; each
/// variant's documentation says which byte that is).
///
/// Read a kind's shared facts with its methods, [`field`](FenErrorKind::field)
/// and [`character`](FenErrorKind::character), rather than by a variant's
/// fields: the methods keep their meaning when a variant changes. The enum
/// may grow: a `match` on it needs a wildcard arm.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum FenErrorKind {
    /// A non-ASCII whitespace character (such as U+00A0 or U+3000): fields
    /// are separated by the six ASCII whitespace bytes only (space, tab,
    /// LF, VT, FF, CR). The offset is the character's.
    NonAsciiSpace {
        /// The character.
        found: char,
    },
    /// A UTF-8 byte-order mark (U+FEFF) at the start of the input, as
    /// some editors write at the start of a file: skip it before parsing.
    /// The offset is the mark's (0).
    ByteOrderMark,
    /// The input is empty or only ASCII whitespace. The offset is the
    /// input's length.
    Empty,
    /// Not 4 (EPD position), 5 (FEN without the fullmove number) or 6
    /// (FEN) fields: `found` fields (1..=3). The offset is the input's end.
    FieldCount {
        /// How many fields there are.
        found: usize,
    },
    /// EPD operations (such as `bm e4;`: a field after the fourth that
    /// starts with a letter, with a `;` after it) after the four position
    /// fields: pass the position fields alone, or read the line with
    /// [`Epd::parse`](crate::epd::Epd::parse). The offset is the first
    /// operation's.
    EpdOperations,
    /// Text after the sixth field. The offset is the first extra field's.
    TrailingText,
    /// A character in the placement that is no piece letter, digit or `/`.
    /// The offset is the character's.
    InvalidPiece {
        /// The character.
        found: char,
    },
    /// A digit `0` or `9` in the placement (empty runs are 1..=8). The
    /// offset is the digit's.
    InvalidDigit {
        /// The digit.
        found: char,
    },
    /// Two digits in a row in the placement (such as `44`): one digit per
    /// run of empty squares. The offset is the second digit's.
    AdjacentDigits,
    /// A rank describes more or fewer than 8 squares. The offset is where
    /// the rank ends (or overflows).
    RankLength {
        /// The rank, 1..=8.
        rank: u8,
        /// Squares described so far (more than 8 when it overflows).
        squares: u8,
    },
    /// More than 8 ranks. The offset is the `/` that starts a ninth rank.
    TooManyRanks,
    /// Fewer than 8 ranks. The offset is the end of the placement field.
    TooFewRanks {
        /// Ranks found.
        found: u8,
    },
    /// Side to move is not `w` or `b`. The offset is the offending
    /// character's.
    SideToMove {
        /// The offending character.
        found: char,
    },
    /// A castling character other than `K`, `Q`, `k`, `q`, a file letter
    /// (`A`-`H`, `a`-`h`), or `-` not alone. The offset is the character's.
    InvalidCastling {
        /// The character.
        found: char,
    },
    /// A white castling letter (`K`, `Q`, `A`-`H`) after a black one:
    /// white's letters come first (python-chess's rule). The offset is the
    /// white letter's.
    CastlingOrder {
        /// The letter.
        found: char,
    },
    /// A third castling letter for one colour: at most two per colour
    /// (python-chess's rule; a colour castles on two sides at most). The
    /// offset is the third letter's.
    TooManyCastlingLetters {
        /// The letter.
        found: char,
    },
    /// The en-passant field is not `-` or a square `a3`..`h6`-style name.
    /// The offset is the field's.
    InvalidEnPassant,
    /// The en-passant square is not on rank 6 (white to move) or rank 3
    /// (black to move). The offset is the field's.
    EnPassantRank,
    /// The halfmove clock is not a decimal number 0..=4294967295. The
    /// offset is the first non-digit's, or the field's when the number is
    /// too large.
    HalfmoveClock,
    /// The fullmove number is not a decimal number 0..=4294967295. The
    /// offset is the first non-digit's, or the field's when the number is
    /// too large.
    FullmoveNumber,
}

impl FenErrorKind {
    /// The field the error is in, or `None` for errors about the whole
    /// string (a non-ASCII space, a byte-order mark, empty input, the
    /// field count, EPD operations, trailing text).
    #[inline]
    pub const fn field(&self) -> Option<FenField> {
        Some(match self {
            FenErrorKind::NonAsciiSpace { .. }
            | FenErrorKind::ByteOrderMark
            | FenErrorKind::Empty
            | FenErrorKind::FieldCount { .. }
            | FenErrorKind::EpdOperations
            | FenErrorKind::TrailingText => {
                return None;
            }
            FenErrorKind::InvalidPiece { .. }
            | FenErrorKind::InvalidDigit { .. }
            | FenErrorKind::AdjacentDigits
            | FenErrorKind::RankLength { .. }
            | FenErrorKind::TooManyRanks
            | FenErrorKind::TooFewRanks { .. } => FenField::Placement,
            FenErrorKind::SideToMove { .. } => FenField::SideToMove,
            FenErrorKind::InvalidCastling { .. }
            | FenErrorKind::CastlingOrder { .. }
            | FenErrorKind::TooManyCastlingLetters { .. } => FenField::Castling,
            FenErrorKind::InvalidEnPassant | FenErrorKind::EnPassantRank => FenField::EnPassant,
            FenErrorKind::HalfmoveClock => FenField::HalfmoveClock,
            FenErrorKind::FullmoveNumber => FenField::FullmoveNumber,
        })
    }

    /// The offending character, for the errors about one character (a
    /// non-ASCII space, a piece letter, a digit, the side to move, a
    /// castling letter), else `None`.
    #[inline]
    pub const fn character(&self) -> Option<char> {
        match *self {
            FenErrorKind::NonAsciiSpace { found }
            | FenErrorKind::InvalidPiece { found }
            | FenErrorKind::InvalidDigit { found }
            | FenErrorKind::SideToMove { found }
            | FenErrorKind::InvalidCastling { found }
            | FenErrorKind::CastlingOrder { found }
            | FenErrorKind::TooManyCastlingLetters { found } => Some(found),
            FenErrorKind::ByteOrderMark
            | FenErrorKind::Empty
            | FenErrorKind::FieldCount { .. }
            | FenErrorKind::EpdOperations
            | FenErrorKind::TrailingText
            | FenErrorKind::AdjacentDigits
            | FenErrorKind::RankLength { .. }
            | FenErrorKind::TooManyRanks
            | FenErrorKind::TooFewRanks { .. }
            | FenErrorKind::InvalidEnPassant
            | FenErrorKind::EnPassantRank
            | FenErrorKind::HalfmoveClock
            | FenErrorKind::FullmoveNumber => None,
        }
    }
}

/// Why a FEN or EPD string did not parse: what is wrong
/// ([`kind`](FenError::kind), a [`FenErrorKind`]) and where
/// ([`offset`](FenError::offset), the byte offset in the input of the
/// offending text).
///
/// ```
/// use chess_tables_position::fen::FenField;
/// use chess_tables_position::{FenError, FenErrorKind, Position};
///
/// let error = Position::from_fen("8/8/8/8/8/8/8/8 x - - 0 1").unwrap_err();
/// assert_eq!(error.kind(), FenErrorKind::SideToMove { found: 'x' });
/// assert_eq!(error.offset(), 16);
/// assert_eq!(error.field(), Some(FenField::SideToMove));
/// assert_eq!(error.character(), Some('x'));
/// assert_eq!(error, FenError::new(FenErrorKind::SideToMove { found: 'x' }, 16));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FenError {
    kind: FenErrorKind,
    offset: usize,
}

impl FenError {
    /// The error of kind `kind` at byte `offset` of the input (for a
    /// parser of your own, or the expected error in a test).
    #[inline]
    pub const fn new(kind: FenErrorKind, offset: usize) -> FenError {
        FenError { kind, offset }
    }

    /// What is wrong.
    #[inline]
    pub const fn kind(&self) -> FenErrorKind {
        self.kind
    }

    /// Byte offset of the offending text in the input (each
    /// [`FenErrorKind`] variant says which byte).
    #[inline]
    pub const fn offset(&self) -> usize {
        self.offset
    }

    /// The field the error is in, or `None` for errors about the whole
    /// string ([`FenErrorKind::field`]).
    #[inline]
    pub const fn field(&self) -> Option<FenField> {
        self.kind.field()
    }

    /// The offending character, for the errors about one character, else
    /// `None` ([`FenErrorKind::character`]).
    #[inline]
    pub const fn character(&self) -> Option<char> {
        self.kind.character()
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
        match self.kind {
            FenErrorKind::NonAsciiSpace { found } => write!(
                f,
                "{found:?} (U+{:04X}) is not ASCII whitespace: separate fields with space, tab, LF, VT, FF or CR",
                u32::from(found)
            ),
            FenErrorKind::ByteOrderMark => write!(
                f,
                "byte-order mark (U+FEFF) before the position: skip it, it is not part of FEN or EPD"
            ),
            FenErrorKind::Empty => write!(f, "empty input"),
            FenErrorKind::FieldCount { found } => {
                let fields = if found == 1 { "field" } else { "fields" };
                write!(
                    f,
                    "{found} {fields}; expected 6 (FEN), 5 (FEN without the fullmove number) or 4 (EPD position)"
                )
            }
            FenErrorKind::EpdOperations => write!(
                f,
                "EPD operations are not part of a position: pass the first four fields only"
            ),
            FenErrorKind::TrailingText => write!(f, "text after the sixth field"),
            FenErrorKind::InvalidPiece { found } => {
                write!(
                    f,
                    "{} is not a piece letter (PNBRQK pnbrqk), digit 1-8 or '/'",
                    Quoted(found)
                )
            }
            FenErrorKind::InvalidDigit { found } => {
                write!(f, "digit {found:?}: runs of empty squares are 1 to 8")
            }
            FenErrorKind::AdjacentDigits => {
                write!(
                    f,
                    "two digits in a row: write one digit per run of empty squares"
                )
            }
            FenErrorKind::RankLength { rank, squares } => {
                let noun = if squares == 1 { "square" } else { "squares" };
                write!(f, "rank {rank} describes {squares} {noun} instead of 8")
            }
            FenErrorKind::TooManyRanks => write!(f, "more than 8 ranks"),
            FenErrorKind::TooFewRanks { found } => {
                let noun = if found == 1 { "rank" } else { "ranks" };
                write!(f, "{found} {noun} instead of 8")
            }
            FenErrorKind::SideToMove { found } => {
                write!(
                    f,
                    "{}: the side to move is one letter, 'w' or 'b'",
                    Quoted(found)
                )
            }
            FenErrorKind::InvalidCastling { found: '-' } => {
                write!(f, "'-' (no castling rights) must stand alone")
            }
            FenErrorKind::InvalidCastling { found } => {
                write!(
                    f,
                    "{}: expected '-' or letters from KQkq and the files A-H, a-h",
                    Quoted(found)
                )
            }
            FenErrorKind::CastlingOrder { found } => write!(
                f,
                "{} is a white letter after a black one: write white's letters (KQ, A-H) first",
                Quoted(found)
            ),
            FenErrorKind::TooManyCastlingLetters { found } => {
                write!(
                    f,
                    "{} is a third letter for one colour: at most two each",
                    Quoted(found)
                )
            }
            FenErrorKind::InvalidEnPassant => {
                write!(f, "expected '-' or a square such as e3 or d6")
            }
            FenErrorKind::EnPassantRank => write!(
                f,
                "the en-passant square must be on rank 6 with white to move, rank 3 with black"
            ),
            FenErrorKind::HalfmoveClock | FenErrorKind::FullmoveNumber => {
                write!(f, "expected a decimal number 0 to 4294967295")
            }
        }
    }
}

impl core::error::Error for FenError {}

/// A character as an error message quotes it: `'K'`, and a character
/// outside ASCII with its code point, `'K' (U+212A)`, so that a look-alike
/// (the Kelvin sign, a Cyrillic letter) is told from the letter it resembles.
pub(crate) struct Quoted(pub(crate) char);

impl fmt::Display for Quoted {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_ascii() {
            write!(f, "{:?}", self.0)
        } else {
            write!(f, "{:?} (U+{:04X})", self.0, u32::from(self.0))
        }
    }
}
