//! FEN in both castling modes: `Position`'s `FromStr`, `from_fen_with_mode`
//! and `Keys::fen_key`/`fen_key_with_mode` never panic and agree (the
//! modes differ only in the castling rights; the key of a parsed position
//! is `hash` of it; an error is the same error everywhere, at a character
//! boundary), and every position that parses passes `check_position`: its
//! X-FEN and Shredder-FEN read back in its mode as an equal position with
//! an equal key, and `try_from(to_setup())` gives it back. Debug
//! assertions compare the one-pass reader with the field parser.
#![no_main]

use chess_tables_fuzz::{MODES, check_fen_error, check_position, same_but_castling};
use chess_tables_position::PositionKeys;
use chess_tables_position::zobrist::POLYGLOT;
use chess_tables_position::{CastlingMode, Position};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let standard = text.parse::<Position>();
    let chess960 = Position::from_fen_with_mode(text, CastlingMode::Chess960);
    match (&standard, &chess960) {
        (Ok(s), Ok(c)) => assert!(same_but_castling(s, c), "{text:?}: {s:?} / {c:?}"),
        (Err(s), Err(c)) => assert_eq!(s, c, "{text:?}"),
        _ => panic!("the castling modes disagree on {text:?}: {standard:?} / {chess960:?}"),
    }
    assert_eq!(
        POLYGLOT.fen_key(text),
        POLYGLOT.fen_key_with_mode(text, CastlingMode::Standard)
    );
    for (mode, parsed) in MODES.into_iter().zip([standard, chess960]) {
        match parsed {
            Ok(position) => {
                assert_eq!(position.castling_mode(), mode);
                assert_eq!(
                    POLYGLOT.fen_key_with_mode(text, mode),
                    Ok(POLYGLOT.key(&position))
                );
                check_position(&position);
            }
            Err(error) => {
                assert_eq!(POLYGLOT.fen_key_with_mode(text, mode), Err(error));
                check_fen_error(text, &error);
            }
        }
    }
});
