//! The zero-copy reader: a book borrowed from a byte slice, probed by key
//! or position.

use core::iter::FusedIterator;

use super::castling::CastlingConversion;
use super::entry::{ENTRY_BYTES, Entry};
use super::error::{BookError, BookErrorKind};
use super::header::Header;
use crate::fen::FenError;
use crate::hash::PositionKeys;
use crate::position::Position;
use chess_tables::zobrist::POLYGLOT;

/// A Polyglot opening book borrowed from a byte slice: nothing is copied or
/// allocated. See the [module documentation](super) for the format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Book<'a> {
    /// Whole entries: a multiple of [`ENTRY_BYTES`] long.
    pub(super) bytes: &'a [u8],
}

impl<'a> Book<'a> {
    /// The book in `bytes`. Does not read the entries: O(1).
    ///
    /// # Errors
    /// [`BookErrorKind::Length`] when the length is not a multiple of
    /// [`ENTRY_BYTES`]. An empty slice is a valid, empty book.
    #[inline]
    pub const fn new(bytes: &'a [u8]) -> Result<Book<'a>, BookError> {
        if bytes.len() % ENTRY_BYTES == 0 {
            Ok(Book { bytes })
        } else {
            Err(BookError::at(
                BookErrorKind::Length { bytes: bytes.len() },
                bytes.len() - bytes.len() % ENTRY_BYTES,
            ))
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
    /// [`BookErrorKind::Unsorted`] naming the first entry whose key is
    /// smaller than its predecessor's.
    #[inline]
    pub fn validate(&self) -> Result<(), BookError> {
        let mut previous = 0;
        for (index, entry) in self.iter().enumerate() {
            if entry.key < previous {
                return Err(BookError::at(
                    BookErrorKind::Unsorted { index },
                    index * ENTRY_BYTES,
                ));
            }
            previous = entry.key;
        }
        Ok(())
    }

    /// The key of entry `index`; `index` must be below `len()` (0 otherwise).
    #[inline]
    pub(super) fn key_at(&self, index: usize) -> u64 {
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
            castling: CastlingConversion::NONE,
            playable: false,
        }
    }

    /// The playable entries of `position` (hashed with [`POLYGLOT`]), in
    /// the book's order: no header entry, null move, weight-0 entry or
    /// undefined promotion (see the [module documentation](super)). Castling
    /// is converted to the king's two-square move when the position is
    /// standard chess; a position read as Chess960
    /// ([`chess_tables::castling::CastlingMode::Chess960`]) keeps king-takes-own-rook, which
    /// is how Chess960 writes castling. `probe_key(POLYGLOT.key(position),
    /// CastlingConversion::of(position))`.
    #[inline]
    pub fn probe(&self, position: &Position) -> Entries<'a> {
        self.probe_key(POLYGLOT.key(position), CastlingConversion::of(position))
    }

    /// The playable entries of the position whose Polyglot key is `key`,
    /// computed elsewhere (shakmaty's `Zobrist64` with
    /// `EnPassantMode::PseudoLegal` is the same key), as
    /// [`probe`](Self::probe) gives them: `castling` holds the board facts
    /// that decide which raw king-takes-rook moves are castling
    /// ([`CastlingConversion::from_bitboards`]), or
    /// [`CastlingConversion::NONE`] to keep castling as king-takes-rook
    /// (Chess960, cozy-chess). Key 0, the header's, finds nothing.
    ///
    /// ```
    /// use chess_tables_position::book::{Book, BookMove, CastlingConversion, Entry};
    /// use chess_tables_position::Square;
    ///
    /// // A book with one castling entry for the key k.
    /// let k = 0x0123_4567_89ab_cdef;
    /// let raw = BookMove::new(Square::E1, Square::H1, None);
    /// let bytes = Entry { key: k, mv: raw, weight: 1, learn: 0 }.to_bytes();
    /// let book = Book::new(&bytes)?;
    /// // King on e1, rook on h1, both white: castling, as the king's move.
    /// let castling = CastlingConversion::from_bitboards(Square::E1.bit(), Square::H1.bit(), !0);
    /// assert_eq!(book.probe_key(k, castling).next().unwrap().mv.to_string(), "e1g1");
    /// assert_eq!(book.probe_key(k, CastlingConversion::NONE).next().unwrap().mv, raw);
    /// # Ok::<(), chess_tables_position::book::BookError>(())
    /// ```
    #[inline]
    pub fn probe_key(&self, key: u64, castling: CastlingConversion) -> Entries<'a> {
        let mut entries = self.entries(key);
        if key == 0 {
            // The key of header entries, which hold text.
            entries.rest = &[];
        }
        entries.castling = castling;
        entries.playable = true;
        entries
    }

    /// [`probe`](Self::probe) for a FEN or EPD position, read as standard
    /// chess (`fen.parse::<Position>()`).
    ///
    /// # Errors
    /// [`FenError`] when `fen` does not parse.
    #[inline]
    pub fn probe_fen(&self, fen: &str) -> Result<Entries<'a>, FenError> {
        Ok(self.probe(&fen.parse::<Position>()?))
    }
}

/// The entries of one key, in the book's order: from [`Book::entries`] (every
/// entry, raw moves) or [`Book::probe`] and [`Book::probe_key`] (playable
/// entries, castling converted). Reads the book lazily, one entry per `next`.
#[derive(Clone, Debug)]
pub struct Entries<'a> {
    /// The book from the next entry on.
    rest: &'a [u8],
    key: u64,
    /// Which raw castling moves to give as the king's move.
    castling: CastlingConversion,
    /// Skip what is not to be played: null moves, weight 0, undefined promotions.
    playable: bool,
}

impl Entries<'_> {
    /// A weighted random choice among the remaining entries (a probe's
    /// playable entries; every entry of a raw view, see the [module
    /// documentation](super)), by [`choose_weighted`](super::choose_weighted): with
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
        super::choose_weighted(self, r, |e| e.weight)
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
        entry.mv = self.castling.to_king_move(entry.mv);
        Some(entry)
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        (0, Some(self.rest.len() / ENTRY_BYTES))
    }
}

impl FusedIterator for Entries<'_> {}
