//! Polyglot opening books: a zero-copy reader, a writer and a merger that
//! need neither `std` nor an allocator, so a book can sit in flash or in a
//! memory-mapped file.
//!
//! Source: the Polyglot book format by Michel Van den Bergh,
//! <http://hgm.nubati.net/book_format.html>.
//!
//! # Format
//!
//! A book is a sequence of 16-byte entries, every field big-endian:
//!
//! | bytes | field | meaning |
//! |---|---|---|
//! | 0..8 | key, `u64` | the position's Polyglot key ([`POLYGLOT`]) |
//! | 8..10 | move, `u16` | see [`BookMove`] |
//! | 10..12 | weight, `u16` | how good the move is, relative to the other moves of the position |
//! | 12..16 | learn, `u32` | learning data, 0 in books written by `polyglot make-book` |
//!
//! Entries are sorted by key, ascending, so a key's entries are adjacent and
//! found by binary search. Within one key the order is the file's order:
//! `polyglot make-book` writes a position's moves by descending weight
//! (moves of equal weight in the order its games first played them), so
//! the first entry is the book's favourite, or one of them. This reader
//! keeps the file's order and does not sort.
//!
//! # Castling
//!
//! The book encodes castling as the king taking its own rook: `e1h1`,
//! `e1a1`, `e8h8`, `e8a8`. The same raw move could be a rook or queen
//! moving from e1 to h1, so only a lookup that knows the position can
//! convert it. [`Book::probe`] and [`Book::probe_fen`] give the king's
//! two-square move (`e1g1`, `e1c1`, `e8g8`, `e8c8`) when a king stands on
//! e1 (e8) and a rook of the same color on the target square h1 or a1 (h8
//! or a8), and the raw move has no promotion. [`Book::entries`], which
//! knows only a key, gives raw moves.
//!
//! # What a probe offers, and the raw view
//!
//! Books in the wild hold more than moves to play. [`Book::probe`],
//! [`Book::probe_fen`] and their [`Entries::choose`] offer only playable
//! entries, as PolyGlot's own reader does:
//!
//! - **Header entries** (key 0) hold text, not moves (the `pgheader`
//!   layout, see [`Book::header`]): a probe of key 0 finds nothing.
//! - **Null moves** (raw move 0, `a1a1`) are skipped (the format's
//!   description; PolyGlot filters them).
//! - **Deleted entries** (weight 0) are skipped: they must not be played
//!   (python-chess's default `minimum_weight=1`; PolyGlot never picks
//!   them). So a probe's first entry is the book's favourite.
//! - **Undefined promotion codes** (6, 7) are skipped; code 5, a
//!   promotion to king in antichess books, is kept ([`BookMove`]).
//!
//! The raw view keeps every entry as stored: [`Book::entries`] (one key,
//! header and null entries included) and [`Book::iter`] (the whole book).
//! [`Entries::choose`] on a raw view picks among all its entries by
//! weight, so it can pick a null move of non-zero weight; use a probe to
//! choose a move to play.
//!
//! # Writing and merging
//!
//! [`sort_entries`] puts entries into a book's order (`polyglot
//! make-book`'s but for moves of equal weight, which it orders by raw move)
//! and combines duplicates, [`write_entries`] writes them into a buffer,
//! [`write_header`] writes a pgheader header before them, and [`merge`]
//! merges two books as `polyglot merge-book` does (but with saturating
//! weights, headers kept and keys of 500 entries or more merged whole). All
//! work in the caller's buffers, without allocation.
//!
//! ```
//! use chess_tables_position::book::{Book, BookMove, Entry, merge, sort_entries, write_entries};
//! use chess_tables_position::{PositionKeys, Square, zobrist::POLYGLOT};
//!
//! let start = POLYGLOT.hash_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")?;
//! let e4 = BookMove::new(Square::E2, Square::E4, None);
//! let d4 = BookMove::new(Square::D2, Square::D4, None);
//! let entry = |mv, weight| Entry { key: start, mv, weight, learn: 0 };
//!
//! let mut entries = [entry(d4, 1), entry(e4, 2), entry(d4, 2)];
//! let n = sort_entries(&mut entries); // d4 combined: weight 3, first
//! let mut mine = [0u8; 64];
//! let mine_len = write_entries(&entries[..n], &mut mine)?;
//! let mine = Book::new(&mine[..mine_len])?;
//!
//! let theirs_bytes = entry(e4, 5).to_bytes();
//! let theirs = Book::new(&theirs_bytes)?;
//! let mut merged = [0u8; 64];
//! let merged_len = merge(&mine, &theirs, &mut merged)?;
//! let merged = Book::new(&merged[..merged_len])?;
//! let weights: Vec<_> = merged.entries(start).map(|e| (e.mv.to_string(), e.weight)).collect();
//! assert_eq!(weights, [("d2d4".to_string(), 3), ("e2e4".to_string(), 7)]);
//! # Ok::<(), Box<dyn core::error::Error>>(())
//! ```
//!
//! # Corrupt books
//!
//! [`Book::new`] rejects a length that is not a multiple of 16 bytes.
//! Order is not checked up front (that would read the whole book);
//! [`Book::validate`] checks it on request. No lookup panics on a corrupt
//! book: in an unsorted book a binary search may miss entries, nothing
//! worse.
//!
//! ```
//! use chess_tables_position::book::Book;
//!
//! // One entry: the start position, 1. e4 (e2 = 12, e4 = 28), weight 7.
//! let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
//! let mut bytes = [0u8; 16];
//! bytes[..8].copy_from_slice(&0x463b96181691fc9c_u64.to_be_bytes());
//! bytes[8..10].copy_from_slice(&((12u16 << 6) | 28).to_be_bytes());
//! bytes[10..12].copy_from_slice(&7u16.to_be_bytes());
//!
//! let book = Book::new(&bytes)?;
//! let entry = book.probe_fen(start)?.next().unwrap();
//! assert_eq!(entry.weight, 7);
//! assert_eq!(format!("{}", entry.mv), "e2e4");
//! # Ok::<(), Box<dyn core::error::Error>>(())
//! ```

mod entry;
mod header;
mod write;

pub use entry::{BookMove, Entry};
pub use header::{Header, HeaderBytes, HeaderError, PgHeader, header_bytes, write_header};
pub use write::{merge, sort_entries, write_entries};

use core::fmt;
use core::iter::FusedIterator;

use crate::fen::FenError;
use crate::hash::PositionKeys;
use crate::position::Position;
use chess_tables::Piece;
use chess_tables::Square;
use chess_tables::zobrist::POLYGLOT;

/// Bytes per book entry.
pub const ENTRY_BYTES: usize = 16;

/// Why a byte slice is not a usable Polyglot book.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum BookError {
    /// The length is not a multiple of [`ENTRY_BYTES`] (a truncated or
    /// padded file). From [`Book::new`].
    Length {
        /// The slice's length in bytes.
        bytes: usize,
    },
    /// Entry `index` (0-based) has a smaller key than the entry before it.
    /// From [`Book::validate`] and [`write_entries`].
    Unsorted {
        /// Index of the first entry out of order.
        index: usize,
    },
    /// A move's promotion code (bits 12-14) is 6 or 7, which the format
    /// does not define. From [`BookMove::promotion`].
    InvalidPromotion {
        /// The code, 6 or 7.
        code: u8,
    },
    /// The caller's output buffer holds fewer than `needed` bytes. From
    /// [`write_entries`] and [`merge`].
    BufferTooSmall {
        /// The bytes needed.
        needed: usize,
    },
}

impl fmt::Display for BookError {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BookError::Length { bytes } => write!(
                f,
                "a Polyglot book is a multiple of {ENTRY_BYTES} bytes long, this one is {bytes} bytes \
                 ({} left over)",
                bytes % ENTRY_BYTES
            ),
            BookError::Unsorted { index } => write!(
                f,
                "book entry {index} has a smaller key than the entry before it: \
                 the book is not sorted by key"
            ),
            BookError::InvalidPromotion { code } => write!(
                f,
                "book move with promotion code {code}: the format defines 0 (none) to 5 (king)"
            ),
            BookError::BufferTooSmall { needed } => {
                write!(f, "the output buffer needs {needed} bytes")
            }
        }
    }
}

impl core::error::Error for BookError {}

/// A Polyglot opening book borrowed from a byte slice: nothing is copied or
/// allocated. See the [module documentation](self) for the format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Book<'a> {
    bytes: &'a [u8],
}

impl<'a> Book<'a> {
    /// The book in `bytes`. Does not read the entries: O(1).
    ///
    /// # Errors
    /// [`BookError::Length`] when the length is not a multiple of
    /// [`ENTRY_BYTES`]. An empty slice is a valid, empty book.
    #[inline]
    pub const fn new(bytes: &'a [u8]) -> Result<Book<'a>, BookError> {
        if bytes.len() % ENTRY_BYTES == 0 {
            Ok(Book { bytes })
        } else {
            Err(BookError::Length { bytes: bytes.len() })
        }
    }

    /// The bytes the book reads.
    #[inline]
    pub const fn as_bytes(&self) -> &'a [u8] {
        self.bytes
    }

    /// Number of entries (the length in bytes / 16).
    #[inline]
    pub const fn len(&self) -> usize {
        self.bytes.len() / ENTRY_BYTES
    }

    /// True when the book has no entries.
    #[inline]
    pub const fn is_empty(&self) -> bool {
        self.bytes.is_empty()
    }

    /// Entry `index` (0-based, in file order), or `None` past the end.
    #[inline]
    pub fn get(&self, index: usize) -> Option<Entry> {
        let start = index.checked_mul(ENTRY_BYTES)?;
        let bytes = self.bytes.get(start..start.checked_add(ENTRY_BYTES)?)?;
        bytes.try_into().ok().map(Entry::from_bytes)
    }

    /// Every entry in file order (raw moves).
    #[inline]
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = Entry> + ExactSizeIterator + 'a {
        self.bytes.chunks_exact(ENTRY_BYTES).map(|chunk| {
            let mut bytes = [0; ENTRY_BYTES];
            bytes.copy_from_slice(chunk);
            Entry::from_bytes(&bytes)
        })
    }

    /// The header entries at the start of the book (key 0), if any: see
    /// [`Header`] for their text in the pgheader layout.
    #[inline]
    pub fn header(&self) -> Option<Header<'a>> {
        let count = self
            .bytes
            .chunks_exact(ENTRY_BYTES)
            .take_while(|entry| entry[..8] == [0; 8])
            .count();
        (count > 0).then(|| Header::new(&self.bytes[..count * ENTRY_BYTES]))
    }

    /// Checks that the keys never decrease; reads the whole book, O(n).
    /// Equal keys may follow each other in any order of moves and weights.
    ///
    /// # Errors
    /// [`BookError::Unsorted`] naming the first entry whose key is smaller
    /// than its predecessor's.
    #[inline]
    pub fn validate(&self) -> Result<(), BookError> {
        let mut previous = 0;
        for (index, entry) in self.iter().enumerate() {
            if entry.key < previous {
                return Err(BookError::Unsorted { index });
            }
            previous = entry.key;
        }
        Ok(())
    }

    /// The key of entry `index`; `index` must be below `len()` (0 otherwise).
    #[inline]
    fn key_at(&self, index: usize) -> u64 {
        let start = index * ENTRY_BYTES;
        match self.bytes.get(start..start + 8) {
            Some(b) => u64::from_be_bytes([b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]]),
            None => 0,
        }
    }

    /// The entries of `key` as stored (the raw view: null moves, weight-0
    /// entries and, for key 0, header entries included), in the book's
    /// order (by descending weight in books written by `polyglot
    /// make-book`), with raw moves: castling is king-takes-rook, `e1h1`.
    /// Binary search, O(log n) to the first entry; empty when the key is
    /// missing.
    #[inline]
    pub fn entries(&self, key: u64) -> Entries<'a> {
        // First index whose key is not below `key`.
        let (mut low, mut high) = (0, self.len());
        while low < high {
            let mid = low + (high - low) / 2;
            if self.key_at(mid) < key {
                low = mid + 1;
            } else {
                high = mid;
            }
        }
        Entries {
            rest: self.bytes.get(low * ENTRY_BYTES..).unwrap_or(&[]),
            key,
            castling: 0,
            playable: false,
        }
    }

    /// The playable entries of `position` (hashed with [`POLYGLOT`]), in
    /// the book's order: no header entry, null move, weight-0 entry or
    /// undefined promotion (see the [module documentation](self)). Castling
    /// is converted to the king's two-square move when the position is
    /// standard chess; a position read as Chess960
    /// ([`chess_tables::castling::CastlingMode::Chess960`]) keeps king-takes-own-rook, which
    /// is how Chess960 writes castling.
    #[inline]
    pub fn probe(&self, position: &Position) -> Entries<'a> {
        let key = POLYGLOT.hash(position);
        let mut entries = self.entries(key);
        if key == 0 {
            // The key of header entries, which hold text.
            entries.rest = &[];
        }
        entries.castling = castling_conversions(position);
        entries.playable = true;
        entries
    }

    /// [`probe`](Self::probe) for a FEN or EPD position, read as standard
    /// chess ([`Position::from_fen`]).
    ///
    /// # Errors
    /// [`FenError`] when `fen` does not parse.
    #[inline]
    pub fn probe_fen(&self, fen: &str) -> Result<Entries<'a>, FenError> {
        Ok(self.probe(&Position::from_fen(fen)?))
    }
}

/// The castling conversions `position` allows, bit per raw move:
/// 1 e1h1, 2 e1a1, 4 e8h8, 8 e8a8.
#[inline]
fn castling_conversions(position: &Position) -> u8 {
    if let chess_tables::castling::CastlingMode::Chess960 = position.castling_mode() {
        return 0;
    }
    let at = |sq: Square, piece: Piece| position.piece_at(sq) == Some(piece);
    let mut bits = 0;
    if at(Square::E1, Piece::WhiteKing) {
        bits |= u8::from(at(Square::H1, Piece::WhiteRook));
        bits |= u8::from(at(Square::A1, Piece::WhiteRook)) << 1;
    }
    if at(Square::E8, Piece::BlackKing) {
        bits |= u8::from(at(Square::H8, Piece::BlackRook)) << 2;
        bits |= u8::from(at(Square::A8, Piece::BlackRook)) << 3;
    }
    bits
}

/// The raw castling moves and their conversions, in the bit order of
/// [`castling_conversions`].
const CASTLING: [(BookMove, BookMove); 4] = [
    (
        BookMove::new(Square::E1, Square::H1, None),
        BookMove::new(Square::E1, Square::G1, None),
    ),
    (
        BookMove::new(Square::E1, Square::A1, None),
        BookMove::new(Square::E1, Square::C1, None),
    ),
    (
        BookMove::new(Square::E8, Square::H8, None),
        BookMove::new(Square::E8, Square::G8, None),
    ),
    (
        BookMove::new(Square::E8, Square::A8, None),
        BookMove::new(Square::E8, Square::C8, None),
    ),
];

/// The entries of one key, in the book's order: from [`Book::entries`] (every
/// entry, raw moves) or [`Book::probe`] (playable entries, castling
/// converted). Reads the book lazily, one entry per `next`.
#[derive(Clone, Debug)]
pub struct Entries<'a> {
    /// The book from the next entry on.
    rest: &'a [u8],
    key: u64,
    /// Castling conversions (bits, see `castling_conversions`).
    castling: u8,
    /// Skip what is not to be played: null moves, weight 0, undefined promotions.
    playable: bool,
}

impl Entries<'_> {
    /// A weighted random choice among the remaining entries (a probe's
    /// playable entries; every entry of a raw view, see the [module
    /// documentation](self)): with
    /// `total` the sum of their weights, the entry at which the running
    /// sum of weights first exceeds `r % total`. So each entry is chosen
    /// with probability weight / total when `r` is uniform over `u32`
    /// (up to a bias below total / 2^32 from the modulo). Entries of weight
    /// 0 are never chosen; `None` when there are no entries or all weigh 0.
    ///
    /// The caller brings the random number: no random generator is built in.
    ///
    /// ```
    /// # use chess_tables_position::book::{Book, Entry, BookMove};
    /// # let e = |mv, weight| Entry { key: 5, mv: BookMove::from_raw(mv), weight, learn: 0 }.to_bytes();
    /// let bytes = [e(1, 3), e(2, 1)].concat(); // weights 3 and 1
    /// let book = Book::new(&bytes).unwrap();
    /// let pick = |r| book.entries(5).choose(r).unwrap().mv.raw();
    /// assert_eq!([pick(0), pick(1), pick(2), pick(3), pick(4)], [1, 1, 1, 2, 1]);
    /// ```
    #[inline]
    pub fn choose(self, r: u32) -> Option<Entry> {
        let total: u64 = self.clone().map(|e| u64::from(e.weight)).sum();
        if total == 0 {
            return None;
        }
        let target = u64::from(r) % total;
        let mut sum = 0;
        self.into_iter().find(|e| {
            sum += u64::from(e.weight);
            sum > target
        })
    }
}

impl Iterator for Entries<'_> {
    type Item = Entry;

    #[inline]
    fn next(&mut self) -> Option<Entry> {
        let mut entry = loop {
            let (head, tail) = self.rest.split_first_chunk::<ENTRY_BYTES>()?;
            let entry = Entry::from_bytes(head);
            if entry.key != self.key {
                self.rest = &[];
                return None;
            }
            self.rest = tail;
            if !self.playable || (entry.weight != 0 && entry.mv.is_playable()) {
                break entry;
            }
        };
        // Bit 15 is no part of a move (the format uses 15 bits); python-chess
        // ignores it too when it converts castling.
        let mv = entry.mv.raw() & 0x7FFF;
        for (bit, (raw, king_move)) in CASTLING.iter().enumerate() {
            if self.castling & (1 << bit) != 0 && mv == raw.raw() {
                entry.mv = *king_move;
            }
        }
        Some(entry)
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        (0, Some(self.rest.len() / ENTRY_BYTES))
    }
}

impl FusedIterator for Entries<'_> {}
