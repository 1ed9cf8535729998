//! `merge IN1 IN2 --out OUT`: two books merged as `polyglot merge-book`
//! merges them, by `merge_streams`, in bounded memory.

use std::fs::File;
use std::path::Path;

use chess_tables_position::book::{MergeErrorKind, MergeStream, merge_streams};

use crate::Failure;
use crate::output::{self, Interruptible, Progress, Ticking};

/// Merges `in1` and `in2` into `out`, which is written only on success.
pub fn run(in1: &Path, in2: &Path, out: &Path) -> Result<(), Failure> {
    output::refuse_input_as_output(out, &[in1, in2])?;
    let open = |path: &Path| {
        let file = File::open(path)
            .map_err(|error| Failure::Io(format!("{}: {error}", path.display())))?;
        let len = file
            .metadata()
            .map_err(|error| Failure::Io(format!("{}: {error}", path.display())))?
            .len();
        Ok::<_, Failure>((file, len))
    };
    let (first, first_len) = open(in1)?;
    let (second, second_len) = open(in2)?;

    let flag = output::interrupt_flag();
    let temp = output::temp_beside(out)?;
    let mut progress = Progress::new("merging", Some(first_len + second_len));
    // merge_streams buffers its inputs and output itself.
    let first = progress.counting(first);
    let second = progress.counting(second);
    let writer = Ticking {
        inner: Interruptible::new(temp.as_file(), flag.clone()),
        progress: &mut progress,
    };
    let result = merge_streams(first, second, writer);
    progress.finish();
    let written = match result {
        Ok(written) => written,
        // The temporary file is removed as it drops.
        Err(_) if output::interrupted(&flag) => return Err(Failure::Interrupted),
        Err(error) => {
            let path = match error.stream() {
                MergeStream::First => in1,
                MergeStream::Second => in2,
                MergeStream::Out => out,
            };
            let what = match error.kind() {
                MergeErrorKind::Io(io) => io.to_string(),
                MergeErrorKind::Length => {
                    "the book ends inside an entry (a Polyglot book is whole 16-byte entries)"
                        .to_string()
                }
                MergeErrorKind::Unsorted => {
                    "the key is smaller than the one before it: the book is not sorted by key"
                        .to_string()
                }
                other => format!("{other:?}"),
            };
            return Err(Failure::Io(format!(
                "{}, byte {}: {what}",
                path.display(),
                error.offset()
            )));
        }
    };
    temp.as_file()
        .sync_all()
        .map_err(|error| Failure::Io(format!("{}: {error}", out.display())))?;
    // An interrupt during the sync still leaves no output.
    if output::interrupted(&flag) {
        return Err(Failure::Interrupted);
    }
    output::persist(temp, out)?;
    eprintln!(
        "merged {} and {} into {}: {} entries",
        in1.display(),
        in2.display(),
        out.display(),
        written / 16
    );
    Ok(())
}
