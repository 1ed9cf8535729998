//! Tables of your own: written like the built-in ones, and every bad
//! definition refused with a message naming it, before anything is
//! written.

use chess_tables_codegen::custom::{
    Axis, CustomFamily, CustomTable, DefinitionError, Indices, Problem,
};
use chess_tables_codegen::{Error, Family, Format, Options, generate, render};

/// The Chebyshev distance, computed here: the built-in CHEBYSHEV_DISTANCE's
/// values. Raw indices: `Indices` dereferences to `[usize]`.
fn chebyshev(index: &Indices<'_>) -> u8 {
    let (a, b) = (index[0], index[1]);
    let file = (a % 8).abs_diff(b % 8);
    let rank = (a / 8).abs_diff(b / 8);
    file.max(rank) as u8
}

/// A valid table with `axes`, for the tests that break one thing of it.
fn table(name: &str, axes: impl IntoIterator<Item = Axis>) -> CustomTable {
    CustomTable::new(name, axes)
        .definition("A test table.")
        .source("this test")
}

fn options_with(families: Vec<CustomFamily>) -> Options {
    let mut options = Options::default();
    options.families = vec![Family::Distance];
    options.formats = vec![Format::Rust, Format::Json, Format::C, Format::Html];
    options.custom = families;
    options
}

/// The text of the item `name` in a generated Rust file: its docs and the
/// item, up to the next blank line.
fn item<'a>(source: &'a str, name: &str) -> Vec<&'a str> {
    let lines: Vec<&str> = source.lines().collect();
    let at = lines
        .iter()
        .position(|line| line.starts_with(&format!("pub static {name}:")))
        .unwrap();
    let start = lines[..at]
        .iter()
        .rposition(|line| !line.starts_with("///"))
        .map_or(0, |i| i + 1);
    let end = lines[at..].iter().position(|line| line.is_empty()).unwrap() + at;
    lines[start..end].to_vec()
}

#[test]
fn a_table_of_your_own_is_written_like_the_built_in_table_of_its_shape() {
    let mine = CustomFamily::new("mine").table(
        CustomTable::new("KING_STEPS", [Axis::Square, Axis::Square])
            .definition("King steps between two squares.")
            .source("this test")
            .values(chebyshev),
    );
    let files = render(&options_with(vec![mine])).unwrap();
    let file = |name: &str| &files.iter().find(|file| file.name == name).unwrap().source;
    let built_in = item(file("distance.rs"), "CHEBYSHEV_DISTANCE");
    let mine = file("mine.rs").replace("KING_STEPS", "CHEBYSHEV_DISTANCE");
    let mine = item(&mine, "CHEBYSHEV_DISTANCE");
    // The same picture, facts, row constants and item; the words differ
    // (definition, source, index) and the fingerprint is added.
    let differs = |line: &&str| {
        line.starts_with("/// Source:")
            || line.starts_with("/// Shape:")
            || line.starts_with("/// Fingerprint:")
    };
    let same = |lines: &[&str]| -> Vec<String> {
        let mut kept: Vec<String> = lines[1..]
            .iter()
            .filter(|line| !differs(line))
            .map(|line| line.to_string())
            .collect();
        kept.dedup_by(|a, b| a == "///" && b == "///");
        kept
    };
    assert_eq!(same(&mine), same(&built_in));
    assert!(mine.contains(&"/// Shape: `[[u8; 64]; 64]`, indexed `[square][square]`: square a1 = 0 ..= h8 = 63; square a1 = 0 ..= h8 = 63."));
    // Its fingerprint is the built-in table's, as pinned in chess-tables'
    // tests/fingerprints.txt (the same function, the same contents).
    let registry = file("custom_registry.rs");
    assert!(
        registry.contains("fingerprint: 0xC04B_60FB_1F19_0C6D,"),
        "{registry}"
    );
    assert!(mine.contains(&"/// Fingerprint: `0xC04B_60FB_1F19_0C6D` (FNV-1a 64 of the little-endian contents), the registry's `fingerprint`: pin it in a test."));
    // The row constants are there, as the built-in table's.
    assert!(file("mine.rs").contains("const KING_STEPS_H8: [u8; 64] = ["));
    // And the other formats list it after the built-in tables.
    assert!(
        file("chess_tables.json").contains("\"name\": \"KING_STEPS\",\n      \"family\": \"mine\"")
    );
    assert!(
        file("chess_tables.h").contains("static const uint8_t CHESS_TABLES_KING_STEPS[64][64] = {")
    );
    assert!(file("chess_tables.html").contains("data-table=\"KING_STEPS\""));
    assert!(file("chess_tables.h").contains("Regenerate: run the build script"));
}

#[test]
fn every_element_type_and_axis_is_written_with_its_range_and_pictures() {
    let family = CustomFamily::new("eval")
        .table(
            table("PST", [Axis::Piece, Axis::Square])
                .values(|i| i[0] as i16 * 100 - 600 + i[1] as i16),
        )
        .table(table("BY_ROLE", [Axis::Role]).values(|i| i[0] as u32 * 1_000_000))
        .table(table("BY_COLOR", [Axis::Color]).values(|i| -(i[0] as i32) - 2_147_483_647))
        .table(
            table("ZONE", [Axis::Color, Axis::Square])
                .bitboards(|i| 1 << i[1] | (i[0] as u64) << 63),
        )
        .table(table("SMALL", [Axis::count("phase", 3)]).values(|i| i[0] as i8 - 1))
        .table(table("WORDS", [Axis::count("n", 2)]).values(|i| i[0] as u16 * 65535))
        .table(table("ONE", []).formula::<u64>(|_| 1e15))
        .table(table("OUTPOST", [Axis::Color]).bitboards(|i| 0x3C << (8 * (3 + i[0]))))
        .table(table("BY_RANK", [Axis::Color, Axis::Rank]).values(|i| (i[0] * 8 + i[1]) as u8))
        .table(table("BY_FILE", [Axis::File]).values(|i| i[0] as u8));
    let files = render(&options_with(vec![family])).unwrap();
    let eval = &files
        .iter()
        .find(|file| file.name == "eval.rs")
        .unwrap()
        .source;
    for expected in [
        "pub static PST: [[i16; 64]; 12] = [",
        "/// Values: -600..=563.",
        "/// `PST[11][sq]` (white king) as a board:",
        "/// `PST[0][sq]` (black pawn) as a board:",
        "pub static BY_ROLE: [u32; 6] = [0, 1000000, 2000000, 3000000, 4000000, 5000000];",
        "pub static BY_COLOR: [i32; 2] = [-2147483647, -2147483648];",
        "/// `ZONE[1][27]` (black, d4), `*` marking d4:",
        "/// Values: bitboards, bit n set = square n.",
        "pub static SMALL: [i8; 3] = [-1, 0, 1];",
        "/// Shape: `[i8; 3]`, indexed `[phase]`: phase 0..=2.",
        "pub static WORDS: [u16; 2] = [0, 65535];",
        "pub const ONE: u64 = 1000000000000000;",
        "/// Type: `u64`.",
        "/// `OUTPOST[1]` (black) as a board:",
        "/// 5 | . . x x x x . .",
        "/// Shape: `[[u8; 8]; 2]`, indexed `[color][rank]`: color white 0, black 1; rank 1 = 0 ..= 8 = 7.",
        "/// Shape: `[u8; 8]`, indexed `[file]`: file a = 0 ..= h = 7.",
    ] {
        assert!(eval.contains(expected), "{expected}\n{eval}");
    }
    // The gallery writes u16 numbers in decimal (its u16 words are packed
    // bitboards, in hex) and bitboards as boards.
    let page = &files
        .iter()
        .find(|file| file.name == "chess_tables.html")
        .unwrap()
        .source;
    assert!(page.contains(
        "\"name\":\"WORDS\",\"family\":\"eval\",\"dims\":[2],\"axes\":[\"index\"],\
         \"names\":[\"n\"],\"kinds\":[\"count\"],\"kind\":\"u16number\",\"element\":\"u16\",\"view\":\"list\""
    ));
    assert!(page.contains(
        "\"name\":\"ZONE\",\"family\":\"eval\",\"dims\":[2,64],\"axes\":[\"index\",\"square\"],\
         \"names\":[\"color\",\"square\"],\"kinds\":[\"color\",\"square\"],\"kind\":\"u64\",\
         \"element\":\"u64\",\"view\":\"mask\""
    ));
    let header = &files
        .iter()
        .find(|file| file.name == "chess_tables.h")
        .unwrap()
        .source;
    assert!(
        header.contains(
            "static const int32_t CHESS_TABLES_BY_COLOR[2] = {\n    -2147483647, (-2147483647 - 1)\n};"
        ),
        "{header}"
    );
}

/// `options` fails with `problem` for `table` of `family`, says `message`,
/// and writes nothing, not even the directory.
fn refused(options: Options, family: &str, table: Option<&str>, problem: Problem, message: &str) {
    let error = render(&options).unwrap_err();
    let Error::Definition(definition) = &error else {
        panic!("{error:?}");
    };
    let expected = (family.to_string(), table.map(str::to_string), problem);
    let DefinitionError {
        family: f,
        table: t,
        problem: p,
        ..
    } = *definition.clone();
    assert_eq!((f, t, p), expected);
    assert_eq!(error.to_string(), message);
    let dir = std::env::temp_dir().join(format!(
        "chess-tables-refused-{}-{}",
        std::process::id(),
        message.len()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(generate(&dir, &options).unwrap_err().to_string(), message);
    assert!(!dir.exists(), "nothing written for: {message}");
}

fn one(table: CustomTable) -> Options {
    options_with(vec![CustomFamily::new("mine").table(table)])
}

#[test]
fn bad_names_are_refused() {
    refused(
        one(table("pst", [Axis::Square]).values(|_| 0u8)),
        "mine",
        Some("pst"),
        Problem::InvalidName,
        "table \"pst\" of family \"mine\": a table's name must match ^[A-Z][A-Z0-9_]*$",
    );
    refused(
        one(table("1PST", [Axis::Square]).values(|_| 0u8)),
        "mine",
        Some("1PST"),
        Problem::InvalidName,
        "table \"1PST\" of family \"mine\": a table's name must match ^[A-Z][A-Z0-9_]*$",
    );
    // A built-in table that is not selected is taken all the same.
    refused(
        one(table("MAGIC_ATTACKS", [Axis::Square]).values(|_| 0u8)),
        "mine",
        Some("MAGIC_ATTACKS"),
        Problem::NameTaken {
            name: "MAGIC_ATTACKS".into(),
            by: "the built-in table MAGIC_ATTACKS".into(),
        },
        "table \"MAGIC_ATTACKS\" of family \"mine\": the name MAGIC_ATTACKS is taken by the built-in table MAGIC_ATTACKS",
    );
    refused(
        one(table("KNIGHT_DISTANCE_E4", [Axis::Square]).values(|_| 0u8)),
        "mine",
        Some("KNIGHT_DISTANCE_E4"),
        Problem::NameTaken {
            name: "KNIGHT_DISTANCE_E4".into(),
            by: "a row constant of the built-in table KNIGHT_DISTANCE".into(),
        },
        "table \"KNIGHT_DISTANCE_E4\" of family \"mine\": the name KNIGHT_DISTANCE_E4 is taken by a row constant of the built-in table KNIGHT_DISTANCE",
    );
    // Two tables of one name, and a name one of your own tables' rows takes.
    let twice = CustomFamily::new("mine")
        .table(table("PST", [Axis::Square]).values(|_| 0u8))
        .table(table("PST", [Axis::Square]).values(|_| 0u8));
    refused(
        options_with(vec![twice]),
        "mine",
        Some("PST"),
        Problem::NameTaken {
            name: "PST".into(),
            by: "your table PST of family mine".into(),
        },
        "table \"PST\" of family \"mine\": the name PST is taken by your table PST of family mine",
    );
    let rows = CustomFamily::new("mine")
        .table(table("STEPS", [Axis::Square, Axis::Square]).values(chebyshev));
    let other = CustomFamily::new("other").table(table("STEPS_A8", []).values(|_| 0u8));
    refused(
        options_with(vec![rows, other]),
        "other",
        Some("STEPS_A8"),
        Problem::NameTaken {
            name: "STEPS_A8".into(),
            by: "your table STEPS of family mine".into(),
        },
        "table \"STEPS_A8\" of family \"other\": the name STEPS_A8 is taken by your table STEPS of family mine",
    );
    // Family names: the pattern, the built-in files, two of one name, none empty.
    for (name, problem, message) in [
        (
            "Eval",
            Problem::InvalidFamilyName,
            "family \"Eval\": a family's name must match ^[a-z][a-z0-9_]*$, at most 64 bytes, and not be a Windows device name (con, prn, aux, nul, com1-com9, lpt1-lpt9)",
        ),
        (
            "aux",
            Problem::InvalidFamilyName,
            "family \"aux\": a family's name must match ^[a-z][a-z0-9_]*$, at most 64 bytes, and not be a Windows device name (con, prn, aux, nul, com1-com9, lpt1-lpt9)",
        ),
        (
            "lpt9",
            Problem::InvalidFamilyName,
            "family \"lpt9\": a family's name must match ^[a-z][a-z0-9_]*$, at most 64 bytes, and not be a Windows device name (con, prn, aux, nul, com1-com9, lpt1-lpt9)",
        ),
        (
            "magic",
            Problem::FamilyNameTaken {
                by: "the built-in family magic".into(),
            },
            "family \"magic\": the file name is taken by the built-in family magic",
        ),
        (
            "registry",
            Problem::FamilyNameTaken {
                by: "the generated file registry.rs".into(),
            },
            "family \"registry\": the file name is taken by the generated file registry.rs",
        ),
    ] {
        refused(
            options_with(vec![
                CustomFamily::new(name).table(table("PST", []).values(|_| 0u8)),
            ]),
            name,
            None,
            problem,
            message,
        );
    }
    refused(
        options_with(vec![
            CustomFamily::new("mine").table(table("A", []).values(|_| 0u8)),
            CustomFamily::new("mine").table(table("B", []).values(|_| 0u8)),
        ]),
        "mine",
        None,
        Problem::FamilyNameTaken {
            by: "your family mine".into(),
        },
        "family \"mine\": the file name is taken by your family mine",
    );
    refused(
        options_with(vec![CustomFamily::new("mine")]),
        "mine",
        None,
        Problem::EmptyFamily,
        "family \"mine\": the family has no tables",
    );
}

#[test]
fn bad_values_are_refused_with_the_index_and_the_value() {
    refused(
        one(
            table("LMR", [Axis::count("depth", 4), Axis::count("move", 4)])
                .formula::<u8>(|i| (i[0] * 100 + i[1]) as f64),
        ),
        "mine",
        Some("LMR"),
        Problem::OutOfRange {
            index: vec![3, 0],
            at: "depth 3, move 0".into(),
            value: "300".into(),
            element: "u8",
        },
        "table \"LMR\" of family \"mine\": the value at [3][0] (depth 3, move 0) is 300, which does not fit u8 once rounded",
    );
    refused(
        one(
            table("LMR", [Axis::count("depth", 4), Axis::count("move", 4)])
                .formula::<i8>(|i| -127.5 - i[1] as f64),
        ),
        "mine",
        Some("LMR"),
        Problem::OutOfRange {
            index: vec![0, 1],
            at: "depth 0, move 1".into(),
            value: "-128.5".into(),
            element: "i8",
        },
        "table \"LMR\" of family \"mine\": the value at [0][1] (depth 0, move 1) is -128.5, which does not fit i8 once rounded",
    );
    refused(
        one(
            table("LMR", [Axis::count("depth", 4), Axis::count("move", 4)])
                .formula::<u8>(|i| (i[0] as f64).ln() * 0.0),
        ),
        "mine",
        Some("LMR"),
        Problem::NotFinite {
            index: vec![0, 0],
            at: "depth 0, move 0".into(),
            value: "NaN".into(),
        },
        "table \"LMR\" of family \"mine\": the formula gives NaN at [0][0] (depth 0, move 0)",
    );
    refused(
        one(table("LMR", [Axis::count("depth", 4)])
            .formula::<u8>(|i| 1.0 / (i[0] as f64 - 2.0).abs())),
        "mine",
        Some("LMR"),
        Problem::NotFinite {
            index: vec![2],
            at: "depth 2".into(),
            value: "inf".into(),
        },
        "table \"LMR\" of family \"mine\": the formula gives inf at [2] (depth 2)",
    );
    let lookup = [1u8, 2, 3];
    refused(
        one(table("PST", [Axis::Square]).values(|i| lookup[i[0]])),
        "mine",
        Some("PST"),
        Problem::Panicked {
            index: vec![3],
            at: "d1".into(),
            message: "index out of bounds: the len is 3 but the index is 3".into(),
        },
        "table \"PST\" of family \"mine\": the value function panicked at [3] (d1): index out of bounds: the len is 3 but the index is 3",
    );
}

#[test]
fn bad_shapes_and_missing_parts_are_refused() {
    refused(
        one(table("BIG", [Axis::count("n", 1 << 20), Axis::Color]).values(|_| 0u8)),
        "mine",
        Some("BIG"),
        Problem::TooLarge {
            bytes: Some(2 << 20),
        },
        "table \"BIG\" of family \"mine\": the table would hold 2097152 bytes, more than the limit of 1048576",
    );
    refused(
        one(table("BIG", [Axis::count("n", usize::MAX), Axis::Color]).values(|_| 0u8)),
        "mine",
        Some("BIG"),
        Problem::TooLarge { bytes: None },
        "table \"BIG\" of family \"mine\": the table's size overflows (the limit is 1048576 bytes)",
    );
    // 1 MiB exactly is allowed; one u16 more is not.
    let limit = table("LIMIT", [Axis::count("n", 1 << 19)]).values(|_| 0u16);
    assert!(render(&one(limit)).is_ok());
    refused(
        one(table("BIG", [Axis::count("n", (1 << 19) + 1)]).values(|_| 0u16)),
        "mine",
        Some("BIG"),
        Problem::TooLarge {
            bytes: Some((1 << 20) + 2),
        },
        "table \"BIG\" of family \"mine\": the table would hold 1048578 bytes, more than the limit of 1048576",
    );
    refused(
        one(table("PST", [Axis::count("Depth", 2)]).values(|_| 0u8)),
        "mine",
        Some("PST"),
        Problem::InvalidAxisName {
            name: "Depth".into(),
        },
        "table \"PST\" of family \"mine\": the count \"Depth\" must be named ^[a-z][a-z0-9_]*$",
    );
    refused(
        one(table("PST", [Axis::count("depth", 0)]).values(|_| 0u8)),
        "mine",
        Some("PST"),
        Problem::EmptyAxis {
            name: "depth".into(),
        },
        "table \"PST\" of family \"mine\": the count \"depth\" has no indices",
    );
    refused(
        one(CustomTable::new("PST", [Axis::Square])
            .source("s")
            .values(|_| 0u8)),
        "mine",
        Some("PST"),
        Problem::NoDefinition,
        "table \"PST\" of family \"mine\": no definition: call .definition(...)",
    );
    refused(
        one(CustomTable::new("PST", [Axis::Square])
            .definition("d")
            .values(|_| 0u8)),
        "mine",
        Some("PST"),
        Problem::NoSource,
        "table \"PST\" of family \"mine\": no source: call .source(...)",
    );
    // Given, but blank: white space only, whatever Unicode calls so.
    for (blank, codes) in [
        ("\u{b}", "U+000B"),
        ("\u{2028}", "U+2028"),
        ("\u{2029}", "U+2029"),
        ("\u{a0}\u{a0} ", "U+00A0, U+0020"),
    ] {
        refused(
            one(CustomTable::new("PST", [Axis::Square])
                .definition(blank)
                .source("s")
                .values(|_| 0u8)),
            "mine",
            Some("PST"),
            Problem::BlankText {
                field: "definition",
                characters: codes.into(),
            },
            &format!(
                "table \"PST\" of family \"mine\": the definition is blank: it holds only white space ({codes}); write what the table holds"
            ),
        );
        refused(
            one(CustomTable::new("PST", [Axis::Square])
                .definition("d")
                .source(blank)
                .values(|_| 0u8)),
            "mine",
            Some("PST"),
            Problem::BlankText {
                field: "source",
                characters: codes.into(),
            },
            &format!(
                "table \"PST\" of family \"mine\": the source is blank: it holds only white space ({codes}); write what the table comes from"
            ),
        );
    }
    refused(
        one(table("PST", [Axis::Square])),
        "mine",
        Some("PST"),
        Problem::NoValues,
        "table \"PST\" of family \"mine\": no values: call .values(...), .formula(...) or .bitboards(...)",
    );
}

#[test]
fn the_built_in_output_is_the_same_with_the_feature_and_without_tables_of_your_own() {
    let mut options = Options::default();
    options.formats = vec![Format::Rust, Format::Json];
    let plain = render(&options).unwrap();
    options.custom = vec![CustomFamily::new("mine").table(table("PST", []).values(|_| 0u8))];
    let with_mine = render(&options).unwrap();
    let names: Vec<&str> = with_mine.iter().map(|file| file.name.as_str()).collect();
    assert!(names.contains(&"mine.rs") && names.contains(&"custom_registry.rs"));
    for file in &plain {
        let other = with_mine
            .iter()
            .find(|other| other.name == file.name)
            .unwrap();
        if file.name.ends_with(".rs") {
            assert_eq!(file.source, other.source, "{}", file.name);
        }
    }
}

/// A payload whose `Drop` panics, as `panic_any` may throw.
struct PanicOnDrop;

impl Drop for PanicOnDrop {
    fn drop(&mut self) {
        panic!("dropped");
    }
}

#[test]
fn what_a_tester_found_is_refused_or_written_right() {
    // 2^64 does not fit u64 (u64::MAX as f64 rounds up to it); the largest
    // double below it does.
    refused(
        one(table("BIG", []).formula::<u64>(|_| 2f64.powi(64))),
        "mine",
        Some("BIG"),
        Problem::OutOfRange {
            index: vec![],
            at: String::new(),
            value: "1.8446744073709552e19".into(),
            element: "u64",
        },
        "table \"BIG\" of family \"mine\": the value is 1.8446744073709552e19, which does not fit u64 once rounded",
    );
    let below = one(table("BELOW", []).formula::<u64>(|_| 2f64.powi(64) - 4096.0));
    let files = render(&below).unwrap();
    let mine = &files
        .iter()
        .find(|file| file.name == "mine.rs")
        .unwrap()
        .source;
    assert!(
        mine.contains("pub const BELOW: u64 = 18446744073709547520;"),
        "{mine}"
    );
    refused(
        one(table("HUGE", []).formula::<u8>(|_| 1e300)),
        "mine",
        Some("HUGE"),
        Problem::OutOfRange {
            index: vec![],
            at: String::new(),
            value: "1e300".into(),
            element: "u8",
        },
        "table \"HUGE\" of family \"mine\": the value is 1e300, which does not fit u8 once rounded",
    );
    // CHESS_TABLES_H is the C header's include guard.
    refused(
        one(table("H", []).values(|_| 0u8)),
        "mine",
        Some("H"),
        Problem::NameTaken {
            name: "H".into(),
            by: "the C header's include guard CHESS_TABLES_H".into(),
        },
        "table \"H\" of family \"mine\": the name H is taken by the C header's include guard CHESS_TABLES_H",
    );
    // Text the generated source cannot carry.
    refused(
        one(table("PST", []).definition("a\rb").values(|_| 0u8)),
        "mine",
        Some("PST"),
        Problem::InvalidText {
            field: "definition",
            character: '\r',
        },
        "table \"PST\" of family \"mine\": the definition holds '\\r' (U+000D), which generated source cannot carry",
    );
    refused(
        one(table("PST", []).source("two\nlines").values(|_| 0u8)),
        "mine",
        Some("PST"),
        Problem::InvalidText {
            field: "source",
            character: '\n',
        },
        "table \"PST\" of family \"mine\": the source holds '\\n' (U+000A), which generated source cannot carry",
    );
    refused(
        one(table("PST", [])
            .note("the \u{202E}reversed")
            .values(|_| 0u8)),
        "mine",
        Some("PST"),
        Problem::InvalidText {
            field: "note",
            character: '\u{202E}',
        },
        "table \"PST\" of family \"mine\": the note holds '\\u{202e}' (U+202E), which generated source cannot carry",
    );
    assert!(
        render(&one(table("PST", [])
            .note("two\nlines\tand a tab")
            .values(|_| 0u8)))
        .is_ok()
    );
    // Too many axes, too long a family name.
    refused(
        one(table("DEEP", (0..9).map(|_| Axis::count("one", 1))).values(|_| 0u8)),
        "mine",
        Some("DEEP"),
        Problem::TooManyAxes { axes: 9 },
        "table \"DEEP\" of family \"mine\": the table has 9 axes, more than the limit of 8",
    );
    assert!(
        render(&one(
            table("DEEP", (0..8).map(|_| Axis::count("one", 1))).values(|_| 0u8)
        ))
        .is_ok()
    );
    let long = "a".repeat(65);
    refused(
        options_with(vec![
            CustomFamily::new(&long).table(table("PST", []).values(|_| 0u8)),
        ]),
        &long,
        None,
        Problem::InvalidFamilyName,
        &format!(
            "family \"{long}\": a family's name must match ^[a-z][a-z0-9_]*$, at most 64 bytes, and not be a Windows device name (con, prn, aux, nul, com1-com9, lpt1-lpt9)"
        ),
    );
    // A panic whose payload panics again when dropped stays in the error.
    refused(
        one(table("PST", [Axis::Color]).values(|i| {
            if i[0] == 1 {
                std::panic::panic_any(PanicOnDrop);
            }
            0u8
        })),
        "mine",
        Some("PST"),
        Problem::Panicked {
            index: vec![1],
            at: "black".into(),
            message: "a panic without a message".into(),
        },
        "table \"PST\" of family \"mine\": the value function panicked at [1] (black): a panic without a message",
    );
}

#[test]
fn u64_numbers_are_drawn_as_numbers_where_a_double_holds_them() {
    let family = CustomFamily::new("mine")
        .table(table("SMALL", [Axis::Square]).values(|i| i[0] as u64 * 1000))
        .table(table("LARGE", [Axis::Square]).values(|i| u64::MAX - i[0] as u64));
    let files = render(&options_with(vec![family])).unwrap();
    let page = &files
        .iter()
        .find(|file| file.name == "chess_tables.html")
        .unwrap()
        .source;
    assert!(page.contains("\"name\":\"SMALL\",\"family\":\"mine\",\"dims\":[64],\"axes\":[\"square\"],\"names\":[\"square\"],\"kinds\":[\"square\"],\"kind\":\"u64number\",\"element\":\"u64\",\"view\":\"heat\""));
    assert!(page.contains("\"data\":[0,1000,2000,"));
    assert!(page.contains("\"name\":\"LARGE\",\"family\":\"mine\",\"dims\":[64],\"axes\":[\"square\"],\"names\":[\"square\"],\"kinds\":[\"square\"],\"kind\":\"u64\",\"element\":\"u64\",\"view\":\"list\""));
}
