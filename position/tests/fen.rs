//! FEN and square parsing: each malformed input maps to its specific error,
//! and no input panics.

use chess_tables::ParseSquareError;
use chess_tables_position::PositionKeys;
use chess_tables_position::fen::FenField;
use chess_tables_position::{FenError, FenErrorKind, Position, Square};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

#[test]
fn malformed_fen_maps_to_the_specific_error() {
    use FenErrorKind::*;
    let long = format!("{} w - - 0 1", "8/".repeat(50_000)); // 100 KB
    let cases: Vec<(&str, FenError)> = vec![
        ("", FenError::new(Empty, 0)),
        ("  \t ", FenError::new(Empty, 4)),
        (
            "8/8/8/8/8/8/8/8",
            FenError::new(FieldCount { found: 1 }, 15),
        ),
        (
            "8/8/8/8/8/8/8/8 w",
            FenError::new(FieldCount { found: 2 }, 17),
        ),
        (
            "8/8/8/8/8/8/8/8 w -",
            FenError::new(FieldCount { found: 3 }, 19),
        ),
        (
            "8/8/8/8/8/8/8/8 w - - 0 1 extra",
            FenError::new(TrailingText, 26),
        ),
        (
            "8/8/8/8/8/8/8 w - - 0 1",
            FenError::new(TooFewRanks { found: 7 }, 13),
        ),
        (
            "8/8/8/8/8/8/8/8/8 w - - 0 1",
            FenError::new(TooManyRanks, 15),
        ),
        (
            "7/8/8/8/8/8/8/8 w - - 0 1",
            FenError::new(
                RankLength {
                    rank: 8,
                    squares: 7,
                },
                1,
            ),
        ),
        (
            "8/8/8/8/8/8/8/7 w - - 0 1",
            FenError::new(
                RankLength {
                    rank: 1,
                    squares: 7,
                },
                15,
            ),
        ),
        (
            "8p/8/8/8/8/8/8/8 w - - 0 1",
            FenError::new(
                RankLength {
                    rank: 8,
                    squares: 9,
                },
                1,
            ),
        ),
        (
            "81/8/8/8/8/8/8/8 w - - 0 1",
            FenError::new(AdjacentDigits, 1),
        ),
        (
            "8/8/8/44/8/8/8/8 w - - 0 1",
            FenError::new(AdjacentDigits, 7),
        ),
        (
            "X w KQkq - 0 1 x",
            FenError::new(InvalidPiece { found: 'X' }, 0),
        ),
        (
            "8/8/8/8/8/8/8/8 w - - bm e4;",
            FenError::new(EpdOperations, 22),
        ),
        (
            "8/ppppppppp/8/8/8/8/8/8 w - - 0 1",
            FenError::new(
                RankLength {
                    rank: 7,
                    squares: 9,
                },
                10,
            ),
        ),
        (
            "8/8/8/3x4/8/8/8/8 w - - 0 1",
            FenError::new(InvalidPiece { found: 'x' }, 7),
        ),
        (
            "8/8/8/8/0/8/8/8 w - - 0 1",
            FenError::new(InvalidDigit { found: '0' }, 8),
        ),
        (
            "8/8/8/8/9/8/8/8 w - - 0 1",
            FenError::new(InvalidDigit { found: '9' }, 8),
        ),
        (
            "8/8/8/8/8/8/8/é7 w - - 0 1",
            FenError::new(InvalidPiece { found: 'é' }, 14),
        ),
        (
            "8/8/8/8/8/8/8/8 x - - 0 1",
            FenError::new(SideToMove { found: 'x' }, 16),
        ),
        (
            "8/8/8/8/8/8/8/8 white - - 0 1",
            FenError::new(SideToMove { found: 'h' }, 17),
        ),
        (
            "8/8/8/8/8/8/8/8 w KQK - 0 1",
            FenError::new(TooManyCastlingLetters { found: 'K' }, 20),
        ),
        (
            "8/8/8/8/8/8/8/8 w KQkx - 0 1",
            FenError::new(InvalidCastling { found: 'x' }, 21),
        ),
        (
            "8/8/8/8/8/8/8/8 w K- - 0 1",
            FenError::new(InvalidCastling { found: '-' }, 19),
        ),
        (
            "8/8/8/8/8/8/8/8 w -- - 0 1",
            FenError::new(InvalidCastling { found: '-' }, 18),
        ),
        (
            "8/8/8/8/8/8/8/8 w - e3 0 1",
            FenError::new(EnPassantRank, 20),
        ),
        (
            "8/8/8/8/8/8/8/8 b - e6 0 1",
            FenError::new(EnPassantRank, 20),
        ),
        (
            "8/8/8/8/8/8/8/8 w - i6 0 1",
            FenError::new(InvalidEnPassant, 20),
        ),
        (
            "8/8/8/8/8/8/8/8 w - e9 0 1",
            FenError::new(InvalidEnPassant, 20),
        ),
        (
            "8/8/8/8/8/8/8/8 w - e66 0 1",
            FenError::new(InvalidEnPassant, 20),
        ),
        (
            "8/8/8/8/8/8/8/8 w - - x 1",
            FenError::new(HalfmoveClock, 22),
        ),
        (
            "8/8/8/8/8/8/8/8 w - - -1 1",
            FenError::new(HalfmoveClock, 22),
        ),
        (
            "8/8/8/8/8/8/8/8 w - - 0 one",
            FenError::new(FullmoveNumber, 24),
        ),
        (
            "8/8/8/8/8/8/8/8 w - - 0 99999999999",
            FenError::new(FullmoveNumber, 24),
        ),
        (
            "8/8/8/8/8/8/8/8/ w - - 0 1",
            FenError::new(TooManyRanks, 15),
        ),
        (
            "/8/8/8/8/8/8/8 w - - 0 1",
            FenError::new(
                RankLength {
                    rank: 8,
                    squares: 0,
                },
                0,
            ),
        ),
        (
            "8//8/8/8/8/8/8 w - - 0 1",
            FenError::new(
                RankLength {
                    rank: 7,
                    squares: 0,
                },
                2,
            ),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNRR w KQkq - 0 1",
            FenError::new(
                RankLength {
                    rank: 1,
                    squares: 9,
                },
                43,
            ),
        ),
        (
            "8/8/8/8/8/8/8/8\0 w - - 0 1",
            FenError::new(InvalidPiece { found: '\0' }, 15),
        ),
        (
            "8/8/8/8/8/8/8/8 W - - 0 1",
            FenError::new(SideToMove { found: 'W' }, 16),
        ),
        (
            "8/8/8/8/8/8/8/8 w\0 - - 0 1",
            FenError::new(SideToMove { found: '\0' }, 17),
        ),
        (
            "8/8/8/8/8/8/8/8 ẃ - - 0 1",
            FenError::new(SideToMove { found: 'ẃ' }, 16),
        ),
        (
            "8/8/8/8/8/8/8/8 w kK - 0 1",
            FenError::new(CastlingOrder { found: 'K' }, 19),
        ),
        (
            "8/8/8/8/8/8/8/8 w Kö - 0 1",
            FenError::new(InvalidCastling { found: 'ö' }, 19),
        ),
        (
            "8/8/8/8/8/8/8/8 w KQkqK - 0 1",
            FenError::new(CastlingOrder { found: 'K' }, 22),
        ),
        (
            "8/8/8/8/8/8/8/8 w Kkqa - 0 1",
            FenError::new(TooManyCastlingLetters { found: 'a' }, 21),
        ),
        (
            "8/8/8/8/8/8/8/8 w - e 0 1",
            FenError::new(InvalidEnPassant, 20),
        ),
        (
            "8/8/8/8/8/8/8/8 w - E6 0 1",
            FenError::new(InvalidEnPassant, 20),
        ),
        (
            "8/8/8/8/8/8/8/8 w - e0 0 1",
            FenError::new(InvalidEnPassant, 20),
        ),
        (
            "8/8/8/8/8/8/8/8 w - é6 0 1",
            FenError::new(InvalidEnPassant, 20),
        ),
        (
            "8/8/8/8/8/8/8/8 w - - 4294967296 1",
            FenError::new(HalfmoveClock, 22),
        ),
        (
            "8/8/8/8/8/8/8/8 w - - +1 1",
            FenError::new(HalfmoveClock, 22),
        ),
        (
            "8/8/8/8/8/8/8/8 w - - id \"x\";",
            FenError::new(EpdOperations, 22),
        ),
        (
            "8/8/8/8/8/8/8/8 w - - 0 1.5",
            FenError::new(FullmoveNumber, 25),
        ),
        (
            "8/8/8/8/8/8/8/8 w - - 0 -3",
            FenError::new(FullmoveNumber, 24),
        ),
        (
            "8/8/8/8/8/8/8/8 w - - 0 1 0",
            FenError::new(TrailingText, 26),
        ),
        (
            "8/8/8/8/8/8/8/8 w\u{3000}- - 0 1",
            FenError::new(NonAsciiSpace { found: '\u{3000}' }, 17),
        ),
        (&long, FenError::new(TooManyRanks, 15)),
    ];
    assert!(cases.len() >= 40, "{} cases", cases.len());
    for (input, expected) in &cases {
        let got = Position::from_fen(input);
        assert_eq!(got, Err(*expected), "{input:.60}");
        assert!(input.is_char_boundary(expected.offset()), "{input:.60}");
        // The message names the byte offset.
        let message = expected.to_string();
        assert!(
            message.contains(&format!("byte {}", expected.offset())),
            "{message}"
        );
    }
}

#[test]
fn errors_give_their_character() {
    let piece = Position::from_fen("8/8/8/3x4/8/8/8/8 w - - 0 1").unwrap_err();
    assert_eq!(piece.character(), Some('x'));
    let castling = Position::from_fen("8/8/8/8/8/8/8/8 w KX - 0 1").unwrap_err();
    assert_eq!(castling.character(), Some('X'));
    let space = Position::from_fen("8/8/8/8/8/8/8/8 w\u{3000}- - 0 1").unwrap_err();
    assert_eq!(space.character(), Some('\u{3000}'));
    assert_eq!(Position::from_fen("").unwrap_err().character(), None);
    let clock = Position::from_fen("8/8/8/8/8/8/8/8 w - - x 1").unwrap_err();
    assert_eq!(clock.character(), None);
}

#[test]
fn errors_name_their_field() {
    let err = Position::from_fen("8/8/8/8/8/8/8/8 w KX - 0 1").unwrap_err();
    assert_eq!(err.field(), Some(FenField::Castling));
    assert_eq!(
        err.to_string(),
        "FEN field 3 (castling rights), byte 19: 'X': expected '-' or letters from KQkq and the files A-H, a-h"
    );
    assert_eq!(Position::from_fen("").unwrap_err().field(), None);
    let dash = Position::from_fen("8/8/8/8/8/8/8/8 w K- - 0 1").unwrap_err();
    assert!(
        dash.to_string()
            .ends_with("'-' (no castling rights) must stand alone"),
        "{dash}"
    );
    let nbsp = Position::from_fen("\u{a0}").unwrap_err();
    assert!(nbsp.to_string().contains("U+00A0"), "{nbsp}");
}

#[test]
fn valid_fen_parses_with_whitespace_variations() {
    let p = Position::from_fen(START).unwrap();
    assert_eq!(
        p.king(chess_tables_position::Color::White),
        Some(Square::E1)
    );
    assert_eq!(
        p.king(chess_tables_position::Color::Black),
        Some(Square::E8)
    );
    assert_eq!(Position::from_fen(&format!("  {START}\t\n")), Ok(p));
    assert_eq!(Position::from_fen(&START.replace(' ', "\t")), Ok(p));
}

#[test]
fn square_names_round_trip_and_bad_names_are_typed_errors() {
    for s in Square::ALL.into_iter() {
        assert_eq!(s.to_string().parse::<Square>(), Ok(s));
    }
    assert_eq!("e4".parse::<Square>().unwrap().index(), 28);
    assert_eq!(Square::new(64), None);
    assert_eq!(Square::from_file_rank(7, 7), Some(Square::H8));
    assert_eq!(
        "".parse::<Square>(),
        Err(ParseSquareError::Length { chars: 0 })
    );
    assert_eq!(
        "e44".parse::<Square>(),
        Err(ParseSquareError::Length { chars: 3 })
    );
    assert_eq!(
        "E4".parse::<Square>(),
        Err(ParseSquareError::File { found: 'E' })
    );
    assert_eq!(
        "e9".parse::<Square>(),
        Err(ParseSquareError::Rank { found: '9' })
    );
    assert_eq!(
        "é".parse::<Square>(),
        Err(ParseSquareError::File { found: 'é' })
    );
}

/// Placements whose ranks sum to 64 squares over eight ranks but where one
/// rank is long and another short, or the `/`s are misplaced: the one-pass
/// reader must reject each as the field parser does, and `hash_fen` too.
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
        let reference = Position::from_fen(&fen); // debug builds: checked against the field parser
        assert!(
            matches!(reference, Err(ref e) if e.field() == Some(FenField::Placement)),
            "{fen}: {reference:?}"
        );
        assert_eq!(
            chess_tables_position::zobrist::POLYGLOT.hash_fen(&fen),
            reference.map(|_| 0),
            "{fen}"
        );
    }
}

/// Input long enough (2^26 bytes, each moving the placement's square
/// counter by 64) to wrap a 32-bit counter back to a valid state gets the
/// field parser's answer. Only a 32-bit host can show it (a 64-bit counter
/// would need 2^57 bytes), so it runs there: `scripts/check-cross-hosts.sh`
/// runs it on i686 under qemu-user.
#[test]
#[cfg_attr(
    not(target_pointer_width = "32"),
    ignore = "only a 32-bit host can show it; in a clone of the repository, scripts/check-cross-hosts.sh runs it on i686"
)]
fn input_that_would_wrap_a_32_bit_counter_gets_the_field_parsers_answer() {
    let junk = "x".repeat(1 << 26);
    for fen in [
        format!("8/8/8/8/8/8/8/8{junk} w - -"),
        format!("4k3/8/8/8/8/8/8/4K3{junk} w - - 0 1"),
    ] {
        let reference = Position::from_fen(&fen); // debug builds: checked against the field parser
        assert!(reference.is_err());
        assert_eq!(
            chess_tables_position::zobrist::POLYGLOT.hash_fen(&fen),
            Err(reference.unwrap_err())
        );
    }
}

/// Valid input may be long (a whitespace run): past the one-pass reader's
/// 16 MiB it is read by the field parser, with the same result.
#[test]
fn long_valid_input_gets_the_same_position() {
    let spaced = format!("4k3/8/8/8/8/8/8/4K3 w - -{}0 1", " ".repeat((1 << 24) + 1));
    let position = Position::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(Position::from_fen(&spaced), position);
    let key = chess_tables_position::zobrist::POLYGLOT.hash_fen(&spaced);
    assert_eq!(
        key,
        position.map(|p| chess_tables_position::zobrist::POLYGLOT.hash(&p))
    );
}

/// A FEN pasted from code with a `;` after it is a FEN whose fullmove
/// number is wrong, not an EPD line.
#[test]
fn a_stray_semicolon_is_a_clock_error_not_epd_operations() {
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1;";
    assert_eq!(
        Position::from_fen(fen),
        Err(FenError::new(FenErrorKind::FullmoveNumber, fen.len() - 1))
    );
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0;";
    assert_eq!(
        Position::from_fen(fen),
        Err(FenError::new(FenErrorKind::HalfmoveClock, fen.len() - 1))
    );
    // Operations after the four fields are still named as such.
    let line = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - bm e4;";
    assert_eq!(
        Position::from_fen(line),
        Err(FenError::new(
            FenErrorKind::EpdOperations,
            line.find("bm").unwrap()
        ))
    );
}

#[test]
fn a_fullmove_number_of_zero_reads_as_one() {
    let p = Position::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 5 0").unwrap();
    assert_eq!((p.halfmove_clock(), p.fullmove_number()), (5, 1));
    assert_eq!(p.to_string(), "4k3/8/8/8/8/8/8/4K3 w - - 5 1");
}

/// A character outside ASCII is quoted with its code point, so that a
/// look-alike (the Kelvin sign, U+212A) is told from the letter `K`.
#[test]
fn look_alike_characters_are_named_by_code_point() {
    let message = |fen: &str| Position::from_fen(fen).unwrap_err().to_string();
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
        side.ends_with("'b': the side to move is one letter, 'w' or 'b'"),
        "{side}"
    );
}
