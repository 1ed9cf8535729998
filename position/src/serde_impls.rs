//! Positions and book entries with serde (feature `serde`), as text and
//! plain records; the vocabulary's impls are the table crate's (its
//! feature `serde`, which this one turns on).
//!
//! | type | form | example (JSON) |
//! |---|---|---|
//! | [`Position`] | its FEN, a string | `"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"` |
//! | [`Setup`] | the FEN of its position, a string | the same |
//! | `book::BookMove` | UCI text, a string | `"e2e4"`, `"e7e8q"` |
//! | `book::Entry` | a struct of four fields: `key` (u64), `move` (UCI text), `weight` (u16), `learn` (u32) | `{"key":5060803636482931868,"move":"e2e4","weight":2,"learn":0}` |
//!
//! **Serialising** allocates nothing and needs no buffer: the text goes
//! through `Serializer::collect_str`, written by `Display` (FEN, UCI). A
//! FEN is at most 71 bytes for the board (64 squares and 7 slashes), 1 for
//! the side, 4 for castling, 2 for en passant, two clocks of at most 10
//! digits each and 5 spaces: 103 bytes, which a format that buffers
//! `collect_str` (postcard with `alloc` does) holds at once.
//!
//! **Deserialising** asks for a string (borrowed or owned) and runs the
//! readers: a position's FEN goes through `fen.parse::<Position>()`, which
//! checks everything a [`Position`] promises, and a bad FEN is a serde
//! error carrying [`FenError`](crate::FenError)'s message (the field, the
//! byte offset and the token, such as `FEN field 4 (en-passant square),
//! byte 52 in "e9": expected '-' or a square such as e3 or d6`). Anything
//! that is not a string is serde's `invalid type` error.
//!
//! **What round trips.** A position reads back equal (`==`) with the same
//! FEN. FEN out writes what counts (the castling rights and en-passant
//! square of [`Position::castling`] and [`Position::en_passant`]), so
//! stale rights or an impossible en-passant square as written are not
//! kept. Plain FEN cannot say Chess960: serialising a position (or setup)
//! in [`CastlingMode::Chess960`](crate::CastlingMode) is an error rather
//! than a FEN that would read back as standard chess. A [`Setup`] is
//! serialised as its position (`Position::try_from(&setup)`; a setup that
//! is no position is a serialize error with the
//! [`SetupError`](crate::SetupError)'s message) and read back as that
//! position's setup ([`Position::to_setup`]): equal to the original when
//! every right and the en-passant square count.
//!
//! A book move is its UCI text, four or five characters, a promotion letter
//! in either case read; the raw move 0 (the null move) is `"a1a1"`. A
//! move UCI cannot write (bit 15 set, or the undefined promotion codes 6
//! and 7) is a serialize error. An entry's fields are checked as serde's
//! derive checks them with `deny_unknown_fields`: a missing, duplicate or
//! unknown field is an error; a sequence of the four values, in order,
//! is read too (the form binary formats such as postcard write).

use core::fmt;

use serde::de::{self, Deserializer, Visitor};
use serde::ser::{self, Serializer};
use serde::{Deserialize, Serialize};

use crate::position::{Position, Setup};
use chess_tables::castling::CastlingMode;

/// The error of a Chess960 position: plain FEN reads back as standard chess.
const CHESS960: &str = "a Chess960 position has no plain FEN that reads back as Chess960: \
     serialise its Shredder-FEN (Position::shredder_fen) as a string and read it with \
     Position::from_fen_with_mode";

/// Reads a FEN into a position: the visitor of `Position` and `Setup`.
struct FenVisitor;

impl Visitor<'_> for FenVisitor {
    type Value = Position;

    #[inline]
    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a FEN string")
    }

    #[inline]
    fn visit_str<E: de::Error>(self, fen: &str) -> Result<Position, E> {
        fen.parse().map_err(E::custom)
    }
}

impl Serialize for Position {
    /// The FEN (`Display`), by `collect_str`.
    ///
    /// # Errors
    /// A serializer error for a position in [`CastlingMode::Chess960`],
    /// whose plain FEN would read back as standard chess.
    #[inline]
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if self.castling_mode() == CastlingMode::Chess960 {
            return Err(ser::Error::custom(CHESS960));
        }
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Position {
    /// A FEN string, read by `fen.parse::<Position>()` (standard chess).
    ///
    /// ```
    /// use chess_tables_position::Position;
    /// let start: Position = serde_json::from_str(
    ///     r#""rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1""#,
    /// )?;
    /// assert_eq!(start, Position::START);
    /// let error = serde_json::from_str::<Position>(r#""8/8/8 w - - 0 1""#).unwrap_err();
    /// assert!(error.to_string().starts_with("FEN field 1 (piece placement)"));
    /// # Ok::<(), serde_json::Error>(())
    /// ```
    ///
    /// # Errors
    /// The [`FenError`](crate::FenError)'s message as a serde error; serde's
    /// `invalid type` for anything but a string.
    #[inline]
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Position, D::Error> {
        deserializer.deserialize_str(FenVisitor)
    }
}

impl Serialize for Setup {
    /// The FEN of `Position::try_from(self)`, by `collect_str`.
    ///
    /// # Errors
    /// A serializer error with the [`SetupError`](crate::SetupError)'s
    /// message for a setup that is no position, and for a setup in
    /// [`CastlingMode::Chess960`] (as [`Position`]'s).
    #[inline]
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        Position::try_from(self)
            .map_err(ser::Error::custom)?
            .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Setup {
    /// A FEN string, read as [`Position`]'s, then the position's setup
    /// ([`Position::to_setup`]).
    ///
    /// # Errors
    /// As [`Position`]'s.
    #[inline]
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Setup, D::Error> {
        Ok(deserializer.deserialize_str(FenVisitor)?.to_setup())
    }
}

#[cfg(feature = "book")]
mod book {
    use core::fmt;

    use serde::de::{self, Deserializer, MapAccess, SeqAccess, Visitor};
    use serde::ser::{self, SerializeStruct, Serializer};
    use serde::{Deserialize, Serialize};

    use crate::book::{BookMove, Entry};
    use chess_tables::{Promotion, Square};

    /// What a book move's text must be.
    const UCI: &str = "a move in UCI text such as \"e2e4\" or \"e7e8q\"";

    /// The book move of UCI text: two squares and an optional promotion
    /// letter (`nbrqk`, either case), nothing else.
    fn parse_uci(text: &str) -> Option<BookMove> {
        let from: Square = text.get(0..2)?.parse().ok()?;
        let to: Square = text.get(2..4)?.parse().ok()?;
        let promotion = match text.get(4..)? {
            "" => None,
            letter => {
                let mut chars = letter.chars();
                let c = chars.next()?;
                if chars.next().is_some() {
                    return None;
                }
                Some(Promotion::from_char(c)?)
            }
        };
        Some(BookMove::new(from, to, promotion))
    }

    impl Serialize for BookMove {
        /// UCI text (`Display`): `"e2e4"`, `"e7e8q"`, the null move `"a1a1"`.
        ///
        /// # Errors
        /// A serializer error for a move UCI cannot write: bit 15 set, or
        /// the undefined promotion codes 6 and 7.
        #[inline]
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            if self.raw() & 0x8000 != 0 || self.promotion().is_err() {
                return Err(ser::Error::custom(
                    "a book move with bit 15 set or an undefined promotion code (6, 7) has no UCI text",
                ));
            }
            serializer.collect_str(self)
        }
    }

    /// Reads a book move's UCI text.
    struct MoveVisitor;

    impl Visitor<'_> for MoveVisitor {
        type Value = BookMove;

        #[inline]
        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str(UCI)
        }

        #[inline]
        fn visit_str<E: de::Error>(self, text: &str) -> Result<BookMove, E> {
            parse_uci(text).ok_or_else(|| E::invalid_value(de::Unexpected::Str(text), &self))
        }
    }

    impl<'de> Deserialize<'de> for BookMove {
        /// UCI text: from, to and an optional promotion letter (`nbrqk`,
        /// either case), as `"e2e4"` or `"e7e8q"`.
        ///
        /// # Errors
        /// serde's `invalid value` for any other string, `invalid type`
        /// for anything but a string.
        #[inline]
        fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<BookMove, D::Error> {
            deserializer.deserialize_str(MoveVisitor)
        }
    }

    /// The fields of an entry, in order.
    const FIELDS: &[&str] = &["key", "move", "weight", "learn"];

    impl Serialize for Entry {
        /// A struct `Entry` of `key` (u64), `move` (UCI text), `weight`
        /// (u16) and `learn` (u32):
        /// `{"key":5060803636482931868,"move":"e2e4","weight":2,"learn":0}`.
        ///
        /// # Errors
        /// As the move's.
        #[inline]
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            let mut record = serializer.serialize_struct("Entry", FIELDS.len())?;
            record.serialize_field("key", &self.key)?;
            record.serialize_field("move", &self.mv)?;
            record.serialize_field("weight", &self.weight)?;
            record.serialize_field("learn", &self.learn)?;
            record.end()
        }
    }

    /// An entry's field, by name (or index, as serde's derive reads them).
    enum Field {
        Key,
        Move,
        Weight,
        Learn,
    }

    /// Reads a field's name.
    struct FieldVisitor;

    impl Visitor<'_> for FieldVisitor {
        type Value = Field;

        #[inline]
        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("`key`, `move`, `weight` or `learn`")
        }

        #[inline]
        fn visit_u64<E: de::Error>(self, index: u64) -> Result<Field, E> {
            match index {
                0 => Ok(Field::Key),
                1 => Ok(Field::Move),
                2 => Ok(Field::Weight),
                3 => Ok(Field::Learn),
                _ => Err(E::invalid_value(de::Unexpected::Unsigned(index), &self)),
            }
        }

        #[inline]
        fn visit_str<E: de::Error>(self, name: &str) -> Result<Field, E> {
            match name {
                "key" => Ok(Field::Key),
                "move" => Ok(Field::Move),
                "weight" => Ok(Field::Weight),
                "learn" => Ok(Field::Learn),
                _ => Err(E::unknown_field(name, FIELDS)),
            }
        }

        #[inline]
        fn visit_bytes<E: de::Error>(self, name: &[u8]) -> Result<Field, E> {
            match core::str::from_utf8(name) {
                Ok(name) => self.visit_str(name),
                Err(_) => Err(E::invalid_value(de::Unexpected::Bytes(name), &self)),
            }
        }
    }

    impl<'de> Deserialize<'de> for Field {
        #[inline]
        fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Field, D::Error> {
            deserializer.deserialize_identifier(FieldVisitor)
        }
    }

    /// Reads an entry from a map or a sequence.
    struct EntryVisitor;

    impl<'de> Visitor<'de> for EntryVisitor {
        type Value = Entry;

        #[inline]
        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("a book entry: key, move, weight and learn")
        }

        #[inline]
        fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Entry, A::Error> {
            let key = seq
                .next_element()?
                .ok_or_else(|| de::Error::invalid_length(0, &self))?;
            let mv = seq
                .next_element()?
                .ok_or_else(|| de::Error::invalid_length(1, &self))?;
            let weight = seq
                .next_element()?
                .ok_or_else(|| de::Error::invalid_length(2, &self))?;
            let learn = seq
                .next_element()?
                .ok_or_else(|| de::Error::invalid_length(3, &self))?;
            Ok(Entry {
                key,
                mv,
                weight,
                learn,
            })
        }

        #[inline]
        fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Entry, A::Error> {
            let (mut key, mut mv, mut weight, mut learn) = (None, None, None, None);
            while let Some(field) = map.next_key()? {
                match field {
                    Field::Key => set(&mut key, "key", map.next_value()?)?,
                    Field::Move => set(&mut mv, "move", map.next_value()?)?,
                    Field::Weight => set(&mut weight, "weight", map.next_value()?)?,
                    Field::Learn => set(&mut learn, "learn", map.next_value()?)?,
                }
            }
            Ok(Entry {
                key: key.ok_or_else(|| de::Error::missing_field("key"))?,
                mv: mv.ok_or_else(|| de::Error::missing_field("move"))?,
                weight: weight.ok_or_else(|| de::Error::missing_field("weight"))?,
                learn: learn.ok_or_else(|| de::Error::missing_field("learn"))?,
            })
        }
    }

    /// Sets a field read once; serde's `duplicate field` error the second time.
    #[inline]
    fn set<T, E: de::Error>(slot: &mut Option<T>, name: &'static str, value: T) -> Result<(), E> {
        if slot.is_some() {
            return Err(E::duplicate_field(name));
        }
        *slot = Some(value);
        Ok(())
    }

    impl<'de> Deserialize<'de> for Entry {
        /// A struct of `key`, `move`, `weight` and `learn` (each once, no
        /// other field), or a sequence of the four values in that order.
        ///
        /// ```
        /// use chess_tables_position::book::{BookMove, Entry};
        /// use chess_tables_position::Square;
        ///
        /// let json = r#"{"key":5060803636482931868,"move":"e2e4","weight":2,"learn":0}"#;
        /// let entry: Entry = serde_json::from_str(json)?;
        /// assert_eq!(entry.key, 0x463b96181691fc9c);
        /// assert_eq!(entry.mv, BookMove::new(Square::E2, Square::E4, None));
        /// assert_eq!(serde_json::to_string(&entry)?, json);
        /// # Ok::<(), serde_json::Error>(())
        /// ```
        ///
        /// # Errors
        /// serde's `missing field`, `duplicate field`, `unknown field`,
        /// `invalid length`, `invalid type` and `invalid value` (a field
        /// out of range, a move that is not UCI text).
        #[inline]
        fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Entry, D::Error> {
            deserializer.deserialize_struct("Entry", FIELDS, EntryVisitor)
        }
    }
}
