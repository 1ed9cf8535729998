//! What the benchmarks share: the peers' code that more than one of them
//! runs. The benchmarks themselves are `attacks.rs`, `lookups.rs`,
//! `book.rs`, `fen.rs`, `perft.rs` and `examples/`.

/// cozy-chess's perft with bulk counting, as its own perft example counts.
pub fn cozy_perft(board: &cozy_chess::Board, depth: u32) -> u64 {
    let mut nodes = 0;
    match depth {
        0 => nodes = 1,
        1 => {
            board.generate_moves(|moves| {
                nodes += moves.len() as u64;
                false
            });
        }
        _ => {
            board.generate_moves(|moves| {
                for m in moves {
                    let mut child = board.clone();
                    child.play_unchecked(m);
                    nodes += cozy_perft(&child, depth - 1);
                }
                false
            });
        }
    }
    nodes
}
