//! Rook, bishop and queen attack sets by fancy magic bitboards: the opt-in
//! `magic` feature, for engines that want the fastest lookup on independent
//! inputs and can spend 845 KiB of tables on it.
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
//! of one flat attack table:
//!
//! ```text
//! let [mask, magic, shift, offset] = ROOK_MAGIC_ENTRIES[sq];
//! ROOK_MAGIC_ATTACKS[offset + ((occupied & mask) * magic >> shift)]
//! ```
//!
//! | table | rook | bishop |
//! |---|---:|---:|
//! | attack sets, `[u64; N]` | [`ROOK_MAGIC_ATTACKS`], 102,400 entries, 819,200 bytes | [`BISHOP_MAGIC_ATTACKS`], 5,248 entries, 41,984 bytes |
//! | per square `[mask, magic, shift, offset]`, `[[u64; 4]; 64]` | [`ROOK_MAGIC_ENTRIES`], 2,048 bytes | [`BISHOP_MAGIC_ENTRIES`], 2,048 bytes |
//! | total | 821,248 bytes | 44,032 bytes |
//!
//! 865,280 bytes (845 KiB) in all; cozy-chess's black-magic tables
//! (which overlap the squares' slices) take 703,904. Plain magics (4,096
//! rook and 512 bishop entries per square, no offsets) would take
//! 2,359,296 bytes for no measured gain worth it; magics with a shift
//! beyond the mask size need a far longer search. One 32-byte entry per
//! square (one cache line holds two squares) measured faster than four
//! tables of one field each: rook 0.83 against 1.05 ns per call, bishop
//! 0.76 against 0.93 ns on independent inputs, where cozy-chess took 0.84
//! and 0.74 ns (README, Performance).
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

use crate::Square;

include!(concat!(env!("OUT_DIR"), "/magic.rs"));

/// Squares a rook on `sq` attacks on the board `occupied` (bit n = square n):
/// along its rank and file up to and including the first occupied square.
pub const fn rook_attacks(sq: Square, occupied: u64) -> u64 {
    let [mask, magic, shift, offset] = ROOK_MAGIC_ENTRIES[sq.index()];
    let index = (occupied & mask).wrapping_mul(magic) >> shift;
    ROOK_MAGIC_ATTACKS[offset as usize + index as usize]
}

/// Squares a bishop on `sq` attacks on the board `occupied`: along its
/// diagonal and anti-diagonal up to and including the first occupied square.
pub const fn bishop_attacks(sq: Square, occupied: u64) -> u64 {
    let [mask, magic, shift, offset] = BISHOP_MAGIC_ENTRIES[sq.index()];
    let index = (occupied & mask).wrapping_mul(magic) >> shift;
    BISHOP_MAGIC_ATTACKS[offset as usize + index as usize]
}

/// Squares a queen on `sq` attacks: `rook_attacks | bishop_attacks`.
pub const fn queen_attacks(sq: Square, occupied: u64) -> u64 {
    rook_attacks(sq, occupied) | bishop_attacks(sq, occupied)
}
