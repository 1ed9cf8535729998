//! `make`: byte for byte `polyglot make-book`'s books (checked in under
//! tests/data/make/ by scripts/data/book-make-expected.sh) for the position
//! crate's test games, the real games in pgn-reader's package and games
//! reaching PolyGlot's halving at 16,384, with each option; spilled runs
//! equal to one run in memory; bad games reported and left out.

mod common;

use common::{root, run, stderr};

use std::path::{Path, PathBuf};
use std::process::Command;

use shakmaty::san::SanPlus;
use shakmaty::{Chess, Position};

/// The option sets of book-make-expected.sh: the name in the expected
/// file's name, then our options.
const OPTIONS: [(&str, &[&str]); 13] = [
    ("default", &[]),
    ("max-ply-6", &["--max-ply", "6"]),
    (
        "max-ply-6-min-game-1",
        &["--max-ply", "6", "--min-game", "1"],
    ),
    ("min-game-1", &["--min-game", "1"]),
    ("min-game-2", &["--min-game", "2"]),
    ("min-score-50", &["--min-score", "50"]),
    (
        "min-score-50-min-game-1",
        &["--min-score", "50", "--min-game", "1"],
    ),
    ("only-white", &["--only-white"]),
    (
        "only-white-min-game-1",
        &["--only-white", "--min-game", "1"],
    ),
    ("only-black", &["--only-black"]),
    (
        "only-black-min-game-1",
        &["--only-black", "--min-game", "1"],
    ),
    ("uniform", &["--uniform"]),
    ("uniform-min-game-1", &["--uniform", "--min-game", "1"]),
];

/// A fresh directory for a test's files.
fn scratch(test: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("make")
        .join(test);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Makes a book of `pgns` with `options`; the book's bytes and stderr.
fn make(pgns: &[&Path], out: &Path, options: &[&str]) -> (Vec<u8>, String) {
    let mut args = vec!["make".to_string()];
    args.extend(pgns.iter().map(|p| p.to_str().unwrap().to_string()));
    args.extend(["--out".to_string(), out.to_str().unwrap().to_string()]);
    args.extend(options.iter().map(|o| o.to_string()));
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let output = run(&args);
    assert!(
        output.status.success(),
        "make {args:?} failed: {}",
        stderr(&output)
    );
    (std::fs::read(out).unwrap(), stderr(&output))
}

fn expected(name: &str) -> Vec<u8> {
    let path = root()
        .join("book-tool/tests/data/make")
        .join(format!("{name}.bin"));
    std::fs::read(&path).unwrap_or_else(|error| panic!("{}: {error}", path.display()))
}

/// Compares our book with PolyGlot's for each option set (all of them, or
/// those without `min-game 1` when `small`); panics listing the sets that
/// differ.
fn check_all(name: &str, pgn: &Path, small: bool, dir: &Path, extra: &[&str]) -> usize {
    let mut differ = Vec::new();
    let mut checked = 0;
    for (label, options) in OPTIONS {
        if small && label.contains("min-game-1") {
            continue;
        }
        let out = dir.join(format!("{name}-{label}.bin"));
        let mut all = options.to_vec();
        all.extend_from_slice(extra);
        let (ours, _) = make(&[pgn], &out, &all);
        if ours != expected(&format!("{name}-{label}")) {
            differ.push(label);
        }
        checked += 1;
    }
    assert!(
        differ.is_empty(),
        "{name} {extra:?}: differs from polyglot make-book with {differ:?}"
    );
    checked
}

#[test]
fn the_position_crates_games_make_polyglots_books_with_every_option() {
    let dir = scratch("position");
    for name in ["games", "other", "ties"] {
        let pgn = root().join(format!("position/tests/data/book-{name}.pgn"));
        assert_eq!(check_all(name, &pgn, false, &dir, &[]), 13);
    }
    // The checks can fail: one book differs from another option's.
    assert_ne!(
        expected("games-min-game-1"),
        expected("games-max-ply-6-min-game-1")
    );
    assert_ne!(
        expected("games-min-game-1"),
        expected("games-uniform-min-game-1")
    );
}

/// pgn-reader 0.29.0's package directory, by `cargo metadata`.
fn pgn_reader_package() -> PathBuf {
    let output = Command::new(env!("CARGO"))
        .args([
            "metadata",
            "--format-version",
            "1",
            "--offline",
            "--manifest-path",
        ])
        .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml"))
        .output()
        .expect("cargo metadata runs");
    assert!(
        output.status.success(),
        "cargo metadata: {}",
        stderr(&output)
    );
    let metadata: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    let package = metadata["packages"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "pgn-reader" && p["version"] == "0.29.0")
        .expect("pgn-reader 0.29.0 is a dependency");
    Path::new(package["manifest_path"].as_str().unwrap())
        .parent()
        .unwrap()
        .to_path_buf()
}

#[test]
fn pgn_readers_real_games_make_polyglots_books() {
    let dir = scratch("real");
    let package = pgn_reader_package();
    for (name, file) in [
        ("lichess", "lichess_db_1000k.pgn"),
        ("twic", "twic1599_1000k.pgn"),
    ] {
        let pgn = package.join("benches").join(file);
        assert_eq!(check_all(name, &pgn, true, &dir, &[]), 7);
    }
    // Spilled to sorted runs (1 MiB is about 43,000 records: the TWIC
    // games count about 100,000 moves): the same book.
    let pgn = package.join("benches/twic1599_1000k.pgn");
    let (ours, report) = make(&[&pgn], &dir.join("spilled.bin"), &["--memory", "1"]);
    assert_eq!(ours, expected("twic-default"));
    assert!(runs(&report) > 1, "{report}");
}

/// The number of runs the report on stderr gives.
fn runs(report: &str) -> usize {
    let line = report
        .lines()
        .find(|line| line.starts_with("memory:"))
        .unwrap_or_else(|| panic!("no memory line in {report}"));
    let (_, rest) = line.split_once("; ").unwrap();
    rest.split(' ').next().unwrap().parse().unwrap()
}

/// The games of book-make-expected.sh's halving_pgn.
fn halving_pgn() -> String {
    let replies = ["e5", "c5", "e6", "c6", "d5"];
    let results = ["1-0", "0-1", "1/2-1/2", "*"];
    let mut text = String::new();
    for i in 0..20_000usize {
        let first = if i % 11 == 0 { "d4" } else { "e4" };
        let reply = replies[(7 * i + i / 3) % 5];
        let result = results[(3 * i + i / 5) % 4];
        text.push_str(&format!(
            "[Result \"{result}\"]\n\n1. {first} {reply} {result}\n\n"
        ));
    }
    text
}

#[test]
fn a_position_played_16384_times_is_halved_as_polyglot_halves_it() {
    let dir = scratch("halving");
    let pgn = dir.join("halving.pgn");
    std::fs::write(&pgn, halving_pgn()).unwrap();
    assert_eq!(check_all("halving", &pgn, true, &dir, &[]), 7);
    // Halving happened: e2e4's weight in the start position is less than
    // the points White scored with it (2 a win, 1 a draw or *).
    let points: u32 = (0..20_000usize)
        .filter(|i| i % 11 != 0)
        .map(|i| match (3 * i + i / 5) % 4 {
            0 => 2,
            1 => 0,
            _ => 1,
        })
        .sum();
    let book = expected("halving-default");
    let start = 0x463b_9618_1691_fc9c_u64.to_be_bytes();
    let e2e4 = book
        .chunks(16)
        .find(|entry| entry[..8] == start && entry[8..10] == [0x03, 0x1c])
        .expect("e2e4 in the start position");
    let weight = u32::from(u16::from_be_bytes([e2e4[10], e2e4[11]]));
    assert!(
        weight < points && weight > points / 4,
        "{weight} of {points}"
    );
    // And in bounded memory, spilled.
    assert_eq!(
        check_all("halving", &pgn, true, &dir, &["--memory", "1"]),
        7
    );
}

/// `count` random games (a fixed generator), the moves drawn mostly
/// among the first legal ones so that positions repeat.
fn random_pgn(count: usize) -> String {
    let mut state = 0x2545_f491_4f6c_dd1d_u64;
    let mut next = move |bound: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % bound as u64) as usize
    };
    let results = ["1-0", "0-1", "1/2-1/2", "*"];
    let mut text = String::new();
    for game in 0..count {
        let result = results[next(4)];
        text.push_str(&format!("[Round \"{game}\"]\n[Result \"{result}\"]\n\n"));
        let mut position = Chess::default();
        let plies = 1 + next(120);
        for ply in 0..plies {
            let moves = position.legal_moves();
            if moves.is_empty() {
                break;
            }
            let index = if next(3) == 0 {
                next(moves.len())
            } else {
                next(moves.len().min(3))
            };
            if ply % 2 == 0 {
                text.push_str(&format!("{}. ", ply / 2 + 1));
            }
            let san = SanPlus::from_move_and_play_unchecked(&mut position, moves[index]);
            text.push_str(&format!("{san} "));
        }
        text.push_str(result);
        text.push_str("\n\n");
    }
    text
}

#[test]
fn spilled_runs_make_the_book_one_run_in_memory_makes() {
    let dir = scratch("spill");
    let pgn = dir.join("random.pgn");
    std::fs::write(&pgn, random_pgn(4000)).unwrap();
    for options in [
        &[][..],
        &["--min-game", "1"],
        &["--min-score", "40", "--only-black"],
    ] {
        let (in_memory, report) = make(&[&pgn], &dir.join("memory.bin"), options);
        assert_eq!(runs(&report), 1, "{report}");
        let mut spill = options.to_vec();
        spill.extend(["--memory", "1", "--temp-dir", dir.to_str().unwrap()]);
        let (spilled, report) = make(&[&pgn], &dir.join("spilled.bin"), &spill);
        assert!(runs(&report) > 3, "{report}");
        assert!(!in_memory.is_empty());
        assert!(
            in_memory == spilled,
            "{options:?}: the spilled book differs"
        );
        // No more than two runs open at once: merged in pairs first.
        spill.extend(["--max-runs", "2"]);
        let (paired, report) = make(&[&pgn], &dir.join("paired.bin"), &spill);
        assert!(
            report.contains("extra merges (at most 2 runs open)"),
            "{report}"
        );
        assert!(
            in_memory == paired,
            "{options:?}: the book merged in pairs differs"
        );
    }
    // The runs are gone.
    let left: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|entry| entry.unwrap().file_name())
        .collect();
    assert_eq!(left.len(), 4, "{left:?}");
}

#[test]
fn several_files_make_the_book_of_their_concatenation() {
    let dir = scratch("several");
    let games = root().join("position/tests/data/book-games.pgn");
    let other = root().join("position/tests/data/book-other.pgn");
    let both = dir.join("both.pgn");
    let mut text = std::fs::read(&games).unwrap();
    text.extend(b"\n");
    text.extend(std::fs::read(&other).unwrap());
    std::fs::write(&both, text).unwrap();
    let (two, _) = make(
        &[&games, &other],
        &dir.join("two.bin"),
        &["--min-game", "1"],
    );
    let (one, _) = make(&[&both], &dir.join("one.bin"), &["--min-game", "1"]);
    assert_eq!(two, one);
    assert!(two.len() > expected("games-min-game-1").len());
}

#[test]
fn a_bad_game_is_reported_with_its_line_and_left_out() {
    let dir = scratch("bad");
    let good1 = "[Event \"one\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 Nc6 1-0\n\n";
    let bad = "[Event \"two\"]\n[Result \"0-1\"]\n\n1. d4 d5 2. Ke5 Nf6 0-1\n\n";
    let fen = "[Event \"three\"]\n[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"]\n[Result \"1-0\"]\n\n1. Kd2 Kd7 1-0\n\n";
    let good2 = "[Event \"four\"]\n[Result \"1/2-1/2\"]\n\n1. e4 c5 1/2-1/2\n";
    let with_bad = dir.join("with-bad.pgn");
    std::fs::write(&with_bad, format!("{good1}{bad}{fen}{good2}")).unwrap();
    let without = dir.join("without.pgn");
    std::fs::write(&without, format!("{good1}{good2}")).unwrap();

    let (ours, report) = make(&[&with_bad], &dir.join("ours.bin"), &["--min-game", "1"]);
    let (reference, _) = make(
        &[&without],
        &dir.join("reference.bin"),
        &["--min-game", "1"],
    );
    assert_eq!(ours, reference);
    // e4 (2 + 1), Nf3 (2), c5 (1): the lost moves weigh 0 and are left out.
    assert_eq!(ours.len(), 3 * 16);
    let path = with_bad.to_str().unwrap();
    // The second game starts on line 6, the third on line 11.
    assert!(
        report.contains(&format!("{path}:6: game 2 skipped: move 2. Ke5")),
        "{report}"
    );
    assert!(
        report.contains(&format!("{path}:11: game 3 skipped: set up")),
        "{report}"
    );
    assert!(report.contains("from 4 games (2 skipped)"), "{report}");
}

#[test]
fn bad_options_and_inputs_fail_without_writing() {
    let dir = scratch("options");
    let out = dir.join("out.bin");
    let games = root().join("position/tests/data/book-games.pgn");
    let games = games.to_str().unwrap();
    let out_text = out.to_str().unwrap();
    for args in [
        &[
            "make",
            games,
            "--out",
            out_text,
            "--only-white",
            "--only-black",
        ][..],
        &["make", games, "--out", out_text, "--min-score", "101"],
        &["make", games, "--out", out_text, "--memory", "0"],
        &["make", "--out", out_text],
    ] {
        let output = run(args);
        assert_eq!(
            output.status.code(),
            Some(2),
            "{args:?}: {}",
            stderr(&output)
        );
    }
    let output = run(&["make", "no/such.pgn", "--out", out_text]);
    assert_eq!(output.status.code(), Some(1));
    // The output may not be an input.
    let output = run(&["make", games, "--out", games]);
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
    assert!(!out.exists());
}

#[test]
fn a_game_whose_tag_cannot_be_read_is_reported_and_left_out() {
    // A tag value of 100,000 bytes without a line break: pgn-reader stops
    // at it ("unterminated tag"; PolyGlot stops too: "string too long").
    let dir = scratch("tag");
    let good = "[Result \"1-0\"]\n\n1. e4 e5 1-0\n\n";
    let bad = format!(
        "[Event \"{}\"]\n[Result \"1-0\"]\n\n1. d4 d5 1-0\n\n",
        "x".repeat(100_000)
    );
    let with_bad = dir.join("with-bad.pgn");
    std::fs::write(&with_bad, format!("{good}{bad}{good}")).unwrap();
    let without = dir.join("without.pgn");
    std::fs::write(&without, format!("{good}{good}")).unwrap();
    let (ours, report) = make(&[&with_bad], &dir.join("ours.bin"), &["--min-game", "1"]);
    let (reference, _) = make(
        &[&without],
        &dir.join("reference.bin"),
        &["--min-game", "1"],
    );
    assert_eq!(ours, reference);
    assert_eq!(ours.len(), 16);
    let path = with_bad.to_str().unwrap();
    assert!(
        report.contains(&format!("{path}:5: game 2 skipped: unterminated tag")),
        "{report}"
    );
    assert!(report.contains("from 3 games (1 skipped)"), "{report}");
}

#[test]
fn standard_input_reads_as_the_file_does() {
    let dir = scratch("stdin");
    let file = root().join("position/tests/data/book-games.pgn");
    let games = std::fs::read(&file).unwrap();
    let bad = b"[Result \"0-1\"]\n\n1. d4 d5 2. Ke5 Nf6 0-1\n\n";
    let out = dir.join("stdin.bin");
    let mut child = Command::new(env!("CARGO_BIN_EXE_chess-tables-book"))
        .args(["make", "-", "--min-game", "1", "--out"])
        .arg(&out)
        .stdin(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut input = child.stdin.take().unwrap();
    let mut text = games.clone();
    text.extend_from_slice(b"\n\n");
    let bad_at = text.len();
    text.extend_from_slice(bad);
    let writer = std::thread::spawn(move || {
        use std::io::Write;
        input.write_all(&text).unwrap();
    });
    let output = child.wait_with_output().unwrap();
    writer.join().unwrap();
    assert!(output.status.success(), "{}", stderr(&output));
    // PolyGlot's book of the file, the bad game after it left out.
    assert_eq!(std::fs::read(&out).unwrap(), expected("games-min-game-1"));
    let report = stderr(&output);
    assert!(
        report.contains(&format!(
            "standard input, byte {bad_at}: game 32 skipped: move 2. Ke5"
        )),
        "{report}"
    );

    // Standard input once only; a directory is no PGN file.
    let out_text = out.to_str().unwrap();
    let output = run(&["make", "-", "-", "--out", out_text]);
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
    let output = run(&["make", "position", "--out", out_text]);
    assert_eq!(output.status.code(), Some(1));
    assert!(
        stderr(&output).contains("position: a directory, not a PGN file"),
        "{}",
        stderr(&output)
    );
}
