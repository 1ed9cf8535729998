//! Looks a position up in a Polyglot opening book by its Polyglot key.
//!
//! A Polyglot book is a file of 16-byte entries sorted by key, all
//! big-endian: key (u64), move (u16), weight (u16), learn (u32). The move
//! packs to-file (bits 0-2), to-rank (3-5), from-file (6-8), from-rank
//! (9-11) and a promotion piece (12-14). Spec: Polyglot book format,
//! <http://hgm.nubati.net/book_format.html>.
//!
//! `cargo run --example opening_book -- [BOOK.bin ["FEN"]]`: without a book
//! it uses a two-entry demonstration book for the start position.

use chess_tables::zobrist::POLYGLOT;

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

struct Entry {
    key: u64,
    mv: u16,
    weight: u16,
}

fn entries(book: &[u8]) -> Vec<Entry> {
    book.chunks_exact(16)
        .map(|e| Entry {
            key: u64::from_be_bytes(e[0..8].try_into().expect("8 bytes")),
            mv: u16::from_be_bytes([e[8], e[9]]),
            weight: u16::from_be_bytes([e[10], e[11]]),
        })
        .collect()
}

fn move_text(mv: u16) -> String {
    let square = |bits: u16| {
        let file = char::from(b'a' + (bits & 7) as u8);
        let rank = char::from(b'1' + ((bits >> 3) & 7) as u8);
        format!("{file}{rank}")
    };
    let promotion = ["", "n", "b", "r", "q"]
        .get(usize::from((mv >> 12) & 7))
        .unwrap_or(&"?");
    format!("{}{}{promotion}", square(mv >> 6), square(mv))
}

/// A demonstration book: 1. e4 (weight 2) and 1. d4 (weight 1) from the start position.
fn demo_book() -> Vec<u8> {
    let key = POLYGLOT.hash_fen(START).expect("the start position parses");
    let encode = |from: u16, to: u16| (from << 6) | to;
    let mut book = Vec::new();
    for (mv, weight) in [(encode(12, 28), 2u16), (encode(11, 27), 1)] {
        book.extend(key.to_be_bytes());
        book.extend(mv.to_be_bytes());
        book.extend(weight.to_be_bytes());
        book.extend(0u32.to_be_bytes());
    }
    book
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (book, fen) = match args.as_slice() {
        [] => (demo_book(), START.to_string()),
        [path] | [path, _] => match std::fs::read(path) {
            Ok(bytes) => (
                bytes,
                args.get(1).cloned().unwrap_or_else(|| START.to_string()),
            ),
            Err(e) => {
                eprintln!("error: cannot read {path}: {e}");
                std::process::exit(1);
            }
        },
        _ => {
            eprintln!("usage: cargo run --example opening_book -- [BOOK.bin [\"FEN\"]]");
            std::process::exit(2);
        }
    };
    let key = match POLYGLOT.hash_fen(&fen) {
        Ok(key) => key,
        Err(e) => {
            eprintln!("error: {e}");
            std::process::exit(1);
        }
    };
    let entries = entries(&book);
    // Entries are sorted by key: find the first with this key, take all that follow.
    let first = entries.partition_point(|e| e.key < key);
    let moves: Vec<&Entry> = entries[first..]
        .iter()
        .take_while(|e| e.key == key)
        .collect();
    println!("{fen}\npolyglot key {key:016x}: {} book moves", moves.len());
    for e in moves {
        println!("  {} weight {}", move_text(e.mv), e.weight);
    }
}
