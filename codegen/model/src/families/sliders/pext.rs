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
/// squares' slices one after the other with no gaps; the masks are the
/// `magic` family's.
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
        let mut offsets = Vec::with_capacity(64);
        let mut attacks = Vec::new();
        for sq in 0..64 {
            let mask = mask(slider, sq);
            offsets.push(attacks.len() as u64);
            let start = attacks.len();
            attacks.resize(start + (1 << mask.count_ones()), 0);
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
                "The slices lie one after the other, each `1 << bits(mask)` entries; the mask is",
                "the square's in the `magic` family's entries.",
            ])
            .stability(Stability::Implementation),
        );
        out.push(
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
        );
    }
    out.extend(compact_tables()?);
    Ok(out)
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
        let mut compact = Vec::new();
        for (sq, &attack_mask) in attack_masks.iter().enumerate() {
            let mask = mask(slider, sq);
            let start = compact.len();
            compact.resize(start + (1 << mask.count_ones()), 0);
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
        out.push(
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
        );
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
        assert_eq!(tables[1].values.len(), 102_400);
        assert_eq!(tables[3].values.len(), 5_248);
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
        let names: Vec<&str> = tables.iter().map(|t| t.name).collect();
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
