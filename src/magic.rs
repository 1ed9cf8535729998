//! Rook, bishop and queen attack sets by fancy magic bitboards: the opt-in
//! `magic` feature, for engines that want the fastest lookup on independent
//! inputs and can spend 1,060 KiB of tables on it.
//!
//! Same contract as `attacks::rook_attacks` and its neighbours in the
//! `attacks` module (the default lookups, which stay as they are): bit n =
//! square n; an attack set includes the first blocker on each ray (of
//! either color) and stops there; the slider's own square is never in it
//! and its bit in `occupied` is ignored.
//!
//! # Method
//!
//! Fixed-shift fancy magic bitboards with overlapping slices (Chess
//! Programming Wiki, "Magic Bitboards",
//! <https://www.chessprogramming.org/Magic_Bitboards>): the relevant
//! occupancy `occupied & mask` times the square's magic number, shifted
//! right by a constant (52 for every rook square, 55 for every bishop
//! square), indexes the square's window of its slider's attack table:
//!
//! ```text
//! let [mask, magic, offset] = ROOK_MAGIC_ENTRIES[sq];
//! ROOK_MAGIC_ATTACKS[offset + ((occupied & mask) * magic >> 52)]
//! ```
//!
//! The lookups read each square's window through a `&'static [u64; 4096]`
//! (bishops `[u64; 512]`) made from those entries at compile time: the
//! constant shift keeps the index below the window's length, so the
//! compiled lookup is a multiply, a shift and two loads, with no bounds
//! check and no `unsafe`. The windows overlap wherever one square's slice
//! leaves entries unused (the generator checks that no two attack sets
//! collide).
//!
//! | table | rook | bishop |
//! |---|---:|---:|
//! | attack sets, `[u64; N]` | [`ROOK_MAGIC_ATTACKS`], 128,184 entries, 1,025,472 bytes | [`BISHOP_MAGIC_ATTACKS`], 6,734 entries, 53,872 bytes |
//! | per square `[mask, magic, offset]`, `[[u64; 3]; 64]` | [`ROOK_MAGIC_ENTRIES`], 1,536 bytes | [`BISHOP_MAGIC_ENTRIES`], 1,536 bytes |
//! | the windows the lookups read, `(u64, u64, &[u64; N])` per square | 1,536 bytes | 1,536 bytes |
//!
//! 1,082,416 bytes in the registry's tables, 1,085,488 (1,060 KiB) with the
//! windows; cozy-chess's black magics take 703,904 and shakmaty's
//! fixed-shift magics (from a far longer search) 713,248
//! ([the figures](crate::guide::figures)): speed, not size, is what this
//! module is for.
//!
//! The magic numbers and offsets come from the generator's own search
//! (SplitMix64 from a fixed seed, sparse candidates, a first-fit packing)
//! and are checked in with their seed; each build verifies every one
//! against every subset of its mask before it writes the tables.
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

/// One square's lookup: its mask, its magic and its window of the attack
/// table.
#[derive(Clone, Copy)]
struct Magic<const N: usize> {
    mask: u64,
    magic: u64,
    attacks: &'static [u64; N],
}

/// The rook lookups, from [`ROOK_MAGIC_ENTRIES`].
static ROOK: [Magic<4096>; 64] = magics(&ROOK_MAGIC_ENTRIES, &ROOK_MAGIC_ATTACKS);

/// The bishop lookups, from [`BISHOP_MAGIC_ENTRIES`].
static BISHOP: [Magic<512>; 64] = magics(&BISHOP_MAGIC_ENTRIES, &BISHOP_MAGIC_ATTACKS);

/// Each square's `[mask, magic, offset]` with its window of `N` entries
/// from the offset on (compile-time evaluation fails if one does not fit
/// the table; the generator checks that every one does).
#[inline]
const fn magics<const N: usize>(entries: &[[u64; 3]; 64], table: &'static [u64]) -> [Magic<N>; 64] {
    let mut out = [Magic {
        mask: 0,
        magic: 0,
        attacks: window(table, 0),
    }; 64];
    let mut sq = 0;
    while sq < 64 {
        let [mask, magic, offset] = entries[sq];
        out[sq] = Magic {
            mask,
            magic,
            attacks: window(table, offset as usize),
        };
        sq += 1;
    }
    out
}

/// The `N` entries of `table` from `offset` on.
#[inline]
const fn window<const N: usize>(table: &'static [u64], offset: usize) -> &'static [u64; N] {
    match table.split_at(offset).1.first_chunk::<N>() {
        Some(window) => window,
        None => panic!("a magic window reaches past the attack table"),
    }
}

/// Squares a rook on `sq` attacks on the board `occupied` (bit n = square n):
/// along its rank and file up to and including the first occupied square.
#[inline]
pub const fn rook_attacks(sq: Square, occupied: u64) -> u64 {
    let m = &ROOK[sq.index()];
    // Below 4096 by the shift: the window needs no bounds check.
    m.attacks[((occupied & m.mask).wrapping_mul(m.magic) >> 52) as usize]
}

/// Squares a bishop on `sq` attacks on the board `occupied`: along its
/// diagonal and anti-diagonal up to and including the first occupied square.
#[inline]
pub const fn bishop_attacks(sq: Square, occupied: u64) -> u64 {
    let m = &BISHOP[sq.index()];
    // Below 512 by the shift.
    m.attacks[((occupied & m.mask).wrapping_mul(m.magic) >> 55) as usize]
}

/// Squares a queen on `sq` attacks: `rook_attacks | bishop_attacks`.
#[inline]
pub const fn queen_attacks(sq: Square, occupied: u64) -> u64 {
    rook_attacks(sq, occupied) | bishop_attacks(sq, occupied)
}
