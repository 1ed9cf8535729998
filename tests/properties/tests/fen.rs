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

proptest! {
    /// The one-pass reader behind `Position::from_fen` and the field-by-field
    /// parser agree on every input: same position, or the same error.
    #[test]
    fn one_pass_reader_agrees_with_the_field_parser(s in "[pnbrqkPNBRQK1-8/]{0,40}[ \t\u{b}][wb][ \u{c}][KQkqA-]{1,5} [a-h1-8-]{1,2}( [0-9]{1,3} [0-9]{1,3})?[ \r]?") {
        prop_assert_eq!(Position::from_fen(&s), chess_tables::fen::from_fen_by_fields(&s));
    }

    #[test]
    fn one_pass_reader_agrees_on_any_string(s in "\\PC{0,80}") {
        prop_assert_eq!(Position::from_fen(&s), chess_tables::fen::from_fen_by_fields(&s));
    }
}
