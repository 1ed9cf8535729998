//! The FEN error vocabulary: which field, which byte, what is wrong.

use core::fmt;

use crate::located::{Located, Quoted};

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
/// which carries beside it the offset of the first byte that makes the
/// input wrong ([`FenError::offset`]) and the token that holds that byte
/// ([`FenError::token`]). Each variant's documentation says which byte and
/// which token: the token is the field the byte is in (the fields being
/// the runs of characters between ASCII whitespace), but for the piece
/// placement, where it is the rank (the characters between two `/`).
///
/// Read a kind's shared facts with its methods, [`field`](FenErrorKind::field)
/// and [`character`](FenErrorKind::character), rather than by a variant's
/// fields: the methods keep their meaning when a variant changes. The enum
/// may grow: a `match` on it needs a wildcard arm.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum FenErrorKind {
    /// A non-ASCII whitespace character (such as U+00A0 or U+3000): fields
    /// are separated by the six ASCII whitespace bytes only (space, tab,
    /// LF, VT, FF, CR). The offset is the character's; the token is the
    /// run of characters between ASCII whitespace that holds it (`w\u{3000}-`).
    /// A wrong byte before it is reported instead.
    NonAsciiSpace {
        /// The character.
        found: char,
    },
    /// A UTF-8 byte-order mark (U+FEFF) at the start of the input, as
    /// some editors write at the start of a file: skip it before parsing.
    /// The offset is the mark's (0); the token is the first field, mark
    /// included.
    ByteOrderMark,
    /// The input is empty or only ASCII whitespace. The offset is the
    /// input's length; the token is empty.
    Empty,
    /// Not 4 (EPD position), 5 (FEN without the fullmove number) or 6
    /// (FEN) fields: `found` fields (1..=3). The offset is the input's
    /// length, where the next field is missing; the token is empty.
    FieldCount {
        /// How many fields there are.
        found: usize,
    },
    /// EPD operations (such as `bm e4;`: a field after the fourth that
    /// starts with a letter, with a `;` after it) after the four position
    /// fields: pass the position fields alone, or read the line with
    /// [`Epd::parse`](crate::epd::Epd::parse). The offset is the first
    /// operation's (its opcode's first letter); the token is that field
    /// (`bm`). A wrong byte in the four position fields is reported instead.
    EpdOperations,
    /// Text after the sixth field. The offset is the first extra field's
    /// first byte; the token is that field.
    TrailingText,
    /// A character in the placement that is no piece letter, digit or `/`.
    /// The offset is the character's; the token is its rank.
    InvalidPiece {
        /// The character.
        found: char,
    },
    /// A digit `0` or `9` in the placement (empty runs are 1..=8). The
    /// offset is the digit's; the token is its rank.
    InvalidDigit {
        /// The digit.
        found: char,
    },
    /// Two digits in a row in the placement (such as `44`): one digit per
    /// run of empty squares. The offset is the second digit's; the token
    /// is its rank.
    AdjacentDigits,
    /// A rank describes more or fewer than 8 squares. More: the offset is
    /// the piece or digit that takes the rank past 8 squares, and the
    /// token is the rank. Fewer: the offset is the `/` that closes the rank
    /// (the token is the rank with that `/`), or, for rank 1, the end of
    /// the placement field (the token is the rank, the offset just after
    /// it; a `/` when the rank is empty).
    RankLength {
        /// The rank, 1..=8.
        rank: u8,
        /// Squares described so far (more than 8 when it overflows).
        squares: u8,
    },
    /// More than 8 ranks. The offset is the `/` that starts a ninth rank;
    /// the token is that `/` with the rank after it (`/8`).
    TooManyRanks,
    /// Fewer than 8 ranks. The offset is the end of the placement field
    /// (the whitespace after it, or the input's length); the token is the
    /// last rank, the offset just after it (a `/` when the rank is empty).
    TooFewRanks {
        /// Ranks found.
        found: u8,
    },
    /// Side to move is not `w` or `b`. The offset is the offending
    /// character's: the first, or the second of a field that starts with
    /// `w` or `b` (`wb`). The token is the field.
    SideToMove {
        /// The offending character.
        found: char,
    },
    /// A castling character other than `K`, `Q`, `k`, `q`, a file letter
    /// (`A`-`H`, `a`-`h`) or `-`, or a character next to a `-`, which
    /// stands alone (`-K`, `K-`, `--`). The offset is the character's (the
    /// one after the `-` in `-K`); the token is the field.
    InvalidCastling {
        /// The character.
        found: char,
    },
    /// A white castling letter (`K`, `Q`, `A`-`H`) after a black one:
    /// white's letters come first (python-chess's rule). The offset is the
    /// white letter's; the token is the field.
    CastlingOrder {
        /// The letter.
        found: char,
    },
    /// A third castling letter for one colour: at most two per colour
    /// (python-chess's rule; a colour castles on two sides at most). The
    /// offset is the third letter's; the token is the field.
    TooManyCastlingLetters {
        /// The letter.
        found: char,
    },
    /// The en-passant field is not `-` or a square name (a file `a`-`h`,
    /// then a rank `1`-`8`). The offset is the first byte that no such
    /// name has there: the first (`x3`), the rank (`e9`), the byte after a
    /// whole name or `-` (`e3x`, `-x`), or the end of the field (`e`). The
    /// token is the field.
    InvalidEnPassant,
    /// The en-passant square is not on rank 6 (white to move) or rank 3
    /// (black to move). The offset is the rank's (the `3` of `e3` with
    /// white to move); the token is the field.
    EnPassantRank,
    /// The halfmove clock is not a decimal number 0..=4294967295. The
    /// offset is the first byte that is not a digit, or the digit with
    /// which the number passes 4294967295 (the tenth `9` of
    /// `99999999999`); the token is the field.
    HalfmoveClock,
    /// The fullmove number is not a decimal number 0..=4294967295. The
    /// offset is the first byte that is not a digit, or the digit with
    /// which the number passes 4294967295; the token is the field.
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

located_error! {
    /// Why a FEN or EPD string did not parse: what is wrong
    /// ([`kind`](FenError::kind), a [`FenErrorKind`]), where
    /// ([`offset`](FenError::offset), the byte offset in the input of the
    /// first byte that makes it wrong) and the text around it
    /// ([`token`](FenError::token), the field or rank that holds that byte,
    /// copied into the error: at most [`TOKEN_MAX_BYTES`](FenError::TOKEN_MAX_BYTES)
    /// bytes of it, so the error stays `Copy` and borrows nothing).
    ///
    /// ```
    /// use chess_tables_position::fen::FenField;
    /// use chess_tables_position::{FenErrorKind, Position};
    ///
    /// let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1";
    /// let error = fen.parse::<Position>().unwrap_err();
    /// assert_eq!(error.kind(), FenErrorKind::InvalidEnPassant);
    /// assert_eq!(error.offset(), 52); // the '9'
    /// assert_eq!(error.field(), Some(FenField::EnPassant));
    /// assert_eq!((error.token(), error.token_offset()), ("e9", 51));
    /// assert_eq!(
    ///     error.to_string(),
    ///     "FEN field 4 (en-passant square), byte 52 in \"e9\": expected '-' or a square such as e3 or d6"
    /// );
    /// ```
    pub struct FenError(Located<FenErrorKind>), read from the "input";
}

impl FenError {
    /// The error of kind `kind` at byte `offset` of `input`, quoting the
    /// token `input[token_start..token_end]` (which holds `offset`, or ends
    /// there).
    #[inline]
    pub(crate) fn new(
        kind: FenErrorKind,
        input: &str,
        token_start: usize,
        token_end: usize,
        offset: usize,
    ) -> FenError {
        FenError(Located::new(kind, input, token_start, token_end, offset))
    }

    /// The error at `at`'s place, of kind `kind` (an EPD error's).
    #[inline]
    pub(crate) const fn at<K>(at: &Located<K>, kind: FenErrorKind) -> FenError {
        FenError(at.with_kind(kind))
    }

    /// The error's place and kind (for an EPD error).
    #[inline]
    pub(crate) const fn located(&self) -> &Located<FenErrorKind> {
        &self.0
    }

    /// The field the error is in, or `None` for errors about the whole
    /// string ([`FenErrorKind::field`]).
    #[inline]
    pub const fn field(&self) -> Option<FenField> {
        self.0.kind.field()
    }

    /// The offending character, for the errors about one character, else
    /// `None` ([`FenErrorKind::character`]).
    #[inline]
    pub const fn character(&self) -> Option<char> {
        self.0.kind.character()
    }
}

impl fmt::Display for FenError {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(field) = self.field() {
            write!(f, "FEN field {} ({}), ", field.number(), field.name())?;
        } else {
            write!(f, "FEN, ")?;
        }
        self.0.write_location(f)?;
        write!(f, ": ")?;
        match self.0.kind {
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
            FenErrorKind::TooManyRanks if self.token() == "/" => {
                write!(f, "a '/' after the eighth rank: 8 ranks take 7 '/'")
            }
            FenErrorKind::TooManyRanks => write!(f, "more than 8 ranks"),
            FenErrorKind::TooFewRanks { found } => {
                let noun = if found == 1 { "rank" } else { "ranks" };
                write!(f, "{found} {noun} instead of 8")
            }
            FenErrorKind::SideToMove { found } if self.offset() > self.token_offset() => {
                write!(
                    f,
                    "{} after the first letter: the side to move is one letter, 'w' or 'b'",
                    Quoted(found)
                )
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
            // A castling letter is only invalid after a `-`.
            FenErrorKind::InvalidCastling {
                found: found @ ('K' | 'Q' | 'k' | 'q' | 'A'..='H' | 'a'..='h'),
            } => {
                write!(
                    f,
                    "{} after '-': '-' (no castling rights) must stand alone",
                    Quoted(found)
                )
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
