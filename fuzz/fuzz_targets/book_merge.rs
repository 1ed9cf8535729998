//! `merge` of two arbitrary books into a caller's buffer, and
//! `sort_entries`/`write_entries` of their entries; nothing panics.
//!
//! - `merge` fails on a buffer shorter than the two books together
//!   (`BufferTooSmall`, nothing written), else writes at most that many
//!   bytes, whole entries, and nothing past the two books' length (the
//!   bytes between the result and that length are documented scratch).
//!   The result starts with
//!   the first book's header, or the second's when the first has none, and
//!   every other entry's key and move are in one of the books. When both
//!   books are sorted, the result is sorted and is exactly the documented
//!   merge (a plain model: runs of a key, the first book's entries with
//!   the second's weights of the same move added to the first entry of
//!   that move, saturating, then the second book's other moves).
//! - `sort_entries` combines entries of one key and move (weights and
//!   learn values add, saturating) and orders them by key, weight
//!   descending, raw move; `write_entries` writes them as a sorted book of
//!   16 bytes an entry, and refuses unsorted entries (naming the first,
//!   writing nothing) and a short buffer.
//!
//! The input: byte 0 is the number of entries of the first book, the
//! bytes after it the first book then the second (whole entries; a last
//! partial entry is dropped).
#![no_main]

use chess_tables_position::book::{
    Book, BookErrorKind, ENTRY_BYTES, Entry, merge, sort_entries, write_entries,
};
use libfuzzer_sys::fuzz_target;

const SENTINEL: u8 = 0xA5;

fuzz_target!(|data: &[u8]| {
    let Some((&count, rest)) = data.split_first() else {
        return;
    };
    let rest = &rest[..rest.len() - rest.len() % ENTRY_BYTES];
    let split = (usize::from(count) * ENTRY_BYTES).min(rest.len());
    let (first_bytes, second_bytes) = rest.split_at(split);
    let first = Book::new(first_bytes).expect("whole entries");
    let second = Book::new(second_bytes).expect("whole entries");
    check_merge(&first, &second);
    let mut entries: Vec<Entry> = first.iter().chain(second.iter()).collect();
    check_write(&entries);
    check_sort(&mut entries);
});

/// The header (leading key-0 entries) and the rest of a book.
fn split_header(book: &Book<'_>) -> (Vec<Entry>, Vec<Entry>) {
    let entries: Vec<Entry> = book.iter().collect();
    let count = entries.iter().take_while(|e| e.key == 0).count();
    (entries[..count].to_vec(), entries[count..].to_vec())
}

fn check_merge(first: &Book<'_>, second: &Book<'_>) {
    let needed = first.as_bytes().len() + second.as_bytes().len();
    if needed > 0 {
        let mut short = vec![SENTINEL; needed - 1];
        assert_eq!(
            merge(first, second, &mut short).map_err(|e| e.kind()),
            Err(BookErrorKind::BufferTooSmall { needed })
        );
        assert!(
            short.iter().all(|&b| b == SENTINEL),
            "merge wrote into a buffer too small"
        );
    }
    let mut out = vec![SENTINEL; needed + 2 * ENTRY_BYTES];
    let written = merge(first, second, &mut out).expect("room for both books");
    assert!(
        written <= needed && written.is_multiple_of(ENTRY_BYTES),
        "{written} of {needed} bytes"
    );
    // Between `written` and `needed` is documented scratch.
    assert!(
        out[needed..].iter().all(|&b| b == SENTINEL),
        "merge wrote past the two books' length"
    );
    let merged: Vec<Entry> = Book::new(&out[..written])
        .expect("whole entries")
        .iter()
        .collect();

    let (first_header, a) = split_header(first);
    let (second_header, b) = split_header(second);
    let header = if first_header.is_empty() {
        &second_header
    } else {
        &first_header
    };
    assert!(
        merged.starts_with(header),
        "the merge starts with the header"
    );
    let body = &merged[header.len()..];
    assert!(body.len() <= a.len() + b.len());
    for entry in body {
        let known = a
            .iter()
            .chain(&b)
            .any(|e| e.key == entry.key && e.mv == entry.mv);
        assert!(known, "{entry:?} is in neither book");
    }
    let sorted = |book: &Book<'_>| book.validate().is_ok();
    if sorted(first) && sorted(second) {
        let mut expected = header.clone();
        expected.extend(model_merge(&a, &b));
        assert_eq!(merged, expected, "the merge of two sorted books");
        assert_eq!(Book::new(&out[..written]).unwrap().validate(), Ok(()));
    }
}

/// The documented merge of two sorted books without headers.
fn model_merge(a: &[Entry], b: &[Entry]) -> Vec<Entry> {
    let mut keys: Vec<u64> = a.iter().chain(b).map(|e| e.key).collect();
    keys.sort_unstable();
    keys.dedup();
    let mut out = Vec::new();
    for key in keys {
        let ours: Vec<Entry> = a.iter().filter(|e| e.key == key).copied().collect();
        let theirs: Vec<Entry> = b.iter().filter(|e| e.key == key).copied().collect();
        for (k, entry) in ours.iter().enumerate() {
            let mut entry = *entry;
            if ours[..k].iter().all(|e| e.mv != entry.mv) {
                for other in theirs.iter().filter(|e| e.mv == entry.mv) {
                    entry.weight = entry.weight.saturating_add(other.weight);
                }
            }
            out.push(entry);
        }
        out.extend(theirs.iter().filter(|t| ours.iter().all(|e| e.mv != t.mv)));
    }
    out
}

/// `write_entries` of entries in the books' order: sorted or refused.
fn check_write(entries: &[Entry]) {
    let needed = entries.len() * ENTRY_BYTES;
    let mut out = vec![SENTINEL; needed + ENTRY_BYTES];
    match (1..entries.len()).find(|&i| entries[i].key < entries[i - 1].key) {
        Some(index) => {
            assert_eq!(
                write_entries(entries, &mut out).map_err(|e| e.kind()),
                Err(BookErrorKind::Unsorted { index })
            );
            assert!(
                out.iter().all(|&b| b == SENTINEL),
                "write_entries wrote unsorted entries"
            );
        }
        None => {
            assert_eq!(write_entries(entries, &mut out), Ok(needed));
            assert!(
                out[needed..].iter().all(|&b| b == SENTINEL),
                "wrote past its bytes"
            );
            let expected: Vec<u8> = entries.iter().flat_map(|e| e.to_bytes()).collect();
            assert_eq!(out[..needed], expected);
            if needed > 0 {
                let result = write_entries(entries, &mut out[..needed - 1]);
                assert_eq!(
                    result.map_err(|e| e.kind()),
                    Err(BookErrorKind::BufferTooSmall { needed })
                );
            }
        }
    }
}

/// `sort_entries` against a model, then `write_entries` of the result.
fn check_sort(entries: &mut [Entry]) {
    let mut expected: Vec<Entry> = Vec::new();
    for entry in entries.iter() {
        match expected
            .iter_mut()
            .find(|e| e.key == entry.key && e.mv == entry.mv)
        {
            Some(e) => {
                e.weight = e.weight.saturating_add(entry.weight);
                e.learn = e.learn.saturating_add(entry.learn);
            }
            None => expected.push(*entry),
        }
    }
    expected.sort_by_key(|e| (e.key, std::cmp::Reverse(e.weight), e.mv.raw()));
    let n = sort_entries(entries);
    assert_eq!(entries[..n], expected, "sort_entries");
    let mut out = vec![0u8; n * ENTRY_BYTES];
    assert_eq!(write_entries(&entries[..n], &mut out), Ok(n * ENTRY_BYTES));
    let book = Book::new(&out).expect("whole entries");
    assert_eq!(book.validate(), Ok(()));
    assert!(book.iter().eq(expected.iter().copied()));
}
