//! The Zobrist key of a whole position or FEN: [`PositionKeys`], an
//! extension trait on chess-tables' key sets ([`Keys`]), in this crate's
//! [`prelude`](crate::prelude).
//!
//! Keys hash the castling rights and en-passant square that count
//! ([`Position::castling`], [`Position::en_passant`]: rights whose king and
//! rook are at home, an en-passant square a double push can have produced)
//! and the en-passant square the rule counts ([`EnPassantRule`]:
//! Polyglot's for [`key`](PositionKeys::key) and
//! [`fen_key`](PositionKeys::fen_key), either for
//! [`key_with_rule`](PositionKeys::key_with_rule)). With [`POLYGLOT`](crate::zobrist::POLYGLOT) the key is
//! the Polyglot book key (Polyglot book format,
//! <http://hgm.nubati.net/book_format.html>; Chess Programming Wiki,
//! "Zobrist Hashing"). A key never changes within a major version of this
//! crate: `tests/golden-keys.txt` pins them.

use crate::fen::{FenError, Scanned, parse_by_fields, scan};
use crate::position::Position;
use chess_tables::castling::{CastlingMode, CastlingRights};
use chess_tables::zobrist::Keys;
use chess_tables::{Color, Square};

/// The key of a whole position or FEN under a key set: `POLYGLOT.key(&position)`,
/// `POLYGLOT.fen_key(fen)`.
///
/// No method shares a name with a method of a standard trait that [`Keys`]
/// implements (`Hash::hash` above all), so `use std::hash::Hash;` beside the
/// prelude leaves every call unambiguous.
///
/// An extension trait because the key sets are chess-tables' type: bring it
/// into scope with `use chess_tables_position::prelude::*;`. It is
/// implemented for [`Keys`] alone and sealed, so its methods can grow
/// without a breaking change.
///
/// ```
/// use chess_tables_position::prelude::*;
///
/// let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
/// assert_eq!(POLYGLOT.fen_key(start), Ok(0x463b96181691fc9c));
/// let position: Position = start.parse()?;
/// assert_eq!(POLYGLOT.key(&position), 0x463b96181691fc9c);
/// # Ok::<(), chess_tables_position::FenError>(())
/// ```
pub trait PositionKeys: sealed::Sealed {
    /// The key of `position` under Polyglot's en-passant rule: XOR of its
    /// piece keys, the key of its effective castling rights
    /// ([`Position::castling`]), the en-passant key when
    /// [`EnPassantRule::Polyglot`] counts it, and the side-to-move key when
    /// white is to move. With `POLYGLOT` this is the Polyglot book key.
    fn key(&self, position: &Position) -> u64;

    /// The key of `position` with the en-passant key counted by `rule`:
    /// `key_with_rule(p, EnPassantRule::Polyglot) == key(p)`;
    /// [`EnPassantRule::Legal`] gives the repetition-safe key.
    ///
    /// ```
    /// use chess_tables_position::prelude::*;
    ///
    /// // White's e5 pawn stands beside d5, but taking en passant would
    /// // empty the fifth rank between the a5 king and the h5 rook.
    /// let position: Position = "8/8/8/K2pP2r/8/8/8/4k3 w - d6 0 1".parse()?;
    /// let polyglot = POLYGLOT.key(&position);
    /// assert_eq!(POLYGLOT.key_with_rule(&position, EnPassantRule::Polyglot), polyglot);
    /// assert_ne!(POLYGLOT.key_with_rule(&position, EnPassantRule::Legal), polyglot);
    /// # Ok::<(), FenError>(())
    /// ```
    fn key_with_rule(&self, position: &Position, rule: EnPassantRule) -> u64;

    /// The key of the position in a FEN (six fields, or five) or a
    /// four-field EPD string, read as standard chess; no allocation. Same
    /// rules and errors as `fen.parse::<Position>()`: castling rights whose
    /// king or rook is not at home and an en-passant square no double push
    /// can have produced do not count.
    ///
    /// Hashing is not a legality check: positions without kings, with pawns
    /// on the back ranks or with more than eight pawns still hash.
    ///
    /// # Errors
    /// [`FenError`] naming the field, the first byte that is wrong and its
    /// token when `fen` does not parse.
    fn fen_key(&self, fen: &str) -> Result<u64, FenError>;

    /// The key of the position in a FEN or EPD string read in `mode`: in
    /// [`CastlingMode::Chess960`] the castling field is X-FEN or
    /// Shredder-FEN ([`Position::from_fen_with_mode`]), and each Chess960
    /// right takes the key of its colour and side of the king, as
    /// python-chess's `zobrist_hash(chess.Board(fen, chess960=True))` does.
    ///
    /// # Errors
    /// As [`PositionKeys::fen_key`].
    fn fen_key_with_mode(&self, fen: &str, mode: CastlingMode) -> Result<u64, FenError>;
}

mod sealed {
    pub trait Sealed {}
    impl Sealed for chess_tables::zobrist::Keys {}
}

/// When the en-passant key goes into the key of a whole position, as
/// [`PositionKeys::key_with_rule`] takes it (shakmaty calls the same
/// choice `EnPassantMode`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum EnPassantRule {
    /// Polyglot's rule (Polyglot book format, `book_format.html`, "en
    /// passant"): the key counts whenever a pawn of the side to move stands
    /// beside the pawn that just moved two squares, even when the capture
    /// would be illegal ([`Position::polyglot_en_passant`],
    /// `chess_tables::zobrist::polyglot_en_passant_counts` on bitboards).
    /// The default, and what Polyglot books use.
    #[default]
    Polyglot,
    /// The repetition-safe rule: the key counts only when an en-passant
    /// capture is legal ([`Position::legal_en_passant`]), so a position
    /// reached with and without a (useless) en-passant square gets one
    /// key, as repetition detection needs. Keys differ from Polyglot
    /// books' when a capture is pseudo-legal only.
    Legal,
}

impl EnPassantRule {
    /// The en-passant square whose key goes into `position`'s key under
    /// this rule, if any: [`Position::polyglot_en_passant`] or
    /// [`Position::legal_en_passant`].
    #[inline]
    pub fn square(self, position: &Position) -> Option<Square> {
        match self {
            EnPassantRule::Polyglot => position.polyglot_en_passant(),
            EnPassantRule::Legal => position.legal_en_passant(),
        }
    }
}

impl PositionKeys for Keys {
    #[inline]
    fn key(&self, position: &Position) -> u64 {
        self.key_with_rule(position, EnPassantRule::Polyglot)
    }

    #[inline]
    fn key_with_rule(&self, position: &Position, rule: EnPassantRule) -> u64 {
        let raw = self.raw();
        let mut key = 0;
        for (kind, &pieces) in position.pieces.iter().enumerate() {
            let keys = &raw[64 * kind..64 * kind + 64];
            let mut rest = pieces;
            while rest != 0 {
                key ^= keys[rest.trailing_zeros() as usize];
                rest &= rest - 1;
            }
        }
        finish(self, position, rule, key)
    }

    #[inline]
    fn fen_key(&self, fen: &str) -> Result<u64, FenError> {
        // One pass that hashes the pieces while it reads them; the text is
        // read again, field by field, only to name an error.
        if let Some(scanned) = scan(fen.as_bytes(), Some(self.raw())) {
            let key = match hash_scanned(self, &scanned) {
                Some(key) => key,
                // An odd `Q`: the whole position.
                None => self.key(&scanned.position(CastlingMode::Standard)),
            };
            debug_assert_eq!(
                Ok(key),
                parse_by_fields(fen, CastlingMode::Standard).map(|p| self.key(&p)),
                "{fen:?}"
            );
            return Ok(key);
        }
        Ok(self.key(&parse_by_fields(fen, CastlingMode::Standard)?))
    }

    #[inline]
    fn fen_key_with_mode(&self, fen: &str, mode: CastlingMode) -> Result<u64, FenError> {
        match mode {
            CastlingMode::Standard => self.fen_key(fen),
            CastlingMode::Chess960 => Ok(self.key(&Position::from_fen_with_mode(fen, mode)?)),
        }
    }
}

/// The key from the one-pass reader's mailbox (standard chess, Polyglot's
/// en-passant rule), or `None` when the whole position is needed (a `Q`
/// that may name the h1 rook). The reader applies [`Position`]'s rules.
#[inline(always)]
fn hash_scanned(keys: &Keys, scanned: &Scanned) -> Option<u64> {
    let castling = scanned.standard_castling_bits()?;
    let mut key = scanned.piece_key ^ keys.castling(CastlingRights::from_bits(castling));
    if let Some(target) = scanned.polyglot_en_passant() {
        key ^= keys.en_passant(target);
    }
    if let Color::White = scanned.side_to_move {
        key ^= keys.white_to_move();
    }
    Some(key)
}

/// `piece_key` (the XOR of the piece keys) with the castling, en-passant
/// (under `rule`) and side-to-move keys of `position`.
#[inline(always)]
fn finish(keys: &Keys, position: &Position, rule: EnPassantRule, piece_key: u64) -> u64 {
    let mut key = piece_key ^ keys.castling(position.castling());
    if let Some(target) = rule.square(position) {
        key ^= keys.en_passant(target);
    }
    if let Color::White = position.side_to_move() {
        key ^= keys.white_to_move();
    }
    key
}
