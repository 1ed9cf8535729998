//! Merging two books as PolyGlot's `merge-book` does: one walk over the
//! books' runs of entries (one key each), whether they lie in memory
//! ([`merge`], no `std`, no allocation) or are read from streams (the
//! `std` feature's [`merge_streams`](super::merge_streams)).

use super::entry::ENTRY_BYTES;
use super::error::{BookError, BookErrorKind};
use super::reader::Book;

/// A book split into its header entries (the key-0 entries at its start)
/// and the rest.
#[inline]
fn split_header<'a>(book: &Book<'a>) -> (&'a [u8], Book<'a>) {
    let header = book.header().map_or(0, |h| h.as_bytes().len());
    let (head, rest) = book.as_bytes().split_at(header);
    (head, Book { bytes: rest })
}

/// The end of the run of entries with the same key as entry `start`.
#[inline]
fn run_end(book: &Book, start: usize) -> usize {
    let key = book.key_at(start);
    (start..book.len())
        .find(|&i| book.key_at(i) != key)
        .unwrap_or(book.len())
}

/// The bytes of entries `start..end` of `book`.
#[inline]
fn run_bytes<'a>(book: &Book<'a>, start: usize, end: usize) -> &'a [u8] {
    book.as_bytes()
        .get(start * ENTRY_BYTES..end * ENTRY_BYTES)
        .unwrap_or(&[])
}

/// Merges two books into `out` as PolyGlot 2.0.4's `polyglot merge-book
/// -in1 first -in2 second` does (Debian's package, measured; older sources
/// behave differently), and returns the bytes written.
///
/// Both books are walked by runs of entries with the same key, lower key
/// first. A key in one book only keeps its entries. For a key in both,
/// `first`'s entries come in their order with their learn values, each
/// with the weights of every `second` entry of the same move added (to
/// the first entry of that move); then `second`'s entries of moves
/// `first` does not have, in their order. So the merge is not
/// commutative. `out` needs `first.as_bytes().len() +
/// second.as_bytes().len()` bytes (the size when no move is shared).
///
/// The result is byte for byte PolyGlot's for books without headers
/// whose summed weights fit 16 bits and in which no key comes to 500
/// entries in the result. It differs, on purpose, in three cases:
///
/// - **Weights saturate** at 65,535 instead of wrapping modulo 65,536
///   (PolyGlot turns 60,000 + 6,000 into 464, making a favourite move
///   rare).
/// - **Headers** ([`Book::header`]) are kept, not merged as moves: the
///   result starts with `first`'s header, or `second`'s when `first` has
///   none. PolyGlot adds the header entries' bytes as weights, which
///   corrupts the text.
/// - **Keys that come to 500 entries or more** are merged whole. PolyGlot
///   merges a key through a buffer of 500 entries, holding 499 of
///   `first`'s at the start, written out when full and refilled from
///   `first`: a `second` entry finds its move only among the `first`
///   entries in the buffer, or else stands alone. So a move can come twice
///   under a key, its weight split, and `first`'s entries past the
///   buffer come after some of `second`'s. A position has at most 218
///   legal moves: only books with repeated (or illegal) entries have keys
///   that long.
///
/// Time: O(n log n) for a key found in both books, n its entries in both;
/// linear for the rest. No allocation: the work is done in `out`, whose
/// bytes past the returned length, up to the two books' length, are
/// scratch afterwards (what a long shared key was sorted in); bytes past
/// that are not touched.
///
/// # Errors
/// [`BookErrorKind::BufferTooSmall`] when `out` is shorter than the two books
/// together (nothing is written then).
#[inline]
pub fn merge(first: &Book, second: &Book, out: &mut [u8]) -> Result<usize, BookError> {
    let needed = first.as_bytes().len() + second.as_bytes().len();
    if out.len() < needed {
        return Err(BookError::new(BookErrorKind::BufferTooSmall { needed }));
    }
    let (first_header, a) = split_header(first);
    let (second_header, b) = split_header(second);
    let header = if first_header.is_empty() {
        second_header
    } else {
        first_header
    };
    out[..header.len()].copy_from_slice(header);
    // Never more than the header and the entries walked so far, so the
    // runs merged next fit in `out`.
    let mut written = header.len();
    let (mut i, mut j) = (0, 0);
    while i < a.len() || j < b.len() {
        let a_key = (i < a.len()).then(|| a.key_at(i));
        let b_key = (j < b.len()).then(|| b.key_at(j));
        match (a_key, b_key) {
            (Some(x), Some(y)) if x == y => {
                let (a_end, b_end) = (run_end(&a, i), run_end(&b, j));
                let (a_run, b_run) = (run_bytes(&a, i, a_end), run_bytes(&b, j, b_end));
                written += if a_run.len() + b_run.len() <= PAIRS_UP_TO * ENTRY_BYTES {
                    merge_key_by_pairs(a_run, b_run, &mut out[written..])
                } else {
                    merge_key(x, a_run, b_run, &mut out[written..])
                };
                (i, j) = (a_end, b_end);
            }
            (Some(x), y) if y.is_none_or(|y| x < y) => {
                let end = run_end(&a, i);
                let run = run_bytes(&a, i, end);
                out[written..written + run.len()].copy_from_slice(run);
                written += run.len();
                i = end;
            }
            _ => {
                let end = run_end(&b, j);
                let run = run_bytes(&b, j, end);
                out[written..written + run.len()].copy_from_slice(run);
                written += run.len();
                j = end;
            }
        }
    }
    Ok(written)
}

/// The most entries of a key in both books together that
/// [`merge_key_by_pairs`] merges; more go to [`merge_key`]. Most positions
/// of a book have a few moves, where comparing every pair is quicker than
/// sorting.
const PAIRS_UP_TO: usize = 128;

/// [`merge_key`] by comparing entries pair by pair, without its copies and
/// sorts: O(p (p + q)) for `a`'s p and `b`'s q entries, so for short runs
/// only.
#[inline]
fn merge_key_by_pairs(a: &[u8], b: &[u8], out: &mut [u8]) -> usize {
    let mut written = 0;
    for (k, mut entry) in entries(a).enumerate() {
        let this_move = mv(&entry);
        if entries(a).take(k).all(|earlier| mv(&earlier) != this_move) {
            // The first entry of its move takes `b`'s weights.
            let sum = entries(b)
                .filter(|other| mv(other) == this_move)
                .fold(weight(&entry), |sum, other| {
                    sum.saturating_add(weight(&other))
                });
            entry[10..12].copy_from_slice(&sum.to_be_bytes());
        }
        store(out, written, &entry);
        written += 1;
    }
    for other in entries(b) {
        if entries(a).all(|entry| mv(&entry) != mv(&other)) {
            store(out, written, &other);
            written += 1;
        }
    }
    written * ENTRY_BYTES
}

/// Merges the entries of `key` from both books, `a` from the first and `b`
/// from the second (whole entries, as stored), into the front of `out`,
/// which holds at least both; returns the bytes written. The order is
/// [`merge`]'s.
///
/// In place, by sorting: `a` and `b` are copied into `out`, each entry's
/// key field (the same in all) replaced by its place, a tag: `a`'s entries
/// 0 to `a`'s count - 1, then `b`'s. Sorted by move and tag (a heapsort,
/// O(n log n)), a move's entries stand together, `a`'s first, each
/// book's in its order: the first, if `a`'s, takes the weights of `b`'s,
/// which are marked to go. Each entry then goes back to the place its tag
/// names (O(n): each entry is written once, at its place), the marked
/// ones are dropped from `b`'s part, and the key is written back.
#[inline]
fn merge_key(key: u64, a: &[u8], b: &[u8], out: &mut [u8]) -> usize {
    let records = &mut out[..a.len() + b.len()];
    records[..a.len()].copy_from_slice(a);
    records[a.len()..].copy_from_slice(b);
    let n = records.len() / ENTRY_BYTES;
    let first_of_b = a.len() / ENTRY_BYTES;
    for (place, record) in records.chunks_exact_mut(ENTRY_BYTES).enumerate() {
        record[..8].copy_from_slice(&(place as u64).to_be_bytes());
    }
    sort_records(records, |r| (mv(r), tag(r)));
    let mut start = 0;
    while start < n {
        let first = load(records, start);
        let end = (start..n)
            .find(|&k| mv(&load(records, k)) != mv(&first))
            .unwrap_or(n);
        let from_b = (start..end)
            .find(|&k| place(&load(records, k)) >= first_of_b)
            .unwrap_or(end);
        if from_b > start {
            // `a` has the move: its first entry takes `b`'s weights, and
            // `b`'s entries go.
            let mut sum = weight(&first);
            for k in from_b..end {
                let mut other = load(records, k);
                sum = sum.saturating_add(weight(&other));
                other[0] |= DROPPED;
                store(records, k, &other);
            }
            let mut first = first;
            first[10..12].copy_from_slice(&sum.to_be_bytes());
            store(records, start, &first);
        }
        start = end;
    }
    // Back to the places: the entry in hand goes to its place, taking up
    // the one there, until the one taken up belongs at `k`.
    for k in 0..n {
        let mut in_hand = load(records, k);
        loop {
            let to = place(&in_hand);
            if to == k {
                break;
            }
            let displaced = load(records, to);
            store(records, to, &in_hand);
            in_hand = displaced;
        }
        store(records, k, &in_hand);
    }
    let mut kept = first_of_b;
    for k in first_of_b..n {
        let other = load(records, k);
        if other[0] & DROPPED == 0 {
            store(records, kept, &other);
            kept += 1;
        }
    }
    let merged = &mut records[..kept * ENTRY_BYTES];
    for record in merged.chunks_exact_mut(ENTRY_BYTES) {
        record[..8].copy_from_slice(&key.to_be_bytes());
    }
    merged.len()
}

/// In [`merge_key`], the mark of an entry to drop: the top bit of its tag
/// (its first byte), which a place never sets: a slice holds at most
/// `isize::MAX` bytes, so fewer than 2^59 entries.
const DROPPED: u8 = 0x80;

/// An entry's 16 bytes, as stored.
type Record = [u8; ENTRY_BYTES];

/// Entry `index` of `records`.
#[inline]
fn load(records: &[u8], index: usize) -> Record {
    let mut record = [0; ENTRY_BYTES];
    record.copy_from_slice(&records[index * ENTRY_BYTES..(index + 1) * ENTRY_BYTES]);
    record
}

/// The entries of `records`, in order.
#[inline]
fn entries(records: &[u8]) -> impl Iterator<Item = Record> + '_ {
    (0..records.len() / ENTRY_BYTES).map(|index| load(records, index))
}

/// Writes `record` as entry `index` of `records`.
#[inline]
fn store(records: &mut [u8], index: usize, record: &Record) {
    records[index * ENTRY_BYTES..(index + 1) * ENTRY_BYTES].copy_from_slice(record);
}

/// The key field of an entry: in [`merge_key`], its tag.
#[inline]
fn tag(r: &Record) -> u64 {
    u64::from_be_bytes([r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7]])
}

/// In [`merge_key`], the place an entry's tag names, without the mark
/// [`DROPPED`].
#[inline]
fn place(r: &Record) -> usize {
    (tag(r) & !(u64::from(DROPPED) << 56)) as usize
}

/// The raw move of an entry.
#[inline]
fn mv(r: &Record) -> u16 {
    u16::from_be_bytes([r[8], r[9]])
}

/// The weight of an entry.
#[inline]
fn weight(r: &Record) -> u16 {
    u16::from_be_bytes([r[10], r[11]])
}

/// Sorts the 16-byte records of `records` by `key`, ascending: a heapsort,
/// in place, O(n log n) for n records, not stable (give every record a
/// different key). `core`'s slice sorts cannot sort the records of a byte
/// slice, and `<[u8]>::as_chunks_mut`, which would let them, is newer
/// than this crate's minimum Rust (1.88 against 1.85).
#[inline]
fn sort_records<K: Ord>(records: &mut [u8], key: impl Fn(&Record) -> K) {
    let n = records.len() / ENTRY_BYTES;
    // Moves entry `root` down the max-heap of entries 0..end to its
    // place: the larger child moves up into the hole until the entry is
    // not smaller than either child.
    let sift_down = |records: &mut [u8], root: usize, end: usize| {
        let sifted = load(records, root);
        let sifted_key = key(&sifted);
        let mut hole = root;
        loop {
            let mut child = 2 * hole + 1;
            if child >= end {
                break;
            }
            let mut larger = load(records, child);
            let mut larger_key = key(&larger);
            if child + 1 < end {
                let right = load(records, child + 1);
                let right_key = key(&right);
                if larger_key < right_key {
                    (child, larger, larger_key) = (child + 1, right, right_key);
                }
            }
            if sifted_key >= larger_key {
                break;
            }
            store(records, hole, &larger);
            hole = child;
        }
        store(records, hole, &sifted);
    };
    for root in (0..n / 2).rev() {
        sift_down(records, root, n);
    }
    for end in (1..n).rev() {
        let (top, last) = (load(records, 0), load(records, end));
        store(records, end, &top);
        store(records, 0, &last);
        sift_down(records, 0, end);
    }
}
