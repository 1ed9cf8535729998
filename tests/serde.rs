//! The vocabulary with serde (feature `serde`): every value round trips
//! through a text format (serde_json) and a binary one (postcard) as its
//! usual text; wrong text, wrong types, huge strings and random input are
//! serde errors, never a panic.

use chess_tables::{
    CastlingMode, CastlingRights, CastlingSide, Color, Piece, Promotion, Role, Square, SquareColor,
};
use proptest::prelude::*;
use serde::Serialize;
use serde::de::DeserializeOwned;

/// Round trips `value` through serde_json and postcard; the JSON text is
/// the quoted `Display` text, and postcard's bytes are its length then the
/// text. Returns the JSON.
fn round_trip<T>(value: T) -> String
where
    T: Serialize + DeserializeOwned + PartialEq + core::fmt::Debug + core::fmt::Display,
{
    let json = serde_json::to_string(&value).unwrap();
    assert_eq!(json, format!("\"{value}\""));
    assert_eq!(serde_json::from_str::<T>(&json).unwrap(), value);
    let bytes = postcard::to_allocvec(&value).unwrap();
    let text = value.to_string();
    assert_eq!(bytes[0] as usize, text.len());
    assert_eq!(&bytes[1..], text.as_bytes());
    assert_eq!(postcard::from_bytes::<T>(&bytes).unwrap(), value);
    json
}

const PROMOTIONS: [Promotion; 5] = [
    Promotion::Knight,
    Promotion::Bishop,
    Promotion::Rook,
    Promotion::Queen,
    Promotion::King,
];

#[test]
fn every_value_round_trips_as_its_text() {
    let mut count = 0;
    for square in Square::ALL {
        round_trip(square);
        count += 1;
    }
    for color in Color::ALL {
        round_trip(color);
        count += 1;
    }
    for role in Role::ALL {
        round_trip(role);
        count += 1;
    }
    for piece in Piece::ALL {
        round_trip(piece);
        count += 1;
    }
    for promotion in PROMOTIONS {
        round_trip(promotion);
        count += 1;
    }
    for color in SquareColor::ALL {
        round_trip(color);
        count += 1;
    }
    for side in CastlingSide::ALL {
        round_trip(side);
        count += 1;
    }
    for mode in [CastlingMode::Standard, CastlingMode::Chess960] {
        round_trip(mode);
        count += 1;
    }
    for bits in 0..16 {
        round_trip(CastlingRights::from_bits(bits));
        count += 1;
    }
    // 64 squares, 2 colours, 6 roles, 12 pieces, 5 promotions, 2 square
    // colours, 2 sides, 2 modes, 16 sets of rights; each in both formats.
    assert_eq!(count, 64 + 2 + 6 + 12 + 5 + 2 + 2 + 2 + 16);
    assert_eq!(count, 111);
}

#[test]
fn known_texts() {
    assert_eq!(round_trip(Square::E4), r#""e4""#);
    assert_eq!(round_trip(Square::A1), r#""a1""#);
    assert_eq!(round_trip(Color::Black), r#""b""#);
    assert_eq!(round_trip(Role::Knight), r#""n""#);
    assert_eq!(round_trip(Piece::WhiteKnight), r#""N""#);
    assert_eq!(round_trip(Piece::BlackQueen), r#""q""#);
    assert_eq!(round_trip(Promotion::Queen), r#""q""#);
    assert_eq!(round_trip(SquareColor::Light), r#""light""#);
    assert_eq!(round_trip(CastlingSide::QueenSide), r#""queenside""#);
    assert_eq!(round_trip(CastlingMode::Chess960), r#""chess960""#);
    assert_eq!(round_trip(CastlingRights::from_bits(15)), r#""KQkq""#);
    assert_eq!(round_trip(CastlingRights::NONE), r#""-""#);
    assert_eq!(round_trip(CastlingRights::from_bits(0b1001)), r#""Kq""#);
    // In a struct, as a program stores them.
    let pair: (Square, Piece) = serde_json::from_str(r#"["h8","k"]"#).unwrap();
    assert_eq!(pair, (Square::H8, Piece::BlackKing));
    // Owned strings too: an escape makes serde_json hand over a string of
    // its own, and a `Value` gives up its `String`.
    assert_eq!(
        serde_json::from_str::<Square>(r#""e\u0034""#).unwrap(),
        Square::E4
    );
    let value = serde_json::Value::String("KQ".to_owned());
    assert_eq!(
        serde_json::from_value::<CastlingRights>(value).unwrap(),
        CastlingRights::from_bits(0b0011)
    );
    // What FromStr reads beside what Display writes: a role in either case.
    assert_eq!(
        serde_json::from_str::<Role>(r#""N""#).unwrap(),
        Role::Knight
    );
}

#[test]
fn wrong_text_carries_the_parse_error() {
    let error = serde_json::from_str::<Square>(r#""e9""#).unwrap_err();
    assert_eq!(
        error.to_string(),
        "invalid square: expected a lowercase file letter a-h then a rank digit 1-8, such as \"e4\"; found '9' at byte 1 at line 1 column 4"
    );
    let error = serde_json::from_str::<Color>(r#""white""#).unwrap_err();
    assert_eq!(
        error.to_string(),
        "invalid colour: expected \"w\" or \"b\" at line 1 column 7"
    );
    let error = serde_json::from_str::<CastlingRights>(r#""qK""#).unwrap_err();
    assert!(
        error.to_string().starts_with("invalid castling rights"),
        "{error}"
    );
    // postcard: the same message.
    let error = postcard::from_bytes::<Square>(b"\x02i1").unwrap_err();
    assert!(matches!(error, postcard::Error::SerdeDeCustom), "{error:?}");
}

#[test]
fn wrong_types_are_errors() {
    let error = serde_json::from_str::<Square>("28").unwrap_err();
    assert_eq!(
        error.to_string(),
        "invalid type: integer `28`, expected a square such as \"e4\" at line 1 column 2"
    );
    let error = serde_json::from_str::<Piece>("{}").unwrap_err();
    assert!(
        error
            .to_string()
            .starts_with("invalid type: map, expected a piece letter"),
        "{error}"
    );
    let error = serde_json::from_str::<CastlingRights>("null").unwrap_err();
    assert!(
        error.to_string().starts_with("invalid type: null"),
        "{error}"
    );
    assert!(serde_json::from_str::<Color>("[\"w\"]").is_err());
    // A length past the input, and a string that is no UTF-8.
    assert!(postcard::from_bytes::<Square>(b"\x05e4").is_err());
    assert!(postcard::from_bytes::<Square>(b"\x02\xff\xfe").is_err());
    assert!(postcard::from_bytes::<Square>(b"").is_err());
}

#[test]
fn huge_strings_are_errors() {
    let huge = "e".repeat(1 << 20);
    let json = format!("\"{huge}\"");
    assert!(serde_json::from_str::<Square>(&json).is_err());
    assert!(serde_json::from_str::<CastlingRights>(&json).is_err());
    assert!(serde_json::from_str::<CastlingMode>(&json).is_err());
    let bytes = postcard::to_allocvec(huge.as_str()).unwrap();
    assert_eq!(bytes.len(), (1 << 20) + 3);
    assert!(postcard::from_bytes::<Square>(&bytes).is_err());
    assert!(postcard::from_bytes::<Piece>(&bytes).is_err());
    // A megabyte of rights letters in order but repeated.
    let rights = format!("\"{}\"", "KQkq".repeat(1 << 18));
    assert!(serde_json::from_str::<CastlingRights>(&rights).is_err());
}

#[test]
fn chess960_rights_are_a_serialize_error() {
    let rights = CastlingRights::NONE.with_rook_file(Color::White, CastlingSide::KingSide, 6);
    let error = serde_json::to_string(&rights).unwrap_err();
    assert!(error.to_string().contains("Chess960 rook file"), "{error}");
    assert!(postcard::to_allocvec(&rights).is_err());
}

/// Every input of a proptest case is read as each type: Ok or Err, never a
/// panic; and what is Ok serialises back to an equal value.
fn read_all_json(text: &str) -> usize {
    fn one<T: Serialize + DeserializeOwned + PartialEq + core::fmt::Debug>(text: &str) -> usize {
        match serde_json::from_str::<T>(text) {
            Ok(value) => {
                let again = serde_json::to_string(&value).unwrap();
                assert_eq!(serde_json::from_str::<T>(&again).unwrap(), value);
                1
            }
            Err(_) => 0,
        }
    }
    one::<Square>(text)
        + one::<Color>(text)
        + one::<Role>(text)
        + one::<Piece>(text)
        + one::<Promotion>(text)
        + one::<SquareColor>(text)
        + one::<CastlingSide>(text)
        + one::<CastlingMode>(text)
        + one::<CastlingRights>(text)
}

fn read_all_postcard(bytes: &[u8]) -> usize {
    fn one<T: Serialize + DeserializeOwned + PartialEq + core::fmt::Debug>(bytes: &[u8]) -> usize {
        match postcard::from_bytes::<T>(bytes) {
            Ok(value) => {
                let again = postcard::to_allocvec(&value).unwrap();
                assert_eq!(postcard::from_bytes::<T>(&again).unwrap(), value);
                1
            }
            Err(_) => 0,
        }
    }
    one::<Square>(bytes)
        + one::<Color>(bytes)
        + one::<Role>(bytes)
        + one::<Piece>(bytes)
        + one::<Promotion>(bytes)
        + one::<SquareColor>(bytes)
        + one::<CastlingSide>(bytes)
        + one::<CastlingMode>(bytes)
        + one::<CastlingRights>(bytes)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..40)) {
        read_all_postcard(&bytes);
    }

    #[test]
    fn random_json_strings_never_panic(text in "\"[a-hA-Z1-9kqKQ\\-\\\\\"]{0,6}\"?|[ -~]{0,12}|\\PC{0,8}") {
        read_all_json(&text);
    }

    #[test]
    fn length_prefixed_short_texts_never_panic(text in "[a-hkqKQnbrpNBRP1-9\\-]{0,5}") {
        let bytes = postcard::to_allocvec(text.as_str()).unwrap();
        read_all_postcard(&bytes);
    }
}

/// The random inputs do reach the Ok side: a deterministic sweep of every
/// two-byte text read as each type finds exactly the values there are.
#[test]
fn every_short_text_sweep() {
    let mut ok = 0;
    for a in 0x20u8..0x7f {
        ok += read_all_json(&format!("\"{}\"", a as char));
        for b in 0x20u8..0x7f {
            if a == b'"' || b == b'"' || a == b'\\' || b == b'\\' {
                continue;
            }
            let text = format!("{}{}", a as char, b as char);
            ok += read_all_json(&format!("\"{text}\""));
            ok += read_all_postcard(&postcard::to_allocvec(text.as_str()).unwrap());
        }
    }
    // One letter: 2 colours, 12 role letters (either case), 12 pieces, 10
    // promotion letters (either case), 4 rights (K, Q, k, q), "-".
    // Two letters: 64 squares and 6 rights (KQ Kk Kq Qk Qq kq), in both formats.
    assert_eq!(ok, 2 + 12 + 12 + 10 + 4 + 1 + 2 * (64 + 6));
}
