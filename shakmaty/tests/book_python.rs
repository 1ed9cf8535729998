//! Book probes through the bridge against python-chess 1.11.2's readings
//! of the position crate's test books (its `tests/data/`, made by the
//! repository's `scripts/data/book-data.py`; not in this crate's package).
//!
//! - `book-games.bin` (`polyglot make-book` on 31 games): for every
//!   position of the games, shakmaty's position from the FEN, probed
//!   through the bridge, hands out legal moves only, and their moves (UCI,
//!   castling as the king's move), weights, learn values and order are
//!   python-chess's `open_reader(book).find_all(board)`.
//! - `book-wild.bin` (what books in the wild hold: headers, null moves,
//!   deleted entries, odd promotion codes, castling): python-chess's
//!   reading there is by key (`find_all(key)`, no board), so the bridge's
//!   moves are its entries of weight >= 1 less those a board-aware reader
//!   drops (the null move, undefined promotion codes, moves that are not
//!   legal, here the promotion to king), each drop counted.

use std::collections::{BTreeMap, HashSet};

use chess_tables_position::book::{Book, BookMove, Entry};
use chess_tables_position::{Position, Square};
use chess_tables_shakmaty::book::{book_move, legal_move};
use chess_tables_shakmaty::prelude::*;
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, Move, Position as _};

const GAMES_BOOK: &[u8] = include_bytes!("../../position/tests/data/book-games.bin");
const GAMES_EXPECTED: &str = include_str!("../../position/tests/data/book-games-expected.tsv");
const WILD_BOOK: &[u8] = include_bytes!("../../position/tests/data/book-wild.bin");
const WILD_EXPECTED: &str = include_str!("../../position/tests/data/book-wild-expected.tsv");

fn chess(fen: &str) -> Chess {
    fen.parse::<Fen>()
        .unwrap()
        .into_position(CastlingMode::Standard)
        .unwrap()
}

/// The legal moves of `pos` as UCI: the king's move for castling
/// (`e1g1`, python-chess's form) and, for castling, also king-takes-rook
/// (`e1h1`, the book's raw form). From shakmaty's move generator, not
/// from the bridge.
fn legal_uci(pos: &Chess) -> HashSet<String> {
    let mut uci = HashSet::new();
    for m in pos.legal_moves() {
        uci.insert(m.to_uci(CastlingMode::Standard).to_string());
        uci.insert(m.to_uci(CastlingMode::Chess960).to_string());
    }
    uci
}

#[test]
fn every_position_of_the_games_probes_as_python_chess_reads_it() {
    let book = Book::new(GAMES_BOOK).unwrap();
    let (mut positions, mut entries, mut castlings, mut en_passant_keys) = (0, 0, 0, 0);
    for line in GAMES_EXPECTED.lines().filter(|l| !l.starts_with('#')) {
        let mut fields = line.split('\t');
        let key = u64::from_str_radix(fields.next().unwrap(), 16).unwrap();
        let fen = fields.next().unwrap();
        let expected: Vec<&str> = match fields.next().unwrap() {
            "-" => Vec::new(),
            moves => moves.split(' ').collect(),
        };
        let pos = chess(fen);
        assert_eq!(pos.polyglot_key(), key, "{fen}");
        let legal = pos.legal_moves();
        let found: Vec<(Move, Entry)> = book.probe_shakmaty(&pos).collect();
        let mut text = Vec::new();
        for &(m, entry) in &found {
            assert!(legal.contains(&m), "{fen}: {m:?} is not legal");
            let uci = m.to_uci(CastlingMode::Standard).to_string();
            // Our entry writes the move as `Book::probe` does.
            assert_eq!(entry.mv.to_string(), uci, "{fen}");
            assert_eq!(entry.key, key);
            text.push(format!("{uci}:{}:{}", entry.weight, entry.learn));
            castlings += usize::from(matches!(m, Move::Castle { .. }));
        }
        assert_eq!(text, expected, "{fen}");
        // The cheap path gives our position's probe, entry for entry.
        let ours: Position = fen.parse().unwrap();
        assert_eq!(pos.to_chess_tables(), ours);
        let cheap: Vec<Entry> = book.probe_shakmaty_entries(&pos).collect();
        assert_eq!(cheap, book.probe(&ours).collect::<Vec<_>>(), "{fen}");
        assert_eq!(cheap.len(), found.len(), "{fen}");
        // A weighted choice is one of the moves, by the probe's rule.
        for r in [0, 1, 7, 12345, u32::MAX] {
            let chosen = book.probe_shakmaty(&pos).choose(r);
            assert_eq!(
                chosen.map(|(_, e)| e),
                book.probe(&ours).choose(r),
                "{fen} r = {r}"
            );
        }
        positions += 1;
        entries += found.len();
        en_passant_keys += usize::from(ours.polyglot_en_passant().is_some() && !found.is_empty());
    }
    // Every position of the 31 games and all 1414 entries of the book, as
    // the position crate's own test counts them; 27 of the positions with
    // book moves hash an en-passant file. 15 of the moves castle.
    assert_eq!((positions, entries, en_passant_keys), (2119, 1414, 27));
    assert_eq!(castlings, 15);
}

/// The wild book's header notes: key, the case it holds, its FEN.
fn wild_cases() -> Vec<(u64, &'static str, &'static str)> {
    let mut cases = Vec::new();
    let mut lines = WILD_EXPECTED.lines().peekable();
    while let Some(line) = lines.next() {
        let Some(rest) = line.strip_prefix("# ") else {
            continue;
        };
        let Some((key, case)) = rest.split_once(' ') else {
            continue;
        };
        if key.len() != 16 || !key.bytes().all(|b| b.is_ascii_hexdigit()) {
            continue;
        }
        let fen = lines.next().unwrap().strip_prefix("#   FEN ").unwrap();
        cases.push((u64::from_str_radix(key, 16).unwrap(), case, fen));
    }
    cases
}

#[test]
fn the_wild_book_probes_as_python_chess_reads_it_less_what_no_board_can_play() {
    let book = Book::new(WILD_BOOK).unwrap();
    // python-chess's entries of weight >= 1, by key, in book order.
    let mut theirs: BTreeMap<u64, Vec<(u16, u16, u32)>> = BTreeMap::new();
    for line in WILD_EXPECTED.lines().filter(|l| !l.starts_with('#')) {
        let f: Vec<&str> = line.split('\t').collect();
        if f[1] == "1" {
            theirs
                .entry(u64::from_str_radix(f[0], 16).unwrap())
                .or_default()
                .push((
                    u16::from_str_radix(f[3], 16).unwrap(),
                    f[4].parse().unwrap(),
                    f[5].parse().unwrap(),
                ));
        }
    }
    let cases = wild_cases();
    assert_eq!(cases.len(), 30);
    let (mut null, mut undefined, mut not_legal, mut found_total, mut castlings) = (0, 0, 0, 0, 0);
    for (key, case, fen) in cases {
        let pos = chess(fen);
        assert_eq!(pos.polyglot_key(), key, "{case}");
        let legal = legal_uci(&pos);
        let mut expected = Vec::new();
        for &(raw, weight, learn) in theirs.get(&key).map(Vec::as_slice).unwrap_or(&[]) {
            let mv = BookMove::from_raw(raw);
            if mv.is_null() {
                null += 1;
            } else if mv.promotion().is_err() {
                undefined += 1;
            } else if !legal.contains(&mv.to_string()) {
                not_legal += 1;
            } else {
                expected.push((mv.to_string(), weight, learn));
            }
        }
        let found: Vec<(String, u16, u32)> = book
            .probe_shakmaty(&pos)
            .map(|(m, e)| {
                castlings += usize::from(matches!(m, Move::Castle { .. }));
                // The book's raw form: king-takes-rook for castling.
                (book_move(m).unwrap().to_string(), e.weight, e.learn)
            })
            .collect();
        assert_eq!(found, expected, "{case}: {fen}");
        found_total += found.len();
    }
    // Two null moves of non-zero weight, the two undefined promotion codes,
    // the promotion to king (b7b8k, antichess only); e1h1 and e1a1 castle.
    assert_eq!((null, undefined, not_legal), (2, 2, 1));
    assert_eq!(castlings, 2);
    assert_eq!(found_total, 75);
    // The header's key finds nothing.
    let start = chess("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    assert_eq!(book.probe_shakmaty(&start).count(), 0);
}

/// The castling position of the wild book in both castling modes: the
/// same `Move::Castle`s, our entries in each mode's form.
#[test]
fn castling_comes_out_as_shakmatys_castle_in_both_modes() {
    let book = Book::new(WILD_BOOK).unwrap();
    let fen = "r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 4 8";
    let castle = |rook| Move::Castle {
        king: shakmaty::Square::E1,
        rook,
    };
    let mut moves = Vec::new();
    for (mode, short, long) in [
        (CastlingMode::Standard, "e1g1", "e1c1"),
        (CastlingMode::Chess960, "e1h1", "e1a1"),
    ] {
        let pos: Chess = fen.parse::<Fen>().unwrap().into_position(mode).unwrap();
        let found: Vec<(Move, String)> = book
            .probe_shakmaty(&pos)
            .map(|(m, e)| (m, e.mv.to_string()))
            .collect();
        assert_eq!(
            found[..2],
            [
                (castle(shakmaty::Square::H1), short.to_string()),
                (castle(shakmaty::Square::A1), long.to_string())
            ],
            "{mode:?}"
        );
        moves.push(found);
    }
    assert_eq!(moves[0].len(), 3);
    assert_eq!(moves[0].len(), moves[1].len());
    // Either form of a castling, given to `legal_move` in standard chess.
    let pos = chess(fen);
    for (from, to, rook) in [
        (Square::E1, Square::G1, shakmaty::Square::H1),
        (Square::E1, Square::H1, shakmaty::Square::H1),
        (Square::E1, Square::C1, shakmaty::Square::A1),
        (Square::E1, Square::A1, shakmaty::Square::A1),
    ] {
        assert_eq!(
            legal_move(&pos, BookMove::new(from, to, None)),
            Some(castle(rook))
        );
    }
    // Not after the king has moved: the rights are gone.
    let moved = chess("r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w kq - 4 8");
    assert_eq!(
        legal_move(&moved, BookMove::new(Square::E1, Square::G1, None)),
        None
    );
    assert_eq!(
        legal_move(&moved, BookMove::new(Square::E1, Square::H1, None)),
        None
    );
}
