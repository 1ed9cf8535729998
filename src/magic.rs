//! Rook, bishop and queen attack sets by fancy magic bitboards: the opt-in
//! `magic` feature, for engines that want the fastest lookup on independent
//! inputs and can spend 861 KiB of tables on it.
//!
//! Same contract as `attacks::rook_attacks` and its neighbours in the
//! `attacks` module (the default lookups, which stay as they are): bit n =
//! square n; an attack set includes the first blocker on each ray (of
//! either color) and stops there; the slider's own square is never in it
//! and its bit in `occupied` is ignored.
//!
//! # Method
//!
//! Fancy magic bitboards with a fixed shift per square (Chess Programming
//! Wiki, "Magic Bitboards", <https://www.chessprogramming.org/Magic_Bitboards>):
//! the relevant occupancy `occupied & mask` times the square's magic
//! number, shifted right by `64 - bits(mask)`, indexes the square's slice
//! of one flat attack table. Each slice starts at an index whose low 6 bits
//! are that shift, so the offset carries it and a lookup reads three
//! fields, not four:
//!
//! ```text
//! let [mask, magic, offset] = ROOK_MAGIC_ENTRIES[sq];
//! ROOK_MAGIC_ATTACKS[offset + ((occupied & mask) * magic >> (offset & 63))]
//! ```
//!
//! | table | rook | bishop |
//! |---|---:|---:|
//! | attack sets, `[u64; N]` | [`ROOK_MAGIC_ATTACKS`], 103,028 entries (102,400 and 628 of gaps), 824,224 bytes | [`BISHOP_MAGIC_ATTACKS`], 6,842 entries (5,248 and 1,594 of gaps), 54,736 bytes |
//! | per square `[mask, magic, offset]`, `[[u64; 3]; 64]` | [`ROOK_MAGIC_ENTRIES`], 1,536 bytes | [`BISHOP_MAGIC_ENTRIES`], 1,536 bytes |
//! | total | 825,760 bytes | 56,272 bytes |
//!
//! 882,032 bytes (861 KiB) in all; cozy-chess's black-magic tables
//! (which overlap the squares' slices) take 703,904. Plain magics (4,096
//! rook and 512 bishop entries per square, no offsets) would take
//! 2,359,296 bytes, and a constant shift like cozy-chess's needs magics
//! from a far longer search. The shift in the offset is what a constant
//! shift saves: with a separate shift field (and a masked square index)
//! the lookup took 1.13 (rook) and 1.17 (bishop) times cozy-chess's time
//! on independent inputs, with it 1.02 (docs/performance.md). The gaps
//! also spread the rook slices' first entries (the empty board's) over 8
//! L1 cache sets; back to back, all 64 shared one, and an empty-board rook
//! lookup took 2.5 times cozy-chess's time, now 1.03.
//!
//! The magic numbers come from the generator's own search (SplitMix64 from
//! a fixed seed, sparse candidates, the first one without a destructive
//! collision) and are checked in with their seed; each build verifies every
//! one against every subset of its mask before it writes the tables, and
//! the generator's tests re-run the search.
//!
//! # Why no PEXT
//!
//! BMI2's `pext` would replace the multiply and shift (and cut the rook
//! table to the same size). It is not used: `core::arch`'s `_pext_u64` is
//! an `unsafe` intrinsic, and a `#[target_feature(enable = "bmi2")]`
//! function calling it can only be called without `unsafe` from functions
//! compiled with the same feature (otherwise error E0133), while this crate
//! is `#![forbid(unsafe_code)]`, builds for the x86-64 baseline and for
//! microcontrollers, and its lookups are `const fn` (the intrinsic is not).
//!
//! ```
//! use chess_tables::{Square, magic};
//! let occupied = Square::D6.bit() | Square::F4.bit();
//! let attacks = magic::rook_attacks(Square::D4, occupied);
//! assert_eq!(attacks & Square::D7.bit(), 0); // blocked at d6
//! assert_ne!(attacks & Square::D6.bit(), 0);
//! assert_eq!(attacks.count_ones(), 3 + 2 + 3 + 2);
//! ```

use crate::square::Square;

include!(concat!(env!("OUT_DIR"), "/magic.rs"));

/// Squares a rook on `sq` attacks on the board `occupied` (bit n = square n):
/// along its rank and file up to and including the first occupied square.
pub const fn rook_attacks(sq: Square, occupied: u64) -> u64 {
    lookup(
        ROOK_MAGIC_ENTRIES[sq.index()],
        &ROOK_MAGIC_ATTACKS,
        occupied,
    )
}

/// Squares a bishop on `sq` attacks on the board `occupied`: along its
/// diagonal and anti-diagonal up to and including the first occupied square.
pub const fn bishop_attacks(sq: Square, occupied: u64) -> u64 {
    lookup(
        BISHOP_MAGIC_ENTRIES[sq.index()],
        &BISHOP_MAGIC_ATTACKS,
        occupied,
    )
}

/// The attack set a square's `[mask, magic, offset]` entry indexes in
/// `attacks` for `occupied`.
#[inline(always)]
const fn lookup([mask, magic, offset]: [u64; 3], attacks: &[u64], occupied: u64) -> u64 {
    // The offset's low 6 bits are the shift; `wrapping_shr` uses just those.
    let index = (occupied & mask)
        .wrapping_mul(magic)
        .wrapping_shr(offset as u32);
    attacks[offset as usize + index as usize]
}

/// Squares a queen on `sq` attacks: `rook_attacks | bishop_attacks`.
pub const fn queen_attacks(sq: Square, occupied: u64) -> u64 {
    rook_attacks(sq, occupied) | bishop_attacks(sq, occupied)
}
