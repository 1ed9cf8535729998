//! Pawn-structure masks and the rule of the square (Chess Programming Wiki,
//! "Pawn Spans", "Passed Pawns (Bitboards)", "Isolated Pawns (Bitboards)",
//! "Rule of the Square").
//!
//! "In front of" a square means on a rank nearer the color's promotion
//! rank: toward rank 8 for white, toward rank 1 for black. The masks are
//! defined on every square by that rule, back ranks included: a square on
//! the color's last rank has nothing in front (0), one on its first rank
//! has the other seven ranks in front. Tables are indexed `[color]` with
//! [`Color`] (white 0, black 1).
//!
//! ```
//! use chess_tables::{Color, Square, pawns};
//!
//! // A white pawn on e4 against black pawns on d6 and h7: d6 guards e5.
//! let black = Square::D6.bit() | Square::H7.bit();
//! assert!(!pawns::is_passed(Color::White, Square::E4, black));
//! assert!(pawns::is_passed(Color::White, Square::E4, Square::H7.bit()));
//! // The black king on c5 catches a white pawn on a4, with the move.
//! assert!(pawns::in_the_square(Color::White, Square::A4, Square::C5));
//! assert!(!pawns::in_the_square(Color::White, Square::A4, Square::F5));
//! ```

use crate::color::Color;
use crate::square::Square;

include!(concat!(env!("OUT_DIR"), "/pawns.rs"));

/// The squares in front of `sq` on its file, for a pawn of `color`.
#[inline]
pub const fn forward_file(color: Color, sq: Square) -> u64 {
    FORWARD_FILE[color as usize][sq.index()]
}

/// The squares in front of `sq` on the adjacent files: every square a
/// pawn of `color` there could attack as it advances.
#[inline]
pub const fn pawn_attack_span(color: Color, sq: Square) -> u64 {
    PAWN_ATTACK_SPAN[color as usize][sq.index()]
}

/// Forward file plus attack span: the squares an enemy pawn must not
/// occupy for a pawn of `color` on `sq` to be passed.
#[inline]
pub const fn passed_pawn_span(color: Color, sq: Square) -> u64 {
    PASSED_PAWN_SPAN[color as usize][sq.index()]
}

/// Whether a pawn of `color` on `sq` is passed: no pawn of `enemy_pawns`
/// (a bitboard) stands in front of it on its file or the adjacent files.
#[inline]
pub const fn is_passed(color: Color, sq: Square, enemy_pawns: u64) -> bool {
    passed_pawn_span(color, sq) & enemy_pawns == 0
}

/// Every square on the ranks in front of `sq`'s rank, for `color`.
#[inline]
pub const fn forward_ranks(color: Color, sq: Square) -> u64 {
    FORWARD_RANKS[color as usize][sq.rank() as usize]
}

/// The files beside `sq`'s file (not the file itself): a pawn is isolated
/// when no friendly pawn stands on them.
#[inline]
pub const fn adjacent_files(sq: Square) -> u64 {
    ADJACENT_FILES[sq.file() as usize]
}

/// The rule of the square: the squares from which the defending king, with
/// the move, catches a pawn of `color` on `sq` (0 for a pawn on the first
/// or last rank). See [`RULE_OF_THE_SQUARE`].
#[inline]
pub const fn rule_of_the_square(color: Color, sq: Square) -> u64 {
    RULE_OF_THE_SQUARE[color as usize][sq.index()]
}

/// Whether the defending king on `king`, with the move, catches the pawn of
/// `color` on `pawn` by the rule of the square (other pieces ignored).
#[inline]
pub const fn in_the_square(color: Color, pawn: Square, king: Square) -> bool {
    rule_of_the_square(color, pawn) & king.bit() != 0
}
