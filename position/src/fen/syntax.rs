//! What both FEN readers (the one pass and the field by field) share of
//! the syntax: the bytes that separate fields, the other white space, and
//! a castling field's letters.

/// A castling field's letters, syntax checked (at most four: two per
/// colour), in the order written.
#[derive(Clone, Copy, Debug)]
pub(crate) struct CastlingLetters {
    letters: [u8; 4],
    len: u8,
}

impl CastlingLetters {
    /// No letter (`-`).
    pub(crate) const NONE: CastlingLetters = CastlingLetters {
        letters: [0; 4],
        len: 0,
    };

    /// Appends a letter; the readers check that there are at most four.
    #[inline(always)]
    pub(crate) fn push(&mut self, letter: u8) {
        self.letters[usize::from(self.len & 3)] = letter;
        self.len += 1;
    }

    /// The letters, in order.
    #[inline(always)]
    pub(crate) fn letters(&self) -> &[u8] {
        &self.letters[..usize::from(self.len.min(4))]
    }
}

/// True for the six ASCII whitespace bytes that separate fields: space,
/// tab, line feed, vertical tab, form feed and carriage return (C `isspace`).
#[inline]
pub(crate) const fn is_separator(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | 0x0B | 0x0C | b'\r')
}

/// True for a white-space character that is not a field separator: the
/// Unicode `White_Space` characters ([`char::is_whitespace`]) outside
/// ASCII, which would otherwise merge two fields. Written out rather than
/// calling `is_whitespace`, whose 256-byte table and lookup code a
/// firmware image would carry; a test checks the two agree on every `char`.
#[inline]
pub(crate) const fn is_non_ascii_space(c: char) -> bool {
    matches!(
        c,
        '\u{85}' | '\u{a0}' | '\u{1680}' | '\u{2000}'
            ..='\u{200a}' | '\u{2028}' | '\u{2029}' | '\u{202f}' | '\u{205f}' | '\u{3000}'
    )
}

/// True for the first byte of a non-ASCII space's UTF-8 encoding: a text
/// is searched for them byte by byte, and a character decoded only there.
#[inline]
pub(crate) const fn may_start_non_ascii_space(b: u8) -> bool {
    matches!(b, 0xC2 | 0xE1 | 0xE2 | 0xE3)
}

/// `value * 10 + digit` (a digit 0..=9) when it fits a `u32`: a clock's
/// next digit. Compares with the largest value that can take a digit
/// rather than calling `checked_mul`, whose overflow test a core without a
/// 32 x 32 -> 64-bit multiply (Cortex-M0) makes with a library call.
#[inline]
pub(crate) const fn push_digit(value: u32, digit: u8) -> Option<u32> {
    const LAST: u32 = u32::MAX / 10;
    let digit = digit as u32;
    if value < LAST || (value == LAST && digit <= u32::MAX % 10) {
        Some(value * 10 + digit)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_non_ascii_space_starts_with_a_byte_the_search_stops_at() {
        for c in (0..=u32::from(char::MAX)).filter_map(char::from_u32) {
            let mut utf8 = [0; 4];
            let lead = c.encode_utf8(&mut utf8).as_bytes()[0];
            if is_non_ascii_space(c) {
                assert!(may_start_non_ascii_space(lead), "{c:?}");
            }
        }
    }

    #[test]
    fn push_digit_is_checked_arithmetic() {
        let values = [
            0,
            1,
            9,
            10,
            429_496_728,
            429_496_729,
            429_496_730,
            u32::MAX / 2,
            u32::MAX,
        ];
        for value in values {
            for digit in 0..=9u8 {
                let checked = value
                    .checked_mul(10)
                    .and_then(|n| n.checked_add(u32::from(digit)));
                assert_eq!(push_digit(value, digit), checked, "{value} {digit}");
            }
        }
    }

    #[test]
    fn white_space_is_the_separators_and_the_non_ascii_spaces() {
        for c in (0..=u32::from(char::MAX)).filter_map(char::from_u32) {
            let ours = if c.is_ascii() {
                is_separator(c as u8)
            } else {
                is_non_ascii_space(c)
            };
            assert_eq!(ours, c.is_whitespace(), "{:?} (U+{:04X})", c, u32::from(c));
        }
    }
}
