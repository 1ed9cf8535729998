//! Binary FEN (`chess_tables_position::binary_fen`): the byte strings
//! scalachess publishes in its tests, round trips on every position of the
//! reference data in both castling modes, hostile input (every prefix of
//! the encodings, random bytes, each error), and the sizes beside FEN's
//! that `docs/fen-and-epd.md` states. The differential against shakmaty's
//! `PackedSetup::pack_standard` is in the shakmaty bridge's tests
//! (`shakmaty/tests/binary_fen.rs` in the repository).

mod common;
mod reference_data;

use chess_tables_position::{BinaryFenErrorKind, CastlingMode, Position};
use common::SplitMix64;

fn hex(text: &str) -> Vec<u8> {
    (0..text.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&text[i..i + 2], 16).unwrap())
        .collect()
}

fn to_hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The byte strings of scalachess's `BinaryFenTest.scala` ("binary format
/// is stable"), test-kit/src/test/scala/format/BinaryFenTest.scala at
/// commit a498f4c8d9368fd25d0e47d83330e1e3e89a4e72 of
/// <https://github.com/lichess-org/scalachess> (MIT): the variant, the
/// FEN, the bytes lichess writes.
const SCALACHESS: [(&str, &str, &str); 9] = [
    ("standard", "8/8/8/8/8/8/8/8 w - - 0 1", "0000000000000000"),
    (
        "standard",
        "8/8/8/8/8/8/8/8 b - - 0 1",
        "00000000000000000001",
    ),
    (
        "standard",
        "8/8/8/8/8/8/8/8 b - - 100 432",
        "000000000000000064df06",
    ),
    (
        "standard",
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
        "ffff00001000efff2d844ad200000000111111113e955fe3",
    ),
    (
        "standard",
        "5k2/6p1/8/1Pp5/6P1/8/8/3K4 w - c6 0 1",
        "20400006400000080ac0b1",
    ),
    (
        "standard",
        "4k3/8/8/8/3pP3/8/6N1/7K b - e3 0 1",
        "10000000180040802ac10f",
    ),
    (
        "chess960",
        "4rrk1/pbbp2p1/1ppnp3/3n1pqp/3N1PQP/1PPNP3/PBBP2P1/4RRK1 w Ff - 0 3",
        "704f1ee8e81e4f70d60a44000002020813191113511571be000402",
    ),
    (
        "from position",
        "8/8/8/1k6/3Pp3/8/8/4KQ2 b - d3 3 1",
        "00000002180000308a1c0f030103",
    ),
    (
        "standard",
        "r2r3k/p7/3p4/8/8/P6P/8/R3K2R b KQq - 0 4",
        "8901080000810091ad0d10e1f70007",
    ),
];

/// The same test's other variants (same file and commit): the variant
/// byte each carries, which this reader rejects (standard chess only), and
/// its offset.
const SCALACHESS_VARIANTS: [(u8, usize, &str); 8] = [
    (
        4,
        26,
        "ffff00000000ffff2d844ad200000000111111113e955be3000004",
    ),
    (
        5,
        26,
        "ffff00000000ffff2d844ad200000000111111113e955be363000501",
    ),
    (6, 11, "00800000000008001a000106"),
    (
        7,
        26,
        "ffff00000000ffff2d844ad200000000111111113e955be3020407",
    ),
    (
        8,
        36,
        "ffff0066ffffffff000000000000000000000000000000000000111111113e955be3000008",
    ),
    (9, 18, "000000000000ffff793542867b3542a6000009"),
    (
        1,
        27,
        "ffff00000000ffff2d844ad200000000111111113e955be300e407010000000000ef0000000000002a",
    ),
    (
        1,
        26,
        "ffff00000000ffff2d844ad200000000111111113e955be30000010000000000",
    ),
];

/// The position a round trip must give back, clocks and side included,
/// with its encoding a fixed point.
fn assert_round_trip(position: &Position, context: &str) {
    let mode = position.castling_mode();
    let binary = position.to_binary_fen();
    let bytes = binary.as_bytes();
    assert!(bytes.len() <= chess_tables_position::BinaryFen::MAX_LEN);
    assert_ne!(bytes.last(), Some(&0), "{context}: a trailing zero byte");
    let back = Position::from_binary_fen_with_mode(bytes, mode)
        .unwrap_or_else(|e| panic!("{context}: {e} in {binary:?}"));
    assert_eq!(&back, position, "{context}: {binary:?}");
    assert_eq!(back.side_to_move(), position.side_to_move(), "{context}");
    assert_eq!(
        (back.halfmove_clock(), back.fullmove_number()),
        (position.halfmove_clock(), position.fullmove_number()),
        "{context}"
    );
    assert_eq!(back.castling_as_written(), position.castling(), "{context}");
    assert_eq!(back.to_binary_fen(), binary, "{context}");
}

#[test]
fn scalachess_published_bytes_read_and_write() {
    let mut written_alike = 0;
    for (variant, fen, expected) in SCALACHESS {
        let bytes = hex(expected);
        let mode = match variant {
            "chess960" => CastlingMode::Chess960,
            _ => CastlingMode::Standard,
        };
        let position = Position::from_fen_with_mode(fen, mode).unwrap();
        let read = Position::from_binary_fen_with_mode(&bytes, mode)
            .unwrap_or_else(|e| panic!("{fen}: {e}"));
        assert_eq!(read, position, "{fen}");
        assert_eq!(read.to_string(), position.to_string(), "{fen}");
        assert_round_trip(&position, fen);
        // Ours is lichess's standard chess without trailing zero bytes and
        // without the variant byte (and so without the halfmove clock and
        // ply that only the variant byte made necessary).
        let ours = to_hex(position.to_binary_fen().as_bytes());
        match (variant, fen) {
            ("standard", "8/8/8/8/8/8/8/8 w - - 0 1") => assert_eq!(ours, ""),
            // Lichess keeps the q right with the black king on h8; standard
            // chess here (python-chess's rule) drops it, so the a8 rook is
            // written unmarked (7, not 14). Read as Chess960, it counts.
            ("standard", "r2r3k/p7/3p4/8/8/P6P/8/R3K2R b KQq - 0 4") => {
                assert_eq!(ours, "8901080000810091ad0d1071f70007");
                let chess960 = Position::from_binary_fen_with_mode(&bytes, CastlingMode::Chess960);
                assert_eq!(chess960.unwrap().castling().to_string(), "KQq");
            }
            ("standard", _) => {
                assert_eq!(ours, expected, "{fen}");
                written_alike += 1;
            }
            ("chess960", _) => assert_eq!(ours, expected[..expected.len() - 2], "{fen}"),
            _ => assert_eq!(ours, "00000002180000308a1c0f03", "{fen}"),
        }
    }
    assert_eq!(written_alike, 5);
}

#[test]
fn scalachess_other_variants_are_rejected_at_the_variant_byte() {
    for (variant, offset, text) in SCALACHESS_VARIANTS {
        let bytes = hex(text);
        for mode in [CastlingMode::Standard, CastlingMode::Chess960] {
            let error = Position::from_binary_fen_with_mode(&bytes, mode).unwrap_err();
            assert_eq!(error.kind(), BinaryFenErrorKind::Variant { found: variant });
            assert_eq!((error.offset(), error.byte()), (offset, variant), "{text}");
        }
    }
}

/// The FENs of scalachess's "handpicked fens roundtrip" (same file and
/// commit) for standard chess, Chess960 and positions.
#[test]
fn scalachess_handpicked_positions_round_trip() {
    let fens = [
        "8/8/8/8/8/8/8/8 w - - 0 1",
        "8/8/8/8/8/8/8/8 b - - 0 1",
        "8/8/8/8/8/8/8/8 w - - 0 2",
        "8/8/8/8/8/8/8/8 b - - 0 2",
        "8/8/8/8/8/8/8/8 b - - 100 432",
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
        "4nrk1/1pp3pp/p4p2/4P3/2BB1n2/8/PP3P1P/2K3R1 b - - 1 25",
        "5k2/6p1/8/1Pp5/6P1/8/8/3K4 w - c6 0 1",
        "4k3/8/8/8/3pP3/8/6N1/7K b - e3 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "r1k1r2q/p1ppp1pp/8/8/8/8/P1PPP1PP/R1K1R2Q w KQkq - 0 1",
        "r1k2r1q/p1ppp1pp/8/8/8/8/P1PPP1PP/R1K2R1Q w KQkq - 0 1",
        "8/8/8/4B2b/6nN/8/5P2/2R1K2k w Q - 1 1",
        "2r5/8/8/8/8/8/6PP/k2KR3 w K - 0 2",
        "4r3/3k4/8/8/8/8/6PP/qR1K1R2 w KQ - 2 1",
        "4rrk1/pbbp2p1/1ppnp3/3n1pqp/3N1PQP/1PPNP3/PBBP2P1/4RRK1 w Ff - 0 3",
        "8/8/8/1k6/3Pp3/8/8/4KQ2 b - d3 3 1",
        "r2r3k/p7/3p4/8/8/P6P/8/R3K2R b KQq - 0 4",
        "rn2k1r1/ppp1pp1p/3p2p1/5bn1/P7/2N2B2/1PPPPP2/2BNK1RR w Gkq - 4 11",
        "8/8/8/8/8/8/2Rk4/1K6 w - - 0 1",
    ];
    let mut chess960_rights = 0;
    for fen in fens {
        for mode in [CastlingMode::Standard, CastlingMode::Chess960] {
            let position = Position::from_fen_with_mode(fen, mode).unwrap();
            assert_round_trip(&position, fen);
            if mode == CastlingMode::Chess960 {
                // The FEN's rights, its text written back alike.
                let back =
                    Position::from_binary_fen_with_mode(position.to_binary_fen().as_bytes(), mode)
                        .unwrap();
                assert_eq!(back.to_string(), position.to_string());
                chess960_rights += usize::from(!position.castling().is_standard());
            }
        }
    }
    assert_eq!(chess960_rights, 7);
}

/// Every FEN of the reference data, each read in both castling modes:
/// the round trip gives the position back (`==`, side, clocks, rights).
#[test]
fn every_reference_position_round_trips() {
    let mut round_trips = 0;
    let mut en_passant = 0;
    let mut chess960_rights = 0;
    let mut full = true;
    let files = [
        "random-games.tsv",
        "en-passant-legal.tsv",
        "fen-castling.tsv",
        "setup-castling.tsv",
        "status.tsv",
    ];
    let mut texts: Vec<(&str, &'static str)> = files
        .iter()
        .map(|name| {
            let data = reference_data::load(name);
            full &= data.full;
            (*name, data.text)
        })
        .collect();
    texts.extend([
        (
            "castling-rights.tsv",
            include_str!("data/castling-rights.tsv"),
        ),
        (
            "en-passant-squares.tsv",
            include_str!("data/en-passant-squares.tsv"),
        ),
        (
            "polyglot-test-vectors.tsv",
            include_str!("data/polyglot-test-vectors.tsv"),
        ),
        ("positions.epd", include_str!("data/positions.epd")),
        (
            "book-games-expected.tsv",
            include_str!("data/book-games-expected.tsv"),
        ),
    ]);
    for (name, text) in texts {
        for line in text
            .lines()
            .filter(|l| !l.starts_with('#') && !l.is_empty())
        {
            let fen = match name {
                "book-games-expected.tsv" => line.split('\t').nth(1).unwrap_or(""),
                // Placement and side: the castling columns are not FEN.
                "setup-castling.tsv" => {
                    let mut columns = line.split('\t');
                    let (placement, side) = (columns.next().unwrap(), columns.next().unwrap());
                    &*format!("{placement} {side} - - 0 1").leak()
                }
                _ => line.split('\t').next().unwrap(),
            };
            for mode in [CastlingMode::Standard, CastlingMode::Chess960] {
                let Ok(position) = Position::from_fen_with_mode(fen, mode) else {
                    continue;
                };
                assert_round_trip(&position, fen);
                round_trips += 1;
                en_passant += usize::from(position.en_passant().is_some());
                chess960_rights += usize::from(!position.castling().is_standard());
            }
        }
    }
    eprintln!(
        "{round_trips} round trips, {en_passant} with en passant, {chess960_rights} with Chess960 rights"
    );
    if full {
        assert_eq!(
            (round_trips, en_passant, chess960_rights),
            (78_968, 18_522, 5_841)
        );
    } else {
        assert!(round_trips > 5_000 && en_passant > 100 && chess960_rights > 100);
    }
}

/// Every prefix of every encoding reads as the encoding with zeros in
/// place of the missing bytes (the format's padding), never panicking.
#[test]
fn every_prefix_reads_as_zero_padding() {
    let data = reference_data::load("random-games.tsv");
    let (mut prefixes, mut accepted) = (0, 0);
    for line in data.rows() {
        let fen = line.split('\t').next().unwrap();
        let bytes = fen.parse::<Position>().unwrap().to_binary_fen();
        let bytes = bytes.as_bytes();
        for len in 0..bytes.len() {
            let mut padded = bytes[..len].to_vec();
            padded.resize(bytes.len() + 3, 0);
            let prefix = Position::from_binary_fen(&bytes[..len]);
            let zeros = Position::from_binary_fen(&padded);
            match (&prefix, &zeros) {
                (Ok(a), Ok(b)) => {
                    assert_eq!(a, b);
                    assert_eq!(a.to_binary_fen(), b.to_binary_fen());
                    accepted += 1;
                }
                (Err(a), Err(b)) => {
                    assert_eq!(a, b);
                    assert!(a.offset() < len, "{fen} {len}: {a}");
                }
                _ => panic!("{fen} {len}: {prefix:?} / {zeros:?}"),
            }
            prefixes += 1;
        }
    }
    eprintln!("{prefixes} prefixes, {accepted} read");
    if data.full {
        assert_eq!((prefixes, accepted), (93_603, 92_685));
    }
}

/// Random byte strings, and valid encodings with one byte replaced: an
/// error names a byte of the input (its offset and value); a position
/// read is written as a fixed point that reads back equal.
#[test]
fn random_and_edited_bytes_never_panic() {
    let mut rng = SplitMix64(0xB1FE_2026);
    let mut kinds = std::collections::BTreeMap::<String, usize>::new();
    let mut inputs: Vec<Vec<u8>> = Vec::new();
    for _ in 0..100_000 {
        let len = (rng.next() % 60) as usize;
        // Sparse occupancy now and then, so that clocks and variants are reached.
        let mut bytes: Vec<u8> = (0..len).map(|_| rng.next() as u8).collect();
        if rng.next() % 2 == 0 {
            for byte in bytes.iter_mut().take(8) {
                *byte &= rng.next() as u8 & rng.next() as u8;
            }
        }
        inputs.push(bytes);
    }
    let start = Position::START.to_binary_fen();
    for i in 0..start.len() + 4 {
        for value in 0..=255u8 {
            let mut bytes = start.as_bytes().to_vec();
            bytes.resize(start.len().max(i + 1), 0);
            bytes[i] = value;
            inputs.push(bytes);
        }
    }
    for bytes in &inputs {
        for mode in [CastlingMode::Standard, CastlingMode::Chess960] {
            match Position::from_binary_fen_with_mode(bytes, mode) {
                Ok(position) => {
                    let binary = position.to_binary_fen();
                    let back =
                        Position::from_binary_fen_with_mode(binary.as_bytes(), mode).unwrap();
                    assert_eq!(back, position, "{}", to_hex(bytes));
                    assert_eq!(back.to_binary_fen(), binary);
                    *kinds.entry("ok".into()).or_default() += 1;
                }
                Err(error) => {
                    assert_eq!(bytes.get(error.offset()), Some(&error.byte()), "{error}");
                    assert!(!error.to_string().is_empty());
                    let kind = format!("{:?}", error.kind());
                    let kind = kind.split([' ', '{']).next().unwrap().to_string();
                    *kinds.entry(kind).or_default() += 1;
                }
            }
        }
    }
    eprintln!("{} inputs: {kinds:?}", inputs.len());
    let expected: std::collections::BTreeMap<String, usize> = [
        ("EnPassantRank", 84_958),
        ("EnPassantSideToMove", 1_358),
        ("HalfmoveClockRange", 3_454),
        ("PlyRange", 2_904),
        ("SecondEnPassantPawn", 3_376),
        ("TrailingBytes", 1_178),
        ("Variant", 53_310),
        ("ok", 63_798),
    ]
    .into_iter()
    .map(|(kind, count)| (kind.to_string(), count))
    .collect();
    assert_eq!(inputs.len(), 107_168);
    assert_eq!(kinds, expected);
}

#[test]
fn each_error_names_its_byte() {
    let cases: [(&str, BinaryFenErrorKind, usize, &str); 8] = [
        // A code 12 on e2 (rank 2).
        (
            "00000000000010000c",
            BinaryFenErrorKind::EnPassantRank { rank: 2 },
            8,
            "binary FEN, byte 8 (0x0c): an en-passant pawn (code 12) on rank 2: it must be on rank 4 or 5",
        ),
        // Two: e4 and d4.
        (
            "0000000018000000cc",
            BinaryFenErrorKind::SecondEnPassantPawn,
            8,
            "binary FEN, byte 8 (0xcc): a second en-passant pawn (code 12)",
        ),
        // A white pawn on e4 marked, white to move.
        (
            "00000000100000000c",
            BinaryFenErrorKind::EnPassantSideToMove,
            8,
            "binary FEN, byte 8 (0x0c): the en-passant pawn (code 12) belongs to the side to move",
        ),
        // A black pawn on e5 marked, black to move (ply 1).
        (
            "00000010000000000c0001",
            BinaryFenErrorKind::EnPassantSideToMove,
            8,
            "binary FEN, byte 8 (0x0c): the en-passant pawn (code 12) belongs to the side to move",
        ),
        // Halfmove clock 2^32.
        (
            "00000000000000008080808010",
            BinaryFenErrorKind::HalfmoveClockRange,
            12,
            "binary FEN, byte 12 (0x10): the halfmove clock is above 4294967295 or longer than 5 bytes",
        ),
        // A sixth byte of the ply.
        (
            "000000000000000000808080808001",
            BinaryFenErrorKind::PlyRange,
            13,
            "binary FEN, byte 13 (0x80): the ply gives a fullmove number above 4294967295 or is longer than 5 bytes",
        ),
        (
            "00000000000000000000000000",
            BinaryFenErrorKind::TrailingBytes,
            0,
            "",
        ),
        (
            "0000000000000000000000000007",
            BinaryFenErrorKind::TrailingBytes,
            13,
            "binary FEN, byte 13 (0x07): a byte other than 0 after the variant",
        ),
    ];
    for (text, kind, offset, message) in cases {
        let mut text = text.to_string();
        if text.len() % 2 == 1 {
            text.push('0');
        }
        let bytes = hex(&text);
        if message.is_empty() {
            // Zeros after the variant are padding.
            assert_eq!(
                Position::from_binary_fen(&bytes),
                Ok(Position::from_binary_fen(&[]).unwrap())
            );
            continue;
        }
        let error = Position::from_binary_fen(&bytes).unwrap_err();
        assert_eq!((error.kind(), error.offset()), (kind, offset), "{text}");
        assert_eq!(error.to_string(), message);
    }
    // The largest clocks read back: halfmove 2^32 - 1, fullmove 2^32 - 1
    // with black to move (ply 2^33 - 3).
    let fen = "4k3/8/8/8/8/8/8/4K3 b - - 4294967295 4294967295";
    let position: Position = fen.parse().unwrap();
    assert_round_trip(&position, fen);
    assert_eq!(
        to_hex(position.to_binary_fen().as_bytes()),
        "1000000000000010fa".to_string() + "ffffffff0f" + "fdffffff1f"
    );
    let mut bytes = position.to_binary_fen().as_bytes().to_vec();
    *bytes.last_mut().unwrap() += 1;
    let error = Position::from_binary_fen(&bytes).unwrap_err();
    assert_eq!(error.kind(), BinaryFenErrorKind::PlyRange);
}

/// Bytes per position beside FEN's, over the 2,119 positions of the games
/// of `tests/data/book-games.pgn` (`tests/data/book-games-expected.tsv`):
/// the figures `docs/fen-and-epd.md` and the README state.
#[test]
fn sizes_beside_fen_are_the_guides() {
    let (mut count, mut fen_total, mut fen_max, mut binary_total, mut binary_max) = (0, 0, 0, 0, 0);
    for line in include_str!("data/book-games-expected.tsv").lines() {
        if line.starts_with('#') || line.is_empty() {
            continue;
        }
        let fen = line.split('\t').nth(1).unwrap();
        let position: Position = fen.parse().unwrap();
        let fen = position.to_string();
        let binary = position.to_binary_fen().len();
        count += 1;
        fen_total += fen.len();
        fen_max = fen_max.max(fen.len());
        binary_total += binary;
        binary_max = binary_max.max(binary);
    }
    assert_eq!(count, 2_119);
    let row = |name: &str, total: usize, max: usize| {
        format!("| {name} | {:.1} | {max} |", total as f64 / count as f64)
    };
    eprintln!(
        "{}\n{}",
        row("FEN", fen_total, fen_max),
        row("binary FEN", binary_total, binary_max)
    );
    let guide = include_str!("../docs/fen-and-epd.md");
    for expected in [
        row("FEN", fen_total, fen_max),
        row("binary FEN", binary_total, binary_max),
    ] {
        assert!(guide.contains(&expected), "the guide lacks {expected:?}");
    }
    assert!(guide.contains(&format!(
        "`BinaryFen` (at most {} bytes)",
        chess_tables_position::BinaryFen::MAX_LEN
    )));
    // The README's sentence, its line breaks as spaces.
    let readme = include_str!("../README.md")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    let expected = format!(
        "{:.1} bytes a position where FEN takes {:.1}",
        binary_total as f64 / count as f64,
        fen_total as f64 / count as f64
    );
    assert!(readme.contains(&expected), "the README lacks {expected:?}");
}
