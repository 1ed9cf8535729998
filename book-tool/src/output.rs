//! Output files written whole or not at all, interrupts and progress.

use std::io::{self, IsTerminal, Read, Seek, SeekFrom, Write};
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use tempfile::NamedTempFile;

use crate::Failure;

/// Set by the Ctrl-C / SIGTERM handler.
pub fn interrupt_flag() -> Arc<AtomicBool> {
    let flag = Arc::new(AtomicBool::new(false));
    let handler_flag = Arc::clone(&flag);
    // Without a handler (one is already set: never in this program) an
    // interrupt kills the process, and the temporary file stays behind;
    // not worth failing the command for.
    let _ = ctrlc::set_handler(move || handler_flag.store(true, Ordering::SeqCst));
    flag
}

/// The text of the error a write gives after an interrupt.
const INTERRUPTED: &str = "interrupted";

/// A writer that fails once the interrupt flag is set, so that the work
/// writing to it stops at its next write. The error is of kind `Other`,
/// not `Interrupted`, which `write_all` would retry.
pub struct Interruptible<W> {
    inner: W,
    flag: Arc<AtomicBool>,
}

impl<W> Interruptible<W> {
    /// `inner`, failing once `flag` is set.
    pub fn new(inner: W, flag: Arc<AtomicBool>) -> Self {
        Interruptible { inner, flag }
    }
}

impl<W: Write> Write for Interruptible<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        if self.flag.load(Ordering::SeqCst) {
            return Err(io::Error::other(INTERRUPTED));
        }
        self.inner.write(buf)
    }

    fn flush(&mut self) -> io::Result<()> {
        if self.flag.load(Ordering::SeqCst) {
            return Err(io::Error::other(INTERRUPTED));
        }
        self.inner.flush()
    }
}

/// The outcome of a failed write to standard output: none when the
/// reader went away (`dump ... | head`), as for any filter; the error
/// otherwise.
pub fn stdout_failure(error: io::Error) -> Result<(), Failure> {
    if error.kind() == io::ErrorKind::BrokenPipe {
        return Ok(());
    }
    Err(Failure::Io(format!("standard output: {error}")))
}

/// True when the flag is set: the failure is the interrupt's.
pub fn interrupted(flag: &AtomicBool) -> bool {
    flag.load(Ordering::SeqCst)
}

/// A temporary file in `out`'s directory, to be persisted as `out`.
pub fn temp_beside(out: &Path) -> Result<NamedTempFile, Failure> {
    let dir = match out.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    let mut builder = tempfile::Builder::new();
    // A new output gets the permissions of any new file (0666 less the
    // umask), not a temporary file's owner-only ones.
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        builder.permissions(std::fs::Permissions::from_mode(0o666));
    }
    builder.tempfile_in(dir).map_err(|error| {
        Failure::Io(format!(
            "{}: cannot create a temporary file in {}: {error}",
            out.display(),
            dir.display()
        ))
    })
}

/// Moves the finished temporary file to `out`.
pub fn persist(file: NamedTempFile, out: &Path) -> Result<(), Failure> {
    // A file replaced keeps its permissions (a new one has the temporary
    // file's, owner-only).
    if let Ok(existing) = std::fs::metadata(out) {
        std::fs::set_permissions(file.path(), existing.permissions())
            .map_err(|error| Failure::Io(format!("{}: {error}", out.display())))?;
    }
    file.persist(out)
        .map(drop)
        .map_err(|error| Failure::Io(format!("{}: {}", out.display(), error.error)))
}

/// Refuses `out` when it is the same file as one of `inputs` (when it
/// exists): the output would be truncated while being read.
pub fn refuse_input_as_output(out: &Path, inputs: &[&Path]) -> Result<(), Failure> {
    if !out.exists() {
        return Ok(());
    }
    for input in inputs {
        if same_file::is_same_file(out, input).unwrap_or(false) {
            return Err(Failure::Usage(format!(
                "{}: the output is the input {}; write to another file",
                out.display(),
                input.display()
            )));
        }
    }
    Ok(())
}

/// Bytes read so far by the counting readers of one job (and any
/// `advance`d by hand), and their total when it is known.
pub struct Progress {
    label: &'static str,
    read: Vec<Arc<std::sync::atomic::AtomicU64>>,
    advanced: u64,
    total: Option<u64>,
    shown: bool,
    last: Option<Instant>,
    enabled: bool,
}

impl Progress {
    /// A progress line, `label: 1.0 of 2.0 MB (50%)`, about `total` bytes
    /// (`label: 1.0 MB` when the total is unknown), shown only when
    /// standard error is a terminal.
    pub fn new(label: &'static str, total: Option<u64>) -> Self {
        Progress {
            label,
            read: Vec::new(),
            advanced: 0,
            total,
            shown: false,
            last: None,
            enabled: io::stderr().is_terminal(),
        }
    }

    /// A reader counting into this progress.
    pub fn counting<R>(&mut self, inner: R) -> Counting<R> {
        let count = Arc::new(std::sync::atomic::AtomicU64::new(0));
        self.read.push(Arc::clone(&count));
        Counting { inner, count }
    }

    /// Counts `bytes` more done, for work that is not read through
    /// [`Progress::counting`].
    pub fn advance(&mut self, bytes: u64) {
        self.advanced += bytes;
    }

    /// Redraws the line, at most four times a second.
    pub fn tick(&mut self) {
        if !self.enabled {
            return;
        }
        let now = Instant::now();
        if self
            .last
            .is_some_and(|last| now.duration_since(last) < Duration::from_millis(250))
        {
            return;
        }
        self.last = Some(now);
        let read: u64 = self.read.iter().map(|c| c.load(Ordering::Relaxed)).sum();
        let read = read + self.advanced;
        let label = self.label;
        match self.total {
            Some(total) => {
                let read = read.min(total);
                let percent = (read * 100).checked_div(total).unwrap_or(100);
                eprint!(
                    "\r{label}: {:.1} of {:.1} MB ({percent}%)",
                    read as f64 / 1e6,
                    total as f64 / 1e6
                );
            }
            None => eprint!("\r{label}: {:.1} MB", read as f64 / 1e6),
        }
        self.shown = true;
    }

    /// Redraws the line a last time and ends it, if one was drawn.
    pub fn finish(&mut self) {
        if self.shown {
            self.last = None;
            self.tick();
            eprintln!();
            self.shown = false;
        }
    }
}

/// A reader that counts the bytes read through it (for [`Progress`]);
/// seeks pass through, and a seek back counts the bytes again.
pub struct Counting<R> {
    inner: R,
    count: Arc<std::sync::atomic::AtomicU64>,
}

impl<R: Read> Read for Counting<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.count.fetch_add(n as u64, Ordering::Relaxed);
        Ok(n)
    }
}

impl<R: Seek> Seek for Counting<R> {
    fn seek(&mut self, pos: SeekFrom) -> io::Result<u64> {
        self.inner.seek(pos)
    }
}

/// A writer that calls `tick` on every write, to redraw the progress
/// line as the merge goes (the merge writes at least every 64 KiB).
pub struct Ticking<'p, W> {
    pub inner: W,
    pub progress: &'p mut Progress,
}

impl<W: Write> Write for Ticking<'_, W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.progress.tick();
        self.inner.write(buf)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_interrupted_writer_fails_and_write_all_does_not_retry() {
        let flag = Arc::new(AtomicBool::new(false));
        let mut out = Interruptible::new(Vec::new(), Arc::clone(&flag));
        out.write_all(b"abc").unwrap();
        flag.store(true, Ordering::SeqCst);
        let error = out.write_all(b"def").unwrap_err();
        assert_ne!(error.kind(), io::ErrorKind::Interrupted);
        assert_eq!(error.to_string(), "interrupted");
        assert_eq!(out.inner, b"abc");
    }

    #[test]
    fn counting_counts_reads() {
        let mut progress = Progress::new("reading", Some(10));
        let mut reader = progress.counting(io::Cursor::new(vec![0u8; 10]));
        let mut buf = [0u8; 4];
        reader.read_exact(&mut buf).unwrap();
        reader.seek(SeekFrom::Start(0)).unwrap();
        reader.read_exact(&mut buf).unwrap();
        assert_eq!(progress.read[0].load(Ordering::Relaxed), 8);
    }
}
