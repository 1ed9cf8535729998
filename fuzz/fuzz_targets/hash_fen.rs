//! FEN parsing and hashing never panic, errors point inside the input, and
//! the one-pass reader agrees with the field-by-field parser. EPD lines
//! parse or give an error inside the input too.
#![no_main]

use chess_tables_position::PositionKeys;
use chess_tables_position::zobrist::{POLYGLOT, SEEDED};
use chess_tables_position::{CastlingMode, Position};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    // cargo fuzz builds with debug assertions, under which `parse::<Position>` and
    // fen_key check the one-pass reader against the field parser.
    if let Err(error) = chess_tables_position::Epd::parse(text) {
        assert!(error.offset() <= text.len());
        let _ = error.to_string();
    }
    // Chess960 reads the same fields; only the castling rights differ.
    match Position::from_fen_with_mode(text, CastlingMode::Chess960) {
        Ok(position) => {
            assert_eq!(
                POLYGLOT.fen_key_with_mode(text, CastlingMode::Chess960),
                Ok(POLYGLOT.key(&position))
            );
            assert!(text.parse::<Position>().is_ok());
        }
        Err(error) => assert_eq!(text.parse::<Position>(), Err(error)),
    }
    match text.parse::<Position>() {
        Ok(position) => {
            assert_eq!(POLYGLOT.fen_key(text), Ok(POLYGLOT.key(&position)));
            let _ = SEEDED.key(&position);
        }
        Err(error) => {
            assert!(
                text.is_char_boundary(error.offset()),
                "offset {} in {text:?}",
                error.offset()
            );
            assert_eq!(POLYGLOT.fen_key(text), Err(error));
            let _ = error.to_string();
        }
    }
});
