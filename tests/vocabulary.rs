//! The vocabulary (squares, colours, roles, pieces, promotions, castling
//! rights) against values computed here from their definitions: index
//! arithmetic, FEN letters, bit sets. It exists with every feature set, so
//! this test runs with none.

use chess_tables::{
    CastlingMode, CastlingRights, CastlingSide, Color, ParseError, Piece, Promotion, Role, Square,
    SquareColor,
};

#[test]
fn squares_convert_to_and_from_their_index() {
    for i in 0..64usize {
        let sq = Square::ALL[i];
        assert_eq!(sq as usize, i);
        assert_eq!(sq.index(), i);
        assert_eq!(u8::from(sq), i as u8);
        assert_eq!(u32::from(sq), i as u32);
        assert_eq!(usize::from(sq), i);
        assert_eq!(Square::new(i), Some(sq));
        assert_eq!(Square::new(sq.index()), Some(sq));
        assert_eq!(Square::try_from(i as u8), Ok(sq));
        assert_eq!(Square::try_from(i), Ok(sq));
        assert_eq!(Square::try_from(i as i32), Ok(sq));
        assert_eq!(Square::try_from(i as u64), Ok(sq));
        assert_eq!(usize::from(sq.file()), i % 8);
        assert_eq!(usize::from(sq.rank()), i / 8);
        assert_eq!(sq.bit(), 1u64 << i);
        assert_eq!(Square::from_file_rank(sq.file(), sq.rank()), Some(sq));
    }
    assert_eq!(
        Square::ALL.into_iter().collect::<Vec<_>>(),
        Square::ALL.to_vec()
    );
    for bad in [64u8, 65, 200, 255] {
        assert_eq!(Square::new(usize::from(bad)), None);
        assert!(Square::try_from(bad).is_err());
    }
    assert!(Square::try_from(-1i32).is_err());
    assert!(Square::try_from(64usize).is_err());
    assert!(Square::try_from(u64::MAX).is_err());
    assert!(Square::try_from(256u16).is_err()); // 256 would wrap to 0 in a u8
    let error = Square::try_from(64u8).unwrap_err();
    assert_eq!(
        error.to_string(),
        "square index out of range: expected 0 (a1) to 63 (h8)"
    );
    // Every index keeps its low six bits; a bit scan's u32 goes in as it is.
    for i in (0..=300u32).chain([u32::MAX - 1, u32::MAX]) {
        assert_eq!(Square::from_index_masked(i), Square::ALL[(i % 64) as usize]);
    }
    let bitboard = Square::G5.bit() | Square::H8.bit();
    assert_eq!(
        Square::from_index_masked(bitboard.trailing_zeros()),
        Square::G5
    );
    // Usable in constants.
    const E4: Square = Square::ALL[28];
    const E4_MASKED: Square = Square::from_index_masked(28 + 64);
    assert_eq!((E4, E4_MASKED), (Square::E4, Square::E4));
}

#[test]
fn squares_flip_mirror_offset_and_colour_as_defined() {
    for i in 0..64i32 {
        let sq = Square::ALL[i as usize];
        let (file, rank) = (i % 8, i / 8);
        assert_eq!(sq.flip_vertical() as i32, (7 - rank) * 8 + file);
        assert_eq!(sq.mirror_horizontal() as i32, rank * 8 + (7 - file));
        let color = if (file + rank) % 2 == 0 {
            SquareColor::Dark
        } else {
            SquareColor::Light
        };
        assert_eq!(sq.color(), color);
        assert_eq!(sq.color().index(), ((file + rank) % 2) as usize);
        for df in -8..=8i8 {
            for dr in -8..=8i8 {
                let (f, r) = (file + i32::from(df), rank + i32::from(dr));
                let expected = ((0..8).contains(&f) && (0..8).contains(&r))
                    .then(|| Square::ALL[(r * 8 + f) as usize]);
                assert_eq!(sq.offset(df, dr), expected, "{sq} {df} {dr}");
            }
        }
        assert_eq!(sq.to_string().parse::<Square>(), Ok(sq));
    }
    assert_eq!(Square::A1.color(), SquareColor::Dark);
    assert_eq!(Square::H1.color(), SquareColor::Light);
    assert_eq!(Square::E2.flip_vertical(), Square::E7);
    assert_eq!(Square::A1.mirror_horizontal(), Square::H1);
}

#[test]
fn colours_and_their_other_side() {
    assert_eq!(Color::ALL, [Color::White, Color::Black]);
    for (i, color) in Color::ALL.into_iter().enumerate() {
        assert_eq!(color.index(), i);
        assert_eq!(Color::new(i), Some(color));
        assert_eq!(Color::new(color.index()), Some(color));
        assert_eq!(!!color, color);
        assert_eq!(!color, color.other());
        assert_ne!(color.other(), color);
        assert_eq!(Color::from_char(color.char()), Some(color));
    }
    assert_eq!(Color::new(2), None);
    assert_eq!(!Color::White, Color::Black);
    assert!(Color::White.is_white() && !Color::Black.is_white());
    assert_eq!((Color::White.back_rank(), Color::Black.back_rank()), (0, 7));
    assert_eq!((Color::White.char(), Color::Black.char()), ('w', 'b'));
    assert_eq!(Color::from_char('W'), None);
}

#[test]
fn pieces_are_colour_and_role_in_polyglot_order() {
    // The Polyglot kind order: "pPnNbBrRqQkK", black before white.
    let letters = "pPnNbBrRqQkK";
    for (index, letter) in letters.chars().enumerate() {
        let piece = Piece::ALL[index];
        assert_eq!(piece.index(), index);
        assert_eq!(Piece::new(index), Some(piece));
        assert_eq!(Piece::new(piece.index()), Some(piece));
        assert_eq!(piece.char(), letter);
        assert_eq!(Piece::from_char(letter), Some(piece));
        let color = if letter.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        let role = Role::ALL["pnbrqk".find(letter.to_ascii_lowercase()).unwrap()];
        assert_eq!((piece.color(), piece.role()), (color, role));
        assert_eq!(Piece::from_parts(color, role), piece);
        assert_eq!(index, 2 * role.index() + usize::from(color == Color::White));
    }
    assert_eq!(Piece::new(12), None);
    assert_eq!(Piece::from_char('x'), None);
    assert_eq!(Piece::from_parts(Color::Black, Role::Pawn) as u8, 0);
    assert_eq!(Piece::from_parts(Color::White, Role::King) as u8, 11);
}

#[test]
fn roles_and_promotions() {
    for (i, role) in Role::ALL.into_iter().enumerate() {
        assert_eq!(role.index(), i);
        assert_eq!(Role::new(i), Some(role));
        assert_eq!(Role::new(role.index()), Some(role));
        assert_eq!(role.char(), "pnbrqk".as_bytes()[i] as char);
        assert_eq!(Role::from_char(role.char()), Some(role));
        assert_eq!(
            Role::from_char(role.char().to_ascii_uppercase()),
            Some(role)
        );
        match Promotion::from_role(role) {
            Some(promotion) => {
                assert_eq!(promotion.role(), role);
                assert_eq!(promotion.char(), role.char());
                assert_eq!(Promotion::from_char(role.char()), Some(promotion));
            }
            None => assert!(matches!(role, Role::Pawn | Role::King)),
        }
    }
    assert_eq!(Role::new(6), None);
    assert_eq!(Role::from_char('x'), None);
    assert_eq!(Promotion::Queen.char(), 'q');
    assert_eq!(Promotion::from_char('p'), None);
}

#[test]
fn castling_rights_are_a_set_of_four_bits() {
    // Bit 2 * colour + side: K 1, Q 2, k 4, q 8.
    let named = [
        (
            Color::White,
            CastlingSide::KingSide,
            CastlingRights::WHITE_SHORT,
            1,
            'K',
        ),
        (
            Color::White,
            CastlingSide::QueenSide,
            CastlingRights::WHITE_LONG,
            2,
            'Q',
        ),
        (
            Color::Black,
            CastlingSide::KingSide,
            CastlingRights::BLACK_SHORT,
            4,
            'k',
        ),
        (
            Color::Black,
            CastlingSide::QueenSide,
            CastlingRights::BLACK_LONG,
            8,
            'q',
        ),
    ];
    for (color, side, right, bit, _) in named {
        assert_eq!(CastlingRights::from_parts(color, side), right);
        assert_eq!(right.bits(), bit);
    }
    for a in 0..16u8 {
        let rights = CastlingRights::from_bits(a);
        assert_eq!(rights.bits(), a);
        assert_eq!(rights.is_empty(), a == 0);
        let mut text = String::new();
        for (color, side, _, bit, letter) in named {
            assert_eq!(rights.has(color, side), a & bit != 0);
            let file = match side {
                CastlingSide::KingSide => 7,
                CastlingSide::QueenSide => 0,
            };
            assert_eq!(
                rights.rook_file(color, side),
                (a & bit != 0).then_some(file)
            );
            if a & bit != 0 {
                text.push(letter);
            }
        }
        assert_eq!(
            rights.to_string(),
            if a == 0 { "-".to_string() } else { text }
        );
        assert_eq!(rights.of(Color::White).bits(), a & 3);
        assert_eq!(rights.of(Color::Black).bits(), a & 12);
        for b in 0..16u8 {
            let other = CastlingRights::from_bits(b);
            assert_eq!(rights.union(other).bits(), a | b);
            assert_eq!(rights.intersection(other).bits(), a & b);
            assert_eq!(rights.difference(other).bits(), a & !b);
            assert_eq!(rights.contains(other), a & b == b);
        }
    }
    assert_eq!(CastlingRights::from_bits(0xF5).bits(), 5);
    assert_eq!(CastlingRights::FULL.to_string(), "KQkq");
    assert_eq!(CastlingRights::default(), CastlingRights::NONE);
}

#[test]
fn castling_sides_know_where_king_and_rook_land() {
    assert_eq!(
        CastlingSide::ALL,
        [CastlingSide::KingSide, CastlingSide::QueenSide]
    );
    assert_eq!(CastlingSide::KingSide.index(), 0);
    assert_eq!(CastlingSide::QueenSide.index(), 1);
    // g and f files king side, c and d queen side.
    assert_eq!(CastlingSide::KingSide.king_to_file(), b'g' - b'a');
    assert_eq!(CastlingSide::KingSide.rook_to_file(), b'f' - b'a');
    assert_eq!(CastlingSide::QueenSide.king_to_file(), b'c' - b'a');
    assert_eq!(CastlingSide::QueenSide.rook_to_file(), b'd' - b'a');
}

/// `FromStr` reads back exactly what `Display` writes, for every value of
/// every vocabulary type, and names the type and what it accepts otherwise.
#[test]
fn every_vocabulary_type_displays_and_parses_back() {
    fn round_trip<T>(values: &[T], written: &[&str])
    where
        T: core::fmt::Display + core::str::FromStr<Err = ParseError> + PartialEq + core::fmt::Debug,
    {
        let shown: Vec<String> = values.iter().map(ToString::to_string).collect();
        assert_eq!(shown, written);
        for (value, text) in values.iter().zip(written) {
            assert_eq!(text.parse::<T>().as_ref(), Ok(value), "{text}");
        }
    }
    round_trip(&Color::ALL, &["w", "b"]);
    round_trip(&Role::ALL, &["p", "n", "b", "r", "q", "k"]);
    round_trip(
        &Piece::ALL,
        &["p", "P", "n", "N", "b", "B", "r", "R", "q", "Q", "k", "K"],
    );
    round_trip(
        &[
            Promotion::Knight,
            Promotion::Bishop,
            Promotion::Rook,
            Promotion::Queen,
            Promotion::King,
        ],
        &["n", "b", "r", "q", "k"],
    );
    round_trip(&SquareColor::ALL, &["dark", "light"]);
    round_trip(&CastlingSide::ALL, &["kingside", "queenside"]);
    round_trip(
        &[CastlingMode::Standard, CastlingMode::Chess960],
        &["standard", "chess960"],
    );
    let every_rights: Vec<CastlingRights> = (0..16).map(CastlingRights::from_bits).collect();
    let written: Vec<String> = every_rights.iter().map(ToString::to_string).collect();
    let written: Vec<&str> = written.iter().map(String::as_str).collect();
    round_trip(&every_rights, &written);
    assert_eq!(written[15], "KQkq");
    assert_eq!(written[0], "-");
    // Either case for a role or a promotion; case tells a piece's colour.
    assert_eq!("Q".parse::<Role>(), Ok(Role::Queen));
    assert_eq!("Q".parse::<Promotion>(), Ok(Promotion::Queen));
    assert_eq!("Q".parse::<Piece>(), Ok(Piece::WhiteQueen));
    // What each refuses, and the message.
    let refused: [(Result<(), ParseError>, &str); 14] = [
        (
            "white".parse::<Color>().map(drop),
            "invalid colour: expected \"w\" or \"b\"",
        ),
        (
            "".parse::<Color>().map(drop),
            "invalid colour: expected \"w\" or \"b\"",
        ),
        (
            "W".parse::<Color>().map(drop),
            "invalid colour: expected \"w\" or \"b\"",
        ),
        (
            "x".parse::<Role>().map(drop),
            "invalid role: expected one of p, n, b, r, q, k (either case)",
        ),
        (
            "pp".parse::<Role>().map(drop),
            "invalid role: expected one of p, n, b, r, q, k (either case)",
        ),
        (
            "x".parse::<Piece>().map(drop),
            "invalid piece: expected one of PNBRQK (white) or pnbrqk (black)",
        ),
        (
            "p".parse::<Promotion>().map(drop),
            "invalid promotion: expected one of n, b, r, q, k (either case)",
        ),
        (
            "Dark".parse::<SquareColor>().map(drop),
            "invalid square colour: expected \"dark\" or \"light\"",
        ),
        (
            "O-O".parse::<CastlingSide>().map(drop),
            "invalid castling side: expected \"kingside\" or \"queenside\"",
        ),
        (
            "960".parse::<CastlingMode>().map(drop),
            "invalid castling mode: expected \"standard\" or \"chess960\"",
        ),
        ("qk".parse::<CastlingRights>().map(drop), RIGHTS),
        ("KK".parse::<CastlingRights>().map(drop), RIGHTS),
        ("".parse::<CastlingRights>().map(drop), RIGHTS),
        ("HAha".parse::<CastlingRights>().map(drop), RIGHTS),
    ];
    const RIGHTS: &str = "invalid castling rights: expected \"-\" or letters from \"KQkq\" in that order (Chess960 file letters need a position)";
    for (i, (result, message)) in refused.into_iter().enumerate() {
        assert_eq!(
            result.map_err(|e| e.to_string()),
            Err(message.to_string()),
            "case {i}"
        );
    }
    let error = "x".parse::<Color>().unwrap_err();
    assert_eq!(
        (error.type_name(), error.expected()),
        ("colour", "\"w\" or \"b\"")
    );
}

/// `new` takes what `index` gives: every vocabulary type round-trips
/// without a cast, and refuses the first index past its last value.
#[test]
fn every_vocabulary_index_round_trips() {
    assert!(
        Square::ALL
            .iter()
            .all(|&x| Square::new(x.index()) == Some(x))
    );
    assert!(Color::ALL.iter().all(|&x| Color::new(x.index()) == Some(x)));
    assert!(Role::ALL.iter().all(|&x| Role::new(x.index()) == Some(x)));
    assert!(Piece::ALL.iter().all(|&x| Piece::new(x.index()) == Some(x)));
    assert!(
        SquareColor::ALL
            .iter()
            .all(|&x| SquareColor::new(x.index()) == Some(x))
    );
    assert!(
        CastlingSide::ALL
            .iter()
            .all(|&x| CastlingSide::new(x.index()) == Some(x))
    );
    assert_eq!(
        (Square::new(64), Color::new(2), Role::new(6), Piece::new(12)),
        (None, None, None, None)
    );
    assert_eq!((SquareColor::new(2), CastlingSide::new(2)), (None, None));
}
