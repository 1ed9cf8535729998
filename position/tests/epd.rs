//! EPD lines: operations read without allocation, malformed operations as
//! typed errors with byte offsets, and the published keys of the tour file.

use chess_tables_position::PositionKeys;
use chess_tables_position::epd::{Epd, EpdError, EpdErrorKind, MAX_OPCODE_LEN};
use chess_tables_position::fen::FenField;
use chess_tables_position::zobrist::POLYGLOT;
use chess_tables_position::{FenErrorKind, Position};

mod error_promises;
use error_promises::check_offset_and_token;

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -";

/// `line`'s error: its kind, offset and token, checked against what every
/// error promises (the offset inside the token or just after it, the token
/// as the line has it there, the message naming both).
fn error_of(line: &str) -> (EpdErrorKind, usize, String) {
    let error = Epd::parse(line).unwrap_err();
    let (offset, token, start) = (error.offset(), error.token(), error.token_offset());
    let max = EpdError::TOKEN_MAX_BYTES;
    check_offset_and_token(line, 0, (offset, token, start, max), &error.to_string());
    (error.kind(), offset, token.to_string())
}

#[test]
fn operations_come_back_with_opcode_and_operands() {
    let line = format!(
        "{START} bm e4 d4; id \"start; with a semicolon\";\tacd 12 ;noop; c0 \"polyglot key 463b96181691fc9c\";  "
    );
    let epd = Epd::parse(&line).unwrap();
    assert_eq!(*epd.position(), START.parse::<Position>().unwrap());
    let ops: Vec<_> = epd
        .operations()
        .map(|op| {
            (
                op.opcode,
                op.operands_text,
                op.operands().map(|o| o.raw()).collect::<Vec<_>>(),
            )
        })
        .collect();
    assert_eq!(
        ops,
        vec![
            ("bm", "e4 d4", vec!["e4", "d4"]),
            (
                "id",
                "\"start; with a semicolon\"",
                vec!["start; with a semicolon"]
            ),
            ("acd", "12", vec!["12"]),
            ("noop", "", vec![]),
            (
                "c0",
                "\"polyglot key 463b96181691fc9c\"",
                vec!["polyglot key 463b96181691fc9c"]
            ),
        ]
    );
    let id = epd.operation("id").unwrap();
    assert_eq!(&line[id.offset..id.offset + 2], "id");
    assert_eq!(id.operand().unwrap(), "start; with a semicolon");
    assert_eq!(epd.operation("pv"), None);
    // No operations at all.
    assert_eq!(Epd::parse(START).unwrap().operations().count(), 0);
}

/// Strings escape with a backslash as python-chess reads and writes them
/// (`\"`, `\\` from the PGN standard; `\t`, `\n`, `\r`; any other
/// character stands for itself).
#[test]
fn string_operands_unescape_as_python_chess_reads_them() {
    let line = r#"4k3/8/8/8/8/8/8/4K3 w - - c0 "He said \"hi\""; id "x;y";"#;
    let epd = Epd::parse(line).unwrap();
    let c0 = epd.operation("c0").unwrap().operand().unwrap();
    assert_eq!(c0, "He said \"hi\"");
    assert_eq!(c0.raw(), r#"He said \"hi\""#);
    assert!(c0.is_string());
    assert_eq!(c0.as_str(), None);
    assert_eq!(c0.to_string(), "He said \"hi\"");
    let id = epd.operation("id").unwrap().operand().unwrap();
    assert_eq!(
        (id.as_str(), id.to_string()),
        (Some("x;y"), "x;y".to_string())
    );
    // Every escape, and an escaped quote that does not end the string.
    let cases = [
        (r#"c0 "a\"";"#, "a\""),
        (r#"c0 "\\";"#, "\\"),
        (r#"c0 "a\\";"#, "a\\"),
        (r#"c0 "\t\n\r";"#, "\t\n\r"),
        (r#"c0 "\q\é\;";"#, "qé;"),
        (r#"c0 "";"#, ""),
        (r#"c0 "a\" b" c;"#, "a\" b"),
    ];
    for (operations, expected) in cases {
        let line = format!("{START} {operations}");
        let epd = Epd::parse(&line).unwrap_or_else(|e| panic!("{line}: {e}"));
        let operand = epd.operation("c0").unwrap().operand().unwrap();
        assert_eq!(operand.to_string(), expected, "{line}");
        assert_eq!(operand.chars().collect::<String>(), expected);
        assert_eq!(operand, expected);
    }
    // The last case's second operand is the bare token after the string.
    let line = format!(r#"{START} c0 "a\" b" c;"#);
    let epd = Epd::parse(&line).unwrap();
    let operands: Vec<_> = epd.operation("c0").unwrap().operands().collect();
    assert_eq!(operands, ["a\" b", "c"]);
    assert!(!operands[1].is_string());
    // Operands compare by their unescaped text.
    let a = format!(r#"{START} c0 "\x"; c1 "x"; c2 x;"#);
    let epd = Epd::parse(&a).unwrap();
    let texts: Vec<_> = epd.operations().map(|op| op.operand().unwrap()).collect();
    assert_eq!(texts[0], texts[1]);
    assert_eq!(texts[1], texts[2]);
    // An escaped closing quote leaves the string open: the line ends
    // where its closing quote is missing.
    for (operations, open_at) in [(r#"c0 "abc\";"#, 3), (r#"c0 "abc\"#, 3)] {
        let line = format!("{START} {operations}");
        let quote = START.len() + 1 + open_at;
        assert_eq!(
            error_of(&line),
            (
                EpdErrorKind::UnterminatedString {
                    opening_quote: quote
                },
                line.len(),
                line[quote..].to_string()
            ),
            "{line}"
        );
    }
}

#[test]
fn malformed_operations_are_typed_errors() {
    let n = START.len();
    let cases: Vec<(String, EpdErrorKind, usize, &str)> = vec![
        (
            format!("{START} id \"open"),
            EpdErrorKind::UnterminatedString {
                opening_quote: n + 4,
            },
            n + 9,
            "\"open",
        ),
        (
            format!("{START} bm e4"),
            EpdErrorKind::MissingSemicolon { operation: n + 1 },
            n + 6,
            "bm e4",
        ),
        (
            format!("{START} bm e4; id \"x\""),
            EpdErrorKind::MissingSemicolon { operation: n + 8 },
            n + 14,
            "id \"x\"",
        ),
        (
            format!("{START} 0 1"),
            EpdErrorKind::InvalidOpcode { found: '0' },
            n + 1,
            "0",
        ),
        (
            format!("{START} b-m e4;"),
            EpdErrorKind::InvalidOpcode { found: '-' },
            n + 2,
            "b-m",
        ),
        (
            format!("{START} ;"),
            EpdErrorKind::InvalidOpcode { found: ';' },
            n + 1,
            ";",
        ),
        (
            format!("{START} bm e4;;"),
            EpdErrorKind::InvalidOpcode { found: ';' },
            n + 7,
            ";",
        ),
        (
            format!("{START} {};", "a".repeat(MAX_OPCODE_LEN + 1)),
            EpdErrorKind::InvalidOpcode { found: 'a' },
            n + 1 + MAX_OPCODE_LEN,
            "aaaaaaaaaaaaaaaa",
        ),
        (
            format!("{START} é e4;"),
            EpdErrorKind::InvalidOpcode { found: 'é' },
            n + 1,
            "é",
        ),
        (
            "8/8/8/8/8/8/8/8 w -".to_string(),
            EpdErrorKind::Position(FenErrorKind::FieldCount { found: 3 }),
            19,
            "",
        ),
        (
            format!("\u{feff}{START} id \"x\";"),
            EpdErrorKind::Position(FenErrorKind::ByteOrderMark),
            0,
            "\u{feff}rnbqkbnr/pppp",
        ),
        (
            "8/8/8/8/8/8/8/8 w KX - id \"x\";".to_string(),
            EpdErrorKind::Position(FenErrorKind::InvalidCastling { found: 'X' }),
            19,
            "KX",
        ),
    ];
    for (line, kind, offset, token) in &cases {
        assert_eq!(
            error_of(line),
            (*kind, *offset, token.to_string()),
            "{line}"
        );
    }
    // The offending character, the opcode's or the position's.
    let opcode = Epd::parse(&format!("{START} b-m e4;")).unwrap_err();
    assert_eq!(opcode.character(), Some('-'));
    let castling = Epd::parse("8/8/8/8/8/8/8/8 w KX - id \"x\";").unwrap_err();
    assert_eq!(castling.character(), Some('X'));
    let open = Epd::parse(&format!("{START} id \"open")).unwrap_err();
    assert_eq!(open.character(), None);
    // An opcode of exactly 15 characters is fine.
    let longest = format!("{START} {};", "a".repeat(MAX_OPCODE_LEN));
    assert!(Epd::parse(&longest).is_ok());
}

/// One error of each kind, with its whole message.
#[test]
fn every_kind_has_its_offset_token_and_message() {
    let cases: Vec<(&str, EpdErrorKind, usize, &str, &str)> = vec![
        (
            "8/8/8/8/8/8/8/8 w - e9 bm e4;",
            EpdErrorKind::Position(FenErrorKind::InvalidEnPassant),
            21,
            "e9",
            r#"EPD position: FEN field 4 (en-passant square), byte 21 in "e9": expected '-' or a square such as e3 or d6"#,
        ),
        (
            "8/8/8/8/8/8/8/8 w - - b-m e4;",
            EpdErrorKind::InvalidOpcode { found: '-' },
            23,
            "b-m",
            r#"EPD operation, byte 23 in "b-m": '-' in an opcode: an opcode is an ASCII letter, then up to 14 letters, digits or '_'"#,
        ),
        (
            r#"8/8/8/8/8/8/8/8 w - - id "open"#,
            EpdErrorKind::UnterminatedString { opening_quote: 25 },
            30,
            "\"open",
            r#"EPD operation, byte 30 after "\"open": the string opened at byte 25 has no closing '"'"#,
        ),
        (
            "8/8/8/8/8/8/8/8 w - - hmvc 5 6;",
            EpdErrorKind::InvalidClock {
                field: FenField::HalfmoveClock,
            },
            29,
            "hmvc 5 6;",
            r#"EPD operation, byte 29 in "hmvc 5 6;": hmvc takes the halfmove clock as one unsigned decimal number up to 4294967295"#,
        ),
        (
            "8/8/8/8/8/8/8/8 w - - bm e4",
            EpdErrorKind::MissingSemicolon { operation: 22 },
            27,
            "bm e4",
            r#"EPD operation, byte 27 after "bm e4": the operation at byte 22 does not end with ';'"#,
        ),
    ];
    for (line, kind, offset, token, message) in cases {
        assert_eq!(error_of(line), (kind, offset, token.to_string()), "{line}");
        assert_eq!(Epd::parse(line).unwrap_err().to_string(), message);
    }
}

/// Every prefix of every line of the tour file parses or gives an error
/// whose offset lies inside the line: the whole class of truncated lines.
#[test]
fn every_truncated_line_is_ok_or_a_typed_error() {
    let text = include_str!("data/positions.epd");
    let mut errors = 0;
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        for end in (0..=line.len()).filter(|&e| line.is_char_boundary(e)) {
            match Epd::parse(&line[..end]) {
                Ok(epd) => {
                    let _ = epd.operations().count();
                }
                Err(e) => {
                    assert!(e.offset() <= end, "{e:?}");
                    errors += 1;
                }
            }
        }
    }
    assert!(errors > 1000, "{errors}");
}

#[test]
fn the_tour_file_keys_match_through_the_epd_reader() {
    let text = include_str!("data/positions.epd");
    let (mut checked, mut ids) = (0, 0);
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let epd = Epd::parse(line).unwrap();
        ids += usize::from(epd.operation("id").and_then(|op| op.operand()).is_some());
        let published = epd
            .operation("c0")
            .and_then(|op| op.operand()?.as_str()?.strip_prefix("polyglot key "));
        if let Some(hex) = published {
            let key = u64::from_str_radix(hex, 16).unwrap();
            assert_eq!(POLYGLOT.key(epd.position()), key, "{line}");
            checked += 1;
        }
    }
    assert_eq!((checked, ids), (9, 16));
}

/// python-chess's own EPD strings (`Board.epd(c0=...)` on random text with
/// quotes, backslashes, tabs, CR, LF and `;`, and hand-written escapes it
/// only reads): the unescaped `c0` equals python-chess's reading.
/// `scripts/data/gen-epd-vectors.py` wrote `tests/data/epd-strings.tsv`.
#[test]
fn string_operands_equal_python_chess_on_its_own_lines() {
    let mut checked = 0;
    for row in include_str!("data/epd-strings.tsv").lines() {
        if row.starts_with('#') {
            continue;
        }
        let (line, hex) = row.split_once('\t').unwrap();
        let expected: Vec<u8> = (0..hex.len())
            .step_by(2)
            .map(|i| u8::from_str_radix(&hex[i..i + 2], 16).unwrap())
            .collect();
        let expected = String::from_utf8(expected).unwrap();
        let epd = Epd::parse(line).unwrap_or_else(|e| panic!("{line}: {e}"));
        let c0 = epd.operation("c0").unwrap().operand().unwrap();
        assert_eq!(c0.to_string(), expected, "{line}");
        assert_eq!(c0, expected.as_str(), "{line}");
        if let Some(id) = epd.operation("id") {
            assert_eq!(id.operand().unwrap(), "x;y", "{line}");
        }
        checked += 1;
    }
    assert_eq!(checked, 2007);
}

/// The ERET suite writes a `-` placeholder where an opcode would be.
#[test]
fn a_lone_dash_where_an_opcode_would_be_is_skipped() {
    let line = "r1bqk1r1/1p1p1n2/p1n2pN1/2p1b2Q/2P1Pp2/1PN5/PB4PP/R4RK1 w q - - bm Rxf4; id \"ERET 001 - Entlastung\";";
    let epd = Epd::parse(line).unwrap();
    let ops: Vec<_> = epd
        .operations()
        .map(|op| (op.opcode, op.operands_text))
        .collect();
    assert_eq!(
        ops,
        vec![("bm", "Rxf4"), ("id", "\"ERET 001 - Entlastung\"")]
    );
    // With a `;` after it, or several, or at the end.
    for tail in ["-; bm e4;", "- ; bm e4;", "- - bm e4; -", "bm e4; - ;"] {
        let line = format!("{START} {tail}");
        let epd = Epd::parse(&line).unwrap();
        let ops: Vec<_> = epd.operations().map(|op| op.opcode).collect();
        assert_eq!(ops, vec!["bm"], "{line}");
    }
    // Only a lone `-`: in `--` and `-x` the byte after the `-` is wrong.
    for (tail, found) in [("-- bm e4;", '-'), ("-x bm e4;", 'x')] {
        let line = format!("{START} {tail}");
        assert_eq!(
            error_of(&line),
            (
                EpdErrorKind::InvalidOpcode { found },
                START.len() + 2,
                tail[..2].to_string()
            ),
            "{line}"
        );
    }
    assert_eq!(
        Epd::parse(&format!("{START} -x bm e4;"))
            .unwrap_err()
            .to_string(),
        "EPD operation, byte 54 in \"-x\": 'x' after '-': a '-' where an opcode would be stands alone (the clock placeholder some suites write), and an opcode starts with an ASCII letter"
    );
}

#[test]
fn hmvc_and_fmvn_set_the_clocks() {
    let epd = Epd::parse("4k3/8/8/8/8/8/8/4K3 b - - fmvn 17; hmvc 13;").unwrap();
    let position = epd.position();
    assert_eq!(
        (position.halfmove_clock(), position.fullmove_number()),
        (13, 17)
    );
    assert_eq!(position.to_string(), "4k3/8/8/8/8/8/8/4K3 b - - 13 17");
    // The last of each counts; fmvn 0 is 1, as in a FEN.
    let epd = Epd::parse("4k3/8/8/8/8/8/8/4K3 b - - fmvn 3; hmvc 2; fmvn 0;").unwrap();
    assert_eq!(epd.position().to_string(), "4k3/8/8/8/8/8/8/4K3 b - - 2 1");
    // Not a clock: named at the first byte that is wrong, quoting the
    // operation.
    let halfmove = EpdErrorKind::InvalidClock {
        field: FenField::HalfmoveClock,
    };
    let fullmove = EpdErrorKind::InvalidClock {
        field: FenField::FullmoveNumber,
    };
    let line = "4k3/8/8/8/8/8/8/4K3 b - - hmvc +5;";
    assert_eq!(
        error_of(line),
        (halfmove, line.find('+').unwrap(), "hmvc +5;".to_string())
    );
    assert_eq!(
        Epd::parse(line).unwrap_err().to_string(),
        "EPD operation, byte 31 in \"hmvc +5;\": hmvc takes the halfmove clock as one unsigned decimal number up to 4294967295"
    );
    // No operand: the `;` is wrong.
    for operation in ["fmvn;", "fmvn ;"] {
        let line = format!("4k3/8/8/8/8/8/8/4K3 b - - {operation}");
        assert_eq!(
            error_of(&line),
            (fullmove, line.len() - 1, operation.to_string())
        );
    }
    // A second operand, a number too large, a quoted number.
    for (operation, at) in [
        ("hmvc 5  6;", 8),
        ("hmvc 12x;", 7),
        ("hmvc 4294967296;", 14),
        ("hmvc \"5\";", 5),
    ] {
        let line = format!("4k3/8/8/8/8/8/8/4K3 b - - {operation}");
        assert_eq!(
            error_of(&line),
            (halfmove, 26 + at, operation.to_string()),
            "{line}"
        );
    }
}

/// `scripts/data/gen-epd-vectors.py` wrote `tests/data/epd-clocks.tsv`: EPD
/// lines with `hmvc` and `fmvn` operations and the clocks python-chess
/// 1.11.2 reads from them. Every line agrees, but for the classes where
/// the crate is stricter (docs/fen-and-epd.md): a clock operand with a
/// sign, in quotes or over 32 bits, or an invalid one a later operation
/// of the same opcode would replace.
#[test]
fn clocks_agree_with_python_chess() {
    let (mut same, mut both_reject, mut stricter) = (0, 0, 0);
    for row in include_str!("data/epd-clocks.tsv").lines() {
        if row.starts_with('#') {
            continue;
        }
        let (line, expected) = row.split_once('\t').unwrap();
        match (Epd::parse(line), expected) {
            (Ok(epd), expected) => {
                let p = epd.position();
                assert_eq!(
                    format!("{} {}", p.halfmove_clock(), p.fullmove_number()),
                    expected,
                    "{line}"
                );
                same += 1;
            }
            (Err(_), "error") => both_reject += 1,
            (Err(e), _) => {
                let EpdErrorKind::InvalidClock { field } = e.kind() else {
                    panic!("{line}: {e}");
                };
                let offset = e.offset();
                let opcode = match field {
                    FenField::HalfmoveClock => "hmvc",
                    _ => "fmvn",
                };
                let start = line[..(offset + 4).min(line.len())].rfind(opcode).unwrap() + 4;
                let operand = line[start..].split(';').next().unwrap().trim();
                let class = operand.starts_with(['+', '"'])
                    || operand
                        .parse::<u64>()
                        .is_ok_and(|n| n > u64::from(u32::MAX))
                    || line[start..].contains(opcode);
                assert!(class, "{line}: {operand:?}");
                stricter += 1;
            }
        }
    }
    assert_eq!((same, both_reject, stricter), (161, 166, 99));
}

/// A quote inside a bare token opens a string, for the operand iterator as
/// for the operation reader (which let the `;` inside it pass).
#[test]
fn a_quote_after_a_bare_token_starts_a_string_operand() {
    let operands = |line: &str| -> Vec<(String, bool)> {
        let epd = Epd::parse(line).unwrap();
        let op = epd.operations().next().unwrap();
        op.operands()
            .map(|o| {
                (
                    o.to_string(),
                    o.raw().len() != o.to_string().len() || line.contains(&format!("\"{o}\"")),
                )
            })
            .collect()
    };
    let line = r#"8/8/8/8/8/8/8/8 w - - c0 "a"b"c";"#;
    let got: Vec<String> = operands(line).into_iter().map(|(t, _)| t).collect();
    assert_eq!(got, ["a", "b", "c"]);
    let line = r#"8/8/8/8/8/8/8/8 w - - c0 a"b;c"; id "x";"#;
    let epd = Epd::parse(line).unwrap();
    let ops: Vec<_> = epd.operations().collect();
    assert_eq!(ops.len(), 2);
    let got: Vec<String> = ops[0].operands().map(|o| o.to_string()).collect();
    assert_eq!(got, ["a", "b;c"]);
    assert_eq!(ops[1].operand().unwrap(), "x");
}

/// The messages of the EPD errors a FEN, an empty operation or a Unicode
/// space between operations give say what is wrong.
#[test]
fn epd_messages_name_clocks_empty_operations_and_unicode_spaces() {
    let message = |line: &str| Epd::parse(line).unwrap_err().to_string();
    let fen = message("8/8/8/8/8/8/8/8 w - - 0 1");
    assert!(fen.contains("byte 22 in \"0\": '0' in an opcode"), "{fen}");
    assert!(fen.contains("EPD has no clock fields"), "{fen}");
    assert!(message("8/8/8/8/8/8/8/8 w - - bm e4; ;").contains("an empty operation"));
    let nbsp = message("8/8/8/8/8/8/8/8 w - - bm e4;\u{a0}id \"x\";");
    assert!(
        nbsp.contains("'\\u{a0}' (U+00A0) is not ASCII whitespace"),
        "{nbsp}"
    );
    let bom = message("8/8/8/8/8/8/8/8 w - - bm e4; \u{feff}id \"x\";");
    assert!(
        bom.contains("byte-order mark (U+FEFF) between operations"),
        "{bom}"
    );
}

/// A byte-order mark inside an opcode is named as one, inside the opcode
/// (not between operations), at its own byte.
#[test]
fn a_byte_order_mark_inside_an_opcode_is_named_there() {
    let line = "8/8/8/8/8/8/8/8 w - - hm\u{feff}vc 3;";
    assert_eq!(
        error_of(line),
        (
            EpdErrorKind::InvalidOpcode { found: '\u{feff}' },
            24,
            "hm\u{feff}vc".to_string()
        )
    );
    assert_eq!(
        Epd::parse(line).unwrap_err().to_string(),
        r#"EPD operation, byte 24 in "hm\u{feff}vc": byte-order mark (U+FEFF) inside an opcode: remove it"#
    );
    // At the start of an operation it is between two of them.
    let line = "8/8/8/8/8/8/8/8 w - - bm e4; \u{feff}hmvc 3;";
    assert_eq!(
        Epd::parse(line).unwrap_err().to_string(),
        r#"EPD operation, byte 29 in "\u{feff}hmvc": byte-order mark (U+FEFF) between operations: remove it"#
    );
}

/// Four lines of python-chess 1.11.2's own test suite (`test.py`,
/// `test_epd`) that its `Board.set_epd` reads and this crate rejects, as
/// the guide says ("Where the EPD reader is stricter than python-chess"):
/// no final `;` (twice), an empty operation `;;`, an unterminated string.
#[test]
fn python_chess_test_lines_this_crate_rejects() {
    let cases = [
        (
            "4k3/8/8/8/8/8/8/4K3 b - - fmvn 17; hmvc 13",
            EpdErrorKind::MissingSemicolon { operation: 35 },
            42,
            "hmvc 13",
        ),
        (
            "4k3/8/8/2N5/8/8/8/4K3 w - - test Ne4",
            EpdErrorKind::MissingSemicolon { operation: 28 },
            36,
            "test Ne4",
        ),
        (
            r#"4k3/8/8/8/8/8/8/4K3 w - - a "foo\"bar";; ; b "foo\\\\";"#,
            EpdErrorKind::InvalidOpcode { found: ';' },
            39,
            ";",
        ),
        (
            "1k1r4/pp1b1R2/3q2pp/4p3/2B5/4Q3/PPP2B2/2K5 b - - bm Qd1+; id \"",
            EpdErrorKind::UnterminatedString { opening_quote: 61 },
            62,
            "\"",
        ),
    ];
    for (line, kind, offset, token) in cases {
        assert_eq!(error_of(line), (kind, offset, token.to_string()), "{line}");
    }
}
