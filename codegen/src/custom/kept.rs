//! Your tables kept in your source tree: their Rust files written once
//! into a directory of your crate, each with a header that says so, and
//! checked against the definitions by a test of yours, which rewrites
//! them when [`UPDATE_VARIABLE`] is set.

use super::REGISTRY_FILE;
use super::stale::{Change, KeptError, StaleFile, compare};
use crate::{Error, Format, GeneratedFile, Options};
use std::path::{Path, PathBuf};

/// The environment variable that makes [`KeptTables::check`] rewrite the
/// kept files instead of comparing them: `UPDATE_KEPT_TABLES` (set, to
/// any value), as chess-tables' own shipped-copy test takes `UPDATE_GENERATED`.
pub const UPDATE_VARIABLE: &str = "UPDATE_KEPT_TABLES";

/// What every kept file's generator line says after the version: it marks
/// the files [`KeptTables::write`] may remove once no definition writes
/// them.
const KEPT_MARK: &str = ", kept in this directory. Do not edit:";

/// Tables of your own kept in your source tree: the Rust files that
/// [`generate`](crate::generate) would write into `OUT_DIR`, written into
/// a directory of your crate instead (`src/tables/`), so that your build
/// needs no build script and no generator; a test of yours calls
/// [`check`](KeptTables::check), which fails when they are stale and
/// rewrites them when [`UPDATE_VARIABLE`] is set.
///
/// The files: one `<family>.rs` per family of yours,
/// [`REGISTRY_FILE`] when there are any, and one file per built-in family
/// the options select ([`Options::families`]; set it to the built-in
/// families you want kept, or empty for none: its default selects every
/// default family). Not `squares.rs` and `registry.rs`,
/// which build chess-tables' own types, and not the other formats
/// ([`Options::formats`] is not read: kept files are Rust). Each opens
/// with a header saying it is generated, must not be edited, and naming
/// the command that regenerates it. Include them as the `OUT_DIR` files
/// are, with `include!("tables/eval.rs")` (not as `mod` files: rustfmt
/// would reformat them, and the check would call them stale).
///
/// ```no_run
/// // tests/tables.rs of your crate: the definitions, and the check.
/// use chess_tables_codegen::Options;
/// use chess_tables_codegen::custom::{Axis, CustomFamily, CustomTable, KeptTables};
///
/// fn options() -> Options {
///     let mut options = Options::default();
///     options.families = Vec::new(); // your tables only
///     options.custom.push(CustomFamily::new("eval").table(
///         CustomTable::new("CENTER_FILE", [Axis::Square])
///             .definition("1 on the d- and e-files, else 0.")
///             .source("our own tuning")
///             .values(|at| u8::from(matches!(at.square().file(), 3 | 4))),
///     ));
///     options
/// }
///
/// #[test]
/// fn the_kept_tables_are_fresh() {
///     let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/tables");
///     let kept = KeptTables::new(dir, options()).test_command("cargo test --test tables");
///     if let Err(error) = kept.check() {
///         panic!("{error}");
///     }
/// }
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct KeptTables {
    dir: PathBuf,
    options: Options,
    command: String,
}

impl KeptTables {
    /// The tables of `options` kept in `dir` (build it from
    /// `env!("CARGO_MANIFEST_DIR")`, so that it does not hang on the
    /// working directory). The headers name `UPDATE_KEPT_TABLES=1 cargo
    /// test` as the command that regenerates them until
    /// [`test_command`](KeptTables::test_command) names another.
    pub fn new(dir: impl Into<PathBuf>, options: Options) -> KeptTables {
        KeptTables {
            dir: dir.into(),
            options,
            command: "cargo test".to_string(),
        }
    }

    /// The command that runs the test calling [`check`](KeptTables::check),
    /// as the headers and the stale error name it after
    /// `UPDATE_KEPT_TABLES=1`: `"cargo test --test tables"`, or with `-p`
    /// in a workspace. It is part of each header, so changing it makes the
    /// kept files stale; a character a comment cannot carry (a line break,
    /// another control character, one that changes the direction of text)
    /// is written as a space.
    pub fn test_command(mut self, command: impl Into<String>) -> KeptTables {
        self.command = command.into();
        self
    }

    /// The directory the files are kept in.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The command that regenerates the files, as the headers write it:
    /// `UPDATE_KEPT_TABLES=1 cargo test`.
    pub fn update_command(&self) -> String {
        // The header's comment line must carry it (as a one-line source).
        let command: String = self
            .command
            .chars()
            .map(|c| {
                if super::model::carried("source", c) {
                    c
                } else {
                    ' '
                }
            })
            .collect();
        format!("{UPDATE_VARIABLE}=1 {command}")
    }

    /// The kept files, names and texts, in [`render`](crate::render)'s
    /// order: the built-in families' files, yours, then [`REGISTRY_FILE`].
    ///
    /// # Errors
    /// As [`render`](crate::render)'s: a bad definition, a key set that
    /// fails its checks.
    pub fn render(&self) -> Result<Vec<GeneratedFile>, Error> {
        let mut options = self.options.clone();
        options.formats = vec![Format::Rust];
        let mut kept: Vec<String> = options
            .families
            .iter()
            .map(|family| family.file_name().to_string())
            .collect();
        kept.extend(options.custom.iter().map(super::CustomFamily::file_name));
        kept.push(REGISTRY_FILE.to_string());
        let header = |role: &str| self.header(role);
        Ok(crate::render(&options)?
            .into_iter()
            .filter(|file| kept.contains(&file.name))
            .map(|file| GeneratedFile {
                source: rewrite_header(&file.source, header),
                name: file.name,
            })
            .collect())
    }

    /// Writes the kept files into the directory (created if missing),
    /// leaving alone those already right, and removes the kept files that
    /// no definition writes any more (those whose header says they are
    /// kept files, and no other file). Returns the paths of the kept
    /// files. Each file is written whole, as [`generate`](crate::generate)
    /// writes (a temporary file renamed over it).
    ///
    /// # Errors
    /// [`KeptError::Generate`] when the files cannot be rendered (nothing
    /// is written), [`KeptError::Io`] when one cannot be written or
    /// removed.
    pub fn write(&self) -> Result<Vec<PathBuf>, KeptError> {
        let files = self.render().map_err(KeptError::Generate)?;
        std::fs::create_dir_all(&self.dir).map_err(|error| KeptError::Io {
            action: "create",
            path: self.dir.clone(),
            error,
        })?;
        let names: Vec<&str> = files.iter().map(|file| file.name.as_str()).collect();
        crate::temporary::remove_stale(&self.dir, &names);
        for name in self.no_longer_generated(&names)? {
            let path = self.dir.join(name);
            std::fs::remove_file(&path).map_err(|error| KeptError::Io {
                action: "remove",
                path,
                error,
            })?;
        }
        files
            .iter()
            .map(|file| {
                let path = self.dir.join(&file.name);
                if std::fs::read(&path).ok().as_deref() != Some(file.source.as_bytes()) {
                    crate::write_whole(&path, file.source.as_bytes(), |temporary, bytes| {
                        std::fs::write(temporary, bytes)
                    })
                    .map_err(|error| KeptError::Io {
                        action: "write",
                        path: path.clone(),
                        error,
                    })?;
                }
                Ok(path)
            })
            .collect()
    }

    /// Compares the kept files with what the definitions generate, and
    /// writes nothing.
    ///
    /// # Errors
    /// [`KeptError::Stale`] naming each file that is missing, differs
    /// (with the tables that differ) or is no longer generated;
    /// [`KeptError::Generate`] when the files cannot be rendered;
    /// [`KeptError::Io`] when a kept file or the directory cannot be read.
    pub fn verify(&self) -> Result<(), KeptError> {
        let files = self.render().map_err(KeptError::Generate)?;
        let mut stale = Vec::new();
        for file in &files {
            let path = self.dir.join(&file.name);
            let change = match std::fs::read(&path) {
                Ok(kept) if kept == file.source.as_bytes() => continue,
                Ok(kept) => compare(
                    &String::from_utf8_lossy(&kept),
                    &file.source,
                    file.name == REGISTRY_FILE,
                ),
                Err(error) if error.kind() == std::io::ErrorKind::NotFound => Change::Missing,
                Err(error) => {
                    return Err(KeptError::Io {
                        action: "read",
                        path,
                        error,
                    });
                }
            };
            stale.push(StaleFile {
                name: file.name.clone(),
                change,
            });
        }
        let names: Vec<&str> = files.iter().map(|file| file.name.as_str()).collect();
        for name in self.no_longer_generated(&names)? {
            stale.push(StaleFile {
                name,
                change: Change::NoLongerGenerated,
            });
        }
        if stale.is_empty() {
            Ok(())
        } else {
            Err(KeptError::Stale {
                dir: self.dir.clone(),
                files: stale,
                command: self.update_command(),
            })
        }
    }

    /// What a test of yours calls: [`write`](KeptTables::write) when
    /// [`UPDATE_VARIABLE`] (`UPDATE_KEPT_TABLES`) is set, else
    /// [`verify`](KeptTables::verify).
    ///
    /// # Errors
    /// As [`verify`](KeptTables::verify), or as
    /// [`write`](KeptTables::write) when updating.
    pub fn check(&self) -> Result<(), KeptError> {
        if std::env::var_os(UPDATE_VARIABLE).is_some() {
            self.write().map(drop)
        } else {
            self.verify()
        }
    }

    /// The kept files' header: `role` (the generated file's first line),
    /// what it is and the command that regenerates it.
    fn header(&self, role: &str) -> String {
        format!(
            "{role}\n\
             //\n\
             // @generated by chess-tables-codegen {version}{KEPT_MARK}\n\
             // a test of this crate checks it against the tables' definitions. After changing a\n\
             // definition or upgrading chess-tables-codegen, regenerate it with\n\
             // `{command}`, then review the diff and commit it.\n\
             // Squares are numbered little-endian rank-file: a1 = 0, h1 = 7, a8 = 56, h8 = 63;\n\
             // in bitboards bit n stands for square n. Board pictures show rank 8 on top.\n\n",
            version = env!("CARGO_PKG_VERSION"),
            command = self.update_command(),
        )
    }

    /// The `.rs` files in the directory that a kept header marks and that
    /// are not among `names`, sorted. A missing directory has none.
    fn no_longer_generated(&self, names: &[&str]) -> Result<Vec<String>, KeptError> {
        let read_error = |error| KeptError::Io {
            action: "read",
            path: self.dir.clone(),
            error,
        };
        let entries = match std::fs::read_dir(&self.dir) {
            Ok(entries) => entries,
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(error) => return Err(read_error(error)),
        };
        let mut found = Vec::new();
        for entry in entries {
            let entry = entry.map_err(read_error)?;
            let Ok(name) = entry.file_name().into_string() else {
                continue;
            };
            if !name.ends_with(".rs") || names.contains(&name.as_str()) {
                continue;
            }
            // A kept file's mark is on its third line; unreadable files
            // are not ours to judge.
            let text = std::fs::read(entry.path()).unwrap_or_default();
            let third = String::from_utf8_lossy(&text)
                .lines()
                .nth(2)
                .unwrap_or_default()
                .to_string();
            if third.starts_with("// @generated by chess-tables-codegen ")
                && third.ends_with(KEPT_MARK)
            {
                found.push(name);
            }
        }
        found.sort();
        Ok(found)
    }
}

/// `source` with its header (the comment lines before the first blank
/// line) replaced by `header(first line)`.
fn rewrite_header(source: &str, header: impl Fn(&str) -> String) -> String {
    let (role, body) = match source.split_once("\n\n") {
        Some((old, body)) => (old.lines().next().unwrap_or_default(), body),
        None => ("", source),
    };
    header(role) + body
}
