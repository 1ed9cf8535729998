//! Black magic bitboards for rook and bishop attacks (the `magic` family,
//! off by default).
//!
//! For each square the occupancy ORed with the complement of its relevant
//! occupancy mask (the slider's rays without the board edge) is multiplied
//! by a magic number and shifted right by a constant: 52 for every rook
//! square, 55 for every bishop square (12 and 9 index bits, the most any
//! square needs). The complement sets every bit outside the mask, which
//! lets a magic map a square's subsets onto a short run of indices, and
//! the slices of all 128 squares overlap in one attack table that rooks
//! and bishops share (Chess Programming Wiki, "Magic Bitboards", black
//! magic bitboards).
//!
//! The magic numbers and offsets are published data, found by Volker
//! Annuss and packed into 87,988 entries by Niklas Fiekas, kept in
//! `data/black-magics.txt` (this crate's, with its source). A build parses
//! and verifies them (every subset of every mask, no destructive collision
//! in a slice or between slices) and fills the table.

use super::common::{Slider, mask, subsets};
use crate::board::name;
use crate::error::{Error, check};
use crate::inputs::Inputs;
use crate::model::{Axis, Stability, Table, ValueKind, Values};

const MAGIC_PAGE: &str = "Chess Programming Wiki, Magic Bitboards \
     (<https://www.chessprogramming.org/Magic_Bitboards#Black_Magic_Bitboards>), black magic bitboards";

/// The published black magic numbers and offsets, with their source.
pub const STORED: &str = include_str!("../../../data/black-magics.txt");

/// Per slider, squares a1..h8 in order: each square's magic number and the
/// offset of its slice in the shared attack table.
pub type Magics = Vec<(Slider, Vec<(u64, usize)>)>;

/// Parses the data file: the magics and offsets per slider, squares in order.
pub fn parse(text: &str) -> Result<Magics, String> {
    let number = |s: &str| {
        u64::from_str_radix(&s.trim_start_matches("0x").replace('_', ""), 16)
            .map_err(|e| format!("{s:?}: {e}"))
    };
    let mut rook = Vec::new();
    let mut bishop = Vec::new();
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
    {
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.as_slice() {
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
    Ok(vec![(Slider::Rook, rook), (Slider::Bishop, bishop)])
}

/// The verified tables: per slider and square `[!mask, magic, offset]`,
/// and the attack table both share.
struct Built {
    entries: Vec<Vec<[u64; 3]>>,
    attacks: Vec<u64>,
}

/// Verifies the stored magics and offsets for every subset of every mask
/// (no destructive collision in a slice or between two, rook or bishop) and
/// fills the shared table up to its last used entry (entries no slice uses
/// hold 0).
fn build(magics: &Magics) -> Result<Built, Error> {
    let mut attacks: Vec<Option<u64>> = Vec::new();
    let mut entries = Vec::new();
    for (slider, squares) in magics {
        let mut slider_entries = Vec::new();
        for (sq, &(magic, offset)) in squares.iter().enumerate() {
            let mask = mask(*slider, sq);
            for (subset, set) in subsets(*slider, sq, mask) {
                let index = ((subset | !mask).wrapping_mul(magic) >> slider.shift()) as usize;
                let at = offset + index;
                check(
                    at < 1 << 20,
                    "MAGIC_ATTACKS",
                    &format!(
                        "the stored {} offset of {} is past 2^20",
                        slider.word(),
                        name(sq)
                    ),
                )?;
                if attacks.len() <= at {
                    attacks.resize(at + 1, None);
                }
                check(
                    attacks[at].is_none_or(|there| there == set),
                    "MAGIC_ATTACKS",
                    &format!(
                        "the stored {} magic and offset of {} have a destructive collision at entry {at}",
                        slider.word(),
                        name(sq)
                    ),
                )?;
                attacks[at] = Some(set);
            }
            slider_entries.push([!mask, magic, offset as u64]);
        }
        entries.push(slider_entries);
    }
    Ok(Built {
        entries,
        attacks: attacks.into_iter().map(|a| a.unwrap_or(0)).collect(),
    })
}

/// The `magic` tables from the stored magic numbers, verified: the rook
/// and bishop entries, then the attack table both share.
///
/// # Errors
/// [`Error::SelfCheck`] when the data file does not parse or a stored
/// magic collides.
pub fn tables(_inputs: &Inputs) -> Result<Vec<Table>, Error> {
    let stored = parse(STORED).map_err(|message| Error::SelfCheck {
        table: "ROOK_MAGIC_ENTRIES",
        message: format!("chess-tables-model's data/black-magics.txt: {message}"),
    })?;
    let built = build(&stored)?;
    let count = built.attacks.len();
    let mut out = Vec::new();
    for ((slider, _), entries) in stored.iter().zip(built.entries) {
        let (word, entries_name, shift) = match slider {
            Slider::Rook => ("rook", "ROOK_MAGIC_ENTRIES", 52),
            Slider::Bishop => ("bishop", "BISHOP_MAGIC_ENTRIES", 55),
        };
        out.push(
            Table::new(
                entries_name,
                &[Axis::Square, Axis::MagicField],
                ValueKind::MagicEntry,
                Values::U64(entries.concat()),
                format!("The {word} black magic of each square: `[!mask, magic, offset]`."),
                MAGIC_PAGE,
            )
            .index("`[square][field]`, square a1 = 0 ..= h8 = 63, fields !mask, magic, offset")
            .values_doc(format!(
                "Values: `!mask`, the complement of the relevant occupancy (the {word}'s rays \
                 without the board edge); `magic`, the multiplier; `offset`, the start of the \
                 square's slice of [`MAGIC_ATTACKS`] (0..{count})."
            ))
            .notes(&[
                &format!(
                    "The index is `offset + ((occupied | !mask) * magic >> {shift})`: ORing in the"
                ),
                "complement sets every bit outside the mask, which lets a magic map a square's",
                "subsets onto a short run of indices: the 128 runs overlap in one table.",
                "",
                "The magic numbers and offsets are published data: found by Volker Annuss, the",
                "table packed into 87,988 entries by Niklas Fiekas (TalkChess forum, topic",
                "64790, <http://www.talkchess.com/forum/viewtopic.php?t=64790>). The build",
                "verifies every one against every subset of its mask (no destructive",
                "collision, in its slice or with another square's, rook or bishop).",
            ])
            .stability(Stability::Implementation),
        );
    }
    out.push(
        Table::new(
            "MAGIC_ATTACKS",
            &[Axis::MagicIndex { len: count }],
            ValueKind::Bitboard,
            Values::U64(built.attacks),
            "Rook and bishop attack sets by black magic index: with `[black_mask, magic, offset] = \
             ROOK_MAGIC_ENTRIES[sq]`, a rook's attacks on `occupied` are \
             `MAGIC_ATTACKS[offset + ((occupied | black_mask) * magic >> 52)]` (a bishop's: \
             BISHOP_MAGIC_ENTRIES, `>> 55`)."
                .to_string(),
            MAGIC_PAGE,
        )
        .index("flat, by the square's offset plus its magic index")
        .notes(&[
            "One table for both sliders: each square's slice starts at its offset; slices",
            "overlap where one leaves entries unused or two hold the same attack set, and",
            "unused entries hold 0. An attack set includes the first blocker on each ray.",
        ])
        .stability(Stability::Implementation),
    );
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::super::common::walk;
    use super::*;

    /// The attack table's length the published offsets make.
    const TABLE_LENGTH: usize = 87_988;

    /// The published numbers re-derive the published table: every subset
    /// of every mask lands without a destructive collision, in 87,988 entries.
    #[test]
    fn the_published_magics_give_the_published_table() {
        let stored = parse(STORED).unwrap();
        let built = build(&stored).unwrap();
        assert_eq!(built.attacks.len(), TABLE_LENGTH);
        // Every rook and bishop attack set of an empty board is in it.
        for (slider, squares) in &stored {
            for (sq, &(magic, offset)) in squares.iter().enumerate() {
                let mask = mask(*slider, sq);
                let at = offset + ((!mask).wrapping_mul(magic) >> slider.shift()) as usize;
                assert_eq!(built.attacks[at], walk(*slider, sq, 0));
            }
        }
    }

    /// Every data line is read: writing the parsed numbers back gives the
    /// file's lines.
    #[test]
    fn every_line_of_the_data_file_is_read() {
        let stored = parse(STORED).unwrap();
        let mut lines = Vec::new();
        for (slider, squares) in &stored {
            for (sq, (magic, offset)) in squares.iter().enumerate() {
                lines.push(format!(
                    "{} {} {} {offset}",
                    slider.word(),
                    name(sq),
                    crate::model::hex(*magic)
                ));
            }
        }
        let data: Vec<&str> = STORED.lines().filter(|l| !l.starts_with('#')).collect();
        assert_eq!(data, lines);
    }

    #[test]
    fn a_collision_between_slices_is_found() {
        let mut stored = parse(STORED).unwrap();
        // Rook b1's slice moved onto rook a1's: their attack sets differ.
        stored[0].1[1].1 = stored[0].1[0].1;
        let error = build(&stored).err().expect("a collision");
        assert!(
            error.to_string().contains("destructive collision"),
            "{error}"
        );
    }
}
