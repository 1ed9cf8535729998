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

    extern crate std;
    use std::string::String;

    /// Every single-byte edit (replace, insert, delete) of a few FENs: the
    /// one-pass reader accepts only what the field parser accepts, with
    /// the same position, and its piece key is the key of that position.
    #[test]
    fn one_pass_reader_agrees_with_the_field_parser_on_edits() {
        let fens = [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 b - - 0 1",
        ];
        let alphabet = b"pnbrqkPNBRQK012345678/ wb-KQkqaeh9x\t";
        let keys = &crate::zobrist::POLYGLOT_KEYS;
        let (mut accepted, mut rejected) = (0, 0);
        for fen in fens {
            let bytes = fen.as_bytes();
            for i in 0..=bytes.len() {
                for &c in alphabet {
                    let mut edits = std::vec![];
                    let mut insert = bytes.to_vec();
                    insert.insert(i, c);
                    edits.push(insert);
                    if i < bytes.len() {
                        let mut replace = bytes.to_vec();
                        replace[i] = c;
                        edits.push(replace);
                        let mut delete = bytes.to_vec();
                        delete.remove(i);
                        edits.push(delete);
                    }
                    for edit in edits {
                        let text = String::from_utf8(edit).unwrap();
                        let reference = fields::parse(&text);
                        match scan(text.as_bytes(), Some(keys)).map(|s| (s.position(), s.piece_key))
                        {
                            Some((Some(position), piece_key)) => {
                                assert_eq!(Ok(position), reference, "{text:?}");
                                let mut expected = 0;
                                for piece in crate::Piece::ALL {
                                    for sq in crate::Square::ALL {
                                        if position.pieces(piece) & sq.bit() != 0 {
                                            expected ^= keys[64 * piece.index() + sq.index()];
                                        }
                                    }
                                }
                                assert_eq!(piece_key, expected, "{text:?}");
                                accepted += 1;
                            }
                            // Stale rights only Chess960 explains: the field parser names them.
                            Some((None, _)) => assert!(reference.is_err(), "{text:?}"),
                            None => {
                                rejected += 1;
                                assert!(reference.is_err(), "{text:?}");
                            }
                        }
                    }
                }
            }
        }
        assert!(accepted > 100 && rejected > 10_000, "{accepted} {rejected}");
    }

    #[test]
    fn fields_are_numbered_in_order() {
        for (i, field) in FenField::ALL.iter().enumerate() {
            assert_eq!(field.number(), i + 1);
        }
    }
}
