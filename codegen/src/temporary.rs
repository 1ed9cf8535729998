//! The temporary files `generate` writes before renaming them over their
//! targets: one name per process and write, and the removal of those a
//! killed run left behind.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// Writes in this process so far: tells apart two writes of one file by
/// two threads.
static WRITES: AtomicU64 = AtomicU64::new(0);

/// `.NAME.PID-N.partial` beside `path`.
pub fn name_for(path: &Path) -> PathBuf {
    let mut name = std::ffi::OsString::from(".");
    name.push(path.file_name().unwrap_or_default());
    name.push(format!(
        ".{}-{}.partial",
        std::process::id(),
        WRITES.fetch_add(1, Ordering::Relaxed)
    ));
    path.with_file_name(name)
}

/// Removes, best effort, the temporaries of `names` in `dir` that no
/// running process writes: those of a process that is gone, and those of
/// the earlier, unnumbered form `.NAME.partial`. Where the system cannot
/// tell whether a process runs (no `/proc`), a temporary last changed an
/// hour ago or more counts as left behind.
pub fn remove_stale(dir: &Path, names: &[&str]) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let file_name = entry.file_name();
        let Some(file_name) = file_name.to_str() else {
            continue;
        };
        let Some(owner) = names.iter().find_map(|name| owner(file_name, name)) else {
            continue;
        };
        let stale = match owner {
            None => true,
            Some(pid) => !running(pid, &entry.path()),
        };
        if stale {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

/// For a temporary of `name`: `Some(None)` for the unnumbered form,
/// `Some(Some(pid))` for a numbered one; `None` for any other file.
fn owner(file_name: &str, name: &str) -> Option<Option<u32>> {
    let rest = file_name.strip_prefix('.')?.strip_prefix(name)?;
    let rest = rest.strip_suffix(".partial")?;
    if rest.is_empty() {
        return Some(None);
    }
    let (pid, write) = rest.strip_prefix('.')?.split_once('-')?;
    write.parse::<u64>().ok()?;
    Some(Some(pid.parse().ok()?))
}

/// Whether process `pid` may still be writing `temporary`.
fn running(pid: u32, temporary: &Path) -> bool {
    if pid == std::process::id() {
        return true;
    }
    let proc = Path::new("/proc");
    if proc.join("self").exists() {
        return proc.join(pid.to_string()).exists();
    }
    let age = std::fs::metadata(temporary)
        .and_then(|metadata| metadata.modified())
        .ok()
        .and_then(|modified| modified.elapsed().ok());
    age.is_none_or(|age| age < std::time::Duration::from_secs(3600))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn temporaries_are_told_from_other_files_and_owned() {
        assert_eq!(owner(".distance.rs.partial", "distance.rs"), Some(None));
        assert_eq!(
            owner(".distance.rs.4242-7.partial", "distance.rs"),
            Some(Some(4242))
        );
        assert_eq!(owner("distance.rs", "distance.rs"), None);
        assert_eq!(owner(".distance.rs.x-1.partial", "distance.rs"), None);
        assert_eq!(owner(".x88.rs.1-1.partial", "distance.rs"), None);
        let a = name_for(Path::new("out/distance.rs"));
        let b = name_for(Path::new("out/distance.rs"));
        assert_ne!(a, b, "two writes, two names");
        let pid = std::process::id();
        assert!(
            a.to_str()
                .unwrap()
                .starts_with(&format!("out/.distance.rs.{pid}-"))
        );
    }
}
