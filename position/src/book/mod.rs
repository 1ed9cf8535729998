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
//! or a8), and the raw move has no promotion. [`Book::probe_key`] does the
//! same for a key computed elsewhere, with the board facts that decide it
//! ([`CastlingConversion`]), which also turns one form into the other
//! (king-takes-rook is what Chess960 programs and cozy-chess use).
//! [`Book::entries`], which knows only a key, gives raw moves.
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
//! let start = POLYGLOT.fen_key("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")?;
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
//! # Books larger than memory
//!
//! With the `std` feature, `merge_streams` merges two books from streams
//! in at most 2.2 MiB and `BookFile` probes a book file where it lies,
//! holding one key's entries at a time (the [books
//! guide](crate::guide::books#books-larger-than-memory) measures both
//! against PolyGlot).
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

mod castling;
mod choice;
#[cfg(feature = "cozy-chess-0_3")]
pub(crate) mod cozy;
mod entry;
mod error;
#[cfg(feature = "std")]
mod file;
mod header;
mod merge;
mod reader;
#[cfg(feature = "std")]
mod stream;
mod write;

pub use castling::CastlingConversion;
pub use choice::choose_weighted;
#[cfg(feature = "cozy-chess-0_3")]
#[cfg_attr(docsrs, doc(cfg(feature = "cozy-chess-0_3")))]
pub use cozy::{CozyBoard, CozyEntries};
pub use entry::{BookMove, ENTRY_BYTES, Entry};
pub use error::{BookError, BookErrorKind};
#[cfg(feature = "std")]
#[cfg_attr(docsrs, doc(cfg(feature = "std")))]
pub use file::BookFile;
pub use header::{Header, HeaderText, PgHeader, header_size, write_header};
pub use merge::merge;
pub use reader::{Book, Entries};
#[cfg(feature = "std")]
#[cfg_attr(docsrs, doc(cfg(feature = "std")))]
pub use stream::{MERGE_BUFFER_BYTES, MergeError, MergeErrorKind, MergeStream, merge_streams};
pub use write::{sort_entries, write_entries};

#[cfg(doc)]
use chess_tables::zobrist::POLYGLOT;
