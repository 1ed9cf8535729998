//! Zobrist keys: the published Polyglot vectors, the seeded set reproduced
//! from its documented algorithm, and the castling tables. The key tables
//! are tested with the `zobrist` feature alone; the keys of positions and
//! FENs need the `position` feature.

mod oracles;

#[cfg(feature = "position")]
use chess_tables::Position;
use chess_tables::zobrist::{self, POLYGLOT, SEEDED};
use chess_tables::{CastlingRights, Piece, Square};

#[cfg(feature = "position")]
const VECTORS: &str = include_str!("data/polyglot-test-vectors.tsv");

#[cfg(feature = "position")]
fn vectors() -> Vec<(&'static str, u64)> {
    VECTORS
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let (fen, key) = l.split_once('\t').unwrap();
            (fen, u64::from_str_radix(key.trim(), 16).unwrap())
        })
        .collect()
}

#[test]
#[cfg(feature = "position")]
fn polyglot_keys_reproduce_all_nine_published_vectors() {
    let vectors = vectors();
    assert_eq!(vectors.len(), 9);
    for (fen, key) in vectors {
        assert_eq!(POLYGLOT.hash_fen(fen), Ok(key), "{fen}");
    }
}

#[test]
fn polyglot_raw_keys_are_the_published_table() {
    // First, castling, en-passant and turn entries of the Random64 table.
    let raw = POLYGLOT.raw();
    assert_eq!(raw[0], 0x9D39247E33776D41);
    assert_eq!(raw[768], 0x31D71DCE64B2C310);
    assert_eq!(raw[772], 0x70CC73D90BC26E24);
    assert_eq!(raw[780], 0xF8D626AAAF278509);
    assert_eq!(POLYGLOT.white_to_move(), raw[780]);
    assert_eq!(
        POLYGLOT.piece(Piece::WhiteKing, Square::E1),
        raw[64 * 11 + 4]
    );
    assert_eq!(POLYGLOT.en_passant(Square::C6), raw[772 + 2]);
}

/// A build given CHESS_TABLES_ZOBRIST_SEED has that seed: tests/properties
/// checks it, reading the setting with the generator's parser.
#[test]
fn seeded_keys_are_splitmix64_from_the_documented_seed() {
    let mut state = zobrist::SEEDED_SEED;
    if option_env!("CHESS_TABLES_ZOBRIST_SEED").is_none() {
        assert_eq!(state, 0x6368_6573_7374_6162);
    }
    let mut rng = oracles::Rng(state);
    for (i, &key) in SEEDED.raw().iter().enumerate() {
        assert_eq!(key, rng.next(), "key {i}");
    }
    state = rng.0;
    assert_ne!(state, 0);
}

#[test]
fn castling_tables_are_xors_of_the_four_castling_keys() {
    for keys in [POLYGLOT, SEEDED] {
        let raw = keys.raw();
        for bits in 0..16u8 {
            let expected = (0..4)
                .filter(|i| bits >> i & 1 == 1)
                .fold(0, |acc, i| acc ^ raw[768 + i]);
            assert_eq!(keys.castling(CastlingRights::from_bits(bits)), expected);
        }
    }
    assert_eq!(zobrist::POLYGLOT_CASTLING[0], 0);
}

#[test]
#[cfg(feature = "position")]
fn en_passant_counts_only_with_a_capturing_pawn_beside() {
    // After 1. e4 no black pawn stands beside e4: the e3 target does not count.
    let after_e4 =
        Position::from_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1").unwrap();
    assert_eq!(after_e4.polyglot_en_passant(), None);
    // d5 pawn beside the e-pawn that just moved: counts, even if the capture were illegal.
    let beside = Position::from_fen("4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 1").unwrap();
    assert_eq!(beside.polyglot_en_passant(), Some(Square::E6));
    let wrong_color = Position::from_fen("4k3/8/8/3pp3/8/8/8/4K3 w - e6 0 1").unwrap();
    assert_eq!(wrong_color.polyglot_en_passant(), None);
    let edge = Position::from_fen("4k3/8/8/pP6/8/8/8/4K3 w - a6 0 1").unwrap();
    assert_eq!(edge.polyglot_en_passant(), Some(Square::A6));
    assert_ne!(
        POLYGLOT.hash(&beside),
        POLYGLOT
            .hash_fen("4k3/8/8/3Pp3/8/8/8/4K3 w - - 0 1")
            .unwrap()
    );
}

#[test]
#[cfg(feature = "position")]
fn epd_and_fen_forms_hash_alike_and_unusual_positions_hash() {
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let epd = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -";
    assert_eq!(POLYGLOT.hash_fen(epd), POLYGLOT.hash_fen(fen));
    assert_eq!(SEEDED.hash_fen(epd), SEEDED.hash_fen(fen));
    assert_ne!(SEEDED.hash_fen(fen), POLYGLOT.hash_fen(fen));
    // Not legality checks: no kings, pawns on the back rank, nine pawns.
    assert_eq!(POLYGLOT.hash_fen("8/8/8/8/8/8/8/8 b - - 0 1"), Ok(0));
    assert_eq!(
        POLYGLOT.hash_fen("P7/8/8/8/8/8/8/8 b - -"),
        Ok(POLYGLOT.piece(Piece::WhitePawn, Square::A8))
    );
    assert!(
        POLYGLOT
            .hash_fen("4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1")
            .is_ok()
    );
}

#[test]
#[cfg(feature = "position")]
fn the_tour_positions_file_carries_the_published_keys() {
    let text = include_str!("data/positions.epd");
    let mut checked = 0;
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let position: Vec<&str> = line.split_ascii_whitespace().take(4).collect();
        let key = POLYGLOT.hash_fen(&position.join(" ")).unwrap();
        if let Some((_, rest)) = line.split_once("c0 \"polyglot key ") {
            assert_eq!(format!("{key:016x}"), &rest[..16], "{line}");
            checked += 1;
        }
    }
    assert_eq!(checked, 9);
}
