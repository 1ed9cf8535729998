//! FEN parsing never panics: random strings, and FEN-shaped strings, parse
//! or give an error whose offset lies inside the input.

use chess_tables_position::{Position, PositionKeys, Square};
use proptest::prelude::*;

/// The comparisons with the field parser live in the crate's debug
/// assertions: a release build of these tests would check less.
const _: () = assert!(
    cfg!(debug_assertions),
    "run these tests with debug assertions"
);

proptest! {
    #[test]
    fn any_string_parses_or_errors_without_panicking(s in "\\PC{0,120}") {
        if let Err(e) = s.parse::<Position>() {
            prop_assert!(e.offset() <= s.len());
            let _ = e.to_string();
        }
        let _ = s.parse::<Square>();
    }

    #[test]
    fn fen_like_strings_parse_or_error_without_panicking(s in "[pnbrqkPNBRQK0-9/]{0,40} [wb-] [KQkq-]{1,5} [a-i1-9-]{1,3}( [0-9-]{1,3} [0-9]{1,3})?") {
        if let Err(e) = s.parse::<Position>() {
            prop_assert!(e.offset() <= s.len());
        }
    }
}

proptest! {
    /// The one-pass reader behind `Position`'s `FromStr` and the field-by-field
    /// parser agree on every input: same position, or the same error. Test
    /// builds have debug assertions, under which `parse::<Position>` and `fen_key`
    /// check each one-pass answer against the field parser; the key of the
    /// position must equal `fen_key`'s too.
    #[test]
    fn one_pass_reader_agrees_with_the_field_parser(s in "[pnbrqkPNBRQK1-8/]{0,40}[ \t\u{b}][wb][ \u{c}][KQkqA-]{1,5} [a-h1-8-]{1,2}( [0-9]{1,3} [0-9]{1,3})?[ \r]?") {
        let key = chess_tables::zobrist::POLYGLOT.fen_key(&s);
        prop_assert_eq!(key, s.parse::<Position>().map(|p| chess_tables::zobrist::POLYGLOT.key(&p)));
    }

    #[test]
    fn one_pass_reader_agrees_on_any_string(s in "\\PC{0,80}") {
        let key = chess_tables::zobrist::POLYGLOT.fen_key(&s);
        prop_assert_eq!(key, s.parse::<Position>().map(|p| chess_tables::zobrist::POLYGLOT.key(&p)));
    }
}

/// FENs of real positions (random games, `tests/data/random-games.tsv`).
fn real_fens() -> Vec<&'static str> {
    include_str!("../../../../position/tests/data/random-games.tsv")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .map(|l| l.split_once('\t').unwrap().0)
        .collect()
}

/// Bytes an edit may put into a FEN: its whole alphabet and a few others.
const EDIT_BYTES: &[u8] = b"pnbrqkPNBRQK012345678/ wb-KQkqabcdefgh9x\t\x0b";

proptest! {
    /// Near-valid input, where a one-pass reader's shortcuts are most
    /// likely to slip: a real FEN with up to three bytes replaced, inserted
    /// or deleted. The one-pass reader, `fen_key` and the field parser agree
    /// (the last through the debug assertions of `parse::<Position>` and `fen_key`).
    #[test]
    fn one_pass_reader_agrees_on_edited_real_fens(
        index in 0usize..4000,
        edits in proptest::collection::vec((0u8..3, any::<prop::sample::Index>(), 0..EDIT_BYTES.len()), 1..4),
    ) {
        let fens = real_fens();
        let mut fen = fens[index % fens.len()].as_bytes().to_vec();
        for (kind, at, byte) in edits {
            let at = at.index(fen.len() + 1);
            match kind {
                0 if at < fen.len() => fen[at] = EDIT_BYTES[byte],
                1 => fen.insert(at, EDIT_BYTES[byte]),
                _ if at < fen.len() => { fen.remove(at); }
                _ => {}
            }
        }
        let fen = String::from_utf8(fen).unwrap();
        let reference = fen.parse::<Position>();
        let key = chess_tables::zobrist::POLYGLOT.fen_key(&fen);
        prop_assert_eq!(key, reference.map(|p| chess_tables::zobrist::POLYGLOT.key(&p)));
    }
}
