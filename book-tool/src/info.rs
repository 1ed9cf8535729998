//! `info BOOK`: `polyglot info-book`'s counts of a book's lines and
//! positions.

use std::io::{self, Write};
use std::path::Path;

use chess_tables_position::book::Book;
use shakmaty::Color;

use crate::Failure;
use crate::search::{self, Search};

/// The counts `polyglot info-book` prints.
#[derive(Debug, PartialEq, Eq)]
pub struct Info {
    /// Lines of White's search.
    pub white_lines: u64,
    /// Lines of Black's search.
    pub black_lines: u64,
    /// Positions of the book found in White's search, White to move.
    pub white_positions: u64,
    /// The same for Black.
    pub black_positions: u64,
    /// The book's positions neither search found.
    pub isolated: u64,
}

/// Counts `book`'s lines and positions, as PolyGlot does.
pub fn count(book: Book) -> Info {
    // The book's null entries count in the white search; PolyGlot deletes
    // them before the black one (see Search::new).
    let mut white = Search::new(book, Color::White, true, None);
    let white_lines = white.run().unwrap_or(0);
    let mut black = Search::new(book, Color::Black, false, None);
    let black_lines = black.run().unwrap_or(0);
    let mut marks = white.marks;
    marks.extend(black.marks);

    // The book's positions: each run of entries of one key, null entries
    // left out, key 0 (a header) never one.
    let (mut total, mut white_positions, mut black_positions) = (0, 0, 0);
    let mut last_key = 0;
    for entry in book.iter().filter(|e| e.mv.raw() != 0) {
        if entry.key == last_key {
            continue;
        }
        last_key = entry.key;
        total += 1;
        match marks.get(&entry.key) {
            Some(Color::White) => white_positions += 1,
            Some(Color::Black) => black_positions += 1,
            None => {}
        }
    }
    Info {
        white_lines,
        black_lines,
        white_positions,
        black_positions,
        isolated: total - white_positions - black_positions,
    }
}

/// Prints the counts of the book at `path` in PolyGlot's layout.
pub fn run(path: &Path) -> Result<(), Failure> {
    let bytes = search::load(path)?;
    let book = Book::new(&bytes).map_err(|error| search::book_error(path, &error))?;
    let info = count(book);
    let text = format!(
        "Lines for white                : {:8}\n\
         Lines for black                : {:8}\n\
         Positions on lines for white   : {:8}\n\
         Positions on lines for black   : {:8}\n\
         Isolated positions             : {:8}\n",
        info.white_lines,
        info.black_lines,
        info.white_positions,
        info.black_positions,
        info.isolated
    );
    io::stdout()
        .write_all(text.as_bytes())
        .map_err(|error| Failure::Io(format!("standard output: {error}")))
}
