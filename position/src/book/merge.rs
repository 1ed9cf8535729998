//! Merging two books as PolyGlot's `merge-book` does: one walk over the
//! books' runs of entries (one key each), whether they lie in memory
//! ([`merge`], no `std`, no allocation) or are read from streams (the
//! `std` feature's [`merge_streams`](super::merge_streams)).

use super::entry::ENTRY_BYTES;
use super::error::{BookError, BookErrorKind};
use super::reader::Book;

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
    let mut out = SliceOutput { out, written: 0 };
    merge_runs(
        &mut SliceInput::new(first.as_bytes()),
        &mut SliceInput::new(second.as_bytes()),
        &mut out,
        // Never called: a slice hands out every run whole.
        |_, _, _, _| Err(BookError::new(BookErrorKind::BufferTooSmall { needed })),
    )?;
    Ok(out.written)
}

/// A run of entries (all those of one key, as stored) at the front of a
/// [`MergeInput`].
pub(crate) enum Run<'a> {
    /// The run, whole.
    Whole(&'a [u8]),
    /// The run is longer than the input holds at once: it is read entry
    /// by entry ([`MergeInput::for_each_in_run`]).
    #[cfg_attr(
        not(feature = "std"),
        expect(dead_code, reason = "only a stream's runs can be too long to hold")
    )]
    Long,
}

/// A book as the merge reads it: run by run, lowest key first.
pub(crate) trait MergeInput {
    /// The error of reading.
    type Error;
    /// The key of the entry at the front, `None` at the end of the book.
    fn front_key(&mut self) -> Result<Option<u64>, Self::Error>;
    /// The run at the front, which stays there.
    fn front_run(&mut self) -> Result<Run<'_>, Self::Error>;
    /// Calls `f` on each entry of the run at the front, in order; moves
    /// past the run when `consume`, else leaves it at the front.
    fn for_each_in_run<F>(&mut self, consume: bool, f: F) -> Result<(), Self::Error>
    where
        F: FnMut(&mut Record) -> Result<(), Self::Error>;
}

/// Where the merge writes the merged book.
pub(crate) trait MergeOutput {
    /// The error of writing.
    type Error;
    /// Writes whole entries.
    fn write(&mut self, bytes: &[u8]) -> Result<(), Self::Error>;
    /// Room for `len` bytes, in which a key's entries are merged before
    /// [`commit`](Self::commit) writes the first `n` of them.
    fn scratch(&mut self, len: usize) -> &mut [u8];
    /// Writes the first `n` bytes of the [`scratch`](Self::scratch) room.
    fn commit(&mut self, n: usize) -> Result<(), Self::Error>;
}

/// The merge, on any inputs and output: `first`'s header (its key-0
/// entries at the start), or else `second`'s; then the runs in key order,
/// a key in one book copied, a key in both merged by [`merge_key_runs`]
/// or, when a run is too long to hold, by `long`.
pub(crate) fn merge_runs<A, B, O, E>(
    first: &mut A,
    second: &mut B,
    out: &mut O,
    mut long: impl FnMut(u64, &mut A, &mut B, &mut O) -> Result<(), E>,
) -> Result<(), E>
where
    A: MergeInput<Error = E>,
    B: MergeInput<Error = E>,
    O: MergeOutput<Error = E>,
{
    let first_header = first.front_key()? == Some(0);
    if first_header {
        copy_run(first, out)?;
    }
    if second.front_key()? == Some(0) {
        if first_header {
            second.for_each_in_run(true, |_| Ok(()))?;
        } else {
            copy_run(second, out)?;
        }
    }
    loop {
        match (first.front_key()?, second.front_key()?) {
            (None, None) => return Ok(()),
            (Some(x), Some(y)) if x == y => match (first.front_run()?, second.front_run()?) {
                (Run::Whole(a), Run::Whole(b)) => {
                    let n = merge_key_runs(x, a, b, out.scratch(a.len() + b.len()));
                    out.commit(n)?;
                    first.for_each_in_run(true, |_| Ok(()))?;
                    second.for_each_in_run(true, |_| Ok(()))?;
                }
                _ => long(x, first, second, out)?,
            },
            (Some(x), y) if y.is_none_or(|y| x < y) => copy_run(first, out)?,
            _ => copy_run(second, out)?,
        }
    }
}

/// Copies the run at the front of `input` to `out`.
fn copy_run<I, O, E>(input: &mut I, out: &mut O) -> Result<(), E>
where
    I: MergeInput<Error = E>,
    O: MergeOutput<Error = E>,
{
    if let Run::Whole(run) = input.front_run()? {
        out.write(run)?;
        return input.for_each_in_run(true, |_| Ok(()));
    }
    input.for_each_in_run(true, |entry| out.write(entry))
}

/// Merges one key's entries, `a` from the first book and `b` from the
/// second, into the front of `out` (at least both long); returns the
/// bytes written.
#[inline]
pub(crate) fn merge_key_runs(key: u64, a: &[u8], b: &[u8], out: &mut [u8]) -> usize {
    if a.len() + b.len() <= PAIRS_UP_TO * ENTRY_BYTES {
        merge_key_by_pairs(a, b, out)
    } else {
        merge_key(key, a, b, out)
    }
}

/// A book in memory, as a [`MergeInput`]: every run whole.
struct SliceInput<'a> {
    rest: &'a [u8],
}

impl<'a> SliceInput<'a> {
    fn new(bytes: &'a [u8]) -> SliceInput<'a> {
        SliceInput { rest: bytes }
    }

    /// The length in bytes of the run at the front.
    fn run_len(&self) -> usize {
        let Some(key) = self.rest.get(..8) else {
            return 0;
        };
        self.rest
            .chunks_exact(ENTRY_BYTES)
            .take_while(|entry| &entry[..8] == key)
            .count()
            * ENTRY_BYTES
    }
}

impl MergeInput for SliceInput<'_> {
    type Error = BookError;

    fn front_key(&mut self) -> Result<Option<u64>, BookError> {
        Ok(self
            .rest
            .first_chunk::<8>()
            .map(|key| u64::from_be_bytes(*key)))
    }

    fn front_run(&mut self) -> Result<Run<'_>, BookError> {
        Ok(Run::Whole(&self.rest[..self.run_len()]))
    }

    fn for_each_in_run<F>(&mut self, consume: bool, mut f: F) -> Result<(), BookError>
    where
        F: FnMut(&mut Record) -> Result<(), BookError>,
    {
        let (run, rest) = self.rest.split_at(self.run_len());
        for mut record in entries(run) {
            f(&mut record)?;
        }
        if consume {
            self.rest = rest;
        }
        Ok(())
    }
}

/// The caller's buffer, as a [`MergeOutput`]: it holds both books, so
/// there is always room.
struct SliceOutput<'a> {
    out: &'a mut [u8],
    written: usize,
}

impl MergeOutput for SliceOutput<'_> {
    type Error = BookError;

    fn write(&mut self, bytes: &[u8]) -> Result<(), BookError> {
        self.out[self.written..self.written + bytes.len()].copy_from_slice(bytes);
        self.written += bytes.len();
        Ok(())
    }

    fn scratch(&mut self, len: usize) -> &mut [u8] {
        &mut self.out[self.written..self.written + len]
    }

    fn commit(&mut self, n: usize) -> Result<(), BookError> {
        self.written += n;
        Ok(())
    }
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
pub(crate) type Record = [u8; ENTRY_BYTES];

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
pub(crate) fn tag(r: &Record) -> u64 {
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
pub(crate) fn mv(r: &Record) -> u16 {
    u16::from_be_bytes([r[8], r[9]])
}

/// The weight of an entry.
#[inline]
pub(crate) fn weight(r: &Record) -> u16 {
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
