//! Polyglot's en-passant rule on bitboards, for the keys (re-exported in
//! [`zobrist`](crate::zobrist)).

use crate::color::Color;
use crate::square::Square;

/// Polyglot's en-passant rule on an engine's own bitboards: true when one
/// of `pawns` (the pawns of `side_to_move`, bit n = square n) stands
/// beside the pawn that has just moved two squares past `target`, that is,
/// attacks `target`; then the key includes the en-passant file
/// ([`Keys::en_passant`](crate::zobrist::Keys::en_passant)). Whether the capture is legal does not matter
/// (Polyglot book format, `book_format.html`, "en passant"). `target` is
/// the square the pawn passed over, on rank 6 with white to move, rank 3
/// with black; on any other rank the answer is false. A key updated move
/// by move with this rule agrees with a Polyglot key hashed whole.
///
/// ```
/// use chess_tables::{Color, Square, zobrist};
/// // 1. e4 ... d5 2. e5 f5: white's e5 pawn stands beside f5.
/// let white_pawns = Square::E5.bit() | Square::A2.bit();
/// assert!(zobrist::polyglot_en_passant_counts(Color::White, Square::F6, white_pawns));
/// assert!(!zobrist::polyglot_en_passant_counts(Color::White, Square::C6, white_pawns));
/// ```
#[inline]
pub const fn polyglot_en_passant_counts(side_to_move: Color, target: Square, pawns: u64) -> bool {
    en_passant_capturer_squares(side_to_move, target) & pawns != 0
}

/// The squares from which a pawn of `side_to_move` takes en passant on
/// `target`, as a bitboard (bit n = square n): the one or two squares
/// beside the pawn that passed over `target`; 0 when `target` is not on
/// rank 6 with white to move or rank 3 with black. Polyglot's rule
/// ([`polyglot_en_passant_counts`]) is this mask ANDed with the pawns of
/// `side_to_move`; a legality check starts from the same squares.
///
/// ```
/// use chess_tables::{Color, Square, zobrist};
/// let beside = zobrist::en_passant_capturer_squares(Color::White, Square::F6);
/// assert_eq!(beside, Square::E5.bit() | Square::G5.bit());
/// assert_eq!(zobrist::en_passant_capturer_squares(Color::White, Square::A6), Square::B5.bit());
/// assert_eq!(zobrist::en_passant_capturer_squares(Color::Black, Square::F6), 0);
/// ```
#[inline]
pub const fn en_passant_capturer_squares(side_to_move: Color, target: Square) -> u64 {
    let t = target.index() as u32;
    let pushed = match (side_to_move, target.rank()) {
        (Color::White, 5) => t - 8,
        (Color::Black, 2) => t + 8,
        _ => return 0,
    };
    let not_file_a = 0xFEFE_FEFE_FEFE_FEFE;
    let not_file_h = 0x7F7F_7F7F_7F7F_7F7F;
    let bit = 1u64 << pushed;
    ((bit << 1) & not_file_a) | ((bit >> 1) & not_file_h)
}
