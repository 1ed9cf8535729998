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
//! A key never changes between releases of the same major version: stored
//! keys (books, transposition-table dumps, fixtures) stay valid.

use crate::Color;
use crate::fen::FenError;
use crate::position::{CastlingRights, Position};
use crate::{Piece, Square};

include!(concat!(env!("OUT_DIR"), "/zobrist.rs"));

/// One Zobrist key set in the Polyglot layout, with its castling table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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
    pub const fn raw(&self) -> &'static [u64; 781] {
        self.keys
    }

    /// Key of `piece` on `sq`: `raw()[64 * piece.polyglot_kind() + sq.index()]`.
    pub const fn piece(&self, piece: Piece, sq: Square) -> u64 {
        self.keys[64 * piece.polyglot_kind() + sq.index()]
    }

    /// Key of a set of castling rights: the XOR of the keys of the rights
    /// present (0 for none), one load.
    pub const fn castling(&self, rights: CastlingRights) -> u64 {
        self.castling[rights.bits() as usize]
    }

    /// En-passant key for the file of `target` (the en-passant target square).
    pub const fn en_passant(&self, target: Square) -> u64 {
        self.keys[772 + target.file() as usize]
    }

    /// Side-to-move key, XORed into the key when white is to move.
    pub const fn white_to_move(&self) -> u64 {
        self.keys[780]
    }

    /// The key of `position`: XOR of its piece keys, castling key, the
    /// en-passant key when [`Position::polyglot_en_passant`] counts it, and
    /// the side-to-move key when white is to move. With [`POLYGLOT`] this is
    /// the Polyglot book key.
    pub fn hash(&self, position: &Position) -> u64 {
        let mut key = Square::all()
            .filter_map(|sq| Some(self.piece(position.piece_at(sq)?, sq)))
            .fold(0, |acc, k| acc ^ k);
        key ^= self.castling(position.castling());
        if let Some(target) = position.polyglot_en_passant() {
            key ^= self.en_passant(target);
        }
        if position.side_to_move() == Color::White {
            key ^= self.white_to_move();
        }
        key
    }

    /// The key of the position in a six-field FEN or four-field EPD string;
    /// no allocation.
    ///
    /// Hashing is not a legality check: positions without kings, with pawns
    /// on the back ranks or with more than eight pawns still hash.
    ///
    /// # Errors
    /// [`FenError`] naming the field and byte offset when `fen` does not parse.
    pub fn hash_fen(&self, fen: &str) -> Result<u64, FenError> {
        Ok(self.hash(&Position::from_fen(fen)?))
    }
}

pub mod book;
