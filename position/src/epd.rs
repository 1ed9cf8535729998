//! EPD lines: the four position fields, then operations, without
//! allocation.
//!
//! EPD (Extended Position Description, PGN standard section 16.2) is a
//! FEN without the two clocks, followed by operations: an opcode, zero or
//! more operands, and a `;`, e.g.
//! `... w KQkq - bm e4; id "start";`.
//!
//! - An **opcode** is 1 to 15 characters: an ASCII letter, then letters,
//!   digits or `_` (`bm`, `id`, `c0`, `acd`).
//! - An **operand** is a string in double quotes (which may hold spaces and
//!   `;`) or a run of other non-whitespace characters (`e4`, `0`, `Nf3`).
//!   In a string a backslash escapes the next character: `\"` is a quote
//!   and `\\` a backslash (PGN standard, 7: "string"), `\t`, `\n` and `\r`
//!   are tab, line feed and carriage return, and any other escaped
//!   character stands for itself, as python-chess reads and writes them
//!   (`Board.set_epd`). [`Operand`] gives the unescaped text without
//!   allocating.
//! - Every operation ends with `;`. Whitespace is the six ASCII bytes
//!   FEN fields are separated by (space, tab, LF, VT, FF, CR: C's
//!   `isspace`; see [`crate::fen`]).
//!
//! - A lone `-` where an opcode would be is no operation, and a `;`
//!   after it belongs to it: suites such as ERET write the clock
//!   placeholder there (`... w q - - bm Rxf4; id "ERET 001";`), and
//!   python-chess reads it so.
//! - The clocks: `hmvc` and `fmvn` (PGN standard 16.2.5) set the position's
//!   halfmove clock and fullmove number (else 0 and 1), the last of each
//!   counting, as python-chess's `Board.from_epd` reads them. Their operand
//!   is one unsigned decimal number, as a FEN clock is read
//!   ([`EpdErrorKind::InvalidClock`] otherwise).
//!
//! The position is read with the rules of `fen.parse::<Position>()` (stale castling
//! rights and an inconsistent en-passant square do not count). A byte-order
//! mark at the start of a line is [`FenErrorKind::ByteOrderMark`]: skip it when
//! reading a file.

use crate::fen::{FenError, FenErrorKind, FenField, Fields, is_separator, parse_clock, token_end};
use crate::located::{Located, Quoted};
use crate::position::Position;
use core::fmt;

/// Longest opcode, in characters (PGN standard 16.2.3).
pub const MAX_OPCODE_LEN: usize = 15;

/// What is wrong in an EPD line: the kind of an [`EpdError`], which
/// carries beside it the offset into the line of the first byte that makes
/// the line wrong ([`EpdError::offset`]) and the token that holds that byte
/// ([`EpdError::token`]); each variant's documentation says which byte and
/// which token.
///
/// Read a kind's shared facts with the error's methods,
/// [`character`](EpdError::character) and [`field`](EpdError::field),
/// rather than by a variant's fields: the methods keep their meaning when
/// a variant changes. The enum may grow: a `match` on it needs a wildcard
/// arm.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum EpdErrorKind {
    /// The four position fields did not parse: what the FEN reader found
    /// wrong. The offset and the token are the [`FenError`]'s (the
    /// [`FenErrorKind`] variant says which), into the line
    /// ([`EpdError::fen_error`] gives that error whole).
    Position(FenErrorKind),
    /// An opcode that does not start with an ASCII letter, holds another
    /// character than letters, digits and `_`, or is longer than 15; or a
    /// `;` where an opcode should be (an empty operation, `;;`). The
    /// offset is the offending character's (the 16th for a long opcode, the
    /// `;` of an empty operation, the character after a `-` that starts
    /// the opcode, as a lone `-` is no operation). The token is the opcode, the text from
    /// the start of the operation to the first ASCII whitespace or `;`
    /// (`;` for an empty operation). A byte-order mark (U+FEFF) is named as
    /// one: between operations when it starts the opcode, inside the
    /// opcode otherwise (`hm\u{feff}vc`).
    InvalidOpcode {
        /// The offending character.
        found: char,
    },
    /// A string operand without its closing `"`. The offset is the end
    /// of the line, where the `"` is missing; the token is the string, from
    /// its opening `"` to the end of the line.
    UnterminatedString {
        /// Byte offset of the string's opening `"`.
        opening_quote: usize,
    },
    /// The operand of `hmvc` (the halfmove clock) or `fmvn` (the fullmove
    /// number) is not one unsigned decimal number up to 4,294,967,295. The
    /// offset is the first byte that is not a digit (the start of a second
    /// operand, the `;` when there is no operand) or the digit with which
    /// the number passes 4,294,967,295, as a FEN clock's. The token is the
    /// operation, from its opcode to its `;`.
    InvalidClock {
        /// The clock: [`FenField::HalfmoveClock`] for `hmvc`,
        /// [`FenField::FullmoveNumber`] for `fmvn`.
        field: FenField,
    },
    /// The line ends inside an operation: its `;` is missing. The offset is
    /// the end of the line, where `;` was expected; the token is the
    /// operation, from its opcode to the end of the line.
    MissingSemicolon {
        /// Byte offset of the opcode of the unterminated operation.
        operation: usize,
    },
}

located_error! {
    /// Why an EPD line did not parse: what is wrong ([`kind`](EpdError::kind),
    /// an [`EpdErrorKind`]), where ([`offset`](EpdError::offset), the byte
    /// offset into the line of the first byte that makes it wrong) and the
    /// text around it ([`token`](EpdError::token), copied into the error: at
    /// most [`TOKEN_MAX_BYTES`](EpdError::TOKEN_MAX_BYTES) bytes of it, so the
    /// error stays `Copy` and borrows nothing).
    ///
    /// ```
    /// use chess_tables_position::epd::Epd;
    /// use chess_tables_position::EpdErrorKind;
    ///
    /// let line = "8/8/8/8/8/8/8/8 w - - bm e4";
    /// let error = Epd::parse(line).unwrap_err();
    /// assert_eq!(error.kind(), EpdErrorKind::MissingSemicolon { operation: 22 });
    /// assert_eq!(error.offset(), line.len());
    /// assert_eq!((error.token(), error.token_offset()), ("bm e4", 22));
    /// assert_eq!(
    ///     error.to_string(),
    ///     "EPD operation, byte 27 after \"bm e4\": the operation at byte 22 does not end with ';'"
    /// );
    /// ```
    pub struct EpdError(Located<EpdErrorKind>), read from the "line";
}

impl EpdError {
    /// The error of kind `kind` at byte `offset` of `line`, quoting the
    /// token `line[token_start..token_end]` (which holds `offset`, or ends
    /// there).
    #[inline]
    pub(crate) fn new(
        kind: EpdErrorKind,
        line: &str,
        token_start: usize,
        token_end: usize,
        offset: usize,
    ) -> EpdError {
        EpdError(Located::new(kind, line, token_start, token_end, offset))
    }

    /// The offending character: an opcode's, or the position's
    /// ([`FenErrorKind::character`]); else `None`.
    #[inline]
    pub const fn character(&self) -> Option<char> {
        match self.0.kind {
            EpdErrorKind::Position(kind) => kind.character(),
            EpdErrorKind::InvalidOpcode { found } => Some(found),
            EpdErrorKind::UnterminatedString { .. }
            | EpdErrorKind::InvalidClock { .. }
            | EpdErrorKind::MissingSemicolon { .. } => None,
        }
    }

    /// The FEN field the problem is in: the position's
    /// ([`FenErrorKind::field`]), or the clock an `hmvc` or `fmvn`
    /// operation sets ([`FenField::HalfmoveClock`],
    /// [`FenField::FullmoveNumber`]); else `None` (an opcode, a string, a
    /// missing `;`, or a position error about the whole string).
    #[inline]
    pub const fn field(&self) -> Option<FenField> {
        match self.0.kind {
            EpdErrorKind::Position(kind) => kind.field(),
            EpdErrorKind::InvalidClock { field } => Some(field),
            EpdErrorKind::InvalidOpcode { .. }
            | EpdErrorKind::UnterminatedString { .. }
            | EpdErrorKind::MissingSemicolon { .. } => None,
        }
    }

    /// The FEN reader's error, with its offset into the line and its
    /// token, when the position fields did not parse
    /// ([`EpdErrorKind::Position`]); else `None`.
    #[inline]
    pub const fn fen_error(&self) -> Option<FenError> {
        match self.0.kind {
            EpdErrorKind::Position(kind) => Some(FenError::at(&self.0, kind)),
            _ => None,
        }
    }
}

impl From<FenError> for EpdError {
    /// The [`EpdErrorKind::Position`] error of `e`, at `e`'s offset, with
    /// its token.
    #[inline]
    fn from(e: FenError) -> EpdError {
        EpdError(e.located().with_kind(EpdErrorKind::Position(e.kind())))
    }
}

impl fmt::Display for EpdError {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let offset = self.0.offset;
        if let EpdErrorKind::Position(kind) = self.0.kind {
            let error = FenError::at(&self.0, kind);
            return write!(f, "EPD position: {error}");
        }
        write!(f, "EPD operation, ")?;
        self.0.write_location(f)?;
        write!(f, ": ")?;
        match self.0.kind {
            EpdErrorKind::InvalidOpcode { found: ';' } => {
                write!(f, "an empty operation (';' with no opcode before it)")
            }
            // At the start of an operation: between two of them.
            EpdErrorKind::InvalidOpcode { found: '\u{feff}' } if offset == self.token_offset() => {
                write!(f, "byte-order mark (U+FEFF) between operations: remove it")
            }
            EpdErrorKind::InvalidOpcode { found: '\u{feff}' } => {
                write!(f, "byte-order mark (U+FEFF) inside an opcode: remove it")
            }
            EpdErrorKind::InvalidOpcode { found } if found.is_whitespace() => write!(
                f,
                "{} is not ASCII whitespace: separate operations with space, tab, LF, VT, FF or CR",
                Quoted(found)
            ),
            // Right after a `-` that starts the opcode.
            EpdErrorKind::InvalidOpcode { found }
                if offset == self.token_offset() + 1 && self.token().starts_with('-') =>
            {
                write!(
                    f,
                    "{} after '-': a '-' where an opcode would be stands alone (the clock placeholder some suites write), and an opcode starts with an ASCII letter",
                    Quoted(found)
                )
            }
            // A letter, digit or `_` after an opcode's first character is
            // wrong only past the longest opcode.
            EpdErrorKind::InvalidOpcode { found }
                if offset > self.token_offset()
                    && (found.is_ascii_alphanumeric() || found == '_') =>
            {
                write!(
                    f,
                    "the opcode is longer than {MAX_OPCODE_LEN} characters (an ASCII letter, then up to {} letters, digits or '_')",
                    MAX_OPCODE_LEN - 1
                )
            }
            EpdErrorKind::InvalidOpcode { found } => {
                write!(
                    f,
                    "{} in an opcode: an opcode is an ASCII letter, then up to {} letters, digits or '_'",
                    Quoted(found),
                    MAX_OPCODE_LEN - 1
                )?;
                if found.is_ascii_digit() {
                    // The clocks of a six-field FEN where an opcode should be.
                    write!(
                        f,
                        " (EPD has no clock fields: the hmvc and fmvn operations carry them, and `parse::<Position>` reads a six-field FEN)"
                    )?;
                }
                Ok(())
            }
            EpdErrorKind::UnterminatedString { opening_quote } => write!(
                f,
                "the string opened at byte {opening_quote} has no closing '\"'"
            ),
            EpdErrorKind::InvalidClock { field } => {
                let (opcode, clock) = match field {
                    FenField::FullmoveNumber => ("fmvn", "fullmove number"),
                    _ => ("hmvc", "halfmove clock"),
                };
                write!(
                    f,
                    "{opcode} takes the {clock} as one unsigned decimal number up to 4294967295"
                )
            }
            EpdErrorKind::MissingSemicolon { operation } => {
                write!(f, "the operation at byte {operation} does not end with ';'")
            }
            EpdErrorKind::Position(_) => Ok(()),
        }
    }
}

impl core::error::Error for EpdError {}

/// A parsed EPD line: the position and its operations (checked, borrowed
/// from the line).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Epd<'a> {
    position: Position,
    /// The whole line.
    line: &'a str,
    /// Byte offset of the end of the fourth field, where operations start.
    operations_start: usize,
}

/// One operation: opcode and operands, borrowed from the line.
///
/// Non-exhaustive: build one with [`Epd::parse`] only.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Operation<'a> {
    /// Byte offset of the opcode in the line.
    pub offset: usize,
    /// The opcode, e.g. `bm`, `id`, `c0`.
    pub opcode: &'a str,
    /// The operand text between the opcode and the `;`, trimmed, quotes
    /// and escapes kept (e.g. `"polyglot key 463b96181691fc9c"`, `e4 d4`);
    /// empty without operands.
    pub operands_text: &'a str,
}

impl<'a> Operation<'a> {
    /// The operands in order.
    #[inline]
    pub fn operands(&self) -> Operands<'a> {
        Operands {
            text: self.operands_text,
        }
    }

    /// The first operand, if any (for `id "..."`, `c0 "..."`: the string).
    #[inline]
    pub fn operand(&self) -> Option<Operand<'a>> {
        self.operands().next()
    }
}

/// One operand, borrowed from the line: a string's text between its
/// quotes, escapes still in, or a bare token. It compares, displays and
/// iterates as the unescaped text: `"He said \"hi\""` equals
/// `He said "hi"`.
///
/// ```
/// use chess_tables_position::Epd;
/// let epd = Epd::parse(r#"4k3/8/8/8/8/8/8/4K3 w - - c0 "He said \"hi\""; id "x;y";"#)?;
/// let c0 = epd.operation("c0").unwrap().operand().unwrap();
/// assert_eq!(c0, "He said \"hi\"");
/// assert_eq!(c0.to_string(), "He said \"hi\"");
/// assert_eq!(c0.raw(), r#"He said \"hi\""#);
/// assert_eq!(epd.operation("id").unwrap().operand().unwrap(), "x;y");
/// # Ok::<(), chess_tables_position::EpdError>(())
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Operand<'a> {
    raw: &'a str,
    string: bool,
}

impl<'a> Operand<'a> {
    /// The operand as written: a string's text between its quotes, with
    /// its escapes; a bare token as it is.
    #[inline]
    pub const fn raw(&self) -> &'a str {
        self.raw
    }

    /// True for a string operand (written in double quotes).
    #[inline]
    pub const fn is_string(&self) -> bool {
        self.string
    }

    /// The text, borrowed, when it has no escape (then it is the
    /// unescaped text); `None` when unescaping would change it.
    #[inline]
    pub fn as_str(&self) -> Option<&'a str> {
        (!self.string || !self.raw.contains('\\')).then_some(self.raw)
    }

    /// The unescaped characters.
    #[inline]
    pub fn chars(&self) -> OperandChars<'a> {
        OperandChars {
            rest: self.raw.chars(),
            string: self.string,
        }
    }
}

impl PartialEq for Operand<'_> {
    /// Equal when the unescaped texts are.
    #[inline]
    fn eq(&self, other: &Operand<'_>) -> bool {
        self.chars().eq(other.chars())
    }
}

impl Eq for Operand<'_> {}

impl PartialEq<str> for Operand<'_> {
    /// Equal when the unescaped text is `other`.
    #[inline]
    fn eq(&self, other: &str) -> bool {
        self.chars().eq(other.chars())
    }
}

impl PartialEq<&str> for Operand<'_> {
    #[inline]
    fn eq(&self, other: &&str) -> bool {
        *self == **other
    }
}

impl fmt::Display for Operand<'_> {
    /// The unescaped text.
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use fmt::Write;
        match self.as_str() {
            Some(text) => f.write_str(text),
            None => self.chars().try_for_each(|c| f.write_char(c)),
        }
    }
}

/// The unescaped characters of an [`Operand`].
#[derive(Clone, Debug)]
pub struct OperandChars<'a> {
    rest: core::str::Chars<'a>,
    string: bool,
}

impl Iterator for OperandChars<'_> {
    type Item = char;

    #[inline]
    fn next(&mut self) -> Option<char> {
        let c = self.rest.next()?;
        if c != '\\' || !self.string {
            return Some(c);
        }
        // A string never ends in a lone backslash: it would have escaped
        // the closing quote.
        Some(match self.rest.next()? {
            't' => '\t',
            'n' => '\n',
            'r' => '\r',
            other => other,
        })
    }
}

/// Iterator over the operands of one [`Operation`].
#[derive(Clone, Debug)]
pub struct Operands<'a> {
    text: &'a str,
}

impl<'a> Iterator for Operands<'a> {
    type Item = Operand<'a>;

    #[inline]
    fn next(&mut self) -> Option<Operand<'a>> {
        let text = self
            .text
            .trim_start_matches(|c: char| c.is_ascii() && is_separator(c as u8));
        if text.is_empty() {
            return None;
        }
        // Checked when the line was parsed: strings are closed.
        if let Some(rest) = text.strip_prefix('"') {
            let end = string_end(rest.as_bytes()).unwrap_or(rest.len());
            self.text = rest.get(end + 1..).unwrap_or("");
            return Some(Operand {
                raw: &rest[..end],
                string: true,
            });
        }
        // A bare token ends at a separator or at a quote, which opens a
        // string as the operation reader reads it (`a"b;c"` is `a`, then
        // the string `b;c`).
        let end = text
            .bytes()
            .position(|b| is_separator(b) || b == b'"')
            .unwrap_or(text.len());
        self.text = &text[end..];
        Some(Operand {
            raw: &text[..end],
            string: false,
        })
    }
}

/// Iterator over the operations of an [`Epd`] line, in order.
#[derive(Clone, Debug)]
pub struct Operations<'a> {
    line: &'a str,
    pos: usize,
}

impl<'a> Iterator for Operations<'a> {
    type Item = Operation<'a>;

    #[inline]
    fn next(&mut self) -> Option<Operation<'a>> {
        // The line was checked by `Epd::parse`, so this cannot fail.
        scan_operation(self.line, &mut self.pos).ok().flatten()
    }
}

/// The index of the quote that closes a string whose text starts `text`
/// (just after the opening quote), skipping escaped characters; `None`
/// when it is not closed.
#[inline]
fn string_end(text: &[u8]) -> Option<usize> {
    let mut i = 0;
    while i < text.len() {
        match text[i] {
            b'"' => return Some(i),
            // An escaped character is skipped whole: a UTF-8 sequence's
            // continuation bytes are never a quote or a backslash.
            b'\\' => i += 2,
            _ => i += 1,
        }
    }
    None
}

/// Reads the operation starting at or after `*pos`; `Ok(None)` at the end.
#[inline]
fn scan_operation<'a>(line: &'a str, pos: &mut usize) -> Result<Option<Operation<'a>>, EpdError> {
    let b = line.as_bytes();
    let mut i = *pos;
    let start = loop {
        while i < b.len() && is_separator(b[i]) {
            i += 1;
        }
        if i == b.len() {
            *pos = i;
            return Ok(None);
        }
        let start = i;
        while i < b.len() && !is_separator(b[i]) && b[i] != b';' {
            i += 1;
        }
        if &line[start..i] != "-" {
            break start;
        }
        // A lone `-` where an opcode would be (the clock placeholder of
        // suites such as ERET: `w q - - bm Rxf4;`) is no operation, and a
        // `;` after it belongs to it, as python-chess reads it.
        while i < b.len() && is_separator(b[i]) {
            i += 1;
        }
        if b.get(i) == Some(&b';') {
            i += 1;
        }
    };
    let opcode = &line[start..i];
    // A `-` here is not alone (that was skipped above): what follows it is
    // the wrong byte.
    let dash = opcode.starts_with('-');
    for (k, c) in opcode.char_indices() {
        let fits = if k == 0 {
            c.is_ascii_alphabetic() || dash
        } else {
            !dash && (c.is_ascii_alphanumeric() || c == '_')
        };
        if !fits || k >= MAX_OPCODE_LEN {
            return Err(EpdError::new(
                EpdErrorKind::InvalidOpcode { found: c },
                line,
                start,
                i,
                start + k,
            ));
        }
    }
    if opcode.is_empty() {
        // A `;` with no opcode before it.
        return Err(EpdError::new(
            EpdErrorKind::InvalidOpcode { found: ';' },
            line,
            start,
            start + 1,
            start,
        ));
    }
    let operands_start = i;
    loop {
        match b.get(i) {
            None => {
                return Err(EpdError::new(
                    EpdErrorKind::MissingSemicolon { operation: start },
                    line,
                    start,
                    b.len(),
                    b.len(),
                ));
            }
            Some(b';') => break,
            Some(b'"') => match string_end(b.get(i + 1..).unwrap_or(&[])) {
                Some(len) => i += len + 2,
                None => {
                    return Err(EpdError::new(
                        EpdErrorKind::UnterminatedString { opening_quote: i },
                        line,
                        i,
                        b.len(),
                        b.len(),
                    ));
                }
            },
            Some(_) => i += 1,
        }
    }
    *pos = i + 1;
    let operands_text =
        line[operands_start..i].trim_matches(|c: char| c.is_ascii() && is_separator(c as u8));
    Ok(Some(Operation {
        offset: start,
        opcode,
        operands_text,
    }))
}

/// The clock that the operation `op` (`hmvc` or `fmvn`) of `line`, which
/// ends just before `end` (after its `;`), gives: its operand read as a FEN
/// clock (ASCII digits, at most `u32::MAX`).
#[inline]
fn clock(line: &str, op: &Operation<'_>, end: usize, field: FenField) -> Result<u32, EpdError> {
    let b = line.as_bytes();
    // The operand's offset: after the opcode and the whitespace after it.
    let after_opcode = op.offset + op.opcode.len();
    let operand_offset = token_end(line, after_opcode, |c| !is_separator(c));
    parse_clock(op.operands_text).map_err(|i| {
        let mut offset = operand_offset + i;
        // After the number, whitespace: the next operand is wrong (the
        // operand text is trimmed, so there is one); with no operand, the
        // offset is the `;`.
        if b.get(offset).is_some_and(|&c| is_separator(c)) {
            offset = token_end(line, offset, |c| !is_separator(c));
        }
        EpdError::new(
            EpdErrorKind::InvalidClock { field },
            line,
            op.offset,
            end,
            offset,
        )
    })
}

impl<'a> Epd<'a> {
    /// Parses an EPD line: four position fields, then zero or more
    /// operations, each ending in `;`. Leading and trailing whitespace is
    /// allowed.
    ///
    /// # Errors
    /// [`EpdErrorKind::Position`] when the position fields do not parse
    /// (fewer than four fields is [`FenErrorKind::FieldCount`]), else the first
    /// malformed operation. Offsets are bytes into `line`. Never panics.
    #[inline]
    pub fn parse(line: &'a str) -> Result<Epd<'a>, EpdError> {
        Epd::parse_with_mode(line, chess_tables::castling::CastlingMode::Standard)
    }

    /// [`Epd::parse`] with the castling field read in `mode`
    /// ([`Position::from_fen_with_mode`]).
    ///
    /// # Errors
    /// As [`Epd::parse`].
    #[inline]
    pub fn parse_with_mode(
        line: &'a str,
        mode: chess_tables::castling::CastlingMode,
    ) -> Result<Epd<'a>, EpdError> {
        let mut fields = Fields { text: line, pos: 0 };
        let mut end = 0;
        for _ in 0..4 {
            match fields.next() {
                Some((start, text)) => end = start + text.len(),
                // Fewer than four fields: the FEN parser names the problem.
                None => {
                    return Err(EpdError::from(
                        match Position::from_fen_with_mode(line, mode) {
                            Err(e) => e,
                            Ok(_) => FenError::new(
                                FenErrorKind::FieldCount { found: 0 },
                                line,
                                line.len(),
                                line.len(),
                                line.len(),
                            ),
                        },
                    ));
                }
            }
        }
        let mut position = Position::from_fen_with_mode(&line[..end], mode)?;
        let mut pos = end;
        let (mut halfmove, mut fullmove) = (None, None);
        while let Some(op) = scan_operation(line, &mut pos)? {
            // The last of each counts, as python-chess reads them.
            match op.opcode {
                "hmvc" => halfmove = Some(clock(line, &op, pos, FenField::HalfmoveClock)?),
                "fmvn" => fullmove = Some(clock(line, &op, pos, FenField::FullmoveNumber)?),
                _ => {}
            }
        }
        position = position.with_clocks(
            halfmove.unwrap_or(position.halfmove_clock()),
            fullmove.unwrap_or(position.fullmove_number()),
        );
        Ok(Epd {
            position,
            line,
            operations_start: end,
        })
    }

    /// The position of the four position fields, with the clocks of the
    /// `hmvc` and `fmvn` operations (0 and 1 without them).
    #[inline]
    pub const fn position(&self) -> &Position {
        &self.position
    }

    /// The operations in order.
    #[inline]
    pub fn operations(&self) -> Operations<'a> {
        Operations {
            line: self.line,
            pos: self.operations_start,
        }
    }

    /// The first operation with this opcode (opcodes are case-sensitive).
    #[inline]
    pub fn operation(&self, opcode: &str) -> Option<Operation<'a>> {
        self.operations().find(|op| op.opcode == opcode)
    }
}
