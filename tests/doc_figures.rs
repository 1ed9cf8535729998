//! Every table size the docs state, checked against this build's registry:
//! a figure a build can compute is never kept by hand. Each fact is listed
//! once here with the places that state it; a family's facts are checked
//! in the builds that have it (CI runs the magic and pext builds too).

// The helpers serve the tests of whichever families a build has.
#![allow(dead_code)]

use chess_tables::registry::table_info;
use std::path::Path;

/// A file's text as a reader sees it: Rust doc-comment markers dropped,
/// whitespace runs one space, so a figure may wrap across lines.
fn prose(path: &str) -> String {
    let text = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(path))
        .unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .map(|line| {
            let line = line.trim_start();
            ["//! ", "/// ", "//!", "///"]
                .iter()
                .find_map(|marker| line.strip_prefix(marker))
                .unwrap_or(line)
        })
        .collect::<Vec<_>>()
        .join(" ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// `n` with its digits grouped by threes: `116,648`.
fn grouped(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// The bytes of the named tables together.
fn bytes(names: &[&str]) -> usize {
    names
        .iter()
        .map(|name| table_info(name).unwrap_or_else(|| panic!("{name}")).bytes)
        .sum()
}

/// `n` bytes in whole KiB, rounded to the nearest.
fn kib(n: usize) -> String {
    format!("{} KiB", (n + 512) / 1024)
}

/// Asserts that each of `places` states `fact`.
fn stated(fact: &str, places: &[&str]) {
    for place in places {
        assert!(
            prose(place).contains(fact),
            "{place} should state \"{fact}\" (this build's figure)"
        );
    }
}

#[cfg(all(
    feature = "distance",
    feature = "x88",
    feature = "lines",
    feature = "attacks",
    feature = "zobrist",
    feature = "pawns",
    not(feature = "magic")
))]
#[test]
fn the_default_builds_sizes() {
    use chess_tables::registry::TABLE_INFO;
    let total = TABLE_INFO.iter().map(|t| t.bytes).sum::<usize>();
    let count = TABLE_INFO.len();
    stated(
        &format!("{count} tables, {} bytes in all", grouped(total)),
        &["docs/tables.md"],
    );
    stated(
        &format!("{} bytes ({count} tables)", grouped(total)),
        &["docs/figures.md"],
    );
}

#[cfg(feature = "attacks")]
#[test]
fn the_line_mask_lookups_sizes() {
    let (diagonal, rank) = (
        bytes(&["DIAGONAL_MASKS_EX"]),
        bytes(&["FIRST_RANK_ATTACKS"]),
    );
    stated(
        &format!(
            "[`DIAGONAL_MASKS_EX`] ({} bytes) and [`FIRST_RANK_ATTACKS`] ({} bytes), {} bytes in all",
            grouped(diagonal),
            grouped(rank),
            grouped(diagonal + rank)
        ),
        &["src/attacks.rs"],
    );
    stated(
        &format!("{} bytes against", grouped(diagonal + rank)),
        &["docs/figures.md"],
    );
    stated(
        &format!("two small tables ({} bytes)", grouped(diagonal + rank)),
        &["docs/firmware.md"],
    );
}

#[cfg(feature = "zobrist")]
#[test]
fn the_polyglot_key_tables_size() {
    stated(
        &format!(
            "The key tables cost their {} bytes",
            grouped(bytes(&["POLYGLOT_KEYS", "POLYGLOT_CASTLING"]))
        ),
        &["docs/firmware.md"],
    );
}

#[cfg(feature = "magic")]
#[test]
fn the_magic_lookups_sizes() {
    let all = bytes(&[
        "MAGIC_ATTACKS",
        "ROOK_MAGIC_ENTRIES",
        "BISHOP_MAGIC_ENTRIES",
    ]);
    stated(
        &format!("| {} |", grouped(bytes(&["MAGIC_ATTACKS"]))),
        &["src/magic.rs"],
    );
    stated(
        &format!("{} bytes ({}) in all", grouped(all), kib(all)),
        &["src/magic.rs"],
    );
    stated(&format!("against {}", grouped(all)), &["docs/figures.md"]);
    stated(&format!("for {} of tables", kib(all)), &["src/lib.rs"]);
    stated(
        &format!("magic bitboards need {}", kib(all)),
        &["docs/firmware.md"],
    );
    stated(
        &format!("tables ({} bytes) do not fit", grouped(all)),
        &["docs/firmware.md"],
    );
}

/// What each PEXT lookup reads (the relevant masks come from the magic
/// entries in both): the 64-bit tables, and the compact tables with the
/// offsets they share; the docs' figures, and the compact lookup's goal.
#[cfg(feature = "pext")]
#[test]
fn the_pext_lookups_sizes() {
    let wide = bytes(&[
        "ROOK_PEXT_OFFSETS",
        "ROOK_PEXT_ATTACKS",
        "BISHOP_PEXT_OFFSETS",
        "BISHOP_PEXT_ATTACKS",
    ]);
    let compact = bytes(&[
        "ROOK_PEXT_OFFSETS",
        "ROOK_PEXT_ATTACK_MASKS",
        "ROOK_PEXT_COMPACT_ATTACKS",
        "BISHOP_PEXT_OFFSETS",
        "BISHOP_PEXT_ATTACK_MASKS",
        "BISHOP_PEXT_COMPACT_ATTACKS",
    ]);
    stated(
        &format!("({} bytes of tables)", grouped(wide)),
        &["src/pext.rs"],
    );
    stated(
        &format!("`pdep` ({} bytes, the offsets shared)", grouped(compact)),
        &["src/pext.rs"],
    );
    stated(
        &format!("({} bytes against {})", grouped(compact), grouped(wide)),
        &["src/pext/compact.rs"],
    );
    for name in [
        "ROOK_PEXT_ATTACKS",
        "BISHOP_PEXT_ATTACKS",
        "ROOK_PEXT_COMPACT_ATTACKS",
        "BISHOP_PEXT_COMPACT_ATTACKS",
    ] {
        stated(
            &format!("{} bytes", grouped(bytes(&[name]))),
            &["src/pext.rs"],
        );
    }
    // One u16 entry for each u64 one: the attack sets are a quarter the bytes.
    for slider in ["ROOK", "BISHOP"] {
        assert_eq!(
            4 * bytes(&[&format!("{slider}_PEXT_COMPACT_ATTACKS")]),
            bytes(&[&format!("{slider}_PEXT_ATTACKS")])
        );
    }
    assert!(compact < wide / 3, "{compact} against {wide}");
    // Issue #31's goal: at most a third of the smallest peer's slider
    // tables (cozy-chess's magic tables, contributing/performance.md).
    assert!(compact * 3 <= 703_904);
}
