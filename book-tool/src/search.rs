//! The line search behind `info` and `dump`: PolyGlot 2.0.4's walk of a
//! book's lines (its book_make.cpp, reimplemented from its description).
//!
//! A depth-first search from the start position over two kinds of node:
//! at a BOOK node (the side whose lines they are to move) the book's moves,
//! at an ALL node (the other side) every legal move after which the book
//! has moves. A line ends where the book's move leads to a position where
//! the other side has no move into the book, at a position already on the
//! path (a cycle) or at one this search has visited before (a
//! transposition).

use std::collections::HashMap;
use std::io::{self, Write};
use std::path::Path;

use chess_tables_position::book::{Book, BookError, BookMove};
use chess_tables_shakmaty::book::legal_move;
use chess_tables_shakmaty::prelude::ShakmatyPositionExt;
use shakmaty::san::SanPlus;
use shakmaty::{CastlingMode, Chess, Color, Move, Position};

use crate::Failure;

/// The bytes of the book at `path`, checked to be whole entries.
pub fn load(path: &Path) -> Result<Vec<u8>, Failure> {
    let bytes =
        std::fs::read(path).map_err(|error| Failure::Io(format!("{}: {error}", path.display())))?;
    // An unsorted book would be searched wrongly, silently.
    if let Err(error) = Book::new(&bytes).and_then(|book| book.validate()) {
        return Err(book_error(path, &error));
    }
    Ok(bytes)
}

/// A book error about the file at `path`: the file, the byte where there
/// is one, what is wrong.
pub fn book_error(path: &Path, error: &BookError) -> Failure {
    // The error's text names the byte where there is one.
    Failure::Io(format!("{}: {error}", path.display()))
}

/// How a line ends.
enum End {
    /// No move of the other side leads into the book.
    Leaf,
    /// The position is on the path, at this ply.
    Cycle { ply: usize },
    /// The position was visited before, when line `line` was being built,
    /// at this ply.
    Trans { line: u64, ply: usize },
}

/// One move on the path: its SAN and, for a book move, its probability.
struct Step {
    san: SanPlus,
    probability: Option<f64>,
}

/// The book's moves at a BOOK node, with their probabilities.
pub struct BookMoves {
    /// The moves in the book's order.
    pub moves: Vec<(Move, f64)>,
    /// False when the key is absent from the book.
    pub present: bool,
}

/// The book's moves for `pos`: its entries of the position's key in file
/// order (duplicates included) of weight > 0, raw move not 0 and legal,
/// castling as the king taking its rook (PolyGlot's own form: a book's
/// `e1g1` is not castling to it).
///
/// With `nulls` (the book's null entries count, see [`Search::new`]), a
/// key whose first entry is the null move is absent: PolyGlot takes a
/// null entry for the marker it adds to a position it has visited, and a
/// key whose first entry is a marker for one the book does not hold.
/// Without, a key is absent when it has only null entries.
pub fn book_moves(book: &Book, pos: &Chess, nulls: bool) -> BookMoves {
    let key = pos.polyglot_key();
    let mut entries = book.entries(key).peekable();
    let present = match entries.peek() {
        None => false,
        Some(first) if nulls => first.mv.raw() != 0,
        Some(_) => book.entries(key).any(|entry| entry.mv.raw() != 0),
    };
    let mut moves = Vec::new();
    if present {
        let mut total = 0u64;
        for entry in entries {
            if entry.weight == 0 || entry.mv.raw() == 0 {
                continue;
            }
            if let Some(m) = polyglot_legal(pos, entry.mv) {
                total += u64::from(entry.weight);
                moves.push((m, f64::from(entry.weight)));
            }
        }
        for (_, weight) in &mut moves {
            *weight /= total as f64;
        }
    }
    BookMoves { moves, present }
}

/// The legal move `mv` stands for in `pos`, reading castling only as the
/// king taking its own rook, as PolyGlot does.
fn polyglot_legal(pos: &Chess, mv: BookMove) -> Option<Move> {
    let m = legal_move(pos, mv)?;
    match m {
        Move::Castle { rook, .. } if rook as u32 != mv.to().index() as u32 => None,
        m => Some(m),
    }
}

/// Where the lines of a dump go, and for which side.
pub struct Dump<'w> {
    /// The output.
    pub out: &'w mut dyn Write,
}

/// One search: the lines for `color` (whose moves are the book's).
pub struct Search<'b, 'w> {
    book: Book<'b>,
    /// The side whose lines these are.
    color: Color,
    nulls: bool,
    /// Keys visited in this search: the line number and ply of the visit.
    visited: HashMap<u64, (u64, usize)>,
    /// Keys on the path from the start position, the start's first.
    path: Vec<u64>,
    steps: Vec<Step>,
    /// The number of the next line (the first is 1).
    line: u64,
    /// Keys found in the book at BOOK nodes, with the side to move there.
    pub marks: HashMap<u64, Color>,
    dump: Option<Dump<'w>>,
}

impl<'b, 'w> Search<'b, 'w> {
    /// A search of `book` for `color`'s lines. With `dump`, the lines are
    /// written there.
    ///
    /// `nulls`: whether the book's null entries (raw move 0) count.
    /// PolyGlot marks a visited position by adding a null entry for its
    /// key, so a null entry in the book makes the first visit of its key
    /// a transposition, of line 0 at ply 0 (the fields of an entry read
    /// from the file, zeroed), and a key whose first entry is null absent
    /// ([`book_moves`]). They count in `dump` and in `info`'s white
    /// search; `info` deletes them before its black search.
    pub fn new(book: Book<'b>, color: Color, nulls: bool, dump: Option<Dump<'w>>) -> Self {
        Search {
            book,
            color,
            nulls,
            visited: HashMap::new(),
            path: Vec::new(),
            steps: Vec::new(),
            line: 1,
            marks: HashMap::new(),
            dump,
        }
    }

    /// Runs the search from the start position; returns the number of
    /// lines. White's lines start with a BOOK node, black's with an ALL
    /// node.
    pub fn run(&mut self) -> io::Result<u64> {
        let start = Chess::default();
        self.visited.clear();
        self.line = 1;
        match self.color {
            Color::White => self.book_node(&start)?,
            Color::Black => self.all_node(&start)?,
        };
        Ok(self.line - 1)
    }

    /// The checks every node starts with: `Some(1)` when the position ends
    /// the line (a cycle or a transposition), else records it.
    fn enter(&mut self, key: u64) -> io::Result<Option<u64>> {
        if let Some(ply) = self.path.iter().position(|&k| k == key) {
            self.end_line(End::Cycle { ply })?;
            return Ok(Some(1));
        }
        if let Some(&(line, ply)) = self.visited.get(&key) {
            self.end_line(End::Trans { line, ply })?;
            return Ok(Some(1));
        }
        if self.nulls && self.book.entries(key).any(|entry| entry.mv.raw() == 0) {
            self.end_line(End::Trans { line: 0, ply: 0 })?;
            return Ok(Some(1));
        }
        self.visited.insert(key, (self.line, self.path.len()));
        self.path.push(key);
        Ok(None)
    }

    fn book_node(&mut self, pos: &Chess) -> io::Result<u64> {
        let key = pos.polyglot_key();
        if let Some(lines) = self.enter(key)? {
            return Ok(lines);
        }
        let found = book_moves(&self.book, pos, self.nulls);
        if found.present {
            self.marks.insert(key, pos.turn());
        }
        let mut sum = 0;
        for (m, probability) in found.moves {
            let mut child = pos.clone();
            let san = SanPlus::from_move_and_play_unchecked(&mut child, m);
            self.steps.push(Step {
                san,
                probability: Some(probability),
            });
            let mut lines = self.all_node(&child)?;
            if lines == 0 {
                self.end_line(End::Leaf)?;
                lines = 1;
            }
            self.steps.pop();
            sum += lines;
        }
        self.path.pop();
        Ok(sum)
    }

    /// The other side's moves into the book, sorted by their UCI text
    /// (castling as the king's two-square move): PolyGlot takes them in
    /// its move generator's order, which this does not copy.
    fn all_node(&mut self, pos: &Chess) -> io::Result<u64> {
        if let Some(lines) = self.enter(pos.polyglot_key())? {
            return Ok(lines);
        }
        let mut moves: Vec<(String, Move)> = pos
            .legal_moves()
            .into_iter()
            .map(|m| (m.to_uci(CastlingMode::Standard).to_string(), m))
            .collect();
        moves.sort_by(|a, b| a.0.cmp(&b.0));
        let mut sum = 0;
        for (_, m) in moves {
            let mut child = pos.clone();
            let san = SanPlus::from_move_and_play_unchecked(&mut child, m);
            if book_moves(&self.book, &child, self.nulls).moves.is_empty() {
                continue;
            }
            self.steps.push(Step {
                san,
                probability: None,
            });
            sum += self.book_node(&child)?;
            self.steps.pop();
        }
        self.path.pop();
        Ok(sum)
    }

    /// Counts a line and writes it when dumping: `N: `, the moves with
    /// move numbers before White's, `{P%}` after a book move, and how it
    /// ends.
    fn end_line(&mut self, end: End) -> io::Result<()> {
        let number = self.line;
        self.line += 1;
        let Some(dump) = &mut self.dump else {
            return Ok(());
        };
        let mut text = format!("{number}: ");
        for (ply, step) in self.steps.iter().enumerate() {
            if ply % 2 == 0 {
                text.push_str(&format!("{}. ", ply / 2 + 1));
            }
            text.push_str(&step.san.to_string());
            match step.probability {
                Some(p) => text.push_str(&format!("{{{}%}} ", percent(p))),
                None => text.push(' '),
            }
        }
        match end {
            End::Leaf => {}
            End::Cycle { ply } => text.push_str(&format!("{{cycle: ply={ply}}}")),
            End::Trans { line, ply } => {
                text.push_str(&format!("{{trans: line={line}, ply={ply}}}"))
            }
        }
        text.push('\n');
        dump.out.write_all(text.as_bytes())
    }
}

/// `100 × p` as C's `%.0f` prints it: the exact double rounded to an
/// integer, ties to even (Rust's `{:.0}` rounds the same way).
pub fn percent(p: f64) -> String {
    format!("{:.0}", 100.0 * p)
}

#[cfg(test)]
mod tests {
    use super::percent;

    #[test]
    fn percent_rounds_ties_to_even_as_c_does() {
        assert_eq!(percent(0.125), "12"); // 12.5
        assert_eq!(format!("{:.0}", 0.5), "0");
        assert_eq!(format!("{:.0}", 1.5), "2");
        assert_eq!(format!("{:.0}", 12.5), "12");
        assert_eq!(format!("{:.0}", 13.5), "14");
        assert_eq!(percent(1.0 / 6.0), "17");
        assert_eq!(percent(0.375), "38"); // 37.5
    }
}
