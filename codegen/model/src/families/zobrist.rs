//! Zobrist keys in the Polyglot layout: the published Polyglot Random64 set
//! and a set generated from a seed, with the checks every key set must pass.

use crate::error::{Error, check};
use crate::inputs::Inputs;
use crate::model::{self, Axis, Table, ValueKind, Values};
use crate::prng::splitmix64;

/// Number of keys in the Polyglot layout.
pub const KEY_COUNT: usize = 781;

const POLYGLOT_SPEC: &str = "Polyglot book format, Random64 \
     (<http://hgm.nubati.net/book_format.html>); Chess Programming Wiki, Zobrist Hashing \
     (<https://www.chessprogramming.org/Zobrist_Hashing>)";
const SEEDED_SOURCE: &str = "SplitMix64 (Steele, Lea and Flood, \"Fast splittable \
     pseudorandom number generators\", OOPSLA 2014) in the Polyglot layout; Chess Programming \
     Wiki, Zobrist Hashing (<https://www.chessprogramming.org/Zobrist_Hashing>)";

/// The 781 Polyglot keys, from the copy of the published table kept in this crate's `data/`.
pub fn polyglot() -> Result<Vec<u64>, Error> {
    let text = include_str!("../../data/polyglot-random64.txt");
    let keys = text
        .lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| u64::from_str_radix(line.trim(), 16))
        .collect::<Result<Vec<u64>, _>>()
        .map_err(|e| Error::SelfCheck {
            table: "POLYGLOT_KEYS",
            message: format!("codegen/model/data/polyglot-random64.txt holds a non-hex line: {e}"),
        })?;
    check(
        keys.len() == KEY_COUNT,
        "POLYGLOT_KEYS",
        "codegen/model/data/polyglot-random64.txt must hold exactly 781 keys",
    )?;
    Ok(keys)
}

/// The first 781 SplitMix64 outputs from `seed`, in index order.
pub fn seeded(seed: u64) -> Vec<u64> {
    let mut state = seed;
    (0..KEY_COUNT).map(|_| splitmix64(&mut state)).collect()
}

/// Entry r = XOR of the castling keys whose bit is set in r
/// (bit 0 white short, bit 1 white long, bit 2 black short, bit 3 black long).
pub fn castling_table(keys: &[u64]) -> Vec<u64> {
    (0..16)
        .map(|rights: usize| {
            (0..4)
                .filter(|bit| rights >> bit & 1 == 1)
                .fold(0, |acc, bit| acc ^ keys[768 + bit])
        })
        .collect()
}

/// Every key non-zero and distinct, no key the XOR of two others, the 16
/// castling combinations distinct. `set` names the key set in the message.
pub fn check_quality(set: &'static str, keys: &[u64]) -> Result<(), Error> {
    let fail = |problem: String| Error::KeyQuality { set, problem };
    if keys.len() != KEY_COUNT {
        return Err(fail(format!("{} keys instead of {KEY_COUNT}", keys.len())));
    }
    if let Some(i) = keys.iter().position(|&k| k == 0) {
        return Err(fail(format!("key {i} is zero")));
    }
    let mut seen = KeySet::new();
    for (i, &k) in keys.iter().enumerate() {
        if !seen.insert(k) {
            let first = keys.iter().position(|&x| x == k).unwrap_or(i);
            return Err(fail(format!("keys {first} and {i} are equal ({k:#018x})")));
        }
    }
    // 304,590 pairs, in the unoptimised build-script profile: a bitmap of
    // the keys' top 16 bits (1.2% full) rules out almost every pair before
    // the set is asked. Plain index loops: iterator adapters are slow there.
    let top: Vec<usize> = keys.iter().map(|&k| (k >> 48) as usize).collect();
    let mut top_seen = vec![0u64; 1 << 10];
    for &t in &top {
        top_seen[t >> 6] |= 1 << (t & 63);
    }
    for i in 0..keys.len() {
        let ti = top[i];
        let mut j = i + 1;
        while j < keys.len() {
            let t = ti ^ top[j];
            if top_seen[t >> 6] >> (t & 63) & 1 == 1 && seen.contains(keys[i] ^ keys[j]) {
                let x = keys[i] ^ keys[j];
                let k = keys.iter().position(|&key| key == x).unwrap_or(0);
                return Err(fail(format!("key {k} is the XOR of keys {i} and {j}")));
            }
            j += 1;
        }
    }
    let castling = castling_table(keys);
    let mut distinct = castling.clone();
    distinct.sort_unstable();
    distinct.dedup();
    if distinct.len() != castling.len() {
        return Err(fail(
            "two castling-rights combinations share a key".to_string(),
        ));
    }
    Ok(())
}

/// A set of non-zero u64 keys: 2048 slots, linear probing, indexed by the
/// top bits (random keys need no further hashing).
struct KeySet {
    slots: Vec<u64>,
}

impl KeySet {
    const BITS: u32 = 11;

    fn new() -> KeySet {
        KeySet {
            slots: vec![0; 1 << Self::BITS],
        }
    }

    /// Index of `key`'s slot, or of the empty slot where it would go.
    fn find(&self, key: u64) -> usize {
        let mask = self.slots.len() - 1;
        let mut i = (key >> (64 - Self::BITS)) as usize;
        while self.slots[i] != 0 && self.slots[i] != key {
            i = (i + 1) & mask;
        }
        i
    }

    fn contains(&self, key: u64) -> bool {
        key != 0 && self.slots[self.find(key)] == key
    }

    /// False if `key` was already present. At most 781 keys go in, so a slot stays free.
    fn insert(&mut self, key: u64) -> bool {
        let i = self.find(key);
        let fresh = self.slots[i] != key;
        self.slots[i] = key;
        fresh
    }
}

const LAYOUT: [&str; 9] = [
    "Layout (Polyglot): index `64 * kind + square` for pieces, kinds in the order black pawn,",
    "white pawn, black knight, white knight, black bishop, white bishop, black rook, white",
    "rook, black queen, white queen, black king, white king (0..=767); castling 768..=771",
    "(white short, white long, black short, black long); en-passant file 772..=779 (a..h);",
    "780 for the side to move, XORed in when white is to move.",
    "",
    "A position's key is the XOR of the keys of its pieces, castling rights, en-passant file",
    "(only when a pawn of the side to move stands beside the pawn that just moved two",
    "squares) and side to move.",
];

/// The castling table of one key set: `name`, described as `set`'s
/// castling keys from `keys_name`'s four castling keys.
fn castling_keys(
    name: &'static str,
    set: &str,
    keys_name: &str,
    keys: &[u64],
    source: &'static str,
) -> Table {
    Table::new(
        name,
        &[Axis::CastlingRights],
        ValueKind::ZobristKey,
        Values::U64(castling_table(keys)),
        format!(
            "{set} castling keys by rights: the XOR of `{keys_name}[768..772]` for the \
             rights present."
        ),
        source,
    )
    .index("by castling rights, 0..=15 (bits below)")
    .values_doc("Values: 64-bit keys; the 16 entries are distinct.")
    .notes(&CASTLING_NOTE)
}

const CASTLING_NOTE: [&str; 3] = [
    "Entry r is the XOR of the castling keys whose bit is set in r: bit 0 (1) white short,",
    "bit 1 (2) white long, bit 2 (4) black short, bit 3 (8) black long. Entry 0 is 0;",
    "entry 15 holds all four rights.",
];

/// The `zobrist` tables: the Polyglot keys and the keys seeded by the
/// inputs' `zobrist_seed`, each with its castling table, and the seed.
///
/// # Errors
/// [`Error::KeyQuality`] when the seeded keys fail their checks,
/// [`Error::SelfCheck`] when the Polyglot data file is damaged.
pub fn tables(inputs: &Inputs) -> Result<Vec<Table>, Error> {
    let seed = inputs.zobrist_seed;
    // The Polyglot set is fixed data, checked once by a unit test, not on every build.
    let polyglot = polyglot()?;
    let seeded_keys = seeded(seed);
    check_quality("seeded", &seeded_keys)?;
    let seeded_doc = format!(
        "Generated with seed {} (SplitMix64: state starts at the seed; for each key, \
         state += 0x9E3779B97F4A7C15 and the key is state mixed by z = (z ^ z >> 30) * \
         0xBF58476D1CE4E5B9, z = (z ^ z >> 27) * 0x94D049BB133111EB, z ^ z >> 31, all mod 2^64). \
         Key i is the (i + 1)-th output.",
        model::hex(seed)
    );
    let keys_doc = "Values: 64-bit keys; all non-zero and distinct, none the XOR of two others.";
    Ok(vec![
        Table::new(
            "POLYGLOT_KEYS",
            &[Axis::KeyIndex],
            ValueKind::ZobristKey,
            Values::U64(polyglot.clone()),
            "Polyglot Zobrist keys: the published Random64 table, so position keys match \
             Polyglot opening books.",
            POLYGLOT_SPEC,
        )
        .index("by key number (layout below)")
        .values_doc(keys_doc)
        .notes(&LAYOUT),
        castling_keys(
            "POLYGLOT_CASTLING",
            "Polyglot",
            "POLYGLOT_KEYS",
            &polyglot,
            POLYGLOT_SPEC,
        ),
        Table::new(
            "SEEDED_SEED",
            &[],
            ValueKind::Seed,
            Values::U64(vec![seed]),
            "The seed `SEEDED_KEYS` was generated from.",
            SEEDED_SOURCE,
        )
        .values_doc("Values: any u64."),
        Table::new(
            "SEEDED_KEYS",
            &[Axis::KeyIndex],
            ValueKind::ZobristKey,
            Values::U64(seeded_keys.clone()),
            "Seeded Zobrist keys: 781 keys in the Polyglot layout from a fixed-seed \
             SplitMix64 generator, reproducible in any language.",
            SEEDED_SOURCE,
        )
        .index("by key number (layout below)")
        .values_doc(keys_doc)
        .notes(&LAYOUT)
        .notes(&["", &seeded_doc]),
        castling_keys(
            "SEEDED_CASTLING",
            "Seeded",
            "SEEDED_KEYS",
            &seeded_keys,
            SEEDED_SOURCE,
        ),
    ])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::prng::DEFAULT_SEED;

    #[test]
    fn quality_check_catches_an_xor_of_two_keys() {
        let mut keys = seeded(DEFAULT_SEED);
        keys[500] = keys[3] ^ keys[4];
        let err = check_quality("test", &keys).unwrap_err().to_string();
        assert!(err.contains("key 500 is the XOR of keys 3 and 4"), "{err}");
    }

    #[test]
    fn quality_check_catches_an_xor_wherever_the_keys_stand() {
        // Key k replaced by key i ^ key j, with k before, between and after
        // i and j, and at both ends of the set. Then each of the three is the
        // XOR of the other two; the check names the first pair it meets, so
        // the message names the highest index as the XOR of the other two.
        for (k, i, j) in [
            (0, 1, 2),
            (10, 5, 700),
            (780, 0, 779),
            (1, 0, 780),
            (400, 399, 401),
        ] {
            let mut keys = seeded(DEFAULT_SEED);
            keys[k] = keys[i] ^ keys[j];
            let mut triple = [k, i, j];
            triple.sort_unstable();
            let [x, y, z] = triple;
            let err = check_quality("test", &keys).unwrap_err().to_string();
            let want = format!("key {z} is the XOR of keys {x} and {y}");
            assert!(err.contains(&want), "{err} (want {want})");
        }
    }

    #[test]
    fn the_published_polyglot_keys_pass_the_quality_checks() {
        check_quality("Polyglot", &polyglot().unwrap()).unwrap();
    }

    #[test]
    fn polyglot_copy_starts_and_ends_with_the_published_keys() {
        let keys = polyglot().unwrap();
        assert_eq!(keys[0], 0x9D39_247E_3377_6D41);
        assert_eq!(keys[780], 0xF8D6_26AA_AF27_8509);
    }
}
