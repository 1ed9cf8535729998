//! FEN to Polyglot key in CPU time, for a shared machine where criterion's
//! wall-clock samples include time the thread spent waiting for a core.
//! Same positions and the same two paths as `benches/fen.rs`; the thread's
//! user + system time comes from `/proc/thread-self/stat` (Linux, 10 ms
//! ticks), so each path runs for a few seconds.
//!
//! `cargo run --release --example fen_cpu_time [ROUNDS]` (from benches/).

use chess_tables::zobrist::POLYGLOT;
use chess_tables_position::PositionKeys;
use shakmaty::fen::Fen;
use shakmaty::zobrist::Zobrist64;
use shakmaty::{CastlingMode, Chess, EnPassantMode, Position};
use std::hint::black_box;

const DATA: &str = include_str!("../../position/tests/data/random-games.tsv");

/// The thread's CPU time so far, in clock ticks (utime + stime).
fn cpu_ticks() -> u64 {
    let stat = std::fs::read_to_string("/proc/thread-self/stat").expect("Linux /proc");
    // Fields after the command name (in parentheses): utime and stime are
    // fields 14 and 15 of the line, 12 and 13 after the ')'.
    let rest = &stat[stat.rfind(')').unwrap() + 2..];
    let fields: Vec<&str> = rest.split(' ').collect();
    fields[11].parse::<u64>().unwrap() + fields[12].parse::<u64>().unwrap()
}

fn shakmaty_key(fen: &str) -> u64 {
    let setup: Fen = fen.parse().unwrap();
    let position: Chess = setup.into_position(CastlingMode::Standard).unwrap();
    position
        .zobrist_hash::<Zobrist64>(EnPassantMode::PseudoLegal)
        .0
}

fn measure(name: &str, fens: &[&str], rounds: usize, f: impl Fn(&str) -> u64) -> f64 {
    let start = cpu_ticks();
    let mut acc = 0u64;
    for _ in 0..rounds {
        for fen in fens {
            acc ^= f(black_box(fen));
        }
    }
    black_box(acc);
    let ticks = cpu_ticks() - start;
    // Linux reports these fields in USER_HZ = 100 ticks per second.
    let ns = ticks as f64 * 1e7 / (rounds * fens.len()) as f64;
    println!(
        "{name:<42} {ns:>7.1} ns/position  {:>6.2} M positions/s  ({ticks} ticks)",
        1e3 / ns
    );
    ns
}

fn main() {
    let rounds: usize = std::env::args().nth(1).map_or(1000, |r| r.parse().unwrap());
    let fens: Vec<&str> = DATA
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .map(|l| l.split_once('\t').unwrap().0)
        .collect();
    println!(
        "{} positions x {rounds} rounds, CPU time of this thread",
        fens.len()
    );
    let ours = measure("chess-tables POLYGLOT.fen_key", &fens, rounds, |fen| {
        POLYGLOT.fen_key(fen).unwrap()
    });
    let theirs = measure(
        "shakmaty Fen -> Chess -> zobrist_hash",
        &fens,
        rounds / 4,
        shakmaty_key,
    );
    println!("shakmaty / chess-tables: {:.2}x", theirs / ours);
}
