//! The vocabulary and setups both ways: [`ToShakmaty`] (ours to
//! shakmaty's) and [`ToChessTables`] (shakmaty's to ours).
//!
//! | ours | shakmaty's | ours to theirs | theirs to ours |
//! |---|---|---|---|
//! | [`Square`] | `shakmaty::Square` | [`ToShakmaty`] | [`ToChessTables`] |
//! | [`Color`] | `shakmaty::Color` | [`ToShakmaty`] | [`ToChessTables`] |
//! | [`Role`] | `shakmaty::Role` | [`ToShakmaty`] | [`ToChessTables`] |
//! | [`Piece`] | `shakmaty::Piece` | [`ToShakmaty`] | [`ToChessTables`] |
//! | [`Promotion`] | `shakmaty::Role` | [`ToShakmaty`] | `Promotion::from_role(role.to_chess_tables())` (`None` for a pawn) |
//! | [`CastlingSide`] | `shakmaty::CastlingSide` | [`ToShakmaty`] | [`ToChessTables`] |
//! | [`CastlingMode`] | `shakmaty::CastlingMode` | [`ToShakmaty`] | [`ToChessTables`] |
//! | `&`[`Position`] | `shakmaty::Setup` | [`ToShakmaty`] | |
//! | [`Setup`] | `&shakmaty::Setup` | `Position::try_from(&setup)?.to_shakmaty()` | [`ToChessTables`] |
//!
//! Positions: a shakmaty position to ours with
//! [`ShakmatyPositionExt::to_chess_tables`](crate::ShakmatyPositionExt::to_chess_tables),
//! ours to a shakmaty position with
//! [`ToShakmatyPosition::to_shakmaty_position`](crate::ToShakmatyPosition::to_shakmaty_position).

use core::num::NonZeroU32;

use chess_tables_position::{
    CastlingMode, CastlingRights, CastlingSide, Color, Piece, Position, Promotion, Role, Setup,
    Square,
};
use shakmaty::{Bitboard, Board, ByColor, ByRole};

/// Ours to shakmaty's: `square.to_shakmaty()`, `position.to_shakmaty()`
/// (see the [module](self) for the list).
///
/// Sealed: implemented by this crate for the types in the list, so that it
/// can grow without a breaking change.
///
/// ```
/// use chess_tables_shakmaty::prelude::*;
/// use chess_tables_shakmaty::chess_tables_position::{Piece, Position, Promotion, Square};
///
/// assert_eq!(Square::E4.to_shakmaty(), shakmaty::Square::E4);
/// assert_eq!(Piece::BlackQueen.to_shakmaty(), shakmaty::Piece { color: shakmaty::Color::Black, role: shakmaty::Role::Queen });
/// assert_eq!(Promotion::Knight.to_shakmaty(), shakmaty::Role::Knight);
/// assert_eq!((&Position::START).to_shakmaty(), shakmaty::Setup::initial());
/// ```
pub trait ToShakmaty: sealed::Sealed {
    /// The shakmaty type.
    type Shakmaty;

    /// The same value as shakmaty's type.
    fn to_shakmaty(self) -> Self::Shakmaty;
}

/// Shakmaty's to ours: `square.to_chess_tables()`, `setup.to_chess_tables()`
/// (see the [module](self) for the list; a shakmaty position's is
/// [`ShakmatyPositionExt::to_chess_tables`](crate::ShakmatyPositionExt::to_chess_tables)).
///
/// Sealed: implemented by this crate for the types in the list.
///
/// ```
/// use chess_tables_shakmaty::prelude::*;
/// use chess_tables_shakmaty::chess_tables_position::{CastlingMode, Role, Square};
///
/// assert_eq!(shakmaty::Square::E4.to_chess_tables(), Square::E4);
/// assert_eq!(shakmaty::Role::King.to_chess_tables(), Role::King);
/// assert_eq!(shakmaty::CastlingMode::Chess960.to_chess_tables(), CastlingMode::Chess960);
/// ```
pub trait ToChessTables: sealed::Sealed {
    /// Our type.
    type ChessTables;

    /// The same value as our type.
    fn to_chess_tables(self) -> Self::ChessTables;
}

pub(crate) mod sealed {
    pub trait Sealed {}
}

/// One vocabulary type both ways, by a `match` or an index each way.
macro_rules! both_ways {
    ($ours:ty, $theirs:ty, |$o:ident| $to_theirs:expr, |$t:ident| $to_ours:expr) => {
        impl sealed::Sealed for $ours {}
        impl sealed::Sealed for $theirs {}

        impl ToShakmaty for $ours {
            type Shakmaty = $theirs;

            #[inline]
            fn to_shakmaty(self) -> $theirs {
                let $o = self;
                $to_theirs
            }
        }

        impl ToChessTables for $theirs {
            type ChessTables = $ours;

            #[inline]
            fn to_chess_tables(self) -> $ours {
                let $t = self;
                $to_ours
            }
        }
    };
}

// Both number squares a1 = 0 ..= h8 = 63; the masks let the compiler see
// the index in range (no bound check, no panic).
both_ways!(
    Square,
    shakmaty::Square,
    |sq| shakmaty::Square::ALL[sq.index() & 63],
    |sq| Square::from_index_masked(sq.to_u32())
);

both_ways!(
    Color,
    shakmaty::Color,
    |color| match color {
        Color::White => shakmaty::Color::White,
        Color::Black => shakmaty::Color::Black,
    },
    |color| match color {
        shakmaty::Color::White => Color::White,
        shakmaty::Color::Black => Color::Black,
    }
);

both_ways!(
    Role,
    shakmaty::Role,
    |role| match role {
        Role::Pawn => shakmaty::Role::Pawn,
        Role::Knight => shakmaty::Role::Knight,
        Role::Bishop => shakmaty::Role::Bishop,
        Role::Rook => shakmaty::Role::Rook,
        Role::Queen => shakmaty::Role::Queen,
        Role::King => shakmaty::Role::King,
    },
    |role| match role {
        shakmaty::Role::Pawn => Role::Pawn,
        shakmaty::Role::Knight => Role::Knight,
        shakmaty::Role::Bishop => Role::Bishop,
        shakmaty::Role::Rook => Role::Rook,
        shakmaty::Role::Queen => Role::Queen,
        shakmaty::Role::King => Role::King,
    }
);

both_ways!(
    Piece,
    shakmaty::Piece,
    |piece| shakmaty::Piece {
        color: piece.color().to_shakmaty(),
        role: piece.role().to_shakmaty(),
    },
    |piece| Piece::from_parts(piece.color.to_chess_tables(), piece.role.to_chess_tables())
);

both_ways!(
    CastlingSide,
    shakmaty::CastlingSide,
    |side| match side {
        CastlingSide::KingSide => shakmaty::CastlingSide::KingSide,
        CastlingSide::QueenSide => shakmaty::CastlingSide::QueenSide,
    },
    |side| match side {
        shakmaty::CastlingSide::KingSide => CastlingSide::KingSide,
        shakmaty::CastlingSide::QueenSide => CastlingSide::QueenSide,
    }
);

both_ways!(
    CastlingMode,
    shakmaty::CastlingMode,
    |mode| match mode {
        CastlingMode::Standard => shakmaty::CastlingMode::Standard,
        CastlingMode::Chess960 => shakmaty::CastlingMode::Chess960,
    },
    |mode| match mode {
        shakmaty::CastlingMode::Standard => CastlingMode::Standard,
        shakmaty::CastlingMode::Chess960 => CastlingMode::Chess960,
    }
);

impl sealed::Sealed for Promotion {}

impl ToShakmaty for Promotion {
    type Shakmaty = shakmaty::Role;

    /// The role the pawn becomes (shakmaty's `Move::Normal { promotion, .. }`
    /// holds a role); back with `Promotion::from_role(role.to_chess_tables())`.
    #[inline]
    fn to_shakmaty(self) -> shakmaty::Role {
        self.role().to_shakmaty()
    }
}

impl sealed::Sealed for &Position {}

impl ToShakmaty for &Position {
    type Shakmaty = shakmaty::Setup;

    /// The position as shakmaty's setup: the board, the side to move, the
    /// castling rights that count as their rooks' squares
    /// (`castling_rights`), the en-passant square that counts (a double
    /// push can have produced it: [`Position::en_passant`]) and the clocks.
    /// The castling mode, which a shakmaty setup does not hold, is
    /// `position.castling_mode().to_shakmaty()`;
    /// [`ToShakmatyPosition::to_shakmaty_position`](crate::ToShakmatyPosition::to_shakmaty_position)
    /// passes it on.
    #[inline]
    fn to_shakmaty(self) -> shakmaty::Setup {
        let role = |role: Role| Bitboard(self.by_role(role));
        let by_role = ByRole {
            pawn: role(Role::Pawn),
            knight: role(Role::Knight),
            bishop: role(Role::Bishop),
            rook: role(Role::Rook),
            queen: role(Role::Queen),
            king: role(Role::King),
        };
        let by_color = ByColor {
            black: Bitboard(self.by_color(Color::Black)),
            white: Bitboard(self.by_color(Color::White)),
        };
        let board = match Board::try_from_bitboards(by_role, by_color) {
            Ok(board) => board,
            // A `Position` holds one piece per square (its FEN reader and
            // `Position::try_from(&setup)` refuse two), which is all
            // shakmaty checks.
            Err(_) => unreachable!("a Position holds one piece per square"),
        };
        let mut setup = shakmaty::Setup::empty();
        setup.board = board;
        setup.turn = self.side_to_move().to_shakmaty();
        setup.castling_rights = Bitboard(self.castling().rook_squares());
        setup.ep_square = self.en_passant().map(Square::to_shakmaty);
        setup.halfmoves = self.halfmove_clock();
        // A position's fullmove number is at least 1.
        setup.fullmoves = NonZeroU32::new(self.fullmove_number()).unwrap_or(NonZeroU32::MIN);
        setup
    }
}

impl sealed::Sealed for &shakmaty::Setup {}

impl ToChessTables for &shakmaty::Setup {
    type ChessTables = Setup;

    /// The setup as ours, for `Position::try_from(&setup)` (which fails on
    /// an en-passant square off its rank, as shakmaty's `FromSetup` does).
    /// Pieces, side to move, en-passant square and clocks as they are;
    /// pockets, promoted pieces and remaining checks (variants) are left
    /// out. `castling_rights` (rook squares) becomes our rights by
    /// [`CastlingRights::from_rook_squares`], of its squares that hold a
    /// rook of their colour: a square on a colour's back rank is a right
    /// on the side of that colour's king there (the highest king on the
    /// back rank, else the e-file) it lies on, the outermost such square of
    /// a side counting, as the FEN reader reads Shredder-FEN letters. The
    /// castling mode, which a shakmaty setup does not hold, is standard
    /// chess when every right's rook stands in its corner with its king on
    /// e1/e8 (so for a setup without rights), else Chess960: shakmaty's
    /// `CastlingMode::detect` on every setup with one king a side. Set
    /// [`Setup::castling_mode`] to choose.
    ///
    /// ```
    /// use chess_tables_shakmaty::prelude::*;
    /// use chess_tables_shakmaty::chess_tables_position::{Position, SetupError};
    ///
    /// let setup = shakmaty::Setup::initial().to_chess_tables();
    /// assert_eq!(Position::try_from(&setup)?, Position::START);
    /// # Ok::<(), SetupError>(())
    /// ```
    #[inline]
    fn to_chess_tables(self) -> Setup {
        let board = &self.board;
        let white = board.white().0;
        let mut setup = board_setup(board);
        let kings = board.kings().0;
        let king_file = |rank: u64| match kings & rank {
            0 => 4,
            on_rank => (63 - on_rank.leading_zeros()) as u8 & 7,
        };
        let king_files = [
            king_file(0xFF & white),
            king_file(0xFF00_0000_0000_0000 & !white),
        ];
        // Only squares holding a rook of their colour: a square whose rook
        // has gone must not hide the rook beside it (the FEN reader's
        // reading of `AB` with a rook on b1 alone is `B`).
        let rooks = board.rooks().0;
        let rook_squares = self.castling_rights.0
            & (rooks & white & 0xFF | rooks & !white & 0xFF00_0000_0000_0000);
        setup.castling = CastlingRights::from_rook_squares(rook_squares, king_files);
        setup.castling_mode = castling_mode(setup.castling, king_files);
        setup.side_to_move = self.turn.to_chess_tables();
        setup.en_passant = self.ep_square.map(shakmaty::Square::to_chess_tables);
        setup.halfmove_clock = self.halfmoves;
        setup.fullmove_number = self.fullmoves.get();
        setup
    }
}

/// Standard chess when every right's rook stands in its corner with its
/// king on the e-file, else Chess960: the mode in which the rights read as
/// they are (shakmaty's `CastlingMode::detect`, which sees no right on a
/// back rank with two kings).
#[inline]
fn castling_mode(
    rights: CastlingRights,
    king_files: [u8; 2],
) -> chess_tables_position::CastlingMode {
    let kings_on_e = Color::ALL
        .into_iter()
        .all(|color| rights.of(color).is_empty() || king_files[color.index()] == 4);
    if rights.is_standard() && kings_on_e {
        chess_tables_position::CastlingMode::Standard
    } else {
        chess_tables_position::CastlingMode::Chess960
    }
}

/// [`Setup::from_bitboards`] of a shakmaty board: its pieces, nothing else.
#[inline]
pub(crate) fn board_setup(board: &shakmaty::Board) -> Setup {
    let by_role = [
        board.pawns().0,
        board.knights().0,
        board.bishops().0,
        board.rooks().0,
        board.queens().0,
        board.kings().0,
    ];
    Setup::from_bitboards(by_role, board.white().0)
}
