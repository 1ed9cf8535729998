//! The keys of positions are pinned in `tests/golden-keys.txt`: the nine
//! Polyglot test positions under both key sets, hashed whole. A change
//! fails on purpose: stored keys (books, transposition-table dumps) would
//! no longer match, which is a major release of this crate. The key tables
//! themselves are pinned by chess-tables' own fingerprints.
//!
//! To accept a deliberate change: `UPDATE_GOLDEN_KEYS=1 cargo test -p
//! chess-tables-position --test key_stability`, review the diff, and note
//! it in the changelog as a breaking change.

use chess_tables_position::prelude::*;
use chess_tables_position::zobrist;
use std::fmt::Write;
use std::path::Path;

/// The nine Polyglot test positions (the start position first).
fn pinned_positions() -> Vec<&'static str> {
    include_str!("data/polyglot-test-vectors.tsv")
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| l.split('\t').next())
        .collect()
}

/// The generator's default seed of the seeded keys ("chesstab" in ASCII).
const DEFAULT_ZOBRIST_SEED: u64 = 0x6368_6573_7374_6162;

fn golden_keys(with_seeded: bool) -> String {
    let mut out = String::from(
        "# chess-tables-position golden keys: checked by tests/key_stability.rs. A change\n\
         # here changes the keys of positions that users store (books, transposition-table\n\
         # dumps): a major release of chess-tables-position. key set | position | key\n",
    );
    let sets = [("POLYGLOT", zobrist::POLYGLOT), ("SEEDED", zobrist::SEEDED)];
    for (set, keys) in sets {
        if set == "SEEDED" && !with_seeded {
            continue;
        }
        for fen in pinned_positions() {
            writeln!(out, "{set} | {fen} | {:#018x}", keys.fen_key(fen).unwrap()).unwrap();
        }
    }
    out
}

#[test]
fn position_keys_match_the_golden_keys() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden-keys.txt");
    let default_seed = zobrist::SEEDED_SEED == DEFAULT_ZOBRIST_SEED;
    let now = golden_keys(default_seed);
    if std::env::var_os("UPDATE_GOLDEN_KEYS").is_some() {
        assert!(
            default_seed,
            "unset CHESS_TABLES_ZOBRIST_SEED before updating the golden keys"
        );
        std::fs::write(&path, &now).unwrap();
        return;
    }
    let committed: String = std::fs::read_to_string(&path)
        .unwrap()
        .lines()
        // A build with another seed has other seeded keys by design.
        .filter(|l| default_seed || !l.starts_with("SEEDED"))
        .map(|l| format!("{l}\n"))
        .collect();
    assert_eq!(
        committed
            .lines()
            .filter(|l| l.starts_with("POLYGLOT"))
            .count(),
        9
    );
    assert_eq!(
        now, committed,
        "keys of positions changed: stored keys would no longer match. If this is \
         deliberate, run `UPDATE_GOLDEN_KEYS=1 cargo test -p chess-tables-position \
         --test key_stability`, review the diff and treat it as a breaking change."
    );
}
