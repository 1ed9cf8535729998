//! The tool run as a program: `info` equal to PolyGlot's, `dump` equal to
//! the python-chess reference (scripts/data/book-tool-expected.py), `probe`
//! equal to python-chess's readings of the games book, `merge` equal to
//! PolyGlot's merged books, and the errors.
//!
//! The commands run from the workspace's root with the books' paths
//! relative to it, as the reference data names them.

mod common;

use common::{root, run, stderr, stdout};

use std::path::{Path, PathBuf};

/// The position crate's test books and this crate's book of null
/// entries (written by the script).
const BOOKS: [&str; 6] = ["games", "other", "ties", "merged-ab", "wild", "nulls"];

fn expected(name: &str) -> String {
    std::fs::read_to_string(root().join("book-tool/tests/data").join(name)).unwrap()
}

fn book(name: &str) -> String {
    match name {
        "nulls" => "book-tool/tests/data/book-nulls.bin".to_string(),
        _ => format!("position/tests/data/book-{name}.bin"),
    }
}

/// A fresh directory for a test's files.
fn scratch(test: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(test);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn info_equals_polyglot() {
    for name in BOOKS {
        let output = run(&["info", &book(name)]);
        assert!(output.status.success(), "{name}: {}", stderr(&output));
        assert_eq!(
            stdout(&output),
            expected(&format!("book-{name}-info.txt")),
            "{name}"
        );
    }
    // A value, not only equality with a file.
    let games = stdout(&run(&["info", &book("games")]));
    assert!(games.starts_with("Lines for white                :       24\n"));
}

#[test]
fn dump_equals_python_chess() {
    for name in BOOKS {
        for color in ["white", "black"] {
            let output = run(&["dump", &book(name), "--color", color]);
            assert!(
                output.status.success(),
                "{name} {color}: {}",
                stderr(&output)
            );
            let want = expected(&format!("book-{name}-dump-{color}.txt"));
            assert_eq!(stdout(&output), want, "{name} {color}");
        }
    }
}

#[test]
fn dump_to_a_file() {
    let dir = scratch("dump_to_a_file");
    let out = dir.join("white.txt");
    let output = run(&[
        "dump",
        &book("ties"),
        "--color",
        "white",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(
        std::fs::read_to_string(&out).unwrap(),
        "Dump of \"position/tests/data/book-ties.bin\" for white.\n\
         1: 1. d4{25%} \n2: 1. e4{25%} \n3: 1. Nf3{25%} \n4: 1. c4{25%} \n"
    );
    assert_eq!(
        std::fs::read_dir(&dir).unwrap().count(),
        1,
        "no temporary file left"
    );
}

/// A FEN and its book entries: UCI move, weight, learn.
type Row = (String, Vec<(String, u64, u64)>);

/// The FENs of book-games-expected.tsv with their entries
/// (`uci:weight:learn`, python-chess's find_all, castling as the king's
/// move).
fn games_expected() -> Vec<Row> {
    let text = std::fs::read_to_string(root().join("position/tests/data/book-games-expected.tsv"))
        .unwrap();
    text.lines()
        .filter(|line| !line.starts_with('#'))
        .map(|line| {
            let fields: Vec<&str> = line.split('\t').collect();
            let entries = match fields[2] {
                "-" => Vec::new(),
                entries => entries
                    .split(' ')
                    .map(|entry| {
                        let parts: Vec<&str> = entry.split(':').collect();
                        (
                            parts[0].to_string(),
                            parts[1].parse().unwrap(),
                            parts[2].parse().unwrap(),
                        )
                    })
                    .collect(),
            };
            (fields[1].to_string(), entries)
        })
        .collect()
}

#[test]
fn probe_equals_python_chess() {
    let rows = games_expected();
    assert!(rows.len() > 2000);
    // The start position, castling both ways, promotions, positions
    // without book moves, and every 97th row.
    let mut picked: Vec<_> = rows
        .iter()
        .enumerate()
        .filter(|(i, (_, entries))| {
            *i == 0
                || i % 97 == 0
                || entries.iter().any(|(uci, _, _)| {
                    ["e1g1", "e1c1", "e8g8", "e8c8"].contains(&uci.as_str()) || uci.len() == 5
                })
        })
        .map(|(_, row)| row)
        .collect();
    picked.truncate(60);
    let castles = picked
        .iter()
        .filter(|(_, e)| e.iter().any(|(uci, _, _)| uci == "e1g1" || uci == "e1c1"))
        .count();
    assert!(castles > 0);
    assert!(picked.iter().any(|(_, e)| e.is_empty()));
    for (fen, entries) in picked {
        let output = run(&["probe", &book("games"), fen]);
        assert!(output.status.success(), "{fen}: {}", stderr(&output));
        let total: u64 = entries.iter().map(|(_, w, _)| w).sum();
        let want: String = entries
            .iter()
            .map(|(uci, weight, learn)| {
                let share = 100.0 * *weight as f64 / total as f64;
                format!("{uci} weight {weight} {share:.2}% learn {learn}\n")
            })
            .collect();
        assert_eq!(stdout(&output), want, "{fen}");
    }
    let start = run(&[
        "probe",
        &book("games"),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    ]);
    assert!(
        stdout(&start).starts_with("d2d4 weight 6 16.67% learn 0\nd2d3 weight 5 13.89% learn 0\n")
    );
}

#[test]
fn probe_without_moves_prints_nothing() {
    let output = run(&["probe", &book("games"), "4k3/8/8/8/8/8/8/4K3 w - - 0 1"]);
    assert!(output.status.success());
    assert_eq!(stdout(&output), "");
    assert!(stderr(&output).contains("no book move"));
}

#[test]
fn merge_equals_polyglot() {
    let dir = scratch("merge_equals_polyglot");
    for (a, b, want) in [
        ("games", "other", "merged-ab"),
        ("other", "games", "merged-ba"),
    ] {
        let out = dir.join(format!("{want}.bin"));
        let output = run(&["merge", &book(a), &book(b), "--out", out.to_str().unwrap()]);
        assert!(output.status.success(), "{}", stderr(&output));
        assert!(
            stderr(&output).contains("1969 entries"),
            "{}",
            stderr(&output)
        );
        let merged = std::fs::read(&out).unwrap();
        assert_eq!(merged.len(), 1969 * 16);
        assert!(
            merged == std::fs::read(root().join(book(want))).unwrap(),
            "{want}"
        );
    }
    assert_eq!(
        std::fs::read_dir(&dir).unwrap().count(),
        2,
        "no temporary file left"
    );
}

#[test]
fn merge_refuses_to_write_over_an_input() {
    let dir = scratch("merge_refuses_to_write_over_an_input");
    let input = dir.join("in.bin");
    std::fs::copy(root().join(book("other")), &input).unwrap();
    let before = std::fs::read(&input).unwrap();
    let input = input.to_str().unwrap();
    for args in [
        ["merge", input, &book("games"), "--out", input],
        ["merge", &book("games"), input, "--out", input],
    ] {
        let output = run(&args);
        assert_eq!(output.status.code(), Some(2));
        assert!(
            stderr(&output).contains("the output is the input"),
            "{}",
            stderr(&output)
        );
        assert_eq!(std::fs::read(input).unwrap(), before);
    }
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 1);
}

#[test]
fn a_cut_book_is_named_with_its_byte() {
    let dir = scratch("a_cut_book_is_named_with_its_byte");
    let cut = dir.join("cut.bin");
    let bytes = std::fs::read(root().join(book("games"))).unwrap();
    std::fs::write(&cut, &bytes[..40]).unwrap();
    let cut = cut.to_str().unwrap();
    // The reader's error names the byte itself.
    let want = format!(
        "chess-tables-book: {cut}: a Polyglot book is whole entries: this one is 40 bytes, 8 of them after the last whole entry (byte 32)\n"
    );
    for args in [
        vec!["info", cut],
        vec!["dump", cut, "--color", "black"],
        vec![
            "probe",
            cut,
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        ],
    ] {
        let output = run(&args);
        assert_eq!(output.status.code(), Some(1), "{args:?}");
        assert_eq!(stderr(&output), want, "{args:?}");
        assert_eq!(stdout(&output), "");
    }
    let out = dir.join("out.bin");
    let output = run(&["merge", &book("games"), cut, "--out", out.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(1));
    let want = format!("chess-tables-book: {cut}, byte 32: the book ends inside an entry");
    assert!(stderr(&output).starts_with(&want), "{}", stderr(&output));
    assert!(!out.exists(), "no partial output");
}

#[test]
fn a_bad_fen_is_a_usage_error() {
    for (fen, why) in [
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
            "invalid",
        ),
        ("8/8/8/8/8/8/8/8 w - - 0 1", "missing king"),
    ] {
        let output = run(&["probe", &book("games"), fen]);
        assert_eq!(output.status.code(), Some(2), "{fen}");
        let message = stderr(&output);
        assert!(
            message.starts_with("chess-tables-book: bad FEN"),
            "{message}"
        );
        assert!(message.contains(why), "{message}");
    }
}

#[test]
fn a_missing_file_is_named() {
    for args in [
        vec!["info", "no-such-book.bin"],
        vec!["probe", "no-such-book.bin", "4k3/8/8/8/8/8/8/4K3 w - - 0 1"],
        vec![
            "merge",
            "no-such-book.bin",
            "position/tests/data/book-games.bin",
            "--out",
            "never.bin",
        ],
    ] {
        let output = run(&args);
        assert_eq!(output.status.code(), Some(1), "{args:?}");
        assert!(
            stderr(&output).starts_with("chess-tables-book: no-such-book.bin: "),
            "{}",
            stderr(&output)
        );
    }
    assert!(!root().join("never.bin").exists());
}

#[test]
fn usage_errors_exit_2() {
    let output = run(&["dump", &book("games"), "--color", "green"]);
    assert_eq!(output.status.code(), Some(2));
    let output = run(&["frobnicate"]);
    assert_eq!(output.status.code(), Some(2));
}

#[test]
fn an_unsorted_book_is_refused_by_info_and_dump() {
    let dir = scratch("an_unsorted_book_is_refused_by_info_and_dump");
    let mut bytes = std::fs::read(root().join(book("games"))).unwrap();
    // The first two entries swapped: their keys out of order.
    let (first, rest) = bytes.split_at_mut(16);
    first.swap_with_slice(&mut rest[..16]);
    let unsorted = dir.join("unsorted.bin");
    std::fs::write(&unsorted, &bytes).unwrap();
    let unsorted = unsorted.to_str().unwrap();
    for args in [
        vec!["info", unsorted],
        vec!["dump", unsorted, "--color", "white"],
    ] {
        let output = run(&args);
        assert_eq!(output.status.code(), Some(1), "{args:?}");
        assert!(
            stderr(&output).contains("not sorted by key"),
            "{}",
            stderr(&output)
        );
        assert_eq!(stdout(&output), "");
    }
}
