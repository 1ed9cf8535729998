//! Fancy magic bitboards for rook and bishop attacks (the `magic` family,
//! off by default).
//!
//! For each square the relevant occupancy (the slider's rays without the
//! board edge) is multiplied by a magic number and shifted right by
//! `64 - popcount(mask)`: a perfect (or constructively colliding) hash of
//! every occupancy subset into that square's slice of one shared attack
//! table. Fixed shift per square ("fancy" magics, Chess Programming Wiki,
//! "Magic Bitboards"): 102,400 rook and 5,248 bishop entries, laid out so
//! that each slice's offset carries its shift in its low 6 bits (103,028
//! and 6,842 entries with the gaps).
//!
//! The magic numbers are found by [`search`] from a fixed seed and checked
//! in as `codegen/data/magics.txt`. A build only parses and verifies them
//! (every subset of every mask, no destructive collision) and fills the
//! tables, so an unoptimised build script never searches. The test
//! `stored_magics_are_what_the_search_finds` re-runs the search.

use crate::board::{file, name, rank, square_at};
use crate::error::{Error, check};
use crate::model::{Axis, Stability, Table, ValueKind, Values};

const MAGIC_PAGE: &str = "Chess Programming Wiki, Magic Bitboards \
     (<https://www.chessprogramming.org/Magic_Bitboards>), fancy magics with a fixed shift per square";

/// The checked-in magic numbers (and the seed that produced them).
pub const STORED: &str = include_str!("../../data/magics.txt");

/// Magics per slider, squares a1..h8 in order.
pub type Magics = Vec<(Slider, Vec<u64>)>;

/// A slider kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slider {
    /// Along ranks and files.
    Rook,
    /// Along diagonals.
    Bishop,
}

impl Slider {
    fn directions(self) -> [(i32, i32); 4] {
        match self {
            Slider::Rook => [(1, 0), (-1, 0), (0, 1), (0, -1)],
            Slider::Bishop => [(1, 1), (-1, -1), (1, -1), (-1, 1)],
        }
    }

    fn word(self) -> &'static str {
        match self {
            Slider::Rook => "rook",
            Slider::Bishop => "bishop",
        }
    }
}

/// Attacks of a `slider` on `sq` by walking each ray to the first occupied square.
fn walk(slider: Slider, sq: usize, occupied: u64) -> u64 {
    let mut attacks = 0;
    for (df, dr) in slider.directions() {
        let (mut f, mut r) = (file(sq) + df, rank(sq) + dr);
        while let Some(to) = square_at(f, r) {
            attacks |= 1 << to;
            if occupied >> to & 1 == 1 {
                break;
            }
            f += df;
            r += dr;
        }
    }
    attacks
}

/// The relevant occupancy of `sq`: the rays without their last square
/// (a piece on the edge blocks nothing further).
pub fn mask(slider: Slider, sq: usize) -> u64 {
    let mut mask = 0;
    for (df, dr) in slider.directions() {
        let (mut f, mut r) = (file(sq) + df, rank(sq) + dr);
        while square_at(f + df, r + dr).is_some() {
            mask |= 1 << square_at(f, r).expect("inside the board");
            f += df;
            r += dr;
        }
    }
    mask
}

/// Every subset of `mask` (carry-rippler order, starting with 0) and its attack set.
fn subsets(slider: Slider, sq: usize, mask: u64) -> Vec<(u64, u64)> {
    let mut out = Vec::with_capacity(1 << mask.count_ones());
    let mut subset = 0u64;
    loop {
        out.push((subset, walk(slider, sq, subset)));
        subset = subset.wrapping_sub(mask) & mask;
        if subset == 0 {
            return out;
        }
    }
}

/// Fills `slot` (one square's slice, `1 << bits` entries) through `magic`;
/// `false` on a destructive collision (two subsets with different attack
/// sets on one entry). `stamp`/`epoch` mark the entries written this try.
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

/// Finds a magic for every square, rooks a1..h8 then bishops a1..h8, from
/// one SplitMix64 stream seeded with `seed`: candidates are the AND of three
/// draws (sparse numbers), skipped unless the mask's product puts at least
/// six bits in the top byte (Chess Programming Wiki's filter), and the first
/// candidate without a destructive collision is taken. Deterministic.
/// Builds only test it (and write the data file with it): they never search.
#[cfg(test)]
pub fn search(seed: u64) -> Magics {
    let mut state = seed;
    let mut epoch = 0u32;
    let mut stamp = vec![0u32; 4096];
    let mut slot = vec![0u64; 4096];
    [Slider::Rook, Slider::Bishop]
        .into_iter()
        .map(|slider| {
            let magics = (0..64)
                .map(|sq| {
                    let mask = mask(slider, sq);
                    let bits = mask.count_ones();
                    let cases = subsets(slider, sq, mask);
                    loop {
                        let mut draw = || crate::prng::splitmix64(&mut state);
                        let magic = draw() & draw() & draw();
                        if (mask.wrapping_mul(magic) >> 56).count_ones() < 6 {
                            continue;
                        }
                        epoch += 1;
                        let size = 1 << bits;
                        if fill(
                            magic,
                            64 - bits,
                            &cases,
                            &mut slot[..size],
                            &mut stamp[..size],
                            epoch,
                        ) {
                            return magic;
                        }
                    }
                })
                .collect();
            (slider, magics)
        })
        .collect()
}

#[cfg(test)]
/// The text of `codegen/data/magics.txt` for `seed` and the magics [`search`] found.
pub fn data_file(seed: u64, found: &Magics) -> String {
    let mut out = String::from(
        "# Magic numbers of chess-tables' `magic` family (fancy magics, shift 64 - bits(mask)).\n\
         # Found by chess_tables_codegen's magic search from the seed below; a build only\n\
         # verifies them; `cargo test -p chess-tables-codegen magic` re-runs the search.\n\
         # Regenerate with: UPDATE_MAGICS=1 cargo test -p chess-tables-codegen magic\n",
    );
    out += &format!("seed {}\n", crate::model::hex(seed));
    for (slider, magics) in found {
        for (sq, magic) in magics.iter().enumerate() {
            out += &format!(
                "{} {} {}\n",
                slider.word(),
                name(sq),
                crate::model::hex(*magic)
            );
        }
    }
    out
}

/// Parses the data file: the seed and the magics per slider, squares in order.
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
            [kind @ ("rook" | "bishop"), square, value] => {
                let list = if *kind == "rook" {
                    &mut rook
                } else {
                    &mut bishop
                };
                if *square != name(list.len()) {
                    return Err(format!("{kind} {square}: expected {}", name(list.len())));
                }
                list.push(number(value)?);
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

/// One slider's tables: masks, magics, offsets and the attack table.
struct Built {
    masks: Vec<u64>,
    magics: Vec<u64>,
    offsets: Vec<u64>,
    attacks: Vec<u64>,
}

/// Where a slice with this `shift` starts: the first index at or after
/// `end` (the previous slice's end) whose low 6 bits are the shift. The
/// lookup then takes the shift from the offset it reads anyway
/// (`wrapping_shr` uses the low 6 bits): one load less per lookup, what
/// a constant shift saves cozy-chess. It costs the gaps, 628 rook and
/// 1,594 bishop entries (docs/performance.md). Slices of 1,024 entries or
/// more keep the low bits, so rook gaps are 0 to 2 entries, or 62 to 63
/// where the shift drops, which also moves the next slice's start to
/// another L1 set: the 64 squares' empty-board entries spread over 8 sets
/// instead of sharing one.
fn slice_start(end: usize, shift: u8) -> usize {
    end + (usize::from(shift).wrapping_sub(end) & 63)
}

/// Verifies `magics` for every subset of every mask and fills the tables.
fn build(slider: Slider, magics: &[u64], table: &'static str) -> Result<Built, Error> {
    let masks: Vec<u64> = (0..64).map(|sq| mask(slider, sq)).collect();
    let shifts: Vec<u8> = masks.iter().map(|m| (64 - m.count_ones()) as u8).collect();
    let mut offsets = Vec::with_capacity(64);
    let mut attacks = Vec::new();
    let mut stamp = vec![0u32; 4096];
    for sq in 0..64 {
        let size = 1usize << masks[sq].count_ones();
        let start = slice_start(attacks.len(), shifts[sq]);
        offsets.push(start as u64);
        attacks.resize(start + size, 0);
        let cases = subsets(slider, sq, masks[sq]);
        let ok = fill(
            magics[sq],
            u32::from(shifts[sq]),
            &cases,
            &mut attacks[start..],
            &mut stamp[..size],
            sq as u32 + 1,
        );
        check(
            ok,
            table,
            &format!(
                "the stored {} magic of {} has a destructive collision",
                slider.word(),
                name(sq)
            ),
        )?;
    }
    Ok(Built {
        masks,
        magics: magics.to_vec(),
        offsets,
        attacks,
    })
}

/// The `magic` tables from the stored magic numbers, each verified:
/// per slider its entries and its attack table.
///
/// # Errors
/// [`Error::SelfCheck`] when the data file does not parse or a stored
/// magic collides.
pub fn tables() -> Result<Vec<Table>, Error> {
    let (_, stored) = parse(STORED).map_err(|message| Error::SelfCheck {
        table: "ROOK_MAGIC_ENTRIES",
        message: format!("codegen/data/magics.txt: {message}"),
    })?;
    let rook = build(Slider::Rook, &stored[0].1, "ROOK_MAGIC_ENTRIES")?;
    let bishop = build(Slider::Bishop, &stored[1].1, "BISHOP_MAGIC_ENTRIES")?;
    check(
        rook.attacks.len() == 103_028 && bishop.attacks.len() == 6_842,
        "ROOK_MAGIC_ATTACKS",
        "103,028 rook and 6,842 bishop entries (the slices and their gaps)",
    )?;
    let mut out = Vec::new();
    for (built, slider, entries_name, attacks_name) in [
        (rook, "rook", "ROOK_MAGIC_ENTRIES", "ROOK_MAGIC_ATTACKS"),
        (
            bishop,
            "bishop",
            "BISHOP_MAGIC_ENTRIES",
            "BISHOP_MAGIC_ATTACKS",
        ),
    ] {
        let count = built.attacks.len();
        let entries: Vec<u64> = (0..64)
            .flat_map(|sq| [built.masks[sq], built.magics[sq], built.offsets[sq]])
            .collect();
        out.push(
            Table::new(
                entries_name,
                &[Axis::Square, Axis::MagicField],
                ValueKind::MagicEntry,
                Values::U64(entries),
                format!("The {slider} magic of each square: `[mask, magic, offset]`."),
                MAGIC_PAGE,
            )
            .index("`[square][field]`, square a1 = 0 ..= h8 = 63, fields mask, magic, offset")
            .values_doc(format!(
                "Values: `mask`, the relevant occupancy (the {slider}'s rays without the board edge); \
                 `magic`, the multiplier; `offset`, the start of the square's slice in \
                 [`{attacks_name}`] (0..{count}), whose low 6 bits are the square's shift, \
                 64 - bits in the mask."
            ))
            .notes(&[
                "One 24-byte entry per square. The shift rides in the offset's low 6 bits (each",
                "slice starts at such an index), so a lookup reads three fields, not four.",
                "",
                "The magic numbers were found by the generator's own search from the fixed seed",
                "in `codegen/data/magics.txt` (checked in); the build verifies every one against",
                "every subset of its mask (no destructive collision).",
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
                     the attacks on `occupied` are `{attacks_name}[offset + ((occupied & mask) * magic >> (offset & 63))]`.",
                    if slider == "rook" { "Rook" } else { "Bishop" }
                ),
                MAGIC_PAGE,
            )
            .index("flat, by the square's offset plus its magic index")
            .notes(&[
                "Each square's slice holds `1 << bits(mask)` entries (fancy magics, fixed shift",
                "per square), squares a1 to h8 one after the other, each at the first index whose",
                "low 6 bits are its shift (the gaps hold 0); an attack set includes the first",
                "blocker on each ray.",
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
    fn masks_have_the_textbook_sizes() {
        assert_eq!(mask(Slider::Rook, 0), 0x0001_0101_0101_017E);
        assert_eq!(mask(Slider::Bishop, 27).count_ones(), 9);
        let entries = |s| {
            (0..64)
                .map(|sq| 1usize << mask(s, sq).count_ones())
                .sum::<usize>()
        };
        assert_eq!(entries(Slider::Rook), 102_400);
        assert_eq!(entries(Slider::Bishop), 5_248);
    }

    #[test]
    fn each_offset_carries_its_shift_and_slices_do_not_overlap() {
        let (_, stored) = parse(STORED).unwrap();
        for (slider, magics) in &stored {
            let built = build(*slider, magics, "TEST").unwrap();
            let mut end = 0;
            for sq in 0..64 {
                let bits = built.masks[sq].count_ones();
                let offset = built.offsets[sq];
                assert_eq!(offset & 63, u64::from(64 - bits), "{slider:?} {sq}");
                assert!(offset >= end && offset - end < 64, "{slider:?} {sq}");
                end = offset + (1 << bits);
            }
            assert_eq!(end as usize, built.attacks.len());
        }
        assert_eq!(slice_start(0, 52), 52);
        assert_eq!(slice_start(52 + 4096, 53), 4096 + 53);
        assert_eq!(slice_start(54 + 1024, 53), 1024 + 64 + 53);
    }

    #[test]
    fn stored_magics_parse_and_verify() {
        let (_, stored) = parse(STORED).unwrap();
        for (slider, magics) in &stored {
            build(*slider, magics, "TEST").unwrap();
        }
    }

    /// The search takes about 0.5 s unoptimised (0.1 s optimised), so it
    /// runs in every test run. With `UPDATE_MAGICS=1` it writes the
    /// search's result to the data file instead.
    #[test]
    fn stored_magics_are_what_the_search_finds() {
        let (seed, stored) = parse(STORED).unwrap_or((DEFAULT_SEED, Vec::new()));
        let found = search(seed);
        let text = data_file(seed, &found);
        if std::env::var_os("UPDATE_MAGICS").is_some() {
            let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("data/magics.txt");
            std::fs::write(path, &text).unwrap();
            return;
        }
        assert_eq!(
            found, stored,
            "the search from the stored seed finds other magics"
        );
        assert_eq!(text, STORED, "data file layout");
    }

    /// The seed used when the data file is first written.
    const DEFAULT_SEED: u64 = 0x6D61_6769_6373_2131; // "magics!1"
}
