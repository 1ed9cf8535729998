//! `merge_streams` (feature `std`) on bad books and failing streams: each
//! error names the stream and the byte. Its merges themselves are checked
//! against `merge`, PolyGlot and the model in `book_wild.rs`.

use chess_tables_position::book::{BookMove, Entry, MergeErrorKind, MergeStream, merge_streams};
use std::io::{self, Cursor, Write};

fn book(keys: &[u64]) -> Vec<u8> {
    keys.iter()
        .flat_map(|&key| {
            Entry {
                key,
                mv: BookMove::from_raw(0x031c),
                weight: 1,
                learn: 0,
            }
            .to_bytes()
        })
        .collect()
}

#[test]
fn a_book_cut_inside_an_entry_is_an_error_at_that_entry() {
    let mut cut = book(&[1, 2, 3]);
    cut.truncate(40);
    let error = merge_streams(Cursor::new(&cut), Cursor::new(book(&[2])), io::sink()).unwrap_err();
    assert_eq!((error.stream(), error.offset()), (MergeStream::First, 32));
    assert!(matches!(error.kind(), MergeErrorKind::Length));
    assert_eq!(
        error.to_string(),
        "the first book, byte 32: the book ends inside an entry (a Polyglot book is whole 16-byte entries)"
    );
    let error =
        merge_streams(Cursor::new(book(&[2])), Cursor::new(&cut[..5]), io::sink()).unwrap_err();
    assert_eq!((error.stream(), error.offset()), (MergeStream::Second, 0));
    assert_eq!(io::Error::from(error).kind(), io::ErrorKind::InvalidData);
}

#[test]
fn an_unsorted_book_is_an_error_at_the_entry_out_of_order() {
    let unsorted = book(&[1, 5, 5, 4, 9]);
    let error = merge_streams(
        Cursor::new(book(&[2, 3])),
        Cursor::new(&unsorted),
        io::sink(),
    )
    .unwrap_err();
    assert_eq!((error.stream(), error.offset()), (MergeStream::Second, 48));
    assert!(matches!(error.kind(), MergeErrorKind::Unsorted));
    assert_eq!(
        error.to_string(),
        "the second book, byte 48: the key is smaller than the one before it: the book is not sorted by key"
    );
    let error =
        merge_streams(Cursor::new(&unsorted), Cursor::new(book(&[5])), io::sink()).unwrap_err();
    assert_eq!((error.stream(), error.offset()), (MergeStream::First, 48));
}

/// A writer that takes `room` bytes and then fails.
struct Full {
    room: usize,
}

impl Write for Full {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        if self.room == 0 {
            return Err(io::Error::new(io::ErrorKind::StorageFull, "no space left"));
        }
        let n = bytes.len().min(self.room);
        self.room -= n;
        Ok(n)
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

#[test]
fn a_failing_writer_is_an_error_of_the_merged_book() {
    let keys: Vec<u64> = (1..=10_000).collect();
    let error = merge_streams(
        Cursor::new(book(&keys)),
        Cursor::new(book(&[])),
        Full { room: 100_000 },
    )
    .unwrap_err();
    assert_eq!(error.stream(), MergeStream::Out);
    assert!(
        matches!(error.kind(), MergeErrorKind::Io(e) if e.kind() == io::ErrorKind::StorageFull)
    );
    // The merged book's length when the write failed: the output buffer's
    // 64 KiB at most past what reached the writer.
    assert!(
        (100_000..=100_000 + 64 * 1024).contains(&error.offset()),
        "{}",
        error.offset()
    );
    assert_eq!(io::Error::from(error).kind(), io::ErrorKind::StorageFull);
}

#[test]
fn empty_books_merge_to_nothing_and_books_start_where_the_stream_is() {
    let mut out = Vec::new();
    assert_eq!(
        merge_streams(Cursor::new([]), Cursor::new([]), &mut out).unwrap(),
        0
    );
    assert!(out.is_empty());
    // A stream positioned past a prefix: the book starts there, and an
    // error's offset counts from the stream's start.
    let mut prefixed = vec![0xAA; 7];
    prefixed.extend(book(&[3, 1]));
    let mut first = Cursor::new(&prefixed);
    first.set_position(7);
    let error = merge_streams(first, Cursor::new(book(&[2])), io::sink()).unwrap_err();
    assert_eq!(
        (error.stream(), error.offset()),
        (MergeStream::First, 7 + 16)
    );
}
