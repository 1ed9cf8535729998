//! The castling tables against the rules written out by square name (FIDE
//! Laws of Chess, article 3.8.2; Chess Programming Wiki, "Castling Rights"),
//! and the table-driven rights update against the computed one.

use chess_tables::castling::{
    CASTLING_EMPTY, CASTLING_RIGHTS_KEPT, CASTLING_SQUARES, CASTLING_UNATTACKED,
};
use chess_tables::{CastlingPath, CastlingRights, CastlingSide, Color, Square};

/// One castling by square names: king from, king to, rook from, rook to,
/// the squares that must be empty, the squares that must not be attacked.
type Rule = (
    &'static str,
    &'static str,
    &'static str,
    &'static str,
    &'static [&'static str],
    &'static [&'static str],
);

/// `[color][side]`.
const RULES: [[Rule; 2]; 2] = [
    [
        ("e1", "g1", "h1", "f1", &["f1", "g1"], &["e1", "f1", "g1"]),
        (
            "e1",
            "c1",
            "a1",
            "d1",
            &["b1", "c1", "d1"],
            &["c1", "d1", "e1"],
        ),
    ],
    [
        ("e8", "g8", "h8", "f8", &["f8", "g8"], &["e8", "f8", "g8"]),
        (
            "e8",
            "c8",
            "a8",
            "d8",
            &["b8", "c8", "d8"],
            &["c8", "d8", "e8"],
        ),
    ],
];

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn set(names: &[&str]) -> u64 {
    names.iter().map(|n| sq(n).bit()).fold(0, |a, b| a | b)
}

const COLORS: [Color; 2] = [Color::White, Color::Black];

#[test]
fn paths_follow_the_rules() {
    for (c, color) in COLORS.into_iter().enumerate() {
        for side in CastlingSide::ALL {
            let s = side.index();
            let (king_from, king_to, rook_from, rook_to, empty, unattacked) = RULES[c][s];
            let squares = [king_from, king_to, rook_from, rook_to].map(|n| sq(n) as u8);
            assert_eq!(CASTLING_SQUARES[c][s], squares, "{color:?} {side:?}");
            assert_eq!(CASTLING_EMPTY[c][s], set(empty), "{color:?} {side:?}");
            assert_eq!(
                CASTLING_UNATTACKED[c][s],
                set(unattacked),
                "{color:?} {side:?}"
            );
            let path = CastlingPath::standard(color, side);
            assert_eq!(path, CastlingPath::chess960(color, side, 4, [7, 0][s]));
            assert_eq!(
                (path.king_from, path.king_to, path.rook_from, path.rook_to),
                (sq(king_from), sq(king_to), sq(rook_from), sq(rook_to))
            );
            assert_eq!(CastlingRights::FULL.path(color, side, 4), Some(path));
            assert_eq!(CastlingRights::NONE.path(color, side, 4), None);
        }
    }
}

#[test]
fn rights_kept_follow_the_rules() {
    // The rights (bits K, Q, k, q) each start square takes.
    let takes = [("e1", 0b0011), ("h1", 0b0001), ("a1", 0b0010)]
        .into_iter()
        .chain([("e8", 0b1100), ("h8", 0b0100), ("a8", 0b1000)]);
    let mut expected = [0b1111u8; 64];
    for (name, lost) in takes {
        expected[sq(name) as usize] &= !lost;
    }
    assert_eq!(CASTLING_RIGHTS_KEPT, expected);
    assert_eq!(CastlingRights::FULL.rights_kept([4, 4]), expected);
}

/// Chess960 starts (king file, rook files) against the computed update.
#[test]
fn tables_of_chess960_starts_match_the_computed_update() {
    // Every king file 1..=6 with rooks on either side of it.
    for king in 1u8..=6 {
        for (short, long) in [(king + 1, king - 1), (7, 0), (7, king - 1), (king + 1, 0)] {
            let rights =
                [Color::White, Color::Black]
                    .into_iter()
                    .fold(CastlingRights::NONE, |r, color| {
                        r.with_rook_file(color, CastlingSide::KingSide, short)
                            .with_rook_file(color, CastlingSide::QueenSide, long)
                    });
            let kept = rights.rights_kept([king, king]);
            for subset in 0..16 {
                let held = rights.intersection(CastlingRights::from_bits(subset));
                for from in Square::ALL {
                    for to in Square::ALL {
                        assert_eq!(
                            held.after_move_kept(from, to, &kept),
                            held.after_move(from, to, [king, king]),
                            "king {king}, rooks {short} {long}, rights {held}, {from:?}-{to:?}"
                        );
                    }
                }
            }
        }
    }
}

/// Rights read from their rooks' squares: every set of rights whose rooks
/// stand on their sides of the kings, for every pair of king files, reads
/// back from `rook_squares`; the standard corners read as `KQkq`.
#[test]
fn rights_round_trip_through_their_rooks_squares() {
    use chess_tables::{CastlingRights, CastlingSide, Color, Square};
    let corners = Square::A1.bit() | Square::H1.bit() | Square::A8.bit() | Square::H8.bit();
    assert_eq!(
        CastlingRights::from_rook_squares(corners, [4, 4]),
        CastlingRights::FULL
    );
    assert_eq!(CastlingRights::FULL.rook_squares(), corners);
    // Off the back ranks, or on the king's file: no right.
    assert_eq!(
        CastlingRights::from_rook_squares(Square::H2.bit() | Square::E1.bit(), [4, 4]),
        CastlingRights::NONE
    );
    // Two rooks on one side: the outermost.
    let two = CastlingRights::from_rook_squares(Square::F1.bit() | Square::G1.bit(), [4, 4]);
    assert_eq!(two.rook_file(Color::White, CastlingSide::KingSide), Some(6));
    let mut sets = 0;
    for white_king in 0..8u8 {
        for black_king in 0..8u8 {
            let kings = [white_king, black_king];
            // Per colour: no right, or a rook file per side of its king.
            let choices = |king: u8| {
                let mut out = vec![(None, None)];
                for f in (king + 1)..8 {
                    out.push((Some(f), None));
                    for q in 0..king {
                        out.push((Some(f), Some(q)));
                    }
                }
                for q in 0..king {
                    out.push((None, Some(q)));
                }
                out
            };
            for (wk, wq) in choices(white_king) {
                for (bk, bq) in choices(black_king) {
                    let mut rights = CastlingRights::NONE;
                    let rooks = [
                        (Color::White, CastlingSide::KingSide, wk),
                        (Color::White, CastlingSide::QueenSide, wq),
                        (Color::Black, CastlingSide::KingSide, bk),
                        (Color::Black, CastlingSide::QueenSide, bq),
                    ];
                    let mut squares = 0u64;
                    for (color, side, file) in rooks {
                        if let Some(file) = file {
                            rights = rights.with_rook_file(color, side, file);
                            squares |= 1 << (56 * color as u32 + u32::from(file));
                        }
                    }
                    assert_eq!(rights.rook_squares(), squares);
                    assert_eq!(
                        CastlingRights::from_rook_squares(squares, kings),
                        rights,
                        "{kings:?} {rights}"
                    );
                    sets += 1;
                }
            }
        }
    }
    assert!(sets > 1000);
}
