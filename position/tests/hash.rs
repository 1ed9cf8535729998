//! The keys of whole positions and FENs (`PositionKeys`): the published
//! Polyglot test vectors, Polyglot's en-passant rule on positions, EPD and
//! FEN forms alike, and the tour's positions file.

use chess_tables_position::prelude::*;
use chess_tables_position::zobrist::{POLYGLOT, SEEDED};
use chess_tables_position::{Piece, Position, Square};

const VECTORS: &str = include_str!("data/polyglot-test-vectors.tsv");

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
fn polyglot_keys_reproduce_all_nine_published_vectors() {
    let vectors = vectors();
    assert_eq!(vectors.len(), 9);
    for (fen, key) in vectors {
        assert_eq!(POLYGLOT.fen_key(fen), Ok(key), "{fen}");
    }
}

#[test]
fn en_passant_counts_only_with_a_capturing_pawn_beside() {
    // After 1. e4 no black pawn stands beside e4: the e3 target does not count.
    let after_e4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
        .parse::<Position>()
        .unwrap();
    assert_eq!(after_e4.polyglot_en_passant(), None);
    // d5 pawn beside the e-pawn that just moved: counts, even if the capture were illegal.
    let beside = "4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 1"
        .parse::<Position>()
        .unwrap();
    assert_eq!(beside.polyglot_en_passant(), Some(Square::E6));
    let wrong_color = "4k3/8/8/3pp3/8/8/8/4K3 w - e6 0 1"
        .parse::<Position>()
        .unwrap();
    assert_eq!(wrong_color.polyglot_en_passant(), None);
    let edge = "4k3/8/8/pP6/8/8/8/4K3 w - a6 0 1"
        .parse::<Position>()
        .unwrap();
    assert_eq!(edge.polyglot_en_passant(), Some(Square::A6));
    assert_ne!(
        POLYGLOT.key(&beside),
        POLYGLOT
            .fen_key("4k3/8/8/3Pp3/8/8/8/4K3 w - - 0 1")
            .unwrap()
    );
}

#[test]
fn epd_and_fen_forms_hash_alike_and_unusual_positions_hash() {
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let epd = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -";
    assert_eq!(POLYGLOT.fen_key(epd), POLYGLOT.fen_key(fen));
    assert_eq!(SEEDED.fen_key(epd), SEEDED.fen_key(fen));
    assert_ne!(SEEDED.fen_key(fen), POLYGLOT.fen_key(fen));
    // Not legality checks: no kings, pawns on the back rank, nine pawns.
    assert_eq!(POLYGLOT.fen_key("8/8/8/8/8/8/8/8 b - - 0 1"), Ok(0));
    assert_eq!(
        POLYGLOT.fen_key("P7/8/8/8/8/8/8/8 b - -"),
        Ok(POLYGLOT.piece(Piece::WhitePawn, Square::A8))
    );
    assert!(
        POLYGLOT
            .fen_key("4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1")
            .is_ok()
    );
}

#[test]
fn the_tour_positions_file_carries_the_published_keys() {
    let text = include_str!("data/positions.epd");
    let mut checked = 0;
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let position: Vec<&str> = line.split_ascii_whitespace().take(4).collect();
        let key = POLYGLOT.fen_key(&position.join(" ")).unwrap();
        if let Some((_, rest)) = line.split_once("c0 \"polyglot key ") {
            assert_eq!(format!("{key:016x}"), &rest[..16], "{line}");
            checked += 1;
        }
    }
    assert_eq!(checked, 9);
}
