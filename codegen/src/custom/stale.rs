//! How kept files are stale, and the errors of keeping them: each stale
//! file, the tables that differ in it (found by cutting both texts into
//! their tables' parts), and the message that says what to run.

use super::REGISTRY_FILE;
use crate::Error;
use std::fmt;
use std::path::PathBuf;

/// Why the kept tables are not what their definitions generate, or could
/// not be checked or written.
#[derive(Debug)]
#[non_exhaustive]
pub enum KeptError {
    /// The definitions do not generate ([`render`](crate::render)'s error).
    Generate(Error),
    /// A kept file or the directory could not be read, written, created or
    /// removed.
    Io {
        /// `"read"`, `"write"`, `"create"` or `"remove"`.
        action: &'static str,
        /// The file or directory.
        path: PathBuf,
        /// The operating system's error.
        error: std::io::Error,
    },
    /// Kept files are stale: missing, different from what the definitions
    /// generate, or no longer generated.
    Stale {
        /// The directory of the kept files.
        dir: PathBuf,
        /// Each stale file, in the generator's order, then those no
        /// longer generated.
        files: Vec<StaleFile>,
        /// The command that regenerates them, `UPDATE_KEPT_TABLES=1 cargo test`.
        command: String,
    },
}

/// One stale kept file.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct StaleFile {
    /// The file's name in the directory, e.g. `eval.rs`.
    pub name: String,
    /// How it is stale.
    pub change: Change,
}

/// How a kept file is stale.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Change {
    /// The definitions generate it; the directory does not hold it.
    Missing,
    /// The directory holds it, with a kept file's header, but no
    /// definition generates it any more (a family renamed or removed).
    NoLongerGenerated,
    /// It differs from what the definitions generate. Tables are named
    /// by their Rust names: in a family's file their docs, item and row
    /// constants, in [`REGISTRY_FILE`] their records.
    Differs {
        /// The tables both hold that differ, in the generated order.
        changed: Vec<String>,
        /// The tables the definitions have and the kept file does not.
        added: Vec<String>,
        /// The tables the kept file holds and the definitions no longer have.
        removed: Vec<String>,
        /// Whether the lines around the tables differ: the header (another
        /// generator version or test command) and, in [`REGISTRY_FILE`],
        /// its types, summary line and lookup.
        frame: bool,
        /// The generator version the kept header names, when it is not
        /// this one's.
        written_by: Option<String>,
        /// The first line that differs, from 1.
        line: usize,
    },
}

impl fmt::Display for KeptError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            KeptError::Generate(error) => write!(f, "cannot generate the kept tables: {error}"),
            KeptError::Io {
                action,
                path,
                error,
            } => write!(f, "cannot {action} {}: {error}", path.display()),
            KeptError::Stale {
                dir,
                files,
                command,
            } => {
                writeln!(
                    f,
                    "the kept tables in {} are stale: they are not what their definitions generate.",
                    dir.display()
                )?;
                for file in files {
                    writeln!(f, "  {file}")?;
                }
                write!(
                    f,
                    "Regenerate them with `{command}` (it rewrites them from the definitions), \
                     review the diff and commit it."
                )
            }
        }
    }
}

impl std::error::Error for KeptError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            KeptError::Generate(error) => Some(error),
            KeptError::Io { error, .. } => Some(error),
            KeptError::Stale { .. } => None,
        }
    }
}

impl fmt::Display for StaleFile {
    /// `eval.rs: table KNIGHT_PST differs (first difference at line 40)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: ", self.name)?;
        let Change::Differs {
            changed,
            added,
            removed,
            frame,
            written_by,
            line,
        } = &self.change
        else {
            return f.write_str(match self.change {
                Change::Missing => "missing",
                _ => "no longer generated (no definition writes it; the update removes it)",
            });
        };
        let registry = self.name == REGISTRY_FILE;
        // "table A differs", "tables A, B differ", "the record of A differs".
        let say = |names: &[String], one: &str, many: &str| {
            let subject = match (registry, names) {
                (true, [name]) => format!("the record of {name}"),
                (true, names) => format!("the records of {}", names.join(", ")),
                (false, [name]) => format!("table {name}"),
                (false, names) => format!("tables {}", names.join(", ")),
            };
            format!("{subject} {}", if names.len() == 1 { one } else { many })
        };
        let mut parts = Vec::new();
        if *frame {
            let what = if registry {
                "its header, types or summary differ"
            } else {
                "its header differs"
            };
            parts.push(match written_by {
                Some(version) => format!(
                    "{what} (written by chess-tables-codegen {version}, this is {})",
                    env!("CARGO_PKG_VERSION")
                ),
                None => what.to_string(),
            });
        }
        for (names, one, many) in [
            (changed, "differs", "differ"),
            (added, "is missing", "are missing"),
            (removed, "is no longer defined", "are no longer defined"),
        ] {
            if !names.is_empty() {
                parts.push(say(names, one, many));
            }
        }
        if parts.is_empty() {
            parts.push("the tables' order differs".to_string());
        }
        write!(f, "{} (first difference at line {line})", parts.join("; "))
    }
}

/// Which part of a generated file a line belongs to.
#[derive(Clone, PartialEq, Eq)]
enum Part {
    /// The lines around the tables.
    Frame,
    /// A table (in the registry, its record), by name.
    Table(String),
}

/// `text` cut into its parts, each with its lines.
fn parts(text: &str, registry: bool) -> Vec<(Part, Vec<&str>)> {
    let lines: Vec<&str> = text.lines().collect();
    // Where each table's part starts.
    let mut starts: Vec<(usize, String)> = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let name = if registry {
            let next = lines.get(i + 1).map_or("", |next| next.trim());
            (line.trim() == "TableInfo {")
                .then(|| next.strip_prefix("name: \"")?.split('"').next())
                .flatten()
        } else {
            line.strip_prefix("pub static ")
                .or_else(|| line.strip_prefix("pub const "))
                .and_then(|rest| rest.split(':').next())
        };
        if let Some(name) = name {
            // A table's docs and attributes are its own.
            let mut start = i;
            while start > 0
                && (lines[start - 1].starts_with("///") || lines[start - 1].starts_with("#["))
            {
                start -= 1;
            }
            starts.push((start, name.to_string()));
        }
    }
    // The registry's records end where the list does.
    let end = if registry {
        let last = starts.last().map_or(0, |&(start, _)| start);
        (last..lines.len())
            .find(|&i| lines[i] == "];")
            .unwrap_or(lines.len())
    } else {
        lines.len()
    };
    let mut parts = vec![(Part::Frame, Vec::new())];
    let mut next = starts.iter().peekable();
    for (i, line) in lines.iter().enumerate() {
        if let Some((_, name)) = next.next_if(|&&(start, _)| start == i) {
            parts.push((Part::Table(name.clone()), Vec::new()));
        } else if i == end {
            parts.push((Part::Frame, Vec::new()));
        }
        parts.last_mut().expect("a part").1.push(*line);
    }
    parts
}

/// How the kept text differs from the generated one, by part.
pub(super) fn compare(kept: &str, now: &str, registry: bool) -> Change {
    let (kept_parts, now_parts) = (parts(kept, registry), parts(now, registry));
    let frame = |parts: &[(Part, Vec<&str>)]| -> Vec<String> {
        parts
            .iter()
            .filter(|(part, _)| *part == Part::Frame)
            .flat_map(|(_, lines)| lines.iter().map(|line| line.to_string()))
            .collect()
    };
    let table = |parts: &[(Part, Vec<&str>)], name: &str| -> Option<Vec<String>> {
        parts.iter().find_map(|(part, lines)| {
            (*part == Part::Table(name.to_string()))
                .then(|| lines.iter().map(|line| line.to_string()).collect())
        })
    };
    let names = |parts: &[(Part, Vec<&str>)]| -> Vec<String> {
        parts
            .iter()
            .filter_map(|(part, _)| match part {
                Part::Table(name) => Some(name.clone()),
                Part::Frame => None,
            })
            .collect()
    };
    let (kept_names, now_names) = (names(&kept_parts), names(&now_parts));
    let changed = now_names
        .iter()
        .filter(|name| {
            table(&kept_parts, name).is_some_and(|lines| Some(lines) != table(&now_parts, name))
        })
        .cloned()
        .collect();
    let added = now_names
        .iter()
        .filter(|name| !kept_names.contains(name))
        .cloned()
        .collect();
    let removed = kept_names
        .iter()
        .filter(|name| !now_names.contains(name))
        .cloned()
        .collect();
    // The version on the kept header's generator line, if it is another.
    let version = |text: &str| -> Option<String> {
        let line = text.lines().nth(2)?;
        let rest = line.strip_prefix("// @generated by chess-tables-codegen ")?;
        Some(rest.split([' ', ',']).next()?.to_string())
    };
    let written_by = version(kept).filter(|kept| Some(kept) != version(now).as_ref());
    let line = kept
        .lines()
        .zip(now.lines())
        .position(|(a, b)| a != b)
        .unwrap_or_else(|| kept.lines().count().min(now.lines().count()))
        + 1;
    Change::Differs {
        changed,
        added,
        removed,
        frame: frame(&kept_parts) != frame(&now_parts),
        written_by,
        line,
    }
}
