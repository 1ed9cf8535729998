//! The one-pass reader: well-formed FEN read in one pass over the bytes,
//! the piece keys XORed while the placement is read, and the rules about
//! which castling rights and which en-passant square count applied to its
//! mailbox (the same rules [`Position`] applies to its bitboards).

use super::syntax::{CastlingLetters, is_separator, push_digit};
use crate::position::Position;
use chess_tables::Color;
use chess_tables::Piece;
use chess_tables::Square;
use chess_tables::castling::CastlingMode;

/// Placement byte classes: a piece letter's Polyglot kind (0..=11),
/// `DIGIT | n` for a digit 1..=8, `SLASH`, `SEPARATOR`, or `INVALID`.
const DIGIT: u8 = 0x10;
const SLASH: u8 = 0x20;
const INVALID: u8 = 0x40;
const SEPARATOR: u8 = 0x80;
/// What the placement loop needs to know about a byte, read with one
/// index; every field is used on every byte, so the loop does not branch
/// on the kind of byte. Aligned to eight bytes, so an entry is one load away.
#[derive(Clone, Copy)]
#[cfg_attr(test, derive(Debug, PartialEq))]
#[repr(C, align(8))]
struct ByteInfo {
    /// Key row: 64 * Polyglot kind for a piece, 0 for any other byte
    /// (whose key `key_mask` clears).
    row: u16,
    /// Squares the byte advances: 1 per piece, n per digit n, -16 per `/`
    /// (end of one rank to the start of the next), 64 for anything else
    /// (which no rank can absorb).
    advance: i8,
    /// -1 for `/`, else 0.
    slash_mask: i8,
    /// -1 for a piece (keep its key), else 0.
    key_mask: i8,
    /// Written to the mailbox at the square before the advanced `pos`: a
    /// piece's Polyglot kind on its square, `EMPTY` for a digit (on the
    /// last square of its run) and for `/` (on the last square of the rank
    /// below, which that rank's last byte writes again), anything for a
    /// byte that makes the placement invalid.
    class: u8,
    /// `DIGIT` for a digit, `STOP` for a separator, else 0.
    flags: u8,
}

const STOP: u8 = 0x80;

/// What the placement loop needs to know about a byte of `class`.
#[inline(always)]
const fn byte_info(class: u8) -> ByteInfo {
    let mut info = ByteInfo {
        row: 0,
        advance: 64,
        slash_mask: 0,
        key_mask: 0,
        class,
        flags: 0,
    };
    if class < 12 {
        info.row = 64 * class as u16;
        info.advance = 1;
        info.key_mask = -1;
    } else if class & DIGIT != 0 {
        info.advance = (class & 0x0F) as i8;
        info.class = EMPTY;
        info.flags = DIGIT;
    } else if class == SLASH {
        info.advance = -16;
        info.slash_mask = -1;
        info.class = EMPTY;
    } else if class == SEPARATOR {
        info.flags = STOP;
    }
    info
}

/// The placement reader's entry for every byte, on 64-bit targets: one
/// load a byte. A `static`, so a size report names it.
#[cfg(target_pointer_width = "64")]
static FEN_PLACEMENT_BYTES: [ByteInfo; 256] = {
    let classes = placement_classes::<256>();
    let mut table = [byte_info(INVALID); 256];
    let mut c = 0;
    while c < 256 {
        table[c] = byte_info(classes[c]);
        c += 1;
    }
    table
};

#[cfg(target_pointer_width = "64")]
#[inline(always)]
fn placement_info(byte: u8) -> ByteInfo {
    FEN_PLACEMENT_BYTES[usize::from(byte)]
}

/// How many bytes [`FEN_PLACEMENT_CLASSES`] classifies: up to `s`, the
/// byte after the highest piece letter (`r`), which stands for every byte
/// from there up (all are invalid).
#[cfg(any(test, not(target_pointer_width = "64")))]
const PLACEMENT_CLASSES: usize = b's' as usize + 1;

/// The placement reader's class of every byte up to `s` (above), on
/// targets that are not 64-bit: a byte an entry where the entries
/// themselves would take eight, and flash counts more than the few
/// instructions that derive the entry. A `static`, so a size report names it.
#[cfg(not(target_pointer_width = "64"))]
static FEN_PLACEMENT_CLASSES: [u8; PLACEMENT_CLASSES] = placement_classes();

#[cfg(not(target_pointer_width = "64"))]
#[inline(always)]
fn placement_info(byte: u8) -> ByteInfo {
    byte_info(FEN_PLACEMENT_CLASSES[usize::from(byte).min(PLACEMENT_CLASSES - 1)])
}

/// The class of each of the first `N` bytes (every byte the placement
/// accepts is below `s`, so `N` from `s` up classifies them all).
const fn placement_classes<const N: usize>() -> [u8; N] {
    let mut table = [INVALID; N];
    let letters = *b"pPnNbBrRqQkK";
    let mut kind = 0;
    while kind < 12 {
        table[letters[kind] as usize] = kind as u8;
        kind += 1;
    }
    let mut d = 1;
    while d <= 8 {
        table[(b'0' + d) as usize] = DIGIT | d;
        d += 1;
    }
    table[b'/' as usize] = SLASH;
    let mut c = 0;
    while c < N {
        if is_separator(c as u8) {
            table[c] = SEPARATOR;
        }
        c += 1;
    }
    table
}

/// Castling byte classes: for a letter, `CASTLING_LETTER`, `CASTLING_WHITE`
/// for a white one, and its standard right by corner in the low nibble (1
/// `K`/`H`, 2 `Q`/`A`, 4 `k`/`h`, 8 `q`/`a`, 0 for the other files);
/// `CASTLING_STOP` for a separator; 0 for anything else.
const CASTLING_WHITE: u8 = 0x10;
const CASTLING_LETTER: u8 = 0x40;
const CASTLING_STOP: u8 = 0x80;

/// The castling reader's class of every ASCII byte (above; 127, DEL,
/// stands for every byte from 127 up). A `static`, so a firmware image's size report names it.
static FEN_CASTLING_BYTES: [u8; 128] = {
    let mut table = [0u8; 128];
    let mut file = 0;
    while file < 8 {
        let corner = match file {
            7 => 1,
            0 => 2,
            _ => 0,
        };
        table[(b'A' + file) as usize] = CASTLING_LETTER | CASTLING_WHITE | corner;
        table[(b'a' + file) as usize] = CASTLING_LETTER | corner << 2;
        file += 1;
    }
    table[b'K' as usize] = CASTLING_LETTER | CASTLING_WHITE | 1;
    table[b'Q' as usize] = CASTLING_LETTER | CASTLING_WHITE | 2;
    table[b'k' as usize] = CASTLING_LETTER | 4;
    table[b'q' as usize] = CASTLING_LETTER | 8;
    let mut c = 0;
    while c < 128 {
        if is_separator(c as u8) {
            table[c] = CASTLING_STOP;
        }
        c += 1;
    }
    table
};

/// What the one-pass reader gathers: a mailbox board and the fields as
/// written (checked for syntax, not yet against the board).
pub(crate) struct Scanned {
    /// Polyglot kind (0..=11) per square, [`EMPTY`] for none; indices
    /// 64..128 only take writes the index mask folds there (127 from the
    /// last `/`, anything from a placement that turns out invalid).
    pub(crate) board: [u8; 128],
    /// XOR of the piece keys (0 without keys).
    pub(crate) piece_key: u64,
    pub(crate) side_to_move: Color,
    /// The castling field's letters.
    pub(crate) castling: CastlingLetters,
    /// The standard rights the letters name by corner: 1 for `K` or `H`,
    /// 2 for `Q` or `A`, 4 for `k` or `h`, 8 for `q` or `a`.
    pub(crate) castling_corners: u8,
    pub(crate) en_passant: Option<Square>,
    pub(crate) halfmove_clock: u32,
    pub(crate) fullmove_number: u32,
}

/// The mailbox code of an empty square.
pub(crate) const EMPTY: u8 = 12;

impl Scanned {
    /// Piece bitboards by Polyglot kind.
    #[inline]
    pub(crate) fn pieces(&self) -> [u64; 12] {
        let mut pieces = [0u64; 13];
        for (sq, &kind) in self.board[..64].iter().enumerate() {
            pieces[usize::from(kind.min(EMPTY))] |= 1 << sq;
        }
        core::array::from_fn(|k| pieces[k])
    }

    /// The position, its castling read in `mode`.
    #[inline]
    pub(crate) fn position(&self, mode: CastlingMode) -> Position {
        Position::from_parts(
            self.pieces(),
            self.side_to_move,
            self.castling.letters(),
            mode,
            self.en_passant,
        )
        .with_clocks(self.halfmove_clock, self.fullmove_number)
    }

    /// The standard-chess rights that count, as bits (`K` 1, `Q` 2, `k`
    /// 4, `q` 8): those named by corner whose king stands on e1/e8 and
    /// whose rook in its corner ([`Position::castling`]'s rule for
    /// [`CastlingMode::Standard`], read off the mailbox). `None` in the one
    /// case where a letter may name another corner than its own: a white
    /// `Q` with no rook on a1 names the lowest white rook of rank 1 when a
    /// white king stands above it (python-chess's reading), which is h1
    /// when that is the only one and a second white king stands off rank 1;
    /// then the whole position decides.
    #[inline(always)]
    pub(crate) fn standard_castling_bits(&self) -> Option<u8> {
        let is = |sq: usize, piece: Piece| self.board[sq] == piece as u8;
        let mut counts = 0;
        if is(4, Piece::WhiteKing) {
            let (h1, a1) = (is(7, Piece::WhiteRook), is(0, Piece::WhiteRook));
            if self.castling_corners & 2 != 0 && h1 && !a1 {
                return None;
            }
            counts |= u8::from(h1) | u8::from(a1) << 1;
        }
        if is(60, Piece::BlackKing) {
            counts |=
                u8::from(is(63, Piece::BlackRook)) << 2 | u8::from(is(56, Piece::BlackRook)) << 3;
        }
        Some(self.castling_corners & counts)
    }

    /// The en-passant target when it counts for a Polyglot key: a double
    /// push can have produced it and a pawn of the side to move stands
    /// beside the pushed pawn ([`Position::polyglot_en_passant`]'s rule,
    /// read off the mailbox).
    #[inline(always)]
    pub(crate) fn polyglot_en_passant(&self) -> Option<Square> {
        let target = self.en_passant?;
        // The mask keeps every index in bounds (the board has 128 bytes),
        // so no bounds check, and no panic, is compiled in.
        let is = |sq: usize, piece: Piece| self.board[sq & 127] == piece as u8;
        let t = target.index();
        // The reader put the target on rank 6 (white to move) or 3.
        let (pushed, origin, theirs, ours) = match self.side_to_move {
            Color::White => (t - 8, t + 8, Piece::BlackPawn, Piece::WhitePawn),
            Color::Black => (t + 8, t - 8, Piece::WhitePawn, Piece::BlackPawn),
        };
        let consistent =
            is(pushed, theirs) && self.board[t & 127] == EMPTY && self.board[origin & 127] == EMPTY;
        let file = t & 7;
        let beside =
            (file > 0 && is(pushed.wrapping_sub(1), ours)) || (file < 7 && is(pushed + 1, ours));
        (consistent && beside).then_some(target)
    }
}

/// The longest input the one-pass reader takes (16 MiB); longer input,
/// which no program writes as a FEN, goes to the field parser. Each byte
/// moves the square counters by at most 64, so with this bound they stay
/// within 2^30 and cannot wrap, on any target. (With `isize` counters and
/// no bound, 2^26 invalid bytes wrapped a 32-bit counter back to a valid
/// state.)
const MAX_SCAN_BYTES: usize = 1 << 24;

/// The square counters' type: 64 bits where registers are (32-bit
/// counters cost sign extensions there; the repository's performance
/// record, "FEN to key", has the figure), 32 bits on 32-bit targets, where
/// 64-bit arithmetic takes two registers and more code. Both hold the
/// counters' range (within 2^30, [`MAX_SCAN_BYTES`]).
#[cfg(target_pointer_width = "64")]
type Counter = i64;
#[cfg(not(target_pointer_width = "64"))]
type Counter = i32;

/// The one-pass reader: the fields of `fen` when it is well-formed FEN or
/// an EPD position, `None` for anything it does not accept (every syntax
/// error, and nothing else) and for input over [`MAX_SCAN_BYTES`]. With
/// `keys` (781 keys in the Polyglot layout) it XORs the piece keys while
/// it reads the placement. The placement loop
/// has no branch per byte but its end: each byte is classified by table,
/// its effects are computed for every class and selected, and a problem
/// only sets a flag checked at the end of the field.
#[inline(always)]
pub(crate) fn scan(b: &[u8], keys: Option<&[u64; 781]>) -> Option<Scanned> {
    let n = b.len();
    if n > MAX_SCAN_BYTES {
        return None;
    }
    let mut i = skip_separators(b, 0);
    let mut board = [EMPTY; 128];
    let mut piece_key = 0u64;
    // `pos` is the next square's index (+1 per piece, +n per digit, -16
    // per `/`, +64 for any other byte); `rank_end` is the index just past
    // the current rank. Within a rank `pos` only grows, so a rank that ends
    // exactly at `rank_end` placed every piece on it and held no other
    // byte: one comparison per `/` and one at the end check every rank.
    let mut pos: Counter = 56;
    let mut rank_end: Counter = 64;
    // Nonzero after a rank of the wrong length; after two digits in a row.
    let mut bad_rank: Counter = 0;
    let mut two_digits = 0u8;
    let mut previous_flags = 0u8;
    while i < n {
        let info = placement_info(b[i]);
        if info.flags & STOP != 0 {
            break;
        }
        i += 1;
        if let Some(keys) = keys {
            // `row` is at most 704, so the index at most 767; `min` says
            // so to the compiler, which then checks no bound.
            let key = keys[(usize::from(info.row) + (pos & 63) as usize).min(780)];
            piece_key ^= key & info.key_mask as u64;
        }
        let slash = Counter::from(info.slash_mask);
        bad_rank |= (pos ^ rank_end) & slash;
        rank_end -= 8 & slash;
        two_digits |= previous_flags & info.flags;
        previous_flags = info.flags;
        pos += Counter::from(info.advance);
        // The mask keeps the index in bounds on any input.
        board[((pos - 1) & 127) as usize] = info.class;
    }
    if i == n || bad_rank != 0 || two_digits != 0 || rank_end != 8 || pos != 8 {
        return None;
    }
    // Side to move: one letter between separators.
    i = skip_separators(b, i);
    let side_to_move = match b.get(i)? {
        b'w' => Color::White,
        b'b' => Color::Black,
        _ => return None,
    };
    i += 1;
    if !is_separator(*b.get(i)?) {
        return None;
    }
    // Castling: `-`, or up to two white letters then up to two black ones
    // (python-chess's syntax; the field parser names what is wrong).
    i = skip_separators(b, i);
    let mut castling = CastlingLetters::NONE;
    let mut castling_corners = 0u8;
    if *b.get(i)? == b'-' {
        i += 1;
    } else {
        // Letters so far: 1 per white letter, 4 per black one.
        let mut counts = 0u8;
        loop {
            let c = *b.get(i)?;
            // Every byte from 127 (DEL) up is no letter: DEL's entry.
            let info = FEN_CASTLING_BYTES[usize::from(c).min(127)];
            if info & CASTLING_STOP != 0 {
                break;
            }
            let white = info & CASTLING_WHITE != 0;
            counts += if white { 1 } else { 4 };
            // Not a letter, a third white (3) or black (12) letter, or a
            // white letter after a black one.
            if info & CASTLING_LETTER == 0
                || counts & 3 == 3
                || counts > 10
                || (white && counts > 4)
            {
                return None;
            }
            castling_corners |= info & 0x0F;
            castling.push(c);
            i += 1;
        }
    }
    if !is_separator(*b.get(i)?) {
        return None;
    }
    // En passant: `-` or a square on the side to move's rank.
    i = skip_separators(b, i);
    let en_passant = match *b.get(i)? {
        b'-' => {
            i += 1;
            None
        }
        f @ b'a'..=b'h' => {
            let expected = match side_to_move {
                Color::White => b'6',
                Color::Black => b'3',
            };
            if *b.get(i + 1)? != expected {
                return None;
            }
            i += 2;
            Square::from_file_rank(f - b'a', expected - b'1')
        }
        _ => return None,
    };
    // EPD position (end of input), or the halfmove clock and an optional
    // fullmove number, then the end.
    if i < n && !is_separator(b[i]) {
        return None;
    }
    i = skip_separators(b, i);
    // An EPD position has no clocks: 0 and 1, as python-chess reads it.
    let (mut halfmove_clock, mut fullmove_number) = (0, 1);
    if i < n {
        (i, halfmove_clock) = scan_clock(b, i)?;
        if i < n && !is_separator(b[i]) {
            return None;
        }
        i = skip_separators(b, i);
        if i < n {
            (i, fullmove_number) = scan_clock(b, i)?;
            i = skip_separators(b, i);
            if i < n {
                return None;
            }
        }
    }
    Some(Scanned {
        board,
        piece_key,
        side_to_move,
        castling,
        castling_corners,
        en_passant,
        halfmove_clock,
        fullmove_number,
    })
}

#[inline]
fn skip_separators(b: &[u8], mut i: usize) -> usize {
    while i < b.len() && is_separator(b[i]) {
        i += 1;
    }
    i
}

/// A run of at least one digit whose value fits a u32: the index after it
/// and the value.
#[inline]
fn scan_clock(b: &[u8], mut i: usize) -> Option<(usize, u32)> {
    let start = i;
    let mut value: u32 = 0;
    while let Some(&c) = b.get(i) {
        if !c.is_ascii_digit() {
            break;
        }
        value = push_digit(value, c - b'0')?;
        i += 1;
    }
    (i > start).then_some((i, value))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The entry the compact table of 32-bit targets derives for a byte is
    /// the 64-bit table's, for every byte: the two readers are one reader.
    #[test]
    fn the_compact_classes_give_every_byte_the_full_table_entry() {
        let compact = placement_classes::<PLACEMENT_CLASSES>();
        let full = placement_classes::<256>();
        for byte in 0..=255u8 {
            let derived = byte_info(compact[usize::from(byte).min(PLACEMENT_CLASSES - 1)]);
            assert_eq!(derived, byte_info(full[usize::from(byte)]), "byte {byte}");
        }
        assert_eq!(full.iter().filter(|&&class| class < 12).count(), 12);
        assert_eq!(byte_info(full[usize::from(b'/')]).advance, -16);
        assert_eq!(byte_info(full[usize::from(b' ')]).flags, STOP);
        assert_eq!(byte_info(full[usize::from(b'K')]).row, 64 * 11);
    }
}
