//! FEN parsing never panics: random strings, and FEN-shaped strings, parse
//! or give an error whose offset lies inside the input.

use chess_tables::{Position, Square};
use proptest::prelude::*;

proptest! {
    #[test]
    fn any_string_parses_or_errors_without_panicking(s in "\\PC{0,120}") {
        if let Err(e) = Position::from_fen(&s) {
            prop_assert!(e.offset() <= s.len());
            let _ = e.to_string();
        }
        let _ = s.parse::<Square>();
    }

    #[test]
    fn fen_like_strings_parse_or_error_without_panicking(s in "[pnbrqkPNBRQK0-9/]{0,40} [wb-] [KQkq-]{1,5} [a-i1-9-]{1,3}( [0-9-]{1,3} [0-9]{1,3})?") {
        if let Err(e) = Position::from_fen(&s) {
            prop_assert!(e.offset() <= s.len());
        }
    }
}
