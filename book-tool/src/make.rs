//! `make GAMES.pgn ... --out BOOK`: a Polyglot book from PGN games, byte
//! for byte what `polyglot make-book` (PolyGlot 2.0.4) writes, in bounded
//! memory.
//!
//! # What PolyGlot counts (our reading of its make-book)
//!
//! Every game starts from the standard position. The game's result is its
//! `Result` tag (the last one; none counts as `*`): `1-0` is a white win,
//! `0-1` a black win, anything else (`1/2-1/2`, `*`, ...) a draw. Each of
//! the game's first `max-ply` moves adds to the entry (position key, move):
//! one game (`n`) and 2, 1 or 0 points (`sum`) for a win, draw or loss of
//! the side that played it. When a move's `n` reaches 16,384, every move of
//! that position has `n` and `sum` halved, rounding up, so the order of the
//! games matters. An entry is kept when `n >= min-game`, `sum > 0`,
//! `sum / n / 2 >= min-score / 100` (in `f64`, as PolyGlot's doubles) and
//! its side is not removed (`only-white` removes Black's moves,
//! `only-black` White's). Its weight is `sum`, or 1 with `uniform`, and
//! the entries of a position are written highest weight first, ties in
//! the order their moves were first played (glibc's `qsort` is a stable
//! merge sort), learn 0.
//!
//! # How we count it in bounded memory
//!
//! Reading the games gives one record per counted move: the position's
//! key, the game's ordinal, the ply, the move, the points of the side that
//! played it and that side's colour (23 bytes on disk, 24 in memory). The
//! records go to a buffer of at most `--memory` MiB; a full buffer is
//! sorted by (key, game, ply) and written to a temporary file: a sorted
//! run. At the end the runs are merged (a k-way merge over a binary heap,
//! one buffered reader per run; beyond `--max-runs` runs, the oldest are
//! first merged in groups into longer runs), so that each key's records come out in
//! the order the games were played, and PolyGlot's counting is replayed
//! key by key: the halving at 16,384 sees the games in the same order as
//! PolyGlot's, because halving touches one position's moves only. A key's
//! entries are then filtered, ordered and written, keys ascending, to a
//! temporary file persisted as the output on success.
//!
//! Runs are independent: each is a sorted list of self-contained records
//! (the result is already in the record), so runs made elsewhere, from
//! other shards of the games, merge with these as long as their game
//! ordinals keep the games' order (an ordinal from the shard's rank and the
//! game's number in it). The counts themselves do not merge (the halving
//! is not additive): shards are combined as runs of records, never as
//! books.
//!
//! # Unlike PolyGlot
//!
//! A game that cannot be read (an illegal or ambiguous move, a broken tag,
//! a game set up from another position by a `FEN` tag) is reported on
//! standard error with its file, number and line, and left out whole;
//! PolyGlot stops at it with an error (and reads a `FEN` game's moves from
//! the standard position). Several PGN files are read one after the other,
//! as PolyGlot reads their concatenation.

use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Read, Seek, Write};
use std::ops::ControlFlow;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use chess_tables_position::book::Entry;
use chess_tables_shakmaty::book::book_move;
use chess_tables_shakmaty::position::ShakmatyPositionExt;
use pgn_reader::{RawTag, Reader, SanPlus, Visitor};
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, Color, Position};

use crate::Failure;
use crate::output::{self, Interruptible, Progress};

/// A move's count at which PolyGlot halves its position's counts.
const COUNT_MAX: u32 = 16_384;

/// PolyGlot make-book's options.
#[derive(Clone, Copy, Debug)]
pub struct Options {
    /// Moves counted per game (from the start): -max-ply, default 1024.
    pub max_ply: u32,
    /// Games a move needs to be kept: -min-game, default 3.
    pub min_game: u32,
    /// The score (percent) a move needs to be kept: -min-score, default 0.
    pub min_score: f64,
    /// Keep White's moves only: -only-white.
    pub only_white: bool,
    /// Keep Black's moves only: -only-black.
    pub only_black: bool,
    /// Every kept move weighs 1: -uniform.
    pub uniform: bool,
}

/// Where the work goes.
pub struct Job<'a> {
    /// The PGN files, read in this order.
    pub games: &'a [PathBuf],
    /// The book.
    pub out: &'a Path,
    /// The record buffer's size in MiB.
    pub memory_mib: u64,
    /// The most runs merged at once (files open at once), at least 2.
    pub max_runs: usize,
    /// Where the runs go (default: the output's directory).
    pub temp_dir: Option<&'a Path>,
}

/// One counted move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Record {
    key: u64,
    game: u64,
    ply: u32,
    mv: u16,
    /// Bits 0-1: the mover's points (0, 1, 2); bit 2: Black moved.
    flags: u8,
}

const RECORD_BYTES: usize = 23;
const BLACK: u8 = 4;

impl Record {
    fn to_bytes(self) -> [u8; RECORD_BYTES] {
        let mut b = [0u8; RECORD_BYTES];
        b[0..8].copy_from_slice(&self.key.to_be_bytes());
        b[8..16].copy_from_slice(&self.game.to_be_bytes());
        b[16..20].copy_from_slice(&self.ply.to_be_bytes());
        b[20..22].copy_from_slice(&self.mv.to_be_bytes());
        b[22] = self.flags;
        b
    }

    fn from_bytes(b: &[u8; RECORD_BYTES]) -> Record {
        let mut key = [0u8; 8];
        key.copy_from_slice(&b[0..8]);
        let mut game = [0u8; 8];
        game.copy_from_slice(&b[8..16]);
        Record {
            key: u64::from_be_bytes(key),
            game: u64::from_be_bytes(game),
            ply: u32::from_be_bytes([b[16], b[17], b[18], b[19]]),
            mv: u16::from_be_bytes([b[20], b[21]]),
            flags: b[22],
        }
    }
}

/// The record buffer and the runs spilled from it.
struct Runs {
    buffer: Vec<Record>,
    limit: usize,
    dir: PathBuf,
    files: Vec<File>,
    peak_bytes: usize,
    disk_bytes: u64,
    records: u64,
    runs: usize,
    passes: usize,
    max_runs: usize,
    interrupt: Arc<AtomicBool>,
}

/// A run's read buffer in a group merge made while games are still read
/// (the record buffer holds the budget then).
const GROUP_READ_BYTES: u64 = 1 << 16;

impl Runs {
    fn new(memory_bytes: u64, dir: PathBuf, max_runs: usize, interrupt: Arc<AtomicBool>) -> Runs {
        let limit = (memory_bytes / size_of::<Record>() as u64).max(1);
        Runs {
            buffer: Vec::new(),
            limit: usize::try_from(limit).unwrap_or(usize::MAX),
            dir,
            files: Vec::new(),
            peak_bytes: 0,
            disk_bytes: 0,
            records: 0,
            runs: 0,
            passes: 0,
            max_runs,
            interrupt,
        }
    }

    fn push(&mut self, record: Record) -> io::Result<()> {
        if self.buffer.len() == self.limit {
            self.spill()?;
        }
        if self.buffer.len() == self.buffer.capacity() {
            // Grow by doubling, never past the limit.
            let want = (self.buffer.capacity() * 2).max(1024).min(self.limit);
            self.buffer.reserve_exact(want - self.buffer.len());
            self.peak_bytes = self
                .peak_bytes
                .max(self.buffer.capacity() * size_of::<Record>());
        }
        self.buffer.push(record);
        self.records += 1;
        Ok(())
    }

    /// Sorts the buffer and writes it as a run.
    fn spill(&mut self) -> io::Result<()> {
        self.buffer.sort_unstable();
        let file = tempfile::tempfile_in(&self.dir)?;
        let mut writer = BufWriter::with_capacity(1 << 16, file);
        for record in &self.buffer {
            writer.write_all(&record.to_bytes())?;
        }
        let mut file = writer.into_inner().map_err(|error| error.into_error())?;
        file.rewind()?;
        self.disk_bytes += (self.buffer.len() * RECORD_BYTES) as u64;
        self.files.push(file);
        self.runs += 1;
        self.buffer.clear();
        // Never more than max_runs files open: the shortest half merged
        // into one, so that a long run is not rewritten at every group.
        if self.files.len() >= self.max_runs {
            let group = (self.max_runs / 2).max(2);
            let mut lengths = Vec::with_capacity(self.files.len());
            for (index, file) in self.files.iter().enumerate() {
                lengths.push((file.metadata()?.len(), index));
            }
            lengths.sort_unstable();
            let mut shortest: Vec<usize> = lengths[..group].iter().map(|&(_, i)| i).collect();
            shortest.sort_unstable();
            let files: Vec<File> = shortest
                .iter()
                .rev()
                .map(|&index| self.files.remove(index))
                .collect();
            self.merge_files(files, GROUP_READ_BYTES * group as u64)?;
        }
        Ok(())
    }

    /// Merges runs into one, at the end of the list: an extra pass over
    /// part of the records, so that no merge holds more than `max_runs`
    /// files open.
    fn merge_files(&mut self, group: Vec<File>, memory_bytes: u64) -> io::Result<()> {
        let mut merge = Merge::new(readers(group.into_iter(), memory_bytes))?;
        let mut writer = BufWriter::with_capacity(1 << 16, tempfile::tempfile_in(&self.dir)?);
        let mut records = 0u64;
        while let Some(record) = merge.next()? {
            writer.write_all(&record.to_bytes())?;
            records += 1;
            if records.is_multiple_of(1 << 16) && output::interrupted(&self.interrupt) {
                return Err(io::Error::other("interrupted"));
            }
        }
        let mut file = writer.into_inner().map_err(|error| error.into_error())?;
        file.rewind()?;
        self.disk_bytes += records * RECORD_BYTES as u64;
        self.passes += 1;
        self.files.push(file);
        Ok(())
    }

    /// The runs, to merge: the buffer stays in memory when nothing was
    /// spilled; otherwise it is spilled too and freed, so that the merge's
    /// readers share the memory it had.
    fn finish(mut self, max_runs: usize, memory_bytes: u64) -> io::Result<(Vec<Source>, Stats)> {
        let mut sources = Vec::new();
        if self.files.is_empty() {
            self.buffer.sort_unstable();
            sources.push(Source::Memory(std::mem::take(&mut self.buffer).into_iter()));
        } else {
            if !self.buffer.is_empty() {
                self.spill()?;
            }
            self.buffer = Vec::new();
            while self.files.len() > max_runs {
                let group: Vec<File> = self.files.drain(..max_runs).collect();
                self.merge_files(group, memory_bytes)?;
            }
            sources = readers(self.files.drain(..), memory_bytes);
        }
        let stats = Stats {
            peak_bytes: self.peak_bytes,
            runs: self.runs.max(1),
            passes: self.passes,
            disk_bytes: self.disk_bytes,
            records: self.records,
        };
        Ok((sources, stats))
    }
}

/// One buffered reader a run, the memory budget shared between them.
fn readers(files: impl ExactSizeIterator<Item = File>, memory_bytes: u64) -> Vec<Source> {
    let each = (memory_bytes / files.len().max(1) as u64).clamp(4096, 1 << 20) as usize;
    files
        .map(|file| Source::File(BufReader::with_capacity(each, file)))
        .collect()
}

struct Stats {
    peak_bytes: usize,
    runs: usize,
    /// Extra merges of `max_runs` runs into one.
    passes: usize,
    disk_bytes: u64,
    records: u64,
}

/// A sorted run.
enum Source {
    Memory(std::vec::IntoIter<Record>),
    File(BufReader<File>),
}

impl Source {
    fn next(&mut self) -> io::Result<Option<Record>> {
        match self {
            Source::Memory(records) => Ok(records.next()),
            Source::File(reader) => {
                let mut bytes = [0u8; RECORD_BYTES];
                match reader.read_exact(&mut bytes) {
                    Ok(()) => Ok(Some(Record::from_bytes(&bytes))),
                    Err(error) if error.kind() == io::ErrorKind::UnexpectedEof => Ok(None),
                    Err(error) => Err(error),
                }
            }
        }
    }
}

/// The k-way merge of the runs: records in (key, game, ply) order.
struct Merge {
    sources: Vec<Source>,
    heap: BinaryHeap<Reverse<(Record, usize)>>,
}

impl Merge {
    fn new(mut sources: Vec<Source>) -> io::Result<Merge> {
        let mut heap = BinaryHeap::with_capacity(sources.len());
        for (index, source) in sources.iter_mut().enumerate() {
            if let Some(record) = source.next()? {
                heap.push(Reverse((record, index)));
            }
        }
        Ok(Merge { sources, heap })
    }

    fn next(&mut self) -> io::Result<Option<Record>> {
        let Some(Reverse((record, index))) = self.heap.pop() else {
            return Ok(None);
        };
        if let Some(next) = self.sources[index].next()? {
            self.heap.push(Reverse((next, index)));
        }
        Ok(Some(record))
    }
}

/// One move of the position being counted, as PolyGlot's entry.
struct Tally {
    mv: u16,
    n: u32,
    sum: u32,
    black: bool,
}

/// PolyGlot's counting and filters, one position at a time.
struct Counter {
    options: Options,
    key: u64,
    moves: Vec<Tally>,
    kept: Vec<(u16, u16)>,
    written: u64,
}

impl Counter {
    fn add(&mut self, record: Record, out: &mut impl Write) -> io::Result<()> {
        if record.key != self.key {
            self.flush(out)?;
            self.key = record.key;
        }
        let index = match self.moves.iter().position(|tally| tally.mv == record.mv) {
            Some(index) => index,
            None => {
                self.moves.push(Tally {
                    mv: record.mv,
                    n: 0,
                    sum: 0,
                    black: record.flags & BLACK != 0,
                });
                self.moves.len() - 1
            }
        };
        let tally = &mut self.moves[index];
        tally.n += 1;
        tally.sum += u32::from(record.flags & 3);
        if tally.n >= COUNT_MAX {
            for tally in &mut self.moves {
                tally.n = tally.n.div_ceil(2);
                tally.sum = tally.sum.div_ceil(2);
            }
        }
        Ok(())
    }

    fn keep(&self, tally: &Tally) -> bool {
        let options = &self.options;
        if tally.n < options.min_game || tally.sum == 0 {
            return false;
        }
        let score = (f64::from(tally.sum) / f64::from(tally.n)) / 2.0;
        if score < options.min_score / 100.0 {
            return false;
        }
        !(options.only_white && tally.black || options.only_black && !tally.black)
    }

    fn flush(&mut self, out: &mut impl Write) -> io::Result<()> {
        let mut kept = std::mem::take(&mut self.kept);
        kept.clear();
        for tally in &self.moves {
            if self.keep(tally) {
                // sum <= 2 * n <= 32,768.
                let weight = if self.options.uniform {
                    1
                } else {
                    tally.sum as u16
                };
                kept.push((tally.mv, weight));
            }
        }
        // Stable: ties keep the order their moves were first played.
        kept.sort_by_key(|&(_, weight)| Reverse(weight));
        for &(mv, weight) in &kept {
            let entry = Entry {
                key: self.key,
                mv: chess_tables_position::book::BookMove::from_raw(mv),
                weight,
                learn: 0,
            };
            out.write_all(&entry.to_bytes())?;
            self.written += 1;
        }
        self.kept = kept;
        self.moves.clear();
        Ok(())
    }
}

/// Why a game was left out.
struct BadGame(String);

/// Reads one game into its records (kept only when the whole game reads).
struct GameReader {
    max_ply: u32,
    game: u64,
    result: i8,
    fen: Option<Vec<u8>>,
    position: Chess,
    ply: u32,
    records: Vec<Record>,
}

impl Visitor for GameReader {
    type Tags = ();
    type Movetext = ();
    type Output = Result<(), BadGame>;

    fn begin_tags(&mut self) -> ControlFlow<Self::Output, Self::Tags> {
        self.game += 1;
        self.result = 0;
        self.fen = None;
        self.position = Chess::default();
        self.ply = 0;
        self.records.clear();
        ControlFlow::Continue(())
    }

    fn tag(&mut self, _: &mut (), name: &[u8], value: RawTag<'_>) -> ControlFlow<Self::Output> {
        match name {
            b"Result" => {
                self.result = match &*value.decode() {
                    b"1-0" => 1,
                    b"0-1" => -1,
                    _ => 0,
                };
            }
            b"FEN" => self.fen = Some(value.decode().into_owned()),
            _ => {}
        }
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, _: ()) -> ControlFlow<Self::Output, Self::Movetext> {
        if let Some(fen) = &self.fen {
            let start = Fen::from_ascii(fen)
                .ok()
                .and_then(|fen| fen.into_position::<Chess>(CastlingMode::Standard).ok())
                .is_some_and(|position| position.polyglot_key() == self.position.polyglot_key());
            if !start {
                return ControlFlow::Break(Err(BadGame(format!(
                    "set up from another position (FEN \"{}\"): PolyGlot reads games from the standard position only",
                    String::from_utf8_lossy(fen)
                ))));
            }
        }
        if self.max_ply == 0 {
            return ControlFlow::Break(Ok(()));
        }
        ControlFlow::Continue(())
    }

    fn san(&mut self, _: &mut (), san_plus: SanPlus) -> ControlFlow<Self::Output> {
        let mv = match san_plus.san.to_move(&self.position) {
            Ok(mv) => mv,
            Err(error) => {
                return ControlFlow::Break(Err(BadGame(format!(
                    "move {}{} {san_plus}: {error}",
                    self.ply / 2 + 1,
                    if self.ply.is_multiple_of(2) {
                        "."
                    } else {
                        "..."
                    }
                ))));
            }
        };
        let black = self.position.turn() == Color::Black;
        let result = if black { -self.result } else { self.result };
        let Some(book) = book_move(mv) else {
            return ControlFlow::Break(Err(BadGame(format!("move {san_plus}: no book move"))));
        };
        self.records.push(Record {
            key: self.position.polyglot_key(),
            game: self.game,
            ply: self.ply,
            mv: book.raw(),
            flags: (result + 1) as u8 | if black { BLACK } else { 0 },
        });
        self.position.play_unchecked(mv);
        self.ply += 1;
        if self.ply >= self.max_ply {
            // PolyGlot reads no further moves of the game.
            return ControlFlow::Break(Ok(()));
        }
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, _: ()) -> Self::Output {
        Ok(())
    }
}

/// Line numbers of byte offsets in a file, counted forward on demand (for
/// the reports of bad games only).
struct Lines {
    reader: BufReader<File>,
    offset: u64,
    line: u64,
}

impl Lines {
    fn open(path: &Path) -> io::Result<Lines> {
        Ok(Lines {
            reader: BufReader::new(File::open(path)?),
            offset: 0,
            line: 1,
        })
    }

    /// The line of the first character at or after `offset` that is not
    /// white space (where the game starts).
    fn line_of_game_at(&mut self, offset: u64) -> io::Result<u64> {
        loop {
            let buf = self.reader.fill_buf()?;
            if buf.is_empty() {
                return Ok(self.line);
            }
            let byte = buf[0];
            if self.offset >= offset && !byte.is_ascii_whitespace() {
                return Ok(self.line);
            }
            if byte == b'\n' {
                self.line += 1;
            }
            self.reader.consume(1);
            self.offset += 1;
        }
    }
}

/// The path that names standard input.
const STDIN: &str = "-";

/// An input's name in messages.
fn input_name(path: &Path) -> String {
    if path.as_os_str() == STDIN {
        "standard input".to_string()
    } else {
        path.display().to_string()
    }
}

/// The inputs' total size, for the progress line (unknown with standard
/// input); a missing input fails here, before any work.
fn input_bytes(paths: &[PathBuf]) -> Result<Option<u64>, Failure> {
    let mut total = Some(0u64);
    for path in paths {
        if path.as_os_str() == STDIN {
            total = None;
            continue;
        }
        let metadata = std::fs::metadata(path)
            .map_err(|error| Failure::Io(format!("{}: {error}", path.display())))?;
        if metadata.is_dir() {
            return Err(Failure::Io(format!(
                "{}: a directory, not a PGN file",
                path.display()
            )));
        }
        total = total.map(|total| total + metadata.len());
    }
    Ok(total)
}

/// A reader that knows how many bytes it has given, so that the PGN
/// reader can tell where a game starts in any input, standard input
/// included (a seek to the current position is all it asks).
struct Offset<R> {
    inner: R,
    offset: u64,
}

impl<R> Offset<R> {
    fn new(inner: R) -> Offset<R> {
        Offset { inner, offset: 0 }
    }
}

impl<R: Read> Read for Offset<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.offset += n as u64;
        Ok(n)
    }
}

impl<R> Seek for Offset<R> {
    fn seek(&mut self, pos: io::SeekFrom) -> io::Result<u64> {
        match pos {
            io::SeekFrom::Current(0) => Ok(self.offset),
            _ => Err(io::Error::new(
                io::ErrorKind::Unsupported,
                "a PGN input is read forward only",
            )),
        }
    }
}

/// Runs `make`.
pub fn run(job: &Job<'_>, options: Options) -> Result<(), Failure> {
    let out = job.out;
    let inputs: Vec<&Path> = job.games.iter().map(PathBuf::as_path).collect();
    if inputs
        .iter()
        .filter(|path| path.as_os_str() == STDIN)
        .count()
        > 1
    {
        return Err(Failure::Usage(
            "standard input (-) can be read once only".to_string(),
        ));
    }
    output::refuse_input_as_output(out, &inputs)?;
    let dir = match job.temp_dir {
        Some(dir) => dir.to_path_buf(),
        None => match out.parent() {
            Some(dir) if !dir.as_os_str().is_empty() => dir.to_path_buf(),
            _ => PathBuf::from("."),
        },
    };
    let memory_bytes = job.memory_mib.saturating_mul(1 << 20);
    let flag = output::interrupt_flag();
    let temp = output::temp_beside(out)?;
    let spill_error = |error: io::Error| {
        if output::interrupted(&flag) {
            Failure::Interrupted
        } else {
            Failure::Io(format!("{}: a run of records: {error}", dir.display()))
        }
    };

    let mut runs = Runs::new(memory_bytes, dir.clone(), job.max_runs, Arc::clone(&flag));
    let mut reader_state = GameReader {
        max_ply: options.max_ply,
        game: 0,
        result: 0,
        fen: None,
        position: Chess::default(),
        ply: 0,
        records: Vec::new(),
    };
    let mut games = 0u64;
    let mut skipped = 0u64;
    let started = Instant::now();
    let mut progress = Progress::new("reading games", input_bytes(job.games)?);
    for path in job.games {
        let name = input_name(path);
        let io_error = |error: io::Error| Failure::Io(format!("{name}: {error}"));
        let source: Box<dyn Read> = if path.as_os_str() == STDIN {
            Box::new(io::stdin().lock())
        } else {
            Box::new(File::open(path).map_err(io_error)?)
        };
        let mut reader = Reader::new(progress.counting(Offset::new(source)));
        let mut lines: Option<Lines> = None;
        let mut in_file = 0u64;
        loop {
            if output::interrupted(&flag) {
                progress.finish();
                return Err(Failure::Interrupted);
            }
            progress.tick();
            // Finishes the game before (a game cut short at max-ply), so
            // that the offset is where the next one starts.
            if !reader.has_more().map_err(io_error)? {
                break;
            }
            let start = reader.stream_position().map_err(io_error)?;
            let result = reader.read_game(&mut reader_state);
            let problem = match result {
                Ok(None) => break,
                Ok(Some(Ok(()))) => None,
                Ok(Some(Err(BadGame(why)))) => Some(why),
                Err(error) if error.kind() == io::ErrorKind::InvalidData => {
                    // The reader stopped inside the game: skip its rest.
                    let why = error.to_string();
                    reader.skip_game().map_err(io_error)?;
                    Some(why)
                }
                Err(error) => return Err(io_error(error)),
            };
            in_file += 1;
            games += 1;
            match problem {
                None => {
                    for &record in &reader_state.records {
                        runs.push(record).map_err(spill_error)?;
                    }
                }
                Some(why) => {
                    skipped += 1;
                    let place = if path.as_os_str() == STDIN {
                        format!("{name}, byte {start}")
                    } else {
                        let lines = match &mut lines {
                            Some(lines) => lines,
                            None => lines.insert(Lines::open(path).map_err(io_error)?),
                        };
                        format!("{name}:{}", lines.line_of_game_at(start).map_err(io_error)?)
                    };
                    progress.finish();
                    eprintln!("chess-tables-book: {place}: game {in_file} skipped: {why}");
                }
            }
        }
    }

    progress.finish();
    let read = started.elapsed();
    let (sources, stats) = runs
        .finish(job.max_runs, memory_bytes)
        .map_err(spill_error)?;
    let mut merge = Merge::new(sources).map_err(spill_error)?;
    let mut writer = BufWriter::with_capacity(
        1 << 16,
        Interruptible::new(temp.as_file(), Arc::clone(&flag)),
    );
    let mut counter = Counter {
        options,
        key: 0,
        moves: Vec::new(),
        kept: Vec::new(),
        written: 0,
    };
    let write_error = |error: io::Error, flag: &AtomicBool| {
        if output::interrupted(flag) {
            Failure::Interrupted
        } else {
            Failure::Io(format!("{}: {error}", out.display()))
        }
    };
    let mut progress = Progress::new("merging runs", Some(stats.records * RECORD_BYTES as u64));
    let mut merged_records = 0u64;
    while let Some(record) = merge.next().map_err(spill_error)? {
        counter
            .add(record, &mut writer)
            .map_err(|error| write_error(error, &flag))?;
        merged_records += 1;
        if merged_records.is_multiple_of(1 << 16) {
            progress.advance((1 << 16) * RECORD_BYTES as u64);
            progress.tick();
        }
    }
    progress.advance((merged_records % (1 << 16)) * RECORD_BYTES as u64);
    progress.finish();
    counter
        .flush(&mut writer)
        .and_then(|()| writer.flush())
        .map_err(|error| write_error(error, &flag))?;
    drop(writer);
    temp.as_file()
        .sync_all()
        .map_err(|error| Failure::Io(format!("{}: {error}", out.display())))?;
    output::persist(temp, out)?;
    let merged = started.elapsed() - read;
    eprintln!(
        "made {} from {games} games ({skipped} skipped): {} moves counted, {} entries",
        out.display(),
        stats.records,
        counter.written
    );
    eprintln!(
        "memory: peak record buffer {:.1} MiB of {} MiB; {} run{}{}; {:.1} MiB of runs written to disk",
        stats.peak_bytes as f64 / f64::from(1 << 20),
        job.memory_mib,
        stats.runs,
        if stats.runs == 1 { "" } else { "s" },
        match stats.passes {
            0 => String::new(),
            passes => format!(
                ", {passes} extra merge{} (at most {} runs open)",
                if passes == 1 { "" } else { "s" },
                job.max_runs
            ),
        },
        stats.disk_bytes as f64 / f64::from(1 << 20),
    );
    eprintln!(
        "time: {:.2} s reading games ({:.0} games/s), {:.2} s merging runs and writing the book",
        read.as_secs_f64(),
        games as f64 / read.as_secs_f64().max(1e-9),
        merged.as_secs_f64(),
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_round_trip_and_sort_by_key_game_ply() {
        let a = Record {
            key: u64::MAX - 3,
            game: 1 << 40,
            ply: 70_000,
            mv: 0xabcd,
            flags: 6,
        };
        assert_eq!(Record::from_bytes(&a.to_bytes()), a);
        let b = Record {
            key: a.key,
            game: a.game,
            ply: a.ply + 1,
            mv: 0,
            flags: 0,
        };
        assert!(a < b);
        assert!(
            a < Record {
                key: a.key + 1,
                game: 0,
                ply: 0,
                mv: 0,
                flags: 0
            }
        );
    }

    #[test]
    fn halving_rounds_up_every_move_of_the_position() {
        let options = Options {
            max_ply: 1024,
            min_game: 1,
            min_score: 0.0,
            only_white: false,
            only_black: false,
            uniform: false,
        };
        let mut counter = Counter {
            options,
            key: 7,
            moves: Vec::new(),
            kept: Vec::new(),
            written: 0,
        };
        let mut out = Vec::new();
        let record = |game: u64, mv: u16, points: u8| Record {
            key: 7,
            game,
            ply: 0,
            mv,
            flags: points,
        };
        counter.add(record(0, 2, 1), &mut out).unwrap();
        for game in 1..COUNT_MAX as u64 {
            counter.add(record(game, 1, 2), &mut out).unwrap();
        }
        // Move 1: n 16,383, sum 32,766; move 2: n 1, sum 1.
        counter.add(record(99_999, 1, 0), &mut out).unwrap();
        // Halved: move 1 n 8,192, sum 16,383; move 2 n 1, sum 1.
        assert_eq!(counter.moves[0].n, 1);
        assert_eq!(counter.moves[0].sum, 1);
        assert_eq!(counter.moves[1].n, 8192);
        assert_eq!(counter.moves[1].sum, 16_383);
        counter.flush(&mut out).unwrap();
        assert_eq!(out.len(), 32);
        // The heavier move first.
        assert_eq!(&out[8..12], &[0, 1, 0x3f, 0xff]);
    }
}
