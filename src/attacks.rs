//! Call `attacks` for the leapers' attack sets (knight, king, pawn),
//! `BETWEEN` and `LINE`, and for slider attacks where only its line-mask
//! lookups serve: in a `const` (they are `const fn` in every feature set),
//! on a dependent chain (each occupancy computed from the last attack
//! set), where they are the fastest, and where 1,536 bytes of tables must
//! do. [`fastest`](crate::fastest) picks them when no faster lookup is
//! built.
//!
//! ```
//! use chess_tables::{Square, attacks};
//! // A table of your own, computed by the compiler: the squares a rook on
//! // each square attacks on an empty board.
//! const ROOK_RAYS: [u64; 64] = {
//!     let mut rays = [0; 64];
//!     let mut i = 0;
//!     while i < 64 {
//!         rays[i] = attacks::rook_attacks(Square::ALL[i], 0);
//!         i += 1;
//!     }
//!     rays
//! };
//! assert_eq!(ROOK_RAYS[Square::D4.index()].count_ones(), 14);
//! ```
//!
//! Bitboards are plain `u64`, bit n = square n (a1 = 0, h8 = 63). Sliding
//! attack sets include the first blocker on each ray (of either color) and
//! stop there; the slider's own square is never in its attack set, and its
//! bit in `occupied` is ignored.
//!
//! Sliders use Hyperbola Quintessence (Chess Programming Wiki,
//! <https://www.chessprogramming.org/Hyperbola_Quintessence>): for a line
//! holding one square per rank (file, diagonal, anti-diagonal) the ray
//! toward higher squares is `o - r` and the ray toward lower squares the
//! same subtraction on the byte-swapped board; their XOR, masked to the
//! line, is the attack set. A rank holds eight squares of one byte, which a
//! byte swap cannot reverse, so ranks are looked up in
//! [`FIRST_RANK_ATTACKS`] (Chess Programming Wiki, "First Rank Attacks").
//! Tables read: [`DIAGONAL_MASKS_EX`] (1,024 bytes) and
//! [`FIRST_RANK_ATTACKS`] (512 bytes), 1,536 bytes in all; file masks are
//! computed by a shift.

use crate::color::Color;
use crate::square::Square;

include!(concat!(env!("OUT_DIR"), "/attacks.rs"));

/// Squares a knight on `sq` attacks.
#[inline]
pub const fn knight_attacks(sq: Square) -> u64 {
    KNIGHT_ATTACKS[sq.index()]
}

/// Squares a king on `sq` attacks.
#[inline]
pub const fn king_attacks(sq: Square) -> u64 {
    KING_ATTACKS[sq.index()]
}

/// Squares a pawn of `color` on `sq` attacks (diagonally forward: up the
/// board for white, down for black).
#[inline]
pub const fn pawn_attacks(color: Color, sq: Square) -> u64 {
    PAWN_ATTACKS[color as usize][sq.index()]
}

/// Squares strictly between `a` and `b` when they share a rank, file or
/// diagonal; 0 otherwise (and for adjacent squares and `a == b`).
#[inline]
pub const fn between(a: Square, b: Square) -> u64 {
    BETWEEN[a.index()][b.index()]
}

/// The whole rank, file, diagonal or anti-diagonal through `a` and `b`
/// (both included) when they share one; 0 otherwise and for `a == b`.
#[inline]
pub const fn line(a: Square, b: Square) -> u64 {
    LINE[a.index()][b.index()]
}

/// Hyperbola Quintessence on a line with one square per rank; `mask` is
/// the line through `sq` without `sq`.
#[inline]
const fn line_attacks(sq: Square, occupied: u64, mask: u64) -> u64 {
    let slider = sq.bit();
    let forward = (occupied & mask).wrapping_sub(slider);
    let reverse = (occupied & mask)
        .swap_bytes()
        .wrapping_sub(slider.swap_bytes());
    (forward ^ reverse.swap_bytes()) & mask
}

/// Rank attacks by lookup: the rank's six inner bits index [`FIRST_RANK_ATTACKS`].
#[inline]
const fn rank_attacks(sq: Square, occupied: u64) -> u64 {
    let shift = sq.rank() * 8;
    let inner = ((occupied >> (shift + 1)) & 63) as usize;
    (FIRST_RANK_ATTACKS[sq.file() as usize][inner] as u64) << shift
}

/// Squares a rook on `sq` attacks on the board `occupied` (bit n = square n):
/// along its rank and file up to and including the first occupied square.
#[inline]
pub const fn rook_attacks(sq: Square, occupied: u64) -> u64 {
    let file = (0x0101_0101_0101_0101 << sq.file()) & !sq.bit();
    line_attacks(sq, occupied, file) | rank_attacks(sq, occupied)
}

/// Squares a bishop on `sq` attacks on the board `occupied`: along its
/// diagonal and anti-diagonal up to and including the first occupied square.
#[inline]
pub const fn bishop_attacks(sq: Square, occupied: u64) -> u64 {
    let [diagonal, anti_diagonal] = DIAGONAL_MASKS_EX[sq.index()];
    line_attacks(sq, occupied, diagonal) | line_attacks(sq, occupied, anti_diagonal)
}

/// Squares a queen on `sq` attacks: `rook_attacks | bishop_attacks`.
#[inline]
pub const fn queen_attacks(sq: Square, occupied: u64) -> u64 {
    rook_attacks(sq, occupied) | bishop_attacks(sq, occupied)
}
