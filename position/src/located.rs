//! The core the FEN and EPD readers' errors share: what is wrong (a kind),
//! the byte offset of the first byte that makes the input wrong, and the
//! token around it, copied, so that an error is `Copy` and borrows nothing.
//! [`located_error!`] declares a public error around it with the
//! accessors both errors give.

use core::fmt;

/// The most bytes of its token an error quotes.
pub(crate) const TOKEN_MAX_BYTES: usize = 16;

/// An error of kind `K` at a byte offset, with its quoted token.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Located<K> {
    pub(crate) kind: K,
    pub(crate) offset: usize,
    pub(crate) token: Token,
}

impl<K> Located<K> {
    /// The error of kind `kind` at byte `offset` of `input`, quoting the
    /// token `input[token_start..token_end]` (which holds `offset`, or ends
    /// there).
    #[inline]
    pub(crate) fn new(
        kind: K,
        input: &str,
        token_start: usize,
        token_end: usize,
        offset: usize,
    ) -> Located<K> {
        Located {
            kind,
            offset,
            token: Token::new(input, token_start, token_end, offset),
        }
    }

    /// The same place with another kind (an EPD error's FEN error, and back).
    #[inline]
    pub(crate) const fn with_kind<L>(&self, kind: L) -> Located<L> {
        Located {
            kind,
            offset: self.offset,
            token: self.token,
        }
    }

    /// Where the token starts.
    #[inline]
    pub(crate) const fn token_offset(&self) -> usize {
        self.token.offset(self.offset)
    }

    /// Writes where the error is: `byte 52 in "e9"`, `byte 15 after "7"`
    /// (the offending byte ends the token), `byte 17 (end of input)` (no
    /// token), with `…` where the quoted text is cut.
    #[inline]
    pub(crate) fn write_location(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (offset, text) = (self.offset, self.token.text());
        if text.is_empty() {
            return write!(f, "byte {offset} (end of input)");
        }
        let place = if offset < self.token_offset() + text.len() {
            "in"
        } else {
            "after"
        };
        let before = if self.token.cut_before { "…" } else { "" };
        let after = if self.token.cut_after { "…" } else { "" };
        write!(f, "byte {offset} {place} {before}{text:?}{after}")
    }
}

/// The quoted token of an error: at most [`TOKEN_MAX_BYTES`] bytes of the
/// input, copied, with where it starts relative to the error's offset.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Token {
    bytes: [u8; TOKEN_MAX_BYTES],
    len: u8,
    /// The error's offset minus the token's (at most [`TOKEN_MAX_BYTES`]).
    before_offset: u8,
    /// The token goes on before the quoted text.
    cut_before: bool,
    /// The token goes on after the quoted text.
    cut_after: bool,
}

impl Token {
    /// The token `input[start..end]` of an error at `offset` (within it,
    /// or at `end`), cut to [`TOKEN_MAX_BYTES`] around the offset when it
    /// is longer: from 8 bytes before the offset (or the token's start), or
    /// the token's last [`TOKEN_MAX_BYTES`] when that starts earlier, so
    /// the offending character is whole in it; the quoted text starts at
    /// the token's start whenever the offset is there. Never panics: out
    /// of range or off a character boundary, the bounds are moved in.
    // Cold: one copy of it for the many places that build an error.
    #[cold]
    #[inline]
    fn new(input: &str, start: usize, end: usize, offset: usize) -> Token {
        let end = end.min(input.len());
        let start = start.min(end);
        let at = offset.clamp(start, end);
        let mut from = start.max(
            at.saturating_sub(8)
                .min(end.saturating_sub(TOKEN_MAX_BYTES)),
        );
        while from < at && !input.is_char_boundary(from) {
            from += 1;
        }
        let mut to = end.min(from.saturating_add(TOKEN_MAX_BYTES));
        while to > from && !input.is_char_boundary(to) {
            to -= 1;
        }
        let text = input.as_bytes().get(from..to).unwrap_or(&[]);
        let mut bytes = [0; TOKEN_MAX_BYTES];
        for (byte, &b) in bytes.iter_mut().zip(text) {
            *byte = b;
        }
        Token {
            bytes,
            len: u8::try_from(text.len()).unwrap_or(0),
            before_offset: u8::try_from(offset.saturating_sub(from)).unwrap_or(u8::MAX),
            cut_before: from > start,
            cut_after: to < end,
        }
    }

    /// The quoted text.
    #[inline]
    pub(crate) fn text(&self) -> &str {
        let bytes = self.bytes.get(..usize::from(self.len)).unwrap_or(&[]);
        core::str::from_utf8(bytes).unwrap_or("")
    }

    /// Where the token starts, for an error at `offset`.
    #[inline]
    const fn offset(&self, offset: usize) -> usize {
        offset.saturating_sub(self.before_offset as usize)
    }

    /// True when the token goes on before or after the quoted text.
    #[inline]
    pub(crate) const fn truncated(&self) -> bool {
        self.cut_before || self.cut_after
    }
}

/// A character as an error message quotes it: `'K'`, and a character
/// outside ASCII with its code point, `'K' (U+212A)`, so that a look-alike
/// (the Kelvin sign, a Cyrillic letter) is told from the letter it resembles.
pub(crate) struct Quoted(pub(crate) char);

impl fmt::Display for Quoted {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_ascii() {
            write!(f, "{:?}", self.0)
        } else {
            write!(f, "{:?} (U+{:04X})", self.0, u32::from(self.0))
        }
    }
}

/// Declares a public error around [`Located`]: the struct, its `Debug`
/// (kind, offset, token), and the accessors every located error gives
/// (`TOKEN_MAX_BYTES`, `kind`, `offset`, `token`, `token_offset`,
/// `token_truncated`), documented for `$input` ("input", "line").
macro_rules! located_error {
    ($(#[$meta:meta])* pub struct $name:ident(Located<$kind:ident>), read from the $input:literal;) => {
        $(#[$meta])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash)]
        pub struct $name(crate::located::Located<$kind>);

        impl $name {
            #[doc = concat!("The most bytes of its token an error quotes ([`", stringify!($name),
                "::token`]): a longer token is cut, on character boundaries, to at most this many ",
                "bytes around the offset, and [`", stringify!($name), "::token_truncated`] is true.")]
            pub const TOKEN_MAX_BYTES: usize = crate::located::TOKEN_MAX_BYTES;

            /// What is wrong.
            #[inline]
            pub const fn kind(&self) -> $kind {
                self.0.kind
            }

            #[doc = concat!("Byte offset in the ", $input, " of the first byte that makes it wrong ",
                "(each [`", stringify!($kind), "`] variant says which byte that is): a character ",
                "boundary, at most the ", $input, "'s length (which it is when the ", $input,
                " ends too early).")]
            #[inline]
            pub const fn offset(&self) -> usize {
                self.0.offset
            }

            #[doc = concat!("The token that holds the offending byte, as the ", $input, " has it ",
                "(each [`", stringify!($kind), "`] variant says which token). It starts at ",
                "[`token_offset`](Self::token_offset), and the offset lies within it or, when the ",
                "offending byte is the end of a token or of the ", $input, ", just after it. A token ",
                "longer than [`TOKEN_MAX_BYTES`](Self::TOKEN_MAX_BYTES) is cut to that many bytes or ",
                "fewer around the offset ([`token_truncated`](Self::token_truncated)).")]
            #[inline]
            pub fn token(&self) -> &str {
                self.0.token.text()
            }

            #[doc = concat!("Byte offset in the ", $input, " where [`token`](Self::token) starts.")]
            #[inline]
            pub const fn token_offset(&self) -> usize {
                self.0.token_offset()
            }

            #[doc = concat!("True when [`token`](Self::token) is part of a token longer than ",
                "[`TOKEN_MAX_BYTES`](Self::TOKEN_MAX_BYTES): the ", $input, " goes on before or ",
                "after the quoted text without a break.")]
            #[inline]
            pub const fn token_truncated(&self) -> bool {
                self.0.token.truncated()
            }
        }

        impl core::fmt::Debug for $name {
            #[inline]
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.debug_struct(stringify!($name))
                    .field("kind", &self.0.kind)
                    .field("offset", &self.0.offset)
                    .field("token", &self.token())
                    .field("token_truncated", &self.token_truncated())
                    .finish()
            }
        }
    };
}
