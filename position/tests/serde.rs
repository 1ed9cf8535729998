//! Positions, setups, book moves and entries with serde (feature `serde`):
//! round trips through a text format (serde_json) and a binary one
//! (postcard) over every position of the random games and every entry of
//! `book-games.bin`; bad FENs carry the FEN reader's message; wrong types,
//! huge strings and random input are serde errors, never a panic.

mod reference_data;

use chess_tables_position::book::{Book, BookMove, Entry};
use chess_tables_position::{
    CastlingMode, CastlingRights, Color, Piece, Position, Promotion, Setup, Square,
};
use proptest::prelude::*;

const BOOK: &[u8] = include_bytes!("data/book-games.bin");
const WILD: &[u8] = include_bytes!("data/book-wild.bin");
const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// Round trips a position through both formats: equal, with the same FEN,
/// and the same for its setup. The JSON is the quoted FEN.
fn round_trip_position(position: &Position) {
    let fen = position.to_string();
    let json = serde_json::to_string(position).unwrap();
    assert_eq!(json, format!("\"{fen}\""));
    let back: Position = serde_json::from_str(&json).unwrap();
    assert_eq!((back, back.to_string()), (*position, fen.clone()));
    let bytes = postcard::to_allocvec(position).unwrap();
    let back: Position = postcard::from_bytes(&bytes).unwrap();
    assert_eq!((back, back.to_string()), (*position, fen.clone()));

    let setup = position.to_setup();
    assert_eq!(serde_json::to_string(&setup).unwrap(), json);
    assert_eq!(serde_json::from_str::<Setup>(&json).unwrap(), setup);
    assert_eq!(postcard::to_allocvec(&setup).unwrap(), bytes);
    assert_eq!(postcard::from_bytes::<Setup>(&bytes).unwrap(), setup);
}

#[test]
fn every_random_game_position_round_trips() {
    let data = reference_data::load("random-games.tsv");
    let mut count = 0;
    for row in data.rows() {
        let fen = row.split('\t').next().unwrap();
        let position: Position = fen.parse().unwrap();
        round_trip_position(&position);
        count += 1;
    }
    // The full file's positions, or the package's sample.
    assert_eq!(count, if data.full { 4000 } else { 454 });
}

#[test]
fn every_epd_position_round_trips() {
    let mut count = 0;
    for line in include_str!("data/positions.epd").lines() {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let epd = chess_tables_position::Epd::parse(line).unwrap();
        round_trip_position(epd.position());
        count += 1;
    }
    assert_eq!(count, EPD_POSITIONS);
}

/// Round trips an entry through both formats; the JSON is a record.
fn round_trip_entry(entry: Entry) -> String {
    let json = serde_json::to_string(&entry).unwrap();
    assert_eq!(
        json,
        format!(
            r#"{{"key":{},"move":"{}","weight":{},"learn":{}}}"#,
            entry.key, entry.mv, entry.weight, entry.learn
        )
    );
    assert_eq!(serde_json::from_str::<Entry>(&json).unwrap(), entry);
    let bytes = postcard::to_allocvec(&entry).unwrap();
    assert_eq!(postcard::from_bytes::<Entry>(&bytes).unwrap(), entry);
    // The move alone.
    let mv = serde_json::to_string(&entry.mv).unwrap();
    assert_eq!(mv, format!("\"{}\"", entry.mv));
    assert_eq!(serde_json::from_str::<BookMove>(&mv).unwrap(), entry.mv);
    json
}

#[test]
fn every_book_entry_round_trips() {
    let book = Book::new(BOOK).unwrap();
    let mut count = 0;
    for entry in book.iter() {
        round_trip_entry(entry);
        count += 1;
    }
    assert_eq!(count, BOOK.len() / 16);
    assert_eq!(count, 1414);
}

#[test]
fn known_texts() {
    assert_eq!(
        serde_json::to_string(&Position::START).unwrap(),
        format!("\"{START}\"")
    );
    let entry = Entry {
        key: 0x463b_9618_1691_fc9c,
        mv: BookMove::new(Square::E2, Square::E4, None),
        weight: 2,
        learn: 0,
    };
    assert_eq!(
        round_trip_entry(entry),
        r#"{"key":5060803636482931868,"move":"e2e4","weight":2,"learn":0}"#
    );
    let promotion = BookMove::new(Square::E7, Square::E8, Some(Promotion::Queen));
    assert_eq!(serde_json::to_string(&promotion).unwrap(), r#""e7e8q""#);
    assert_eq!(
        serde_json::from_str::<BookMove>(r#""e7e8Q""#).unwrap(),
        promotion
    );
    assert_eq!(serde_json::to_string(&BookMove::NULL).unwrap(), r#""a1a1""#);
    assert_eq!(
        serde_json::from_str::<BookMove>(r#""a1a1""#).unwrap(),
        BookMove::NULL
    );
    // The start position's first book entry: the file's bytes, as a record.
    let book = Book::new(BOOK).unwrap();
    let first = book.probe(&Position::START).next().unwrap();
    let json = serde_json::to_string(&first).unwrap();
    assert!(
        json.starts_with(r#"{"key":5060803636482931868,"move":""#),
        "{json}"
    );
    // Owned strings too (a `Value` gives up its `String`), and a record
    // from a `Value`'s map.
    let value = serde_json::Value::String(START.to_owned());
    assert_eq!(
        serde_json::from_value::<Position>(value).unwrap(),
        Position::START
    );
    let value = serde_json::json!({"key": 1u64, "move": "g1f3", "weight": 7, "learn": 9});
    let read = serde_json::from_value::<Entry>(value).unwrap();
    assert_eq!(
        (read.key, read.mv.to_string(), read.weight, read.learn),
        (1, "g1f3".to_owned(), 7, 9)
    );
    // A record in another field order, and as a sequence.
    let json = r#"{"learn":0,"weight":2,"move":"e2e4","key":5060803636482931868}"#;
    assert_eq!(serde_json::from_str::<Entry>(json).unwrap(), entry);
    let json = r#"[5060803636482931868,"e2e4",2,0]"#;
    assert_eq!(serde_json::from_str::<Entry>(json).unwrap(), entry);
    // The vocabulary, forwarded from the table crate.
    assert_eq!(serde_json::to_string(&Square::E4).unwrap(), r#""e4""#);
    assert_eq!(
        serde_json::to_string(&Piece::WhiteKnight).unwrap(),
        r#""N""#
    );
    assert_eq!(
        serde_json::to_string(&CastlingRights::from_bits(15)).unwrap(),
        r#""KQkq""#
    );
    assert_eq!(
        serde_json::from_str::<Color>(r#""b""#).unwrap(),
        Color::Black
    );
}

#[test]
fn what_counts_is_written() {
    // A stale q and an impossible en-passant square are not written: the
    // position reads back equal, with what counts as written.
    let position: Position = "1nbqkbnr/8/8/8/8/8/8/RNBQKBNR w KQkq e6 3 20"
        .parse()
        .unwrap();
    let json = serde_json::to_string(&position).unwrap();
    assert_eq!(json, r#""1nbqkbnr/8/8/8/8/8/8/RNBQKBNR w KQk - 3 20""#);
    let back: Position = serde_json::from_str(&json).unwrap();
    assert_eq!(back, position);
    assert_eq!(
        back.castling_as_written(),
        CastlingRights::from_bits(0b0111)
    );
}

#[test]
fn fen_errors_carry_field_and_offset() {
    let json = format!("\"{}\"", START.replace(" - 0 1", " e9 0 1"));
    let error = serde_json::from_str::<Position>(&json).unwrap_err();
    assert_eq!(
        error.to_string(),
        "FEN field 4 (en-passant square), byte 52 in \"e9\": expected '-' or a square such as e3 or d6 at line 1 column 59"
    );
    let error = serde_json::from_str::<Setup>(&json).unwrap_err();
    assert!(
        error
            .to_string()
            .starts_with("FEN field 4 (en-passant square), byte 52"),
        "{error}"
    );
    let bytes = postcard::to_allocvec(&START.replace('w', "x")).unwrap();
    assert!(matches!(
        postcard::from_bytes::<Position>(&bytes),
        Err(postcard::Error::SerdeDeCustom)
    ));
    assert!(serde_json::from_str::<Position>(r#""""#).is_err());
}

#[test]
fn setups_that_are_no_position_and_chess960_are_serialize_errors() {
    let mut setup = Setup::empty();
    setup.put(Piece::WhiteKing, Square::E1);
    setup.pieces[Piece::BlackKing] |= Square::E1.bit();
    let error = serde_json::to_string(&setup).unwrap_err();
    assert_eq!(
        error.to_string(),
        Position::try_from(&setup).unwrap_err().to_string()
    );
    assert!(postcard::to_allocvec(&setup).is_err());

    let fen = "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1";
    let chess960 = Position::from_fen_with_mode(fen, CastlingMode::Chess960).unwrap();
    let error = serde_json::to_string(&chess960).unwrap_err();
    assert!(
        error.to_string().starts_with("a Chess960 position"),
        "{error}"
    );
    assert!(postcard::to_allocvec(&chess960).is_err());
    assert!(serde_json::to_string(&chess960.to_setup()).is_err());
}

#[test]
fn moves_without_uci_text_are_serialize_errors() {
    for raw in [0x8000 | 0x031c, 0x6000 | 0x0d3c, 0x7000 | 0x0d3c] {
        let mv = BookMove::from_raw(raw);
        assert!(serde_json::to_string(&mv).is_err(), "{raw:#x}");
        assert!(postcard::to_allocvec(&mv).is_err(), "{raw:#x}");
    }
    // The wild book: every entry round trips or is one of those.
    let book = Book::new(WILD).unwrap();
    let (mut ok, mut refused) = (0, 0);
    for entry in book.iter() {
        if entry.mv.raw() & 0x8000 != 0 || entry.mv.promotion().is_err() {
            assert!(serde_json::to_string(&entry).is_err());
            refused += 1;
        } else {
            round_trip_entry(entry);
            ok += 1;
        }
    }
    assert_eq!((ok, refused), WILD_ENTRIES);
}

#[test]
fn wrong_types_and_fields_are_errors() {
    let cases: &[(&str, &str)] = &[
        (
            "28",
            "invalid type: integer `28`, expected a FEN string at line 1 column 2",
        ),
        (
            "null",
            "invalid type: null, expected a FEN string at line 1 column 4",
        ),
    ];
    for (json, message) in cases {
        assert_eq!(
            serde_json::from_str::<Position>(json)
                .unwrap_err()
                .to_string(),
            *message
        );
    }
    let entry = |json: &str| serde_json::from_str::<Entry>(json).unwrap_err().to_string();
    assert_eq!(
        entry(r#"{"key":1,"move":"e2e4","weight":2}"#),
        "missing field `learn` at line 1 column 34"
    );
    assert_eq!(
        entry(r#"{"key":1,"key":2,"move":"e2e4","weight":2,"learn":0}"#),
        "duplicate field `key` at line 1 column 16"
    );
    assert_eq!(
        entry(r#"{"key":1,"mv":"e2e4","weight":2,"learn":0}"#),
        "unknown field `mv`, expected one of `key`, `move`, `weight`, `learn` at line 1 column 13"
    );
    assert_eq!(
        entry(r#"{"key":1,"move":"e2e4","weight":65536,"learn":0}"#),
        "invalid value: integer `65536`, expected u16 at line 1 column 37"
    );
    assert_eq!(
        entry(r#"{"key":-1,"move":"e2e4","weight":2,"learn":0}"#),
        "invalid value: integer `-1`, expected u64 at line 1 column 9"
    );
    assert_eq!(
        entry(r#"{"key":1,"move":"e2e9","weight":2,"learn":0}"#),
        "invalid value: string \"e2e9\", expected a move in UCI text such as \"e2e4\" or \"e7e8q\" at line 1 column 22"
    );
    assert_eq!(
        entry(r#"[1,"e2e4",2]"#),
        "invalid length 3, expected a book entry: key, move, weight and learn at line 1 column 12"
    );
    assert!(serde_json::from_str::<Entry>(r#""e2e4""#).is_err());
    for text in [
        "e2e4qq", "e7e8p", "e2", "", "e2e4 ", "é2e4", "e2é4", "e7e8é",
    ] {
        assert!(
            serde_json::from_str::<BookMove>(&format!("\"{text}\"")).is_err(),
            "{text}"
        );
    }
    assert!(postcard::from_bytes::<Entry>(&[1, 4, b'e', b'2', b'e', b'4']).is_err());
}

#[test]
fn huge_strings_are_errors() {
    let huge = format!("{START} {}", "0".repeat(1 << 20));
    let json = serde_json::to_string(&huge).unwrap();
    let error = serde_json::from_str::<Position>(&json).unwrap_err();
    assert!(error.to_string().starts_with("FEN"), "{error}");
    let bytes = postcard::to_allocvec(&huge).unwrap();
    assert!(postcard::from_bytes::<Position>(&bytes).is_err());
    assert!(postcard::from_bytes::<Setup>(&bytes).is_err());
    let board = "8/".repeat(1 << 19);
    assert!(serde_json::from_str::<Position>(&format!("\"{board} w - - 0 1\"")).is_err());
    let moves = serde_json::to_string(&"e2e4".repeat(1 << 18)).unwrap();
    assert!(serde_json::from_str::<BookMove>(&moves).is_err());
}

/// The first 400 FENs of the random games (all the package's sample has).
fn random_game_fens() -> &'static [&'static str] {
    static FENS: std::sync::OnceLock<Vec<&'static str>> = std::sync::OnceLock::new();
    FENS.get_or_init(|| {
        let data = reference_data::load("random-games.tsv");
        data.rows()
            .take(400)
            .map(|row| row.split('\t').next().unwrap())
            .collect()
    })
}

/// Reads `text` as JSON of each type: Ok values serialise back equal.
fn read_json(text: &str) -> usize {
    let mut ok = 0;
    if let Ok(position) = serde_json::from_str::<Position>(text) {
        round_trip_position(&position);
        ok += 1;
    }
    if let Ok(setup) = serde_json::from_str::<Setup>(text) {
        assert!(serde_json::to_string(&setup).is_ok());
        ok += 1;
    }
    if let Ok(mv) = serde_json::from_str::<BookMove>(text) {
        let again = serde_json::to_string(&mv).unwrap();
        assert_eq!(serde_json::from_str::<BookMove>(&again).unwrap(), mv);
        ok += 1;
    }
    if let Ok(entry) = serde_json::from_str::<Entry>(text) {
        round_trip_entry(entry);
        ok += 1;
    }
    ok
}

/// Reads `bytes` as postcard of each type.
fn read_postcard(bytes: &[u8]) -> usize {
    let mut ok = 0;
    if let Ok(position) = postcard::from_bytes::<Position>(bytes) {
        round_trip_position(&position);
        ok += 1;
    }
    if postcard::from_bytes::<Setup>(bytes).is_ok() {
        ok += 1;
    }
    if postcard::from_bytes::<BookMove>(bytes).is_ok() {
        ok += 1;
    }
    if let Ok(entry) = postcard::from_bytes::<Entry>(bytes) {
        round_trip_entry(entry);
        ok += 1;
    }
    ok
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..80)) {
        read_postcard(&bytes);
    }

    #[test]
    fn random_json_never_panics(text in "\\PC{0,60}") {
        read_json(&text);
    }

    #[test]
    fn random_fen_like_strings_never_panic(
        fen in "[1-8pnbrqkPNBRQK/]{0,40} [wb] (-|[KQkqA-Ha-h]{1,4}) (-|[a-h][1-8]) [0-9]{1,3} [0-9]{1,3}"
    ) {
        let json = serde_json::to_string(&fen).unwrap();
        read_json(&json);
        read_postcard(&postcard::to_allocvec(&fen).unwrap());
    }

    #[test]
    fn random_entries_round_trip(
        key in any::<u64>(), from in 0usize..64, to in 0usize..64, promotion in 0u16..6,
        weight in any::<u16>(), learn in any::<u32>(),
    ) {
        let raw = promotion << 12 | (from as u16) << 6 | to as u16;
        let entry = Entry { key, mv: BookMove::from_raw(raw), weight, learn };
        round_trip_entry(entry);
        // Every bit flip of its postcard form is read or refused.
        let bytes = postcard::to_allocvec(&entry).unwrap();
        for i in 0..bytes.len() * 8 {
            let mut flipped = bytes.clone();
            flipped[i / 8] ^= 1 << (i % 8);
            read_postcard(&flipped);
        }
    }

    #[test]
    fn mutated_positions_never_panic(row in 0usize..400, at in 0usize..80, byte in 0x20u8..0x7f) {
        let fen = random_game_fens()[row];
        let mut text = fen.as_bytes().to_vec();
        let at = at % text.len();
        text[at] = byte;
        let text = String::from_utf8(text).unwrap();
        read_json(&serde_json::to_string(&text).unwrap());
        read_postcard(&postcard::to_allocvec(&text).unwrap());
    }
}

/// The positions of `positions.epd`.
const EPD_POSITIONS: usize = 16;
/// `book-wild.bin`'s entries with UCI text, and those without.
const WILD_ENTRIES: (usize, usize) = (89, 8);
