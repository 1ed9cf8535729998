//! The PEXT lookups from 16-bit entries (BMI2's `pext` and `pdep`): a
//! quarter of the 64-bit PEXT table's bytes, for one more instruction per
//! lookup. They are what [`fastest`](crate::fastest) calls in a build with
//! the `pext` feature that targets BMI2 (`cfg(target_feature = "bmi2")`):
//! call them through it, its one face; this module documents them and
//! their tables.
//!
//! Every attack set of a slider on a square lies within the squares it
//! attacks on an empty board, its attack mask (at most 14 squares for a
//! rook, 13 for a bishop). So each entry stores only those bits, packed
//! (`pext(attacks, attack_mask)` as a `u16`), and the lookup puts them back
//! with `pdep`:
//!
//! ```text
//! pdep(ROOK_PEXT_COMPACT_ATTACKS[ROOK_PEXT_OFFSETS[sq] + pext(occupied, mask)],
//!      ROOK_PEXT_ATTACK_MASKS[sq])
//! ```
//!
//! The index is the 64-bit table's, so the offsets and the
//! [layout](super#layout) are shared.
//!
//! # Which to choose
//!
//! - `pext::rook_attacks` and its siblings read
//!   `u64` entries: one `pext` and one load per lookup.
//! - These (`fastest`'s) read `u16` entries and add a `pdep`: a table a quarter the
//!   size (219,248 bytes against 869,824), so more of it stays in the
//!   caches an engine shares with its hash table.
//!
//! With both tables in the caches (a microbenchmark), the 64-bit lookups
//! are faster on independent inputs on every kind of board, and the two are
//! level in a dependent chain; in the perft example, move generation and
//! all, they are level within the run-to-run spread
//! ([the figures](crate::guide::figures) have each row). Choose these by
//! default, for the three quarters of the memory they leave to an
//! engine's hash table (they are what [`fastest`](crate::fastest) calls);
//! choose the 64-bit ones where memory does not count (tablebase
//! generation, endgame solvers), and measure both on the target CPU when
//! speed decides.
//!
//! A binary contains only the tables of the lookups it calls. The
//! `pext` and `pdep` microcode caveat of the [parent module](super) holds
//! for both (AMD before Zen 3).
//!
//! | table | rook | bishop |
//! |---|---:|---:|
//! | packed attack sets in PEXT order, `[u16; N]` | [`ROOK_PEXT_COMPACT_ATTACKS`], 102,904 entries, 205,808 bytes | [`BISHOP_PEXT_COMPACT_ATTACKS`], 5,696 entries, 11,392 bytes |
//! | per square attack masks, `[u64; 64]` | [`ROOK_PEXT_ATTACK_MASKS`], 512 bytes | [`BISHOP_PEXT_ATTACK_MASKS`], 512 bytes |
//! | per square offsets (shared), `[u64; 64]` | [`ROOK_PEXT_OFFSETS`], 512 bytes | [`BISHOP_PEXT_OFFSETS`], 512 bytes |
//!
//! [`ROOK_PEXT_COMPACT_ATTACKS`]: super::ROOK_PEXT_COMPACT_ATTACKS
//! [`BISHOP_PEXT_COMPACT_ATTACKS`]: super::BISHOP_PEXT_COMPACT_ATTACKS
//! [`ROOK_PEXT_ATTACK_MASKS`]: super::ROOK_PEXT_ATTACK_MASKS
//! [`BISHOP_PEXT_ATTACK_MASKS`]: super::BISHOP_PEXT_ATTACK_MASKS
//! [`ROOK_PEXT_OFFSETS`]: super::ROOK_PEXT_OFFSETS
//! [`BISHOP_PEXT_OFFSETS`]: super::BISHOP_PEXT_OFFSETS
//!
//! ```
//! # #[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))] {
//! use chess_tables::{Square, fastest, magic};
//! assert_eq!(fastest::IMPLEMENTATION, "pext::compact");
//! let occupied = Square::D6.bit() | Square::F4.bit();
//! assert_eq!(
//!     fastest::rook_attacks(Square::D4, occupied),
//!     magic::rook_attacks(Square::D4, occupied)
//! );
//! # }
//! ```

#[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
use crate::Square;

/// Squares a rook on `sq` attacks on the board `occupied` (bit n = square n):
/// along its rank and file up to and including the first occupied square.
#[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
#[inline]
pub(crate) fn rook_attacks(sq: Square, occupied: u64) -> u64 {
    bmi2::lookup(&bmi2::ROOK[sq.index()], occupied)
}

/// Squares a bishop on `sq` attacks on the board `occupied`: along its
/// diagonal and anti-diagonal up to and including the first occupied square.
#[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
#[inline]
pub(crate) fn bishop_attacks(sq: Square, occupied: u64) -> u64 {
    bmi2::lookup(&bmi2::BISHOP[sq.index()], occupied)
}

/// Squares a queen on `sq` attacks: `rook_attacks | bishop_attacks`.
#[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
#[inline]
pub(crate) fn queen_attacks(sq: Square, occupied: u64) -> u64 {
    rook_attacks(sq, occupied) | bishop_attacks(sq, occupied)
}

/// The compact lookups, compiled only when the build targets BMI2.
#[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
mod bmi2 {
    use super::super::intrinsics::{pdep, pext};
    use super::super::{
        BISHOP_PEXT_ATTACK_MASKS, BISHOP_PEXT_COMPACT_ATTACKS, BISHOP_PEXT_OFFSETS,
        ROOK_PEXT_ATTACK_MASKS, ROOK_PEXT_COMPACT_ATTACKS, ROOK_PEXT_OFFSETS,
    };
    use crate::magic::{BISHOP_MAGIC_ENTRIES, ROOK_MAGIC_ENTRIES};

    use super::super::bmi2::{BISHOP_WINDOW, ROOK_WINDOW};

    /// One square's lookup: its relevant occupancy mask, its attack mask
    /// and its window of the packed table, `N` entries from its offset, of
    /// which the first `1 << bits(mask)` are its own.
    #[derive(Clone, Copy)]
    pub struct Entry<const N: usize> {
        mask: u64,
        attack_mask: u64,
        window: &'static [u16; N],
    }

    /// The rook lookups.
    pub static ROOK: [Entry<ROOK_WINDOW>; 64] = entries(
        &ROOK_MAGIC_ENTRIES,
        &ROOK_PEXT_ATTACK_MASKS,
        &ROOK_PEXT_OFFSETS,
        &ROOK_PEXT_COMPACT_ATTACKS,
    );

    /// The bishop lookups.
    pub static BISHOP: [Entry<BISHOP_WINDOW>; 64] = entries(
        &BISHOP_MAGIC_ENTRIES,
        &BISHOP_PEXT_ATTACK_MASKS,
        &BISHOP_PEXT_OFFSETS,
        &BISHOP_PEXT_COMPACT_ATTACKS,
    );

    /// Each square's masks and window, from the 64-bit lookups' builder.
    #[inline]
    const fn entries<const N: usize>(
        magic: &[[u64; 3]; 64],
        attack_masks: &[u64; 64],
        offsets: &[u64; 64],
        table: &'static [u16],
    ) -> [Entry<N>; 64] {
        let windows = super::super::bmi2::windows(magic, offsets, table);
        let mut out = [Entry {
            mask: windows[0].0,
            attack_mask: attack_masks[0],
            window: windows[0].1,
        }; 64];
        let mut sq = 0;
        while sq < 64 {
            let (mask, window) = windows[sq];
            out[sq] = Entry {
                mask,
                attack_mask: attack_masks[sq],
                window,
            };
            sq += 1;
        }
        out
    }

    /// The attack set of `entry`'s square on `occupied`: the packed entry
    /// spread back onto the attack mask. The index is masked with `N - 1`
    /// as in the 64-bit lookup, so there is no bounds check.
    #[inline(always)]
    pub fn lookup<const N: usize>(entry: &Entry<N>, occupied: u64) -> u64 {
        let packed = entry.window[pext(occupied, entry.mask) as usize & (N - 1)];
        pdep(u64::from(packed), entry.attack_mask)
    }
}
