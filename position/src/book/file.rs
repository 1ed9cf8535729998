//! Books probed where they lie (feature `std`): a binary search over a
//! file or any other `Read + Seek` source with positioned reads, holding
//! one key's entries at a time, never the book.

use std::fs::File;
use std::io::{self, Read, Seek, SeekFrom};
use std::path::Path;
use std::vec::Vec;

use super::castling::CastlingConversion;
use super::entry::ENTRY_BYTES;
use super::error::{BookError, BookErrorKind};
use super::merge::tag as key_of;
use super::reader::{Book, Entries};
use crate::hash::PositionKeys;
use crate::position::Position;
use chess_tables::zobrist::POLYGLOT;

/// How many entries the search reads in one go once the range left is
/// that short: 4 KiB, a page, where one read costs what a seek does.
const BLOCK_ENTRIES: u64 = 256;

/// A Polyglot book probed without loading it: each lookup binary-searches
/// the source with positioned reads (seek, then read) and reads the key's
/// entries into a buffer of its own, which a [`Book`] of that key alone
/// then serves. So every probe of [`Book`] works here, with the same
/// answers on a sorted book: [`entries`](Self::entries) (the raw view),
/// [`probe`](Self::probe), [`probe_key`](Self::probe_key), and
/// [`read_key`](Self::read_key) for the rest (the shakmaty bridge's
/// `probe_shakmaty`, say).
///
/// Memory: the source's own (a [`File`] holds none; wrap it in no
/// `BufReader`, whose buffer would be read whole at every seek), 4 KiB of
/// search block and 16 bytes for each entry of the largest key read so
/// far: independent of the book's size. Time: about log2(entries / 256)
/// reads of 8 bytes and one or two of 4 KiB a lookup (a 500 MB book of 31
/// million entries: 17 reads of 8 bytes).
///
/// The book must be sorted by key, as books are: in an unsorted book a
/// lookup may miss entries, nothing worse. The file must not change while
/// it is probed; one that shrinks gives read errors, never a panic.
///
/// Source of the format: <http://hgm.nubati.net/book_format.html>.
///
/// ```
/// use chess_tables_position::Position;
/// use chess_tables_position::book::{BookFile, BookMove, Entry};
/// use chess_tables_position::Square;
/// use std::io::Cursor;
///
/// let e2e4 = BookMove::new(Square::E2, Square::E4, None);
/// let bytes = Entry { key: 0x463b96181691fc9c, mv: e2e4, weight: 3, learn: 0 }.to_bytes();
/// // `BookFile::open("book.bin")` for a file; any `Read + Seek` will do.
/// let mut book = BookFile::new(Cursor::new(bytes))?;
/// assert_eq!(book.len(), 1);
/// let moves: Vec<_> = book.probe(&Position::START)?.map(|e| (e.mv, e.weight)).collect();
/// assert_eq!(moves, [(e2e4, 3)]);
/// # Ok::<(), std::io::Error>(())
/// ```
#[derive(Debug)]
pub struct BookFile<R> {
    source: R,
    /// Entries in the book.
    len: u64,
    /// The entries of the last key read, whole.
    key_entries: Vec<u8>,
    block: [u8; BLOCK_ENTRIES as usize * ENTRY_BYTES],
}

impl BookFile<File> {
    /// The book in the file at `path`, opened for reading.
    ///
    /// # Errors
    /// As [`File::open`] and [`BookFile::new`].
    #[inline]
    pub fn open<P: AsRef<Path>>(path: P) -> io::Result<BookFile<File>> {
        BookFile::new(File::open(path)?)
    }
}

impl<R: Read + Seek> BookFile<R> {
    /// The book that `source` holds from its start to its end (its length
    /// is read by seeking to the end).
    ///
    /// # Errors
    /// The seek's [`io::Error`]; or one of kind
    /// [`InvalidData`](io::ErrorKind::InvalidData) when the length is not
    /// a multiple of 16 bytes, holding the [`BookError`]
    /// ([`BookErrorKind::Length`], offset of the entry cut short) that
    /// [`Book::new`] gives for the same bytes (`get_ref` and
    /// `downcast_ref` find it).
    pub fn new(mut source: R) -> io::Result<BookFile<R>> {
        let bytes = source.seek(SeekFrom::End(0))?;
        if bytes % ENTRY_BYTES as u64 != 0 {
            let whole = bytes - bytes % ENTRY_BYTES as u64;
            return Err(match (usize::try_from(bytes), usize::try_from(whole)) {
                (Ok(bytes), Ok(whole)) => io::Error::new(
                    io::ErrorKind::InvalidData,
                    BookError::at(BookErrorKind::Length { bytes }, whole),
                ),
                _ => io::Error::new(
                    io::ErrorKind::InvalidData,
                    std::format!(
                        "a Polyglot book is whole entries: this one is {bytes} bytes (byte {whole})"
                    ),
                ),
            });
        }
        Ok(BookFile {
            source,
            len: bytes / ENTRY_BYTES as u64,
            key_entries: Vec::new(),
            block: [0; BLOCK_ENTRIES as usize * ENTRY_BYTES],
        })
    }

    /// The number of entries in the book.
    #[inline]
    pub fn len(&self) -> u64 {
        self.len
    }

    /// True when the book has no entries.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The source, to read it otherwise; a seek moves no later lookup.
    #[inline]
    pub fn get_mut(&mut self) -> &mut R {
        &mut self.source
    }

    /// The source back.
    #[inline]
    pub fn into_inner(self) -> R {
        self.source
    }

    /// The entries of `key` read from the source, in the book's order,
    /// as a [`Book`] of their own (empty when the key is missing): every
    /// lookup of [`Book`] on it gives what it gives on the whole book.
    /// Valid until the next read.
    ///
    /// # Errors
    /// A seek's or read's [`io::Error`] (a source that shrank since
    /// [`new`](Self::new) gives [`UnexpectedEof`](io::ErrorKind::UnexpectedEof)).
    pub fn read_key(&mut self, key: u64) -> io::Result<Book<'_>> {
        // First index whose key is not below `key`, to within a block.
        let (mut low, mut high) = (0, self.len);
        while high - low > BLOCK_ENTRIES {
            let mid = low + (high - low) / 2;
            if self.key_at(mid)? < key {
                low = mid + 1;
            } else {
                high = mid;
            }
        }
        self.key_entries.clear();
        let mut at = low;
        'blocks: while at < self.len {
            let count = (self.len - at).min(BLOCK_ENTRIES) as usize;
            let block = &mut self.block[..count * ENTRY_BYTES];
            self.source.seek(SeekFrom::Start(at * ENTRY_BYTES as u64))?;
            self.source.read_exact(block)?;
            let mut rest: &[u8] = block;
            while let Some((entry, tail)) = rest.split_first_chunk::<ENTRY_BYTES>() {
                rest = tail;
                let entry_key = key_of(entry);
                if entry_key == key {
                    self.key_entries.extend_from_slice(entry);
                } else if entry_key > key {
                    break 'blocks;
                }
            }
            at += count as u64;
        }
        // Whole entries by construction: `new` cannot fail.
        Book::new(&self.key_entries).map_err(|e| io::Error::new(io::ErrorKind::InvalidData, e))
    }

    /// The entries of `key` as stored, as [`Book::entries`] gives them.
    ///
    /// # Errors
    /// As [`read_key`](Self::read_key).
    #[inline]
    pub fn entries(&mut self, key: u64) -> io::Result<Entries<'_>> {
        Ok(self.read_key(key)?.entries(key))
    }

    /// The playable entries of `position`, as [`Book::probe`] gives them.
    ///
    /// # Errors
    /// As [`read_key`](Self::read_key).
    #[inline]
    pub fn probe(&mut self, position: &Position) -> io::Result<Entries<'_>> {
        self.probe_key(POLYGLOT.key(position), CastlingConversion::of(position))
    }

    /// The playable entries of the position whose key is `key`, as
    /// [`Book::probe_key`] gives them.
    ///
    /// # Errors
    /// As [`read_key`](Self::read_key).
    #[inline]
    pub fn probe_key(&mut self, key: u64, castling: CastlingConversion) -> io::Result<Entries<'_>> {
        if key == 0 {
            // The header's key, which a probe never offers: nothing to read.
            self.key_entries.clear();
            return Ok(Book::new(&self.key_entries)
                .map_err(|e| io::Error::new(io::ErrorKind::InvalidData, e))?
                .probe_key(key, castling));
        }
        Ok(self.read_key(key)?.probe_key(key, castling))
    }

    /// The key of entry `index`, below `len`.
    fn key_at(&mut self, index: u64) -> io::Result<u64> {
        let mut key = [0; 8];
        self.source
            .seek(SeekFrom::Start(index * ENTRY_BYTES as u64))?;
        self.source.read_exact(&mut key)?;
        Ok(u64::from_be_bytes(key))
    }
}
