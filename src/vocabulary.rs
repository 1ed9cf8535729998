//! The one shape of the vocabulary's enums, as a macro: declared once here,
//! so `Color`, `Role`, `Piece`, `Square`, `SquareColor`, `CastlingSide`,
//! `CastlingMode`, `Promotion` and `Direction` give the same methods under
//! the same names and documentation, and read their text with the same
//! [`ParseError`](crate::ParseError).
//!
//! `vocabulary!` takes an enum declaration and writes, after it:
//! - with `indexed "noun", "range";`: `ALL` (the variants in index order),
//!   `new(index)` (a range check, no table) and `index()`;
//! - with `letters "noun", "expected" /// docs { Variant => b'c', ... }`
//!   (ASCII letters, at the variants' discriminants 0, 1, ...): `char()`
//!   (documented by the docs before the braces), `from_char(c)`, `Display`
//!   (the letter) and `FromStr` (exactly one letter); `letters "noun",
//!   "expected", ignoring case` reads either case;
//! - with `names "noun", "expected" /// docs { Variant => "name", ... }`:
//!   `name()`, `Display` (the name) and `FromStr` (exactly the name).
//!
//! "noun" names the type in documentation and in error messages
//! (`"invalid colour: expected \"w\" or \"b\""`), "expected" says what
//! `FromStr` accepts. `Square`, whose enum the build generates, takes the
//! index form alone (`vocabulary!(@index ...)`, with its own `new`).

/// Declares a vocabulary enum in the shape the module's docs describe.
macro_rules! vocabulary {
    // An enum with its index and text forms.
    (
        $(#[$meta:meta])*
        pub enum $name:ident { $($(#[$variant_meta:meta])* $variant:ident $(= $value:literal)?),+ $(,)? }
        $($forms:tt)*
    ) => {
        $(#[$meta])*
        pub enum $name { $($(#[$variant_meta])* $variant $(= $value)?),+ }
        vocabulary!(@forms $name, [$($variant),+], $($forms)*);
    };

    (@forms $name:ident, [$($variant:ident),+], indexed $noun:literal, $range:literal; $($text:tt)*) => {
        vocabulary!(@index $name, $noun, $range, [$($name::$variant),+], |index| {
            // Folds to a range check: each variant's discriminant is its index.
            $(if index == $name::$variant as usize {
                return Some($name::$variant);
            })+
            None
        });
        vocabulary!(@text $name, $($text)*);
    };
    (@forms $name:ident, [$($variant:ident),+], $($text:tt)*) => {
        vocabulary!(@text $name, $($text)*);
    };

    // `ALL`, `new` and `index`, for the variants `$all` in index order;
    // `$new` is `new`'s body, which reads no table.
    (@index $name:ident, $noun:literal, $range:literal, $all:expr, |$index:ident| $new:block) => {
        impl $name {
            #[doc = concat!("Every ", $noun, " in index order (", $range, "): `ALL[i].index() == i`.")]
            pub const ALL: [$name; $all.len()] = $all;

            #[doc = concat!("The ", $noun, " with this index (", $range, "), or `None` past the last: `",
                stringify!($name), "::new(x.index()) == Some(x)`.")]
            #[inline]
            pub const fn new($index: usize) -> Option<$name> $new

            #[doc = concat!("The index (", $range, "), for indexing tables (also `x as usize`).")]
            #[inline]
            pub const fn index(self) -> usize {
                self as usize
            }
        }
    };

    // No text form.
    (@text $name:ident,) => {};

    // Named by one letter: `char`, `from_char`, `Display` and `FromStr`.
    (@text $name:ident, letters $noun:literal, $expected:literal $(, ignoring $case:ident)?
        $(#[$doc:meta])* { $($variant:ident => $letter:literal),+ $(,)? }) => {
        impl $name {
            /// The letters, at the variants' discriminants (0, 1, ... in
            /// order): a `static`, so a firmware image's size report names it.
            #[inline]
            const fn letters() -> &'static [u8] {
                static LETTERS: [u8; [$($letter),+].len()] = [$($letter),+];
                &LETTERS
            }

            $(#[$doc])*
            #[inline]
            pub const fn char(self) -> char {
                $name::letters()[self as usize] as char
            }

            #[doc = concat!("The ", $noun, " that `c` names, or `None`: it reads ", $expected,
                ", as [`char`](Self::char) writes them.")]
            #[inline]
            pub const fn from_char(c: char) -> Option<$name> {
                $(let c = vocabulary!(@fold $case, c);)?
                // A search of the letters rather than a `match`: the
                // smaller code, which firmware counts.
                let letters = $name::letters();
                let mut i = 0;
                while i < letters.len() {
                    if c as u32 == letters[i] as u32 {
                        $(if i == $name::$variant as usize {
                            return Some($name::$variant);
                        })+
                    }
                    i += 1;
                }
                None
            }
        }

        impl core::fmt::Display for $name {
            /// The letter (`char()`).
            #[inline]
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                core::fmt::Write::write_char(f, self.char())
            }
        }

        impl core::str::FromStr for $name {
            type Err = $crate::ParseError;

            #[doc = concat!("One letter: ", $expected, "; nothing else.")]
            #[inline]
            fn from_str(s: &str) -> Result<$name, $crate::ParseError> {
                $crate::parse_error::single_char(s)
                    .and_then($name::from_char)
                    .ok_or($crate::ParseError::new($noun, $expected))
            }
        }
    };

    // Named by a word: `name`, `Display` and `FromStr`.
    (@text $name:ident, names $noun:literal, $expected:literal
        $(#[$doc:meta])* { $($variant:ident => $word:literal),+ $(,)? }) => {
        impl $name {
            $(#[$doc])*
            #[inline]
            pub const fn name(self) -> &'static str {
                match self {
                    $($name::$variant => $word),+
                }
            }
        }

        impl core::fmt::Display for $name {
            /// The name (`name()`).
            #[inline]
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.write_str(self.name())
            }
        }

        impl core::str::FromStr for $name {
            type Err = $crate::ParseError;

            #[doc = concat!("The name: ", $expected, "; nothing else.")]
            #[inline]
            fn from_str(s: &str) -> Result<$name, $crate::ParseError> {
                match s {
                    $($word => Ok($name::$variant),)+
                    _ => Err($crate::ParseError::new($noun, $expected)),
                }
            }
        }
    };

    (@fold case, $c:ident) => {
        $c.to_ascii_lowercase()
    };
}
