//! FEN and square parsing: each malformed input maps to its specific error,
//! and no input panics.

use chess_tables_position::PositionKeys;
use chess_tables_position::fen::FenField;
use chess_tables_position::{FenError, FenErrorKind, Position, Square};

mod error_promises;
use error_promises::check_offset_and_token;

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// `input`'s error: its kind, offset and token, checked against what
/// every error promises (the offset inside the token or just after it, the
/// token as the input has it there, the message naming both).
fn error_of(input: &str) -> (FenErrorKind, usize, String) {
    let error = input.parse::<Position>().unwrap_err();
    let (offset, token, start) = (error.offset(), error.token(), error.token_offset());
    let max = FenError::TOKEN_MAX_BYTES;
    check_offset_and_token(input, 0, (offset, token, start, max), &error.to_string());
    (error.kind(), offset, token.to_string())
}

#[test]
fn malformed_fen_maps_to_the_specific_error() {
    use FenErrorKind::*;
    let long = format!("{} w - - 0 1", "8/".repeat(50_000)); // 100 KB
    let cases: Vec<(&str, FenErrorKind, usize, &str)> = vec![
        ("", Empty, 0, ""),
        ("  \t ", Empty, 4, ""),
        ("8/8/8/8/8/8/8/8", FieldCount { found: 1 }, 15, ""),
        ("8/8/8/8/8/8/8/8 w", FieldCount { found: 2 }, 17, ""),
        ("8/8/8/8/8/8/8/8 w -", FieldCount { found: 3 }, 19, ""),
        ("8/8/8/8/8/8/8/8 w -  \t", FieldCount { found: 3 }, 22, ""),
        ("8/8/8/8/8/8/8/8 w - - 0 1 extra", TrailingText, 26, "extra"),
        ("8/8/8/8/8/8/8 w - - 0 1", TooFewRanks { found: 7 }, 13, "8"),
        ("8/8/8/8/8/8/8/8/8 w - - 0 1", TooManyRanks, 15, "/8"),
        (
            "7/8/8/8/8/8/8/8 w - - 0 1",
            RankLength {
                rank: 8,
                squares: 7,
            },
            1,
            "7/",
        ),
        (
            "8/8/8/8/8/8/8/7 w - - 0 1",
            RankLength {
                rank: 1,
                squares: 7,
            },
            15,
            "7",
        ),
        (
            "8/8/8/8/8/8/8/ w - - 0 1",
            RankLength {
                rank: 1,
                squares: 0,
            },
            14,
            "/",
        ),
        (
            "8p/8/8/8/8/8/8/8 w - - 0 1",
            RankLength {
                rank: 8,
                squares: 9,
            },
            1,
            "8p",
        ),
        ("81/8/8/8/8/8/8/8 w - - 0 1", AdjacentDigits, 1, "81"),
        ("8/8/8/44/8/8/8/8 w - - 0 1", AdjacentDigits, 7, "44"),
        ("X w KQkq - 0 1 x", InvalidPiece { found: 'X' }, 0, "X"),
        ("8/8/8/8/8/8/8/8 w - - bm e4;", EpdOperations, 22, "bm"),
        (
            "8/ppppppppp/8/8/8/8/8/8 w - - 0 1",
            RankLength {
                rank: 7,
                squares: 9,
            },
            10,
            "ppppppppp",
        ),
        (
            "8/8/8/3x4/8/8/8/8 w - - 0 1",
            InvalidPiece { found: 'x' },
            7,
            "3x4",
        ),
        (
            "8/8/8/8/0/8/8/8 w - - 0 1",
            InvalidDigit { found: '0' },
            8,
            "0",
        ),
        (
            "8/8/8/8/9/8/8/8 w - - 0 1",
            InvalidDigit { found: '9' },
            8,
            "9",
        ),
        (
            "8/8/8/8/8/8/8/é7 w - - 0 1",
            InvalidPiece { found: 'é' },
            14,
            "é7",
        ),
        (
            "8/8/8/8/8/8/8/8 x - - 0 1",
            SideToMove { found: 'x' },
            16,
            "x",
        ),
        (
            "8/8/8/8/8/8/8/8 white - - 0 1",
            SideToMove { found: 'h' },
            17,
            "white",
        ),
        (
            "8/8/8/8/8/8/8/8 w KQK - 0 1",
            TooManyCastlingLetters { found: 'K' },
            20,
            "KQK",
        ),
        (
            "8/8/8/8/8/8/8/8 w KQkx - 0 1",
            InvalidCastling { found: 'x' },
            21,
            "KQkx",
        ),
        (
            "8/8/8/8/8/8/8/8 w K- - 0 1",
            InvalidCastling { found: '-' },
            19,
            "K-",
        ),
        // A `-` stands alone: the byte after it is the wrong one.
        (
            "8/8/8/8/8/8/8/8 w -- - 0 1",
            InvalidCastling { found: '-' },
            19,
            "--",
        ),
        (
            "8/8/8/8/8/8/8/8 w -K - 0 1",
            InvalidCastling { found: 'K' },
            19,
            "-K",
        ),
        // The en-passant field, byte by byte.
        ("8/8/8/8/8/8/8/8 w - e3 0 1", EnPassantRank, 21, "e3"),
        ("8/8/8/8/8/8/8/8 b - e6 0 1", EnPassantRank, 21, "e6"),
        ("8/8/8/8/8/8/8/8 w - i6 0 1", InvalidEnPassant, 20, "i6"),
        ("8/8/8/8/8/8/8/8 w - x3 0 1", InvalidEnPassant, 20, "x3"),
        ("8/8/8/8/8/8/8/8 w - e9 0 1", InvalidEnPassant, 21, "e9"),
        ("8/8/8/8/8/8/8/8 w - e66 0 1", InvalidEnPassant, 22, "e66"),
        ("8/8/8/8/8/8/8/8 b - e3x 0 1", InvalidEnPassant, 22, "e3x"),
        ("8/8/8/8/8/8/8/8 w - e3x 0 1", EnPassantRank, 21, "e3x"),
        ("8/8/8/8/8/8/8/8 w - -x 0 1", InvalidEnPassant, 21, "-x"),
        ("8/8/8/8/8/8/8/8 w - - x 1", HalfmoveClock, 22, "x"),
        ("8/8/8/8/8/8/8/8 w - - -1 1", HalfmoveClock, 22, "-1"),
        ("8/8/8/8/8/8/8/8 w - - 12a 1", HalfmoveClock, 24, "12a"),
        ("8/8/8/8/8/8/8/8 w - - 0 one", FullmoveNumber, 24, "one"),
        // The digit with which the number passes 4294967295.
        (
            "8/8/8/8/8/8/8/8 w - - 0 99999999999",
            FullmoveNumber,
            33,
            "99999999999",
        ),
        ("8/8/8/8/8/8/8/8/ w - - 0 1", TooManyRanks, 15, "/"),
        (
            "/8/8/8/8/8/8/8 w - - 0 1",
            RankLength {
                rank: 8,
                squares: 0,
            },
            0,
            "/",
        ),
        (
            "8//8/8/8/8/8/8 w - - 0 1",
            RankLength {
                rank: 7,
                squares: 0,
            },
            2,
            "/",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNRR w KQkq - 0 1",
            RankLength {
                rank: 1,
                squares: 9,
            },
            43,
            "RNBQKBNRR",
        ),
        (
            "8/8/8/8/8/8/8/8\0 w - - 0 1",
            InvalidPiece { found: '\0' },
            15,
            "8\0",
        ),
        (
            "8/8/8/8/8/8/8/8 W - - 0 1",
            SideToMove { found: 'W' },
            16,
            "W",
        ),
        (
            "8/8/8/8/8/8/8/8 w\0 - - 0 1",
            SideToMove { found: '\0' },
            17,
            "w\0",
        ),
        (
            "8/8/8/8/8/8/8/8 ẃ - - 0 1",
            SideToMove { found: 'ẃ' },
            16,
            "ẃ",
        ),
        (
            "8/8/8/8/8/8/8/8 w kK - 0 1",
            CastlingOrder { found: 'K' },
            19,
            "kK",
        ),
        (
            "8/8/8/8/8/8/8/8 w Kö - 0 1",
            InvalidCastling { found: 'ö' },
            19,
            "Kö",
        ),
        (
            "8/8/8/8/8/8/8/8 w KQkqK - 0 1",
            CastlingOrder { found: 'K' },
            22,
            "KQkqK",
        ),
        (
            "8/8/8/8/8/8/8/8 w Kkqa - 0 1",
            TooManyCastlingLetters { found: 'a' },
            21,
            "Kkqa",
        ),
        // The end of the field, where the rank is missing.
        ("8/8/8/8/8/8/8/8 w - e 0 1", InvalidEnPassant, 21, "e"),
        ("8/8/8/8/8/8/8/8 w - E6 0 1", InvalidEnPassant, 20, "E6"),
        ("8/8/8/8/8/8/8/8 w - e0 0 1", InvalidEnPassant, 21, "e0"),
        ("8/8/8/8/8/8/8/8 w - é6 0 1", InvalidEnPassant, 20, "é6"),
        (
            "8/8/8/8/8/8/8/8 w - - 4294967296 1",
            HalfmoveClock,
            31,
            "4294967296",
        ),
        ("8/8/8/8/8/8/8/8 w - - +1 1", HalfmoveClock, 22, "+1"),
        ("8/8/8/8/8/8/8/8 w - - id \"x\";", EpdOperations, 22, "id"),
        ("8/8/8/8/8/8/8/8 w - - 0 1.5", FullmoveNumber, 25, "1.5"),
        ("8/8/8/8/8/8/8/8 w - - 0 -3", FullmoveNumber, 24, "-3"),
        ("8/8/8/8/8/8/8/8 w - - 0 1 0", TrailingText, 26, "0"),
        (
            "8/8/8/8/8/8/8/8 w\u{3000}- - 0 1",
            NonAsciiSpace { found: '\u{3000}' },
            17,
            "w\u{3000}-",
        ),
        (
            "\u{feff}8/8/8/8/8/8/8/8 w - - 0 1",
            ByteOrderMark,
            0,
            "\u{feff}8/8/8/8/8/8/8",
        ),
        (&long, TooManyRanks, 15, "/8"),
    ];
    assert!(cases.len() >= 60, "{} cases", cases.len());
    for &(input, kind, offset, token) in &cases {
        assert_eq!(
            error_of(input),
            (kind, offset, token.to_string()),
            "{input:.60}"
        );
    }
}

/// One error of each kind, with its whole message: where the offset lies
/// in the quoted token (`in`), just after it (`after`), or at the end of
/// an input with no token; `…` where the token is cut.
#[test]
fn every_kind_has_its_offset_token_and_message() {
    use FenErrorKind::*;
    let cases: Vec<(&str, FenErrorKind, usize, &str, &str)> = vec![
        (
            "8/8/8/8/8/8/8/8 w\u{a0}- - 0 1",
            NonAsciiSpace { found: '\u{a0}' },
            17,
            "w\u{a0}-",
            r#"FEN, byte 17 in "w\u{a0}-": '\u{a0}' (U+00A0) is not ASCII whitespace: separate fields with space, tab, LF, VT, FF or CR"#,
        ),
        (
            "\u{feff}8/8/8/8/8/8/8/8 w - - 0 1",
            ByteOrderMark,
            0,
            "\u{feff}8/8/8/8/8/8/8",
            r#"FEN, byte 0 in "\u{feff}8/8/8/8/8/8/8"…: byte-order mark (U+FEFF) before the position: skip it, it is not part of FEN or EPD"#,
        ),
        ("", Empty, 0, "", "FEN, byte 0 (end of input): empty input"),
        (
            "8/8/8/8/8/8/8/8 w",
            FieldCount { found: 2 },
            17,
            "",
            "FEN, byte 17 (end of input): 2 fields; expected 6 (FEN), 5 (FEN without the fullmove number) or 4 (EPD position)",
        ),
        (
            "8/8/8/8/8/8/8/8 w - - bm e4;",
            EpdOperations,
            22,
            "bm",
            r#"FEN, byte 22 in "bm": EPD operations are not part of a position: pass the first four fields only"#,
        ),
        (
            "8/8/8/8/8/8/8/8 w - - 0 1 extra",
            TrailingText,
            26,
            "extra",
            r#"FEN, byte 26 in "extra": text after the sixth field"#,
        ),
        (
            "8/8/8/3x4/8/8/8/8 w - - 0 1",
            InvalidPiece { found: 'x' },
            7,
            "3x4",
            r#"FEN field 1 (piece placement), byte 7 in "3x4": 'x' is not a piece letter (PNBRQK pnbrqk), digit 1-8 or '/'"#,
        ),
        (
            "8/8/8/8/9/8/8/8 w - - 0 1",
            InvalidDigit { found: '9' },
            8,
            "9",
            r#"FEN field 1 (piece placement), byte 8 in "9": digit '9': runs of empty squares are 1 to 8"#,
        ),
        (
            "8/8/8/44/8/8/8/8 w - - 0 1",
            AdjacentDigits,
            7,
            "44",
            r#"FEN field 1 (piece placement), byte 7 in "44": two digits in a row: write one digit per run of empty squares"#,
        ),
        (
            "8/8/8/8/8/8/pppppppppppppppppppp/8 w - - 0 1",
            RankLength {
                rank: 2,
                squares: 9,
            },
            20,
            "pppppppppppppppp",
            r#"FEN field 1 (piece placement), byte 20 in "pppppppppppppppp"…: rank 2 describes 9 squares instead of 8"#,
        ),
        (
            "8/8/8/8/8/8/8/8/8 w - - 0 1",
            TooManyRanks,
            15,
            "/8",
            r#"FEN field 1 (piece placement), byte 15 in "/8": more than 8 ranks"#,
        ),
        (
            "8/8/8/8/8/8/8 w - - 0 1",
            TooFewRanks { found: 7 },
            13,
            "8",
            r#"FEN field 1 (piece placement), byte 13 after "8": 7 ranks instead of 8"#,
        ),
        (
            "8/8/8/8/8/8/8/8 wb - - 0 1",
            SideToMove { found: 'b' },
            17,
            "wb",
            r#"FEN field 2 (side to move), byte 17 in "wb": 'b' after the first letter: the side to move is one letter, 'w' or 'b'"#,
        ),
        (
            "8/8/8/8/8/8/8/8 w -K - 0 1",
            InvalidCastling { found: 'K' },
            19,
            "-K",
            r#"FEN field 3 (castling rights), byte 19 in "-K": 'K' after '-': '-' (no castling rights) must stand alone"#,
        ),
        (
            "8/8/8/8/8/8/8/8 w kK - 0 1",
            CastlingOrder { found: 'K' },
            19,
            "kK",
            r#"FEN field 3 (castling rights), byte 19 in "kK": 'K' is a white letter after a black one: write white's letters (KQ, A-H) first"#,
        ),
        (
            "8/8/8/8/8/8/8/8 w KQK - 0 1",
            TooManyCastlingLetters { found: 'K' },
            20,
            "KQK",
            r#"FEN field 3 (castling rights), byte 20 in "KQK": 'K' is a third letter for one colour: at most two each"#,
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1",
            InvalidEnPassant,
            52,
            "e9",
            r#"FEN field 4 (en-passant square), byte 52 in "e9": expected '-' or a square such as e3 or d6"#,
        ),
        (
            "8/8/8/8/8/8/8/8 w - e3 0 1",
            EnPassantRank,
            21,
            "e3",
            r#"FEN field 4 (en-passant square), byte 21 in "e3": the en-passant square must be on rank 6 with white to move, rank 3 with black"#,
        ),
        (
            "8/8/8/8/8/8/8/8 w - - 12a 1",
            HalfmoveClock,
            24,
            "12a",
            r#"FEN field 5 (halfmove clock), byte 24 in "12a": expected a decimal number 0 to 4294967295"#,
        ),
        (
            "8/8/8/8/8/8/8/8 w - - 0 99999999999",
            FullmoveNumber,
            33,
            "99999999999",
            r#"FEN field 6 (fullmove number), byte 33 in "99999999999": expected a decimal number 0 to 4294967295"#,
        ),
    ];
    let mut kinds: Vec<String> = Vec::new();
    for &(input, kind, offset, token, message) in &cases {
        assert_eq!(
            error_of(input),
            (kind, offset, token.to_string()),
            "{input:.60}"
        );
        assert_eq!(input.parse::<Position>().unwrap_err().to_string(), message);
        let name = format!("{kind:?}");
        let name = name.split([' ', '{']).next().unwrap().to_string();
        if !kinds.contains(&name) {
            kinds.push(name);
        }
    }
    // Every variant of FenErrorKind (a new one needs a case here).
    assert_eq!(kinds.len(), 20, "{kinds:?}");
    // A cut token says so.
    let cut = str::parse::<Position>(cases[9].0).unwrap_err();
    assert!(cut.token_truncated());
    assert_eq!(cut.token_offset(), 12);
    assert!(
        !str::parse::<Position>(cases[0].0)
            .unwrap_err()
            .token_truncated()
    );
}

#[test]
fn errors_give_their_character() {
    let piece = "8/8/8/3x4/8/8/8/8 w - - 0 1"
        .parse::<Position>()
        .unwrap_err();
    assert_eq!(piece.character(), Some('x'));
    let castling = "8/8/8/8/8/8/8/8 w KX - 0 1"
        .parse::<Position>()
        .unwrap_err();
    assert_eq!(castling.character(), Some('X'));
    let space = "8/8/8/8/8/8/8/8 w\u{3000}- - 0 1"
        .parse::<Position>()
        .unwrap_err();
    assert_eq!(space.character(), Some('\u{3000}'));
    assert_eq!("".parse::<Position>().unwrap_err().character(), None);
    let clock = "8/8/8/8/8/8/8/8 w - - x 1".parse::<Position>().unwrap_err();
    assert_eq!(clock.character(), None);
}

#[test]
fn errors_name_their_field() {
    let err = "8/8/8/8/8/8/8/8 w KX - 0 1"
        .parse::<Position>()
        .unwrap_err();
    assert_eq!(err.field(), Some(FenField::Castling));
    assert_eq!(
        err.to_string(),
        "FEN field 3 (castling rights), byte 19 in \"KX\": 'X': expected '-' or letters from KQkq and the files A-H, a-h"
    );
    assert_eq!("".parse::<Position>().unwrap_err().field(), None);
    let dash = "8/8/8/8/8/8/8/8 w K- - 0 1"
        .parse::<Position>()
        .unwrap_err();
    assert!(
        dash.to_string()
            .ends_with("'-' (no castling rights) must stand alone"),
        "{dash}"
    );
    let nbsp = "\u{a0}".parse::<Position>().unwrap_err();
    assert!(nbsp.to_string().contains("U+00A0"), "{nbsp}");
}

#[test]
fn valid_fen_parses_with_whitespace_variations() {
    let p = START.parse::<Position>().unwrap();
    assert_eq!(
        p.king(chess_tables_position::Color::White),
        Some(Square::E1)
    );
    assert_eq!(
        p.king(chess_tables_position::Color::Black),
        Some(Square::E8)
    );
    assert_eq!(str::parse::<Position>(&format!("  {START}\t\n")), Ok(p));
    assert_eq!(START.replace(' ', "\t").parse::<Position>(), Ok(p));
}

#[test]
fn square_names_round_trip_and_bad_names_are_typed_errors() {
    for s in Square::ALL.into_iter() {
        assert_eq!(s.to_string().parse::<Square>(), Ok(s));
    }
    assert_eq!("e4".parse::<Square>().unwrap().index(), 28);
    assert_eq!(Square::new(64), None);
    assert_eq!(Square::from_file_rank(7, 7), Some(Square::H8));
    // Each bad name with the byte offset and the character the error names
    // (`None`: the text ends there).
    let cases: [(&str, usize, Option<char>); 9] = [
        ("", 0, None),
        ("e", 1, None),
        ("e44", 2, Some('4')),
        ("E4", 0, Some('E')),
        ("e9", 1, Some('9')),
        ("é", 0, Some('é')),
        ("eé", 1, Some('é')),
        ("i1", 0, Some('i')),
        ("e0", 1, Some('0')),
    ];
    for (bad, offset, found) in cases {
        let error = bad.parse::<Square>().unwrap_err();
        assert_eq!(error.type_name(), "square", "{bad:?}");
        assert_eq!(
            (error.offset(), error.found()),
            (Some(offset), found),
            "{bad:?}"
        );
        let expected = "invalid square: expected a lowercase file letter a-h then a rank digit 1-8, such as \"e4\"";
        let tail = match found {
            Some(c) => format!("; found {c:?} at byte {offset}"),
            None => format!("; the text ends at byte {offset}"),
        };
        assert_eq!(error.to_string(), format!("{expected}{tail}"), "{bad:?}");
    }
    // The types read whole name no offset.
    let colour = "white".parse::<chess_tables_position::Color>().unwrap_err();
    assert_eq!((colour.offset(), colour.found()), (None, None));
}

/// Placements whose ranks sum to 64 squares over eight ranks but where one
/// rank is long and another short, or the `/`s are misplaced: the one-pass
/// reader must reject each as the field parser does, and `fen_key` too.
#[test]
fn ranks_of_the_wrong_length_are_errors_on_every_path() {
    let placements = [
        "pppppppppppppppp//8/8/8/8/8/8",
        "8/pppppppppppppppp//8/8/8/8/8",
        "8/8/8/8/8/8//pppppppppppppppp",
        "ppppppppp/ppppppp/8/8/8/8/8/8",
        "7/9/8/8/8/8/8/8",
        "8/8/8/8/8/8/8/8/",
        "/8/8/8/8/8/8/8/8",
        "8/8/8/8/8/8/88",
        "8/8/8/8/8/8/8",
        "8/8/8/8/8/8/8/8/8",
        "44/8/8/8/8/8/8/8",
        "8/8/8/8/8/8/8/8pppppppp",
        "8/8/8/8/8/8/8/pppppppp/pppppppp",
        "kK6/8/8/8/8/8/8/8p",
    ];
    for placement in placements {
        let fen = format!("{placement} w - - 0 1");
        let reference = fen.parse::<Position>(); // debug builds: checked against the field parser
        assert!(
            matches!(reference, Err(ref e) if e.field() == Some(FenField::Placement)),
            "{fen}: {reference:?}"
        );
        assert_eq!(
            chess_tables_position::zobrist::POLYGLOT.fen_key(&fen),
            reference.map(|_| 0),
            "{fen}"
        );
    }
}

/// Input long enough (2^26 bytes, each moving the placement's square
/// counter by 64) to wrap a 32-bit counter back to a valid state gets the
/// field parser's answer. Only a 32-bit host can show it (a 64-bit counter
/// would need 2^57 bytes), so it runs there: `scripts/check/check-cross-hosts.sh`
/// runs it on i686 under qemu-user.
#[test]
#[cfg_attr(
    not(target_pointer_width = "32"),
    ignore = "only a 32-bit host can show it; in a clone of the repository, scripts/check/check-cross-hosts.sh runs it on i686"
)]
fn input_that_would_wrap_a_32_bit_counter_gets_the_field_parsers_answer() {
    let junk = "x".repeat(1 << 26);
    for fen in [
        format!("8/8/8/8/8/8/8/8{junk} w - -"),
        format!("4k3/8/8/8/8/8/8/4K3{junk} w - - 0 1"),
    ] {
        let reference = fen.parse::<Position>(); // debug builds: checked against the field parser
        assert!(reference.is_err());
        assert_eq!(
            chess_tables_position::zobrist::POLYGLOT.fen_key(&fen),
            Err(reference.unwrap_err())
        );
    }
}

/// Valid input may be long (a whitespace run): past the one-pass reader's
/// 16 MiB it is read by the field parser, with the same result.
#[test]
fn long_valid_input_gets_the_same_position() {
    let spaced = format!("4k3/8/8/8/8/8/8/4K3 w - -{}0 1", " ".repeat((1 << 24) + 1));
    let position = "4k3/8/8/8/8/8/8/4K3 w - - 0 1".parse::<Position>();
    assert_eq!(spaced.parse::<Position>(), position);
    let key = chess_tables_position::zobrist::POLYGLOT.fen_key(&spaced);
    assert_eq!(
        key,
        position.map(|p| chess_tables_position::zobrist::POLYGLOT.key(&p))
    );
}

/// A FEN pasted from code with a `;` after it is a FEN whose fullmove
/// number is wrong, not an EPD line.
#[test]
fn a_stray_semicolon_is_a_clock_error_not_epd_operations() {
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1;";
    assert_eq!(
        error_of(fen),
        (
            FenErrorKind::FullmoveNumber,
            fen.len() - 1,
            "1;".to_string()
        )
    );
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0;";
    assert_eq!(
        error_of(fen),
        (FenErrorKind::HalfmoveClock, fen.len() - 1, "0;".to_string())
    );
    // Operations after the four fields are still named as such.
    let line = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - bm e4;";
    assert_eq!(
        error_of(line),
        (
            FenErrorKind::EpdOperations,
            line.find("bm").unwrap(),
            "bm".to_string()
        )
    );
}

#[test]
fn a_fullmove_number_of_zero_reads_as_one() {
    let p = "4k3/8/8/8/8/8/8/4K3 w - - 5 0".parse::<Position>().unwrap();
    assert_eq!((p.halfmove_clock(), p.fullmove_number()), (5, 1));
    assert_eq!(p.to_string(), "4k3/8/8/8/8/8/8/4K3 w - - 5 1");
}

/// A character outside ASCII is quoted with its code point, so that a
/// look-alike (the Kelvin sign, U+212A) is told from the letter `K`.
#[test]
fn look_alike_characters_are_named_by_code_point() {
    let message = |fen: &str| fen.parse::<Position>().unwrap_err().to_string();
    let kelvin = message("4k3/8/8/8/8/8/8/4\u{212A}3 w - - 0 1");
    assert!(
        kelvin.contains("'\u{212A}' (U+212A) is not a piece letter"),
        "{kelvin}"
    );
    let castling = message("4k3/8/8/8/8/8/8/R3K3 w \u{212A} - 0 1");
    assert!(castling.contains("(U+212A)"), "{castling}");
    // ASCII stays as it was.
    assert!(message("4k3/8/8/8/8/8/8/4X3 w - - 0 1").contains("'X' is not a piece letter"));
    // A second letter in the side to move is named as such.
    let side = message("8/8/8/8/8/8/8/8 wb - - 0 1");
    assert!(
        side.ends_with("'b' after the first letter: the side to move is one letter, 'w' or 'b'"),
        "{side}"
    );
}
