//! What the firmware prints of the position crate, as one function over
//! `core::fmt::Write`: the repository's firmware image runs it on emulated
//! Cortex-M4F, Cortex-M0 and RISC-V cores (`scripts/check/run-firmware.sh`),
//! and `tests/firmware_report.rs` runs the same code on the host, checks
//! it against the published vectors and python-chess, and compares the
//! firmware's lines with the host's.
//!
//! Lines: the Polyglot key of each published test position from its FEN
//! (the untrusted-text path a board reads: `fen_key`), the error of a few
//! bad FENs as the firmware would report it, and the moves of a Polyglot
//! book held in flash (`include_bytes!`) for some positions, as
//! `uci:weight:learn` in book order.

use chess_tables_position::PositionKeys;
use chess_tables_position::book::Book;
use chess_tables_position::zobrist::POLYGLOT;
use core::fmt::{self, Write};

/// The published Polyglot test vectors (FEN, TAB, key in hex, one a line;
/// `#` starts a comment).
pub const VECTORS: &str = include_str!("../data/polyglot-test-vectors.tsv");

/// A book PolyGlot 2.0.4 made (`tests/data/book-games.bin`, 1,414 entries).
pub const BOOK: &[u8] = include_bytes!("../data/book-games.bin");

/// Positions of `tests/data/book-games-expected.tsv` to probe the book at:
/// the start (14 moves), an en-passant file in the key, a long castling,
/// an under-promotion, and a position with no move.
pub const BOOK_POSITIONS: [&str; 5] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "rnbqkbnr/p1pppppp/8/1p6/8/3P4/PPP1PPPP/RNBQKBNR w KQkq b6 0 2",
    "r2q2nr/8/n4k2/p1pb1P1P/Ppp1p2P/1P2b2R/2QNN3/R3KB2 w Q - 2 19",
    "rnb1kbnR/1q6/P2p4/P1pPp3/2P3Pp/2N5/1p1KP3/R1BQ1BNR b q - 0 22",
    "r5nr/q7/2n5/p1pbbk1P/PpB1N2P/1P6/1R6/1K2R1N1 w - - 1 29",
];

/// FENs a sensor or a file could deliver that are not positions: each
/// gives an error, never a panic.
pub const BAD_FENS: [&str; 5] = [
    "",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1",
    "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra",
    "ünïcödé/8/8/8/8/8/8/8 w - - 0 1",
];

/// Writes the whole report, ending with `end`.
pub fn report(out: &mut impl Write) -> fmt::Result {
    for (index, line) in VECTORS
        .lines()
        .filter(|line| !line.starts_with('#'))
        .enumerate()
    {
        let fen = line.split('\t').next().unwrap_or("");
        match POLYGLOT.fen_key(fen) {
            Ok(key) => writeln!(out, "polyglot_key(vector {index}) {key:#018x}")?,
            Err(error) => writeln!(out, "polyglot_key(vector {index}) error: {error}")?,
        }
    }
    for (index, fen) in BAD_FENS.iter().enumerate() {
        match POLYGLOT.fen_key(fen) {
            Ok(key) => writeln!(out, "bad_fen({index}) key {key:#018x}")?,
            Err(error) => writeln!(out, "bad_fen({index}) error: {error}")?,
        }
    }
    let book = match Book::new(BOOK) {
        Ok(book) => book,
        Err(error) => return writeln!(out, "book error: {error}"),
    };
    writeln!(out, "book entries {}", book.len())?;
    for (index, fen) in BOOK_POSITIONS.iter().enumerate() {
        write!(out, "book(position {index})")?;
        match book.probe_fen(fen) {
            Ok(entries) => {
                let mut any = false;
                for entry in entries {
                    write!(out, " {}:{}:{}", entry.mv, entry.weight, entry.learn)?;
                    any = true;
                }
                if !any {
                    write!(out, " -")?;
                }
                writeln!(out)?;
            }
            Err(error) => writeln!(out, " error: {error}")?,
        }
    }
    writeln!(out, "end")
}
