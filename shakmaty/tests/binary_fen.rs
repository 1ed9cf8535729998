//! Binary FEN against shakmaty 0.30's `PackedSetup`, differentially: every
//! position of random games, standard chess and Chess960 (over 100,000 in
//! all, the games of `tests/random_games.rs`), written by
//! `Position::to_binary_fen` is byte for byte
//! `PackedSetup::pack_standard` of shakmaty's setup with the en-passant
//! square in `EnPassantMode::Always`; our reader reads those bytes back as
//! the position (`Position`'s `==`, in the game's castling mode, clocks
//! included), and shakmaty's unpacks ours as its position. Every tenth
//! position is also packed with random clocks, and a few boards shakmaty's
//! positions refuse (no king, black to move without a king, the empty
//! board) are compared too.

use chess_tables_position::{CastlingMode, Position};
use chess_tables_shakmaty::prelude::*;
use shakmaty::packed::PackedSetup;
use shakmaty::{Chess, EnPassantMode, FromSetup, Position as _};
use std::num::NonZeroU32;

mod common;
use common::{SplitMix64, random_games};

const PER_MODE: usize = 50_000;

#[derive(Debug, Default, PartialEq, Eq)]
struct Counts {
    positions: usize,
    /// Positions whose bytes mark an en-passant pawn (code 12).
    en_passant: usize,
    /// Positions whose bytes mark castling rooks (codes 13 and 14).
    castling: usize,
    /// Positions whose bytes hold clocks.
    clocks: usize,
    /// Positions packed again with random clocks.
    random_clocks: usize,
    /// Bytes in all.
    bytes: usize,
}

fn shakmaty_mode(mode: CastlingMode) -> shakmaty::CastlingMode {
    match mode {
        CastlingMode::Standard => shakmaty::CastlingMode::Standard,
        CastlingMode::Chess960 => shakmaty::CastlingMode::Chess960,
    }
}

/// Our bytes are `pack_standard`'s for `setup`, and read back as `ours`.
fn compare(ours: &Position, setup: &shakmaty::Setup, mode: CastlingMode) -> usize {
    let binary = ours.to_binary_fen();
    let packed = PackedSetup::pack_standard(setup).unwrap();
    assert_eq!(binary.as_bytes(), packed.as_bytes(), "{ours}");
    let back = Position::from_binary_fen_with_mode(binary.as_bytes(), mode).unwrap();
    assert_eq!(&back, ours, "{ours}");
    assert_eq!(
        (back.halfmove_clock(), back.fullmove_number()),
        (ours.halfmove_clock(), ours.fullmove_number())
    );
    // shakmaty unpacks ours as the setup it packed.
    let unpacked = PackedSetup::try_from_bytes(binary.as_bytes())
        .unwrap()
        .unpack_standard()
        .unwrap();
    assert_eq!(&unpacked, setup, "{ours}");
    binary.len()
}

fn play(seed: u64, mode: CastlingMode) -> Counts {
    let mut clocks_rng = SplitMix64(!seed);
    let mut counts = Counts::default();
    random_games(seed, mode, PER_MODE, |pos, _moves| {
        let ours = pos.to_chess_tables();
        let setup = pos.to_setup(EnPassantMode::Always);
        counts.bytes += compare(&ours, &setup, mode);
        let back = Chess::from_setup(
            PackedSetup::pack_standard(&setup)
                .unwrap()
                .unpack_standard()
                .unwrap(),
            shakmaty_mode(mode),
        )
        .unwrap();
        assert_eq!(&back, pos);

        let codes = nibbles(ours.to_binary_fen().as_bytes());
        counts.positions += 1;
        counts.en_passant += usize::from(codes.contains(&12));
        counts.castling += usize::from(codes.iter().any(|&c| c == 13 || c == 14));
        let pieces = ours.occupied().count_ones() as usize;
        counts.clocks += usize::from(ours.to_binary_fen().len() > 8 + pieces.div_ceil(2));

        if counts.positions % 10 == 0 {
            let mut setup = setup.clone();
            setup.halfmoves = match clocks_rng.below(3) {
                0 => clocks_rng.below(200) as u32,
                1 => u32::MAX - clocks_rng.below(3) as u32,
                _ => clocks_rng.next() as u32,
            };
            setup.fullmoves = NonZeroU32::new(match clocks_rng.below(3) {
                0 => 1 + clocks_rng.below(200) as u32,
                1 => u32::MAX - clocks_rng.below(3) as u32,
                _ => (clocks_rng.next() as u32).max(1),
            })
            .unwrap();
            let mut ours_setup = (&setup).to_chess_tables();
            ours_setup.castling_mode = mode;
            let ours = Position::try_from(&ours_setup).unwrap();
            counts.bytes += compare(&ours, &setup, mode);
            counts.random_clocks += 1;
        }
    });
    counts
}

/// The 4-bit codes after the occupancy, low nibble first.
fn nibbles(bytes: &[u8]) -> Vec<u8> {
    let pieces = u64::from_be_bytes(bytes[..8].try_into().unwrap()).count_ones() as usize;
    let mut codes = Vec::new();
    for i in 0..pieces {
        let byte = bytes.get(8 + i / 2).copied().unwrap_or(0);
        codes.push(if i % 2 == 0 { byte & 15 } else { byte >> 4 });
    }
    codes
}

/// The positions the guide (`position/docs/fen-and-epd.md`) says the
/// bytes were compared on.
const GUIDE: &str = include_str!("../../position/docs/fen-and-epd.md");

#[test]
fn binary_fen_is_pack_standard_on_random_games() {
    let standard = play(0x5EED_0001, CastlingMode::Standard);
    let chess960 = play(0x5EED_0960, CastlingMode::Chess960);
    eprintln!("standard {standard:?}\nchess960 {chess960:?}");
    assert_eq!(
        standard,
        Counts {
            positions: 50_034,
            en_passant: 1_688,
            castling: 9_978,
            clocks: 49_569,
            random_clocks: 5_003,
            bytes: 1_160_836,
        }
    );
    assert_eq!(
        chess960,
        Counts {
            positions: 50_049,
            en_passant: 1_730,
            castling: 9_380,
            clocks: 49_573,
            random_clocks: 5_004,
            bytes: 1_154_273,
        }
    );
    let total = standard.positions + chess960.positions;
    assert!(total >= 100_000);
    let figure = format!("{total}");
    let figure = format!(
        "{},{}",
        &figure[..figure.len() - 3],
        &figure[figure.len() - 3..]
    );
    let guide = GUIDE.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        guide.contains(&format!("on {figure} random-game positions")),
        "the guide does not give the {figure} positions compared"
    );
}

/// Boards shakmaty's positions refuse but its setups pack: the empty
/// board (no bytes), kings missing (black to move without a black king
/// writes the clocks: code 15 cannot say it), pawns on back ranks.
#[test]
fn binary_fen_is_pack_standard_on_odd_setups() {
    let fens = [
        "8/8/8/8/8/8/8/8 w - - 0 1",
        "8/8/8/8/8/8/8/8 b - - 0 1",
        "8/8/8/8/8/8/8/8 b - - 100 432",
        "8/8/8/8/8/8/8/4K3 b - - 0 1",
        "4k3/8/8/8/8/8/8/8 b - - 0 1",
        "P7/8/8/8/8/8/8/7P w - - 0 1",
        "8/8/8/8/8/8/8/P7 w - - 0 1",
        "8/8/8/8/8/8/8/PP6 w - - 0 1",
        "8/8/8/8/8/8/8/PPP5 w - - 0 1",
        "kkkkkkkk/8/8/8/8/8/8/KKKKKKKK b - - 7 9",
        "4k3/8/8/8/8/8/8/4K3 b - - 4294967295 4294967295",
    ];
    for fen in fens {
        let ours: Position = fen.parse().unwrap();
        let setup = (&ours).to_shakmaty();
        compare(&ours, &setup, CastlingMode::Standard);
    }
}
