//! The vocabulary to and from cozy-chess 0.3's (feature `cozy-chess-0_3`),
//! value by value: every square, both colours, every role, piece and
//! promotion, castling rights of every shape; each checked against
//! cozy-chess's own names (its square's file, rank and text, its piece's
//! letter), not only round trips.

use chess_tables::{
    CastlingRights, CastlingSide, Color, PawnPromotionError, Piece, Promotion, Role, Square,
};
use cozy_chess_0_3 as cozy;

#[test]
fn every_square_is_the_square_of_the_same_name() {
    let mut checked = 0;
    for sq in Square::ALL {
        let theirs = cozy::Square::from(sq);
        assert_eq!(theirs.to_string(), sq.to_string());
        assert_eq!(theirs as u8, sq as u8);
        assert_eq!(theirs.file() as u8, sq.file());
        assert_eq!(theirs.rank() as u8, sq.rank());
        assert_eq!(cozy::BitBoard::from(theirs).0, sq.bit());
        assert_eq!(Square::from(theirs), sq);
        checked += 1;
    }
    // And from cozy-chess's side, parsed from its own text.
    for theirs in cozy::Square::ALL {
        let ours: Square = theirs.into();
        assert_eq!(ours, theirs.to_string().parse::<Square>().unwrap());
        assert_eq!(cozy::Square::from(ours), theirs);
        checked += 1;
    }
    assert_eq!(checked, 128);
    assert_eq!(cozy::Square::from(Square::A1), cozy::Square::A1);
    assert_eq!(cozy::Square::from(Square::H1), cozy::Square::H1);
    assert_eq!(cozy::Square::from(Square::A8), cozy::Square::A8);
    assert_eq!(Square::from(cozy::Square::E4), Square::E4);
}

#[test]
fn both_colours_are_the_same_sides() {
    assert_eq!(cozy::Color::from(Color::White), cozy::Color::White);
    assert_eq!(cozy::Color::from(Color::Black), cozy::Color::Black);
    assert_eq!(Color::from(cozy::Color::White), Color::White);
    assert_eq!(Color::from(cozy::Color::Black), Color::Black);
    for color in Color::ALL {
        // cozy-chess writes the side to move as FEN does: `w`, `b`.
        assert_eq!(cozy::Color::from(color).to_string(), color.to_string());
        assert_eq!(cozy::Color::from(!color), !cozy::Color::from(color));
    }
}

#[test]
fn every_role_is_the_cozy_chess_piece_of_the_same_letter() {
    let expected = [
        (Role::Pawn, cozy::Piece::Pawn),
        (Role::Knight, cozy::Piece::Knight),
        (Role::Bishop, cozy::Piece::Bishop),
        (Role::Rook, cozy::Piece::Rook),
        (Role::Queen, cozy::Piece::Queen),
        (Role::King, cozy::Piece::King),
    ];
    for (role, theirs) in expected {
        assert_eq!(cozy::Piece::from(role), theirs);
        assert_eq!(Role::from(theirs), role);
        assert_eq!(char::from(theirs), role.char());
    }
    assert_eq!(expected.len(), Role::ALL.len());
    assert_eq!(expected.len(), cozy::Piece::ALL.len());
}

#[test]
fn every_piece_is_a_cozy_chess_piece_and_colour() {
    let mut white = 0;
    for piece in Piece::ALL {
        let (theirs, color): (cozy::Piece, cozy::Color) = piece.into();
        // The FEN letter from cozy-chess's names: uppercase for white.
        let letter = char::from(theirs);
        let letter = match color {
            cozy::Color::White => letter.to_ascii_uppercase(),
            cozy::Color::Black => letter,
        };
        assert_eq!(letter, piece.char(), "{piece:?}");
        assert_eq!(Piece::from((theirs, color)), piece);
        white += usize::from(color == cozy::Color::White);
    }
    assert_eq!(white, 6);
    assert_eq!(
        <(cozy::Piece, cozy::Color)>::from(Piece::BlackKnight),
        (cozy::Piece::Knight, cozy::Color::Black)
    );
    assert_eq!(
        Piece::from((cozy::Piece::Queen, cozy::Color::White)),
        Piece::WhiteQueen
    );
}

#[test]
fn every_promotion_is_a_cozy_chess_piece_and_a_pawn_is_none() {
    let expected = [
        (Promotion::Knight, cozy::Piece::Knight),
        (Promotion::Bishop, cozy::Piece::Bishop),
        (Promotion::Rook, cozy::Piece::Rook),
        (Promotion::Queen, cozy::Piece::Queen),
        (Promotion::King, cozy::Piece::King),
    ];
    for (promotion, theirs) in expected {
        assert_eq!(cozy::Piece::from(promotion), theirs);
        assert_eq!(Promotion::try_from(theirs), Ok(promotion));
        // cozy-chess's UCI text of a promotion has the same letter.
        let mv = cozy::Move {
            from: cozy::Square::B7,
            to: cozy::Square::B8,
            promotion: Some(theirs),
        };
        assert_eq!(mv.to_string(), format!("b7b8{promotion}"));
    }
    let error: PawnPromotionError = Promotion::try_from(cozy::Piece::Pawn).unwrap_err();
    assert_eq!(
        error.to_string(),
        "a pawn is no promotion: expected a knight, bishop, rook, queen or king"
    );
    // Every cozy-chess piece but the pawn is a promotion.
    let promotions = cozy::Piece::ALL
        .into_iter()
        .filter(|&p| Promotion::try_from(p).is_ok())
        .count();
    assert_eq!(promotions, 5);
}

/// Every set of rights, with every rook file on either side of the king:
/// cozy-chess's `[CastleRights; 2]` holds the same rights and files.
#[test]
fn castling_rights_are_cozy_chess_castle_rights_by_colour() {
    let file = |f: Option<u8>| f.map(|f| cozy::File::ALL[usize::from(f)]);
    let mut sets = 0;
    for bits in 0..16u8 {
        for files in 0..8u32 * 8 * 8 * 8 {
            let files = [0, 1, 2, 3].map(|i| (files >> (3 * i) & 7) as u8);
            let mut rights = CastlingRights::NONE;
            for (slot, &rook_file) in files.iter().enumerate() {
                if bits & 1 << slot != 0 {
                    let color = Color::ALL[slot / 2];
                    let side = CastlingSide::ALL[slot % 2];
                    rights = rights.with_rook_file(color, side, rook_file);
                }
            }
            let theirs: [cozy::CastleRights; 2] = rights.into();
            for color in Color::ALL {
                let them = theirs[color.index()];
                assert_eq!(
                    them.short,
                    file(rights.rook_file(color, CastlingSide::KingSide))
                );
                assert_eq!(
                    them.long,
                    file(rights.rook_file(color, CastlingSide::QueenSide))
                );
            }
            assert_eq!(CastlingRights::from(theirs), rights);
            sets += 1;
        }
    }
    assert_eq!(sets, 16 * 4096);
    // The standard rights are cozy-chess's start position's.
    let start = cozy::Board::startpos();
    let theirs = [
        *start.castle_rights(cozy::Color::White),
        *start.castle_rights(cozy::Color::Black),
    ];
    assert_eq!(CastlingRights::from(theirs), CastlingRights::FULL);
    assert_eq!(
        <[cozy::CastleRights; 2]>::from(CastlingRights::FULL),
        theirs
    );
    assert_eq!(
        <[cozy::CastleRights; 2]>::from(CastlingRights::NONE),
        [cozy::CastleRights::EMPTY; 2]
    );
    assert_eq!(
        CastlingRights::from([
            cozy::CastleRights {
                short: Some(cozy::File::G),
                long: None
            },
            cozy::CastleRights {
                short: None,
                long: Some(cozy::File::B)
            },
        ])
        .to_string(),
        "Gb"
    );
}
