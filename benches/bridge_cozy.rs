//! Cost of the cozy-chess bridge (chess-tables-position's feature
//! `cozy-chess-0_3`) against the FEN route, on the 2,119 positions of the
//! book tests (`position/tests/data/book-games-expected.tsv`, read by
//! cozy-chess's FEN reader) and their book (`book-games.bin`, 1,414
//! entries). Every group runs over all positions per iteration, so its
//! throughput is per position:
//!
//! - `probe`: the key of a `Position` already built, the book probed and
//!   its moves converted to cozy-chess moves (the floor of the two below);
//! - `board_probe`: the same from a cozy-chess `Board`, through
//!   `Position::from(&board)`;
//! - `probe_cozy`: the same in one call, each move checked legal by
//!   cozy-chess;
//! - `fen_probe`: the same through a FEN string: cozy-chess writes it
//!   (Shredder-FEN, `{:#}`), `fen_key_with_mode` reads it, and cozy-chess
//!   parses each move's UCI text;
//! - `board_to_position`: the conversion alone, `Position::from(&board)`,
//!   against cozy-chess's FEN written and read by `from_fen_with_mode`;
//! - `position_to_board`: `cozy_chess::Board::try_from(&position)`,
//!   against the position's FEN written and read by cozy-chess.
//!
//! `cargo bench --bench bridge_cozy` (from benches/).

use chess_tables_position::book::{Book, CastlingConversion};
use chess_tables_position::zobrist::POLYGLOT;
use chess_tables_position::{CastlingMode, Position, PositionKeys};
use cozy_chess::{Board, Move};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::fmt::Write;
use std::hint::black_box;

const BOOK: &[u8] = include_bytes!("../position/tests/data/book-games.bin");
const POSITIONS: &str = include_str!("../position/tests/data/book-games-expected.tsv");

/// The book test positions as cozy-chess boards.
fn boards() -> Vec<Board> {
    POSITIONS
        .lines()
        .filter(|line| !line.starts_with('#'))
        .map(|line| Board::from_fen(line.split('\t').nth(1).unwrap(), false).unwrap())
        .collect()
}

/// The book's moves for `key`, converted, folded into one number.
fn probe(book: &Book, key: u64) -> u64 {
    book.probe_key(key, CastlingConversion::NONE)
        .map(|entry| {
            let mv = Move::try_from(entry.mv).unwrap();
            mv.from as u64 ^ mv.to as u64 ^ u64::from(entry.weight)
        })
        .sum()
}

fn bench(c: &mut Criterion) {
    let book = Book::new(BOOK).unwrap();
    let boards = boards();
    assert_eq!(boards.len(), 2119);
    let positions: Vec<Position> = boards.iter().map(Position::from).collect();
    let n = boards.len() as u64;
    // The routes agree before they are timed.
    let mut fen = String::new();
    for (board, position) in boards.iter().zip(&positions) {
        fen.clear();
        write!(fen, "{board:#}").unwrap();
        let key = POLYGLOT.key(position);
        assert_eq!(
            POLYGLOT.fen_key_with_mode(&fen, CastlingMode::Chess960),
            Ok(key)
        );
        assert_eq!(Board::try_from(position).as_ref(), Ok(board));
    }

    let mut group = c.benchmark_group("bridge_cozy/probe (ns per position)");
    group.throughput(Throughput::Elements(n));
    group.bench_function("Position built: key + probe", |b| {
        b.iter(|| {
            let mut sum = 0u64;
            for position in &positions {
                sum = sum.wrapping_add(probe(&book, POLYGLOT.key(black_box(position))));
            }
            sum
        })
    });
    group.bench_function("cozy Board: Position::from + key + probe", |b| {
        b.iter(|| {
            let mut sum = 0u64;
            for board in &boards {
                let position = Position::from(black_box(board));
                sum = sum.wrapping_add(probe(&book, POLYGLOT.key(&position)));
            }
            sum
        })
    });
    group.bench_function("cozy Board: probe_cozy (legal moves)", |b| {
        b.iter(|| {
            let mut sum = 0u64;
            for board in &boards {
                for (mv, entry) in book.probe_cozy(black_box(board)) {
                    sum = sum.wrapping_add(mv.from as u64 ^ mv.to as u64 ^ u64::from(entry.weight));
                }
            }
            sum
        })
    });
    group.bench_function("cozy Board: FEN write + fen_key + probe + UCI parse", |b| {
        let mut fen = String::with_capacity(100);
        let mut uci = String::with_capacity(8);
        b.iter(|| {
            let mut sum = 0u64;
            for board in &boards {
                fen.clear();
                write!(fen, "{:#}", black_box(board)).unwrap();
                let key = POLYGLOT
                    .fen_key_with_mode(&fen, CastlingMode::Chess960)
                    .unwrap();
                for entry in book.probe_key(key, CastlingConversion::NONE) {
                    uci.clear();
                    write!(uci, "{}", entry.mv).unwrap();
                    let mv: Move = uci.parse().unwrap();
                    sum = sum.wrapping_add(mv.from as u64 ^ mv.to as u64 ^ u64::from(entry.weight));
                }
            }
            sum
        })
    });
    group.finish();

    let mut group = c.benchmark_group("bridge_cozy/board_to_position (ns per position)");
    group.throughput(Throughput::Elements(n));
    group.bench_function("Position::from(&board)", |b| {
        b.iter(|| {
            let mut sum = 0u64;
            for board in &boards {
                sum = sum.wrapping_add(Position::from(black_box(board)).occupied());
            }
            sum
        })
    });
    group.bench_function("cozy FEN write + from_fen_with_mode", |b| {
        let mut fen = String::with_capacity(100);
        b.iter(|| {
            let mut sum = 0u64;
            for board in &boards {
                fen.clear();
                write!(fen, "{:#}", black_box(board)).unwrap();
                let position = Position::from_fen_with_mode(&fen, CastlingMode::Chess960).unwrap();
                sum = sum.wrapping_add(position.occupied());
            }
            sum
        })
    });
    group.finish();

    let mut group = c.benchmark_group("bridge_cozy/position_to_board (ns per position)");
    group.throughput(Throughput::Elements(n));
    group.bench_function("Board::try_from(&position)", |b| {
        b.iter(|| {
            let mut sum = 0u64;
            for position in &positions {
                let board = Board::try_from(black_box(position)).unwrap();
                sum = sum.wrapping_add(board.hash());
            }
            sum
        })
    });
    group.bench_function("Shredder-FEN write + cozy FEN read", |b| {
        let mut fen = String::with_capacity(100);
        b.iter(|| {
            let mut sum = 0u64;
            for position in &positions {
                fen.clear();
                write!(fen, "{}", black_box(position).shredder_fen()).unwrap();
                let board = Board::from_fen(&fen, true).unwrap();
                sum = sum.wrapping_add(board.hash());
            }
            sum
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
