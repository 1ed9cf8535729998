//! Reads one chess-tables table once.
use chess_tables::{Square, distance};

fn main() {
    let n = std::env::args().count();
    let sq = Square::new(std::hint::black_box(n) % 64).unwrap_or(Square::A1);
    std::process::exit(i32::from(distance::knight_distance(sq, Square::H8)));
}
