//! What an engine author needs beside the tables: positions built from
//! parts and written as FEN, bitboard iteration, castling paths and
//! rights updates, the slider re-export. Checked against definitions
//! computed here, python-chess's FEN output, and round trips over the FEN
//! corpus of `tests/fen_python.rs`.

use chess_tables::bitboard::{self, Squares};
use chess_tables_position::PositionKeys;
use chess_tables_position::zobrist::POLYGLOT;
use chess_tables_position::{
    CastlingMode, CastlingPath, CastlingRights, CastlingSide, Color, Piece, Position, Setup,
    SetupError, SetupErrorKind, Square,
};

mod reference_data;

/// The corpus's FENs that both readers accept, in both modes, and whether
/// the corpus is the full file (else the package's sample).
fn corpus() -> (Vec<(&'static str, CastlingMode)>, bool) {
    let mut out = Vec::new();
    let data = reference_data::load("fen-castling.tsv");
    for line in data.text.lines() {
        if line.starts_with('#') {
            continue;
        }
        let columns: Vec<&str> = line.split('\t').collect();
        for (mode, answer) in [
            (CastlingMode::Standard, columns[2]),
            (CastlingMode::Chess960, columns[3]),
        ] {
            if !answer.starts_with("error") {
                out.push((columns[0], mode));
            }
        }
    }
    (out, data.full)
}

/// FEN output reads back to an equal position with the same key, clocks
/// and counted rights, in both modes; `to_setup`/`from_setup` too.
#[test]
fn positions_round_trip_through_fen_and_setup() {
    let mut checked = 0;
    let (corpus, full) = corpus();
    for (fen, mode) in corpus {
        let Ok(position) = Position::from_fen_with_mode(fen, mode) else {
            continue; // a class where this crate is stricter than python-chess
        };
        let key = POLYGLOT.key(&position);
        for written in [position.to_string(), position.shredder_fen().to_string()] {
            let again = Position::from_fen_with_mode(&written, mode).unwrap();
            assert_eq!(again, position, "{fen:?} -> {written:?}");
            assert_eq!(again.castling(), position.castling(), "{written:?}");
            assert_eq!(POLYGLOT.key(&again), key, "{written:?}");
            assert_eq!(
                (again.halfmove_clock(), again.fullmove_number()),
                (position.halfmove_clock(), position.fullmove_number())
            );
            // Writing is a fixed point.
            assert_eq!(again.to_string(), position.to_string());
        }
        let rebuilt = Position::try_from(&position.to_setup()).unwrap();
        assert_eq!(rebuilt, position, "{fen:?}");
        assert_eq!(POLYGLOT.key(&rebuilt), key);
        checked += 1;
    }
    // The package's sample: the bound of tests/fen_python.rs's SAMPLE_BOTH_ACCEPT.
    assert!(checked > if full { 25_000 } else { 2_100 }, "{checked}");
}

/// X-FEN and Shredder-FEN exactly as python-chess 1.11.2's `Board.fen()`
/// and `Board.fen(shredder=True)` write these Chess960 positions.
#[test]
fn chess960_fen_is_written_as_python_chess_writes_it() {
    let cases = [
        (
            "b1qnnrkr/p2ppppp/8/1pp5/PP2P3/6b1/1NPP1PPP/BBQ1NRKR b KQkq - 0 4",
            "b1qnnrkr/p2ppppp/8/1pp5/PP2P3/6b1/1NPP1PPP/BBQ1NRKR b HFhf - 0 4",
        ),
        (
            "rkrnnqbb/ppp2pp1/3p4/4p2p/8/1PP2P1P/P2PP1P1/RKRNNQBB b KQkq - 0 4",
            "rkrnnqbb/ppp2pp1/3p4/4p2p/8/1PP2P1P/P2PP1P1/RKRNNQBB b CAca - 0 4",
        ),
        (
            "qbbnrnk1/p1pppppr/1p5p/8/1P1P4/4P3/P1P2PPP/QBBNRNKR w KQq - 1 4",
            "qbbnrnk1/p1pppppr/1p5p/8/1P1P4/4P3/P1P2PPP/QBBNRNKR w HEe - 1 4",
        ),
        (
            "rn2k1r1/ppp1pp1p/3p2p1/5bn1/P7/2N2B2/1PPPPP2/2BNK1RR w Gkq - 4 11",
            "rn2k1r1/ppp1pp1p/3p2p1/5bn1/P7/2N2B2/1PPPPP2/2BNK1RR w Gga - 4 11",
        ),
    ];
    for (xfen, shredder) in cases {
        for input in [xfen, shredder] {
            let p = Position::from_fen_with_mode(input, CastlingMode::Chess960).unwrap();
            assert_eq!(p.to_string(), xfen, "{input}");
            assert_eq!(p.shredder_fen().to_string(), shredder, "{input}");
        }
    }
}

#[test]
fn setups_are_checked_like_fens() {
    let mut setup = Setup::empty();
    setup.put(Piece::WhiteKing, Square::E1);
    setup.put(Piece::BlackQueen, Square::E1);
    let error = Position::try_from(&setup).unwrap_err();
    assert_eq!(
        (error.kind(), error.square()),
        (SetupErrorKind::Overlap, Square::E1)
    );
    let mut setup = Setup::empty();
    setup.en_passant = Some(Square::E3); // white to move: rank 6 only
    let error: SetupError = Position::try_from(&setup).unwrap_err();
    assert_eq!(
        (error.kind(), error.square()),
        (SetupErrorKind::EnPassantRank, Square::E3)
    );
    assert_eq!(
        error.to_string(),
        "en-passant square e3: it must be on rank 6 with white to move, rank 3 with black"
    );
    // A mailbox, stale rights kept as written, the clocks.
    let mut board = [None; 64];
    board[Square::E1 as usize] = Some(Piece::WhiteKing);
    board[Square::E8 as usize] = Some(Piece::BlackKing);
    board[Square::A8 as usize] = Some(Piece::BlackRook);
    let mut setup = Setup::from_mailbox(&board);
    setup.castling = CastlingRights::FULL;
    setup.side_to_move = Color::Black;
    setup.halfmove_clock = 7;
    setup.fullmove_number = 40;
    let p = Position::try_from(&setup).unwrap();
    assert_eq!(p.castling(), CastlingRights::BLACK_LONG);
    assert_eq!(p.castling_as_written(), CastlingRights::FULL);
    assert_eq!(p.to_string(), "r3k3/8/8/8/8/8/8/4K3 b q - 7 40");
    assert_eq!(
        POLYGLOT.key(&p),
        POLYGLOT
            .fen_key("r3k3/8/8/8/8/8/8/4K3 b KQkq - 7 40")
            .unwrap()
    );
    // Equality leaves out the clocks and what does not count.
    let q = "r3k3/8/8/8/8/8/8/4K3 b q - 0 1"
        .parse::<Position>()
        .unwrap();
    assert_eq!(p, q);
    assert_ne!(p.halfmove_clock(), q.halfmove_clock());
    // Occupancy by colour and role.
    assert_eq!(
        p.by_color(Color::Black),
        Square::E8.bit() | Square::A8.bit()
    );
    assert_eq!(
        p.by_role(chess_tables_position::Role::King),
        Square::E1.bit() | Square::E8.bit()
    );
    // EPD positions and five-field FENs: clocks 0 and 1.
    let epd = "4k3/8/8/8/8/8/8/4K3 w - -".parse::<Position>().unwrap();
    assert_eq!((epd.halfmove_clock(), epd.fullmove_number()), (0, 1));
    let five = "4k3/8/8/8/8/8/8/4K3 w - - 12".parse::<Position>().unwrap();
    assert_eq!((five.halfmove_clock(), five.fullmove_number()), (12, 1));
}

#[test]
fn bitboards_iterate_and_pop_their_squares() {
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    for _ in 0..2000 {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let bb = state & (state >> 7);
        let expected: Vec<Square> = (0..64)
            .filter(|i| bb >> i & 1 == 1)
            .map(|i| Square::ALL[i])
            .collect();
        let squares = Squares::new(bb);
        assert_eq!(squares.len(), expected.len());
        assert_eq!(squares.collect::<Vec<_>>(), expected);
        assert_eq!(
            Squares::new(bb).rev().collect::<Vec<_>>(),
            expected.iter().rev().copied().collect::<Vec<_>>()
        );
        assert_eq!(bitboard::lowest(bb), expected.first().copied());
        assert_eq!(bitboard::highest(bb), expected.last().copied());
        let mut rest = bb;
        let mut popped = Vec::new();
        while let Some(sq) = bitboard::pop_lowest(&mut rest) {
            popped.push(sq);
        }
        assert_eq!((popped, rest), (expected.clone(), 0));
        let mut rest = bb;
        assert_eq!(bitboard::pop_highest(&mut rest), expected.last().copied());
        assert_eq!(rest, expected.last().map_or(0, |sq| bb ^ sq.bit()));
    }
    let mut empty = 0;
    assert_eq!(bitboard::pop_lowest(&mut empty), None);
    assert_eq!(Squares::new(0).next(), None);
}

/// Every king file and rook file of both colours: the path against one
/// computed square by square from the rules.
#[test]
fn castling_paths_follow_the_chess960_rules() {
    let mut checked = 0;
    for color in Color::ALL {
        let rank = 8 * color.back_rank();
        for king in 0..8u8 {
            for rook in (0..8u8).filter(|&r| r != king) {
                let side = if rook > king {
                    CastlingSide::KingSide
                } else {
                    CastlingSide::QueenSide
                };
                let (king_to, rook_to) = match side {
                    CastlingSide::KingSide => (6, 5),
                    CastlingSide::QueenSide => (2, 3),
                };
                let between = |a: u8, b: u8| -> u64 {
                    (a.min(b)..=a.max(b))
                        .map(|f| 1u64 << (rank + f))
                        .fold(0, |x, y| x | y)
                };
                let movers = (1u64 << (rank + king)) | (1u64 << (rank + rook));
                let path = CastlingPath::chess960(color, side, king, rook);
                assert_eq!(path.king_from as u8, rank + king);
                assert_eq!(path.king_to as u8, rank + king_to);
                assert_eq!(path.rook_from as u8, rank + rook);
                assert_eq!(path.rook_to as u8, rank + rook_to);
                assert_eq!(
                    path.empty,
                    (between(king, king_to) | between(rook, rook_to)) & !movers
                );
                assert_eq!(path.unattacked, between(king, king_to));
                checked += 1;
            }
        }
    }
    assert_eq!(checked, 112);
    let right = CastlingRights::NONE.with_rook_file(Color::Black, CastlingSide::QueenSide, 1);
    assert_eq!(
        right.path(Color::Black, CastlingSide::QueenSide, 3),
        Some(CastlingPath::chess960(
            Color::Black,
            CastlingSide::QueenSide,
            3,
            1
        ))
    );
    assert_eq!(right.path(Color::White, CastlingSide::QueenSide, 4), None);
    assert_eq!(
        CastlingPath::standard(Color::Black, CastlingSide::QueenSide).empty,
        Square::B8.bit() | Square::C8.bit() | Square::D8.bit()
    );
}

/// `after_move` against the rule: a right goes when its king's or rook's
/// start square is the move's from or to square.
#[test]
fn castling_rights_are_lost_by_moves_from_or_to_their_squares() {
    let rights = CastlingRights::NONE
        .with_rook_file(Color::White, CastlingSide::KingSide, 6)
        .with_rook_file(Color::White, CastlingSide::QueenSide, 1)
        .with_rook_file(Color::Black, CastlingSide::KingSide, 7)
        .with_rook_file(Color::Black, CastlingSide::QueenSide, 0);
    let king_files = [3, 4];
    for from in Square::ALL {
        for to in Square::ALL {
            let mut expected = rights;
            for color in Color::ALL {
                let rank = 8 * color.back_rank();
                for side in CastlingSide::ALL {
                    let rook = rank + rights.rook_file(color, side).unwrap();
                    let king = rank + king_files[color as usize];
                    if [from as u8, to as u8]
                        .iter()
                        .any(|&s| s == rook || s == king)
                    {
                        expected = expected.difference(CastlingRights::from_parts(color, side));
                    }
                }
            }
            assert_eq!(
                rights.after_move(from, to, king_files),
                expected,
                "{from}{to}"
            );
        }
    }
}

#[test]
fn fastest_is_the_builds_fastest_lookup_with_the_same_sets() {
    use chess_tables::{attacks, fastest};
    let mut state = 1u64;
    for sq in Square::ALL {
        for _ in 0..64 {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let occupied = state & (state >> 11) & (state >> 23);
            assert_eq!(
                fastest::rook_attacks(sq, occupied),
                attacks::rook_attacks(sq, occupied)
            );
            assert_eq!(
                fastest::bishop_attacks(sq, occupied),
                attacks::bishop_attacks(sq, occupied)
            );
            assert_eq!(
                fastest::queen_attacks(sq, occupied),
                attacks::queen_attacks(sq, occupied)
            );
        }
    }
    let pext = cfg!(all(
        feature = "pext",
        target_arch = "x86_64",
        target_feature = "bmi2"
    ));
    let expected = if pext {
        "pext::compact"
    } else if cfg!(feature = "magic") {
        "magic"
    } else {
        "attacks"
    };
    assert_eq!(fastest::IMPLEMENTATION, expected);
}
