//! Zobrist keys as data: the published Polyglot Random64 table, the seeded
//! set reproduced from its documented algorithm, the castling tables and
//! Polyglot's en-passant rule on bitboards. The keys of whole positions
//! and FENs are the position crate's tests (`position/tests/hash.rs`).

mod oracles;

use chess_tables::zobrist::{self, POLYGLOT, SEEDED};
use chess_tables::{CastlingRights, Color, Piece, Square};

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

/// A build given CHESS_TABLES_ZOBRIST_SEED has that seed: tests/projects/properties
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
fn en_passant_counts_only_with_a_capturing_pawn_beside() {
    // After 1. e4 (target e3, black to move) no black pawn stands beside e4.
    assert!(!zobrist::polyglot_en_passant_counts(
        Color::Black,
        Square::E3,
        Square::D7.bit()
    ));
    // A d5 pawn beside the e-pawn that just moved counts, legal or not.
    assert!(zobrist::polyglot_en_passant_counts(
        Color::White,
        Square::E6,
        Square::D5.bit()
    ));
    // A pawn of the side that moved does not; nor one on the wrong rank.
    assert!(!zobrist::polyglot_en_passant_counts(
        Color::Black,
        Square::E6,
        Square::D5.bit()
    ));
    assert!(!zobrist::polyglot_en_passant_counts(
        Color::White,
        Square::E6,
        Square::D4.bit()
    ));
    // On the a-file only the b-file is beside; no wrap to the h-file.
    assert!(zobrist::polyglot_en_passant_counts(
        Color::White,
        Square::A6,
        Square::B5.bit()
    ));
    assert!(!zobrist::polyglot_en_passant_counts(
        Color::White,
        Square::A6,
        Square::H4.bit()
    ));
}

#[test]
fn en_passant_capturer_squares_are_the_two_beside_the_pushed_pawn() {
    for target in Square::ALL {
        for side in [Color::White, Color::Black] {
            let rank = match side {
                Color::White => 5,
                Color::Black => 2,
            };
            let expected = if target.rank() != rank {
                0
            } else {
                let pushed = match side {
                    Color::White => target.index() - 8,
                    Color::Black => target.index() + 8,
                };
                Square::ALL
                    .iter()
                    .filter(|s| s.rank() as usize == pushed / 8)
                    .filter(|s| (s.file() as i32 - (pushed % 8) as i32).abs() == 1)
                    .fold(0, |acc, s| acc | s.bit())
            };
            assert_eq!(
                zobrist::en_passant_capturer_squares(side, target),
                expected,
                "{side:?} {target:?}"
            );
        }
    }
}
