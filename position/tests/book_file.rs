//! `BookFile` (feature `std`): a book probed with positioned reads gives
//! what the in-memory `Book` gives, for every key of every test book, for
//! keys between and beyond them, on books whose keys span many search
//! blocks, and for every position python-chess read from the test books;
//! bad sources give errors, not panics.

mod common;

use chess_tables_position::Position;
use chess_tables_position::book::{
    Book, BookError, BookErrorKind, BookFile, BookMove, CastlingConversion, Entry,
};
use common::SplitMix64;
use std::io::{self, Cursor, Read, Seek, SeekFrom};
use std::path::Path;

fn data(name: &str) -> Vec<u8> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name);
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Every test book: the made, merged and crafted ones and the merge pairs.
fn test_books() -> Vec<(String, Vec<u8>)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let mut books = Vec::new();
    for sub in ["", "merge"] {
        let mut paths: Vec<_> = std::fs::read_dir(dir.join(sub))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|x| x == "bin"))
            .collect();
        paths.sort();
        for path in paths {
            books.push((path.display().to_string(), std::fs::read(&path).unwrap()));
        }
    }
    assert!(books.len() >= 30, "{} books", books.len());
    books
}

fn raw(entries: impl Iterator<Item = Entry>) -> Vec<Entry> {
    entries.collect()
}

/// The keys to look up in `book`: each of its keys, its neighbours, and
/// the ends of the key range.
fn keys_around(book: &Book) -> Vec<u64> {
    let mut keys = vec![0, 1, u64::MAX - 1, u64::MAX];
    for entry in book.iter() {
        keys.extend([
            entry.key.wrapping_sub(1),
            entry.key,
            entry.key.wrapping_add(1),
        ]);
    }
    keys.sort_unstable();
    keys.dedup();
    keys
}

/// The raw view and probes (castling converted both ways) of every key in
/// `keys_around`, from the file and from memory.
fn assert_same_lookups(name: &str, bytes: &[u8]) -> usize {
    let book = Book::new(bytes).unwrap();
    let mut file = BookFile::new(Cursor::new(bytes)).unwrap();
    assert_eq!(file.len(), book.len() as u64, "{name}");
    let start = CastlingConversion::of(&Position::START);
    let keys = keys_around(&book);
    for &key in &keys {
        assert_eq!(
            raw(file.entries(key).unwrap()),
            raw(book.entries(key)),
            "{name}: key {key:016x}"
        );
        for castling in [CastlingConversion::NONE, start] {
            assert_eq!(
                raw(file.probe_key(key, castling).unwrap()),
                raw(book.probe_key(key, castling)),
                "{name}: key {key:016x}"
            );
        }
    }
    keys.len()
}

#[test]
fn every_key_of_every_test_book_reads_as_in_memory() {
    let mut looked_up = 0;
    for (name, bytes) in test_books() {
        looked_up += assert_same_lookups(&name, &bytes);
    }
    assert!(looked_up > 5_000, "{looked_up} keys");
}

/// Books of many entries a key: keys drawn from a few values so runs
/// cross the 256-entry search blocks, one key longer than several blocks,
/// and books of every length around a block.
#[test]
fn keys_across_search_blocks_read_as_in_memory() {
    let mut rng = SplitMix64(57);
    let entry = |key, rng: &mut SplitMix64| {
        Entry {
            key,
            mv: BookMove::from_raw(rng.below(1 << 16) as u16),
            weight: rng.below(3) as u16,
            learn: rng.next() as u32,
        }
        .to_bytes()
    };
    let mut cases = Vec::new();
    for (entries, distinct) in [(5_000, 40), (3_000, 3), (2_000, 1_000), (1_300, 1)] {
        let mut keys: Vec<u64> = (0..entries).map(|_| rng.below(distinct) * 1_000).collect();
        keys.sort_unstable();
        cases.push(
            keys.iter()
                .flat_map(|&k| entry(k, &mut rng))
                .collect::<Vec<u8>>(),
        );
    }
    for len in [0, 1, 255, 256, 257, 511, 512, 513] {
        let keys = (0..len).map(|i| i / 3 * 7);
        cases.push(keys.flat_map(|k| entry(k, &mut rng)).collect());
    }
    for (i, bytes) in cases.iter().enumerate() {
        assert_same_lookups(&format!("case {i}"), bytes);
    }
}

/// Every position python-chess read from the made book and the crafted
/// one: the file's probe gives python-chess's moves, weights and learn
/// values, and the in-memory probe's entries.
#[test]
fn every_position_of_the_test_books_probes_as_python_chess_and_in_memory() {
    let mut probed = 0;
    let games = data("book-games.bin");
    let book = Book::new(&games).unwrap();
    let mut file = BookFile::new(Cursor::new(&games)).unwrap();
    let expected = String::from_utf8(data("book-games-expected.tsv")).unwrap();
    for line in expected.lines().filter(|l| !l.starts_with('#')) {
        let fields: Vec<_> = line.split('\t').collect();
        let position: Position = fields[1].parse().unwrap();
        let from_file: Vec<_> = file.probe(&position).unwrap().collect();
        assert_eq!(from_file, raw(book.probe(&position)), "{}", fields[1]);
        let moves: Vec<_> = from_file
            .iter()
            .map(|e| format!("{}:{}:{}", e.mv, e.weight, e.learn))
            .collect();
        let moves = if moves.is_empty() {
            "-".to_string()
        } else {
            moves.join(" ")
        };
        assert_eq!(moves, fields[2], "{}", fields[1]);
        probed += 1;
    }
    assert_eq!(probed, 2119);

    // The crafted book: python-chess's find_all of every key, as stored.
    let wild = data("book-wild.bin");
    let mut file = BookFile::new(Cursor::new(&wild)).unwrap();
    let expected = String::from_utf8(data("book-wild-expected.tsv")).unwrap();
    let mut by_key: Vec<(u64, Vec<String>)> = Vec::new();
    for line in expected.lines().filter(|l| !l.starts_with('#')) {
        let f: Vec<_> = line.split('\t').collect();
        if f[1] != "0" {
            continue; // minimum weight 1: the probe's filter, checked in book_wild.rs
        }
        let key = u64::from_str_radix(f[0], 16).unwrap();
        let record = format!("{}:{}:{}", f[3], f[4], f[5]);
        match by_key.last_mut() {
            Some((k, records)) if *k == key => records.push(record),
            _ => by_key.push((key, vec![record])),
        }
    }
    assert_eq!(by_key.iter().map(|(_, r)| r.len()).sum::<usize>(), 97);
    for (key, records) in by_key {
        let from_file: Vec<_> = file
            .entries(key)
            .unwrap()
            .map(|e| format!("{:04x}:{}:{}", e.mv.raw(), e.weight, e.learn))
            .collect();
        assert_eq!(from_file, records, "key {key:016x}");
    }
}

#[test]
fn a_source_cut_inside_an_entry_is_the_in_memory_length_error() {
    let mut bytes = data("book-games.bin");
    bytes.truncate(40);
    let error = BookFile::new(Cursor::new(&bytes)).unwrap_err();
    assert_eq!(error.kind(), io::ErrorKind::InvalidData);
    let inner = error
        .get_ref()
        .unwrap()
        .downcast_ref::<BookError>()
        .unwrap();
    assert_eq!(*inner, Book::new(&bytes).unwrap_err());
    assert_eq!(inner.kind(), BookErrorKind::Length { bytes: 40 });
    assert_eq!(inner.offset(), Some(32));
}

#[test]
fn a_source_that_shrinks_or_fails_gives_errors_not_panics() {
    let games = data("book-games.bin");
    let start = 0x463b_9618_1691_fc9c;
    let mut file = BookFile::new(Cursor::new(games.clone())).unwrap();
    assert_eq!(file.entries(start).unwrap().count(), 14);
    file.get_mut().get_mut().truncate(games.len() / 2);
    let error = file.entries(u64::MAX).unwrap_err();
    assert_eq!(error.kind(), io::ErrorKind::UnexpectedEof);

    /// A source whose reads fail after the first `ok` of them.
    struct Failing {
        inner: Cursor<Vec<u8>>,
        ok: usize,
    }
    impl Read for Failing {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            if self.ok == 0 {
                return Err(io::Error::other("the disk is gone"));
            }
            self.ok -= 1;
            self.inner.read(buf)
        }
    }
    impl Seek for Failing {
        fn seek(&mut self, to: SeekFrom) -> io::Result<u64> {
            self.inner.seek(to)
        }
    }
    // Every read of a lookup failing in turn: an error each time, until
    // the lookup needs no more reads than succeed.
    for ok in 0.. {
        let mut file = BookFile::new(Failing {
            inner: Cursor::new(games.clone()),
            ok,
        })
        .unwrap();
        match file.entries(start) {
            Err(error) => assert_eq!(error.to_string(), "the disk is gone"),
            Ok(entries) => {
                assert_eq!(entries.count(), 14);
                assert!(ok >= 4, "{ok} reads: three steps of search and a block");
                break;
            }
        }
    }
}
