//! The field-by-field parser: the reference for every result and the only
//! source of errors. [`Position::from_fen`] calls it only for input its
//! one-pass reader ([`super::scan`]) does not accept; in debug builds it
//! also checks the one-pass reader's answers against it.

use super::error::{FenError, FenErrorKind};
use super::syntax::{CastlingLetters, is_non_ascii_space, is_separator, push_digit};
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
        // ASCII whitespace never splits a UTF-8 sequence, so both ends are
        // char boundaries and `get` always finds the field (and, unlike
        // indexing, links no panic).
        if start < self.pos {
            self.text.get(start..self.pos).map(|field| (start, field))
        } else {
            None
        }
    }
}

/// The end of the token that starts at `from`: the first byte at or after
/// it for which `stop` holds (an ASCII byte, so a character boundary), or
/// the end of `text`.
#[inline]
pub(crate) fn token_end(text: &str, from: usize, stop: impl Fn(u8) -> bool) -> usize {
    text.as_bytes().get(from..).map_or(from, |rest| {
        from + rest.iter().position(|&b| stop(b)).unwrap_or(rest.len())
    })
}

/// Parses a FEN (six or five fields) or a four-field EPD position, field
/// by field, reading castling in `mode`. Cold: the one-pass reader takes
/// well-formed input, so this runs for errors (and odd input) only.
#[cold]
#[inline]
pub(crate) fn parse(fen: &str, mode: CastlingMode) -> Result<Position, FenError> {
    // The run of characters between ASCII whitespace that holds `offset`.
    let word = |kind, offset: usize| {
        let before = fen.as_bytes().get(..offset).unwrap_or(&[]);
        let start = before
            .iter()
            .rposition(|&b| is_separator(b))
            .map_or(0, |p| p + 1);
        FenError::new(
            kind,
            fen,
            start,
            token_end(fen, offset, is_separator),
            offset,
        )
    };
    if fen.starts_with('\u{feff}') {
        return Err(word(FenErrorKind::ByteOrderMark, 0));
    }
    // Fields are separated by ASCII whitespace; a Unicode space would
    // silently merge two fields, so it is named instead (unless a field
    // before it is wrong: the first wrong byte is the one reported).
    let non_ascii_space = fen
        .char_indices()
        .find(|&(_, c)| is_non_ascii_space(c))
        .map(|(offset, found)| word(FenErrorKind::NonAsciiSpace { found }, offset));
    let result = parse_in_order(fen, mode);
    match (non_ascii_space, result) {
        (Some(space), Err(error)) if error.offset() < space.offset() => Err(error),
        (Some(space), _) => Err(space),
        (None, result) => result,
    }
}

/// [`parse`] once the byte-order mark and non-ASCII spaces are looked at:
/// the fields in order, so the first wrong byte is the one reported (EPD
/// operations after four good fields included).
#[inline]
fn parse_in_order(fen: &str, mode: CastlingMode) -> Result<Position, FenError> {
    let at_end = |kind| FenError::new(kind, fen, fen.len(), fen.len(), fen.len());
    let mut fields: [(usize, &str); 6] = [(0, ""); 6];
    let mut count = 0;
    let mut trailing = None;
    for field in (Fields { text: fen, pos: 0 }) {
        if count == 6 {
            trailing = Some(field);
            break;
        }
        fields[count] = field;
        count += 1;
    }
    if count == 0 {
        return Err(at_end(FenErrorKind::Empty));
    }
    // EPD operations (`bm e4;`) after the four position fields are not a
    // position. An operation starts with an opcode, and an opcode with a
    // letter: a clock with a stray `;` (`0 1;`) is a clock error instead.
    let operations = fields
        .iter()
        .take(count)
        .skip(4)
        .find(|(_, f)| !is_number(f))
        .filter(|&&(offset, field)| {
            field.starts_with(|c: char| c.is_ascii_alphabetic())
                && fen.get(offset..).is_some_and(|rest| rest.contains(';'))
        })
        .map(|&field| whole(FenErrorKind::EpdOperations, fen, field, 0));
    let pieces = parse_placement(fen, fields[0])?;
    let side_to_move = if count > 1 {
        parse_side(fen, fields[1])?
    } else {
        Color::White
    };
    let castling = if count > 2 {
        parse_castling(fen, fields[2])?
    } else {
        CastlingLetters::NONE
    };
    let en_passant = if count > 3 {
        parse_en_passant(fen, fields[3], side_to_move)?
    } else {
        None
    };
    if let Some(error) = operations {
        return Err(error);
    }
    // An EPD position has no clocks, a five-field FEN no fullmove number:
    // 0 and 1, as python-chess reads them.
    let (mut halfmove_clock, mut fullmove_number) = (0, 1);
    if count >= 5 {
        halfmove_clock = parse_clock(fields[4].1)
            .map_err(|i| whole(FenErrorKind::HalfmoveClock, fen, fields[4], i))?;
    }
    if count == 6 {
        fullmove_number = parse_clock(fields[5].1)
            .map_err(|i| whole(FenErrorKind::FullmoveNumber, fen, fields[5], i))?;
    }
    if count < 4 {
        return Err(at_end(FenErrorKind::FieldCount { found: count }));
    }
    if let Some(field) = trailing {
        return Err(whole(FenErrorKind::TrailingText, fen, field, 0));
    }
    Ok(
        Position::from_parts(pieces, side_to_move, castling.letters(), mode, en_passant)
            .with_clocks(halfmove_clock, fullmove_number),
    )
}

/// The error of kind `kind` at byte `i` of the field `(start, text)` of
/// `fen`, quoting the field.
#[cold]
#[inline]
fn whole(kind: FenErrorKind, fen: &str, (start, text): (usize, &str), i: usize) -> FenError {
    FenError::new(kind, fen, start, start + text.len(), start + i)
}

#[inline]
fn parse_placement(fen: &str, (start, text): (usize, &str)) -> Result<[u64; 12], FenError> {
    let mut pieces = [0u64; 12];
    let mut rank: u8 = 7; // rank 8 first
    let mut file: u8 = 0;
    let mut previous_was_digit = false;
    // Where the current rank's text starts.
    let mut rank_start = start;
    let end = start + text.len();
    let placement = fen.get(..end).unwrap_or(fen);
    let rank_end = |from| token_end(placement, from, |b| b == b'/');
    for (i, c) in text.char_indices() {
        let offset = start + i;
        // The error at this character, quoting its rank.
        let error = |kind| FenError::new(kind, fen, rank_start, rank_end(rank_start), offset);
        let rank_length = |squares| {
            error(FenErrorKind::RankLength {
                rank: rank + 1,
                squares,
            })
        };
        match c {
            '/' => {
                if file != 8 {
                    // Short: the `/` that closes the rank, quoted with it.
                    return Err(FenError::new(
                        FenErrorKind::RankLength {
                            rank: rank + 1,
                            squares: file,
                        },
                        fen,
                        rank_start,
                        offset + 1,
                        offset,
                    ));
                }
                if rank == 0 {
                    // The `/` and the ninth rank after it.
                    return Err(FenError::new(
                        FenErrorKind::TooManyRanks,
                        fen,
                        offset,
                        rank_end(offset + 1),
                        offset,
                    ));
                }
                rank -= 1;
                file = 0;
                rank_start = offset + 1;
            }
            '1'..='8' => {
                if previous_was_digit {
                    return Err(error(FenErrorKind::AdjacentDigits));
                }
                file += c as u8 - b'0';
                if file > 8 {
                    return Err(rank_length(file));
                }
            }
            '0' | '9' => {
                return Err(error(FenErrorKind::InvalidDigit { found: c }));
            }
            _ => {
                let piece = Piece::from_char(c)
                    .ok_or_else(|| error(FenErrorKind::InvalidPiece { found: c }))?;
                match Square::from_file_rank(file, rank) {
                    Some(sq) => pieces[piece as usize] |= sq.bit(),
                    None => return Err(rank_length(file + 1)),
                }
                file += 1;
            }
        }
        previous_was_digit = c.is_ascii_digit();
    }
    // At the end of the field: the last rank, or the `/` before it when it
    // is empty (a byte before `end`, as the field is not empty).
    let last = if rank_start < end {
        rank_start
    } else {
        end.saturating_sub(1)
    };
    let at_end = |kind| FenError::new(kind, fen, last, end, end);
    if rank != 0 {
        return Err(at_end(FenErrorKind::TooFewRanks { found: 8 - rank }));
    }
    if file != 8 {
        return Err(at_end(FenErrorKind::RankLength {
            rank: 1,
            squares: file,
        }));
    }
    Ok(pieces)
}

/// The castling field as python-chess accepts it: `-`, or up to two
/// white letters (`K`, `Q`, `A`-`H`) then up to two black ones (`k`, `q`,
/// `a`-`h`), any letter any number of times (`KK` and `HF` read).
#[inline]
fn parse_castling(fen: &str, field: (usize, &str)) -> Result<CastlingLetters, FenError> {
    let mut letters = CastlingLetters::NONE;
    let text = field.1;
    if text == "-" {
        return Ok(letters);
    }
    let dash = text.starts_with('-');
    let (mut white, mut black) = (0, 0);
    for (i, c) in text.char_indices() {
        let error = |kind| Err(whole(kind, fen, field, i));
        match c {
            // A `-` stands alone: what follows it is wrong.
            '-' if dash && i == 0 => {}
            _ if dash => return error(FenErrorKind::InvalidCastling { found: c }),
            'K' | 'Q' | 'A'..='H' if black > 0 => {
                return error(FenErrorKind::CastlingOrder { found: c });
            }
            'K' | 'Q' | 'A'..='H' | 'k' | 'q' | 'a'..='h' => {
                let count = if c.is_ascii_uppercase() {
                    &mut white
                } else {
                    &mut black
                };
                if *count == 2 {
                    return error(FenErrorKind::TooManyCastlingLetters { found: c });
                }
                *count += 1;
                letters.push(c as u8);
            }
            _ => return error(FenErrorKind::InvalidCastling { found: c }),
        }
    }
    Ok(letters)
}

/// `-`, or a square on the side to move's rank (6 for white, 3 for
/// black), read byte by byte so that the error is at the first wrong one.
#[inline]
fn parse_en_passant(
    fen: &str,
    field: (usize, &str),
    side: Color,
) -> Result<Option<Square>, FenError> {
    let error = |kind, i| Err(whole(kind, fen, field, i));
    let bytes = field.1.as_bytes();
    let square = match *bytes {
        [b'-'] => return Ok(None),
        [b'-', ..] => return error(FenErrorKind::InvalidEnPassant, 1),
        [file @ b'a'..=b'h', rank @ b'1'..=b'8', ..] => {
            let expected = match side {
                Color::White => b'6',
                Color::Black => b'3',
            };
            if rank != expected {
                return error(FenErrorKind::EnPassantRank, 1);
            }
            Square::from_file_rank(file - b'a', rank - b'1')
        }
        // The end of the field, or a byte that is no rank.
        [b'a'..=b'h', ..] => return error(FenErrorKind::InvalidEnPassant, 1),
        _ => return error(FenErrorKind::InvalidEnPassant, 0),
    };
    if bytes.len() > 2 {
        return error(FenErrorKind::InvalidEnPassant, 2);
    }
    Ok(square)
}

#[inline]
fn is_number(text: &str) -> bool {
    text.bytes().all(|b| b.is_ascii_digit())
}

#[inline]
fn parse_side(fen: &str, field: (usize, &str)) -> Result<Color, FenError> {
    let mut chars = field.1.char_indices();
    let error = |found, i| Err(whole(FenErrorKind::SideToMove { found }, fen, field, i));
    let side = match chars.next() {
        Some((_, 'w')) => Color::White,
        Some((_, 'b')) => Color::Black,
        Some((i, found)) => return error(found, i),
        // Fields are never empty.
        None => return error('\0', 0),
    };
    match chars.next() {
        Some((i, found)) => error(found, i),
        None => Ok(side),
    }
}

/// A decimal u32, ASCII digits only, at least one. The error is the index
/// of the first byte that makes the text wrong: the first that is not a
/// digit, the digit with which the number passes `u32::MAX`, or the end
/// of an empty text (0). Every byte before it is an ASCII digit, so it is
/// a character boundary.
#[inline]
pub(crate) fn parse_clock(text: &str) -> Result<u32, usize> {
    if text.is_empty() {
        return Err(0);
    }
    let mut value: u32 = 0;
    for (i, b) in text.bytes().enumerate() {
        let digit = b.checked_sub(b'0').filter(|&d| d <= 9).ok_or(i)?;
        value = push_digit(value, digit).ok_or(i)?;
    }
    Ok(value)
}
