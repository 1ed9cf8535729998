//! Stability: every table's contents and the Zobrist keys users store are
//! pinned in `tests/fingerprints.txt`, and the whole generated source in
//! `tests/golden/`: here the files build.rs wrote, in tests/properties the
//! generator's output for the default options. Any change fails, on purpose.
//!
//! To accept a deliberate change: `UPDATE_FINGERPRINTS=1 cargo test --test stability`
//! (and/or `UPDATE_GOLDEN=1`), review the diff, and note it in the changelog.
//! A changed key or table is a breaking change: it invalidates opening-book
//! lookups, transposition-table dumps and fixtures that users have stored.

use chess_tables::registry::{TABLE_NAMES, table};
use chess_tables::{attacks, castling, distance, lines, pawns, x88, zobrist};
use std::fmt::Write;
use std::path::Path;

/// FNV-1a, 64-bit, over the little-endian bytes of the elements.
fn fnv1a(bytes: impl IntoIterator<Item = u8>) -> u64 {
    bytes.into_iter().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

fn bytes_u64(values: &[u64]) -> Vec<u8> {
    values.iter().flat_map(|v| v.to_le_bytes()).collect()
}

/// Every table's flattened contents, by name.
fn contents() -> Vec<(&'static str, Vec<u8>)> {
    let i8s = |v: &[i8]| v.iter().map(|&x| x as u8).collect::<Vec<u8>>();
    vec![
        (
            "CHEBYSHEV_DISTANCE",
            distance::CHEBYSHEV_DISTANCE.as_flattened().to_vec(),
        ),
        (
            "MANHATTAN_DISTANCE",
            distance::MANHATTAN_DISTANCE.as_flattened().to_vec(),
        ),
        (
            "FILE_DISTANCE",
            distance::FILE_DISTANCE.as_flattened().to_vec(),
        ),
        (
            "RANK_DISTANCE",
            distance::RANK_DISTANCE.as_flattened().to_vec(),
        ),
        (
            "KNIGHT_DISTANCE",
            distance::KNIGHT_DISTANCE.as_flattened().to_vec(),
        ),
        ("CENTER_DISTANCE", distance::CENTER_DISTANCE.to_vec()),
        (
            "CENTER_MANHATTAN_DISTANCE",
            distance::CENTER_MANHATTAN_DISTANCE.to_vec(),
        ),
        (
            "CENTER_DISTANCE_BIT0",
            bytes_u64(&[distance::CENTER_DISTANCE_BIT0]),
        ),
        (
            "CENTER_DISTANCE_BIT1",
            bytes_u64(&[distance::CENTER_DISTANCE_BIT1]),
        ),
        (
            "DISTANCE_RINGS",
            bytes_u64(distance::DISTANCE_RINGS.as_flattened()),
        ),
        ("CORNER_DISTANCE", distance::CORNER_DISTANCE.to_vec()),
        (
            "CORNER_MANHATTAN_DISTANCE",
            distance::CORNER_MANHATTAN_DISTANCE.as_flattened().to_vec(),
        ),
        (
            "X88_CHEBYSHEV_DISTANCE",
            x88::X88_CHEBYSHEV_DISTANCE.to_vec(),
        ),
        (
            "X88_MANHATTAN_DISTANCE",
            x88::X88_MANHATTAN_DISTANCE.to_vec(),
        ),
        ("X88_DIRECTION", i8s(&x88::X88_DIRECTION)),
        ("X88_ATTACKS", x88::X88_ATTACKS.to_vec()),
        ("DIAGONALS", bytes_u64(lines::DIAGONALS.as_flattened())),
        ("RANKS", bytes_u64(&lines::RANKS)),
        ("FILES", bytes_u64(&lines::FILES)),
        ("RAYS", bytes_u64(lines::RAYS.as_flattened())),
        ("KNIGHT_ATTACKS", bytes_u64(&attacks::KNIGHT_ATTACKS)),
        ("KING_ATTACKS", bytes_u64(&attacks::KING_ATTACKS)),
        (
            "PAWN_ATTACKS",
            bytes_u64(attacks::PAWN_ATTACKS.as_flattened()),
        ),
        (
            "FIRST_RANK_ATTACKS",
            attacks::FIRST_RANK_ATTACKS.as_flattened().to_vec(),
        ),
        (
            "DIAGONAL_MASKS_EX",
            bytes_u64(attacks::DIAGONAL_MASKS_EX.as_flattened()),
        ),
        ("BETWEEN", bytes_u64(attacks::BETWEEN.as_flattened())),
        ("LINE", bytes_u64(attacks::LINE.as_flattened())),
        ("POLYGLOT_KEYS", bytes_u64(&zobrist::POLYGLOT_KEYS)),
        ("POLYGLOT_CASTLING", bytes_u64(&zobrist::POLYGLOT_CASTLING)),
        ("SEEDED_SEED", bytes_u64(&[zobrist::SEEDED_SEED])),
        ("SEEDED_KEYS", bytes_u64(&zobrist::SEEDED_KEYS)),
        ("SEEDED_CASTLING", bytes_u64(&zobrist::SEEDED_CASTLING)),
        (
            "FORWARD_FILE",
            bytes_u64(pawns::FORWARD_FILE.as_flattened()),
        ),
        (
            "PAWN_ATTACK_SPAN",
            bytes_u64(pawns::PAWN_ATTACK_SPAN.as_flattened()),
        ),
        (
            "PASSED_PAWN_SPAN",
            bytes_u64(pawns::PASSED_PAWN_SPAN.as_flattened()),
        ),
        (
            "FORWARD_RANKS",
            bytes_u64(pawns::FORWARD_RANKS.as_flattened()),
        ),
        ("ADJACENT_FILES", bytes_u64(&pawns::ADJACENT_FILES)),
        (
            "RULE_OF_THE_SQUARE",
            bytes_u64(pawns::RULE_OF_THE_SQUARE.as_flattened()),
        ),
        (
            "CASTLING_SQUARES",
            castling::CASTLING_SQUARES
                .as_flattened()
                .as_flattened()
                .to_vec(),
        ),
        (
            "CASTLING_EMPTY",
            bytes_u64(castling::CASTLING_EMPTY.as_flattened()),
        ),
        (
            "CASTLING_UNATTACKED",
            bytes_u64(castling::CASTLING_UNATTACKED.as_flattened()),
        ),
        (
            "CASTLING_RIGHTS_KEPT",
            castling::CASTLING_RIGHTS_KEPT.to_vec(),
        ),
    ]
}

fn fingerprints() -> String {
    let mut out = String::from(
        "# chess-tables fingerprints: checked by tests/stability.rs. A change here changes\n\
         # tables or keys that users store; see the test's docs before updating.\n\
         # table | shape | bytes | FNV-1a 64 of the little-endian contents\n",
    );
    let contents = contents();
    for (name, bytes) in &contents {
        let info = table(name).unwrap();
        writeln!(
            out,
            "{name} | {} | {} | {:#018x}",
            info.shape,
            info.bytes,
            fnv1a(bytes.iter().copied())
        )
        .unwrap();
    }
    out.push_str("# Zobrist keys users store: key set | what | key\n");
    for (set, keys) in [("POLYGLOT", zobrist::POLYGLOT), ("SEEDED", zobrist::SEEDED)] {
        writeln!(out, "{set} | raw[0] | {:#018x}", keys.raw()[0]).unwrap();
        writeln!(out, "{set} | raw[780] | {:#018x}", keys.raw()[780]).unwrap();
    }
    out
}

fn update(var: &str) -> bool {
    std::env::var_os(var).is_some()
}

#[test]
fn every_registered_table_is_fingerprinted() {
    let names: Vec<&str> = contents().iter().map(|(n, _)| *n).collect();
    // The opt-in `magic` tables are checked by tests/magic.rs (every entry
    // against a ray walk) and stay out of the default fingerprints: they are
    // implementation tables, whose layout may change in a minor release.
    // Every product table, covered by the stability promise, is pinned here.
    let registered: Vec<&str> = TABLE_NAMES
        .iter()
        .copied()
        .filter(|name| !matches!(table(name).unwrap().module, "magic" | "pext"))
        .collect();
    for name in TABLE_NAMES.iter().filter(|name| !registered.contains(name)) {
        assert!(
            !table(name).unwrap().stable,
            "{name} is a product table: fingerprint it"
        );
    }
    assert_eq!(
        names, registered,
        "add new tables to contents() in tests/stability.rs"
    );
    for (name, bytes) in contents() {
        assert_eq!(bytes.len(), table(name).unwrap().bytes, "{name}");
    }
}

/// The generator's default seed of the seeded keys ("chesstab" in ASCII).
const DEFAULT_ZOBRIST_SEED: u64 = 0x6368_6573_7374_6162;

/// Whether this build's seeded keys are the default ones: a build with
/// `CHESS_TABLES_ZOBRIST_SEED` set has other seeded keys by design.
fn default_seed() -> bool {
    zobrist::SEEDED_SEED == DEFAULT_ZOBRIST_SEED
}

#[test]
fn tables_and_keys_match_the_committed_fingerprints() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fingerprints.txt");
    let mut now = fingerprints();
    if update("UPDATE_FINGERPRINTS") {
        assert!(
            default_seed(),
            "unset CHESS_TABLES_ZOBRIST_SEED before updating the fingerprints"
        );
        std::fs::write(&path, &now).unwrap();
        return;
    }
    let mut committed = std::fs::read_to_string(&path).unwrap_or_default();
    if !default_seed() {
        // The Polyglot keys and every other table are still checked; the
        // generator's default seeded keys are pinned by the golden copy.
        eprintln!(
            "note: this build's seed is {:#x} (CHESS_TABLES_ZOBRIST_SEED), not the default: \
             the SEEDED fingerprints are skipped",
            zobrist::SEEDED_SEED
        );
        let without_seeded = |text: &str| -> String {
            text.lines()
                .filter(|l| !l.starts_with("SEEDED"))
                .map(|l| format!("{l}\n"))
                .collect()
        };
        now = without_seeded(&now);
        committed = without_seeded(&committed);
    }
    let changed: Vec<String> = now
        .lines()
        .zip(committed.lines().chain(std::iter::repeat("(missing)")))
        .filter(|(a, b)| a != b)
        .map(|(a, b)| format!("  now:       {a}\n  committed: {b}"))
        .collect();
    assert!(
        changed.is_empty() && now.lines().count() == committed.lines().count(),
        "generated tables or Zobrist keys changed:\n{}\n\
         Changing them breaks data users have stored (opening-book lookups, \
         transposition-table dumps, test fixtures). If this is deliberate, run \
         `UPDATE_FINGERPRINTS=1 cargo test --test stability`, review the diff and \
         treat it as a breaking change.",
        changed.join("\n")
    );
}

/// The families of the golden copies: the default features' (this test
/// needs every one of them).
const GOLDEN_FAMILIES: [&str; 7] = [
    "distance", "x88", "lines", "attacks", "zobrist", "pawns", "castling",
];

/// The opt-in families and whether this build enables each: a build with
/// one writes a registry of more tables than the golden copy's.
const OPT_IN_FAMILIES: [(&str, bool); 2] = [
    ("magic", cfg!(feature = "magic")),
    ("pext", cfg!(feature = "pext")),
];

/// Whether this build's file `name` must equal its golden copy: a family's
/// file and `squares.rs` always, `zobrist.rs` only with the default seed,
/// `registry.rs` only in a build of exactly the default families.
fn compared(name: &str) -> bool {
    match name {
        "zobrist.rs" => default_seed(),
        "registry.rs" => OPT_IN_FAMILIES.iter().all(|&(_, enabled)| !enabled),
        _ => true,
    }
}

#[test]
fn generated_source_matches_the_golden_copy() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden");
    let out_dir = Path::new(env!("OUT_DIR"));
    let mut names = vec!["squares.rs".to_string()];
    names.extend(GOLDEN_FAMILIES.iter().map(|family| format!("{family}.rs")));
    names.push("registry.rs".to_string());
    if update("UPDATE_GOLDEN") {
        assert!(
            names.iter().all(|name| compared(name)),
            "update the golden copies from a default build: no CHESS_TABLES_ZOBRIST_SEED, \
             no magic or pext feature"
        );
    }
    let skipped: Vec<&String> = names.iter().filter(|name| !compared(name)).collect();
    if !skipped.is_empty() {
        eprintln!(
            "note: this build's seed or families are not the default ones: {skipped:?} not \
             compared (tests/properties compares the generator's default output with them)"
        );
    }
    for name in names.iter().filter(|name| compared(name)) {
        let built = std::fs::read_to_string(out_dir.join(name)).unwrap();
        let path = dir.join(name);
        if update("UPDATE_GOLDEN") {
            std::fs::create_dir_all(&dir).unwrap();
            std::fs::write(&path, &built).unwrap();
            continue;
        }
        let golden = std::fs::read_to_string(&path).unwrap_or_default();
        if golden != built {
            let line = golden
                .lines()
                .zip(built.lines())
                .position(|(a, b)| a != b)
                .map_or(golden.lines().count().min(built.lines().count()), |n| n)
                + 1;
            panic!(
                "generated {name} differs from tests/golden/{name} (first difference at line {line}). \
                 If the change is deliberate, run `UPDATE_GOLDEN=1 cargo test --test stability` \
                 and review the diff."
            );
        }
    }
}
