//! The generator's own vocabulary for value functions: [`Square`],
//! [`Color`], [`Role`] and [`Piece`], with chess-tables' index orders
//! (the generator cannot depend on chess-tables, which builds with it).

use std::fmt;

/// A square, a1 = 0, h1 = 7, a8 = 56, h8 = 63 (little-endian rank-file,
/// chess-tables' `Square::index`).
///
/// What [`Indices::square`](super::Indices::square) reads from a square
/// axis; its methods are named as chess-tables' `Square`'s.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Square(u8);

impl Square {
    /// The square of index `index` (0..=63), `None` from 64 on.
    pub const fn new(index: usize) -> Option<Square> {
        if index < 64 {
            Some(Square(index as u8))
        } else {
            None
        }
    }

    /// The square on `file` (0 = a ..= 7 = h) and `rank` (0 = rank 1 ..=
    /// 7 = rank 8), `None` if either is 8 or more.
    pub const fn from_file_rank(file: u8, rank: u8) -> Option<Square> {
        if file < 8 && rank < 8 {
            Some(Square(rank * 8 + file))
        } else {
            None
        }
    }

    /// The index, 0 (a1) ..= 63 (h8).
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The file, 0 (a) ..= 7 (h).
    pub const fn file(self) -> u8 {
        self.0 & 7
    }

    /// The rank, 0 (rank 1) ..= 7 (rank 8).
    pub const fn rank(self) -> u8 {
        self.0 >> 3
    }

    /// The bitboard with only this square's bit set (bit n = square n).
    pub const fn bit(self) -> u64 {
        1 << self.0
    }

    /// The square mirrored across the middle of the board between ranks
    /// 4 and 5, `index ^ 56` (a1 <-> a8): a square from black's point of
    /// view as white's, and back.
    pub const fn flip_vertical(self) -> Square {
        Square(self.0 ^ 56)
    }

    /// The square mirrored across the middle of the board between the d-
    /// and e-files, `index ^ 7` (a1 <-> h1).
    pub const fn mirror_horizontal(self) -> Square {
        Square(self.0 ^ 7)
    }

    /// The square `files` to the right and `ranks` up (negative: left and
    /// down), `None` when that leaves the board.
    pub const fn offset(self, files: i8, ranks: i8) -> Option<Square> {
        let file = self.file() as i8 + files;
        let rank = self.rank() as i8 + ranks;
        if file < 0 || file > 7 || rank < 0 || rank > 7 {
            None
        } else {
            Some(Square((rank * 8 + file) as u8))
        }
    }
}

impl fmt::Display for Square {
    /// The square's name, `a1` ..= `h8`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let file = char::from(b'a' + self.file());
        let rank = char::from(b'1' + self.rank());
        write!(f, "{file}{rank}")
    }
}

/// A side: white 0, black 1 (chess-tables' `Color::index`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Color {
    /// White, index 0: moves up the board (toward rank 8).
    White,
    /// Black, index 1: moves down the board (toward rank 1).
    Black,
}

impl Color {
    /// Both colours in index order: white, black.
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// The colour of index `index` (0 white, 1 black), `None` from 2 on.
    pub const fn new(index: usize) -> Option<Color> {
        match index {
            0 => Some(Color::White),
            1 => Some(Color::Black),
            _ => None,
        }
    }

    /// The index: 0 white, 1 black.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// True for white.
    pub const fn is_white(self) -> bool {
        matches!(self, Color::White)
    }

    /// The other side.
    pub const fn other(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }
}

impl fmt::Display for Color {
    /// `white` or `black`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Color::White => "white",
            Color::Black => "black",
        })
    }
}

/// A piece type without its colour: pawn 0, knight 1, bishop 2, rook 3,
/// queen 4, king 5 (chess-tables' `Role::index`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Role {
    /// Pawn, index 0.
    Pawn,
    /// Knight, index 1.
    Knight,
    /// Bishop, index 2.
    Bishop,
    /// Rook, index 3.
    Rook,
    /// Queen, index 4.
    Queen,
    /// King, index 5.
    King,
}

impl Role {
    /// Every role in index order, pawn to king.
    pub const ALL: [Role; 6] = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
        Role::King,
    ];

    /// The role of index `index` (0 pawn ..= 5 king), `None` from 6 on.
    pub const fn new(index: usize) -> Option<Role> {
        if index < 6 {
            Some(Role::ALL[index])
        } else {
            None
        }
    }

    /// The index: 0 pawn ..= 5 king.
    pub const fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Role {
    /// `pawn`, `knight`, `bishop`, `rook`, `queen` or `king`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Role::Pawn => "pawn",
            Role::Knight => "knight",
            Role::Bishop => "bishop",
            Role::Rook => "rook",
            Role::Queen => "queen",
            Role::King => "king",
        })
    }
}

/// A coloured piece. Its index is chess-tables' `Piece::index`, the
/// Polyglot order, **black first**: `2 * role + 1` for white, `2 * role`
/// for black (black pawn 0, white pawn 1, ..., white king 11). Pieces
/// order by index.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    role: Role,
    color: Color,
}

impl Piece {
    /// The piece of `color` and `role`.
    pub const fn from_parts(color: Color, role: Role) -> Piece {
        Piece { role, color }
    }

    /// The piece of index `index` (0 black pawn ..= 11 white king), `None`
    /// from 12 on.
    pub const fn new(index: usize) -> Option<Piece> {
        match Role::new(index / 2) {
            Some(role) => Some(Piece {
                role,
                color: if index % 2 == 1 {
                    Color::White
                } else {
                    Color::Black
                },
            }),
            None => None,
        }
    }

    /// The index, 0 (black pawn) ..= 11 (white king): `2 * role + 1` for
    /// white, `2 * role` for black.
    pub const fn index(self) -> usize {
        2 * self.role.index() + self.color.is_white() as usize
    }

    /// The piece's colour.
    pub const fn color(self) -> Color {
        self.color
    }

    /// The piece's role.
    pub const fn role(self) -> Role {
        self.role
    }
}

impl Ord for Piece {
    fn cmp(&self, other: &Piece) -> std::cmp::Ordering {
        self.index().cmp(&other.index())
    }
}

impl PartialOrd for Piece {
    fn partial_cmp(&self, other: &Piece) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Piece {
    /// The colour and the role, `white knight`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.color, self.role)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each type's index round-trips, in chess-tables' orders.
    #[test]
    fn indices_round_trip_in_the_vocabulary_order() {
        for index in 0..64 {
            let square = Square::new(index).unwrap();
            assert_eq!(square.index(), index);
            assert_eq!(
                Square::from_file_rank(square.file(), square.rank()),
                Some(square)
            );
        }
        assert_eq!(Square::new(64), None);
        let e4 = Square::new(28).unwrap();
        assert_eq!((e4.file(), e4.rank(), e4.to_string()), (4, 3, "e4".into()));
        assert_eq!(e4.flip_vertical().to_string(), "e5");
        assert_eq!(e4.mirror_horizontal().to_string(), "d4");
        assert_eq!(e4.bit(), 1 << 28);
        assert_eq!(e4.offset(3, 4).map(|sq| sq.to_string()), Some("h8".into()));
        assert_eq!(e4.offset(4, 0), None);
        assert_eq!(e4.offset(0, -4), None);
        assert_eq!(Square::from_file_rank(8, 0), None);
        for (index, color) in Color::ALL.into_iter().enumerate() {
            assert_eq!((Color::new(index), color.index()), (Some(color), index));
        }
        assert_eq!(Color::new(2), None);
        assert_eq!(Color::Black.other(), Color::White);
        for (index, role) in Role::ALL.into_iter().enumerate() {
            assert_eq!((Role::new(index), role.index()), (Some(role), index));
        }
        assert_eq!(Role::new(6), None);
        for index in 0..12 {
            let piece = Piece::new(index).unwrap();
            assert_eq!(piece.index(), index);
            assert_eq!(Piece::from_parts(piece.color(), piece.role()), piece);
        }
        assert_eq!(Piece::new(12), None);
        assert!(Piece::new(0) < Piece::new(1), "pieces order by index");
        // Black first: 0 is the black pawn, 11 the white king.
        assert_eq!(Piece::new(0).unwrap().to_string(), "black pawn");
        assert_eq!(Piece::new(3).unwrap().to_string(), "white knight");
        assert_eq!(
            Piece::from_parts(Color::White, Role::King).index(),
            11,
            "the white king"
        );
    }
}
