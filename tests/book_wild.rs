//! Polyglot books as they are in the wild (pgheader headers, null moves,
//! deleted entries, king promotions), books this crate writes, and books it
//! merges, against the real tools: python-chess 1.11.2's
//! `chess.polyglot.open_reader` and PolyGlot 2.0.4's `merge-book`
//! (`scripts/book-data.py` made the data, `scripts/check-book.sh`
//! regenerates and compares it with the real tools).

use chess_tables::book::{
    Book, BookError, BookMove, ENTRY_BYTES, Entry, HeaderError, header_bytes, merge, sort_entries,
    write_entries, write_header,
};
use chess_tables::{Promotion, Square};

fn entry(key: u64, mv: u16, weight: u16, learn: u32) -> Entry {
    Entry {
        key,
        mv: BookMove::from_raw(mv),
        weight,
        learn,
    }
}

fn bytes(entries: &[Entry]) -> Vec<u8> {
    entries.iter().flat_map(Entry::to_bytes).collect()
}

fn merged(first: &[u8], second: &[u8]) -> Vec<u8> {
    let (a, b) = (Book::new(first).unwrap(), Book::new(second).unwrap());
    let mut out = vec![0; first.len() + second.len()];
    let n = merge(&a, &b, &mut out).unwrap();
    out.truncate(n);
    out
}

/// The pgheader layout, written as `pgheader` writes it: the text
/// `@PG@\n1.0\n3\n2\nnormal\nsuicide\n<comment>` and a NUL in 8-byte
/// pieces, each the second half of an entry with key 0.
#[test]
fn headers_are_written_and_read_in_the_pgheader_layout() {
    let comment = "chess-tables test\nsecond line";
    let variants = ["normal", "suicide"];
    let mut out = [0xAAu8; 256];
    let n = write_header(&variants, comment, &mut out).unwrap();
    let text = format!("@PG@\n1.0\n3\n2\nnormal\nsuicide\n{comment}\0");
    assert_eq!(n, text.len().div_ceil(8) * 16);
    assert_eq!(n, header_bytes(&variants, comment));
    for (i, chunk) in out[..n].chunks(16).enumerate() {
        assert_eq!(chunk[..8], [0; 8], "entry {i} has key 0");
        let piece: Vec<u8> = text.bytes().skip(8 * i).take(8).collect();
        assert_eq!(chunk[8..8 + piece.len()], piece[..]);
        assert!(chunk[8 + piece.len()..].iter().all(|&b| b == 0));
    }
    // A move after the header.
    let mut book = out[..n].to_vec();
    book.extend(entry(7, 0x0101, 3, 0).to_bytes());
    let book = Book::new(&book).unwrap();
    let header = book.header().unwrap();
    assert_eq!(header.entries(), n / 16);
    assert_eq!(
        header.bytes().collect::<Vec<u8>>(),
        text.trim_end_matches('\0').as_bytes()
    );
    let mut buf = [0u8; 128];
    let parsed = header.parse(&mut buf).unwrap();
    assert_eq!(parsed.version(), "1.0");
    assert_eq!(parsed.variants().collect::<Vec<_>>(), variants);
    assert_eq!(parsed.comment(), comment);
    // Too small a buffer, names its need.
    let mut small = [0u8; 10];
    assert_eq!(
        header.parse(&mut small),
        Err(HeaderError::BufferTooSmall {
            needed: text.len() - 1
        })
    );
    // No variants, as pgheader writes them; bad names and comments.
    let n = write_header(&[], "", &mut out).unwrap();
    let empty = Book::new(&out[..n]).unwrap();
    let parsed = empty.header().unwrap().parse(&mut buf).unwrap();
    assert_eq!((parsed.variants().count(), parsed.comment()), (0, ""));
    assert_eq!(
        write_header(&["normal", "Crazy"], "", &mut out),
        Err(HeaderError::BadVariant { index: 1 })
    );
    assert_eq!(
        write_header(&["two words"], "", &mut out),
        Err(HeaderError::BadVariant { index: 0 })
    );
    assert_eq!(
        write_header(&["normal"], "a\0b", &mut out),
        Err(HeaderError::BadComment)
    );
    assert_eq!(
        write_header(&["normal"], "", &mut [0u8; 16]),
        Err(HeaderError::BufferTooSmall { needed: 48 })
    );
    // Key-0 entries that are not a pgheader text.
    let junk = bytes(&[entry(0, 0x4142, 0x4344, 0)]);
    let junk = Book::new(&junk).unwrap();
    assert_eq!(
        junk.header().unwrap().parse(&mut buf),
        Err(HeaderError::NotPgHeader)
    );
    assert!(
        Book::new(&bytes(&[entry(1, 1, 1, 0)]))
            .unwrap()
            .header()
            .is_none()
    );
}

/// A probe offers playable entries only; the raw view keeps everything.
#[test]
fn probes_skip_headers_null_moves_and_deleted_entries() {
    let key = 0x463b96181691fc9c; // the start position
    let e2e4 = BookMove::new(Square::E2, Square::E4, None).raw();
    let d2d4 = BookMove::new(Square::D2, Square::D4, None).raw();
    let mut header = [0u8; 64];
    let n = write_header(&["normal"], "x", &mut header).unwrap();
    let mut book = header[..n].to_vec();
    book.extend(bytes(&[
        entry(key, d2d4, 0, 0), // deleted, and first
        entry(key, 0, 2, 0),    // a null move with 2/3 of the weight
        entry(key, e2e4, 1, 0),
        entry(key, (6 << 12) | e2e4, 5, 0), // undefined promotion code
    ]));
    let book = Book::new(&book).unwrap();
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let probed: Vec<String> = book
        .probe_fen(start)
        .unwrap()
        .map(|e| e.mv.to_string())
        .collect();
    assert_eq!(probed, ["e2e4"]);
    for r in [0, 1, 2, u32::MAX] {
        assert_eq!(
            book.probe_fen(start).unwrap().choose(r).unwrap().mv.raw(),
            e2e4
        );
    }
    // The raw view: all four, and choose among them by weight.
    assert_eq!(book.entries(key).count(), 4);
    let chosen: Vec<u16> = (0..8)
        .map(|r| book.entries(key).choose(r).unwrap().mv.raw())
        .collect();
    assert_eq!(
        chosen,
        [
            0,
            0,
            e2e4,
            (6 << 12) | e2e4,
            (6 << 12) | e2e4,
            (6 << 12) | e2e4,
            (6 << 12) | e2e4,
            (6 << 12) | e2e4
        ]
    );
    // Key 0 holds the header's entries, never moves.
    assert_eq!(book.entries(0).count(), n / 16);
    assert_eq!(book.iter().count(), n / 16 + 4);
}

/// `sort_entries` and `write_entries`: `polyglot make-book`'s order, and
/// entries of the same key and move combined by adding (saturating).
#[test]
fn books_are_written_in_make_book_order_with_duplicates_combined() {
    let mut entries = vec![
        entry(9, 0x0101, 5, 1),
        entry(3, 0x0707, 1, 2),
        entry(3, 0x0808, 4, 0),
        entry(3, 0x0707, 2, 3),
        entry(9, 0x0202, 5, 0),
        entry(9, 0x0303, 40000, 0),
        entry(9, 0x0303, 30000, u32::MAX),
    ];
    let n = sort_entries(&mut entries);
    assert_eq!(
        entries[..n],
        [
            entry(3, 0x0808, 4, 0),
            entry(3, 0x0707, 3, 5),
            entry(9, 0x0303, 65535, u32::MAX),
            entry(9, 0x0101, 5, 1),
            entry(9, 0x0202, 5, 0),
        ]
    );
    let mut out = vec![0; n * ENTRY_BYTES];
    assert_eq!(write_entries(&entries[..n], &mut out), Ok(n * ENTRY_BYTES));
    assert_eq!(out, bytes(&entries[..n]));
    let book = Book::new(&out).unwrap();
    assert_eq!(book.validate(), Ok(()));
    assert_eq!(
        write_entries(&entries[..n], &mut out[..16]),
        Err(BookError::BufferTooSmall { needed: n * 16 })
    );
    assert_eq!(
        write_entries(&[entry(2, 1, 1, 0), entry(1, 1, 1, 0)], &mut out),
        Err(BookError::Unsorted { index: 1 })
    );
    assert_eq!(sort_entries(&mut []), 0);
    // A king promotion writes code 5.
    let mv = BookMove::new(Square::E7, Square::E8, Some(Promotion::King));
    assert_eq!(mv.raw() >> 12, 5);
    assert_eq!(mv.to_string(), "e7e8k");
}

/// Where the merge differs from PolyGlot 2.0.4 on purpose: weights
/// saturate instead of wrapping, and headers are kept, not summed.
#[test]
fn merges_saturate_and_keep_headers() {
    let a = bytes(&[entry(5, 0x0101, 60000, 1), entry(6, 0x0202, 3, 0)]);
    let b = bytes(&[entry(5, 0x0101, 6000, 9), entry(5, 0x0303, 7, 8)]);
    assert_eq!(
        merged(&a, &b),
        bytes(&[
            entry(5, 0x0101, 65535, 1), // PolyGlot: 464
            entry(5, 0x0303, 7, 8),
            entry(6, 0x0202, 3, 0),
        ])
    );
    let mut header = [0u8; 64];
    let n = write_header(&["suicide"], "first", &mut header).unwrap();
    let with_header = [&header[..n], &a[..]].concat();
    let mut other = [0u8; 64];
    let m = write_header(&["normal"], "second", &mut other).unwrap();
    let b_with_header = [&other[..m], &b[..]].concat();
    // The first book's header; the second's when the first has none.
    let both = merged(&with_header, &b_with_header);
    assert_eq!(both[..n], header[..n]);
    assert_eq!(both[n..], merged(&a, &b)[..]);
    let second_only = merged(&a, &b_with_header);
    assert_eq!(second_only[..m], other[..m]);
    let mut buf = [0u8; 64];
    let merged_book = Book::new(&both).unwrap();
    assert_eq!(
        merged_book
            .header()
            .unwrap()
            .parse(&mut buf)
            .unwrap()
            .comment(),
        "first"
    );
    // Too small an output buffer.
    let (ab, bb) = (Book::new(&a).unwrap(), Book::new(&b).unwrap());
    assert_eq!(
        merge(&ab, &bb, &mut [0u8; 16]),
        Err(BookError::BufferTooSmall { needed: 64 })
    );
}

/// An entry as raw move, weight and learn.
type RawEntry = (u16, u16, u32);

/// `entries(key)` equals python-chess's `find_all(key, minimum_weight=0)`
/// for every key of the wild book, header key 0 included; with weight-0
/// entries left out, `find_all(key)` (its default `minimum_weight=1`). A
/// probe leaves out null moves and undefined promotions too, as PolyGlot
/// does and python-chess does not.
#[test]
fn the_wild_book_reads_as_python_chess_reads_it() {
    let book = Book::new(include_bytes!("data/book-wild.bin")).unwrap();
    let mut expected: std::collections::BTreeMap<(u64, u8), Vec<RawEntry>> = Default::default();
    for line in include_str!("data/book-wild-expected.tsv").lines() {
        if line.starts_with('#') {
            continue;
        }
        let f: Vec<&str> = line.split('\t').collect();
        let key = u64::from_str_radix(f[0], 16).unwrap();
        let minimum: u8 = f[1].parse().unwrap();
        let index: usize = f[2].parse().unwrap();
        let list = expected.entry((key, minimum)).or_default();
        assert_eq!(list.len(), index, "{line}");
        list.push((
            u16::from_str_radix(f[3], 16).unwrap(),
            f[4].parse().unwrap(),
            f[5].parse().unwrap(),
        ));
    }
    let raw = |e: Entry| (e.mv.raw(), e.weight, e.learn);
    let mut keys = 0;
    for key in book
        .iter()
        .map(|e| e.key)
        .collect::<std::collections::BTreeSet<_>>()
    {
        let all: Vec<_> = book.entries(key).map(raw).collect();
        assert_eq!(all, expected[&(key, 0)], "{key:016x}");
        let weighted: Vec<_> = book
            .entries(key)
            .filter(|e| e.weight >= 1)
            .map(raw)
            .collect();
        assert_eq!(
            &weighted,
            expected.get(&(key, 1)).unwrap_or(&Vec::new()),
            "{key:016x}"
        );
        keys += 1;
    }
    assert_eq!(keys, 31);
    // Every key at minimum weight 0; at 1, all but the key whose entries all weigh 0.
    assert_eq!(expected.len(), keys + keys - 1);
    // The header: 11 entries, variants and a two-line comment.
    let header = book.header().unwrap();
    assert_eq!(header.entries(), 11);
    let mut buf = [0u8; 128];
    let parsed = header.parse(&mut buf).unwrap();
    assert_eq!(parsed.variants().collect::<Vec<_>>(), ["normal", "suicide"]);
    assert_eq!(
        parsed.comment(),
        "chess-tables test book\nnull, deleted and promotion entries"
    );
    // Probes: no null move, no weight 0, no undefined promotion; a king promotion stays.
    let mut king_promotions = 0;
    for entry in book.iter().filter(|e| e.key != 0) {
        let probed: Vec<Entry> = book
            .entries(entry.key)
            .filter(|e| e.weight > 0 && e.mv.is_playable())
            .collect();
        assert!(
            probed
                .iter()
                .all(|e| !e.mv.is_null() && e.mv.promotion().is_ok())
        );
        king_promotions += usize::from(entry.mv.promotion() == Ok(Some(Promotion::King)));
    }
    assert!(king_promotions >= 1);
}

/// `merge` against `polyglot merge-book` (PolyGlot 2.0.4): byte for byte on
/// every crafted pair both ways and on two books made from games; the
/// documented differences on the odd cases.
#[test]
fn merges_equal_polyglot_merge_book() {
    macro_rules! pair {
        ($n:literal) => {
            (
                include_bytes!(concat!("data/merge/pair", $n, "-a.bin")).as_slice(),
                include_bytes!(concat!("data/merge/pair", $n, "-b.bin")).as_slice(),
                include_bytes!(concat!("data/merge/pair", $n, "-ab.bin")).as_slice(),
                include_bytes!(concat!("data/merge/pair", $n, "-ba.bin")).as_slice(),
            )
        };
    }
    let pairs = [
        pair!("1"),
        pair!("2"),
        pair!("3"),
        pair!("4"),
        pair!("5"),
        pair!("6"),
        pair!("7"),
        pair!("8"),
        (
            include_bytes!("data/book-games.bin").as_slice(),
            include_bytes!("data/book-other.bin").as_slice(),
            include_bytes!("data/book-merged-ab.bin").as_slice(),
            include_bytes!("data/book-merged-ba.bin").as_slice(),
        ),
    ];
    for (i, (a, b, ab, ba)) in pairs.into_iter().enumerate() {
        assert_eq!(merged(a, b), ab, "pair {}", i + 1);
        assert_eq!(merged(b, a), ba, "pair {} reversed", i + 1);
    }
    // Sums over 65,535: PolyGlot wraps (e2e4 90,000 -> 24,464, d2d4 65,536 -> 0).
    let (a, b) = (
        include_bytes!("data/merge/odd1-a.bin").as_slice(),
        include_bytes!("data/merge/odd1-b.bin").as_slice(),
    );
    let theirs = Book::new(include_bytes!("data/merge/odd1-ab.bin")).unwrap();
    let ours = merged(a, b);
    let ours = Book::new(&ours).unwrap();
    let weights = |book: &Book| book.iter().map(|e| e.weight).collect::<Vec<_>>();
    assert_eq!(weights(&theirs), [24464, 0]);
    assert_eq!(weights(&ours), [65535, 65535]);
    // A header in one book: the same as PolyGlot.
    for (a, b, ab) in [
        (
            include_bytes!("data/merge/odd2-a.bin").as_slice(),
            include_bytes!("data/merge/odd2-b.bin").as_slice(),
            include_bytes!("data/merge/odd2-ab.bin").as_slice(),
        ),
        (
            include_bytes!("data/merge/odd3-a.bin").as_slice(),
            include_bytes!("data/merge/odd3-b.bin").as_slice(),
            include_bytes!("data/merge/odd3-ab.bin").as_slice(),
        ),
    ] {
        assert_eq!(merged(a, b), ab);
    }
    // Headers in both: PolyGlot sums their pieces as moves; the first book's header is kept here.
    let (a, b) = (
        include_bytes!("data/merge/odd4-a.bin").as_slice(),
        include_bytes!("data/merge/odd4-b.bin").as_slice(),
    );
    let theirs = Book::new(include_bytes!("data/merge/odd4-ab.bin")).unwrap();
    let mut buf = [0u8; 256];
    assert_eq!(theirs.header().unwrap().entries(), 7);
    assert!(
        theirs.header().unwrap().parse(&mut buf).is_err(),
        "PolyGlot's header is corrupt"
    );
    let ours = merged(a, b);
    let ours = Book::new(&ours).unwrap();
    let first = Book::new(a).unwrap();
    assert_eq!(
        ours.header().unwrap().as_bytes(),
        first.header().unwrap().as_bytes()
    );
    assert!(ours.header().unwrap().parse(&mut buf).is_ok());
    // A key of 500 entries in the result: a's 499 (e2e4 d2d4 c2c4 over and
    // over), b's g1f3 and e2e4. PolyGlot's buffer of 500 is full after
    // g1f3, so its b-e2e4 stands alone at the end; here it adds to a's
    // first e2e4.
    let (a, b) = (
        include_bytes!("data/merge/odd5-a.bin").as_slice(),
        include_bytes!("data/merge/odd5-b.bin").as_slice(),
    );
    let theirs: Vec<Entry> = Book::new(include_bytes!("data/merge/odd5-ab.bin"))
        .unwrap()
        .iter()
        .collect();
    let ours: Vec<Entry> = Book::new(&merged(a, b)).unwrap().iter().collect();
    let e2e4 = BookMove::new(Square::E2, Square::E4, None);
    assert_eq!(
        (theirs.len(), theirs[500].mv, theirs[500].weight),
        (501, e2e4, 3)
    );
    let mut expected = theirs[..500].to_vec();
    assert_eq!((expected[0].mv, expected[0].weight), (e2e4, 1));
    expected[0].weight += 3;
    assert_eq!(ours, expected);
}

/// A book written from `book-games.bin`'s entries, shuffled: the same
/// entries per key, in make-book order (keys ascending, weights
/// descending). `scripts/check-book.sh` also reads the written book with
/// python-chess and compares `polyglot info-book` and `dump-book` with
/// PolyGlot's own book.
#[test]
fn a_written_book_holds_make_books_entries_in_its_order() {
    let original = Book::new(include_bytes!("data/book-games.bin")).unwrap();
    let mut entries: Vec<Entry> = original.iter().collect();
    // A fixed shuffle.
    let mut state = 7u64;
    for i in (1..entries.len()).rev() {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        entries.swap(i, (state >> 33) as usize % (i + 1));
    }
    let n = sort_entries(&mut entries);
    assert_eq!(n, original.len()); // make-book writes no duplicates
    let mut out = vec![0u8; n * ENTRY_BYTES];
    write_entries(&entries[..n], &mut out).unwrap();
    let written = Book::new(&out).unwrap();
    assert_eq!(written.validate(), Ok(()));
    for entry in original.iter() {
        let mut theirs: Vec<_> = original.entries(entry.key).collect();
        let ours: Vec<_> = written.entries(entry.key).collect();
        assert!(ours.windows(2).all(|w| w[0].weight >= w[1].weight));
        theirs.sort_by_key(|e| (std::cmp::Reverse(e.weight), e.mv.raw()));
        assert_eq!(ours, theirs);
    }
}
