//! Book headers in the layout of Michel Van den Bergh's `pgheader` tool
//! (<http://hardy.uhasselt.be/Toga/pgheader-release/header.html>): the
//! book's variants and a comment, stored before the first move.
//!
//! The header is a NUL-terminated text cut into 8-byte pieces, each piece
//! the last 8 bytes of an entry whose key is 0, so that a reader that
//! knows nothing of headers sees entries of the key no position has. The
//! text is lines separated by line feeds (empty lines are skipped):
//!
//! ```text
//! @PG@                 magic
//! 1.0                  version
//! 3                    number of predefined lines, n + 1
//! 2                    number of variants, n
//! normal               the variants, one a line (xboard's names)
//! suicide
//! Made by ...          the comment: the rest of the text
//! ```

use core::fmt;

use super::entry::ENTRY_BYTES;
use super::error::{BookError, BookErrorKind};

/// The header entries at the start of a book (key 0), borrowed. From
/// [`Book::header`](super::Book::header).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Header<'a> {
    /// The header entries, whole (16 bytes each).
    entries: &'a [u8],
}

/// The header's text bytes, in order, up to (without) the terminating NUL.
#[derive(Clone, Debug)]
pub struct HeaderText<'a> {
    entries: core::slice::ChunksExact<'a, u8>,
    piece: &'a [u8],
}

impl Iterator for HeaderText<'_> {
    type Item = u8;

    #[inline]
    fn next(&mut self) -> Option<u8> {
        loop {
            if let Some((&byte, rest)) = self.piece.split_first() {
                if byte == 0 {
                    self.piece = &[];
                    self.entries = [].chunks_exact(ENTRY_BYTES);
                    return None;
                }
                self.piece = rest;
                return Some(byte);
            }
            self.piece = &self.entries.next()?[8..];
        }
    }
}

impl<'a> Header<'a> {
    /// The header made of these whole entries (each with key 0).
    #[inline]
    pub(super) const fn new(entries: &'a [u8]) -> Header<'a> {
        Header { entries }
    }

    /// How many entries the header takes (16 bytes each, at least one), as
    /// [`Book::len`](super::Book::len) counts a book's.
    #[inline]
    // A header has at least one entry, so an `is_empty` would always be false.
    #[allow(clippy::len_without_is_empty)]
    pub const fn len(&self) -> usize {
        self.entries.len() / ENTRY_BYTES
    }

    /// The header's entries as bytes, as the book holds them.
    #[inline]
    pub const fn as_bytes(&self) -> &'a [u8] {
        self.entries
    }

    /// The text's bytes up to the terminating NUL (all of them when there
    /// is none), read from the 8-byte pieces without copying.
    #[inline]
    pub fn text(&self) -> HeaderText<'a> {
        HeaderText {
            entries: self.entries.chunks_exact(ENTRY_BYTES),
            piece: &[],
        }
    }

    /// Copies the text into `buf` and reads it in the pgheader layout.
    ///
    /// ```
    /// use chess_tables_position::book::{Book, write_header};
    ///
    /// let mut bytes = [0u8; 128];
    /// let n = write_header(&["normal", "suicide"], "made for a test", &mut bytes)?;
    /// let book = Book::new(&bytes[..n])?;
    /// let mut buf = [0u8; 128];
    /// let header = book.header().unwrap().parse(&mut buf)?;
    /// assert_eq!(header.variants().collect::<Vec<_>>(), ["normal", "suicide"]);
    /// assert_eq!(header.comment(), "made for a test");
    /// # Ok::<(), Box<dyn core::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`BookErrorKind::BufferTooSmall`] when the text does not fit `buf`,
    /// [`BookErrorKind::HeaderNotUtf8`], [`BookErrorKind::NotPgHeader`].
    #[inline]
    pub fn parse<'b>(&self, buf: &'b mut [u8]) -> Result<PgHeader<'b>, BookError> {
        let terminated = self
            .entries
            .chunks_exact(ENTRY_BYTES)
            .any(|entry| entry[8..].contains(&0));
        if !terminated {
            return Err(BookError::new(BookErrorKind::NotPgHeader));
        }
        let needed = self.text().count();
        let Some(text) = buf.get_mut(..needed) else {
            return Err(BookError::new(BookErrorKind::BufferTooSmall { needed }));
        };
        for (slot, byte) in text.iter_mut().zip(self.text()) {
            *slot = byte;
        }
        let text =
            core::str::from_utf8(text).map_err(|_| BookError::new(BookErrorKind::HeaderNotUtf8))?;
        PgHeader::parse(text).ok_or(BookError::new(BookErrorKind::NotPgHeader))
    }
}

/// A header read in the pgheader layout, borrowed from the caller's buffer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PgHeader<'b> {
    version: &'b str,
    /// The variant lines, separated by line feeds.
    variants: &'b str,
    comment: &'b str,
}

/// Lines separated by line feeds, empty ones skipped (C's `strtok`, as
/// pgheader reads them), with their byte offsets.
#[inline]
fn tokens(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.split('\n')
        .scan(0, |start, line| {
            let at = *start;
            *start += line.len() + 1;
            Some((at, line))
        })
        .filter(|(_, line)| !line.is_empty())
}

/// `0`, or digits without a leading zero.
#[inline]
fn is_number(text: &str) -> bool {
    matches!(text.as_bytes(), [b'0'] | [b'1'..=b'9', ..])
        && text.bytes().all(|b| b.is_ascii_digit())
}

/// A variant name: printable ASCII, no space, no capital (pgheader's rule).
#[inline]
fn is_variant(text: &str) -> bool {
    !text.is_empty()
        && text
            .bytes()
            .all(|b| b.is_ascii_graphic() && !b.is_ascii_uppercase())
}

impl<'b> PgHeader<'b> {
    /// Reads `text` in the pgheader layout (pgheader's `pgheader_parse`).
    #[inline]
    fn parse(text: &'b str) -> Option<PgHeader<'b>> {
        let mut lines = tokens(text);
        if lines.next()?.1 != "@PG@" {
            return None;
        }
        let (_, version) = lines.next()?;
        let (major, minor) = version.split_once('.')?;
        if !is_number(major) || !is_number(minor) {
            return None;
        }
        let predefined = lines
            .next()
            .filter(|(_, n)| is_number(n))?
            .1
            .parse::<usize>()
            .ok()?;
        let count = lines
            .next()
            .filter(|(_, n)| is_number(n))?
            .1
            .parse::<usize>()
            .ok()?;
        if predefined == 0 || predefined <= count {
            return None;
        }
        // The variants, then the other predefined lines, then the comment.
        let (mut first, mut last) = (None, None);
        for _ in 0..count {
            let (at, variant) = lines.next()?;
            if !is_variant(variant) {
                return None;
            }
            first.get_or_insert(at);
            last = Some(at + variant.len());
        }
        for _ in count..predefined - 1 {
            let (_, line) = lines.next()?;
            if line.starts_with(' ') || line.ends_with(' ') {
                return None;
            }
        }
        let variants = match (first, last) {
            (Some(first), Some(last)) => &text[first..last],
            _ => "",
        };
        let comment = match lines.next() {
            Some((at, _)) => &text[at..],
            None => "",
        };
        Some(PgHeader {
            version,
            variants,
            comment,
        })
    }

    /// The version of the header layout, e.g. `1.0`.
    #[inline]
    pub const fn version(&self) -> &'b str {
        self.version
    }

    /// The book's variants, in xboard's names (`normal`, `suicide`, ...).
    #[inline]
    pub fn variants(&self) -> impl Iterator<Item = &'b str> + 'b {
        self.variants.split('\n').filter(|line| !line.is_empty())
    }

    /// The comment: the rest of the text after the predefined lines.
    #[inline]
    pub const fn comment(&self) -> &'b str {
        self.comment
    }
}

/// The length in bytes of the header [`write_header`] writes for these
/// variants and comment: the text and its NUL in 8-byte pieces, 16 bytes
/// (one entry) per piece.
#[inline]
pub fn header_size(variants: &[&str], comment: &str) -> usize {
    let text = header_text_len(variants, comment) + 1; // and the NUL
    text.div_ceil(8) * ENTRY_BYTES
}

/// Digits of `n` in decimal.
#[inline]
fn digits(mut n: usize) -> usize {
    let mut count = 1;
    while n >= 10 {
        n /= 10;
        count += 1;
    }
    count
}

/// The header text's length without its NUL.
#[inline]
fn header_text_len(variants: &[&str], comment: &str) -> usize {
    let n = variants.len();
    let names: usize = variants.iter().map(|v| v.len() + 1).sum();
    "@PG@\n1.0\n".len() + digits(n + 1) + 1 + digits(n) + 1 + names.max(1) + comment.len()
}

/// Writes a header in the pgheader layout into `out` (the start of a book:
/// the moves' entries follow it), as `pgheader` writes one: version 1.0,
/// the variants, the comment. Returns the bytes written,
/// [`header_size`]`(variants, comment)`.
///
/// # Errors
/// [`BookErrorKind::BadVariant`], [`BookErrorKind::BadComment`],
/// [`BookErrorKind::BufferTooSmall`].
#[inline]
pub fn write_header(variants: &[&str], comment: &str, out: &mut [u8]) -> Result<usize, BookError> {
    if let Some(index) = variants.iter().position(|v| !is_variant(v)) {
        return Err(BookError::new(BookErrorKind::BadVariant { index }));
    }
    if comment.contains('\0') {
        return Err(BookError::new(BookErrorKind::BadComment));
    }
    let needed = header_size(variants, comment);
    let Some(out) = out.get_mut(..needed) else {
        return Err(BookError::new(BookErrorKind::BufferTooSmall { needed }));
    };
    out.fill(0);
    let mut text = Pieces { out, at: 0 };
    let n = variants.len();
    // Writing into a slice sized by header_size cannot fail.
    let _ = fmt::Write::write_fmt(&mut text, format_args!("@PG@\n1.0\n{}\n{n}\n", n + 1));
    if n == 0 {
        // pgheader writes the empty variant list's line.
        let _ = fmt::Write::write_str(&mut text, "\n");
    }
    for variant in variants {
        let _ = fmt::Write::write_fmt(&mut text, format_args!("{variant}\n"));
    }
    let _ = fmt::Write::write_str(&mut text, comment);
    Ok(needed)
}

/// Text written into the 8-byte pieces of header entries: byte `i` of the
/// text goes to entry `i / 8`, byte `8 + i % 8`.
struct Pieces<'o> {
    out: &'o mut [u8],
    at: usize,
}

impl fmt::Write for Pieces<'_> {
    #[inline]
    fn write_str(&mut self, s: &str) -> fmt::Result {
        for &byte in s.as_bytes() {
            let slot = self.at / 8 * ENTRY_BYTES + 8 + self.at % 8;
            *self.out.get_mut(slot).ok_or(fmt::Error)? = byte;
            self.at += 1;
        }
        Ok(())
    }
}
