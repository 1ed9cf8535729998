//! What both FEN readers (the one pass and the field by field) share of
//! the syntax: the bytes that separate fields and a castling field's
//! letters.

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
