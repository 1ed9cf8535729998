//! The vocabulary both ways, value by value; setups and positions on the
//! boards where they differ; the published keys through the bridge.

use chess_tables_position::{
    CastlingMode, CastlingRights, CastlingSide, Color, EnPassantRule, Piece, Position,
    PositionKeys, Promotion, Role, SetupErrorKind, Square,
};
use chess_tables_shakmaty::prelude::*;
use shakmaty::fen::Fen;
use shakmaty::zobrist::Zobrist64;
use shakmaty::{Chess, EnPassantMode, Position as _, PositionErrorKinds};

fn chess(fen: &str, mode: shakmaty::CastlingMode) -> Chess {
    fen.parse::<Fen>().unwrap().into_position(mode).unwrap()
}

#[test]
fn the_start_position_has_the_published_key_through_the_bridge() {
    let start = Chess::default();
    assert_eq!(start.polyglot_key(), 0x463b96181691fc9c);
    assert_eq!(
        start.key_with_rule(&POLYGLOT, EnPassantRule::Legal),
        0x463b96181691fc9c
    );
    assert_eq!(start.to_chess_tables(), Position::START);
    // Chess960 start 518 is the standard board: the same key, in its mode.
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let chess960 = chess(fen, shakmaty::CastlingMode::Chess960);
    assert_eq!(chess960.polyglot_key(), 0x463b96181691fc9c);
    let ours = chess960.to_chess_tables();
    assert_eq!(ours.castling_mode(), CastlingMode::Chess960);
    assert_eq!(
        ours,
        Position::from_fen_with_mode(fen, CastlingMode::Chess960).unwrap()
    );
    assert_ne!(ours, Position::START);
    // The published key after 1. e4 (Polyglot's test vectors).
    let after_e4 = chess(
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
        shakmaty::CastlingMode::Standard,
    );
    assert_eq!(after_e4.polyglot_key(), 0x823c9b50fd114196);
}

#[test]
fn every_vocabulary_value_converts_both_ways() {
    for sq in Square::ALL {
        let theirs = sq.to_shakmaty();
        assert_eq!(theirs.to_u32() as usize, sq.index());
        assert_eq!(theirs.to_string(), sq.to_string());
        assert_eq!(theirs.to_chess_tables(), sq);
    }
    assert_eq!(Square::ALL.len(), shakmaty::Square::ALL.len());
    for color in Color::ALL {
        assert_eq!(
            color.to_shakmaty().char(),
            color.to_string().chars().next().unwrap()
        );
        assert_eq!(color.to_shakmaty().to_chess_tables(), color);
    }
    for role in Role::ALL {
        assert_eq!(role.to_shakmaty().char().to_string(), role.to_string());
        assert_eq!(role.to_shakmaty().to_chess_tables(), role);
    }
    assert_eq!(Role::ALL.len(), shakmaty::Role::ALL.len());
    for piece in Piece::ALL {
        let theirs = piece.to_shakmaty();
        assert_eq!(theirs.char().to_string(), piece.to_string());
        assert_eq!(theirs.color, piece.color().to_shakmaty());
        assert_eq!(theirs.to_chess_tables(), piece);
    }
    for side in CastlingSide::ALL {
        let theirs = side.to_shakmaty();
        assert_eq!(theirs.is_king_side(), side == CastlingSide::KingSide);
        assert_eq!(
            theirs.king_to_file().to_u32(),
            u32::from(side.king_to_file())
        );
        assert_eq!(theirs.to_chess_tables(), side);
    }
    for (ours, theirs) in [
        (CastlingMode::Standard, shakmaty::CastlingMode::Standard),
        (CastlingMode::Chess960, shakmaty::CastlingMode::Chess960),
    ] {
        assert_eq!(ours.to_shakmaty(), theirs);
        assert_eq!(theirs.to_chess_tables(), ours);
    }
    for promotion in [
        Promotion::Knight,
        Promotion::Bishop,
        Promotion::Rook,
        Promotion::Queen,
        Promotion::King,
    ] {
        let role = promotion.to_shakmaty();
        assert_eq!(role.char().to_string(), promotion.to_string());
        assert_eq!(
            Promotion::from_role(role.to_chess_tables()),
            Some(promotion)
        );
    }
    assert_eq!(
        Promotion::from_role(shakmaty::Role::Pawn.to_chess_tables()),
        None
    );
}

#[test]
fn a_capture_only_pseudo_legal_hashes_as_pseudo_legal_under_the_polyglot_rule() {
    // Taking d6 en passant would open the fifth rank between the a5 king
    // and the h5 rook: pseudo-legal, not legal.
    let fen = "8/8/8/K2pP2r/8/8/8/4k3 w - d6 0 1";
    let pos = chess(fen, shakmaty::CastlingMode::Standard);
    let ours: Position = fen.parse().unwrap();
    assert_eq!(pos.to_chess_tables(), ours);
    let pseudo_legal = pos.zobrist_hash::<Zobrist64>(EnPassantMode::PseudoLegal).0;
    let legal = pos.zobrist_hash::<Zobrist64>(EnPassantMode::Legal).0;
    assert_ne!(pseudo_legal, legal);
    assert_eq!(pos.polyglot_key(), pseudo_legal);
    assert_eq!(POLYGLOT.key(&ours), pseudo_legal);
    assert_eq!(pos.key_with_rule(&POLYGLOT, EnPassantRule::Legal), legal);
    assert_eq!(POLYGLOT.key_with_rule(&ours, EnPassantRule::Legal), legal);
    // With no pawn beside the pushed one, no rule hashes the square, and
    // shakmaty's `Always` differs from both.
    let fen = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1";
    let lone = chess(
        "4k3/8/8/3p4/8/8/8/4K3 w - d6 0 1",
        shakmaty::CastlingMode::Standard,
    );
    assert_eq!(
        lone.polyglot_key(),
        lone.zobrist_hash::<Zobrist64>(EnPassantMode::PseudoLegal).0
    );
    assert_ne!(
        lone.polyglot_key(),
        lone.zobrist_hash::<Zobrist64>(EnPassantMode::Always).0
    );
    let beside = chess(fen, shakmaty::CastlingMode::Standard);
    assert_eq!(
        beside.polyglot_key(),
        beside.zobrist_hash::<Zobrist64>(EnPassantMode::Always).0
    );
}

#[test]
fn our_positions_that_are_no_game_are_refused_with_shakmatys_reason() {
    let cases = [
        (
            "8/8/8/8/8/8/8/8 w - - 0 1",
            PositionErrorKinds::MISSING_KING,
        ),
        (
            "4k3/8/8/8/8/8/8/4K2P w - - 0 1",
            PositionErrorKinds::PAWNS_ON_BACKRANK,
        ),
        (
            "4k3/8/8/8/8/8/8/4KK2 w - - 0 1",
            PositionErrorKinds::TOO_MANY_KINGS,
        ),
        (
            "4k3/4R3/8/8/8/8/8/4K3 w - - 0 1",
            PositionErrorKinds::OPPOSITE_CHECK,
        ),
    ];
    for (fen, kind) in cases {
        let ours: Position = fen.parse().unwrap();
        let error = ours.to_shakmaty_position::<Chess>().unwrap_err();
        assert!(error.kinds().contains(kind), "{fen}: {:?}", error.kinds());
        // shakmaty's own reader says the same.
        let theirs = fen
            .parse::<Fen>()
            .unwrap()
            .into_position::<Chess>(shakmaty::CastlingMode::Standard)
            .unwrap_err();
        assert_eq!(error.kinds(), theirs.kinds(), "{fen}");
    }
}

#[test]
fn a_positions_rights_and_en_passant_square_are_the_ones_that_count() {
    // Written KQkq, but the h1 rook has gone: shakmaty refuses the FEN
    // (invalid castling rights), we drop the right; so does the setup.
    let fen = "r3k2r/8/8/8/8/8/8/R3K3 w KQkq - 0 1";
    let ours: Position = fen.parse().unwrap();
    assert_eq!(ours.castling().to_string(), "Qkq");
    let pos: Chess = ours.to_shakmaty_position().unwrap();
    assert_eq!(pos.castles().castling_rights().0, 0x8100_0000_0000_0001);
    assert_eq!(pos.to_chess_tables(), ours);
    assert_eq!(pos.polyglot_key(), POLYGLOT.key(&ours));
    // An en-passant square no double push made: dropped by our reader,
    // refused by shakmaty's.
    let fen = "4k3/8/8/8/8/8/8/4K3 w - e6 0 1";
    let ours: Position = fen.parse().unwrap();
    assert_eq!(ours.en_passant(), None);
    let pos: Chess = ours.to_shakmaty_position().unwrap();
    assert_eq!(pos.maybe_ep_square(), None);
    let refused = fen
        .parse::<Fen>()
        .unwrap()
        .into_position::<Chess>(shakmaty::CastlingMode::Standard)
        .unwrap_err();
    assert_eq!(refused.kinds(), PositionErrorKinds::INVALID_EP_SQUARE);
}

#[test]
fn shakmaty_setups_become_ours_with_their_castling_mode_detected() {
    // Chess960: rooks on b1 and g1 around the king on d1 (and the same for
    // black), with their rights.
    let fen = "1r1k2r1/8/8/8/8/8/8/1R1K2R1 w GBgb - 0 1";
    let setup = fen.parse::<Fen>().unwrap().into_setup();
    let ours = (&setup).to_chess_tables();
    assert_eq!(ours.castling_mode, CastlingMode::Chess960);
    let rights = CastlingRights::NONE
        .with_rook_file(Color::White, CastlingSide::KingSide, 6)
        .with_rook_file(Color::White, CastlingSide::QueenSide, 1)
        .with_rook_file(Color::Black, CastlingSide::KingSide, 6)
        .with_rook_file(Color::Black, CastlingSide::QueenSide, 1);
    assert_eq!(ours.castling, rights);
    let position = Position::try_from(&ours).unwrap();
    assert_eq!(
        position,
        Position::from_fen_with_mode(fen, CastlingMode::Chess960).unwrap()
    );
    let pos = chess(fen, shakmaty::CastlingMode::Chess960);
    assert_eq!(pos.to_chess_tables(), position);
    assert_eq!(pos.polyglot_key(), POLYGLOT.key(&position));
    // The standard start reads as standard chess.
    let start = (&shakmaty::Setup::initial()).to_chess_tables();
    assert_eq!(start.castling_mode, CastlingMode::Standard);
    assert_eq!(Position::try_from(&start).unwrap(), Position::START);
    // An en-passant square off its rank: ours refuses it, as shakmaty's
    // positions do.
    let mut setup = shakmaty::Setup::initial();
    setup.ep_square = Some(shakmaty::Square::E4);
    let error = Position::try_from(&(&setup).to_chess_tables()).unwrap_err();
    assert_eq!(
        (error.kind(), error.square()),
        (SetupErrorKind::EnPassantRank, Square::E4)
    );
}

/// A shakmaty setup's castling squares read as the FEN reader reads the
/// same Shredder-FEN letters: a square without its rook does not hide the
/// rook beside it (the key is shakmaty's with invalid rights ignored).
#[test]
fn castling_squares_without_their_rook_read_as_the_fen_reader_reads_them() {
    for (fen, rook) in [
        ("4k3/8/8/8/8/8/8/1R2K3 w AB - 0 1", Square::B1),
        ("4k1r1/8/8/8/8/8/8/4K3 w hg - 0 1", Square::G8),
    ] {
        let setup = fen.parse::<Fen>().unwrap().into_setup();
        let ours = Position::try_from(&(&setup).to_chess_tables()).unwrap();
        let by_fen = Position::from_fen_with_mode(fen, CastlingMode::Chess960).unwrap();
        assert_eq!(ours, by_fen, "{fen}");
        assert_eq!(by_fen.castling().rook_squares(), rook.bit(), "{fen}");
        let pos: Chess = shakmaty::FromSetup::from_setup(setup, shakmaty::CastlingMode::Chess960)
            .or_else(shakmaty::PositionError::ignore_invalid_castling_rights)
            .unwrap();
        let shakmaty_key = pos.zobrist_hash::<Zobrist64>(EnPassantMode::PseudoLegal).0;
        assert_eq!(POLYGLOT.key(&ours), shakmaty_key, "{fen}");
    }
}

/// A Chess960 right of a colour with two kings survives the trip through
/// shakmaty's setup (whose mode detection sees no right there).
#[test]
fn a_chess960_right_beside_two_kings_survives_shakmatys_setup() {
    let fen = "2kr4/8/8/8/8/5K2/8/1RK5 w B - 0 1";
    let position = Position::from_fen_with_mode(fen, CastlingMode::Chess960).unwrap();
    assert!(!position.castling().is_empty());
    let back = Position::try_from(&(&(&position).to_shakmaty()).to_chess_tables()).unwrap();
    assert_eq!(back, position);
    assert_eq!(back.castling_mode(), CastlingMode::Chess960);
}

/// A promotion to a pawn is no book move (the cozy-chess bridge gives it
/// the undefined code 6, which a probe skips), never the plain move.
#[test]
fn a_promotion_to_a_pawn_is_no_book_move() {
    let m = shakmaty::Move::Normal {
        role: shakmaty::Role::Pawn,
        from: shakmaty::Square::E7,
        capture: None,
        to: shakmaty::Square::E8,
        promotion: Some(shakmaty::Role::Pawn),
    };
    assert_eq!(chess_tables_shakmaty::book::book_move(m), None);
    let queen = shakmaty::Move::Normal {
        role: shakmaty::Role::Pawn,
        from: shakmaty::Square::E7,
        capture: None,
        to: shakmaty::Square::E8,
        promotion: Some(shakmaty::Role::Queen),
    };
    let book_move = chess_tables_shakmaty::book::book_move(queen).unwrap();
    assert_eq!(book_move.to_string(), "e7e8q");
}
