//! FEN and EPD position parsing, without allocation, with errors that name
//! the field and the byte offset of the offending text.
//!
//! Accepted: six-field FEN (`placement side castling en-passant halfmove
//! fullmove`) and four-field EPD positions (the first four fields, no
//! operations; [`crate::epd`] reads whole EPD lines). Legality is not
//! checked. The rules, with their sources:
//!
//! - **Whitespace.** Fields are separated by runs of the six ASCII
//!   whitespace bytes of C's `isspace`: space, tab (U+0009), line feed
//!   (U+000A), vertical tab (U+000B), form feed (U+000C) and carriage
//!   return (U+000D); the same set may lead and trail. Any other Unicode
//!   whitespace (U+00A0, U+3000, ...) is [`FenError::NonAsciiSpace`], and a
//!   byte-order mark (U+FEFF) at the start is [`FenError::ByteOrderMark`].
//! - **Castling.** `-` or any of `KQkq` once each. A right counts only
//!   while its king and rook stand on their original squares
//!   ([`Position::castling`]; Polyglot's FEN reader and python-chess
//!   `clean_castling_rights` do the same); the letters as written stay
//!   available ([`Position::castling_as_written`]). These keys cover
//!   standard chess only: Shredder-FEN file letters (`HAha`) and X-FEN
//!   rights that only Chess960 explains (the king on its back rank with a
//!   rook of its color on that side, but not the e-file king and corner
//!   rook) are [`FenError::Chess960Castling`].
//! - **En passant.** `-` or a square on rank 6 (white to move) or rank 3
//!   (black to move), else an error. A square no double push can have
//!   produced (no opponent's pawn in front of it, or it or the square the
//!   pawn came from occupied) is dropped, as Polyglot 1.4's FEN reader drops
//!   it: [`Position::en_passant`] is `None`, [`Position::en_passant_as_written`]
//!   keeps the field.

mod error;
mod fields;
mod scan;

pub use error::{FenError, FenField};
pub(crate) use fields::Fields;
pub(crate) use scan::{Scanned, scan};

use crate::position::Position;

/// True for the six ASCII whitespace bytes that separate fields: space,
/// tab, line feed, vertical tab, form feed and carriage return (C `isspace`).
pub(crate) const fn is_separator(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | 0x0B | 0x0C | b'\r')
}

impl Position {
    /// Parses a six-field FEN or a four-field EPD position (rules in the
    /// [module documentation](crate::fen)).
    ///
    /// One byte-level pass reads well-formed input; only input it cannot
    /// accept is read again, field by field, to name the problem. Debug
    /// builds (`debug_assertions`) also read accepted input field by field
    /// and assert that both readings agree, so every test and fuzz run
    /// checks the fast reader against the reference.
    ///
    /// # Errors
    /// A [`FenError`] naming the field and the byte offset of the first
    /// problem. Never panics (but for that debug-build assertion).
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        match scan(fen.as_bytes(), None).and_then(|scanned| scanned.position()) {
            Some(position) => {
                debug_assert_eq!(Ok(position), parse_by_fields(fen), "{fen:?}");
                Ok(position)
            }
            None => parse_by_fields(fen),
        }
    }
}

/// The field-by-field parser, the reference for every result and the only
/// source of errors.
pub(crate) fn parse_by_fields(fen: &str) -> Result<Position, FenError> {
    fields::parse(fen)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_are_numbered_in_order() {
        for (i, field) in FenField::ALL.iter().enumerate() {
            assert_eq!(field.number(), i + 1);
        }
    }
}
