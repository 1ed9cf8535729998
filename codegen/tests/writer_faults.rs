//! The writer under faults: a run killed mid-file, temporaries that a
//! killed run left behind, and two runs into one directory at once.

use chess_tables_codegen::{Family, Format, Options, generate, render};
use std::path::{Path, PathBuf};
use std::process::Command;

/// A fresh directory of this test's own.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "chess-tables-writer-faults-{name}-{}",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The file names in `dir`, sorted.
fn listing(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().into_string().unwrap())
        .collect();
    names.sort();
    names
}

fn json_options() -> Options {
    let mut options = Options::default();
    options.formats = vec![Format::Json];
    options
}

/// Every file `options` renders is in `dir`, whole, and nothing else is.
fn assert_whole(dir: &Path, options: &Options) {
    let files = render(options).unwrap();
    let mut expected: Vec<String> = files.iter().map(|file| file.name.clone()).collect();
    expected.sort();
    assert_eq!(listing(dir), expected, "no temporary is left");
    for file in files {
        assert!(
            std::fs::read(dir.join(&file.name)).unwrap() == file.source.as_bytes(),
            "{} is whole",
            file.name
        );
    }
}

/// A process id that no process has now: a child's, after it ended.
fn dead_pid() -> u32 {
    let mut child = Command::new("true").spawn().unwrap();
    let pid = child.id();
    child.wait().unwrap();
    pid
}

#[test]
fn a_run_killed_mid_file_leaves_its_file_alone_and_the_next_run_cleans_up() {
    if !Path::new("/bin/sh").exists() {
        eprintln!("skipped: no /bin/sh to set a file-size limit with ulimit");
        return;
    }
    let dir = scratch("killed");
    let options = json_options();
    generate(&dir, &options).unwrap();
    // The command-line tool writing other keys (another seed, so the file
    // changes: 400 KiB) under a file-size limit of at most 128 KiB: the
    // kernel stops it with SIGXFSZ in the middle of its temporary.
    let status = Command::new("/bin/sh")
        .arg("-c")
        .arg("ulimit -f 128; exec \"$0\" --out \"$1\" --format json --seed 7")
        .arg(env!("CARGO_BIN_EXE_chess-tables-codegen"))
        .arg(&dir)
        .stdout(std::process::Stdio::null())
        .status()
        .unwrap();
    assert!(!status.success(), "the limit stops the tool");
    let left = listing(&dir);
    assert!(
        left.iter().any(|name| name.ends_with(".partial")),
        "the killed run left its temporary: {left:?}"
    );
    // The earlier file is as it was, and the next run (whose output is
    // unchanged, so it writes nothing) removes the temporary.
    generate(&dir, &options).unwrap();
    assert_whole(&dir, &options);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn temporaries_of_ended_runs_go_and_those_of_other_files_stay() {
    let dir = scratch("stale");
    let mut options = Options::default();
    options.families = vec![Family::Distance];
    generate(&dir, &options).unwrap();
    let dead = dead_pid();
    for stale in [
        ".distance.rs.partial".to_string(),
        format!(".distance.rs.{dead}-0.partial"),
        format!(".registry.rs.{dead}-3.partial"),
    ] {
        std::fs::write(dir.join(stale), "truncated").unwrap();
    }
    // Not a temporary of this run's files: someone else's.
    std::fs::write(dir.join(".notes.txt.partial"), "mine").unwrap();
    generate(&dir, &options).unwrap();
    std::fs::remove_file(dir.join(".notes.txt.partial")).unwrap();
    assert_whole(&dir, &options);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn two_runs_into_one_directory_both_succeed_and_leave_every_file_whole() {
    let dir = scratch("concurrent");
    let options = json_options();
    for round in 0..5 {
        // Two processes of the command-line tool, started together.
        let runs: Vec<_> = (0..2)
            .map(|_| {
                Command::new(env!("CARGO_BIN_EXE_chess-tables-codegen"))
                    .arg("--out")
                    .arg(&dir)
                    .args(["--format", "json"])
                    .stdout(std::process::Stdio::null())
                    .spawn()
                    .unwrap()
            })
            .collect();
        // And two threads of this process.
        std::thread::scope(|scope| {
            let threads: Vec<_> = (0..2)
                .map(|_| scope.spawn(|| generate(&dir, &options)))
                .collect();
            for thread in threads {
                thread.join().unwrap().unwrap();
            }
        });
        for mut run in runs {
            assert!(run.wait().unwrap().success(), "round {round}");
        }
        assert_whole(&dir, &options);
        // The next round writes every file anew.
        std::fs::remove_file(dir.join("chess_tables.json")).unwrap();
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
