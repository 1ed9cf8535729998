//! Books larger than memory (feature `std`): two books merged from
//! streams to a stream ([`merge_streams`]) in a fixed amount of memory,
//! by the same walk as the in-memory [`merge`](super::merge).

use std::boxed::Box;
use std::io::{self, Read, Seek, SeekFrom, Write};
use std::vec;
use std::vec::Vec;

use super::entry::ENTRY_BYTES;
use super::merge::tag as key_of;
use super::merge::{MergeInput, MergeOutput, Record, Run, merge_runs, mv, weight};

/// How many bytes of a book [`merge_streams`] holds at once, for each
/// book: 512 KiB, 32,768 entries. A key whose entries in a book exceed it
/// is merged entry by entry, reading that book's entries of the key
/// twice.
pub const MERGE_BUFFER_BYTES: usize = 512 * 1024;

/// Which stream of [`merge_streams`] an error is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MergeStream {
    /// The first book (`first`, PolyGlot's `-in1`).
    First,
    /// The second book (`second`, PolyGlot's `-in2`).
    Second,
    /// The merged book being written (`out`).
    Out,
}

/// What went wrong in [`merge_streams`]: the kind of a [`MergeError`].
#[derive(Debug)]
#[non_exhaustive]
pub enum MergeErrorKind {
    /// Reading or writing failed.
    Io(io::Error),
    /// The book ends inside an entry: its length is not a multiple of
    /// [`ENTRY_BYTES`](super::ENTRY_BYTES). The offset is the first byte
    /// of the entry cut short.
    Length,
    /// An entry's key is smaller than the key before it: the book is not
    /// sorted, so no merge of it can be right. The offset is the entry's.
    Unsorted,
}

/// Why [`merge_streams`] stopped: which stream ([`stream`](Self::stream)),
/// where in it ([`offset`](Self::offset), in bytes from its start) and
/// what ([`kind`](Self::kind)). Nothing past the offset was read or
/// written; what `out` holds then is not a book.
#[derive(Debug)]
pub struct MergeError {
    stream: MergeStream,
    offset: u64,
    kind: MergeErrorKind,
}

impl MergeError {
    /// The stream the error is about.
    #[inline]
    pub fn stream(&self) -> MergeStream {
        self.stream
    }

    /// The byte offset in that stream: of the read that failed, of the
    /// entry that is cut short or out of order, or, for the merged book,
    /// its length when writing failed (the output buffer's 64 KiB at most
    /// past what reached `out`).
    #[inline]
    pub fn offset(&self) -> u64 {
        self.offset
    }

    /// What went wrong.
    #[inline]
    pub fn kind(&self) -> &MergeErrorKind {
        &self.kind
    }
}

impl core::fmt::Display for MergeError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let stream = match self.stream {
            MergeStream::First => "the first book",
            MergeStream::Second => "the second book",
            MergeStream::Out => "the merged book",
        };
        write!(f, "{stream}, byte {}: ", self.offset)?;
        match &self.kind {
            MergeErrorKind::Io(error) => write!(f, "{error}"),
            MergeErrorKind::Length => write!(
                f,
                "the book ends inside an entry (a Polyglot book is whole 16-byte entries)"
            ),
            MergeErrorKind::Unsorted => write!(
                f,
                "the key is smaller than the one before it: the book is not sorted by key"
            ),
        }
    }
}

impl std::error::Error for MergeError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match &self.kind {
            MergeErrorKind::Io(error) => Some(error),
            _ => None,
        }
    }
}

impl From<MergeError> for io::Error {
    /// An [`io::Error`] carrying the merge error: the I/O error's kind, or
    /// [`io::ErrorKind::InvalidData`] for a book that is no book.
    fn from(error: MergeError) -> io::Error {
        let kind = match &error.kind {
            MergeErrorKind::Io(io) => io.kind(),
            _ => io::ErrorKind::InvalidData,
        };
        io::Error::new(kind, error)
    }
}

/// Merges two books read from streams into a third, as
/// [`merge`](super::merge) merges two in memory: the same walk, the same
/// bytes (PolyGlot 2.0.4's `merge-book` but for the three differences
/// `merge` documents). Returns the bytes written.
///
/// Memory: [`MERGE_BUFFER_BYTES`] for each book, up to twice that to
/// merge a key's entries in, 144 KiB for a key too long to hold (a sum
/// and two bits for each of the 65,536 moves) and 64 KiB of output
/// buffer: 2.2 MiB at most, whatever the books' size. The books are read
/// once, front to back, but for a key with more entries than a buffer
/// holds: its entries in the second book are read twice, by seeking back
/// (hence `Seek`). `out` is written front to back and flushed at the end.
///
/// The books must be sorted by key, which the merge checks as it reads:
/// an entry whose key is smaller than the one before it stops the merge
/// with [`MergeErrorKind::Unsorted`] (the in-memory `merge` does not
/// look; [`Book::validate`](super::Book::validate) does).
///
/// ```
/// use chess_tables_position::Square;
/// use chess_tables_position::book::{Book, BookMove, Entry, merge, merge_streams};
/// use std::io::Cursor;
///
/// let e2e4 = BookMove::new(Square::E2, Square::E4, None);
/// let book = |weight| Entry { key: 0x463b96181691fc9c, mv: e2e4, weight, learn: 0 }.to_bytes();
/// let (first, second) = (book(3), book(4));
///
/// let mut out = Vec::new();
/// let n = merge_streams(Cursor::new(&first), Cursor::new(&second), &mut out)?;
/// assert_eq!(n, 16);
/// assert_eq!(Book::new(&out)?.iter().next().unwrap().weight, 7);
///
/// // The same bytes as the in-memory merge.
/// let mut in_memory = [0; 32];
/// let n = merge(&Book::new(&first)?, &Book::new(&second)?, &mut in_memory)?;
/// assert_eq!(out, in_memory[..n]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// [`MergeError`]: a read or write failed, a book ends inside an entry,
/// or a book is not sorted; the error names the stream and the byte.
pub fn merge_streams<A, B, W>(first: A, second: B, out: W) -> Result<u64, MergeError>
where
    A: Read + Seek,
    B: Read + Seek,
    W: Write,
{
    let mut first = StreamInput::new(first, MergeStream::First)?;
    let mut second = StreamInput::new(second, MergeStream::Second)?;
    let mut out = StreamOutput {
        out: io::BufWriter::with_capacity(64 * 1024, out),
        scratch: Vec::new(),
        written: 0,
    };
    let mut table = MoveTable::new();
    merge_runs(&mut first, &mut second, &mut out, |_, a, b, out| {
        table.merge_long_key(a, b, out)
    })?;
    let written = out.written;
    out.out.flush().map_err(|error| MergeError {
        stream: MergeStream::Out,
        offset: written,
        kind: MergeErrorKind::Io(error),
    })?;
    Ok(written)
}

/// A book read from a stream through a buffer of [`MERGE_BUFFER_BYTES`].
struct StreamInput<R> {
    reader: R,
    stream: MergeStream,
    buffer: Box<[u8]>,
    /// The bytes of `buffer` not yet consumed.
    start: usize,
    end: usize,
    /// The stream offset of `buffer[start]`.
    offset: u64,
    /// The reader is at its end: `buffer[..end]` is all that is left.
    at_end: bool,
    /// The key of the last entry consumed, which the next may not be below.
    last_key: u64,
}

impl<R: Read + Seek> StreamInput<R> {
    fn new(mut reader: R, stream: MergeStream) -> Result<StreamInput<R>, MergeError> {
        let offset = reader.stream_position().map_err(|error| MergeError {
            stream,
            offset: 0,
            kind: MergeErrorKind::Io(error),
        })?;
        Ok(StreamInput {
            reader,
            stream,
            buffer: vec![0; MERGE_BUFFER_BYTES].into_boxed_slice(),
            start: 0,
            end: 0,
            offset,
            at_end: false,
            last_key: 0,
        })
    }

    fn error(&self, offset: u64, kind: MergeErrorKind) -> MergeError {
        MergeError {
            stream: self.stream,
            offset,
            kind,
        }
    }

    /// Moves the unread bytes to the buffer's front and reads until it is
    /// full or the reader ends.
    fn fill(&mut self) -> Result<(), MergeError> {
        self.buffer.copy_within(self.start..self.end, 0);
        self.end -= self.start;
        self.start = 0;
        while self.end < self.buffer.len() && !self.at_end {
            match self.reader.read(&mut self.buffer[self.end..]) {
                Ok(0) => self.at_end = true,
                Ok(n) => self.end += n,
                Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
                Err(error) => {
                    let at = self.offset + self.end as u64;
                    return Err(self.error(at, MergeErrorKind::Io(error)));
                }
            }
        }
        Ok(())
    }

    /// The entry at the front, reading more when fewer than 16 bytes are
    /// left; `None` at the end.
    fn front(&mut self) -> Result<Option<Record>, MergeError> {
        if self.end - self.start < ENTRY_BYTES && !self.at_end {
            self.fill()?;
        }
        match self.buffer[self.start..self.end].first_chunk::<ENTRY_BYTES>() {
            Some(record) => Ok(Some(*record)),
            None if self.start == self.end => Ok(None),
            None => Err(self.error(self.offset, MergeErrorKind::Length)),
        }
    }

    /// Moves past the entry at the front, checking the order of keys.
    fn advance(&mut self, key: u64) -> Result<(), MergeError> {
        if key < self.last_key {
            return Err(self.error(self.offset, MergeErrorKind::Unsorted));
        }
        self.last_key = key;
        self.start += ENTRY_BYTES;
        self.offset += ENTRY_BYTES as u64;
        Ok(())
    }
}

impl<R: Read + Seek> MergeInput for StreamInput<R> {
    type Error = MergeError;

    fn front_key(&mut self) -> Result<Option<u64>, MergeError> {
        let key = self.front()?.map(|record| key_of(&record));
        match key {
            Some(key) if key < self.last_key => {
                Err(self.error(self.offset, MergeErrorKind::Unsorted))
            }
            _ => Ok(key),
        }
    }

    fn front_run(&mut self) -> Result<Run<'_>, MergeError> {
        let Some(first) = self.front()? else {
            return Ok(Run::Whole(&[]));
        };
        let key = &first[..8];
        loop {
            let held = &self.buffer[self.start..self.end];
            let whole = held.len() / ENTRY_BYTES * ENTRY_BYTES;
            let len = held[..whole]
                .chunks_exact(ENTRY_BYTES)
                .take_while(|entry| &entry[..8] == key)
                .count()
                * ENTRY_BYTES;
            if len < whole || self.at_end {
                return Ok(Run::Whole(&self.buffer[self.start..self.start + len]));
            }
            if self.start == 0 && self.end == self.buffer.len() {
                return Ok(Run::Long);
            }
            self.fill()?;
        }
    }

    fn for_each_in_run<F>(&mut self, consume: bool, mut f: F) -> Result<(), MergeError>
    where
        F: FnMut(&mut Record) -> Result<(), MergeError>,
    {
        let Some(first) = self.front()? else {
            return Ok(());
        };
        let key = key_of(&first);
        let (run_offset, last_key) = (self.offset, self.last_key);
        while let Some(mut record) = self.front()? {
            if key_of(&record) != key {
                break;
            }
            self.advance(key)?;
            f(&mut record)?;
        }
        if !consume {
            // Back to the run's first entry, read anew.
            self.reader
                .seek(SeekFrom::Start(run_offset))
                .map_err(|error| self.error(run_offset, MergeErrorKind::Io(error)))?;
            (self.start, self.end, self.at_end) = (0, 0, false);
            (self.offset, self.last_key) = (run_offset, last_key);
        }
        Ok(())
    }
}

/// The merged book's stream, behind a buffer.
struct StreamOutput<W: Write> {
    out: io::BufWriter<W>,
    /// Where a key's entries are merged before they are written.
    scratch: Vec<u8>,
    written: u64,
}

impl<W: Write> MergeOutput for StreamOutput<W> {
    type Error = MergeError;

    fn write(&mut self, bytes: &[u8]) -> Result<(), MergeError> {
        self.out.write_all(bytes).map_err(|error| MergeError {
            stream: MergeStream::Out,
            offset: self.written,
            kind: MergeErrorKind::Io(error),
        })?;
        self.written += bytes.len() as u64;
        Ok(())
    }

    fn scratch(&mut self, len: usize) -> &mut [u8] {
        if self.scratch.len() < len {
            self.scratch.resize(len, 0);
        }
        &mut self.scratch[..len]
    }

    fn commit(&mut self, n: usize) -> Result<(), MergeError> {
        let scratch = core::mem::take(&mut self.scratch);
        let result = self.write(&scratch[..n]);
        self.scratch = scratch;
        result
    }
}

/// The merge of a key whose entries do not fit a buffer, by move: a
/// book move is 16 bits, so a table of 65,536 sums holds what the second
/// book's entries add to the first's.
struct MoveTable {
    /// The second book's weights of each move, summed (up to 65,535).
    weights: Vec<u16>,
    /// The moves the second book has under the key.
    in_second: Vec<u64>,
    /// The moves whose first entry in the first book has been written.
    in_first: Vec<u64>,
}

impl MoveTable {
    fn new() -> MoveTable {
        MoveTable {
            weights: Vec::new(),
            in_second: Vec::new(),
            in_first: Vec::new(),
        }
    }

    /// Merges the key at the front of both books as
    /// [`merge`](super::merge) does: the first book's entries in order,
    /// the first of each move taking the second book's weights of that
    /// move; then the second book's entries of moves the first lacks.
    fn merge_long_key<A, B, O>(
        &mut self,
        a: &mut A,
        b: &mut B,
        out: &mut O,
    ) -> Result<(), MergeError>
    where
        A: MergeInput<Error = MergeError>,
        B: MergeInput<Error = MergeError>,
        O: MergeOutput<Error = MergeError>,
    {
        let Self {
            weights,
            in_second,
            in_first,
        } = self;
        weights.clear();
        weights.resize(1 << 16, 0);
        for bits in [&mut *in_second, &mut *in_first] {
            bits.clear();
            bits.resize((1 << 16) / 64, 0);
        }
        b.for_each_in_run(false, |entry| {
            let mv = usize::from(mv(entry));
            weights[mv] = weights[mv].saturating_add(weight(entry));
            in_second[mv / 64] |= 1 << (mv % 64);
            Ok(())
        })?;
        a.for_each_in_run(true, |entry| {
            let mv = usize::from(mv(entry));
            let bit = 1 << (mv % 64);
            if in_first[mv / 64] & bit == 0 {
                in_first[mv / 64] |= bit;
                if in_second[mv / 64] & bit != 0 {
                    let sum = weight(entry).saturating_add(weights[mv]);
                    entry[10..12].copy_from_slice(&sum.to_be_bytes());
                }
            }
            out.write(entry)
        })?;
        b.for_each_in_run(true, |entry| {
            let mv = usize::from(mv(entry));
            if in_first[mv / 64] & (1 << (mv % 64)) == 0 {
                out.write(entry)?;
            }
            Ok(())
        })
    }
}
