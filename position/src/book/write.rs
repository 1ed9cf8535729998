//! Writing books into the caller's buffer: no `std`, no allocation.

use super::entry::{ENTRY_BYTES, Entry};
use super::error::{BookError, BookErrorKind};

/// Sorts `entries` in place into a book's order: keys ascending and,
/// within a key, weights descending, then raw moves ascending. Entries
/// with the same key and move are first combined into one: their weights
/// add, saturating at 65,535, and so do their learn values (saturating at
/// `u32::MAX`). Returns how many entries remain, at the front of
/// `entries`; the rest of the slice is left in an unspecified order.
///
/// This is `polyglot make-book`'s order but for moves of equal weight:
/// make-book writes those in the order its games first played them in
/// the position, which the entries do not hold. So tied moves can come in
/// another order, and where a position's highest weight is tied, the first
/// entry, the favourite, can differ (1. d4, 1. e4, 1. Nf3 and 1. c4
/// played in that order, of weight 2 each, come d2d4 e2e4 g1f3 c2c4 from
/// make-book, g1f3 c2c4 d2d4 e2e4 here). To get make-book's order, keep
/// one entry per key and move, in the order first played, and sort them
/// with a stable sort by key and descending weight, as
/// `entries.sort_by_key(|e| (e.key, core::cmp::Reverse(e.weight)))` does
/// (it needs `alloc`).
///
/// ```
/// use chess_tables_position::book::{BookMove, Entry, sort_entries};
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
/// [`sort_entries`] first, the result is a sorted book, in `polyglot
/// make-book`'s order but for moves of equal weight; a header
/// ([`write_header`](super::write_header)) may come before it in `out`'s
/// owner.
///
/// # Errors
/// [`BookErrorKind::Unsorted`] when a key is smaller than the one before it
/// (nothing is written then), [`BookErrorKind::BufferTooSmall`] when `out`
/// holds fewer than `16 * entries.len()` bytes.
#[inline]
pub fn write_entries(entries: &[Entry], out: &mut [u8]) -> Result<usize, BookError> {
    if let Some(index) = (1..entries.len()).find(|&i| entries[i].key < entries[i - 1].key) {
        return Err(BookError::at(
            BookErrorKind::Unsorted { index },
            index * ENTRY_BYTES,
        ));
    }
    let needed = entries.len() * ENTRY_BYTES;
    let Some(out) = out.get_mut(..needed) else {
        return Err(BookError::new(BookErrorKind::BufferTooSmall { needed }));
    };
    for (chunk, entry) in out.chunks_exact_mut(ENTRY_BYTES).zip(entries) {
        chunk.copy_from_slice(&entry.to_bytes());
    }
    Ok(needed)
}
