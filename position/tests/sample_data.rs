//! The published package holds samples of the reference files too large to
//! publish (`tests/reference_data`). Here, in the repository, each sample
//! must be exactly the selection `scripts/data/sample-test-data.py` makes from
//! the full file: its header, then the first rows and, in each class the
//! tests count by, the first row and every Nth. So a sample cannot drift
//! from its full file, and every class of the full file stays represented.

mod reference_data;

use std::collections::{BTreeMap, BTreeSet};

/// The class of a row, by its tab-separated columns.
type Class = fn(&[&str]) -> String;

fn answer(text: &str) -> &str {
    if text.starts_with("error:") {
        text
    } else {
        "key"
    }
}

/// The en-passant field (the fourth, split on spaces): a square on the rank
/// the side to move captures on, another square, or anything else.
fn en_passant(fen: &str) -> &str {
    let fields: Vec<&str> = fen.split(' ').collect();
    let square = match fields.get(3).map(|f| f.as_bytes()) {
        Some(&[file @ b'a'..=b'h', rank @ b'1'..=b'8']) => (file, rank),
        _ => return "none",
    };
    match (fields[1], square.1) {
        ("w", b'6') | ("b", b'3') => "capture",
        _ => "other",
    }
}

/// Name, every Nth row of a class, the class, rows always kept from the start.
const SAMPLES: [(&str, usize, Class, usize); 5] = [
    (
        "fen-castling.tsv",
        12,
        |c| {
            let (group, standard, chess960) = (c[1], answer(c[2]), answer(c[3]));
            format!("{group} {standard} {chess960} {}", en_passant(c[0]))
        },
        0,
    ),
    (
        "en-passant-legal.tsv",
        10,
        |c| format!("{} {}", c[3], c[1] == c[2]),
        0,
    ),
    ("random-games.tsv", 10, |_| String::new(), 60),
    (
        "setup-castling.tsv",
        5,
        |c| format!("{} {} {}", c[2], c[4], c[6] == "-"),
        0,
    ),
    (
        "status.tsv",
        5,
        |c| format!("{} {} {}", c[1], c[2], c[3]),
        0,
    ),
];

/// Data rows (`tests/reference_data`'s rule: not blank, not a `#` comment).
fn rows(text: &str) -> Vec<&str> {
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .collect()
}

#[test]
fn each_sample_is_its_full_files_selection() {
    for (name, every, class, head) in SAMPLES {
        let sample_path = reference_data::sample_path(name);
        let sample = std::fs::read_to_string(&sample_path)
            .unwrap_or_else(|e| panic!("reading {}: {e}", sample_path.display()));
        if !reference_data::full_path(name).exists() && reference_data::packaged() {
            eprintln!(
                "skipped: tests/data/{name} is not in the package, so its sample cannot be \
                 checked against it: run `cargo test --test sample_data` from a clone of the \
                 repository"
            );
            continue;
        }
        let full = reference_data::load(name);
        let mut seen: BTreeMap<String, usize> = BTreeMap::new();
        let mut expected = Vec::new();
        for (i, row) in full.rows().enumerate() {
            let columns: Vec<&str> = row.split('\t').collect();
            let n = seen.entry(class(&columns)).or_default();
            if i < head || *n % every == 0 {
                expected.push(row);
            }
            *n += 1;
        }
        let got = rows(&sample);
        assert!(
            got == expected,
            "tests/data/sample/{name} is not the selection of tests/data/{name} \
             ({} rows, expected {}): run scripts/data/sample-test-data.py",
            got.len(),
            expected.len()
        );
        // The header of the full file is in the sample too.
        let header: Vec<&str> = full.text.lines().filter(|l| l.starts_with('#')).collect();
        let comments: BTreeSet<&str> = sample.lines().filter(|l| l.starts_with('#')).collect();
        assert!(
            header.iter().all(|l| comments.contains(l)),
            "{name}'s header"
        );
        // Every class of the full file is in the sample.
        let classes: BTreeSet<String> = got
            .iter()
            .map(|row| class(&row.split('\t').collect::<Vec<_>>()))
            .collect();
        assert_eq!(classes.len(), seen.len(), "{name}: classes");
        eprintln!(
            "tests/data/sample/{name}: {} of {} rows, {} classes",
            got.len(),
            full.rows().count(),
            classes.len()
        );
    }
}
