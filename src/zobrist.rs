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
//! position is built on these lookups alone, by the engine or by a
//! position library.
//!
//! A key never changes between releases of the same major version: stored
//! keys (books, transposition-table dumps, fixtures) stay valid.

pub use crate::en_passant::{en_passant_capturer_squares, polyglot_en_passant_counts};

use crate::castling::CastlingRights;
use crate::piece::Piece;
use crate::square::Square;

include!(concat!(env!("OUT_DIR"), "/zobrist.rs"));

/// One Zobrist key set in the Polyglot layout, with its castling table:
/// data only. When a key goes into the key of a whole position (which
/// en-passant squares count) is the position crate's policy.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Keys {
    keys: &'static [u64; 781],
    castling: &'static [u64; 16],
}

/// The Polyglot Random64 keys: [`POLYGLOT_KEYS`] and [`POLYGLOT_CASTLING`].
pub const POLYGLOT: Keys = Keys {
    keys: &POLYGLOT_KEYS,
    castling: &POLYGLOT_CASTLING,
};

/// The seeded keys: [`SEEDED_KEYS`] and [`SEEDED_CASTLING`].
pub const SEEDED: Keys = Keys {
    keys: &SEEDED_KEYS,
    castling: &SEEDED_CASTLING,
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
        // The rights are 4 bits; the mask says so to the compiler, which
        // then checks no bound (and links no panic).
        self.castling[rights.bits() as usize & 15]
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
}
