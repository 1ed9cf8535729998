//! The cozy-chess 0.3 bridge (feature `cozy-chess-0_3`) against the FEN
//! route and against python-chess:
//!
//! - positions of random games, standard chess and Chess960, played with
//!   cozy-chess's own legal move generator: `Position::from(&board)` is
//!   the position read from cozy-chess's FEN of the board, field by field;
//!   `cozy::Board::try_from(&position)` gives the board back; the keys of
//!   both routes are equal;
//! - the book test positions (python-chess 1.11.2's reading of
//!   `book-games.bin` and `book-wild.bin`): the board read by cozy-chess's
//!   FEN reader, probed through the bridge, gives python-chess's moves,
//!   weights and order, and every move is legal for cozy-chess (but the
//!   antichess books' king promotions);
//! - the errors: clocks out of cozy-chess's range, a setup that is no
//!   position, boards cozy-chess refuses, book moves that are no moves.

mod common;

use chess_tables_position::book::{Book, BookMove, CastlingConversion, CozyBoard};
use chess_tables_position::zobrist::{POLYGLOT, SEEDED};
use chess_tables_position::{
    CastlingMode, CastlingRights, CozyBoardError, CozyMoveError, PawnPromotionError, Piece,
    Position, PositionKeys, Promotion, Setup, SetupErrorKind, Square, Status,
};
use common::SplitMix64;
use cozy_chess_0_3 as cozy;

/// Every legal move of `board`, in cozy-chess's order.
fn legal_moves(board: &cozy::Board) -> Vec<cozy::Move> {
    let mut moves = Vec::new();
    board.generate_moves(|piece_moves| {
        moves.extend(piece_moves);
        false
    });
    moves
}

/// Every field of a position: what it counts (pieces, side, mode, rights
/// and en-passant square, clocks: its setup) and what was written.
fn fields(p: &Position) -> (Setup, CastlingRights, Option<Square>) {
    (
        p.to_setup(),
        p.castling_as_written(),
        p.en_passant_as_written(),
    )
}

/// The castling mode the bridge promises, from cozy-chess's own view of
/// the board: standard chess when every right's rook is in its corner and
/// its king on e1/e8.
fn expected_mode(board: &cozy::Board) -> CastlingMode {
    let standard = cozy::Color::ALL.into_iter().all(|color| {
        let rights = board.castle_rights(color);
        let back_rank = cozy::Rank::First.relative_to(color);
        (rights.short.is_none() && rights.long.is_none())
            || (board.king(color) == cozy::Square::new(cozy::File::E, back_rank)
                && matches!(rights.short, None | Some(cozy::File::H))
                && matches!(rights.long, None | Some(cozy::File::A)))
    });
    if standard {
        CastlingMode::Standard
    } else {
        CastlingMode::Chess960
    }
}

/// What the random games met, to hold the test to its coverage.
#[derive(Debug, Default, PartialEq)]
struct Seen {
    games: usize,
    positions: usize,
    chess960_positions: usize,
    read_as_chess960: usize,
    with_rights: usize,
    with_en_passant: usize,
    polyglot_en_passant: usize,
    castlings: usize,
    promotions: usize,
    en_passant_captures: usize,
    ended_without_moves: usize,
    plain_fen_misreads: usize,
}

/// One position of a game, through both routes.
fn check_position(board: &cozy::Board, chess960: bool, seen: &mut Seen) {
    // cozy-chess writes Shredder-FEN with `{:#}` (castling as rook files,
    // `HAha`) and `KQkq` letters with `{}` whatever the rook's file.
    let fen = if chess960 {
        format!("{board:#}")
    } else {
        format!("{board}")
    };
    let game_mode = if chess960 {
        CastlingMode::Chess960
    } else {
        CastlingMode::Standard
    };
    let ours = Position::from(board);
    let mode = expected_mode(board);
    assert_eq!(ours.castling_mode(), mode, "{fen}");
    // The FEN route, in the game's mode: every field but the mode equal.
    let read = Position::from_fen_with_mode(&fen, game_mode).unwrap();
    let mut read_fields = fields(&read);
    read_fields.0.castling_mode = mode;
    assert_eq!(fields(&ours), read_fields, "{fen}");
    // And in the bridge's mode, equal in every field.
    if mode != game_mode {
        let read = Position::from_fen_with_mode(&fen, mode).unwrap();
        assert_eq!(fields(&ours), fields(&read), "{fen}");
    }
    assert_eq!(ours, Position::try_from(&Setup::from(board)).unwrap());
    // Back to cozy-chess: the same board (pieces, side, rights, en passant,
    // clocks, and cozy-chess's checkers and pins).
    assert_eq!(cozy::Board::try_from(&ours).as_ref(), Ok(board), "{fen}");
    assert_eq!(
        cozy::Board::try_from(&Setup::from(board)).as_ref(),
        Ok(board),
        "{fen}"
    );
    // This crate's Shredder-FEN, read by cozy-chess: the same board.
    let shredder = ours.shredder_fen().to_string();
    assert_eq!(
        &cozy::Board::from_fen(&shredder, true).unwrap(),
        board,
        "{fen}"
    );
    // The keys of both routes.
    let key = POLYGLOT.key(&ours);
    assert_eq!(
        POLYGLOT.fen_key_with_mode(&fen, game_mode),
        Ok(key),
        "{fen}"
    );
    assert_eq!(
        SEEDED.key(&ours),
        SEEDED.fen_key_with_mode(&fen, game_mode).unwrap(),
        "{fen}"
    );
    // cozy-chess's plain FEN of a Chess960 board, read as Chess960: `K`
    // and `Q` name the outermost rook, which is not always the right's.
    if chess960 {
        let plain = Position::from_fen_with_mode(&board.to_string(), CastlingMode::Chess960);
        if plain.unwrap().castling() != ours.castling() {
            seen.plain_fen_misreads += 1;
        }
    }
    seen.positions += 1;
    seen.chess960_positions += usize::from(chess960);
    seen.read_as_chess960 += usize::from(mode == CastlingMode::Chess960);
    seen.with_rights += usize::from(!ours.castling().is_empty());
    seen.with_en_passant += usize::from(board.en_passant().is_some());
    seen.polyglot_en_passant += usize::from(ours.polyglot_en_passant().is_some());
}

/// At least 100,000 positions of random games, half of them Chess960.
#[test]
fn positions_of_random_games_convert_as_their_fen_reads() {
    let mut rng = SplitMix64(0x00c0_2ec4_e55b_71d6);
    let mut seen = Seen::default();
    while seen.positions < 100_000 {
        let chess960 = seen.games % 2 == 1;
        let mut board = if chess960 {
            cozy::Board::chess960_startpos(rng.below(960) as u32)
        } else {
            cozy::Board::default()
        };
        for ply in 0..=200 {
            check_position(&board, chess960, &mut seen);
            let moves = legal_moves(&board);
            if moves.is_empty() {
                seen.ended_without_moves += 1;
                break;
            }
            if ply == 200 {
                break;
            }
            let mv = moves[rng.below(moves.len() as u64) as usize];
            let us = board.side_to_move();
            seen.castlings += usize::from(board.colors(us).has(mv.to));
            seen.promotions += usize::from(mv.promotion.is_some());
            let en_passant = board
                .en_passant()
                .map(|file| cozy::Square::new(file, cozy::Rank::Sixth.relative_to(us)));
            seen.en_passant_captures += usize::from(
                Some(mv.to) == en_passant && board.piece_on(mv.from) == Some(cozy::Piece::Pawn),
            );
            board.play_unchecked(mv);
        }
        seen.games += 1;
    }
    // 100,134 positions of 520 games, 49,350 of them Chess960 (9,391 with
    // rights that are not standard chess's, read as Chess960); the rest of
    // the figures say what the games met.
    assert_eq!(
        seen,
        Seen {
            games: 520,
            positions: 100_134,
            chess960_positions: 49_350,
            read_as_chess960: 9_391,
            with_rights: 19_213,
            with_en_passant: 3_415,
            polyglot_en_passant: 241,
            castlings: 89,
            promotions: 671,
            en_passant_captures: 6,
            ended_without_moves: 56,
            plain_fen_misreads: 0,
        }
    );
}

/// Each line of python-chess's reading of `book-games.bin`: key, FEN,
/// entries as `uci:weight:learn` (castling as the king's move).
fn book_games_expected() -> Vec<(u64, &'static str, Vec<&'static str>)> {
    include_str!("data/book-games-expected.tsv")
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| {
            let mut fields = l.split('\t');
            let key = u64::from_str_radix(fields.next().unwrap(), 16).unwrap();
            let fen = fields.next().unwrap();
            let moves = match fields.next().unwrap() {
                "-" => Vec::new(),
                moves => moves.split(' ').collect(),
            };
            assert_eq!(fields.next(), None, "{l}");
            (key, fen, moves)
        })
        .collect()
}

/// The book's castling conversions of a cozy-chess board, from its own
/// bitboards.
fn conversion(board: &cozy::Board) -> CastlingConversion {
    CastlingConversion::from_bitboards(
        board.pieces(cozy::Piece::King).0,
        board.pieces(cozy::Piece::Rook).0,
        board.colors(cozy::Color::White).0,
    )
}

/// Every position of the book's games, read by cozy-chess, probed through
/// the bridge: python-chess's moves, weights and order, each legal.
#[test]
fn book_moves_of_cozy_chess_boards_are_python_chess_moves() {
    let book = Book::new(include_bytes!("data/book-games.bin")).unwrap();
    let (mut positions, mut entries, mut empty, mut en_passant, mut castlings) = (0, 0, 0, 0, 0);
    for (key, fen, moves) in book_games_expected() {
        let board = cozy::Board::from_fen(fen, false).unwrap();
        let position = Position::from(&board);
        assert_eq!(POLYGLOT.key(&position), key, "{fen}");
        let us = board.colors(board.side_to_move());
        let castling = conversion(&board);
        let mut found = Vec::new();
        let mut legal = Vec::new();
        for entry in book.probe_key(key, CastlingConversion::NONE) {
            let mv = cozy::Move::try_from(entry.mv).unwrap();
            assert!(board.is_legal(mv), "{fen}: {mv}");
            legal.push((mv, entry));
            // Back again, and cozy-chess's UCI text is the book move's.
            let back: BookMove = mv.into();
            assert_eq!(back, entry.mv, "{fen}");
            assert_eq!(mv.to_string(), back.to_string(), "{fen}");
            // cozy-chess castles by taking its own rook, which the book's
            // conversion knows as castling.
            let king_move = castling.to_king_move(back);
            assert_eq!(king_move != back, us.has(mv.to), "{fen}: {mv}");
            castlings += usize::from(us.has(mv.to));
            if us.has(mv.to) {
                // The king's two-square move `Book::probe` gives in
                // standard chess is no cozy-chess castling: the one-call
                // probe never hands it out.
                assert_eq!(board.legal_move(king_move), None, "{fen}: {king_move}");
            }
            assert_eq!(board.legal_move(entry.mv), Some(mv), "{fen}");
            found.push(format!("{king_move}:{}:{}", entry.weight, entry.learn));
        }
        // The one-call probe: the same legal moves and entries, in order,
        // and the same weighted choice as the raw entries'.
        assert_eq!(book.probe_cozy(&board).collect::<Vec<_>>(), legal, "{fen}");
        let total: u32 = legal.iter().map(|(_, e)| u32::from(e.weight)).sum();
        for r in 0..total {
            let raw = book.probe_key(key, CastlingConversion::NONE).choose(r);
            assert_eq!(
                book.probe_cozy(&board).choose(r).map(|(_, e)| e),
                raw,
                "{fen}"
            );
        }
        assert_eq!(found, moves, "{fen}");
        positions += 1;
        entries += found.len();
        empty += usize::from(found.is_empty());
        en_passant += usize::from(position.polyglot_en_passant().is_some() && !found.is_empty());
    }
    // The figures of tests/book.rs: every position, every entry; 27
    // positions with book moves whose key has the en-passant file; 15
    // castlings, king takes rook for cozy-chess and the book alike.
    assert_eq!(
        (positions, entries, empty, en_passant),
        (2119, 1414, 725, 27)
    );
    assert_eq!(castlings, 15);
}

/// The odd book: the playable entries through the bridge are python-chess's
/// (minimum weight 1) but its null moves and undefined promotion codes,
/// which the probe skips and the move conversion refuses.
#[test]
fn the_wild_book_through_the_bridge() {
    let book = Book::new(include_bytes!("data/book-wild.bin")).unwrap();
    let text = include_str!("data/book-wild-expected.tsv");
    // The keys and FENs, from the header's comments.
    let mut fens = Vec::new();
    let mut lines = text.lines();
    while let Some(line) = lines.next() {
        let Some(rest) = line.strip_prefix("# ") else {
            continue;
        };
        let Some(key) = rest.get(..16).and_then(|k| u64::from_str_radix(k, 16).ok()) else {
            continue;
        };
        let fen = lines.next().unwrap().strip_prefix("#   FEN ").unwrap();
        fens.push((key, fen));
    }
    // python-chess's entries of minimum weight 1, by key.
    let mut expected = std::collections::BTreeMap::<u64, Vec<(u16, u16, u32)>>::new();
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let f: Vec<&str> = line.split('\t').collect();
        if f[1] == "1" {
            expected
                .entry(u64::from_str_radix(f[0], 16).unwrap())
                .or_default()
                .push((
                    u16::from_str_radix(f[3], 16).unwrap(),
                    f[4].parse().unwrap(),
                    f[5].parse().unwrap(),
                ));
        }
    }
    let (mut legal, mut king_promotions, mut nulls, mut undefined, mut castlings) = (0, 0, 0, 0, 0);
    for &(key, fen) in &fens {
        let board = cozy::Board::from_fen(fen, false).unwrap();
        assert_eq!(POLYGLOT.key(&Position::from(&board)), key, "{fen}");
        let mut found = Vec::new();
        for entry in book.probe_key(key, CastlingConversion::NONE) {
            let mv = cozy::Move::try_from(entry.mv).unwrap();
            if board.is_legal(mv) {
                legal += 1;
                castlings += usize::from(board.colors(board.side_to_move()).has(mv.to));
            } else {
                // Only the antichess books' promotion to a king.
                assert_eq!(
                    entry.mv.promotion(),
                    Ok(Some(Promotion::King)),
                    "{fen}: {mv}"
                );
                assert_eq!(mv.promotion, Some(cozy::Piece::King));
                king_promotions += 1;
            }
            let back: BookMove = mv.into();
            found.push((back.raw(), entry.weight, entry.learn));
        }
        let playable: Vec<_> = expected
            .get(&key)
            .into_iter()
            .flatten()
            .copied()
            .filter(|&(raw, _, _)| raw & 0x7FFF != 0 && raw >> 12 & 7 < 6)
            .collect();
        assert_eq!(found, playable, "{fen}");
        // What the probe skipped: no cozy-chess move.
        for entry in book.entries(key).filter(|e| e.weight > 0) {
            match cozy::Move::try_from(entry.mv) {
                Err(CozyMoveError::NullMove) => nulls += 1,
                Err(CozyMoveError::InvalidPromotion { code }) => {
                    assert!(code == 6 || code == 7);
                    undefined += 1;
                }
                Ok(_) => {}
            }
        }
    }
    // 30 keys with their FENs (the 31st, key 0, holds the header): 75
    // legal moves, the two castlings e1h1 and e1a1 among them, and one king
    // promotion; left out by the probe, 2 null moves of weight above 0 and
    // codes 6 and 7 once each.
    assert_eq!(fens.len(), 30);
    assert_eq!(
        (legal, king_promotions, nulls, undefined, castlings),
        (75, 1, 2, 2, 2)
    );
}

#[test]
fn clocks_out_of_cozy_chess_range_are_errors_never_truncated() {
    let board = |halfmove: u32, fullmove: u32| {
        let fen = format!("4k3/8/8/8/8/8/8/4K3 w - - {halfmove} {fullmove}");
        cozy::Board::try_from(&fen.parse::<Position>().unwrap())
    };
    let most = board(100, 65_535).unwrap();
    assert_eq!(
        (most.halfmove_clock(), most.fullmove_number()),
        (100, 65_535)
    );
    assert_eq!(board(101, 1), Err(CozyBoardError::HalfmoveClock(101)));
    assert_eq!(board(256, 1), Err(CozyBoardError::HalfmoveClock(256)));
    assert_eq!(
        board(0, 65_536),
        Err(CozyBoardError::FullmoveNumber(65_536))
    );
    assert_eq!(
        board(0, 4_294_967_295),
        Err(CozyBoardError::FullmoveNumber(u32::MAX))
    );
    assert_eq!(
        board(101, 1).unwrap_err().to_string(),
        "halfmove clock 101: a cozy-chess board holds 0 to 100"
    );
    assert_eq!(
        board(0, 65_536).unwrap_err().to_string(),
        "fullmove number 65536: a cozy-chess board holds 1 to 65535"
    );
    // A setup's fullmove number 0 counts as 1, as a FEN's does.
    let mut setup = Setup::from(&cozy::Board::default());
    setup.fullmove_number = 0;
    assert_eq!(cozy::Board::try_from(&setup).unwrap().fullmove_number(), 1);
    setup.halfmove_clock = 101;
    assert_eq!(
        cozy::Board::try_from(&setup),
        Err(CozyBoardError::HalfmoveClock(101))
    );
}

#[test]
fn setups_that_are_no_positions_and_boards_cozy_chess_refuses() {
    let mut setup = Setup::from(&cozy::Board::default());
    setup.pieces[Piece::WhiteQueen] |= Square::E1.bit();
    let Err(CozyBoardError::Setup(error)) = cozy::Board::try_from(&setup) else {
        panic!("two pieces on e1 are no position");
    };
    assert_eq!(
        (error.kind(), error.square()),
        (SetupErrorKind::Overlap, Square::E1)
    );
    let error = CozyBoardError::Setup(error);
    assert_eq!(error.to_string(), "two pieces on e1");
    assert!(core::error::Error::source(&error).is_some());
    let refused = |fen: &str| cozy::Board::try_from(&fen.parse::<Position>().unwrap());
    // No black king; two white kings; a pawn on the last rank; the side not
    // to move in check: positions this crate reads, boards cozy-chess refuses.
    for (fen, problems, words) in [
        (
            "8/8/8/8/8/8/8/4K3 w - - 0 1",
            Status::NO_BLACK_KING,
            "no black king",
        ),
        (
            "4k3/8/8/8/8/8/8/3KK3 w - - 0 1",
            Status::TOO_MANY_KINGS,
            "more than two kings",
        ),
        (
            "P3k3/8/8/8/8/8/8/4K3 w - - 0 1",
            Status::PAWNS_ON_BACKRANK,
            "a pawn on rank 1 or 8",
        ),
        (
            "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1",
            Status::OPPOSITE_CHECK,
            "the side not to move is in check",
        ),
        // Three checkers: cozy-chess's builder takes the board, its FEN
        // reader does not; neither does the bridge.
        (
            "2r3k1/8/n3p3/8/8/4B3/8/r1K2r2 w - - 0 1",
            Status::TOO_MANY_CHECKERS,
            "more than two checkers",
        ),
    ] {
        let error = refused(fen).unwrap_err();
        assert_eq!(error, CozyBoardError::InvalidBoard(problems), "{fen}");
        assert!(cozy::Board::from_fen(fen, false).is_err(), "{fen}");
        assert_eq!(
            error.to_string(),
            format!("cozy-chess refuses the board (BoardBuilderError::InvalidBoard): {words}")
        );
    }
    // cozy-chess's own example: a double push cannot have left black in
    // check from the knight, so it refuses the en-passant square this crate
    // counts (a pawn in front, the squares behind empty).
    let fen = "4k3/8/5N2/8/2pP4/8/8/4K3 b - d3 0 1";
    assert_eq!(
        fen.parse::<Position>().unwrap().en_passant(),
        Some(Square::D3)
    );
    assert_eq!(refused(fen), Err(CozyBoardError::InvalidEnPassant));
    assert_eq!(
        CozyBoardError::InvalidEnPassant.to_string(),
        "cozy-chess refuses the en-passant square (BoardBuilderError::InvalidEnPassant)"
    );
    // A square that does not count is left out, not an error.
    let board = refused("4k3/8/8/8/8/8/8/4K3 b - d3 0 1").unwrap();
    assert_eq!(board.en_passant(), None);
    // Rights that do not count are left out too: in standard chess only
    // the corners with the king on e1/e8.
    let board = refused("4k3/8/8/8/8/8/8/5K1R w K - 0 1").unwrap();
    assert_eq!(
        *board.castle_rights(cozy::Color::White),
        cozy::CastleRights::EMPTY
    );
}

/// Chess960 rights keep their rook files both ways; the castling mode is
/// standard chess's exactly when the rights are; cozy-chess's plain FEN
/// (`{}`) writes `K` and `Q` whatever the rook, which a second rook beyond
/// the castling rook makes ambiguous.
#[test]
fn chess960_rights_keep_their_rook_files() {
    // Scharnagl number 518 is the standard start position.
    let standard = cozy::Board::chess960_startpos(518);
    assert_eq!(Position::from(&standard), Position::START);
    assert_eq!(
        Position::from(&standard).castling_mode(),
        CastlingMode::Standard
    );
    // Number 0: bbqnnrkr, rooks on f and h, king on g.
    let board = cozy::Board::chess960_startpos(0);
    let position = Position::from(&board);
    assert_eq!(position.castling_mode(), CastlingMode::Chess960);
    assert_eq!(
        position.shredder_fen().to_string(),
        "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1"
    );
    // The h-file rooks' rights are `K`/`k`, the f-file rooks' `F`/`f`.
    assert_eq!(position.castling().to_string(), "KFkf");
    assert_eq!(format!("{board:#}"), position.shredder_fen().to_string());
    // A king on e1 with its rooks in the corners, the other king not: the
    // whole position is Chess960.
    let mut builder = cozy::BoardBuilder::empty();
    *builder.square_mut(cozy::Square::E1) = Some((cozy::Piece::King, cozy::Color::White));
    *builder.square_mut(cozy::Square::H1) = Some((cozy::Piece::Rook, cozy::Color::White));
    *builder.square_mut(cozy::Square::F8) = Some((cozy::Piece::King, cozy::Color::Black));
    *builder.square_mut(cozy::Square::H8) = Some((cozy::Piece::Rook, cozy::Color::Black));
    builder.castle_rights[0].short = Some(cozy::File::H);
    builder.castle_rights[1].short = Some(cozy::File::H);
    let board = builder.build().unwrap();
    let position = Position::from(&board);
    assert_eq!(position.castling_mode(), CastlingMode::Chess960);
    assert_eq!(position.castling().to_string(), "Kk");
    assert_eq!(cozy::Board::try_from(&position), Ok(board.clone()));
    // Without the black right it is standard chess.
    builder.castle_rights[1].short = None;
    let position = Position::from(&builder.build().unwrap());
    assert_eq!(position.castling_mode(), CastlingMode::Standard);
    assert_eq!(position.to_string(), "5k1r/8/8/8/8/8/8/4K2R w K - 0 1");
    // King b1, castling rook g1, a second rook on h1: cozy-chess's plain
    // FEN writes `K`, which Chess960 reads as the outermost rook, h1.
    let mut builder = cozy::BoardBuilder::empty();
    *builder.square_mut(cozy::Square::B1) = Some((cozy::Piece::King, cozy::Color::White));
    *builder.square_mut(cozy::Square::G1) = Some((cozy::Piece::Rook, cozy::Color::White));
    *builder.square_mut(cozy::Square::H1) = Some((cozy::Piece::Rook, cozy::Color::White));
    *builder.square_mut(cozy::Square::B8) = Some((cozy::Piece::King, cozy::Color::Black));
    builder.castle_rights[0].short = Some(cozy::File::G);
    let board = builder.build().unwrap();
    assert_eq!(board.to_string(), "1k6/8/8/8/8/8/8/1K4RR w K - 0 1");
    assert_eq!(format!("{board:#}"), "1k6/8/8/8/8/8/8/1K4RR w G - 0 1");
    let position = Position::from(&board);
    assert_eq!(position.castling().to_string(), "G");
    let plain = Position::from_fen_with_mode(&board.to_string(), CastlingMode::Chess960).unwrap();
    assert_eq!(plain.castling().to_string(), "K");
    assert_ne!(plain, position);
    let shredder = Position::from_fen_with_mode(&format!("{board:#}"), CastlingMode::Chess960);
    assert_eq!(shredder, Ok(position));
}

/// Every raw book move, and every cozy-chess move: the same squares and
/// promotion both ways; the null move and codes 6 and 7 are errors.
#[test]
fn every_book_move_is_its_cozy_chess_move() {
    let (mut moves, mut nulls, mut undefined) = (0, 0, 0);
    for raw in 0..=u16::MAX {
        let mv = BookMove::from_raw(raw);
        let code = (raw >> 12 & 7) as u8;
        match cozy::Move::try_from(mv) {
            Ok(theirs) => {
                assert_eq!(Square::from(theirs.from), mv.from());
                assert_eq!(Square::from(theirs.to), mv.to());
                assert_eq!(
                    theirs.promotion.map(|p| Promotion::try_from(p).unwrap()),
                    mv.promotion().unwrap()
                );
                assert_eq!(theirs.to_string(), mv.to_string());
                let back: BookMove = theirs.into();
                assert_eq!(back.raw(), raw & 0x7FFF);
                moves += 1;
            }
            Err(CozyMoveError::NullMove) => {
                assert_eq!(raw & 0x7FFF, 0);
                nulls += 1;
            }
            Err(CozyMoveError::InvalidPromotion { code: c }) => {
                assert_eq!(c, code);
                assert!(code >= 6);
                undefined += 1;
            }
        }
    }
    // Bit 15 doubles everything: 2 null moves, 2 x 2 x 4096 undefined codes.
    assert_eq!((moves, nulls, undefined), (65_536 - 2 - 16_384, 2, 16_384));
    assert_eq!(
        CozyMoveError::InvalidPromotion { code: 6 }.to_string(),
        "book move with promotion code 6: the format defines 0 (none) to 5 (king)"
    );
    assert_eq!(
        CozyMoveError::NullMove.to_string(),
        "the null move (a1a1) is no cozy-chess move"
    );
    // From cozy-chess's side: every squares and promotion, a pawn's
    // promotion (no code) as undefined code 6.
    let mut pawn_promotions = 0;
    for from in cozy::Square::ALL {
        for to in cozy::Square::ALL {
            let promotions = cozy::Piece::ALL.map(Some);
            for promotion in [None].into_iter().chain(promotions) {
                let theirs = cozy::Move {
                    from,
                    to,
                    promotion,
                };
                let mv: BookMove = theirs.into();
                if promotion == Some(cozy::Piece::Pawn) {
                    assert_eq!(mv.raw() >> 12, 6);
                    assert_eq!(
                        cozy::Move::try_from(mv),
                        Err(CozyMoveError::InvalidPromotion { code: 6 })
                    );
                    pawn_promotions += 1;
                } else if from == cozy::Square::A1 && to == cozy::Square::A1 && promotion.is_none()
                {
                    assert_eq!(cozy::Move::try_from(mv), Err(CozyMoveError::NullMove));
                } else {
                    assert_eq!(cozy::Move::try_from(mv), Ok(theirs));
                }
            }
        }
    }
    assert_eq!(pawn_promotions, 4096);
    // cozy-chess's UCI parser reads a king promotion as a plain move; the
    // bridge keeps it.
    let king_promotion = BookMove::new(Square::E7, Square::E8, Some(Promotion::King));
    assert_eq!(king_promotion.to_string(), "e7e8k");
    let parsed: cozy::Move = "e7e8k".parse().unwrap();
    assert_eq!(parsed.promotion, None);
    let converted = cozy::Move::try_from(king_promotion).unwrap();
    assert_eq!(converted.promotion, Some(cozy::Piece::King));
    // The vocabulary's error, through this crate's re-export.
    let error: PawnPromotionError = Promotion::try_from(cozy::Piece::Pawn).unwrap_err();
    assert_eq!(error, Promotion::try_from(cozy::Piece::Pawn).unwrap_err());
    assert_eq!(
        Promotion::try_from(cozy::Piece::Queen),
        Ok(Promotion::Queen)
    );
}
