//! Stability: every table's contents and the Zobrist keys users store are
//! pinned in `tests/fingerprints.txt`, and the whole generated source in
//! `generated/` (the source the package ships), compared here (once) with
//! the files build.rs wrote.
//! Any change fails, on purpose.
//!
//! To accept a deliberate change: `UPDATE_FINGERPRINTS=1 cargo test --test stability`
//! (and/or `UPDATE_GENERATED=1`, with `--all-features`), review the diff, and note it in the changelog.
//! A changed key or table is a breaking change: it invalidates opening-book
//! lookups, transposition-table dumps and fixtures that users have stored.

use chess_tables::registry::{TABLE_INFO, table_info as table};
use chess_tables::zobrist;
use std::fmt::Write;
use std::path::Path;

/// The registry's table names, in definition order.
fn table_names() -> Vec<&'static str> {
    TABLE_INFO.iter().map(|t| t.name).collect()
}

/// FNV-1a, 64-bit, over the little-endian bytes of the elements.
fn fnv1a(bytes: impl IntoIterator<Item = u8>) -> u64 {
    bytes.into_iter().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// A table's elements as little-endian bytes, in index order.
trait LeBytes {
    fn le_bytes(&self, out: &mut Vec<u8>);
}

macro_rules! le_bytes_of_integers {
    ($($t:ty),*) => {
        $(impl LeBytes for $t {
            fn le_bytes(&self, out: &mut Vec<u8>) {
                out.extend_from_slice(&self.to_le_bytes());
            }
        })*
    };
}
le_bytes_of_integers!(u8, i8, u16, u64);

impl<T: LeBytes, const N: usize> LeBytes for [T; N] {
    fn le_bytes(&self, out: &mut Vec<u8>) {
        for element in self {
            element.le_bytes(out);
        }
    }
}

/// (name, module, bytes) of every table of this build.
macro_rules! every_table {
    ($($module:ident :: $name:ident),* $(,)?) => {
        vec![$((stringify!($name), stringify!($module), {
            let mut bytes = Vec::new();
            chess_tables::$module::$name.le_bytes(&mut bytes);
            bytes
        })),*]
    };
}

/// Every table's contents, from the registry's one list of tables, but the
/// opt-in families' (`OPT_IN_FAMILIES`: the fingerprints are the default
/// build's; the `magic` and `pext` tables are checked entry by entry in
/// tests/magic.rs and tests/pext.rs).
fn contents() -> Vec<(&'static str, Vec<u8>)> {
    let tables: Vec<(&str, &str, Vec<u8>)> = chess_tables::for_each_table!(every_table);
    tables
        .into_iter()
        .filter(|(_, module, _)| !OPT_IN_FAMILIES.contains(module))
        .map(|(name, _, bytes)| (name, bytes))
        .collect()
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
    // The opt-in families' tables stay out of the default fingerprints; they
    // must be implementation tables (the `magic` and `pext` tables, checked
    // entry by entry in tests/magic.rs and tests/pext.rs), whose layout may
    // change in a minor release. Every product table, covered by the
    // stability promise, is pinned here.
    let registered: Vec<&str> = table_names()
        .iter()
        .copied()
        .filter(|name| {
            let module = table(name).unwrap().family;
            !OPT_IN_FAMILIES.contains(&module)
        })
        .collect();
    for name in table_names()
        .iter()
        .filter(|name| !registered.contains(name))
    {
        assert!(
            !table(name).unwrap().stable,
            "{name} is a product table: fingerprint it (an opt-in family's tables must be implementation tables)"
        );
    }
    assert_eq!(
        names, registered,
        "contents() follows for_each_table!, the registry's list"
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
        // generator's default seeded keys are pinned by the shipped copy (generated/).
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

/// The registry's `fingerprint` of every table `tests/fingerprints.txt`
/// pins is the pinned value (with its shape and size), so a user pins a
/// table from the registry without computing FNV-1a.
#[test]
fn the_registry_gives_each_pinned_fingerprint() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fingerprints.txt");
    let committed = std::fs::read_to_string(path).unwrap();
    let (mut checked, mut seeded_skipped) = (0, 0);
    // The table lines (name, shape, bytes, fingerprint); the key lines
    // after them have three fields.
    for line in committed.lines().filter(|l| !l.starts_with('#')) {
        let fields: Vec<&str> = line.split(" | ").collect();
        let [name, shape, bytes, fingerprint] = fields[..] else {
            continue;
        };
        if name.starts_with("SEEDED") && !default_seed() {
            seeded_skipped += 1;
            continue;
        }
        let info =
            table(name).unwrap_or_else(|| panic!("{name} is pinned but not in the registry"));
        let pinned = u64::from_str_radix(fingerprint.trim_start_matches("0x"), 16).unwrap();
        assert_eq!(info.fingerprint, pinned, "{name}");
        assert_eq!(info.shape, shape, "{name}");
        assert_eq!(info.bytes.to_string(), bytes, "{name}");
        checked += 1;
    }
    // Every product table of the default build is pinned.
    let pinned = checked + seeded_skipped;
    assert!(pinned >= 40, "only {pinned} tables pinned");
}

/// The opt-in families, whose tables are implementation tables, checked
/// entry by entry in tests/magic.rs and tests/pext.rs rather than pinned.
const OPT_IN_FAMILIES: [&str; 2] = ["magic", "pext"];

/// Whether this build's file `name` must equal the shipped copy: every
/// file but the seeded keys' under another seed.
fn compared(name: &str) -> bool {
    match name {
        "zobrist.rs" | "registry.zobrist.rs" => default_seed(),
        _ => true,
    }
}

/// Every file build.rs wrote equals the package's copy in `generated/`,
/// which a build without the `generate` feature copies: the families this
/// build enables (all of them with `--all-features`), and the registry, the
/// same for every feature set. (tests/projects/properties renders every
/// feature set with the generator and compares it with the same copy.)
#[test]
fn generated_source_matches_the_shipped_copy() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("generated");
    let out_dir = Path::new(env!("OUT_DIR"));
    let mut names: Vec<String> = std::fs::read_dir(out_dir)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().into_string().unwrap())
        .filter(|name| name.ends_with(".rs"))
        .collect();
    names.sort();
    assert!(names.len() >= 4, "build.rs wrote {names:?}");
    if update("UPDATE_GENERATED") {
        assert!(
            names.iter().all(|name| compared(name)),
            "update the shipped copy from a build with the default seed (no CHESS_TABLES_ZOBRIST_SEED)"
        );
    }
    let skipped: Vec<&String> = names.iter().filter(|name| !compared(name)).collect();
    if !skipped.is_empty() {
        eprintln!(
            "note: this build's seed is not the default one: {skipped:?} not compared (the \
             default build, which CI tests, compares every file)"
        );
    }
    for name in names.iter().filter(|name| compared(name)) {
        let built = std::fs::read_to_string(out_dir.join(name)).unwrap();
        let path = dir.join(name);
        if update("UPDATE_GENERATED") {
            std::fs::create_dir_all(&dir).unwrap();
            std::fs::write(&path, &built).unwrap();
            continue;
        }
        let shipped = std::fs::read_to_string(&path).unwrap_or_default();
        if shipped != built {
            let line = shipped
                .lines()
                .zip(built.lines())
                .position(|(a, b)| a != b)
                .map_or(shipped.lines().count().min(built.lines().count()), |n| n)
                + 1;
            panic!(
                "generated {name} differs from generated/{name} (first difference at line {line}). \
                 If the change is deliberate, run `UPDATE_GENERATED=1 cargo test --all-features \
                 --test stability` and review the diff."
            );
        }
    }
}
