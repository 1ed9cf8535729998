//! Reads, dumps, writes and merges Polyglot opening books with
//! `chess_tables_position::book`.
//!
//! ```text
//! cargo run --example opening_book -- [BOOK.bin ["FEN"]]
//!     A position's playable moves (castling as the king's move, e1g1), their
//!     weights and shares, and the book's header. Without a book, a
//!     two-entry demonstration book; without a FEN, the start position.
//! cargo run --example opening_book -- dump BOOK.bin ["FEN"]
//!     Every entry as stored (the raw view), or one position's: one line
//!     each, `key move weight learn` (key in hex, move in UCI).
//! cargo run --example opening_book -- write ENTRIES.txt OUT.bin
//!     A book from a text file of entries, one a line, `key move weight
//!     learn` (key and raw move in hex: `463b96181691fc9c 031c 2 0`), in
//!     any order: sorted by key, then weight (highest first), then raw
//!     move (`book::sort_entries`), duplicates combined.
//! cargo run --example opening_book -- merge FIRST.bin SECOND.bin OUT.bin
//!     The two books merged as `polyglot merge-book -in1 FIRST -in2 SECOND`.
//! cargo run --features std --example opening_book -- merge-streams FIRST.bin SECOND.bin OUT.bin
//!     The same merge from the files as streams (`book::merge_streams`), in
//!     a few MB whatever the books' size; OUT appears only when whole.
//! cargo run --features std --example opening_book -- probe-file BOOK.bin ["FEN"]
//!     A position's moves as the first form gives them, from the file
//!     where it lies (`book::BookFile`): the book is never loaded.
//! ```

mod common;
use chess_tables_position::PositionKeys;
use common::say;

use std::ffi::OsString;
use std::path::Path;
use std::process::exit;

use chess_tables_position::book::{Book, BookMove, Entry, merge, sort_entries, write_entries};
use chess_tables_position::zobrist::POLYGLOT;
use chess_tables_position::{Position, Square};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const USAGE: &str = "usage: cargo run --example opening_book -- [BOOK.bin [\"FEN\"]]
       cargo run --example opening_book -- dump BOOK.bin [\"FEN\"]
       cargo run --example opening_book -- write ENTRIES.txt OUT.bin
       cargo run --example opening_book -- merge FIRST.bin SECOND.bin OUT.bin
       cargo run --features std --example opening_book -- merge-streams FIRST.bin SECOND.bin OUT.bin
       cargo run --features std --example opening_book -- probe-file BOOK.bin [\"FEN\"]";

/// A demonstration book: 1. e4 (weight 2) and 1. d4 (weight 1) from the start position.
fn demo_book() -> Vec<u8> {
    let key = POLYGLOT.fen_key(START).expect("the start position parses");
    [(Square::E2, Square::E4, 2), (Square::D2, Square::D4, 1)]
        .into_iter()
        .flat_map(|(from, to, weight)| {
            let mv = BookMove::new(from, to, None);
            Entry {
                key,
                mv,
                weight,
                learn: 0,
            }
            .to_bytes()
        })
        .collect()
}

/// The sum of the entries' weights. A u64: a corrupt or huge book may hold
/// more than 65,537 entries of weight 65,535 for one key, past `u32::MAX`.
fn total_weight(entries: impl Iterator<Item = Entry>) -> u64 {
    entries.map(|e| u64::from(e.weight)).sum()
}

fn fail(message: impl std::fmt::Display) -> ! {
    eprintln!("error: {message}");
    exit(1)
}

fn usage() -> ! {
    eprintln!("{USAGE}");
    exit(2)
}

fn read(path: &OsString) -> Vec<u8> {
    std::fs::read(path)
        .unwrap_or_else(|e| fail(format_args!("cannot read {}: {e}", path.to_string_lossy())))
}

fn text(arg: &OsString, what: &str) -> String {
    arg.to_str()
        .unwrap_or_else(|| {
            fail(format_args!(
                "the {what} is not valid UTF-8: {}",
                arg.to_string_lossy()
            ))
        })
        .to_string()
}

fn open<'a>(bytes: &'a [u8], path: &OsString) -> Book<'a> {
    Book::new(bytes).unwrap_or_else(|e| fail(format_args!("{}: {e}", path.to_string_lossy())))
}

fn write_file(path: &OsString, bytes: &[u8]) {
    std::fs::write(Path::new(path), bytes)
        .unwrap_or_else(|e| fail(format_args!("cannot write {}: {e}", path.to_string_lossy())));
}

/// Merges two book files as streams into `out`, through a temporary file
/// beside it that becomes `out` only when the merge is whole.
#[cfg(feature = "std")]
fn merge_streams(first: &OsString, second: &OsString, out: &OsString) {
    use std::fs::File;
    let open = |path: &OsString| {
        File::open(path)
            .unwrap_or_else(|e| fail(format_args!("cannot read {}: {e}", path.to_string_lossy())))
    };
    let (a, b) = (open(first), open(second));
    let mut partial = out.clone();
    partial.push(".partial");
    let file = File::create(&partial).unwrap_or_else(|e| {
        fail(format_args!(
            "cannot write {}: {e}",
            partial.to_string_lossy()
        ))
    });
    let written = chess_tables_position::book::merge_streams(a, b, file).unwrap_or_else(|e| {
        let _ = std::fs::remove_file(&partial);
        let path = match e.stream() {
            chess_tables_position::book::MergeStream::First => first,
            chess_tables_position::book::MergeStream::Second => second,
            chess_tables_position::book::MergeStream::Out => out,
        };
        fail(format_args!("{}: {e}", path.to_string_lossy()))
    });
    std::fs::rename(&partial, out)
        .unwrap_or_else(|e| fail(format_args!("cannot write {}: {e}", out.to_string_lossy())));
    say!("{} entries written", written / 16);
}

#[cfg(not(feature = "std"))]
fn merge_streams(_: &OsString, _: &OsString, _: &OsString) {
    fail(
        "merge-streams needs the crate's `std` feature: cargo run --features std --example opening_book -- merge-streams ...",
    )
}

/// Parses `key move weight learn` (key and move in hex) lines; blank lines
/// and `#` comments are skipped.
fn parse_entries(text: &str) -> Result<Vec<Entry>, String> {
    let mut entries = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split_whitespace().collect();
        let bad = || {
            format!(
                "line {}: expected `key move weight learn`, found {line:?}",
                n + 1
            )
        };
        let [key, mv, weight, learn] = fields[..] else {
            return Err(bad());
        };
        entries.push(Entry {
            key: u64::from_str_radix(key, 16).map_err(|_| bad())?,
            mv: BookMove::from_raw(u16::from_str_radix(mv, 16).map_err(|_| bad())?),
            weight: weight.parse().map_err(|_| bad())?,
            learn: learn.parse().map_err(|_| bad())?,
        });
    }
    Ok(entries)
}

fn show_header(book: &Book) {
    let Some(header) = book.header() else {
        return;
    };
    let mut buf = vec![0u8; header.as_bytes().len()];
    match header.parse(&mut buf) {
        Ok(header) => {
            let variants: Vec<&str> = header.variants().collect();
            say!(
                "header: variants {}, comment {:?}",
                variants.join(", "),
                header.comment()
            );
        }
        Err(e) => say!("header: {} entries, unreadable: {e}", header.len()),
    }
}

fn probe(bytes: &[u8], fen: &str) {
    let book = Book::new(bytes).unwrap_or_else(|e| fail(e));
    if let Err(e) = book.validate() {
        fail(e);
    }
    show_header(&book);
    show_moves(&book, fen);
}

/// A position's moves from a book file read where it lies
/// (`book::BookFile`): a binary search with positioned reads, the book
/// never loaded.
#[cfg(feature = "std")]
fn probe_file(path: &OsString, fen: &str) {
    let named = |e: std::io::Error| format!("{}: {e}", path.to_string_lossy());
    let mut file =
        chess_tables_position::book::BookFile::open(path).unwrap_or_else(|e| fail(named(e)));
    let key = POLYGLOT.fen_key(fen).unwrap_or_else(|e| fail(e));
    show_moves(&file.read_key(key).unwrap_or_else(|e| fail(named(e))), fen);
}

#[cfg(not(feature = "std"))]
fn probe_file(_: &OsString, _: &str) {
    fail(
        "probe-file needs the crate's `std` feature: cargo run --features std --example opening_book -- probe-file ...",
    )
}

/// The playable moves of `fen` in `book`, their weights and shares.
fn show_moves(book: &Book, fen: &str) {
    let position = fen.parse::<Position>().unwrap_or_else(|e| fail(e));
    let key = POLYGLOT.key(&position);
    let total = total_weight(book.probe(&position));
    let stored = book.entries(key).count();
    let playable = book.probe(&position).count();
    say!(
        "{fen}\npolyglot key {key:016x}: {}",
        common::plural(playable, "book move")
    );
    if stored != playable {
        say!("  ({stored} entries stored: null moves and weight-0 entries are not offered)");
    }
    for entry in book.probe(&position) {
        let share = f64::from(entry.weight) * 100.0 / total.max(1) as f64;
        say!("  {} weight {} ({share:.1}%)", entry.mv, entry.weight);
    }
}

fn dump(book: &Book, fen: Option<&str>) {
    let line = |e: Entry| say!("{:016x} {} {} {}", e.key, e.mv, e.weight, e.learn);
    match fen {
        None => book.iter().for_each(line),
        Some(fen) => {
            let key = POLYGLOT.fen_key(fen).unwrap_or_else(|e| fail(e));
            book.entries(key).for_each(line);
        }
    }
}

fn main() {
    let args: Vec<OsString> = std::env::args_os().skip(1).collect();
    let command = args.first().and_then(|a| a.to_str());
    match (command, &args[..]) {
        (Some("--help" | "-h"), [_]) => say!("{USAGE}"),
        (Some("dump"), [_, path, rest @ ..]) if rest.len() <= 1 => {
            let bytes = read(path);
            let fen = rest.first().map(|f| text(f, "FEN"));
            dump(&open(&bytes, path), fen.as_deref());
        }
        (Some("write"), [_, entries, out]) => {
            let text = String::from_utf8(read(entries)).unwrap_or_else(|_| {
                fail(format_args!(
                    "{} is not UTF-8 text",
                    entries.to_string_lossy()
                ))
            });
            let mut entries = parse_entries(&text).unwrap_or_else(|e| fail(e));
            let n = sort_entries(&mut entries);
            let mut bytes = vec![0u8; n * 16];
            let written = write_entries(&entries[..n], &mut bytes).unwrap_or_else(|e| fail(e));
            write_file(out, &bytes[..written]);
            say!("{n} entries written");
        }
        (Some("merge"), [_, first, second, out]) => {
            let (a, b) = (read(first), read(second));
            let (a, b) = (open(&a, first), open(&b, second));
            let mut bytes = vec![0u8; a.as_bytes().len() + b.as_bytes().len()];
            let written = merge(&a, &b, &mut bytes).unwrap_or_else(|e| fail(e));
            write_file(out, &bytes[..written]);
            say!("{} entries written", written / 16);
        }
        (Some("merge-streams"), [_, first, second, out]) => merge_streams(first, second, out),
        (Some("probe-file"), [_, path, rest @ ..]) if rest.len() <= 1 => {
            let fen = rest.first().map_or(START.to_string(), |f| text(f, "FEN"));
            probe_file(path, &fen)
        }
        (_, []) => {
            say!("(a two-entry demonstration book: pass BOOK.bin for a real one, --help for more)");
            probe(&demo_book(), START)
        }
        (_, [path]) => probe(&read(path), START),
        (_, [path, fen]) => probe(&read(path), &text(fen, "FEN")),
        _ => usage(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_total_weight_of_a_huge_book_does_not_overflow() {
        let entry = Entry {
            key: 1,
            mv: BookMove::from_raw(0),
            weight: u16::MAX,
            learn: 0,
        };
        let n = 65_538; // 65,538 * 65,535 > u32::MAX
        let bytes: Vec<u8> = (0..n).flat_map(|_| entry.to_bytes()).collect();
        let book = Book::new(&bytes).unwrap();
        assert_eq!(total_weight(book.entries(1)), n * u64::from(u16::MAX));
    }

    #[test]
    fn entry_lines_parse_and_bad_ones_name_their_line() {
        let entries =
            parse_entries("# comment\n463b96181691fc9c 031c 2 0\n\n0000000000000005 0 65535 7\n")
                .unwrap();
        assert_eq!(entries.len(), 2);
        assert_eq!(entries[0].key, 0x463b96181691fc9c);
        assert_eq!(entries[0].mv.raw(), 0x031c);
        assert_eq!((entries[1].weight, entries[1].learn), (65535, 7));
        assert_eq!(
            parse_entries("1 2 3").unwrap_err(),
            "line 1: expected `key move weight learn`, found \"1 2 3\""
        );
        assert!(
            parse_entries("1 2 65536 0")
                .unwrap_err()
                .starts_with("line 1:")
        );
    }
}
