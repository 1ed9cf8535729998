//! FEN parsing and hashing never panic, and errors point inside the input.
#![no_main]

use chess_tables::zobrist::{POLYGLOT, SEEDED};
use chess_tables::Position;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    match Position::from_fen(text) {
        Ok(position) => {
            assert_eq!(POLYGLOT.hash_fen(text), Ok(POLYGLOT.hash(&position)));
            let _ = SEEDED.hash(&position);
        }
        Err(error) => {
            assert!(text.is_char_boundary(error.offset()), "offset {} in {text:?}", error.offset());
            assert_eq!(POLYGLOT.hash_fen(text), Err(error));
            let _ = error.to_string();
        }
    }
});
