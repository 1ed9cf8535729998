//! Every position of random games, standard chess and Chess960 (about half
//! each, over 100,000 in all), played with shakmaty's legal move generator
//! from a fixed-seed SplitMix64: each converts both ways to the same
//! position, equals what our FEN reader makes of shakmaty's FEN, and has
//! shakmaty's Zobrist keys as our keys; each legal move goes to a book
//! move and back.

use chess_tables_position::book::BookMove;
use chess_tables_position::{CastlingMode, EnPassantRule, Position, PositionKeys, Setup};
use chess_tables_shakmaty::book::{book_move, legal_move};
use chess_tables_shakmaty::prelude::*;
use shakmaty::fen::Fen;
use shakmaty::uci::UciMove;
use shakmaty::zobrist::Zobrist64;
use shakmaty::{Chess, EnPassantMode, Move, Position as _};

mod common;
use common::{SplitMix64, random_games};

/// Positions per castling mode: the games go on until each has this many.
const PER_MODE: usize = 50_000;

/// What the checks saw, to assert that each case was met.
#[derive(Debug, Default, PartialEq, Eq)]
struct Counts {
    games: usize,
    positions: usize,
    /// Positions whose en-passant square counts for the Polyglot key.
    polyglot_en_passant: usize,
    /// Of those, positions where no en-passant capture is legal (the
    /// Polyglot and legal keys differ).
    pseudo_legal_only: usize,
    /// Positions with a castling right.
    castling_rights: usize,
    /// Positions with a right whose rook is not in its corner.
    chess960_rook_files: usize,
    /// Castlings, en-passant captures and promotions among the legal moves.
    castlings: usize,
    en_passants: usize,
    promotions: usize,
    /// Legal moves sent to a book move and back.
    moves: usize,
    /// Random book moves (a piece of the side to move, any square, now and
    /// then a promotion code) read as shakmaty reads their UCI move, and
    /// how many of them were legal.
    random_moves: usize,
    random_legal: usize,
}

/// The random games of one castling mode until `PER_MODE` positions, each
/// position checked.
fn play(seed: u64, mode: CastlingMode) -> Counts {
    // Apart, so that the games do not depend on the random book moves.
    let mut moves_rng = SplitMix64(!seed);
    let mut counts = Counts::default();
    counts.games = random_games(seed, mode, PER_MODE, |pos, moves| {
        check(pos, moves, mode, &mut moves_rng, &mut counts)
    });
    counts
}

fn check(
    pos: &Chess,
    moves: &[Move],
    mode: CastlingMode,
    rng: &mut SplitMix64,
    counts: &mut Counts,
) {
    counts.positions += 1;
    let ours = pos.to_chess_tables();
    assert_eq!(ours.castling_mode(), mode);

    // shakmaty -> ours -> shakmaty: the same position, field by field.
    let back: Chess = ours.to_shakmaty_position().unwrap();
    assert_eq!(&back, pos);
    assert_eq!(
        back.to_setup(EnPassantMode::Always),
        pos.to_setup(EnPassantMode::Always)
    );
    assert_eq!(back.castles().mode(), pos.castles().mode());
    // ours -> shakmaty -> ours: the same Position, clocks included.
    let again = back.to_chess_tables();
    assert_eq!(again, ours);
    assert_eq!(again.to_string(), ours.to_string());
    // Through the setups: shakmaty's setup as ours, in the position's mode.
    let mut setup: Setup = (&pos.to_setup(EnPassantMode::Always)).to_chess_tables();
    setup.castling_mode = mode;
    assert_eq!(Position::try_from(&setup).unwrap(), ours);
    assert_eq!((&ours).to_shakmaty(), pos.to_setup(EnPassantMode::Always));

    // The FEN route: shakmaty's FEN (with the en-passant square after every
    // double push) read by our reader.
    let fen = Fen::from_position(pos, EnPassantMode::Always).to_string();
    let read = Position::from_fen_with_mode(&fen, mode).unwrap();
    assert_eq!(read, ours, "{fen}");
    assert_eq!(read.to_string(), ours.to_string(), "{fen}");
    assert_eq!(
        (read.halfmove_clock(), read.fullmove_number()),
        (ours.halfmove_clock(), ours.fullmove_number())
    );
    assert_eq!(
        read.castling_as_written(),
        ours.castling_as_written(),
        "{fen}"
    );

    // Keys: ours through the bridge, ours of our position, shakmaty's.
    let pseudo_legal = pos.zobrist_hash::<Zobrist64>(EnPassantMode::PseudoLegal).0;
    let legal = pos.zobrist_hash::<Zobrist64>(EnPassantMode::Legal).0;
    assert_eq!(pos.polyglot_key(), pseudo_legal, "{fen}");
    assert_eq!(POLYGLOT.key(&ours), pseudo_legal, "{fen}");
    assert_eq!(POLYGLOT.fen_key_with_mode(&fen, mode), Ok(pseudo_legal));
    assert_eq!(
        pos.key_with_rule(&POLYGLOT, EnPassantRule::Legal),
        legal,
        "{fen}"
    );
    assert_eq!(POLYGLOT.key_with_rule(&ours, EnPassantRule::Legal), legal);
    for rule in [EnPassantRule::Polyglot, EnPassantRule::Legal] {
        assert_eq!(
            pos.key_with_rule(&SEEDED, rule),
            SEEDED.key_with_rule(&ours, rule)
        );
    }

    // Each legal move to a book move and back; in standard chess castling
    // also as the king's two-square move, the form `Book::probe` gives.
    for &m in moves {
        let bm = book_move(m).unwrap();
        assert_eq!(legal_move(pos, bm), Some(m), "{fen} {m:?}");
        match m {
            Move::Castle { king, rook } => {
                counts.castlings += 1;
                if mode == CastlingMode::Standard {
                    let to = if rook > king {
                        king.offset(2)
                    } else {
                        king.offset(-2)
                    };
                    let king_move =
                        BookMove::new(king.to_chess_tables(), to.unwrap().to_chess_tables(), None);
                    assert_eq!(legal_move(pos, king_move), Some(m), "{fen}");
                }
            }
            Move::EnPassant { .. } => counts.en_passants += 1,
            Move::Normal {
                promotion: Some(_), ..
            } => counts.promotions += 1,
            _ => {}
        }
        counts.moves += 1;
    }

    // Random book moves: `legal_move` reads each as shakmaty reads the UCI
    // move of its squares (`UciMove::to_move`, which checks legality).
    let ours_squares: Vec<shakmaty::Square> = pos.us().into_iter().collect();
    for _ in 0..8 {
        let from = ours_squares[rng.below(ours_squares.len())];
        let to = shakmaty::Square::new(rng.below(64) as u32);
        let code = if rng.below(4) == 0 { rng.below(8) } else { 0 };
        let raw = (code << 12) as u16 | (from.to_u32() << 6) as u16 | to.to_u32() as u16;
        let mv = BookMove::from_raw(raw);
        let expected = match mv.promotion() {
            Ok(promotion) => UciMove::Normal {
                from,
                to,
                promotion: promotion.map(|p| p.to_shakmaty()),
            }
            .to_move(pos)
            .ok(),
            Err(_) => None,
        };
        assert_eq!(legal_move(pos, mv), expected, "{fen} {mv}");
        counts.random_moves += 1;
        counts.random_legal += usize::from(expected.is_some());
    }

    if ours.polyglot_en_passant().is_some() {
        counts.polyglot_en_passant += 1;
        counts.pseudo_legal_only += usize::from(pseudo_legal != legal);
    } else {
        assert_eq!(pseudo_legal, legal);
    }
    let rights = ours.castling();
    counts.castling_rights += usize::from(!rights.is_empty());
    counts.chess960_rook_files += usize::from(!rights.is_standard());
}

#[test]
fn standard_games_convert_both_ways_and_hash_as_shakmaty() {
    let counts = play(0x5EED_0001, CastlingMode::Standard);
    assert!(counts.positions >= PER_MODE);
    let expected = Counts {
        games: 260,
        positions: 50_034,
        polyglot_en_passant: 129,
        pseudo_legal_only: 1,
        castling_rights: 9_978,
        chess960_rook_files: 0,
        castlings: 787,
        en_passants: 136,
        promotions: 8_240,
        moves: 1_375_548,
        random_moves: 400_272,
        random_legal: 14_680,
    };
    assert_eq!(counts, expected);
}

#[test]
fn chess960_games_convert_both_ways_and_hash_as_shakmaty() {
    let counts = play(0x5EED_0960, CastlingMode::Chess960);
    assert!(counts.positions >= PER_MODE);
    // Most rights keep a rook off its corner (Chess960's starts but one).
    let expected = Counts {
        games: 260,
        positions: 50_049,
        polyglot_en_passant: 124,
        pseudo_legal_only: 2,
        castling_rights: 9_380,
        chess960_rook_files: 7_712,
        castlings: 2_196,
        en_passants: 123,
        promotions: 9_452,
        moves: 1_382_380,
        random_moves: 400_392,
        random_legal: 15_212,
    };
    assert_eq!(counts, expected);
}
