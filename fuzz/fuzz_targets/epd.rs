//! EPD lines in both castling modes: `Epd::parse`/`parse_with_mode` never
//! panic, the modes agree but for the castling rights, and
//!
//! - an error's offset is a character boundary of the line and points at
//!   what its variant names (the opcode's offending character, the opening
//!   `"`, the end of the line);
//! - a parsed line's position is the FEN reading of its first four fields,
//!   with the clocks of its last `hmvc` and `fmvn` operations (else 0 and
//!   1), and passes `check_position`;
//! - its operations are in order, each opcode 1 to 15 characters (a
//!   letter, then letters, digits, `_`) at its offset, its operand text
//!   trimmed; `operation(opcode)` finds the first of that opcode; every
//!   operand displays as its unescaped characters, and `as_str` is the raw
//!   text when it has no escape;
//! - the line rewritten (no EPD writer exists: the position's FEN's four
//!   fields, then each `opcode operands;`) reads back as the same position
//!   and operations.
#![no_main]

use chess_tables_fuzz::{
    MODES, check_fen_error, check_position, check_token, clocks, same_but_castling,
};
use chess_tables_position::epd::Operation;
use chess_tables_position::fen::FenField;
use chess_tables_position::{CastlingMode, Epd, EpdError, EpdErrorKind, Position};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(line) = std::str::from_utf8(data) else {
        return;
    };
    let [standard, chess960] = MODES.map(|mode| Epd::parse_with_mode(line, mode));
    assert_eq!(Epd::parse(line), standard);
    match (&standard, &chess960) {
        (Ok(s), Ok(c)) => {
            assert!(same_but_castling(s.position(), c.position()), "{line:?}");
            assert!(s.operations().eq(c.operations()), "{line:?}");
        }
        (Err(s), Err(c)) => assert_eq!(s, c, "{line:?}"),
        _ => panic!("the castling modes disagree on {line:?}: {standard:?} / {chess960:?}"),
    }
    for (mode, parsed) in MODES.into_iter().zip([standard, chess960]) {
        match parsed {
            Ok(epd) => check_epd(line, mode, &epd),
            Err(error) => check_error(line, &error),
        }
    }
});

/// The six separator bytes (C `isspace`), as `chess_tables_position::fen` documents them.
fn is_separator(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | 0x0B | 0x0C | b'\r')
}

/// The byte offset where the fourth whitespace-separated field ends.
fn end_of_four_fields(line: &str) -> Option<usize> {
    let b = line.as_bytes();
    let mut i = 0;
    for _ in 0..4 {
        while i < b.len() && is_separator(b[i]) {
            i += 1;
        }
        if i == b.len() {
            return None;
        }
        while i < b.len() && !is_separator(b[i]) {
            i += 1;
        }
    }
    Some(i)
}

fn check_epd(line: &str, mode: CastlingMode, epd: &Epd<'_>) {
    let position = epd.position();
    let end = end_of_four_fields(line).expect("a parsed line has four fields");
    let fields = Position::from_fen_with_mode(&line[..end], mode);
    assert_eq!(
        fields,
        Ok(*position),
        "{line:?}: the four fields read as a FEN"
    );
    // The clocks: the last hmvc and fmvn operands (a fullmove number of 0
    // reads as 1), else 0 and 1.
    let mut expected = (0, 1);
    for op in epd.operations() {
        let value = || {
            op.operands_text
                .parse::<u32>()
                .unwrap_or_else(|_| panic!("{line:?}: {} parsed with a bad operand", op.opcode))
        };
        match op.opcode {
            "hmvc" => expected.0 = value(),
            "fmvn" => expected.1 = value().max(1),
            _ => {}
        }
    }
    assert_eq!(
        clocks(position),
        expected,
        "{line:?}: an EPD position's clocks are its hmvc and fmvn"
    );
    assert_eq!(position.castling_mode(), mode);
    check_position(position);

    let mut previous = end;
    for (n, op) in epd.operations().enumerate() {
        check_operation(line, &op);
        assert!(
            op.offset >= previous,
            "{line:?}: operation {n} at {} before {previous}",
            op.offset
        );
        previous = op.offset + op.opcode.len();
        let first = epd
            .operation(op.opcode)
            .expect("an opcode that is there is found");
        assert!(
            first.offset <= op.offset && first.opcode == op.opcode,
            "{line:?}"
        );
        let earlier = epd.operations().take(n).any(|o| o.opcode == op.opcode);
        assert_eq!(
            first.offset == op.offset,
            !earlier,
            "{line:?}: operation() finds the first {:?}",
            op.opcode
        );
    }

    // The line rewritten from the position's FEN and the operations.
    let fen = position.to_string();
    let four = &fen[..end_of_four_fields(&fen).expect("a FEN has six fields")];
    let mut rewritten = four.to_string();
    for op in epd.operations() {
        rewritten.push(' ');
        rewritten.push_str(op.opcode);
        if !op.operands_text.is_empty() {
            rewritten.push(' ');
            rewritten.push_str(op.operands_text);
        }
        rewritten.push(';');
    }
    let again = Epd::parse_with_mode(&rewritten, mode)
        .unwrap_or_else(|e| panic!("{line:?} rewritten as {rewritten:?} does not parse: {e}"));
    assert_eq!(again.position(), position, "{rewritten:?}");
    let ops = |e: &Epd<'_>| {
        e.operations()
            .map(|o| format!("{} {}", o.opcode, o.operands_text))
            .collect::<Vec<_>>()
    };
    assert_eq!(ops(&again), ops(epd), "{line:?} rewritten as {rewritten:?}");
}

fn check_operation(line: &str, op: &Operation<'_>) {
    assert!(line[op.offset..].starts_with(op.opcode), "{line:?}: {op:?}");
    let count = op.opcode.chars().count();
    assert!(
        (1..=chess_tables_position::epd::MAX_OPCODE_LEN).contains(&count),
        "{line:?}: {op:?}"
    );
    for (k, c) in op.opcode.chars().enumerate() {
        let fits = if k == 0 {
            c.is_ascii_alphabetic()
        } else {
            c.is_ascii_alphanumeric() || c == '_'
        };
        assert!(fits, "{line:?}: opcode {:?}", op.opcode);
    }
    // The operand text is a trimmed piece of the line after the opcode.
    let text = op.operands_text;
    let at = (text.as_ptr() as usize).wrapping_sub(line.as_ptr() as usize);
    if !text.is_empty() {
        assert!(
            at >= op.offset + op.opcode.len() && at + text.len() <= line.len(),
            "{line:?}: {op:?}"
        );
        let b = text.as_bytes();
        assert!(
            !is_separator(b[0]) && !is_separator(b[b.len() - 1]),
            "{line:?}: {op:?} untrimmed"
        );
    }
    let mut count = 0;
    for operand in op.operands() {
        count += 1;
        let unescaped: String = operand.chars().collect();
        assert_eq!(operand.to_string(), unescaped, "{line:?}");
        assert!(operand == unescaped.as_str(), "{line:?}");
        if let Some(text) = operand.as_str() {
            assert_eq!(text, operand.raw(), "{line:?}");
            assert_eq!(text, unescaped, "{line:?}");
        }
        if !operand.is_string() {
            assert!(
                !operand.raw().is_empty(),
                "{line:?}: empty bare operand in {op:?}"
            );
            assert!(!operand.raw().bytes().any(is_separator), "{line:?}: {op:?}");
        }
    }
    assert!(
        count > 0 || text.is_empty(),
        "{line:?}: operand text without operands: {op:?}"
    );
    let first = op.operand().map(|o| (o.raw(), o.is_string()));
    assert_eq!(
        first,
        op.operands().next().map(|o| (o.raw(), o.is_string())),
        "{line:?}"
    );
}

fn check_error(line: &str, error: &EpdError) {
    let offset = error.offset();
    assert!(
        line.is_char_boundary(offset),
        "offset {offset} in {line:?}: {error:?}"
    );
    match error.kind() {
        EpdErrorKind::Position(kind) => {
            let e = error
                .fen_error()
                .expect("a position error has its FEN error");
            assert_eq!(
                (e.kind(), e.offset()),
                (kind, offset),
                "{line:?}: {error:?}"
            );
            assert_eq!(EpdError::from(e), *error, "{line:?}: {error:?}");
            assert_eq!(error.field(), e.field(), "{line:?}: {error:?}");
            assert_eq!(error.character(), e.character(), "{line:?}: {error:?}");
            check_fen_error(line, &e);
        }
        EpdErrorKind::InvalidOpcode { found } => {
            assert!(line[offset..].starts_with(found), "{line:?}: {error:?}");
        }
        EpdErrorKind::UnterminatedString { opening_quote } => {
            assert_eq!(offset, line.len(), "{line:?}: {error:?}");
            assert_eq!(line.as_bytes()[opening_quote], b'"', "{line:?}: {error:?}");
            assert_eq!(
                error.token_offset() == opening_quote,
                !error.token_truncated()
            );
        }
        EpdErrorKind::MissingSemicolon { operation } => {
            assert_eq!(offset, line.len(), "{line:?}: {error:?}");
            assert!(
                operation < line.len() && line.is_char_boundary(operation),
                "{line:?}: {error:?}"
            );
        }
        EpdErrorKind::InvalidClock { field } => {
            assert_eq!(error.field(), Some(field), "{line:?}: {error:?}");
            // At the opcode (no operand) or in its operand.
            let opcode = match field {
                FenField::HalfmoveClock => "hmvc",
                _ => "fmvn",
            };
            let upto = &line.as_bytes()[..(offset + 4).min(line.len())];
            assert!(
                upto.windows(4).any(|w| w == opcode.as_bytes()),
                "{line:?}: {error:?}"
            );
            // The token is the operation, from the opcode to the `;`.
            if !error.token_truncated() {
                assert!(
                    error.token().starts_with(opcode) && error.token().ends_with(';'),
                    "{line:?}: {error:?}"
                );
            }
        }
        _ => {}
    }
    check_token(
        line,
        offset,
        error.token(),
        error.token_offset(),
        EpdError::TOKEN_MAX_BYTES,
    );
    let _ = error.to_string();
    let _ = core::error::Error::source(error);
}
