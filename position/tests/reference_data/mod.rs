//! The reference files too large to publish: `tests/data/NAME` in the
//! repository, and in the published package only its sample
//! `tests/data/sample/NAME` (`scripts/data/sample-test-data.py`: in each class
//! the tests count by, the first row and every Nth; `tests/sample_data.rs`
//! checks in the repository that each sample is that selection). A test
//! reads the full file where it is here, else (from the package) the sample,
//! and says so on standard error with the command that runs it on the full
//! file. In the repository a missing full file is a failure, never a skip.
#![allow(dead_code)] // each test binary uses its own part

use std::path::{Path, PathBuf};

/// A reference file's text, and whether it is the full file or its sample.
pub struct Data {
    pub text: &'static str,
    pub full: bool,
}

impl Data {
    /// Its data rows: not blank, not a `#` comment.
    pub fn rows(&self) -> impl Iterator<Item = &'static str> {
        self.text
            .lines()
            .filter(|l| !l.starts_with('#') && !l.is_empty())
    }
}

fn dir() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The full file `tests/data/NAME`.
pub fn full_path(name: &str) -> PathBuf {
    dir().join("tests/data").join(name)
}

/// The sample `tests/data/sample/NAME`.
pub fn sample_path(name: &str) -> PathBuf {
    dir().join("tests/data/sample").join(name)
}

/// True in an unpacked `.crate`: Cargo writes `Cargo.toml.orig` into every
/// package, and a package has no `.git` (so a stray `Cargo.toml.orig` in a
/// clone does not turn a missing full file into a sample run).
pub fn packaged() -> bool {
    dir().join("Cargo.toml.orig").exists() && !dir().join(".git").exists()
}

fn read(path: &Path) -> &'static str {
    let text =
        std::fs::read_to_string(path).unwrap_or_else(|e| panic!("reading {}: {e}", path.display()));
    Box::leak(text.into_boxed_str())
}

/// `tests/data/NAME`, or from the package its sample (after saying so).
pub fn load(name: &str) -> Data {
    let full = full_path(name);
    if full.exists() {
        return Data {
            text: read(&full),
            full: true,
        };
    }
    assert!(
        packaged(),
        "tests/data/{name} is missing: only the published package runs on its sample"
    );
    let data = Data {
        text: read(&sample_path(name)),
        full: false,
    };
    eprintln!(
        "skipped: tests/data/{name} is not in the package; {} ran on its sample \
         tests/data/sample/{name} ({} rows): run `cargo test --test {}` from a clone \
         of the repository for the full file",
        env!("CARGO_CRATE_NAME"),
        data.rows().count(),
        env!("CARGO_CRATE_NAME"),
    );
    data
}
