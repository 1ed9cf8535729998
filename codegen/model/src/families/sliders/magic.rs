//! Fixed-shift fancy magic bitboards for rook and bishop attacks (the
//! `magic` family, off by default).
//!
//! For each square the relevant occupancy (the slider's rays without the
//! board edge) is multiplied by a magic number and shifted right by a
//! constant: 52 for every rook square, 55 for every bishop square (12 and 9
//! index bits, the most any square needs). Each square's slice of its
//! slider's attack table starts at its own offset; slices may overlap
//! wherever one leaves entries unused or both hold the same attack set
//! (Chess Programming Wiki, "Magic Bitboards", fixed shift fancy). Rook and
//! bishop tables stay apart, so that the small bishop table stays dense
//! (in one table, bishop slices filled the rook slices' gaps, and a
//! dependent chain of bishop lookups touched more cache lines).
//! The runtime reads each square's slice through a reference to a fixed-size
//! window of the table (`&[u64; 4096]`, `&[u64; 512]`), indexed by a value
//! the constant shift keeps below the window's length, so a lookup needs no
//! bounds check and no `unsafe`; every window lies inside the table.
//!
//! The magic numbers and offsets are found by [`search`] from a fixed seed
//! and checked in as `data/magics.txt` (this crate's). A build only parses and
//! verifies them (every subset of every mask, no destructive collision in a
//! slice or between slices, every window inside the table) and fills the
//! table. The ignored test `stored_magics_are_what_the_search_finds` re-runs
//! the search.

use super::common::{Slider, mask, subsets};
use crate::board::name;
use crate::error::{Error, check};
use crate::inputs::Inputs;
use crate::model::{Axis, Stability, Table, ValueKind, Values};

const MAGIC_PAGE: &str = "Chess Programming Wiki, Magic Bitboards \
     (<https://www.chessprogramming.org/Magic_Bitboards>), fixed shift fancy magics with overlapping slices";

/// The checked-in magic numbers (and the seed that produced them).
pub const STORED: &str = include_str!("../../../data/magics.txt");

/// Per slider, squares a1..h8 in order: each square's magic number and the
/// offset of its slice in the shared attack table.
pub type Magics = Vec<(Slider, Vec<(u64, usize)>)>;

/// Fills `slot` (one square's slice, `1 << bits` entries) through `magic`;
/// `false` on a destructive collision (two subsets with different attack
/// sets on one entry). `stamp`/`epoch` mark the entries written this try.
#[cfg(test)]
fn fill(
    magic: u64,
    shift: u32,
    cases: &[(u64, u64)],
    slot: &mut [u64],
    stamp: &mut [u32],
    epoch: u32,
) -> bool {
    for &(subset, attacks) in cases {
        let index = (subset.wrapping_mul(magic) >> shift) as usize;
        if stamp[index] != epoch {
            stamp[index] = epoch;
            slot[index] = attacks;
        } else if slot[index] != attacks {
            return false;
        }
    }
    true
}

/// The used entries of one square's slice for `magic` (index and attack
/// set, by index), or `None` on a destructive collision.
#[cfg(test)]
fn pattern(
    magic: u64,
    shift: u32,
    cases: &[(u64, u64)],
    scratch: &mut Scratch,
) -> Option<Vec<(usize, u64)>> {
    scratch.epoch += 1;
    let size = 1 << (64 - shift);
    if !fill(
        magic,
        shift,
        cases,
        &mut scratch.slot[..size],
        &mut scratch.stamp[..size],
        scratch.epoch,
    ) {
        return None;
    }
    let mut used: Vec<usize> = cases
        .iter()
        .map(|&(subset, _)| (subset.wrapping_mul(magic) >> shift) as usize)
        .collect();
    used.sort_unstable();
    used.dedup();
    Some(used.into_iter().map(|i| (i, scratch.slot[i])).collect())
}

/// Scratch space of the search's collision checks.
#[cfg(test)]
struct Scratch {
    slot: Vec<u64>,
    stamp: Vec<u32>,
    epoch: u32,
}

/// The first offset at which `used` fits `table` (each entry free or
/// holding the same attack set).
#[cfg(test)]
fn first_fit(table: &[Option<u64>], used: &[(usize, u64)]) -> usize {
    (0..)
        .find(|&offset| {
            used.iter()
                .all(|&(i, attacks)| match table.get(offset + i) {
                    Some(Some(there)) => *there == attacks,
                    _ => true,
                })
        })
        .expect("an offset past the end always fits")
}

/// Candidates the search draws per square and phase, and how many valid
/// magics it compares per square.
#[cfg(test)]
const TRIES: u64 = 8_000_000;
#[cfg(test)]
const KEEP: usize = 16;

/// Finds a fixed-shift magic and an offset for every square, from one
/// SplitMix64 stream seeded with `seed`. Deterministic. Builds only test
/// it (and write the data file with it): they never search.
///
/// The squares are placed one after the other into their slider's table:
/// rook squares with 12, then 11, then 10 mask bits, bishop squares from
/// the most mask bits down. For each square the search draws
/// sparse candidates (the AND of three draws), first only from the bits
/// whose product with a mask bit cannot land above the square's own index
/// bits (so that its slice tends to fill only the first `1 << bits(mask)`
/// entries of its window), until it has [`KEEP`] magics without a
/// destructive collision whose slice spans at most twice that, or has
/// drawn [`TRIES`]; then (if it has none) from any bits. Of the magics it
/// keeps it takes the one whose slice spans the fewest entries (the
/// densest), of those the one that, placed at the first offset where it
/// fits the table so far (free entries or equal attack sets), leaves the
/// table shortest, windows included.
#[cfg(test)]
pub fn search(seed: u64) -> Magics {
    let mut state = seed;
    let mut scratch = Scratch {
        slot: vec![0; 4096],
        stamp: vec![0; 4096],
        epoch: 0,
    };
    let mut order: Vec<(Slider, usize)> = Vec::new();
    for bits in [12, 11, 10] {
        order.extend(
            (0..64)
                .filter(|&sq| mask(Slider::Rook, sq).count_ones() == bits)
                .map(|sq| (Slider::Rook, sq)),
        );
    }
    for bits in (0..=9).rev() {
        order.extend(
            (0..64)
                .filter(|&sq| mask(Slider::Bishop, sq).count_ones() == bits)
                .map(|sq| (Slider::Bishop, sq)),
        );
    }
    let mut tables: [(Vec<Option<u64>>, usize); 2] = Default::default();
    let mut found = vec![
        (Slider::Rook, vec![(0, 0); 64]),
        (Slider::Bishop, vec![(0, 0); 64]),
    ];
    for (slider, sq) in order {
        let index = usize::from(slider == Slider::Bishop);
        let (table, length) = &mut tables[index];
        let mask = mask(slider, sq);
        let bits = mask.count_ones();
        let shift = slider.shift();
        let cases = subsets(slider, sq, mask);
        // Magic bits j with i + j in the index bits above the square's own
        // (i a mask bit) would put subsets there.
        let mut allowed = u64::MAX;
        for i in (0..64).filter(|i| mask >> i & 1 == 1) {
            for j in 0..64 {
                if (shift + bits..64).contains(&(i + j)) {
                    allowed &= !(1 << j);
                }
            }
        }
        let mut kept: Vec<(u64, Vec<(usize, u64)>)> = Vec::new();
        for (bit_choice, top, widest) in [
            (allowed, shift + bits, 2usize << bits),
            (u64::MAX, 64, 4096),
        ] {
            let mut tries = 0;
            while kept.is_empty() || (kept.len() < KEEP && tries < TRIES) {
                if tries == TRIES && bit_choice != u64::MAX {
                    break;
                }
                tries += 1;
                let mut draw = || crate::prng::splitmix64(&mut state);
                let magic = draw() & draw() & draw() & bit_choice;
                // At least six bits (or as many as the mask has) in the
                // index's top byte (the Chess Programming Wiki's filter, at
                // the square's own top).
                if (mask.wrapping_mul(magic) >> (top - 8) & 0xFF).count_ones() < 6.min(bits) {
                    continue;
                }
                if let Some(used) = pattern(magic, shift, &cases, &mut scratch) {
                    if used.last().map_or(0, |&(i, _)| i + 1) <= widest {
                        kept.push((magic, used));
                    }
                }
            }
            if !kept.is_empty() {
                break;
            }
        }
        let (magic, offset, used) = kept
            .into_iter()
            .map(|(magic, used)| {
                let offset = first_fit(table, &used);
                (magic, offset, used)
            })
            .min_by_key(|(_, offset, used)| {
                let span = used.last().map_or(0, |&(i, _)| i + 1);
                (span, (*length).max(offset + slider.window()))
            })
            .expect("a kept magic");
        *length = (*length).max(offset + slider.window());
        let end = offset + used.last().map_or(0, |&(i, _)| i + 1);
        if table.len() < end {
            table.resize(end, None);
        }
        for (i, attacks) in used {
            table[offset + i] = Some(attacks);
        }
        found[index].1[sq] = (magic, offset);
    }
    found
}

#[cfg(test)]
/// The text of `data/magics.txt` for `seed` and the magics [`search`] found.
pub fn data_file(seed: u64, found: &Magics) -> String {
    let mut out = String::from(
        "# Magic numbers of chess-tables' `magic` family: fixed-shift fancy magics (rook\n\
         # index = (occupancy & mask) * magic >> 52, bishop >> 55) and each square's offset\n\
         # in the attack table both share. Found by chess_tables_model's magic search\n\
         # from the seed below; a build only verifies them. Re-run the search (and compare) with:\n\
         #   cargo test --release -p chess-tables-model --features magic -- --ignored stored_magics\n\
         # Regenerate with: UPDATE_MAGICS=1 and the same command.\n",
    );
    out += &format!("seed {}\n", crate::model::hex(seed));
    for (slider, magics) in found {
        for (sq, (magic, offset)) in magics.iter().enumerate() {
            out += &format!(
                "{} {} {} {offset}\n",
                slider.word(),
                name(sq),
                crate::model::hex(*magic)
            );
        }
    }
    out
}

/// Parses the data file: the seed and the magics and offsets per slider,
/// squares in order.
pub fn parse(text: &str) -> Result<(u64, Magics), String> {
    let number = |s: &str| {
        u64::from_str_radix(&s.trim_start_matches("0x").replace('_', ""), 16)
            .map_err(|e| format!("{s:?}: {e}"))
    };
    let mut seed = None;
    let mut rook = Vec::new();
    let mut bishop = Vec::new();
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
    {
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.as_slice() {
            ["seed", value] => seed = Some(number(value)?),
            [kind @ ("rook" | "bishop"), square, value, offset] => {
                let list = if *kind == "rook" {
                    &mut rook
                } else {
                    &mut bishop
                };
                if *square != name(list.len()) {
                    return Err(format!("{kind} {square}: expected {}", name(list.len())));
                }
                let offset = offset
                    .parse::<usize>()
                    .map_err(|e| format!("{kind} {square} offset {offset:?}: {e}"))?;
                list.push((number(value)?, offset));
            }
            _ => return Err(format!("unexpected line {line:?}")),
        }
    }
    if rook.len() != 64 || bishop.len() != 64 {
        return Err(format!(
            "{} rook and {} bishop magics, expected 64 each",
            rook.len(),
            bishop.len()
        ));
    }
    let seed = seed.ok_or("no seed line")?;
    Ok((seed, vec![(Slider::Rook, rook), (Slider::Bishop, bishop)]))
}

/// One slider's verified tables: per square `[mask, magic, offset]`, and
/// the attack table.
struct Built {
    entries: Vec<[u64; 3]>,
    attacks: Vec<u64>,
}

/// Verifies one slider's stored magics and offsets for every subset of
/// every mask (no destructive collision in a slice or between two) and
/// fills its table, as long as the last window needs (the entries no slice
/// uses hold 0).
fn build(slider: Slider, magics: &[(u64, usize)], table: &'static str) -> Result<Built, Error> {
    let length = magics
        .iter()
        .map(|&(_, offset)| offset + slider.window())
        .max()
        .unwrap_or(0);
    check(
        length <= 1 << 20,
        table,
        &format!("the stored offsets make a table of {length} entries"),
    )?;
    let mut attacks = vec![0; length];
    let mut written = vec![false; length];
    let mut entries = Vec::new();
    for (sq, &(magic, offset)) in magics.iter().enumerate() {
        let mask = mask(slider, sq);
        for (subset, set) in subsets(slider, sq, mask) {
            let at = offset + (subset.wrapping_mul(magic) >> slider.shift()) as usize;
            check(
                !written[at] || attacks[at] == set,
                table,
                &format!(
                    "the stored {} magic and offset of {} have a destructive collision at entry {at}",
                    slider.word(),
                    name(sq)
                ),
            )?;
            written[at] = true;
            attacks[at] = set;
        }
        entries.push([mask, magic, offset as u64]);
    }
    Ok(Built { entries, attacks })
}

/// The `magic` tables from the stored magic numbers, verified: per slider
/// its entries, then the attack table both share.
///
/// # Errors
/// [`Error::SelfCheck`] when the data file does not parse or a stored
/// magic collides.
pub fn tables(_inputs: &Inputs) -> Result<Vec<Table>, Error> {
    let (_, stored) = parse(STORED).map_err(|message| Error::SelfCheck {
        table: "ROOK_MAGIC_ENTRIES",
        message: format!("codegen/model/data/magics.txt: {message}"),
    })?;
    let mut out = Vec::new();
    for (slider, magics) in &stored {
        let (word, entries_name, attacks_name, shift) = match slider {
            Slider::Rook => ("rook", "ROOK_MAGIC_ENTRIES", "ROOK_MAGIC_ATTACKS", 52),
            Slider::Bishop => ("bishop", "BISHOP_MAGIC_ENTRIES", "BISHOP_MAGIC_ATTACKS", 55),
        };
        let built = build(*slider, magics, entries_name)?;
        let count = built.attacks.len();
        let window = slider.window();
        out.push(
            Table::new(
                entries_name,
                &[Axis::Square, Axis::MagicField],
                ValueKind::MagicEntry,
                Values::U64(built.entries.concat()),
                format!("The {word} magic of each square: `[mask, magic, offset]`."),
                MAGIC_PAGE,
            )
            .index("`[square][field]`, square a1 = 0 ..= h8 = 63, fields mask, magic, offset")
            .values_doc(format!(
                "Values: `mask`, the relevant occupancy (the {word}'s rays without the board edge); \
                 `magic`, the multiplier; `offset`, the start of the square's window of \
                 {window} entries in [`{attacks_name}`] (0..{count})."
            ))
            // The note still names the data file's path before the model
            // crate: the generated text is pinned by the output digests, so
            // the path changes in a commit of its own.
            .notes(&[
                "The index is `(occupied & mask) * magic` shifted right by a constant (52 for",
                "rooks, 55 for bishops), so it stays below the window's length and the lookup",
                "reads the window through a `&[u64; N]` reference with no bounds check.",
                "",
                "The magic numbers and offsets were found by the generator's own search from the",
                "fixed seed in chess-tables-model's `data/magics.txt`; the build verifies every",
                "one against every subset of its mask (no destructive collision, in its slice or",
                "with another square's).",
            ])
            .stability(Stability::Implementation),
        );
        out.push(
            Table::new(
                attacks_name,
                &[Axis::MagicIndex { len: count }],
                ValueKind::Bitboard,
                Values::U64(built.attacks),
                format!(
                    "{} attack sets by magic index: with `[mask, magic, offset] = {entries_name}[sq]`, \
                     the attacks on `occupied` are `{attacks_name}[offset + ((occupied & mask) * magic >> {shift})]`.",
                    if *slider == Slider::Rook { "Rook" } else { "Bishop" }
                ),
                MAGIC_PAGE,
            )
            .index("flat, by the square's offset plus its magic index")
            .notes(&[
                "Each square's slice starts at its offset; slices overlap where one leaves",
                "entries unused or two hold the same attack set, and unused entries hold 0. The",
                "table ends with the last square's whole window (the entries a constant shift",
                "can index from its offset). An attack set includes the first blocker on each ray.",
            ])
            .stability(Stability::Implementation),
        );
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stored_magics_parse_and_verify_and_every_window_fits() {
        let (_, stored) = parse(STORED).unwrap();
        let mut lengths = Vec::new();
        for (slider, magics) in &stored {
            let built = build(*slider, magics, "TEST").unwrap();
            for &(_, offset) in magics {
                assert!(offset + slider.window() <= built.attacks.len());
            }
            lengths.push(built.attacks.len());
        }
        assert_eq!(lengths, TABLE_LENGTHS);
    }

    #[test]
    fn a_collision_between_slices_is_found() {
        let (_, mut stored) = parse(STORED).unwrap();
        // Rook b1's slice moved onto rook a1's: their attack sets differ.
        stored[0].1[1].1 = stored[0].1[0].1;
        let error = build(Slider::Rook, &stored[0].1, "TEST")
            .err()
            .expect("a collision");
        assert!(
            error.to_string().contains("destructive collision"),
            "{error}"
        );
    }

    /// The stored tables' lengths (rook, bishop), pinned so that a new
    /// search's size shows in review.
    const TABLE_LENGTHS: [usize; 2] = [128_184, 6_734];

    /// The search takes a few seconds optimised (far longer unoptimised),
    /// so it is ignored in a plain test run: `cargo test --release -p
    /// chess-tables-model --features magic -- --ignored stored_magics`. With
    /// `UPDATE_MAGICS=1` it writes the search's result to the data file
    /// instead.
    #[test]
    #[ignore = "the search takes seconds optimised, minutes unoptimised"]
    fn stored_magics_are_what_the_search_finds() {
        let seed = parse(STORED).map_or(DEFAULT_SEED, |(seed, _)| seed);
        let found = search(seed);
        let text = data_file(seed, &found);
        if std::env::var_os("UPDATE_MAGICS").is_some() {
            let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("data/magics.txt");
            std::fs::write(path, &text).unwrap();
            return;
        }
        let (_, stored) = parse(STORED).unwrap();
        assert_eq!(
            found, stored,
            "the search from the stored seed finds other magics"
        );
        assert_eq!(text, STORED, "data file layout");
    }

    /// The seed used when the data file is first written.
    const DEFAULT_SEED: u64 = 0x6D61_6769_6373_2131; // "magics!1"
}
