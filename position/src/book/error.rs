//! The book error vocabulary: what is wrong with a book, a header or an
//! output buffer, and where in the book.

use core::fmt;

/// What is wrong: the kind of a [`BookError`]. Each variant names the
/// functions that return it. The enum may grow: a `match` on it needs a
/// wildcard arm.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum BookErrorKind {
    /// The length is not a multiple of [`ENTRY_BYTES`](super::ENTRY_BYTES)
    /// (a truncated or padded file). From [`Book::new`](super::Book::new).
    Length {
        /// The slice's length in bytes.
        bytes: usize,
    },
    /// Entry `index` (0-based) has a smaller key than the entry before it.
    /// From [`Book::validate`](super::Book::validate) and
    /// [`write_entries`](super::write_entries).
    Unsorted {
        /// Index of the first entry out of order.
        index: usize,
    },
    /// A move's promotion code (bits 12-14) is 6 or 7, which the format
    /// does not define. From [`BookMove::promotion`](super::BookMove::promotion).
    InvalidPromotion {
        /// The code, 6 or 7.
        code: u8,
    },
    /// The caller's output buffer holds fewer than `needed` bytes. From
    /// [`write_entries`](super::write_entries), [`merge`](super::merge),
    /// [`write_header`](super::write_header) and
    /// [`Header::parse`](super::Header::parse).
    BufferTooSmall {
        /// The bytes needed.
        needed: usize,
    },
    /// The header text is not UTF-8. From [`Header::parse`](super::Header::parse).
    HeaderNotUtf8,
    /// The header text is not in the pgheader layout (no NUL terminator,
    /// no `@PG@` magic, a bad version or count, a bad variant name). From
    /// [`Header::parse`](super::Header::parse).
    NotPgHeader,
    /// Variant `index` is not a variant name: names are printable ASCII
    /// without spaces or capital letters (pgheader's rule; xboard names
    /// variants `normal`, `suicide`, `fischerandom`, ...). From
    /// [`write_header`](super::write_header).
    BadVariant {
        /// The index of the variant in the caller's list.
        index: usize,
    },
    /// The header comment holds a NUL byte, which would end the header.
    /// From [`write_header`](super::write_header).
    BadComment,
}

/// Why a byte slice is not a usable Polyglot book, or a book, header or
/// merge could not be written: what is wrong ([`kind`](BookError::kind), a
/// [`BookErrorKind`]) and, for a fault at a place in a book, where
/// ([`offset`](BookError::offset)).
///
/// ```
/// use chess_tables_position::book::{Book, BookErrorKind};
///
/// let error = Book::new(&[0u8; 40]).unwrap_err();
/// assert_eq!(error.kind(), BookErrorKind::Length { bytes: 40 });
/// assert_eq!(error.offset(), Some(32)); // the entry cut short
/// assert_eq!(
///     error.to_string(),
///     "a Polyglot book is whole entries: this one is 40 bytes, 8 of them after the last whole entry (byte 32)"
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BookError {
    kind: BookErrorKind,
    offset: Option<usize>,
}

impl BookError {
    /// An error about no place in a book.
    #[inline]
    pub(crate) const fn new(kind: BookErrorKind) -> BookError {
        BookError { kind, offset: None }
    }

    /// An error about the place `offset` of a book.
    #[inline]
    pub(crate) const fn at(kind: BookErrorKind, offset: usize) -> BookError {
        BookError {
            kind,
            offset: Some(offset),
        }
    }

    /// What is wrong.
    #[inline]
    pub const fn kind(&self) -> BookErrorKind {
        self.kind
    }

    /// The byte offset in the book of the fault, for the errors about a
    /// place in a book: the first byte of the entry cut short
    /// ([`Length`](BookErrorKind::Length)) or of the entry out of order
    /// ([`Unsorted`](BookErrorKind::Unsorted), in the entries given to
    /// [`write_entries`](super::write_entries) as they would be written);
    /// `None` for the others (a move, a buffer, a header's text).
    #[inline]
    pub const fn offset(&self) -> Option<usize> {
        self.offset
    }
}

impl fmt::Display for BookError {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            BookErrorKind::Length { bytes } => {
                let whole = self.offset.unwrap_or(bytes);
                let noun = if bytes == 1 { "byte" } else { "bytes" };
                let left = bytes - whole;
                if whole == 0 {
                    write!(
                        f,
                        "a Polyglot book is whole entries: this one is {bytes} {noun}, shorter than one entry"
                    )
                } else {
                    write!(
                        f,
                        "a Polyglot book is whole entries: this one is {bytes} {noun}, {left} of them \
                         after the last whole entry (byte {whole})"
                    )
                }
            }
            BookErrorKind::Unsorted { index } => write!(
                f,
                "book entry {index} has a smaller key than the entry before it: \
                 the book is not sorted by key"
            ),
            BookErrorKind::InvalidPromotion { code } => write!(
                f,
                "book move with promotion code {code}: the format defines 0 (none) to 5 (king)"
            ),
            BookErrorKind::BufferTooSmall { needed } => {
                write!(f, "the output buffer needs {needed} bytes")
            }
            BookErrorKind::HeaderNotUtf8 => write!(f, "book header: the text is not UTF-8"),
            BookErrorKind::NotPgHeader => write!(
                f,
                "book header: not in the pgheader layout (@PG@, version, counts, variants, comment)"
            ),
            BookErrorKind::BadVariant { index } => write!(
                f,
                "book header: variant {index} is not a variant name (printable ASCII, no space, no capital)"
            ),
            BookErrorKind::BadComment => write!(f, "book header: the comment holds a NUL byte"),
        }
    }
}

impl core::error::Error for BookError {}
