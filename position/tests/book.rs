//! The Polyglot book reader against a book written by PolyGlot 2.0.4
//! (`polyglot make-book -min-game 1`) and the moves python-chess 1.11.2's
//! `chess.polyglot.open_reader` finds in it, for every position of the games
//! the book was made from. The data are made by `scripts/data/book-data.py` and
//! checked against the real tools by `scripts/check/check-book.sh`.

use chess_tables_position::PositionKeys;
use std::collections::HashSet;

use chess_tables_position::Promotion;
use chess_tables_position::book::{
    Book, BookErrorKind, BookMove, ENTRY_BYTES, Entry, sort_entries,
};
use chess_tables_position::zobrist::POLYGLOT;
use chess_tables_position::{Position, Square};

const BOOK: &[u8] = include_bytes!("data/book-games.bin");
const EXPECTED: &str = include_str!("data/book-games-expected.tsv");
const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const ISSUE_FEN: &str = "2b1k1n1/r2p1p1r/3b2q1/2n1P1pp/2P1PPPP/N4R2/P2B4/R3KBN1 w Q - 2 19";

/// (key, FEN, entries as `uci:weight:learn`) per line of the expectations.
fn expected() -> Vec<(u64, &'static str, Vec<&'static str>)> {
    EXPECTED
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

fn text(entries: impl Iterator<Item = Entry>) -> Vec<String> {
    entries
        .map(|e| format!("{}:{}:{}", e.mv, e.weight, e.learn))
        .collect()
}

fn book() -> Book<'static> {
    Book::new(BOOK).unwrap()
}

/// Writes entries as a book.
fn bytes(entries: &[Entry]) -> Vec<u8> {
    entries.iter().flat_map(|e| e.to_bytes()).collect()
}

#[test]
fn every_position_of_the_games_probes_as_python_chess_reads_it() {
    let book = book();
    let expected = expected();
    let (mut positions, mut entries, mut empty, mut en_passant) = (0, 0, 0, 0);
    for (key, fen, moves) in &expected {
        assert_eq!(POLYGLOT.fen_key(fen), Ok(*key), "{fen}");
        let found = text(book.probe_fen(fen).unwrap());
        assert_eq!(found, *moves, "{fen}");
        // The same entries by key, with raw moves.
        assert_eq!(book.entries(*key).count(), moves.len(), "{fen}");
        positions += 1;
        entries += found.len();
        empty += usize::from(found.is_empty());
        let position = fen.parse::<Position>().unwrap();
        en_passant += usize::from(position.polyglot_en_passant().is_some() && !found.is_empty());
    }
    // Every distinct position of the 31 games, all 1414 entries of the book;
    // in 725 positions make-book kept nothing (the losing side's moves,
    // weight 0, and the games' last positions). In 27 positions with book
    // moves the en-passant file is part of the key.
    assert_eq!((positions, entries, empty), (2119, 1414, 725));
    assert_eq!(en_passant, 27);
    assert_eq!(book.len(), 1414);
}

#[test]
fn every_key_in_the_book_belongs_to_a_position_of_the_games() {
    let keys: HashSet<u64> = expected().iter().map(|(key, _, _)| *key).collect();
    let book = book();
    assert_eq!(book.validate(), Ok(()));
    assert_eq!(BOOK.len(), 1414 * ENTRY_BYTES);
    for entry in book.iter() {
        assert!(keys.contains(&entry.key), "{:016x}", entry.key);
    }
}

#[test]
fn make_book_orders_a_positions_moves_by_descending_weight() {
    let book = book();
    let start = text(book.probe_fen(START).unwrap());
    assert_eq!(
        start,
        [
            "d2d4:6:0", "d2d3:5:0", "g2g3:4:0", "f2f3:3:0", "g2g4:3:0", "b2b3:2:0", "c2c4:2:0",
            "c2c3:2:0", "f2f4:2:0", "a2a3:2:0", "b2b4:2:0", "e2e4:1:0", "e2e3:1:0", "a2a4:1:0"
        ]
    );
    let key = POLYGLOT.fen_key(START).unwrap();
    assert_eq!(key, 0x463b96181691fc9c);
    let weights: Vec<u16> = book.entries(key).map(|e| e.weight).collect();
    assert_eq!(weights, [6, 5, 4, 3, 3, 2, 2, 2, 2, 2, 2, 1, 1, 1]);
    // So throughout the book: within a key, weights never rise.
    let entries: Vec<Entry> = book.iter().collect();
    for pair in entries.windows(2) {
        if pair[0].key == pair[1].key {
            assert!(pair[0].weight >= pair[1].weight, "{:016x}", pair[0].key);
        }
    }
    // Weights are sums of 2 per win and 1 per draw: 709 entries of 2, 700 of 1.
    let count = |w| entries.iter().filter(|e| e.weight == w).count();
    assert_eq!((count(1), count(2), count(0)), (700, 709, 0));
}

/// Moves of equal weight (`tests/data/book-ties.pgn`, each case a position
/// whose moves tie at weight 2): make-book writes them in the order its
/// games first played them, which the entries do not hold;
/// `sort_entries` in raw move order. A stable sort by key and descending
/// weight of the entries in first-played order gives make-book's.
/// `scripts/check/check-book.sh` checks make-book's rule on this book,
/// `book-games.bin` and `book-other.bin`.
#[test]
fn tied_moves_come_first_played_first_from_make_book_and_by_raw_move_from_sort_entries() {
    let book = Book::new(include_bytes!("data/book-ties.bin")).unwrap();
    let after_e4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
    let after_d4 = "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq d3 0 1";
    let cases: [(&str, &[&str], &[&str]); 3] = [
        // Issue 29: played 1. d4, 1. e4, 1. Nf3, 1. c4 in that order.
        (
            START,
            &["d2d4", "e2e4", "g1f3", "c2c4"],
            &["g1f3", "c2c4", "d2d4", "e2e4"],
        ),
        // e5 (two draws) came before c5 (a win).
        (after_e4, &["e7e5", "c7c5"], &["c7c5", "e7e5"]),
        // Nf6 came first, in a game Black lost (weight 0 there).
        (after_d4, &["g8f6", "d7d5"], &["d7d5", "g8f6"]),
    ];
    let moves = |entries: &[Entry]| entries.iter().map(|e| e.mv.to_string()).collect::<Vec<_>>();
    let mut sorted: Vec<Entry> = book.iter().rev().collect();
    let n = sort_entries(&mut sorted);
    assert_eq!(n, book.len());
    for (fen, make_book, ours) in cases {
        let key = POLYGLOT.fen_key(fen).unwrap();
        let theirs: Vec<Entry> = book.entries(key).collect();
        assert_eq!(moves(&theirs), make_book, "{fen}");
        assert!(theirs.iter().all(|e| e.weight == 2), "{fen}");
        let mine: Vec<Entry> = sorted[..n]
            .iter()
            .copied()
            .filter(|e| e.key == key)
            .collect();
        assert_eq!(moves(&mine), ours, "{fen}");
    }
    // The games first played d4, then Nf6 after it, e4, e5, Nf3, c4, c5, d5.
    let mut first_played: Vec<Entry> = [
        "d2d4", "g8f6", "e2e4", "e7e5", "g1f3", "c2c4", "c7c5", "d7d5",
    ]
    .iter()
    .map(|uci| book.iter().find(|e| e.mv.to_string() == *uci).unwrap())
    .collect();
    first_played.sort_by_key(|e| (e.key, std::cmp::Reverse(e.weight))); // stable
    assert_eq!(first_played, book.iter().collect::<Vec<_>>());
}

#[test]
fn issue_13_queen_side_castling_probes_as_e1c1() {
    let book = book();
    let probed: Vec<Entry> = book.probe_fen(ISSUE_FEN).unwrap().collect();
    assert_eq!(text(probed.iter().copied()), ["e1c1:2:0"]);
    let mv = probed[0].mv;
    assert_eq!(
        (mv.from(), mv.to(), mv.promotion()),
        (Square::E1, Square::C1, Ok(None))
    );
    // By key alone the move stays raw: king takes rook, e1a1 = 4 << 6 | 0.
    let key = POLYGLOT.fen_key(ISSUE_FEN).unwrap();
    assert_eq!(key, 0x56959f670d228a41);
    let raw: Vec<Entry> = book.entries(key).collect();
    assert_eq!(raw.len(), 1);
    assert_eq!(raw[0].mv.raw(), 0x0100);
    assert_eq!(raw[0].mv.to_string(), "e1a1");
    assert_eq!((raw[0].key, raw[0].weight, raw[0].learn), (key, 2, 0));
    // From a Position too.
    let position = ISSUE_FEN.parse::<Position>().unwrap();
    assert_eq!(book.probe(&position).next().unwrap().mv.to_string(), "e1c1");
}

#[test]
fn castling_on_both_sides_for_both_colors_converts() {
    let book = book();
    let mut seen = HashSet::new();
    for (_, fen, moves) in expected() {
        for (raw, probed) in book
            .entries(POLYGLOT.fen_key(fen).unwrap())
            .zip(book.probe_fen(fen).unwrap())
        {
            let (raw, probed) = (raw.mv.to_string(), probed.mv.to_string());
            if raw != probed {
                seen.insert((raw.clone(), probed.clone()));
                assert!(moves.iter().any(|m| m.starts_with(&probed)));
            }
        }
    }
    let mut seen: Vec<_> = seen.into_iter().collect();
    seen.sort();
    let pair = |a: &str, b: &str| (a.to_string(), b.to_string());
    assert_eq!(
        seen,
        [
            pair("e1a1", "e1c1"),
            pair("e1h1", "e1g1"),
            pair("e8a8", "e8c8"),
            pair("e8h8", "e8g8")
        ]
    );
}

#[test]
fn a_rook_move_from_e1_to_h1_is_not_castling() {
    let raw = BookMove::new(Square::E1, Square::H1, None);
    for fen in [
        "4k3/8/8/8/8/8/8/K3R3 w - - 0 1",  // a rook on e1, h1 empty
        "4k3/8/8/8/8/8/8/K3Q2r w - - 0 1", // a queen takes a rook
        "4k3/8/8/8/8/8/8/4K2r w - - 0 1",  // the king, but an enemy rook
        "4K3/8/8/8/8/8/8/4k2R w - - 0 1",  // a black king on e1, a white rook
    ] {
        let key = POLYGLOT.fen_key(fen).unwrap();
        let entry = Entry {
            key,
            mv: raw,
            weight: 1,
            learn: 0,
        };
        let bytes = bytes(&[entry]);
        let book = Book::new(&bytes).unwrap();
        assert_eq!(book.probe_fen(fen).unwrap().next(), Some(entry), "{fen}");
    }
    // Black's castling: king and own rook on e8 and h8.
    let fen = "r3k2r/8/8/8/8/8/8/4K3 b kq - 0 1";
    let key = POLYGLOT.fen_key(fen).unwrap();
    let raw = [(Square::H8, "e8g8"), (Square::A8, "e8c8")].map(|(to, _)| Entry {
        key,
        mv: BookMove::new(Square::E8, to, None),
        weight: 1,
        learn: 0,
    });
    let bytes = bytes(&raw);
    let book = Book::new(&bytes).unwrap();
    assert_eq!(text(book.probe_fen(fen).unwrap()), ["e8g8:1:0", "e8c8:1:0"]);
    assert_eq!(text(book.entries(key)), ["e8h8:1:0", "e8a8:1:0"]);
}

#[test]
fn moves_decode_by_the_spec() {
    // e7e8q: promotion 4 in bits 12-14, from e7 = 52 in bits 6-11, to e8 = 60.
    let mv = BookMove::from_raw((4 << 12) | (52 << 6) | 60);
    assert_eq!(mv.raw(), 0x4d3c);
    assert_eq!((mv.from(), mv.to()), (Square::E7, Square::E8));
    assert_eq!(mv.promotion(), Ok(Some(Promotion::Queen)));
    assert_eq!(mv.to_string(), "e7e8q");
    assert_eq!(
        BookMove::new(Square::E7, Square::E8, Some(Promotion::Queen)),
        mv
    );
    for (bits, promotion, uci) in [
        (1, Ok(Some(Promotion::Knight)), "a2a1n"),
        (2, Ok(Some(Promotion::Bishop)), "a2a1b"),
        (3, Ok(Some(Promotion::Rook)), "a2a1r"),
        (4, Ok(Some(Promotion::Queen)), "a2a1q"),
        (0, Ok(None), "a2a1"),
        // A promotion to king (antichess books), as python-chess prints it.
        (5, Ok(Some(Promotion::King)), "a2a1k"),
        // Undefined codes: an error, and never shown as a plain move.
        (
            6,
            Err(BookErrorKind::InvalidPromotion { code: 6 }),
            "a2a1(promotion code 6)",
        ),
        (
            7,
            Err(BookErrorKind::InvalidPromotion { code: 7 }),
            "a2a1(promotion code 7)",
        ),
    ] {
        let mv = BookMove::from_raw((bits << 12) | (8 << 6));
        assert_eq!(mv.promotion().map_err(|e| e.kind()), promotion);
        assert_eq!(mv.to_string(), uci);
        assert_eq!(mv.is_playable(), promotion.is_ok());
        if let Ok(promotion) = promotion {
            assert_eq!(BookMove::new(Square::A2, Square::A1, promotion), mv);
        }
    }
    assert!(BookMove::NULL.is_null() && !BookMove::NULL.is_playable());
    // Bit 15 is no part of a move: with it, a1a1 is still the null move.
    let marked = BookMove::from_raw(0x8000);
    assert!(marked.is_null() && !marked.is_playable());
    assert_eq!(marked.to_string(), "a1a1");
    assert_eq!(BookMove::NULL.to_string(), "a1a1");
    // Bit 15 is unused; h8 = 63 and a1 = 0 at the ends of both fields.
    let mv = BookMove::from_raw(0x8000 | (63 << 6));
    assert_eq!(
        (mv.from(), mv.to(), mv.to_string().as_str()),
        (Square::H8, Square::A1, "h8a1")
    );
    // Every move of the book decodes to what python-chess printed.
    let book = book();
    let promotions = book
        .iter()
        .filter(|e| matches!(e.mv.promotion(), Ok(Some(_))))
        .count();
    assert!(promotions >= 4, "{promotions}");
}

#[test]
fn entries_round_trip_through_bytes() {
    for (chunk, entry) in BOOK.chunks_exact(ENTRY_BYTES).zip(book().iter()) {
        assert_eq!(entry.to_bytes().as_slice(), chunk);
        assert_eq!(Entry::from_bytes(chunk.try_into().unwrap()), entry);
    }
    let entry = Entry::from_bytes(&[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
    assert_eq!(entry.key, 0x0102030405060708);
    assert_eq!(entry.mv.raw(), 0x090a);
    assert_eq!(entry.weight, 0x0b0c);
    assert_eq!(entry.learn, 0x0d0e0f10);
    assert_eq!(book().get(1414), None);
    assert_eq!(book().get(usize::MAX), None);
    assert_eq!(book().get(0), book().iter().next());
}

#[test]
fn choose_picks_by_cumulative_weight() {
    let book = book();
    let start = START.parse::<Position>().unwrap();
    // Weights 6, 5, 4, 3, ... total 36: r % 36 in 0..6 picks d2d4, 6..11 d2d3.
    let pick = |r| book.probe(&start).choose(r).unwrap().mv.to_string();
    assert_eq!(pick(0), "d2d4");
    assert_eq!(pick(5), "d2d4");
    assert_eq!(pick(6), "d2d3");
    assert_eq!(pick(10), "d2d3");
    assert_eq!(pick(11), "g2g3");
    assert_eq!(pick(35), "a2a4");
    assert_eq!(pick(36), "d2d4");
    assert_eq!(pick(u32::MAX), pick(u32::MAX % 36));
    // Castling is chosen converted from a position, raw from a key.
    let issue = POLYGLOT.fen_key(ISSUE_FEN).unwrap();
    assert_eq!(
        book.entries(issue).choose(7).unwrap().mv.to_string(),
        "e1a1"
    );
    let probed = book.probe_fen(ISSUE_FEN).unwrap().choose(7).unwrap();
    assert_eq!(probed.mv.to_string(), "e1c1");
    // Nothing to choose: a missing key, or only weight 0.
    assert_eq!(book.entries(1).choose(0), None);
    let zero = bytes(&[Entry {
        key: 9,
        mv: BookMove::from_raw(1),
        weight: 0,
        learn: 0,
    }]);
    assert_eq!(Book::new(&zero).unwrap().entries(9).choose(0), None);
    // Frequencies over all residues equal the weights.
    let mut counts = std::collections::HashMap::new();
    for r in 0..36 {
        *counts.entry(pick(r)).or_insert(0) += 1;
    }
    for e in book.probe(&start) {
        assert_eq!(counts[&e.mv.to_string()], e.weight, "{}", e.mv);
    }
}

#[test]
fn truncated_book_is_an_error() {
    for len in [1, 15, 17, BOOK.len() - 1, BOOK.len() - 8] {
        let error = Book::new(&BOOK[..len]).unwrap_err();
        assert_eq!(error.kind(), BookErrorKind::Length { bytes: len });
        assert_eq!(error.offset(), Some(len / 16 * 16), "the entry cut short");
    }
    assert_eq!(
        Book::new(&BOOK[..17]).unwrap_err().to_string(),
        "a Polyglot book is whole entries: this one is 17 bytes, 1 of them after the last whole entry (byte 16)"
    );
    // Cut at an entry boundary, the rest is a valid shorter book.
    let half = Book::new(&BOOK[..700 * ENTRY_BYTES]).unwrap();
    assert_eq!(half.len(), 700);
    assert_eq!(half.validate(), Ok(()));
}

#[test]
fn empty_book_finds_nothing() {
    let book = Book::new(&[]).unwrap();
    assert!(book.is_empty());
    assert_eq!(book.len(), 0);
    assert_eq!(book.validate(), Ok(()));
    assert_eq!(book.entries(0x463b96181691fc9c).next(), None);
    assert_eq!(book.probe_fen(START).unwrap().count(), 0);
    assert_eq!(book.probe_fen(START).unwrap().choose(3), None);
    assert_eq!(book.iter().count(), 0);
    assert_eq!(book.get(0), None);
}

#[test]
fn missing_key_finds_nothing() {
    let book = book();
    let first = book.get(0).unwrap().key;
    let last = book.get(book.len() - 1).unwrap().key;
    // Below the first key, above the last, and between two keys.
    let (a, b) = book
        .iter()
        .zip(book.iter().skip(1))
        .map(|(a, b)| (a.key, b.key))
        .find(|(a, b)| b - a > 1)
        .unwrap();
    for key in [0, first - 1, a + 1, b - 1, last + 1, u64::MAX] {
        assert_eq!(book.entries(key).count(), 0, "{key:016x}");
    }
    // A position that no game reached.
    let fen = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
    assert_eq!(book.probe_fen(fen).unwrap().next(), None);
    assert!(book.probe_fen("not a fen").is_err());
}

#[test]
fn unsorted_book_is_reported_and_never_panics() {
    // The book backwards: keys descend.
    let mut reversed: Vec<Entry> = book().iter().collect();
    reversed.reverse();
    let reversed = bytes(&reversed);
    let book = Book::new(&reversed).unwrap();
    assert_eq!(
        book.validate().map_err(|e| e.kind()),
        Err(BookErrorKind::Unsorted { index: 1 })
    );
    assert_eq!(book.validate().unwrap_err().offset(), Some(16));
    assert_eq!(
        book.validate().unwrap_err().to_string(),
        "book entry 1 has a smaller key than the entry before it: the book is not sorted by key"
    );
    // Lookups may miss, but never panic or read a wrong key.
    for (key, _, _) in expected() {
        assert!(book.entries(key).all(|e| e.key == key));
    }
    // Two entries swapped in the middle.
    let mut swapped = BOOK.to_vec();
    let (i, j) = (500 * ENTRY_BYTES, 900 * ENTRY_BYTES);
    for k in 0..ENTRY_BYTES {
        swapped.swap(i + k, j + k);
    }
    let book = Book::new(&swapped).unwrap();
    assert!(matches!(
        book.validate().map_err(|e| e.kind()),
        Err(BookErrorKind::Unsorted { index: 501 | 900 })
    ));
    for (key, _, _) in expected() {
        assert!(book.entries(key).all(|e| e.key == key));
    }
    // Garbage: every byte pattern is some entry, nothing panics.
    let garbage: Vec<u8> = (0..4096u32)
        .map(|i| (i.wrapping_mul(2654435761) >> 13) as u8)
        .collect();
    let book = Book::new(&garbage).unwrap();
    for entry in book.iter() {
        let _ = entry.mv.to_string();
        let _ = book.entries(entry.key).choose(u32::MAX);
    }
}

/// A castling move with bit 15 set (no part of a move: the format uses 15
/// bits) converts as the same move without it, as python-chess reads it.
#[test]
fn castling_converts_whatever_bit_15_holds() {
    let position = "4k3/8/8/8/8/8/8/4K2R w K - 0 1"
        .parse::<Position>()
        .unwrap();
    let key = POLYGLOT.key(&position);
    let e1h1 = BookMove::new(Square::E1, Square::H1, None).raw();
    for raw in [e1h1, e1h1 | 0x8000] {
        let entry = Entry {
            key,
            mv: BookMove::from_raw(raw),
            weight: 1,
            learn: 0,
        };
        let data = bytes(&[entry]);
        let book = Book::new(&data).unwrap();
        let probed: Vec<String> = book.probe(&position).map(|e| e.mv.to_string()).collect();
        assert_eq!(probed, ["e1g1"], "raw {raw:#06x}");
    }
}

/// A probe by key, with the board facts given as bitboards, finds what the
/// position's probe finds (python-chess's moves) on every position of the
/// games; without conversion, castling stays king-takes-rook.
#[test]
fn a_probe_by_key_with_the_boards_bitboards_equals_the_positions_probe() {
    use chess_tables_position::book::CastlingConversion;
    use chess_tables_position::{Color, Role};
    let book = book();
    let (mut positions, mut castlings) = (0, 0);
    for (key, fen, moves) in expected() {
        let position: Position = fen.parse().unwrap();
        let castling = CastlingConversion::from_bitboards(
            position.by_role(Role::King),
            position.by_role(Role::Rook),
            position.by_color(Color::White),
        );
        assert_eq!(castling, CastlingConversion::of(&position), "{fen}");
        assert_eq!(text(book.probe_key(key, castling)), moves, "{fen}");
        for (king_move, raw) in book
            .probe_key(key, castling)
            .zip(book.probe_key(key, CastlingConversion::NONE))
        {
            assert_eq!(castling.to_king_takes_rook(king_move.mv), raw.mv, "{fen}");
            assert_eq!(castling.to_king_move(raw.mv), king_move.mv, "{fen}");
            castlings += usize::from(king_move.mv != raw.mv);
        }
        positions += 1;
    }
    assert_eq!(positions, 2119);
    assert!(castlings > 0, "no castling among the book's moves");
    // The header's key finds nothing, as `probe` does.
    assert_eq!(book.probe_key(0, CastlingConversion::NONE).count(), 0);
}

#[test]
fn the_four_castlings_convert_both_ways_only_on_their_board() {
    use chess_tables_position::book::CastlingConversion;
    let start = CastlingConversion::of(&Position::START);
    let pairs = [
        ("e1h1", "e1g1"),
        ("e1a1", "e1c1"),
        ("e8h8", "e8g8"),
        ("e8a8", "e8c8"),
    ];
    let mv = |uci: &str| {
        let square = |s: &str| s.parse::<Square>().unwrap();
        BookMove::new(square(&uci[..2]), square(&uci[2..]), None)
    };
    for (raw, king) in pairs {
        assert_eq!(start.to_king_move(mv(raw)), mv(king));
        assert_eq!(start.to_king_takes_rook(mv(king)), mv(raw));
        assert_eq!(CastlingConversion::NONE.to_king_move(mv(raw)), mv(raw));
        assert_eq!(
            CastlingConversion::NONE.to_king_takes_rook(mv(king)),
            mv(king)
        );
    }
    // A queen on e1 (no king): e1h1 is the queen's move.
    let queen_on_e1 = CastlingConversion::from_bitboards(Square::G1.bit(), Square::H1.bit(), !0);
    assert_eq!(queen_on_e1.to_king_move(mv("e1h1")), mv("e1h1"));
    // Colours matter: a black rook on h1 is no white castling.
    let black_rook =
        CastlingConversion::from_bitboards(Square::E1.bit(), Square::H1.bit(), Square::E1.bit());
    assert_eq!(black_rook.to_king_move(mv("e1h1")), mv("e1h1"));
    // A Chess960 position keeps king-takes-rook.
    let chess960 =
        Position::from_fen_with_mode(START, chess_tables_position::CastlingMode::Chess960).unwrap();
    assert_eq!(CastlingConversion::of(&chess960), CastlingConversion::NONE);
}
