//! Square parsing never panics and round-trips what it accepts.
#![no_main]

use chess_tables_position::Square;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    match text.parse::<Square>() {
        Ok(square) => assert_eq!(square.to_string(), text),
        Err(error) => {
            let _ = error.to_string();
        }
    }
});
