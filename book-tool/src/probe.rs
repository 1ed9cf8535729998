//! `probe BOOK FEN`: the book's legal moves for one position, read from
//! the file by binary search (the book is not loaded).

use std::io::{self, Write};
use std::path::Path;

use chess_tables_position::book::{BookError, BookFile};
use chess_tables_shakmaty::prelude::*;
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess};

use crate::Failure;

/// Prints `BOOK`'s moves for `fen`: UCI, weight, share of the printed
/// moves' total weight, learn value.
pub fn run(path: &Path, fen: &str) -> Result<(), Failure> {
    let pos = parse_fen(fen)?;
    let mut file = BookFile::open(path).map_err(|error| file_error(path, error))?;
    let book = file
        .read_key(pos.polyglot_key())
        .map_err(|error| file_error(path, error))?;
    let moves: Vec<_> = book.probe_shakmaty(&pos).collect();
    if moves.is_empty() {
        eprintln!("chess-tables-book: no book move for this position");
        return Ok(());
    }
    let total: u64 = moves.iter().map(|(_, e)| u64::from(e.weight)).sum();
    print(&moves, total).or_else(crate::output::stdout_failure)
}

/// One line a move: UCI, weight, share of `total`, learn value.
fn print(
    moves: &[(shakmaty::Move, chess_tables_position::book::Entry)],
    total: u64,
) -> io::Result<()> {
    let mut out = io::stdout().lock();
    for (m, entry) in moves {
        // Probes skip weight-0 entries, so the total is not 0.
        let share = 100.0 * f64::from(entry.weight) / total as f64;
        writeln!(
            out,
            "{} weight {} {share:.2}% learn {}",
            m.to_uci(CastlingMode::Standard),
            entry.weight,
            entry.learn
        )?;
    }
    Ok(())
}

/// The standard chess position of `fen`, or a usage error saying what is
/// wrong with it.
fn parse_fen(fen: &str) -> Result<Chess, Failure> {
    let parsed: Fen = fen
        .trim()
        .parse()
        .map_err(|error| Failure::Usage(format!("bad FEN {fen:?}: {error}")))?;
    parsed
        .into_position(CastlingMode::Standard)
        .map_err(|error| Failure::Usage(format!("bad FEN {fen:?}: {error}")))
}

/// An error opening or reading the book file: the file, and the byte for
/// a length that is not whole entries.
fn file_error(path: &Path, error: io::Error) -> Failure {
    if let Some(book) = error.get_ref().and_then(|e| e.downcast_ref::<BookError>()) {
        return crate::search::book_error(path, book);
    }
    Failure::Io(format!("{}: {error}", path.display()))
}
