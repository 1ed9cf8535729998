//! The field-by-field parser: the reference for every result and the only
//! source of errors. [`Position::from_fen`] calls it only for input its
//! one-pass reader ([`super::scan`]) does not accept; in debug builds it
//! also checks the one-pass reader's answers against it.

use super::{CastlingLetters, FenError, FenErrorKind, is_separator};
use crate::position::Position;
use chess_tables::Color;
use chess_tables::Piece;
use chess_tables::Square;
use chess_tables::castling::CastlingMode;

/// The whitespace-separated fields of `s` with their byte offsets.
pub(crate) struct Fields<'a> {
    pub(crate) text: &'a str,
    pub(crate) pos: usize,
}

impl<'a> Iterator for Fields<'a> {
    type Item = (usize, &'a str);

    #[inline]
    fn next(&mut self) -> Option<(usize, &'a str)> {
        let bytes = self.text.as_bytes();
        while self.pos < bytes.len() && is_separator(bytes[self.pos]) {
            self.pos += 1;
        }
        let start = self.pos;
        while self.pos < bytes.len() && !is_separator(bytes[self.pos]) {
            self.pos += 1;
        }
        // ASCII whitespace never splits a UTF-8 sequence, so both ends are char boundaries.
        (start < self.pos).then(|| (start, &self.text[start..self.pos]))
    }
}

/// Parses a FEN (six or five fields) or a four-field EPD position, field
/// by field, reading castling in `mode`.
#[inline]
pub(crate) fn parse(fen: &str, mode: CastlingMode) -> Result<Position, FenError> {
    if fen.starts_with('\u{feff}') {
        return Err(FenError::new(FenErrorKind::ByteOrderMark, 0));
    }
    // Fields are separated by ASCII whitespace; a Unicode space would
    // silently merge two fields, so it is named instead.
    if let Some((offset, found)) = fen
        .char_indices()
        .find(|&(_, c)| c.is_whitespace() && !(c.is_ascii() && is_separator(c as u8)))
    {
        return Err(FenError::new(FenErrorKind::NonAsciiSpace { found }, offset));
    }
    let mut fields: [(usize, &str); 6] = [(0, ""); 6];
    let mut count = 0;
    let mut trailing = None;
    for field in (Fields { text: fen, pos: 0 }) {
        if count == 6 {
            trailing = Some(field.0);
            break;
        }
        fields[count] = field;
        count += 1;
    }
    if count == 0 {
        return Err(FenError::new(FenErrorKind::Empty, fen.len()));
    }
    // EPD operations (`bm e4;`) after the four position fields are not a
    // position. An operation starts with an opcode, and an opcode with a
    // letter: a clock with a stray `;` (`0 1;`) is a clock error instead.
    if let Some(&(offset, field)) = fields
        .iter()
        .take(count)
        .skip(4)
        .find(|(_, f)| !is_number(f))
    {
        if field.starts_with(|c: char| c.is_ascii_alphabetic()) && fen[offset..].contains(';') {
            return Err(FenError::new(FenErrorKind::EpdOperations, offset));
        }
    }
    // Fields in order, so the first problem is the one reported.
    let pieces = parse_placement(fields[0])?;
    let side_to_move = if count > 1 {
        parse_side(fields[1])?
    } else {
        Color::White
    };
    let castling = if count > 2 {
        parse_castling(fields[2])?
    } else {
        CastlingLetters::NONE
    };
    let en_passant = if count > 3 {
        parse_en_passant(fields[3], side_to_move)?
    } else {
        None
    };
    // An EPD position has no clocks, a five-field FEN no fullmove number:
    // 0 and 1, as python-chess reads them.
    let (mut halfmove_clock, mut fullmove_number) = (0, 1);
    if count >= 5 {
        halfmove_clock = parse_clock(fields[4], |offset| {
            FenError::new(FenErrorKind::HalfmoveClock, offset)
        })?;
    }
    if count == 6 {
        fullmove_number = parse_clock(fields[5], |offset| {
            FenError::new(FenErrorKind::FullmoveNumber, offset)
        })?;
    }
    if count < 4 {
        return Err(FenError::new(
            FenErrorKind::FieldCount { found: count },
            fen.len(),
        ));
    }
    if let Some(offset) = trailing {
        return Err(FenError::new(FenErrorKind::TrailingText, offset));
    }
    Ok(
        Position::from_parts(pieces, side_to_move, castling.letters(), mode, en_passant)
            .with_clocks(halfmove_clock, fullmove_number),
    )
}

#[inline]
fn parse_placement((start, text): (usize, &str)) -> Result<[u64; 12], FenError> {
    let mut pieces = [0u64; 12];
    let mut rank: u8 = 7; // rank 8 first
    let mut file: u8 = 0;
    let mut previous_was_digit = false;
    for (i, c) in text.char_indices() {
        let offset = start + i;
        let rank_length = |squares| {
            FenError::new(
                FenErrorKind::RankLength {
                    rank: rank + 1,
                    squares,
                },
                offset,
            )
        };
        match c {
            '/' => {
                if file != 8 {
                    return Err(rank_length(file));
                }
                if rank == 0 {
                    return Err(FenError::new(FenErrorKind::TooManyRanks, offset));
                }
                rank -= 1;
                file = 0;
            }
            '1'..='8' => {
                if previous_was_digit {
                    return Err(FenError::new(FenErrorKind::AdjacentDigits, offset));
                }
                file += c as u8 - b'0';
                if file > 8 {
                    return Err(rank_length(file));
                }
            }
            '0' | '9' => {
                return Err(FenError::new(
                    FenErrorKind::InvalidDigit { found: c },
                    offset,
                ));
            }
            _ => {
                let piece = Piece::from_char(c).ok_or(FenError::new(
                    FenErrorKind::InvalidPiece { found: c },
                    offset,
                ))?;
                match Square::from_file_rank(file, rank) {
                    Some(sq) => pieces[piece as usize] |= sq.bit(),
                    None => return Err(rank_length(file + 1)),
                }
                file += 1;
            }
        }
        previous_was_digit = c.is_ascii_digit();
    }
    let end = start + text.len();
    if rank != 0 {
        return Err(FenError::new(
            FenErrorKind::TooFewRanks { found: 8 - rank },
            end,
        ));
    }
    if file != 8 {
        return Err(FenError::new(
            FenErrorKind::RankLength {
                rank: 1,
                squares: file,
            },
            end,
        ));
    }
    Ok(pieces)
}

/// The castling field as python-chess accepts it: `-`, or up to two
/// white letters (`K`, `Q`, `A`-`H`) then up to two black ones (`k`, `q`,
/// `a`-`h`), any letter any number of times (`KK` and `HF` read).
#[inline]
fn parse_castling((start, text): (usize, &str)) -> Result<CastlingLetters, FenError> {
    let mut letters = CastlingLetters::NONE;
    if text == "-" {
        return Ok(letters);
    }
    let (mut white, mut black) = (0, 0);
    for (i, c) in text.char_indices() {
        let offset = start + i;
        match c {
            'K' | 'Q' | 'A'..='H' if black > 0 => {
                return Err(FenError::new(
                    FenErrorKind::CastlingOrder { found: c },
                    offset,
                ));
            }
            'K' | 'Q' | 'A'..='H' | 'k' | 'q' | 'a'..='h' => {
                let count = if c.is_ascii_uppercase() {
                    &mut white
                } else {
                    &mut black
                };
                if *count == 2 {
                    return Err(FenError::new(
                        FenErrorKind::TooManyCastlingLetters { found: c },
                        offset,
                    ));
                }
                *count += 1;
                letters.push(c as u8);
            }
            _ => {
                return Err(FenError::new(
                    FenErrorKind::InvalidCastling { found: c },
                    offset,
                ));
            }
        }
    }
    Ok(letters)
}

#[inline]
fn parse_en_passant(
    (offset, text): (usize, &str),
    side: Color,
) -> Result<Option<Square>, FenError> {
    if text == "-" {
        return Ok(None);
    }
    let sq = Square::from_name(text)
        .map_err(|_| FenError::new(FenErrorKind::InvalidEnPassant, offset))?;
    let expected_rank = match side {
        Color::White => 5, // rank 6
        Color::Black => 2, // rank 3
    };
    if sq.rank() != expected_rank {
        return Err(FenError::new(FenErrorKind::EnPassantRank, offset));
    }
    Ok(Some(sq))
}

#[inline]
fn is_number(text: &str) -> bool {
    text.bytes().all(|b| b.is_ascii_digit())
}

#[inline]
fn parse_side((offset, text): (usize, &str)) -> Result<Color, FenError> {
    let mut chars = text.char_indices();
    let side = match chars.next() {
        Some((_, 'w')) => Color::White,
        Some((_, 'b')) => Color::Black,
        Some((_, found)) => {
            return Err(FenError::new(FenErrorKind::SideToMove { found }, offset));
        }
        None => unreachable!("fields are never empty"),
    };
    match chars.next() {
        Some((i, found)) => Err(FenError::new(
            FenErrorKind::SideToMove { found },
            offset + i,
        )),
        None => Ok(side),
    }
}

/// A decimal u32, digits only. The error's offset is the first non-digit,
/// or the field's start when the number is too large.
#[inline]
pub(crate) fn parse_clock(
    (offset, text): (usize, &str),
    error: impl Fn(usize) -> FenError,
) -> Result<u32, FenError> {
    if let Some(i) = text.bytes().position(|b| !b.is_ascii_digit()) {
        return Err(error(offset + i));
    }
    text.bytes()
        .try_fold(0u32, |n, b| {
            n.checked_mul(10)?.checked_add(u32::from(b - b'0'))
        })
        .ok_or(error(offset))
}
