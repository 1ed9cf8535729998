//! FEN and EPD errors point at the first byte that makes the input wrong
//! and quote the token that holds it, on a mutation corpus: every
//! single-character edit (replace, delete, insert) of valid FENs and EPD
//! lines. For every edit that does not parse:
//!
//! - the offset is a character boundary, at most the input's length, and
//!   not before the edit (the input up to the edit is a valid input's, so
//!   nothing before it can be wrong);
//! - the token is the input's text at `token_offset` (cut or not), at most
//!   `TOKEN_MAX_BYTES` long, and holds the offset or ends there; it is
//!   empty only at the end of the input;
//! - an uncut token is a whole token of its kind: a field (the run between
//!   ASCII whitespace), a rank (between `/`), an opcode, an operation;
//! - the message names the offset and quotes the token.

use chess_tables_position::PositionKeys;
use chess_tables_position::epd::{Epd, EpdError, EpdErrorKind};
use chess_tables_position::fen::FenField;
use chess_tables_position::zobrist::POLYGLOT;
use chess_tables_position::{FenError, FenErrorKind, Position};
use std::collections::BTreeMap;

mod error_promises;
use error_promises::check_offset_and_token;

/// Valid FENs: the start position, games' positions, both clocks, five
/// and four fields, Shredder-FEN letters, en-passant squares for both
/// sides, whitespace runs of every kind, the largest clocks.
const FENS: [&str; 14] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 b - - 12 47",
    "r1bq1rk1/pppp1ppp/2n2n2/2b1p3/2B1P3/2NP1N2/PPP2PPP/R1BQ1RK1 w KQkq - 0 1",
    "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1",
    "rnbqkb1r/pp1p1ppp/5n2/2pP4/8/8/PPP1PPPP/RNBQKBNR w KQkq c6 0 4",
    "4k3/8/8/8/8/8/8/4K3 w - - 0",
    "4k3/8/8/8/8/8/8/4K3 b - -",
    "7k/8/8/8/8/8/8/K7 w Kq - 100 200",
    "8/8/8/8/8/8/8/8 w - - 4294967295 4294967295",
    "  4k3/8/8/8/8/8/8/4K3\tw\u{b}-\u{c}-\r\n7 40 ",
    "r3k2r/8/8/8/8/8/8/R3K2R b Qk - 3 20",
];

/// Valid EPD lines beyond the tour file's: strings with escapes and `;`,
/// the lone `-` placeholder, `hmvc` and `fmvn`, no operations.
const EPDS: [&str; 5] = [
    r#"4k3/8/8/8/8/8/8/4K3 w - - c0 "He said \"hi\""; id "x;y";"#,
    r#"r1bqk1r1/1p1p1n2/p1n2pN1/2p1b2Q/2P1Pp2/1PN5/PB4PP/R4RK1 w q - - bm Rxf4; id "ERET 001 - Entlastung";"#,
    "4k3/8/8/8/8/8/8/4K3 b - - fmvn 17; hmvc 13; noop; acd 12 ;",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -",
    "8/8/8/8/8/8/8/8 w - - a_1 \"\\\\\"; pv e4 e5 Nf3;",
];

/// Every single-character edit of `base`, each with the byte where it
/// starts: each character of `alphabet` put in place of each character
/// and inserted before each (and at the end), and each character deleted.
fn edits(base: &str, alphabet: &[char]) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let bounds: Vec<usize> = (0..=base.len())
        .filter(|&i| base.is_char_boundary(i))
        .collect();
    for (k, &i) in bounds.iter().enumerate() {
        let (head, tail) = base.split_at(i);
        for &c in alphabet {
            out.push((i, format!("{head}{c}{tail}")));
        }
        if let Some(&next) = bounds.get(k + 1) {
            let rest = &base[next..];
            out.push((i, format!("{head}{rest}")));
            for &c in alphabet {
                if !base[i..next].starts_with(c) {
                    out.push((i, format!("{head}{c}{rest}")));
                }
            }
        }
    }
    out
}

/// The characters the edits put in: the FEN's own, wrong ones, and
/// non-ASCII ones (a letter, a no-break space, a byte-order mark, the
/// Kelvin sign, an ideographic space).
const FEN_ALPHABET: &str = "pnbrqkPNBRQK0123456789/ w-AHaehx;\"\t\u{b}é\u{a0}\u{feff}\u{212a}";
const EPD_ALPHABET: &str = "pnbrqkPNBRQK0123456789/ w-aeh;\"\\_x+\t\u{b}é\u{a0}\u{feff}\u{3000}";

fn is_separator(c: char) -> bool {
    matches!(c, ' ' | '\t' | '\n' | '\u{b}' | '\u{c}' | '\r')
}

/// The character before byte `at` of `text`, `None` at the start.
fn before(text: &str, at: usize) -> Option<char> {
    text[..at].chars().next_back()
}

/// The character at byte `at` of `text`, `None` at the end.
fn after(text: &str, at: usize) -> Option<char> {
    text[at..].chars().next()
}

/// A FEN error's token, uncut, is whole: a field, or in the placement a
/// rank (with the `/` that closes a short rank, or the `/` that starts a
/// ninth).
fn check_fen_token(text: &str, error: &FenError) {
    let (token, start) = (error.token(), error.token_offset());
    let end = start + token.len();
    let context = || format!("{text:?}: {error:?}");
    if error.token_truncated() || token.is_empty() {
        return;
    }
    assert!(!token.contains(is_separator), "{}", context());
    let placement = error.field() == Some(FenField::Placement);
    let opens = |c: Option<char>| c.is_none_or(is_separator) || (placement && c == Some('/'));
    assert!(
        opens(before(text, start)) || (placement && token.starts_with('/')),
        "{}",
        context()
    );
    assert!(
        opens(after(text, end)) || (placement && token.ends_with('/')),
        "{}",
        context()
    );
}

fn check_fen_error(text: &str, edit: usize, error: &FenError) {
    let message = error.to_string();
    check_offset_and_token(
        text,
        edit,
        (
            error.offset(),
            error.token(),
            error.token_offset(),
            FenError::TOKEN_MAX_BYTES,
        ),
        &message,
    );
    check_fen_token(text, error);
    match error.kind() {
        FenErrorKind::Empty | FenErrorKind::FieldCount { .. } => {
            assert_eq!(
                (error.offset(), error.token()),
                (text.len(), ""),
                "{message}"
            );
        }
        _ => assert!(!error.token().is_empty(), "{text:?}: {message}"),
    }
    if let Some(c) = error.character() {
        assert!(text[error.offset()..].starts_with(c), "{text:?}: {message}");
    }
}

fn check_epd_error(line: &str, edit: usize, error: &EpdError) {
    let message = error.to_string();
    let (offset, token, start) = (error.offset(), error.token(), error.token_offset());
    check_offset_and_token(
        line,
        edit,
        (offset, token, start, EpdError::TOKEN_MAX_BYTES),
        &message,
    );
    let context = || format!("{line:?}: {error:?}");
    let cut = error.token_truncated();
    match error.kind() {
        EpdErrorKind::Position(_) => {
            let fen = error.fen_error().unwrap();
            assert_eq!(
                (fen.offset(), fen.token(), fen.token_offset()),
                (offset, token, start)
            );
            assert_eq!(EpdError::from(fen), *error);
            check_fen_token(line, &fen);
        }
        EpdErrorKind::InvalidOpcode { found } => {
            assert!(line[offset..].starts_with(found), "{}", context());
            if found == ';' {
                assert_eq!(token, ";", "{}", context());
            } else if !cut {
                // The opcode: from after whitespace or `;` to whitespace, `;`
                // or the end.
                let ends = |c: Option<char>| c.is_none_or(|c| is_separator(c) || c == ';');
                assert!(!token.contains(|c| is_separator(c) || c == ';'));
                assert!(ends(before(line, start)), "{}", context());
                assert!(ends(after(line, start + token.len())), "{}", context());
            }
        }
        EpdErrorKind::UnterminatedString { opening_quote } => {
            assert_eq!(offset, line.len(), "{}", context());
            assert_eq!(start + token.len(), line.len(), "{}", context());
            assert!(line[opening_quote..].starts_with('"'), "{}", context());
            assert_eq!(start == opening_quote, !cut, "{}", context());
        }
        EpdErrorKind::InvalidClock { field } => {
            let opcode = if field == FenField::HalfmoveClock {
                "hmvc"
            } else {
                "fmvn"
            };
            if !cut {
                assert!(
                    token.starts_with(opcode) && token.ends_with(';'),
                    "{}",
                    context()
                );
            }
        }
        EpdErrorKind::MissingSemicolon { operation } => {
            assert_eq!(offset, line.len(), "{}", context());
            assert_eq!(start + token.len(), line.len(), "{}", context());
            assert_eq!(start == operation, !cut, "{}", context());
        }
        _ => {}
    }
}

/// The variant's name, for the counts.
fn name(debug: String) -> String {
    debug.split([' ', '{', '(']).next().unwrap().to_string()
}

#[test]
fn fen_errors_on_the_mutation_corpus() {
    let alphabet: Vec<char> = FEN_ALPHABET.chars().collect();
    assert!(
        alphabet
            .iter()
            .enumerate()
            .all(|(i, c)| !alphabet[..i].contains(c))
    );
    let (mut edited, mut checked) = (0, 0);
    let mut kinds: BTreeMap<String, usize> = BTreeMap::new();
    for base in FENS {
        assert!(base.parse::<Position>().is_ok(), "{base:?}");
        for (edit, text) in edits(base, &alphabet) {
            edited += 1;
            let Err(error) = text.parse::<Position>() else {
                continue;
            };
            assert_eq!(POLYGLOT.fen_key(&text), Err(error), "{text:?}");
            check_fen_error(&text, edit, &error);
            *kinds
                .entry(name(format!("{:?}", error.kind())))
                .or_default() += 1;
            checked += 1;
        }
    }
    eprintln!("FEN: {edited} edits, {checked} errors checked, by kind: {kinds:?}");
    assert!(edited > 50_000 && checked > 45_000, "{edited} {checked}");
    // Every kind one edit of a valid FEN can give: not Empty, nor
    // EpdOperations (a field that starts with a letter and a `;` after it).
    assert_eq!(kinds.len(), 18, "{kinds:?}");
}

#[test]
fn epd_errors_on_the_mutation_corpus() {
    let alphabet: Vec<char> = EPD_ALPHABET.chars().collect();
    assert!(
        alphabet
            .iter()
            .enumerate()
            .all(|(i, c)| !alphabet[..i].contains(c))
    );
    let tour = include_str!("data/positions.epd");
    let lines: Vec<&str> = tour
        .lines()
        .filter(|l| !l.starts_with('#'))
        .chain(EPDS)
        .collect();
    let (mut edited, mut checked) = (0, 0);
    let mut kinds: BTreeMap<String, usize> = BTreeMap::new();
    for base in lines {
        assert!(Epd::parse(base).is_ok(), "{base:?}");
        for (edit, line) in edits(base, &alphabet) {
            edited += 1;
            let Err(error) = Epd::parse(&line) else {
                continue;
            };
            check_epd_error(&line, edit, &error);
            let kind = match error.kind() {
                EpdErrorKind::Position(kind) => format!("Position({})", name(format!("{kind:?}"))),
                kind => name(format!("{kind:?}")),
            };
            *kinds.entry(kind).or_default() += 1;
            checked += 1;
        }
    }
    eprintln!("EPD: {edited} edits, {checked} errors checked, by kind: {kinds:?}");
    assert!(edited > 200_000 && checked > 90_000, "{edited} {checked}");
    for kind in [
        "InvalidOpcode",
        "UnterminatedString",
        "InvalidClock",
        "MissingSemicolon",
    ] {
        assert!(kinds.contains_key(kind), "{kind}: {kinds:?}");
    }
}

/// The first wrong byte wins over what is wrong with the whole input: a
/// bad field before EPD operations or before a non-ASCII space is named,
/// by `parse::<Position>` and `fen_key` alike, as `Epd::parse` names it.
#[test]
fn a_wrong_field_before_operations_or_a_unicode_space_is_reported_first() {
    use chess_tables_position::prelude::*;
    let cases = [
        (
            "8/8/8/8/8/8/8/9 w - - bm e4;",
            14,
            FenErrorKind::InvalidDigit { found: '9' },
        ),
        (
            "8/8/8/8/8/8/8/8 x - - bm e4;",
            16,
            FenErrorKind::SideToMove { found: 'x' },
        ),
        (
            "8/8/8/8/8/8/8/8 w - - bm e4;",
            22,
            FenErrorKind::EpdOperations,
        ),
        (
            "8/8/8/8/8/8/8/9 w\u{a0}- - 0 1",
            14,
            FenErrorKind::InvalidDigit { found: '9' },
        ),
        (
            "8/8/8/8/8/8/8/8 w\u{a0}- - 0 1",
            17,
            FenErrorKind::NonAsciiSpace { found: '\u{a0}' },
        ),
        (
            "8/8/8/8/8/8/8/8\u{a0}x - - 0 1",
            15,
            FenErrorKind::NonAsciiSpace { found: '\u{a0}' },
        ),
    ];
    for (fen, offset, kind) in cases {
        let error = fen.parse::<Position>().unwrap_err();
        assert_eq!((error.kind(), error.offset()), (kind, offset), "{fen:?}");
        assert_eq!(POLYGLOT.fen_key(fen), Err(error), "{fen:?}");
    }
    let epd = Epd::parse("8/8/8/8/8/8/8/9 w - - bm e4;").unwrap_err();
    assert_eq!(epd.offset(), 14);
}

/// Messages that say what is wrong in the case at hand: one letter too
/// many for the side to move, a trailing '/', an opcode too long.
#[test]
fn messages_fit_the_case() {
    use chess_tables_position::prelude::*;
    let fen = |s: &str| s.parse::<Position>().unwrap_err().to_string();
    assert_eq!(
        fen("8/8/8/8/8/8/8/8 ww - - 0 1"),
        "FEN field 2 (side to move), byte 17 in \"ww\": 'w' after the first letter: the side to move is one letter, 'w' or 'b'"
    );
    assert_eq!(
        fen("8/8/8/8/8/8/8/8 x - - 0 1"),
        "FEN field 2 (side to move), byte 16 in \"x\": 'x': the side to move is one letter, 'w' or 'b'"
    );
    assert!(
        fen("8/8/8/8/8/8/8/8/ w - - 0 1")
            .ends_with("a '/' after the eighth rank: 8 ranks take 7 '/'"),
        "{}",
        fen("8/8/8/8/8/8/8/8/ w - - 0 1")
    );
    let long = Epd::parse("8/8/8/8/8/8/8/8 w - - abcdefghijklmnopq 1;").unwrap_err();
    assert!(
        long.to_string().ends_with("the opcode is longer than 15 characters (an ASCII letter, then up to 14 letters, digits or '_')"),
        "{long}"
    );
}
