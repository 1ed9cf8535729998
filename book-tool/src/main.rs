//! `chess-tables-book`: a command-line tool for Polyglot opening books,
//! after PolyGlot 2.0.4's book commands.
//!
//! - `make GAMES.pgn... --out BOOK`: `polyglot make-book`, in bounded
//!   memory.
//! - `merge IN1 IN2 --out OUT`: `polyglot merge-book`, in bounded memory.
//! - `probe BOOK FEN`: the book's legal moves for a position.
//! - `info BOOK`: `polyglot info-book`'s counts.
//! - `dump BOOK --color white|black`: `polyglot dump-book`'s lines.
//!
//! Exit codes: 0 success, 1 an I/O or book error, 2 a usage error or bad
//! input, 130 interrupted.

#![forbid(unsafe_code)]

mod dump;
mod info;
mod make;
mod merge;
mod output;
mod probe;
mod search;

use std::fmt;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};

/// Polyglot opening books: merge, probe, count and dump them.
#[derive(Parser)]
#[command(name = "chess-tables-book", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Make a book from PGN games, byte for byte as `polyglot make-book
    /// -pgn GAMES -bin BOOK` does, in bounded memory (the --memory buffer,
    /// then sorted runs on disk). A game that cannot be read is reported
    /// and left out (PolyGlot stops). OUT is written only on success.
    Make {
        /// The PGN files, read one after the other (as PolyGlot reads
        /// their concatenation); `-` is standard input (for a compressed
        /// file: `zstdcat games.pgn.zst | chess-tables-book make - ...`).
        #[arg(required = true)]
        games: Vec<PathBuf>,
        /// The book (PolyGlot's -bin); may not be one of the inputs.
        #[arg(long, short)]
        out: PathBuf,
        /// Count the first N plies of each game (-max-ply).
        #[arg(long, value_name = "N", default_value_t = 1024)]
        max_ply: u32,
        /// Keep moves played in at least N games (-min-game).
        #[arg(long, value_name = "N", default_value_t = 3)]
        min_game: u32,
        /// Keep moves scoring at least PCT percent for their side
        /// (-min-score; a win 100, a draw 50).
        #[arg(long, value_name = "PCT", default_value_t = 0.0, value_parser = parse_percent)]
        min_score: f64,
        /// Keep White's moves only (-only-white).
        #[arg(long, conflicts_with = "only_black")]
        only_white: bool,
        /// Keep Black's moves only (-only-black).
        #[arg(long)]
        only_black: bool,
        /// Give every kept move weight 1 (-uniform).
        #[arg(long)]
        uniform: bool,
        /// The record buffer, in MiB: beyond it, sorted runs go to
        /// temporary files.
        #[arg(long, value_name = "MB", default_value_t = 256, value_parser = clap::value_parser!(u64).range(1..))]
        memory: u64,
        /// The directory of the temporary runs (default: the output's).
        #[arg(long, value_name = "DIR")]
        temp_dir: Option<PathBuf>,
        /// The most runs on disk at once, each an open file: when N are
        /// written, the shorter half are merged into one (an extra pass
        /// over their records).
        #[arg(long, value_name = "N", default_value_t = 128, value_parser = clap::value_parser!(u64).range(2..=65_536))]
        max_runs: u64,
    },
    /// Merge two books into a third, as `polyglot merge-book` does, in
    /// bounded memory (buffers of 2.2 MiB at most, whatever the books'
    /// size). OUT is
    /// written only when the merge succeeds.
    Merge {
        /// The first book (PolyGlot's -in1).
        in1: PathBuf,
        /// The second book (PolyGlot's -in2).
        in2: PathBuf,
        /// The merged book; may not be one of the inputs.
        #[arg(long, short)]
        out: PathBuf,
    },
    /// Print the book's legal moves for a position: UCI move, weight,
    /// share of the printed moves' weight and learn value, in the book's
    /// order. The book is searched on disk, not loaded.
    Probe {
        /// The book.
        book: PathBuf,
        /// The position, standard chess (quote it: it has spaces).
        fen: String,
    },
    /// Count the book's lines and positions, as `polyglot info-book`
    /// does. Loads the book into memory, as PolyGlot does.
    Info {
        /// The book.
        book: PathBuf,
    },
    /// Write the book's lines for one side, as `polyglot dump-book` does
    /// (but the other side's moves sorted by UCI text, not in PolyGlot's
    /// move generator's order). Loads the book into memory.
    Dump {
        /// The book.
        book: PathBuf,
        /// The side whose lines (book moves) to dump.
        #[arg(long, value_enum)]
        color: Side,
        /// Write to this file (only when the dump succeeds) instead of
        /// standard output.
        #[arg(long, short)]
        out: Option<PathBuf>,
    },
}

/// A side, for `dump --color`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum Side {
    /// White's lines.
    White,
    /// Black's lines.
    Black,
}

/// Why a command failed, with the exit code it gives.
#[derive(Debug)]
pub enum Failure {
    /// Bad input from the user (a FEN, an output that is an input): 2.
    Usage(String),
    /// An I/O error or a book that is no book: 1.
    Io(String),
    /// Ctrl-C or SIGTERM: 130.
    Interrupted,
}

impl Failure {
    fn code(&self) -> u8 {
        match self {
            Failure::Usage(_) => 2,
            Failure::Io(_) => 1,
            Failure::Interrupted => 130,
        }
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Failure::Usage(message) | Failure::Io(message) => f.write_str(message),
            Failure::Interrupted => f.write_str("interrupted"),
        }
    }
}

/// A percentage, 0 to 100 (PolyGlot's -min-score).
fn parse_percent(text: &str) -> Result<f64, String> {
    let value: f64 = text.parse().map_err(|_| format!("{text:?} is no number"))?;
    if (0.0..=100.0).contains(&value) {
        Ok(value)
    } else {
        Err(format!("{text} is not between 0 and 100"))
    }
}

/// The stack of the thread that runs a command: the line search of `info`
/// and `dump` recurses once a ply, and books hold lines far longer than
/// the main thread's 8 MiB allow. Reserved, not committed: memory is
/// used only as deep as a line goes.
const STACK_BYTES: usize = 1 << 30;

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = std::thread::Builder::new()
        .stack_size(STACK_BYTES)
        .spawn(move || run(cli))
        .map_err(|error| Failure::Io(format!("cannot start the command's thread: {error}")))
        .and_then(|thread| {
            thread
                .join()
                .unwrap_or_else(|_| Err(Failure::Io("the command panicked".into())))
        });
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => {
            eprintln!("chess-tables-book: {failure}");
            ExitCode::from(failure.code())
        }
    }
}

/// Runs the command `cli` names.
fn run(cli: Cli) -> Result<(), Failure> {
    match cli.command {
        Command::Make {
            games,
            out,
            max_ply,
            min_game,
            min_score,
            only_white,
            only_black,
            uniform,
            memory,
            temp_dir,
            max_runs,
        } => make::run(
            &make::Job {
                games: &games,
                out: &out,
                memory_mib: memory,
                max_runs: max_runs as usize,
                temp_dir: temp_dir.as_deref(),
            },
            make::Options {
                max_ply,
                min_game,
                min_score,
                only_white,
                only_black,
                uniform,
            },
        ),
        Command::Merge { in1, in2, out } => merge::run(&in1, &in2, &out),
        Command::Probe { book, fen } => probe::run(&book, &fen),
        Command::Info { book } => info::run(&book),
        Command::Dump { book, color, out } => {
            let color = match color {
                Side::White => shakmaty::Color::White,
                Side::Black => shakmaty::Color::Black,
            };
            dump::run(&book, color, out.as_deref())
        }
    }
}
