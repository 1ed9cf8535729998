//! Zobrist keys in the Polyglot layout (Chess Programming Wiki, "Zobrist
//! Hashing"; Polyglot book format, <http://hgm.nubati.net/book_format.html>).
//!
//! Two key sets share one layout of 781 keys: piece keys at
//! `64 * polyglot_kind + square` (0..=767), castling 768..=771 (white short,
//! white long, black short, black long), en-passant file 772..=779, side to
//! move 780 (XORed when white is to move).
//!
//! - [`POLYGLOT`]: the published Random64 table; keys match Polyglot
//!   opening books.
//! - [`SEEDED`]: keys from SplitMix64 with a fixed, documented seed
//!   ([`SEEDED_SEED`]); reproducible in any language.
//!
//! This feature, `zobrist`, has the key tables and their lookups by piece,
//! castling rights, en-passant file and side to move ([`Keys::piece`],
//! [`Keys::castling`], [`Keys::en_passant`], [`Keys::white_to_move`],
//! [`polyglot_en_passant_counts`]): what an engine that updates its key
//! move by move needs. The `position` feature adds the key of a whole
//! position or FEN ([`Keys::hash`], [`Keys::hash_fen`]).
//!
//! Keys hash the castling rights and en-passant square that count
//! ([`Position::castling`], [`Position::en_passant`]: rights whose king and
//! rook are at home, an en-passant square a double push can have produced)
//! and, by default, Polyglot's en-passant rule ([`EnPassantRule`]).
//!
//! A key never changes between releases of the same major version: stored
//! keys (books, transposition-table dumps, fixtures) stay valid.
//!
#![doc = position_link!("Keys::hash", "Keys::hash")]
#![doc = position_link!("Keys::hash_fen", "Keys::hash_fen")]
#![doc = position_link!("Position::castling", "crate::Position::castling")]
#![doc = position_link!("Position::en_passant", "crate::Position::en_passant")]

pub use crate::en_passant::polyglot_en_passant_counts;

#[cfg(feature = "position")]
use crate::castling::CastlingMode;
use crate::castling::CastlingRights;
#[cfg(feature = "position")]
use crate::color::Color;
#[cfg(feature = "position")]
use crate::fen::{FenError, Scanned, parse_by_fields, scan};
use crate::piece::Piece;
#[cfg(feature = "position")]
use crate::position::Position;
use crate::square::Square;

include!(concat!(env!("OUT_DIR"), "/zobrist.rs"));

/// One Zobrist key set in the Polyglot layout, with its castling table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Keys {
    keys: &'static [u64; 781],
    castling: &'static [u64; 16],
    en_passant_rule: EnPassantRule,
}

/// When the en-passant key goes into a key ([`Keys::hash`] and
/// [`Keys::hash_fen`], `position` feature). Both rules first drop an
/// en-passant square no double push can have produced
/// ([`Position::en_passant`]).
///
/// Non-exhaustive: the `attacks` feature adds `EnPassantRule::Legal`, so
/// a `match` needs a wildcard arm and features stay additive.
///
#[doc = position_link!("Keys::hash", "Keys::hash")]
#[doc = position_link!("Keys::hash_fen", "Keys::hash_fen")]
#[doc = position_link!("Position::en_passant", "crate::Position::en_passant")]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum EnPassantRule {
    /// Polyglot's rule (`book_format.html`, "en passant"): the key counts
    /// whenever a pawn of the side to move stands beside the pawn that just
    /// moved two squares, even when the capture would be illegal
    /// ([`Position::polyglot_en_passant`]). The default, and what
    /// Polyglot books use.
    ///
    #[doc = position_link!("Position::polyglot_en_passant", "crate::Position::polyglot_en_passant")]
    #[default]
    Polyglot,
    /// The repetition-safe rule: the key counts only when an en-passant
    /// capture is legal ([`Position::legal_en_passant`]), so a position
    /// reached with and without a (useless) en-passant square gets one key,
    /// as repetition detection needs. Keys differ from Polyglot books'
    /// when a capture is pseudo-legal only. Needs the `attacks` feature.
    ///
    #[doc = position_link!("Position::legal_en_passant", "crate::Position::legal_en_passant")]
    #[cfg(feature = "attacks")]
    #[cfg_attr(docsrs, doc(cfg(feature = "attacks")))]
    Legal,
}

/// The Polyglot Random64 keys: [`POLYGLOT_KEYS`] and [`POLYGLOT_CASTLING`].
pub const POLYGLOT: Keys = Keys {
    keys: &POLYGLOT_KEYS,
    castling: &POLYGLOT_CASTLING,
    en_passant_rule: EnPassantRule::Polyglot,
};

/// The seeded keys: [`SEEDED_KEYS`] and [`SEEDED_CASTLING`].
pub const SEEDED: Keys = Keys {
    keys: &SEEDED_KEYS,
    castling: &SEEDED_CASTLING,
    en_passant_rule: EnPassantRule::Polyglot,
};

impl Keys {
    /// All 781 keys in the Polyglot layout.
    #[inline]
    pub const fn raw(&self) -> &'static [u64; 781] {
        self.keys
    }

    /// Key of `piece` on `sq`: `raw()[64 * piece.polyglot_kind() + sq.index()]`.
    #[inline]
    pub const fn piece(&self, piece: Piece, sq: Square) -> u64 {
        self.keys[64 * piece.polyglot_kind() + sq.index()]
    }

    /// Key of a set of castling rights: the XOR of the keys of the rights
    /// present (0 for none), one load.
    #[inline]
    pub const fn castling(&self, rights: CastlingRights) -> u64 {
        self.castling[rights.bits() as usize]
    }

    /// En-passant key for the file of `target` (the en-passant target square).
    #[inline]
    pub const fn en_passant(&self, target: Square) -> u64 {
        self.keys[772 + target.file() as usize]
    }

    /// Side-to-move key, XORed into the key when white is to move.
    #[inline]
    pub const fn white_to_move(&self) -> u64 {
        self.keys[780]
    }

    /// The same keys with another en-passant rule, e.g.
    /// `POLYGLOT.with_en_passant_rule(EnPassantRule::Legal)` (`attacks`
    /// feature) for repetition-safe keys.
    #[inline]
    pub const fn with_en_passant_rule(self, rule: EnPassantRule) -> Keys {
        Keys {
            en_passant_rule: rule,
            ..self
        }
    }

    /// The en-passant rule of these keys ([`EnPassantRule::Polyglot`] for
    /// [`POLYGLOT`] and [`SEEDED`]).
    #[inline]
    pub const fn en_passant_rule(&self) -> EnPassantRule {
        self.en_passant_rule
    }

    /// The en-passant square whose key goes into `position`'s key under
    /// these keys' rule, if any.
    #[cfg(feature = "position")]
    #[cfg_attr(docsrs, doc(cfg(feature = "position")))]
    #[inline]
    pub const fn hashed_en_passant(&self, position: &Position) -> Option<Square> {
        match self.en_passant_rule {
            EnPassantRule::Polyglot => position.polyglot_en_passant(),
            #[cfg(feature = "attacks")]
            EnPassantRule::Legal => position.legal_en_passant(),
        }
    }

    /// The key of `position`: XOR of its piece keys, the key of its
    /// effective castling rights ([`Position::castling`]), the en-passant
    /// key when the rule counts it ([`Keys::hashed_en_passant`]), and the
    /// side-to-move key when white is to move. With [`POLYGLOT`] this is the
    /// Polyglot book key.
    #[cfg(feature = "position")]
    #[cfg_attr(docsrs, doc(cfg(feature = "position")))]
    #[inline]
    pub fn hash(&self, position: &Position) -> u64 {
        let mut key = 0;
        for (kind, &pieces) in position.pieces.iter().enumerate() {
            let keys = &self.keys[64 * kind..64 * kind + 64];
            let mut rest = pieces;
            while rest != 0 {
                key ^= keys[rest.trailing_zeros() as usize];
                rest &= rest - 1;
            }
        }
        self.finish(position, key)
    }

    /// The key of the position in a FEN (six fields, or five) or a
    /// four-field EPD string, read as standard chess; no allocation. Same
    /// rules and errors as [`Position::from_fen`]: castling rights whose
    /// king or rook is not at home and an en-passant square no double push
    /// can have produced do not count.
    ///
    /// Hashing is not a legality check: positions without kings, with pawns
    /// on the back ranks or with more than eight pawns still hash.
    ///
    /// # Errors
    /// [`FenError`] naming the field and byte offset when `fen` does not parse.
    #[cfg(feature = "position")]
    #[cfg_attr(docsrs, doc(cfg(feature = "position")))]
    #[inline]
    pub fn hash_fen(&self, fen: &str) -> Result<u64, FenError> {
        // One pass that hashes the pieces while it reads them; the text is
        // read again, field by field, only to name an error.
        if let Some(scanned) = scan(fen.as_bytes(), Some(self.keys)) {
            let key = match self.hash_scanned(&scanned) {
                Some(key) => key,
                // The legal en-passant rule, or an odd `Q`: the whole position.
                None => self.hash(&scanned.position(CastlingMode::Standard)),
            };
            debug_assert_eq!(
                Ok(key),
                parse_by_fields(fen, CastlingMode::Standard).map(|p| self.hash(&p)),
                "{fen:?}"
            );
            return Ok(key);
        }
        Ok(self.hash(&parse_by_fields(fen, CastlingMode::Standard)?))
    }

    /// The key of the position in a FEN or EPD string read in `mode`: in
    /// [`CastlingMode::Chess960`] the castling field is X-FEN or
    /// Shredder-FEN ([`Position::from_fen_with_mode`]), and each Chess960
    /// right takes the key of its colour and side of the king, as
    /// python-chess's `zobrist_hash(chess.Board(fen, chess960=True))` does.
    ///
    /// # Errors
    /// As [`Keys::hash_fen`].
    #[cfg(feature = "position")]
    #[cfg_attr(docsrs, doc(cfg(feature = "position")))]
    #[inline]
    pub fn hash_fen_with_mode(&self, fen: &str, mode: CastlingMode) -> Result<u64, FenError> {
        match mode {
            CastlingMode::Standard => self.hash_fen(fen),
            CastlingMode::Chess960 => Ok(self.hash(&Position::from_fen_with_mode(fen, mode)?)),
        }
    }

    /// The key from the one-pass reader's mailbox (standard chess), or
    /// `None` when the whole position is needed (a capturer beside the
    /// pushed pawn under [`EnPassantRule::Legal`]; a `Q` that may name the
    /// h1 rook). The reader applies
    /// [`Position`]'s rules.
    #[cfg(feature = "position")]
    #[inline(always)]
    fn hash_scanned(&self, scanned: &Scanned) -> Option<u64> {
        let castling = scanned.standard_castling_bits()?;
        let mut key = scanned.piece_key ^ self.castling[usize::from(castling)];
        if let Some(target) = scanned.polyglot_en_passant() {
            match self.en_passant_rule {
                EnPassantRule::Polyglot => key ^= self.en_passant(target),
                #[cfg(feature = "attacks")]
                EnPassantRule::Legal => return None,
            }
        }
        if let Color::White = scanned.side_to_move {
            key ^= self.white_to_move();
        }
        Some(key)
    }

    /// `piece_key` (the XOR of the piece keys) with the castling,
    /// en-passant and side-to-move keys of `position`.
    #[cfg(feature = "position")]
    #[inline(always)]
    fn finish(&self, position: &Position, piece_key: u64) -> u64 {
        let mut key = piece_key ^ self.castling(position.castling());
        if let Some(target) = self.hashed_en_passant(position) {
            key ^= self.en_passant(target);
        }
        if let Color::White = position.side_to_move() {
            key ^= self.white_to_move();
        }
        key
    }
}
