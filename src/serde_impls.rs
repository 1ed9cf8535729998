//! The vocabulary with serde (feature `serde`): each type as its usual
//! text, the text its `Display` writes and its `FromStr` reads.
//!
//! | type | text | example (JSON) |
//! |---|---|---|
//! | [`Square`] | file letter and rank digit | `"e4"` |
//! | [`Color`] | `w` or `b` | `"w"` |
//! | [`Role`] | lowercase letter (either case read) | `"n"` |
//! | [`Piece`] | FEN letter, uppercase for white | `"N"`, `"q"` |
//! | [`Promotion`] | lowercase letter (either case read) | `"q"` |
//! | [`SquareColor`] | `dark` or `light` | `"light"` |
//! | [`CastlingSide`] | `kingside` or `queenside` | `"kingside"` |
//! | [`CastlingMode`] | `standard` or `chess960` | `"chess960"` |
//! | [`CastlingRights`] | FEN castling field of standard chess | `"KQkq"`, `"-"` |
//!
//! Serialising writes the text with `Serializer::collect_str` (no
//! allocation, the `Display` output goes straight to the serializer);
//! deserialising asks for a string (`deserialize_str`, borrowed or owned
//! strings both read) and runs the type's `FromStr`. A text it rejects is
//! a serde error carrying [`ParseError`](crate::ParseError)'s message,
//! such as `invalid square: expected a lowercase file letter a-h then a
//! rank digit 1-8, such as "e4"; found '9' at byte 1`; anything that is
//! not a string (a number, a map) is serde's usual `invalid type` error.
//!
//! [`CastlingRights`] holding a Chess960 rook file (not h for the king
//! side, a for the queen side) is an error to serialise: its text
//! (Shredder-FEN file letters) needs the king's file to be read back,
//! which the rights do not hold. Serialise the position instead (the
//! position crate's `Position`, as FEN).

use core::fmt;
use core::marker::PhantomData;
use core::str::FromStr;

use serde::de::{self, Deserializer, Visitor};
use serde::ser::{self, Serializer};
use serde::{Deserialize, Serialize};

use crate::{
    CastlingMode, CastlingRights, CastlingSide, Color, Piece, Promotion, Role, Square, SquareColor,
};

/// The visitor of every text form: a string, read by `T`'s `FromStr`;
/// `expecting` is what it says it expected.
struct TextVisitor<T> {
    expecting: &'static str,
    text: PhantomData<T>,
}

impl<T> Visitor<'_> for TextVisitor<T>
where
    T: FromStr,
    T::Err: fmt::Display,
{
    type Value = T;

    #[inline]
    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.expecting)
    }

    #[inline]
    fn visit_str<E: de::Error>(self, text: &str) -> Result<T, E> {
        text.parse().map_err(E::custom)
    }
}

/// `Serialize` as `Display`'s text and `Deserialize` by `FromStr`, for
/// each vocabulary type with its `expecting` words.
macro_rules! text_serde {
    ($($name:ident: $expecting:literal),+ $(,)?) => {$(
        impl Serialize for $name {
            #[doc = concat!("The text `Display` writes (", $expecting, "), by `collect_str`.")]
            #[inline]
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.collect_str(self)
            }
        }

        impl<'de> Deserialize<'de> for $name {
            #[doc = concat!("A string (", $expecting, "), read by `FromStr`; its `ParseError`'s message otherwise.")]
            #[inline]
            fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<$name, D::Error> {
                deserializer.deserialize_str(TextVisitor {
                    expecting: $expecting,
                    text: PhantomData,
                })
            }
        }
    )+};
}

text_serde! {
    Square: "a square such as \"e4\"",
    Color: "a colour, \"w\" or \"b\"",
    Role: "a role letter, one of \"pnbrqk\"",
    Piece: "a piece letter, one of \"PNBRQKpnbrqk\"",
    Promotion: "a promotion letter, one of \"nbrqk\"",
    SquareColor: "a square colour, \"dark\" or \"light\"",
    CastlingSide: "a castling side, \"kingside\" or \"queenside\"",
    CastlingMode: "a castling mode, \"standard\" or \"chess960\"",
}

impl Serialize for CastlingRights {
    /// The FEN castling field of standard chess (`"KQkq"`, `"Kq"`, `"-"`),
    /// by `collect_str`.
    ///
    /// # Errors
    /// A serializer error for rights with a Chess960 rook file, whose
    /// Shredder-FEN letters cannot be read back without the king's file.
    #[inline]
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if !self.is_standard() {
            return Err(ser::Error::custom(
                "castling rights with a Chess960 rook file have no text that reads back without the king's file: serialise the position",
            ));
        }
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for CastlingRights {
    /// A FEN castling field of standard chess, `-` or letters from `KQkq`
    /// in that order; its `ParseError`'s message otherwise.
    #[inline]
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<CastlingRights, D::Error> {
        deserializer.deserialize_str(TextVisitor {
            expecting: "castling rights, \"-\" or letters from \"KQkq\" in that order",
            text: PhantomData,
        })
    }
}
