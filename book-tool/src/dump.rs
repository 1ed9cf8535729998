//! `dump BOOK --color white|black`: the lines of the book for one side,
//! as `polyglot dump-book` writes them.

use std::io::{self, BufWriter, Write};
use std::path::Path;

use chess_tables_position::book::Book;
use shakmaty::Color;

use crate::Failure;
use crate::output::{self, Interruptible};
use crate::search::{self, Dump, Search};

/// Writes `color`'s lines of the book at `path` to `out` (a file written
/// only on success) or to standard output.
pub fn run(path: &Path, color: Color, out: Option<&Path>) -> Result<(), Failure> {
    let bytes = search::load(path)?;
    let book = Book::new(&bytes).map_err(|error| search::book_error(path, &error))?;
    match out {
        None => {
            let mut stdout = BufWriter::new(io::stdout().lock());
            write(book, path, color, &mut stdout).or_else(output::stdout_failure)
        }
        Some(out) => {
            output::refuse_input_as_output(out, &[path])?;
            let flag = output::interrupt_flag();
            let temp = output::temp_beside(out)?;
            let mut writer = BufWriter::new(Interruptible::new(temp.as_file(), flag.clone()));
            let result = write(book, path, color, &mut writer);
            if output::interrupted(&flag) {
                return Err(Failure::Interrupted);
            }
            result.map_err(|error| Failure::Io(format!("{}: {error}", out.display())))?;
            drop(writer);
            output::persist(temp, out)
        }
    }
}

/// The dump: the title line, then the lines.
fn write(book: Book, path: &Path, color: Color, out: &mut dyn Write) -> io::Result<()> {
    let side = match color {
        Color::White => "white",
        Color::Black => "black",
    };
    writeln!(out, "Dump of \"{}\" for {side}.", path.display())?;
    // PolyGlot's dump-book keeps the book's null entries (see Search::new).
    let mut search = Search::new(book, color, true, Some(Dump { out }));
    search.run()?;
    drop(search);
    out.flush()
}
