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

/// The rank the pawns of `color` start on: rank 2 for white, rank 7 for
/// black, as a bitboard.
#[inline]
pub const fn start_rank(color: Color) -> u64 {
    match color {
        Color::White => 0xFF << 8,
        Color::Black => 0xFF << 48,
    }
}

/// The rank a double push of `color` lands on: rank 4 for white, rank 5
/// for black, as a bitboard.
#[inline]
pub const fn double_push_rank(color: Color) -> u64 {
    match color {
        Color::White => 0xFF << 24,
        Color::Black => 0xFF << 32,
    }
}

/// The rank a pawn of `color` promotes on: rank 8 for white, rank 1 for
/// black, as a bitboard.
#[inline]
pub const fn promotion_rank(color: Color) -> u64 {
    match color {
        Color::White => 0xFF << 56,
        Color::Black => 0xFF,
    }
}

/// The squares the pawns of `color` in `pawns` reach with a single push
/// onto the `empty` squares, all pawns at once (Chess Programming Wiki,
/// "Pawn Pushes (Bitboards)"): each target is one rank in front of its
/// pawn. Pushes onto the promotion rank are included
/// ([`promotion_rank`] picks them out).
///
/// ```
/// use chess_tables::{Color, Square, pawns};
/// let white = Square::E2.bit() | Square::D4.bit();
/// let empty = !(white | Square::D5.bit());
/// assert_eq!(pawns::single_pushes(Color::White, white, empty), Square::E3.bit());
/// assert_eq!(pawns::double_pushes(Color::White, white, empty), Square::E4.bit());
/// ```
#[inline]
pub const fn single_pushes(color: Color, pawns: u64, empty: u64) -> u64 {
    let pushed = match color {
        Color::White => pawns << 8,
        Color::Black => pawns >> 8,
    };
    pushed & empty
}

/// The squares the pawns of `color` in `pawns` reach with a double push:
/// from their start rank, over an empty square onto an empty square of
/// [`double_push_rank`] (Chess Programming Wiki, "Pawn Pushes
/// (Bitboards)"). The square passed over is the en-passant target.
#[inline]
pub const fn double_pushes(color: Color, pawns: u64, empty: u64) -> u64 {
    let once = single_pushes(color, pawns & start_rank(color), empty);
    single_pushes(color, once, empty) & double_push_rank(color)
}
