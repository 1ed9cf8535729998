//! PEXT bitboards for rook and bishop attacks (the `pext` family, off by
//! default): per slider each square's offset and the attack sets indexed by
//! `pext(occupied, mask)`, 64-bit and compact (16-bit entries that `pdep`
//! spreads back onto the square's attack mask), with the magic family's
//! masks (Chess Programming Wiki, "BMI2", PEXT bitboards).

use super::common::{Slider, mask, subsets, walk};
use crate::board::name;
use crate::error::{Error, check};
use crate::inputs::Inputs;
use crate::model::{Axis, Stability, Table, ValueKind, Values};

/// BMI2's `pext`: the bits of `value` under `mask`, packed into the low bits.
fn pext(value: u64, mask: u64) -> u64 {
    let mut out = 0;
    let mut bit = 0;
    let mut rest = mask;
    while rest != 0 {
        let low = rest & rest.wrapping_neg();
        if value & low != 0 {
            out |= 1 << bit;
        }
        bit += 1;
        rest &= rest - 1;
    }
    out
}

const PEXT_PAGE: &str = "Chess Programming Wiki, BMI2 \
     (<https://www.chessprogramming.org/BMI2#PEXTBitboards>), PEXT bitboards";

/// The `pext` family (the `pext` feature of chess-tables): per slider each
/// square's offset and the attack sets by `pext(occupied, mask)`, the
/// squares' slices in square order as [`layout`] places them; the masks are
/// the `magic` family's.
///
/// # Errors
/// [`Error::SelfCheck`] when an index is not where the enumeration order
/// puts it (a generator bug).
pub fn tables(_inputs: &Inputs) -> Result<Vec<Table>, Error> {
    let mut out = Vec::new();
    for (slider, offsets_name, attacks_name) in [
        (Slider::Rook, "ROOK_PEXT_OFFSETS", "ROOK_PEXT_ATTACKS"),
        (Slider::Bishop, "BISHOP_PEXT_OFFSETS", "BISHOP_PEXT_ATTACKS"),
    ] {
        let (offsets, len, padding) = layout(slider);
        let mut attacks = vec![0; len];
        for (sq, &offset) in offsets.iter().enumerate() {
            let mask = mask(slider, sq);
            let start = offset as usize;
            for (subset, set) in subsets(slider, sq, mask) {
                attacks[start + pext(subset, mask) as usize] = set;
            }
            // Subsets come in increasing order, so the k-th has pext index k.
            check(
                subsets(slider, sq, mask)
                    .iter()
                    .enumerate()
                    .all(|(k, &(subset, _))| pext(subset, mask) == k as u64),
                attacks_name,
                "the k-th subset in carry-rippler order has pext index k",
            )?;
        }
        let count = attacks.len();
        let word = slider.word();
        out.push(
            Table::new(
                offsets_name,
                &[Axis::Square],
                ValueKind::MagicEntry,
                Values::U64(offsets),
                format!("The start of each square's slice in [`{attacks_name}`] (0..{count})."),
                PEXT_PAGE,
            )
            .index("`[square]`, a1 = 0 ..= h8 = 63")
            .notes(&[
                "Each slice is `1 << bits(mask)` entries in square order (the rook's 8 entries",
                "apart; see the attack table's notes); the mask is the square's in the `magic`",
                "family's entries.",
            ])
            .stability(Stability::Implementation),
        );
        out.push(with_layout_note(
            Table::new(
                attacks_name,
                &[Axis::MagicIndex { len: count }],
                ValueKind::Bitboard,
                Values::U64(attacks),
                format!(
                    "{} attack sets by PEXT index: the attacks on `occupied` are \
                     `{attacks_name}[{offsets_name}[sq] + pext(occupied, mask)]`, `mask` the \
                     square's relevant occupancy.",
                    if slider == Slider::Rook {
                        "Rook"
                    } else {
                        "Bishop"
                    }
                ),
                PEXT_PAGE,
            )
            .index("flat, by the square's offset plus `pext(occupied, mask)`")
            .values_doc(format!(
                "Values: the {word}'s attack set, including the first blocker on each ray."
            ))
            .stability(Stability::Implementation),
            slider,
            padding,
        ));
    }
    out.extend(compact_tables()?);
    Ok(out)
}

/// Zero entries between one rook square's slice and the next. Every rook
/// slice is 1,024, 2,048 or 4,096 entries, a multiple of 2 KiB even as
/// `u16`s: back to back, the 64 squares' first entries would share one or
/// two sets of a first-level cache (4 KiB a way), and lookups on sparse
/// boards, which read mostly those, would miss it. The gap (16 bytes of
/// `u16`, 64 of `u64`) spreads them over 32 and 64 sets.
const ROOK_GAP: usize = 8;

/// Each square's offset, the table's length and how many zero entries
/// end it: the slices in square
/// order, the rook's [`ROOK_GAP`] apart, then zero padding so that every
/// square's window, the slider's largest slice (`1 << 12` entries for a
/// rook, `1 << 9` for a bishop) from its offset, lies inside the table:
/// the lookups index such a fixed-size window and need no bounds check.
fn layout(slider: Slider) -> (Vec<u64>, usize, usize) {
    let gap = if slider == Slider::Rook { ROOK_GAP } else { 0 };
    let mut offsets = Vec::with_capacity(64);
    let mut next = 0;
    for sq in 0..64 {
        offsets.push(next as u64);
        next += (1 << mask(slider, sq).count_ones()) + gap;
    }
    let bits = (0..64)
        .map(|sq| mask(slider, sq).count_ones())
        .max()
        .unwrap_or(0);
    let window_end = offsets
        .iter()
        .map(|&o| o as usize + (1 << bits))
        .max()
        .unwrap_or(0);
    let last_slice_end = offsets[63] as usize + (1 << mask(slider, 63).count_ones());
    let len = window_end.max(last_slice_end);
    (offsets, len, len - last_slice_end)
}

/// `table` with a note on the zero entries [`layout`] puts in it, a
/// paragraph of its own after any note it has.
fn with_layout_note(table: Table, slider: Slider, padding: usize) -> Table {
    let mut lines: Vec<String> = Vec::new();
    if slider == Slider::Rook {
        lines.extend([
            format!("Each square's slice starts {ROOK_GAP} entries after the previous one ends"),
            "(zeros, never read), so that the squares' first entries fall in different".into(),
            "cache sets.".into(),
        ]);
    }
    if padding > 0 {
        lines.extend([
            format!("The last {padding} entries are zero padding, never read: each square's"),
            "window of the slider's largest slice size lies inside the table.".into(),
        ]);
    }
    if lines.is_empty() {
        return table;
    }
    if !table.notes.is_empty() {
        lines.insert(0, String::new());
    }
    let lines: Vec<&str> = lines.iter().map(String::as_str).collect();
    table.notes(&lines)
}

/// BMI2's `pdep`: the low bits of `value`, one by one, onto the bits of `mask`.
fn pdep(value: u64, mask: u64) -> u64 {
    let mut out = 0;
    let mut bit = 0;
    let mut rest = mask;
    while rest != 0 {
        let low = rest & rest.wrapping_neg();
        if value >> bit & 1 == 1 {
            out |= low;
        }
        bit += 1;
        rest &= rest - 1;
    }
    out
}

/// The compact PEXT tables: per slider each square's attack mask (its
/// attacks on an empty board) and, at the 64-bit table's indices, each
/// attack set packed onto that mask as a `u16`. Every attack set lies
/// within its square's attack mask, and a mask has at most 14 squares.
fn compact_tables() -> Result<Vec<Table>, Error> {
    let mut out = Vec::new();
    for (slider, masks_name, compact_name, offsets_name) in [
        (
            Slider::Rook,
            "ROOK_PEXT_ATTACK_MASKS",
            "ROOK_PEXT_COMPACT_ATTACKS",
            "ROOK_PEXT_OFFSETS",
        ),
        (
            Slider::Bishop,
            "BISHOP_PEXT_ATTACK_MASKS",
            "BISHOP_PEXT_COMPACT_ATTACKS",
            "BISHOP_PEXT_OFFSETS",
        ),
    ] {
        let word = slider.word();
        let attack_masks: Vec<u64> = (0..64).map(|sq| walk(slider, sq, 0)).collect();
        let (offsets, len, padding) = layout(slider);
        let mut compact = vec![0; len];
        for (sq, &attack_mask) in attack_masks.iter().enumerate() {
            let mask = mask(slider, sq);
            let start = offsets[sq] as usize;
            for (subset, set) in subsets(slider, sq, mask) {
                let packed = pext(set, attack_mask);
                check(
                    set & !attack_mask == 0 && pdep(packed, attack_mask) == set,
                    compact_name,
                    &format!(
                        "an attack set of {} {} leaves its attack mask",
                        word,
                        name(sq)
                    ),
                )?;
                compact[start + pext(subset, mask) as usize] =
                    u16::try_from(packed).map_err(|_| Error::SelfCheck {
                        table: compact_name,
                        message: format!("{word} {}: an attack mask over 16 squares", name(sq)),
                    })?;
            }
        }
        let count = compact.len();
        let title = if slider == Slider::Rook {
            "Rook"
        } else {
            "Bishop"
        };
        out.push(
            Table::new(
                masks_name,
                &[Axis::Square],
                ValueKind::Bitboard,
                Values::U64(attack_masks),
                format!(
                    "The squares a {word} on each square attacks on an empty board: the mask \
                     [`{compact_name}`]'s entries are packed onto."
                ),
                PEXT_PAGE,
            )
            .index("`[square]`, a1 = 0 ..= h8 = 63")
            .values_doc(format!(
                "Values: bitboards, the {word}'s rays to the board edge, edge squares included \
                 (at most {} squares).",
                if slider == Slider::Rook { 14 } else { 13 }
            ))
            .stability(Stability::Implementation),
        );
        out.push(with_layout_note(
            Table::new(
                compact_name,
                &[Axis::MagicIndex { len: count }],
                ValueKind::PackedBitboard,
                Values::U16(compact),
                format!(
                    "{title} attack sets by PEXT index, packed onto the square's attack mask: the \
                     attacks on `occupied` are `pdep({compact_name}[{offsets_name}[sq] + \
                     pext(occupied, mask)], {masks_name}[sq])`, `mask` the square's relevant \
                     occupancy."
                ),
                PEXT_PAGE,
            )
            .index("flat, by the square's offset plus `pext(occupied, mask)`, as the 64-bit table")
            .values_doc(format!(
                "Values: bit k set = the k-th lowest square of the {word}'s attack mask is \
                 attacked (`pext(attacks, attack mask)`), the first blocker on each ray included."
            ))
            .notes(&[
                "A quarter of the 64-bit table's bytes, for one more instruction per lookup",
                "(`pdep`, which puts the packed bits back onto the mask).",
            ])
            .stability(Stability::Implementation),
            slider,
            padding,
        ));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pext_packs_the_bits_under_the_mask() {
        assert_eq!(pext(0b1011_0110, 0b0110_0110), 0b0111);
        assert_eq!(pext(u64::MAX, 0xF0F0), 0xFF);
        assert_eq!(pext(0x8000_0000_0000_0001, u64::MAX), 0x8000_0000_0000_0001);
        let tables = tables(&Inputs { zobrist_seed: 0 }).unwrap();
        // 102,400 entries of slices and 63 gaps of 8; the last square's
        // slice is a whole window.
        assert_eq!(tables[1].values.len(), 102_904);
        assert_eq!(tables[0].values.bits(1), 4_096 + 8);
        // 5,248 entries of slices, then 448 of padding: the last square's
        // 512-entry window (h8, 64 entries of its own) ends there.
        assert_eq!(tables[3].values.len(), 5_696);
        assert!((5_248..5_696).all(|i| tables[3].values.bits(i) == 0));
        assert_eq!(tables[2].values.bits(63) + 512, 5_696);
        assert_eq!(pdep(0b0111, 0b0110_0110), 0b0010_0110);
        assert_eq!(pdep(0b1010, 0xF0F0), 0x00A0);
        assert_eq!(
            pdep(pext(0x1234_5678, 0xFF00_FF00), 0xFF00_FF00),
            0x1200_5600
        );
    }

    #[test]
    fn compact_entries_unpack_to_the_64_bit_entries() {
        let tables = tables(&Inputs { zobrist_seed: 0 }).unwrap();
        let names: Vec<&str> = tables.iter().map(|t| &*t.name).collect();
        assert_eq!(
            names[4..],
            [
                "ROOK_PEXT_ATTACK_MASKS",
                "ROOK_PEXT_COMPACT_ATTACKS",
                "BISHOP_PEXT_ATTACK_MASKS",
                "BISHOP_PEXT_COMPACT_ATTACKS"
            ]
        );
        for (offsets, wide, masks, compact) in [(0, 1, 4, 5), (2, 3, 6, 7)] {
            assert_eq!(tables[compact].values.len(), tables[wide].values.len());
            assert_eq!(tables[compact].bytes() * 4, tables[wide].bytes());
            for sq in 0..64 {
                let start = tables[offsets].values.bits(sq) as usize;
                let end = if sq == 63 {
                    tables[wide].values.len()
                } else {
                    tables[offsets].values.bits(sq + 1) as usize
                };
                let attack_mask = tables[masks].values.bits(sq);
                for i in start..end {
                    let packed = tables[compact].values.bits(i);
                    assert_eq!(pdep(packed, attack_mask), tables[wide].values.bits(i));
                }
            }
        }
        assert_eq!(tables[4].values.bits(0), 0x0101_0101_0101_01FE);
        assert_eq!(tables[6].values.bits(27).count_ones(), 13);
    }
}
