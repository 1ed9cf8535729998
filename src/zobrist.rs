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
//! This module has the keys as data: the key tables and their lookups by
//! piece, castling rights, en-passant file and side to move
//! ([`Keys::piece`], [`Keys::castling`], [`Keys::en_passant`],
//! [`Keys::white_to_move`]) and Polyglot's en-passant rule on bitboards
//! ([`polyglot_en_passant_counts`], [`en_passant_capturer_squares`]): what
//! an engine that updates its key move by move needs. The key of a whole
//! position or FEN is the position crate's (`chess-tables-position`: its
//! `PositionKeys` trait adds `hash` and `hash_fen` to [`Keys`]), built on
//! these lookups alone.
//!
//! A key never changes between releases of the same major version: stored
//! keys (books, transposition-table dumps, fixtures) stay valid.

pub use crate::en_passant::{en_passant_capturer_squares, polyglot_en_passant_counts};

use crate::castling::CastlingRights;
use crate::piece::Piece;
use crate::square::Square;

include!(concat!(env!("OUT_DIR"), "/zobrist.rs"));

/// One Zobrist key set in the Polyglot layout, with its castling table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Keys {
    keys: &'static [u64; 781],
    castling: &'static [u64; 16],
    en_passant_rule: EnPassantRule,
}

/// When the en-passant key goes into the key of a whole position: a tag
/// the key set carries for the position crate's hashing
/// (`chess-tables-position`, `PositionKeys::hash`), which first drops an
/// en-passant square no double push can have produced under both rules.
/// An engine that updates its key move by move applies the rule itself
/// ([`polyglot_en_passant_counts`] for Polyglot's).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum EnPassantRule {
    /// Polyglot's rule (`book_format.html`, "en passant"): the key counts
    /// whenever a pawn of the side to move stands beside the pawn that just
    /// moved two squares, even when the capture would be illegal
    /// ([`polyglot_en_passant_counts`]). The default, and what Polyglot
    /// books use.
    #[default]
    Polyglot,
    /// The repetition-safe rule: the key counts only when an en-passant
    /// capture is legal (the position crate's
    /// `Position::legal_en_passant`), so a position reached with and
    /// without a (useless) en-passant square gets one key, as repetition
    /// detection needs. Keys differ from Polyglot books' when a capture is
    /// pseudo-legal only.
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

    /// Key of `piece` on `sq`: `raw()[64 * piece.index() + sq.index()]`.
    #[inline]
    pub const fn piece(&self, piece: Piece, sq: Square) -> u64 {
        self.keys[64 * piece.index() + sq.index()]
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
    /// `POLYGLOT.with_en_passant_rule(EnPassantRule::Legal)` for
    /// repetition-safe keys.
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
}
