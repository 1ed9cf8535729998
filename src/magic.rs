//! Call `magic` to pin the black magic bitboard lookups whatever else the
//! build enables: on a CPU whose `pext` runs in microcode (AMD before Zen
//! 3), where [`fastest`](crate::fastest) would pick the PEXT lookups once
//! any crate in the build turns on the `pext` feature. Engines elsewhere
//! call `fastest`, which picks these when the opt-in `magic` feature is on
//! and `pext` is not used. Rook, bishop and queen attack sets, a fast
//! lookup on independent inputs on every target for 690 KiB of tables (in
//! a dependent chain the default line-mask lookups are faster).
//!
//! ```
//! use chess_tables::{Square, magic};
//! // The magic lookup, never the PEXT one, whatever features Cargo unified.
//! let occupied = Square::D6.bit() | Square::F4.bit();
//! assert_eq!(magic::rook_attacks(Square::D4, occupied).count_ones(), 10);
//! ```
//!
//! Same contract as `attacks::rook_attacks` and its neighbours in the
//! `attacks` module (the default lookups, which stay as they are): bit n =
//! square n; an attack set includes the first blocker on each ray (of
//! either color) and stops there; the slider's own square is never in it
//! and its bit in `occupied` is ignored.
//!
//! # Method
//!
//! Black magic bitboards (Chess Programming Wiki, "Magic Bitboards",
//! <https://www.chessprogramming.org/Magic_Bitboards#Black_Magic_Bitboards>):
//! the occupancy ORed with the complement of the square's relevant
//! occupancy mask, times the square's magic number, shifted right by a
//! constant (52 for every rook square, 55 for every bishop square), plus
//! the square's offset, indexes the one attack table rooks and bishops
//! share:
//!
//! ```text
//! let [black_mask, magic, offset] = ROOK_MAGIC_ENTRIES[sq];
//! MAGIC_ATTACKS[offset + ((occupied | black_mask) * magic >> 52)]
//! ```
//!
//! ORing in the complement sets every bit outside the mask, which lets a
//! magic map a square's subsets onto a short run of indices; the 128 runs
//! overlap in 87,988 entries. The compiled lookup reads the square's
//! three-word entry, then ORs, multiplies, shifts and adds, and loads the
//! attack set, with a bounds check (a compare and a branch that is never
//! taken, off the dependency chain) and no `unsafe`.
//!
//! | table | type | bytes |
//! |---|---|---:|
//! | [`MAGIC_ATTACKS`], the attack sets of both sliders | `[u64; 87988]` | 703,904 |
//! | [`ROOK_MAGIC_ENTRIES`], per square `[!mask, magic, offset]` | `[[u64; 3]; 64]` | 1,536 |
//! | [`BISHOP_MAGIC_ENTRIES`], the same for bishops | `[[u64; 3]; 64]` | 1,536 |
//!
//! 706,976 bytes (690 KiB) in all, the same as cozy-chess's black magics
//! and less than shakmaty's fixed-shift magics
//! ([the figures](crate::guide::figures)).
//!
//! The magic numbers and offsets are published data: found by Volker
//! Annuss, the table packed into 87,988 entries by Niklas Fiekas (TalkChess
//! forum, topic 64790). They are kept as data in the generator, and each
//! build verifies every one against every subset of its mask before it
//! writes the tables.
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
#[inline]
pub const fn rook_attacks(sq: Square, occupied: u64) -> u64 {
    let [black_mask, magic, offset] = ROOK_MAGIC_ENTRIES[sq.index()];
    MAGIC_ATTACKS[offset as usize + ((occupied | black_mask).wrapping_mul(magic) >> 52) as usize]
}

/// Squares a bishop on `sq` attacks on the board `occupied`: along its
/// diagonal and anti-diagonal up to and including the first occupied square.
#[inline]
pub const fn bishop_attacks(sq: Square, occupied: u64) -> u64 {
    let [black_mask, magic, offset] = BISHOP_MAGIC_ENTRIES[sq.index()];
    MAGIC_ATTACKS[offset as usize + ((occupied | black_mask).wrapping_mul(magic) >> 55) as usize]
}

/// Squares a queen on `sq` attacks: `rook_attacks | bishop_attacks`.
#[inline]
pub const fn queen_attacks(sq: Square, occupied: u64) -> u64 {
    rook_attacks(sq, occupied) | bishop_attacks(sq, occupied)
}
