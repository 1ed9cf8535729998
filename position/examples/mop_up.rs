//! Mop-up evaluation with Manhattan and center Manhattan distance.
//!
//! In a won endgame against a lone king, the winning side drives the losing
//! king to the edge and brings its own king close. The Chess Programming
//! Wiki's "Mop-up Evaluation" weighs the losing king's center Manhattan
//! distance by 4.7 and the kings' closeness (14 - Manhattan distance) by 1.6.
//!
//! `cargo run --example mop_up -- ["FEN"]...`
//!
//! In a program of your own: `chess-tables-position` with its `distance`
//! feature (the distances are read through the `chess_tables` re-export).

mod common;
use common::say;

use chess_tables_position::chess_tables::distance::{
    center_manhattan_distance, manhattan_distance,
};
use chess_tables_position::{Color, Position};

/// Mop-up bonus in centipawns for the side that is winning, given both kings.
fn mop_up(
    winning_king: chess_tables_position::Square,
    losing_king: chess_tables_position::Square,
) -> u32 {
    let cmd = u32::from(center_manhattan_distance(losing_king));
    let md = u32::from(manhattan_distance(winning_king, losing_king));
    (470 * cmd + 160 * (14 - md)) / 10
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let fens: Vec<&str> = if args.is_empty() {
        vec![
            "8/8/8/3k4/8/8/8/KQ6 w - - 0 1", // black king in the center, kings far apart
            "k7/8/1K6/8/8/8/8/7Q w - - 0 1", // black king in the corner, kings close
        ]
    } else {
        args.iter().map(String::as_str).collect()
    };
    for fen in fens {
        match fen.parse::<Position>() {
            Ok(p) => match (p.king(Color::White), p.king(Color::Black)) {
                (Some(w), Some(b)) => {
                    say!("{fen}\n  mop-up bonus for white: {} cp", mop_up(w, b));
                }
                _ => say!("{fen}\n  needs both kings"),
            },
            Err(e) => say!("{fen}\n  error: {e}"),
        }
    }
}
