//! One perft run of a peer's generator, for instruction counts under
//! callgrind beside the perft example's (`contributing/performance.md`, "Perft").
//! cozy-chess counts as `benches/perft.rs` does (bulk counting at the last
//! ply, copy-make); shakmaty by its own `perft`.
//!
//! `cargo run --release --example peer_perft -- cozy|shakmaty FEN DEPTH`
//! (from benches/).

use chess_tables_benches::cozy_perft;
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [peer, fen, depth] = &args[..] else {
        eprintln!("usage: peer_perft cozy|shakmaty FEN DEPTH");
        std::process::exit(2);
    };
    let depth: u32 = depth.parse().expect("DEPTH is a number");
    let nodes = match peer.as_str() {
        "cozy" => cozy_perft(&cozy_chess::Board::from_fen(fen, false).unwrap(), depth),
        "shakmaty" => {
            let position: Chess = fen
                .parse::<Fen>()
                .unwrap()
                .into_position(CastlingMode::Standard)
                .unwrap();
            shakmaty::perft(&position, depth)
        }
        _ => panic!("unknown peer {peer}"),
    };
    println!("{nodes}");
}
