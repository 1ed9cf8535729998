//! The host half of the firmware run for the position crate:
//! `tests/firmware_report/report.rs` is the code the emulated cores run
//! (FEN to key, bad FENs, a book in flash), compiled here for the host.
//!
//! `report_matches_the_references` checks the report itself: the keys
//! equal the published Polyglot vectors, each bad FEN is an error, and the
//! book's moves are those python-chess finds. `write_host_report` writes
//! the host's lines for the repository's `scripts/check/run-firmware.sh`,
//! which compares them with each firmware's; it is ignored by default.

#[path = "firmware_report/report.rs"]
mod report;

const BOOK_EXPECTED: &str = include_str!("data/book-games-expected.tsv");

fn host_report() -> String {
    let mut out = String::new();
    report::report(&mut out).expect("writing to a String does not fail");
    out
}

#[test]
fn report_matches_the_references() {
    let report = host_report();
    let lines: Vec<&str> = report.lines().collect();
    let vectors: Vec<&str> = report::VECTORS
        .lines()
        .filter(|line| !line.starts_with('#'))
        .collect();
    assert_eq!(vectors.len(), 9, "the published vectors");
    let mut at = 0;
    for (index, vector) in vectors.iter().enumerate() {
        let key = vector.split('\t').nth(1).unwrap();
        assert_eq!(
            lines[at],
            format!("polyglot_key(vector {index}) 0x{key}"),
            "{vector}"
        );
        at += 1;
    }
    for index in 0..report::BAD_FENS.len() {
        let prefix = format!("bad_fen({index}) error: FEN");
        assert!(lines[at].starts_with(&prefix), "{:?}", lines[at]);
        at += 1;
    }
    assert_eq!(lines[at], "book entries 1414");
    at += 1;
    for (index, fen) in report::BOOK_POSITIONS.iter().enumerate() {
        let moves = BOOK_EXPECTED
            .lines()
            .filter(|line| !line.starts_with('#'))
            .find_map(|line| {
                let mut fields = line.split('\t');
                let _key = fields.next();
                (fields.next() == Some(fen)).then(|| fields.next().unwrap())
            })
            .unwrap_or_else(|| panic!("{fen} is not in book-games-expected.tsv"));
        assert_eq!(lines[at], format!("book(position {index}) {moves}"));
        at += 1;
    }
    assert_eq!(&lines[at..], ["end"]);
}

/// Writes the host's report into the file `CHESS_TABLES_HOST_REPORT`
/// names, for `scripts/check/run-firmware.sh` to compare with a
/// firmware's output line by line.
#[test]
#[ignore = "writes a file for the repository's scripts/check/run-firmware.sh"]
fn write_host_report() {
    let path = std::env::var_os("CHESS_TABLES_HOST_REPORT")
        .expect("CHESS_TABLES_HOST_REPORT names the file to write the host's report into");
    std::fs::write(path, host_report()).expect("the host's report is written");
}
