//! The field-by-field parser: the reference for every result and the only
//! source of errors. `fen.parse::<Position>()` calls it only for input its
//! one-pass reader ([`super::scan`]) does not accept; in debug builds it
//! also checks the one-pass reader's answers against it.

use super::error::{FenError, FenErrorKind};
use super::syntax::{
    CastlingLetters, is_non_ascii_space, is_separator, may_start_non_ascii_space, push_digit,
};
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

/// The character that starts at byte `i` of `text`, decoded only to name
/// it in an error (`'\0'` where none starts, which the callers rule out).
#[cold]
#[inline]
fn char_at(text: &str, i: usize) -> char {
    text.get(i..)
        .and_then(|rest| rest.chars().next())
        .unwrap_or('\0')
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
    find(fen, mode).map_err(|p| FenError::new(p.kind, fen, p.start, p.end, p.offset))
}

/// An error as the field parser finds it: its kind, the first wrong byte
/// and the token that holds it (`start..end`). [`parse`] makes it a
/// [`FenError`] in one place, so one copy of the code that quotes the
/// token serves every error (the parser is most of a firmware image's
/// FEN code).
#[derive(Clone, Copy)]
struct Problem {
    kind: FenErrorKind,
    start: usize,
    end: usize,
    offset: usize,
}

impl Problem {
    #[inline]
    const fn new(kind: FenErrorKind, start: usize, end: usize, offset: usize) -> Problem {
        Problem {
            kind,
            start,
            end,
            offset,
        }
    }
}

/// [`parse`], the error found but not yet quoted.
#[inline]
fn find(fen: &str, mode: CastlingMode) -> Result<Position, Problem> {
    // The run of characters between ASCII whitespace that holds `offset`.
    let word = |kind, offset: usize| {
        let before = fen.as_bytes().get(..offset).unwrap_or(&[]);
        let start = before
            .iter()
            .rposition(|&b| is_separator(b))
            .map_or(0, |p| p + 1);
        Problem::new(kind, start, token_end(fen, offset, is_separator), offset)
    };
    if fen.starts_with('\u{feff}') {
        return Err(word(FenErrorKind::ByteOrderMark, 0));
    }
    // Fields are separated by ASCII whitespace; a Unicode space would
    // silently merge two fields, so it is named instead (unless a field
    // before it is wrong: the first wrong byte is the one reported).
    // A character is decoded only where such a space can start.
    let non_ascii_space = fen
        .bytes()
        .enumerate()
        .filter(|&(_, b)| may_start_non_ascii_space(b))
        .map(|(offset, _)| (offset, char_at(fen, offset)))
        .find(|&(_, c)| is_non_ascii_space(c))
        .map(|(offset, found)| word(FenErrorKind::NonAsciiSpace { found }, offset));
    let result = parse_in_order(fen, mode);
    match (non_ascii_space, result) {
        (Some(space), Err(error)) if error.offset < space.offset => Err(error),
        (Some(space), _) => Err(space),
        (None, result) => result,
    }
}

/// [`parse`] once the byte-order mark and non-ASCII spaces are looked at:
/// the fields in order, so the first wrong byte is the one reported (EPD
/// operations after four good fields included).
#[inline]
fn parse_in_order(fen: &str, mode: CastlingMode) -> Result<Position, Problem> {
    let at_end = |kind| Problem::new(kind, fen.len(), fen.len(), fen.len());
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
        .map(|&field| whole(FenErrorKind::EpdOperations, field, 0));
    let pieces = parse_placement(fen, fields[0])?;
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
    if let Some(error) = operations {
        return Err(error);
    }
    // An EPD position has no clocks, a five-field FEN no fullmove number:
    // 0 and 1, as python-chess reads them.
    let (mut halfmove_clock, mut fullmove_number) = (0, 1);
    if count >= 5 {
        halfmove_clock = parse_clock(fields[4].1)
            .map_err(|i| whole(FenErrorKind::HalfmoveClock, fields[4], i))?;
    }
    if count == 6 {
        fullmove_number = parse_clock(fields[5].1)
            .map_err(|i| whole(FenErrorKind::FullmoveNumber, fields[5], i))?;
    }
    if count < 4 {
        return Err(at_end(FenErrorKind::FieldCount { found: count }));
    }
    if let Some(field) = trailing {
        return Err(whole(FenErrorKind::TrailingText, field, 0));
    }
    Ok(
        Position::from_parts(pieces, side_to_move, castling.letters(), mode, en_passant)
            .with_clocks(halfmove_clock, fullmove_number),
    )
}

/// The error of kind `kind` at byte `i` of the field `(start, text)`,
/// quoting the field.
#[cold]
#[inline]
fn whole(kind: FenErrorKind, (start, text): (usize, &str), i: usize) -> Problem {
    Problem::new(kind, start, start + text.len(), start + i)
}

#[inline]
fn parse_placement(fen: &str, (start, text): (usize, &str)) -> Result<[u64; 12], Problem> {
    let mut pieces = [0u64; 12];
    let mut rank: u8 = 7; // rank 8 first
    let mut file: u8 = 0;
    let mut previous_was_digit = false;
    // Where the current rank's text starts.
    let mut rank_start = start;
    let end = start + text.len();
    let placement = fen.get(..end).unwrap_or(fen);
    let rank_end = |from| token_end(placement, from, |b| b == b'/');
    // Byte by byte: every byte the field may hold is ASCII, so the first
    // other byte starts a character, which is decoded only to name it.
    for (i, &b) in text.as_bytes().iter().enumerate() {
        let offset = start + i;
        // The error at this character, quoting its rank.
        let error = |kind| Problem::new(kind, rank_start, rank_end(rank_start), offset);
        let rank_length = |squares| {
            error(FenErrorKind::RankLength {
                rank: rank + 1,
                squares,
            })
        };
        match b {
            b'/' => {
                if file != 8 {
                    // Short: the `/` that closes the rank, quoted with it.
                    return Err(Problem::new(
                        FenErrorKind::RankLength {
                            rank: rank + 1,
                            squares: file,
                        },
                        rank_start,
                        offset + 1,
                        offset,
                    ));
                }
                if rank == 0 {
                    // The `/` and the ninth rank after it.
                    return Err(Problem::new(
                        FenErrorKind::TooManyRanks,
                        offset,
                        rank_end(offset + 1),
                        offset,
                    ));
                }
                rank -= 1;
                file = 0;
                rank_start = offset + 1;
            }
            b'1'..=b'8' => {
                if previous_was_digit {
                    return Err(error(FenErrorKind::AdjacentDigits));
                }
                file += b - b'0';
                if file > 8 {
                    return Err(rank_length(file));
                }
            }
            b'0' | b'9' => {
                return Err(error(FenErrorKind::InvalidDigit {
                    found: char::from(b),
                }));
            }
            _ => {
                // Piece letters are ASCII: any other byte is no piece.
                let piece = Piece::from_char(char::from(b)).ok_or_else(|| {
                    error(FenErrorKind::InvalidPiece {
                        found: char_at(text, i),
                    })
                })?;
                match Square::from_file_rank(file, rank) {
                    Some(sq) => pieces[piece as usize] |= sq.bit(),
                    None => return Err(rank_length(file + 1)),
                }
                file += 1;
            }
        }
        previous_was_digit = b.is_ascii_digit();
    }
    // At the end of the field: the last rank, or the `/` before it when it
    // is empty (a byte before `end`, as the field is not empty).
    let last = if rank_start < end {
        rank_start
    } else {
        end.saturating_sub(1)
    };
    let at_end = |kind| Problem::new(kind, last, end, end);
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
fn parse_castling(field: (usize, &str)) -> Result<CastlingLetters, Problem> {
    let mut letters = CastlingLetters::NONE;
    let text = field.1;
    if text == "-" {
        return Ok(letters);
    }
    let dash = text.starts_with('-');
    let (mut white, mut black) = (0, 0);
    // Byte by byte, as the placement: a byte that is no letter starts the
    // character the error names (every byte before it is ASCII).
    for (i, &b) in text.as_bytes().iter().enumerate() {
        let error = |kind| Err(whole(kind, field, i));
        let found = || char_at(text, i);
        match b {
            // A `-` stands alone: what follows it is wrong.
            b'-' if dash && i == 0 => {}
            _ if dash => return error(FenErrorKind::InvalidCastling { found: found() }),
            b'K' | b'Q' | b'A'..=b'H' if black > 0 => {
                return error(FenErrorKind::CastlingOrder {
                    found: char::from(b),
                });
            }
            b'K' | b'Q' | b'A'..=b'H' | b'k' | b'q' | b'a'..=b'h' => {
                let count = if b.is_ascii_uppercase() {
                    &mut white
                } else {
                    &mut black
                };
                if *count == 2 {
                    return error(FenErrorKind::TooManyCastlingLetters {
                        found: char::from(b),
                    });
                }
                *count += 1;
                letters.push(b);
            }
            _ => return error(FenErrorKind::InvalidCastling { found: found() }),
        }
    }
    Ok(letters)
}

/// `-`, or a square on the side to move's rank (6 for white, 3 for
/// black), read byte by byte so that the error is at the first wrong one.
#[inline]
fn parse_en_passant(field: (usize, &str), side: Color) -> Result<Option<Square>, Problem> {
    let error = |kind, i| Err(whole(kind, field, i));
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
fn parse_side(field: (usize, &str)) -> Result<Color, Problem> {
    let text = field.1;
    let error = |i| {
        let found = char_at(text, i);
        Err(whole(FenErrorKind::SideToMove { found }, field, i))
    };
    let side = match text.as_bytes().first() {
        Some(b'w') => Color::White,
        Some(b'b') => Color::Black,
        // Fields are never empty.
        _ => return error(0),
    };
    // The letter is one byte: a second character starts at byte 1.
    if text.len() > 1 { error(1) } else { Ok(side) }
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
