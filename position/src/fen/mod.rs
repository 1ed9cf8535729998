//! FEN in and out: FEN and EPD positions read without allocation, with
//! errors that name the field, the first byte that makes the input wrong
//! and the token that holds it ([`FenError`]); [`Position`] written back as
//! FEN (`Display`, [`ShredderFen`]).
//!
//! Accepted: FEN with six fields (`placement side castling en-passant
//! halfmove fullmove`) or five (no fullmove number, as python-chess reads
//! it), and four-field EPD positions (no operations; [`crate::epd`] reads
//! whole EPD lines). Legality is not checked. The castling field is read
//! as standard chess (`fen.parse::<Position>()`) or in a [`CastlingMode`]
//! ([`Position::from_fen_with_mode`]). The rules, with their sources
//! (python-chess 1.11 is the reference; `docs/fen-and-epd.md` in the
//! repository lists where this crate is stricter and why):
//!
//! - **Whitespace.** Fields are separated by runs of the six ASCII
//!   whitespace bytes of C's `isspace`: space, tab (U+0009), line feed
//!   (U+000A), vertical tab (U+000B), form feed (U+000C) and carriage
//!   return (U+000D); the same set may lead and trail. Any other Unicode
//!   whitespace (U+00A0, U+3000, ...) is [`FenErrorKind::NonAsciiSpace`],
//!   and a byte-order mark (U+FEFF) at the start is
//!   [`FenErrorKind::ByteOrderMark`].
//! - **Castling letters.** `-`, or up to two white letters then up to two
//!   black ones, each `K`/`Q` (X-FEN) or a file letter `A`-`H`
//!   (Shredder-FEN), lowercase for black (python-chess's syntax).
//! - **Castling rights that count** ([`Position::castling`]): in standard
//!   chess a right named by `K`/`H` (`Q`/`A`) counts while its king stands
//!   on e1/e8 and its rook on h1/h8 (a1/a8); other letters and stale rights
//!   are dropped, not errors (python-chess `clean_castling_rights`,
//!   Polyglot's FEN reader). In Chess960 the letters name rooks (`K` the
//!   outermost right of the king, `Q` left of it, a file letter its file)
//!   and each colour keeps the outermost named rook on each side of its
//!   king, with the rook's file. [`Position::castling_as_written`] keeps
//!   what the letters name.
//! - **En passant.** `-` or a square on rank 6 (white to move) or rank 3
//!   (black to move), else an error. A square no double push can have
//!   produced (no opponent's pawn in front of it, or it or the square the
//!   pawn came from occupied) is dropped, as Polyglot 1.4's FEN reader drops
//!   it: [`Position::en_passant`] is `None`, [`Position::en_passant_as_written`]
//!   keeps the field.
//! - **Clocks.** ASCII decimal digits, 0 to 4,294,967,295.

pub(crate) mod error;
mod fields;
mod scan;
mod syntax;
mod write;

pub use error::{FenError, FenErrorKind, FenField};
pub(crate) use fields::{Fields, parse_clock, token_end};
pub(crate) use scan::{Scanned, scan};
pub(crate) use syntax::is_separator;
pub use write::ShredderFen;

use crate::position::Position;
use chess_tables::castling::CastlingMode;

impl Position {
    /// Parses a FEN or EPD position as `fen.parse::<Position>()` does
    /// ([`FromStr`](#impl-FromStr-for-Position)), reading the castling
    /// field in `mode`: [`CastlingMode::Chess960`] reads X-FEN
    /// (`KQkq` name the outermost rook on that side of the king) and
    /// Shredder-FEN (`HAha`: the rooks' files) as Chess960 rights with
    /// their rook files. Only the castling rights differ between modes.
    ///
    /// ```
    /// use chess_tables_position::{CastlingMode, CastlingSide, Color, Position};
    ///
    /// // Chess960 start position 0 (BBQNNRKR), in Shredder-FEN.
    /// let fen = "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1";
    /// let position = Position::from_fen_with_mode(fen, CastlingMode::Chess960)?;
    /// let rights = position.castling();
    /// assert_eq!(rights.rook_file(Color::White, CastlingSide::KingSide), Some(7)); // h1
    /// assert_eq!(rights.rook_file(Color::White, CastlingSide::QueenSide), Some(5)); // f1
    /// // Read as standard chess, the kings are not on e1/e8: no right counts.
    /// assert!(fen.parse::<Position>()?.castling().is_empty());
    /// # Ok::<(), chess_tables_position::FenError>(())
    /// ```
    ///
    /// # Errors
    /// As `fen.parse::<Position>()`.
    #[inline]
    pub fn from_fen_with_mode(fen: &str, mode: CastlingMode) -> Result<Position, FenError> {
        match scan(fen.as_bytes(), None) {
            Some(scanned) => {
                let position = scanned.position(mode);
                debug_assert!(
                    parse_by_fields(fen, mode).is_ok_and(|p| p.same_in_every_field(&position)),
                    "the one-pass reader and the field parser disagree on {fen:?}"
                );
                Ok(position)
            }
            None => parse_by_fields(fen, mode),
        }
    }
}

/// `fen.parse::<Position>()`: a FEN (six fields, or five without the
/// fullmove number) or a four-field EPD position, read as standard chess
/// (rules in the [module documentation](crate::fen)); the same as
/// `Position::from_fen_with_mode(fen, CastlingMode::Standard)`.
///
/// One byte-level pass reads well-formed input; only input it cannot
/// accept is read again, field by field, to name the problem. Debug
/// builds (`debug_assertions`) also read accepted input field by field
/// and assert that both readings agree, so every test and fuzz run
/// checks the fast reader against the reference.
///
/// ```
/// use chess_tables_position::{Position, Square};
/// let position: Position = "4k3/8/8/8/8/8/8/4K3 w - - 0 1".parse()?;
/// assert_eq!(position.king(chess_tables_position::Color::White), Some(Square::E1));
/// assert!("4k3/8/8 w - - 0 1".parse::<Position>().is_err());
/// # Ok::<(), chess_tables_position::FenError>(())
/// ```
///
/// # Errors
/// A [`FenError`] naming the field and the byte offset of the first
/// problem. Never panics (but for that debug-build assertion).
impl core::str::FromStr for Position {
    type Err = FenError;

    #[inline]
    fn from_str(fen: &str) -> Result<Position, FenError> {
        Position::from_fen_with_mode(fen, CastlingMode::Standard)
    }
}

/// The field-by-field parser, the reference for every result and the only
/// source of errors.
#[inline]
pub(crate) fn parse_by_fields(fen: &str, mode: CastlingMode) -> Result<Position, FenError> {
    fields::parse(fen, mode)
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
        let keys = &chess_tables::zobrist::POLYGLOT_KEYS;
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
                        let reference = fields::parse(&text, CastlingMode::Standard);
                        let scanned = scan(text.as_bytes(), Some(keys));
                        match scanned.map(|s| (s.position(CastlingMode::Standard), s.piece_key)) {
                            Some((position, piece_key)) => {
                                assert!(
                                    reference.is_ok_and(|r| r.same_in_every_field(&position)),
                                    "{text:?}"
                                );
                                let mut expected = 0;
                                for piece in chess_tables::Piece::ALL {
                                    for sq in chess_tables::Square::ALL {
                                        if position.by_piece(piece) & sq.bit() != 0 {
                                            expected ^= keys[64 * piece.index() + sq.index()];
                                        }
                                    }
                                }
                                assert_eq!(piece_key, expected, "{text:?}");
                                accepted += 1;
                            }
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
