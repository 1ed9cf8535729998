//! Looks a position up in a Polyglot opening book with
//! `chess_tables::book`.
//!
//! `cargo run --example opening_book -- [BOOK.bin ["FEN"]]`: without a book
//! it uses a two-entry demonstration book for the start position; without a
//! FEN, the start position. Prints the book's moves in the book's order
//! (castling as the king's move, `e1g1`), their weights and shares.

mod common;
use common::say;

use std::ffi::OsString;
use std::process::exit;

use chess_tables::book::{Book, BookMove, Entry};
use chess_tables::zobrist::POLYGLOT;
use chess_tables::{Position, Square};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const USAGE: &str = "usage: cargo run --example opening_book -- [BOOK.bin [\"FEN\"]]";

/// A demonstration book: 1. e4 (weight 2) and 1. d4 (weight 1) from the start position.
fn demo_book() -> Vec<u8> {
    let key = POLYGLOT.hash_fen(START).expect("the start position parses");
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

fn main() {
    let args: Vec<OsString> = std::env::args_os().skip(1).collect();
    let (bytes, fen) = match args.as_slice() {
        [] => (demo_book(), START.to_string()),
        [path, rest @ ..] if rest.len() <= 1 => {
            let bytes = std::fs::read(path).unwrap_or_else(|e| {
                fail(format_args!("cannot read {}: {e}", path.to_string_lossy()))
            });
            let fen = match rest.first().map(|f| f.to_str()) {
                None => START.to_string(),
                Some(Some(fen)) => fen.to_string(),
                Some(None) => fail(format_args!(
                    "the FEN is not valid UTF-8: {}",
                    rest[0].to_string_lossy()
                )),
            };
            (bytes, fen)
        }
        _ => {
            eprintln!("{USAGE}");
            exit(2)
        }
    };

    let book = Book::new(&bytes).unwrap_or_else(|e| fail(e));
    if let Err(e) = book.validate() {
        fail(e);
    }
    let position = Position::from_fen(&fen).unwrap_or_else(|e| fail(e));
    let key = POLYGLOT.hash(&position);
    let total = total_weight(book.probe(&position));
    say!(
        "{fen}\npolyglot key {key:016x}: {}",
        common::plural(book.probe(&position).count(), "book move")
    );
    for (entry, raw) in book.probe(&position).zip(book.entries(key)) {
        let share = f64::from(entry.weight) * 100.0 / total.max(1) as f64;
        let raw = if entry.mv != raw.mv {
            format!(", in the book {}", raw.mv)
        } else {
            String::new()
        };
        say!("  {} weight {} ({share:.1}%){raw}", entry.mv, entry.weight);
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
}
