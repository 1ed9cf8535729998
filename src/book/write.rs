//! Writing and merging books into the caller's buffer: no `std`, no
//! allocation.

use super::{Book, BookError, ENTRY_BYTES, Entry};

/// Puts `entries` into the order `polyglot make-book` writes a book in,
/// in place: keys ascending and, within a key, weights descending (then
/// raw moves ascending, so the order is the same on every run). Entries
/// with the same key and move are first combined into one: their weights
/// add, saturating at 65,535, and so do their learn values (saturating at
/// `u32::MAX`). Returns how many entries remain, at the front of
/// `entries`; the rest of the slice is left in an unspecified order.
///
/// ```
/// use chess_tables::book::{BookMove, Entry, sort_entries};
/// let e = |key, mv, weight| Entry { key, mv: BookMove::from_raw(mv), weight, learn: 0 };
/// let mut entries = [e(9, 1, 5), e(3, 7, 1), e(3, 8, 4), e(3, 7, 2)];
/// let n = sort_entries(&mut entries);
/// assert_eq!(entries[..n], [e(3, 8, 4), e(3, 7, 3), e(9, 1, 5)]);
/// ```
#[inline]
pub fn sort_entries(entries: &mut [Entry]) -> usize {
    entries.sort_unstable_by_key(|e| (e.key, e.mv.raw()));
    let mut kept: usize = 0;
    for i in 0..entries.len() {
        let entry = entries[i];
        match kept.checked_sub(1).map(|last| &mut entries[last]) {
            Some(last) if last.key == entry.key && last.mv == entry.mv => {
                last.weight = last.weight.saturating_add(entry.weight);
                last.learn = last.learn.saturating_add(entry.learn);
            }
            _ => {
                entries[kept] = entry;
                kept += 1;
            }
        }
    }
    entries[..kept].sort_unstable_by_key(|e| (e.key, core::cmp::Reverse(e.weight), e.mv.raw()));
    kept
}

/// Writes `entries`, in their order, as a book into `out` (16 bytes an
/// entry, the Polyglot format); returns the bytes written. With
/// [`sort_entries`] first, the result is a book in `polyglot make-book`'s
/// order; a header ([`write_header`](super::write_header)) may come before
/// it in `out`'s owner.
///
/// # Errors
/// [`BookError::Unsorted`] when a key is smaller than the one before it
/// (nothing is written then), [`BookError::BufferTooSmall`] when `out`
/// holds fewer than `16 * entries.len()` bytes.
#[inline]
pub fn write_entries(entries: &[Entry], out: &mut [u8]) -> Result<usize, BookError> {
    if let Some(index) = (1..entries.len()).find(|&i| entries[i].key < entries[i - 1].key) {
        return Err(BookError::Unsorted { index });
    }
    let needed = entries.len() * ENTRY_BYTES;
    let Some(out) = out.get_mut(..needed) else {
        return Err(BookError::BufferTooSmall { needed });
    };
    for (chunk, entry) in out.chunks_exact_mut(ENTRY_BYTES).zip(entries) {
        chunk.copy_from_slice(&entry.to_bytes());
    }
    Ok(needed)
}

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
/// # Errors
/// [`BookError::BufferTooSmall`] when `out` is shorter than the two books
/// together (nothing is written then).
#[inline]
pub fn merge(first: &Book, second: &Book, out: &mut [u8]) -> Result<usize, BookError> {
    let needed = first.as_bytes().len() + second.as_bytes().len();
    if out.len() < needed {
        return Err(BookError::BufferTooSmall { needed });
    }
    let (first_header, a) = split_header(first);
    let (second_header, b) = split_header(second);
    let header = if first_header.is_empty() {
        second_header
    } else {
        first_header
    };
    out[..header.len()].copy_from_slice(header);
    let mut written = header.len();
    let mut put = |entry: Entry| {
        out[written..written + ENTRY_BYTES].copy_from_slice(&entry.to_bytes());
        written += ENTRY_BYTES;
    };
    // Indices are below the books' lengths, so `get` always finds one.
    const NONE: Entry = Entry {
        key: 0,
        mv: super::BookMove::NULL,
        weight: 0,
        learn: 0,
    };
    let entry = |book: &Book, i: usize| book.get(i).unwrap_or(NONE);
    let (mut i, mut j) = (0, 0);
    while i < a.len() || j < b.len() {
        let a_first = j == b.len() || (i < a.len() && a.key_at(i) < b.key_at(j));
        let b_first = i == a.len() || (j < b.len() && b.key_at(j) < a.key_at(i));
        if a_first {
            let end = run_end(&a, i);
            (i..end).for_each(|k| put(entry(&a, k)));
            i = end;
        } else if b_first {
            let end = run_end(&b, j);
            (j..end).for_each(|k| put(entry(&b, k)));
            j = end;
        } else {
            // The same key in both books.
            let (a_end, b_end) = (run_end(&a, i), run_end(&b, j));
            for k in i..a_end {
                let mut merged = entry(&a, k);
                let first_of_its_move = (i..k).all(|m| entry(&a, m).mv != merged.mv);
                if first_of_its_move {
                    for m in j..b_end {
                        let other = entry(&b, m);
                        if other.mv == merged.mv {
                            merged.weight = merged.weight.saturating_add(other.weight);
                        }
                    }
                }
                put(merged);
            }
            for m in j..b_end {
                let other = entry(&b, m);
                if (i..a_end).all(|k| entry(&a, k).mv != other.mv) {
                    put(other);
                }
            }
            (i, j) = (a_end, b_end);
        }
    }
    Ok(written)
}
