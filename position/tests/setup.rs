//! `Position::try_from(&setup)`'s castling rights against an oracle of the rule
//! its docs state, against the FEN reader (the position's own FENs read
//! back), and against python-chess 1.11.2 on the setups of
//! `tests/data/setup-castling.tsv` (`scripts/data/gen-setup-vectors.py`; the
//! published package holds a sample of it, `tests/reference_data`).

mod common;
mod reference_data;

use chess_tables_position::PositionKeys;
use chess_tables_position::zobrist::POLYGLOT;
use chess_tables_position::{
    CastlingMode, CastlingRights, CastlingSide, Color, Piece, Position, Role, Setup, Square,
};
use common::SplitMix64;

/// The rights of `setup` that count, by the rule of `Position::try_from(&setup)`'s
/// docs, computed square by square: a right is the square of its rook file
/// on its colour's back rank; it counts when a rook of its colour stands
/// there and, in standard chess, it is its side's corner with the king on
/// e1/e8; in Chess960, the rook stands on its side of the colour's highest
/// king on the back rank.
fn oracle(setup: &Setup) -> CastlingRights {
    let mut counted = CastlingRights::NONE;
    for color in Color::ALL {
        let rank = if color == Color::White { 0 } else { 7 };
        let on = |role: Role, file: u8| {
            setup.pieces[Piece::from_parts(color, role) as usize] >> (8 * rank + file) & 1 == 1
        };
        let king = (0..8u8).rev().find(|&file| on(Role::King, file));
        for side in CastlingSide::ALL {
            let Some(file) = setup.castling.rook_file(color, side) else {
                continue;
            };
            let counts = on(Role::Rook, file)
                && match setup.castling_mode {
                    CastlingMode::Standard => {
                        on(Role::King, 4)
                            && file
                                == match side {
                                    CastlingSide::KingSide => 7,
                                    CastlingSide::QueenSide => 0,
                                }
                    }
                    _ => king.is_some_and(|king| match side {
                        CastlingSide::KingSide => file > king,
                        CastlingSide::QueenSide => file < king,
                    }),
                };
            if counts {
                counted = counted.with_rook_file(color, side, file);
            }
        }
    }
    counted
}

/// Checks `setup` against the oracle and the FEN reader; returns the position.
fn check(setup: &Setup, what: &str) -> Position {
    let position = Position::try_from(setup).unwrap();
    assert_eq!(position.castling(), oracle(setup), "{what}");
    assert_eq!(position.castling_as_written(), setup.castling, "{what}");
    let mode = setup.castling_mode;
    for fen in [position.to_string(), position.shredder_fen().to_string()] {
        let read = Position::from_fen_with_mode(&fen, mode).unwrap();
        assert_eq!(read, position, "{what}: {fen}");
        assert_eq!(
            POLYGLOT.fen_key_with_mode(&fen, mode),
            Ok(POLYGLOT.key(&position)),
            "{what}: {fen}"
        );
    }
    position
}

#[test]
fn a_right_whose_rook_is_gone_does_not_move_to_another_rook() {
    // Chess960: king e1, rook g1, a king-side right on the (empty) h-file.
    let mut setup = Setup::empty();
    setup.put(Piece::WhiteKing, Square::E1);
    setup.put(Piece::WhiteRook, Square::G1);
    setup.put(Piece::BlackKing, Square::E8);
    setup.castling_mode = CastlingMode::Chess960;
    setup.castling = CastlingRights::NONE.with_rook_file(Color::White, CastlingSide::KingSide, 7);
    let position = check(&setup, "960 h-file right, rook on g1");
    assert_eq!(position.to_string(), "4k3/8/8/8/8/8/8/4K1R1 w - - 0 1");
    // python-chess 1.11.2 and the crate's FEN reader on `... w H - 0 1`.
    assert_eq!(POLYGLOT.key(&position), 0x4279_c697_9a83_02ff);
    let read =
        POLYGLOT.fen_key_with_mode("4k3/8/8/8/8/8/8/4K1R1 w H - 0 1", CastlingMode::Chess960);
    assert_eq!(read, Ok(0x4279_c697_9a83_02ff));

    // Standard chess: a second white king on e2, a rook on h1 only, the
    // queen-side right: it does not become the king-side right.
    let mut setup = Setup::empty();
    setup.put(Piece::WhiteKing, Square::E1);
    setup.put(Piece::WhiteKing, Square::E2);
    setup.put(Piece::WhiteRook, Square::H1);
    setup.put(Piece::BlackKing, Square::E8);
    setup.castling = CastlingRights::WHITE_LONG;
    let position = check(&setup, "standard, two kings, rook h1, Q");
    assert!(position.castling().is_empty());
    assert_eq!(position.to_string(), "4k3/8/8/8/8/8/4K3/4K2R w - - 0 1");

    // A right on the other side of its king cannot stand in for that
    // side's own right: king e1, rooks g1 and h1, K on g1 and Q on h1.
    let mut setup = Setup::empty();
    setup.put(Piece::WhiteKing, Square::E1);
    setup.put(Piece::WhiteRook, Square::G1);
    setup.put(Piece::WhiteRook, Square::H1);
    setup.put(Piece::BlackKing, Square::E8);
    setup.castling_mode = CastlingMode::Chess960;
    setup.castling = CastlingRights::NONE
        .with_rook_file(Color::White, CastlingSide::KingSide, 6)
        .with_rook_file(Color::White, CastlingSide::QueenSide, 7);
    let position = check(&setup, "960 K on g1, Q on h1");
    assert_eq!(
        position.castling(),
        CastlingRights::NONE.with_rook_file(Color::White, CastlingSide::KingSide, 6)
    );
    assert_eq!(
        position.shredder_fen().to_string(),
        "4k3/8/8/8/8/8/8/4K1RR w G - 0 1"
    );
}

#[test]
fn random_setups_count_rights_as_the_rule_and_read_back_from_their_fens() {
    let mut rng = SplitMix64(0x5E70_F5E7);
    let (mut with_rights, mut dropped) = (0, 0);
    for n in 0..20_000 {
        let mut setup = Setup::empty();
        setup.castling_mode = if rng.below(10) < 7 {
            CastlingMode::Chess960
        } else {
            CastlingMode::Standard
        };
        let mut taken = 0u64;
        let mut put = |setup: &mut Setup, piece: Piece, square: u64| {
            if taken >> square & 1 == 0 {
                taken |= 1 << square;
                setup.pieces[piece as usize] |= 1 << square;
            }
        };
        for color in Color::ALL {
            let rank = if color == Color::White { 0 } else { 56 };
            for _ in 0..1 + rng.below(10) / 9 {
                let square = if rng.below(10) < 9 {
                    rank + rng.below(8)
                } else {
                    rng.below(64)
                };
                put(&mut setup, Piece::from_parts(color, Role::King), square);
            }
            for _ in 0..rng.below(4) {
                put(
                    &mut setup,
                    Piece::from_parts(color, Role::Rook),
                    rank + rng.below(8),
                );
            }
            for side in CastlingSide::ALL {
                if rng.below(10) < 6 {
                    let file = match setup.castling_mode {
                        CastlingMode::Standard if rng.below(10) < 9 => 7 * (1 - side as u8),
                        _ => rng.below(8) as u8,
                    };
                    setup.castling = setup.castling.with_rook_file(color, side, file);
                }
            }
        }
        setup.side_to_move = if rng.below(2) == 0 {
            Color::White
        } else {
            Color::Black
        };
        let position = check(&setup, &format!("random setup {n}: {setup:?}"));
        if !position.castling().is_empty() {
            with_rights += 1;
        }
        if position.castling() != setup.castling {
            dropped += 1;
        }
    }
    // The class is covered: rights kept and rights dropped, many times each.
    assert!(
        with_rights > 2_000 && dropped > 10_000,
        "{with_rights} {dropped}"
    );
}

/// (compared, wrong-side) rows of the package's sample
/// `tests/data/sample/setup-castling.tsv`.
const SAMPLE_COUNTS: (usize, usize) = (219, 82);

#[test]
fn setups_agree_with_python_chess() {
    let (mut compared, mut wrong_side) = (0, 0);
    let data = reference_data::load("setup-castling.tsv");
    for row in data.text.lines() {
        if row.starts_with('#') {
            continue;
        }
        let cols: Vec<&str> = row.split('\t').collect();
        let [placement, side, mode, rights, group, key, castling] = cols[..] else {
            panic!("bad row {row:?}");
        };
        let mut setup = str::parse::<Position>(&format!("{placement} {side} - - 0 1"))
            .unwrap()
            .to_setup();
        setup.castling_mode = match mode {
            "chess960" => CastlingMode::Chess960,
            _ => CastlingMode::Standard,
        };
        for right in rights.split(',').filter(|&r| r != "-") {
            let (letter, file) = right.split_at(1);
            let color = if letter == letter.to_uppercase() {
                Color::White
            } else {
                Color::Black
            };
            let side = match letter.to_ascii_uppercase().as_str() {
                "K" => CastlingSide::KingSide,
                _ => CastlingSide::QueenSide,
            };
            setup.castling = setup
                .castling
                .with_rook_file(color, side, file.parse().unwrap());
        }
        let position = check(&setup, row);
        bitboards_round_trip(&position, row);
        if group == "wrong-side" {
            // python-chess has no sides: the oracle alone decides (above).
            wrong_side += 1;
            continue;
        }
        assert_eq!(format!("{:016x}", POLYGLOT.key(&position)), key, "{row}");
        let fen = position.shredder_fen().to_string();
        assert_eq!(fen.split(' ').nth(2), Some(castling), "{row}");
        compared += 1;
    }
    if data.full {
        assert_eq!((compared, wrong_side), (1091, 409));
    } else {
        assert_eq!((compared, wrong_side), SAMPLE_COUNTS);
    }
}

/// `position` built again from bitboards, as another library's board
/// holds it: pieces by role and the white pieces, castling rights as their
/// rooks' squares with the kings' files.
fn bitboards_round_trip(position: &Position, row: &str) {
    let by_role = Role::ALL.map(|role| position.by_role(role));
    let mut setup = Setup::from_bitboards(by_role, position.by_color(Color::White));
    let king_files = Color::ALL.map(|color| {
        let back_rank = 0xFFu64 << (8 * u32::from(color.back_rank()));
        let kings = position.by_piece(Piece::from_parts(color, Role::King)) & back_rank;
        // The highest king, as the rule measures sides from; e without one.
        if kings == 0 {
            4
        } else {
            (63 - kings.leading_zeros()) as u8 % 8
        }
    });
    setup.castling =
        CastlingRights::from_rook_squares(position.castling().rook_squares(), king_files);
    setup.castling_mode = position.castling_mode();
    setup.side_to_move = position.side_to_move();
    setup.en_passant = position.en_passant();
    assert_eq!(setup.pieces, position.to_setup().pieces, "{row}");
    assert_eq!(setup.castling, position.castling(), "{row}");
    assert_eq!(Position::try_from(&setup).as_ref(), Ok(position), "{row}");
}

/// `TryFrom<Setup>` and `From<Position>` are `from_setup` and `to_setup`;
/// the default position is the start position, the default setup empty.
#[test]
fn conversions_and_defaults() {
    let start: Position = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
        .parse()
        .unwrap();
    assert!(start == Position::START && start == Position::default());
    assert_eq!(start.to_string(), Position::START.to_string());
    let setup = Setup::from(start);
    assert_eq!(setup, start.to_setup());
    assert_eq!(Position::try_from(setup), Ok(start));
    assert_eq!(Position::try_from(&setup), Position::try_from(&setup));
    let mut overlap = Setup::default();
    overlap.put(Piece::WhiteKing, Square::E1);
    overlap.put(Piece::BlackKing, Square::E1);
    let error = Position::try_from(overlap).unwrap_err();
    assert_eq!(
        (error.kind(), error.square()),
        (chess_tables_position::SetupErrorKind::Overlap, Square::E1)
    );
    assert_eq!(Setup::default(), Setup::empty());
}
