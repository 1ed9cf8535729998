//! The slider geometry the magic and PEXT families share: the two slider
//! kinds, the ray walk that defines every attack set, each square's
//! relevant occupancy mask and the subsets of a mask (Chess Programming
//! Wiki, "Magic Bitboards" and "BMI2").

use crate::board::{file, rank, square_at};

/// A slider kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Slider {
    /// Along ranks and files.
    Rook,
    /// Along diagonals.
    Bishop,
}

impl Slider {
    pub(super) fn directions(self) -> [(i32, i32); 4] {
        match self {
            Slider::Rook => [(1, 0), (-1, 0), (0, 1), (0, -1)],
            Slider::Bishop => [(1, 1), (-1, -1), (1, -1), (-1, 1)],
        }
    }

    /// The constant shift: 64 minus the index bits of the largest mask.
    pub const fn shift(self) -> u32 {
        match self {
            Slider::Rook => 52,
            Slider::Bishop => 55,
        }
    }

    pub(super) fn word(self) -> &'static str {
        match self {
            Slider::Rook => "rook",
            Slider::Bishop => "bishop",
        }
    }
}

/// Attacks of a `slider` on `sq` by walking each ray to the first occupied square.
pub(super) fn walk(slider: Slider, sq: usize, occupied: u64) -> u64 {
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
pub(super) fn subsets(slider: Slider, sq: usize, mask: u64) -> Vec<(u64, u64)> {
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
        for slider in [Slider::Rook, Slider::Bishop] {
            let most = (0..64).map(|sq| mask(slider, sq).count_ones()).max();
            assert_eq!(most, Some(64 - slider.shift()));
        }
    }
}
