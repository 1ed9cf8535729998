//! The random games the differential tests play: shakmaty's legal moves
//! chosen by a fixed-seed SplitMix64, from the start position or a random
//! Chess960 start, the same games for every test that asks for a seed.

use chess_tables_position::CastlingMode;
use shakmaty::{Board, Chess, FromSetup, Move, Position as _};

/// SplitMix64 (Steele, Lea and Flood, 2014).
pub struct SplitMix64(pub u64);

impl SplitMix64 {
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n`.
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// The longest game, in plies.
const MAX_PLIES: usize = 200;

/// Random games in `mode` from `seed` until `positions` positions: each
/// position with its legal moves goes to `visit`. A game ends at mate,
/// stalemate, insufficient material or `MAX_PLIES`. Returns the number of
/// games.
pub fn random_games(
    seed: u64,
    mode: CastlingMode,
    positions: usize,
    mut visit: impl FnMut(&Chess, &[Move]),
) -> usize {
    let mut rng = SplitMix64(seed);
    let (mut seen, mut games) = (0, 0);
    while seen < positions {
        let mut pos = match mode {
            CastlingMode::Standard => Chess::default(),
            CastlingMode::Chess960 => {
                let mut setup = shakmaty::Setup::empty();
                setup.board = Board::chess960(rng.below(960) as u32);
                setup.castling_rights = setup.board.rooks();
                Chess::from_setup(setup, shakmaty::CastlingMode::Chess960).unwrap()
            }
        };
        games += 1;
        for _ in 0..=MAX_PLIES {
            let moves = pos.legal_moves();
            visit(&pos, &moves);
            seen += 1;
            if moves.is_empty() || pos.is_insufficient_material() {
                break;
            }
            let m = moves[rng.below(moves.len())];
            pos.play_unchecked(m);
        }
    }
    games
}
