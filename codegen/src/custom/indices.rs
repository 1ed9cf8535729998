//! One element's indices as a value function reads them: by meaning
//! ([`Indices::square`], [`Indices::count`]) or raw, in axis order.

use super::{Axis, Color, Piece, Role, Square};
use std::ops::Deref;

/// The indices of one element of a table, what a value function
/// ([`CustomTable::values`](super::CustomTable::values),
/// [`formula`](super::CustomTable::formula),
/// [`bitboards`](super::CustomTable::bitboards)) gets: read them by
/// meaning, or raw.
///
/// **By meaning.** [`square`](Indices::square), [`file`](Indices::file),
/// [`rank`](Indices::rank), [`color`](Indices::color),
/// [`role`](Indices::role) and [`piece`](Indices::piece) read the table's
/// one axis of that kind, [`count`](Indices::count) a count by its name:
/// `at.square().file()`, `at.piece().color()`, `at.count("depth")`.
///
/// **By position**, where a table has two axes of a kind (a
/// `[square][square]` table's from and to, a `[role][role]` table's
/// victim and attacker): [`square_at`](Indices::square_at) and its
/// siblings read the axis at a position, 0 the outermost (the first of
/// [`CustomTable::new`](super::CustomTable::new)'s axes). The plain
/// reads refuse such a table rather than guess.
///
/// **Raw.** `Indices` dereferences to the indices as a `[usize]` in axis
/// order, so `at[0]` is the outermost axis's index (the vocabulary's
/// orders: [`Axis`] lists them).
///
/// # Errors
/// A read the table cannot answer (a square of a table with no square
/// axis, [`square`](Indices::square) of a table with two, a count with a
/// name no count has, an `_at` read of an axis of another kind or past the
/// last axis) stops the value function, and generation fails with
/// [`Problem::WrongAxis`](super::Problem::WrongAxis) naming the table, the
/// read and the table's axes. Nothing is printed to the build's output
/// for it (unlike a panic of your own).
#[derive(Clone, Copy, Debug)]
pub struct Indices<'a> {
    index: &'a [usize],
    axes: &'a [Axis],
}

/// The payload a read the table cannot answer unwinds with: caught by
/// the table's evaluation, which reports it as `Problem::WrongAxis`.
pub(super) struct Misread {
    /// The read, as called: `square()`, `role_at(1)`, `count("depth")`.
    pub read: String,
    /// Why the table cannot answer it.
    pub why: String,
}

/// The kinds of axis a read asks for.
#[derive(Clone, Copy)]
enum Kind<'n> {
    Square,
    Color,
    Role,
    Piece,
    File,
    Rank,
    Count(Option<&'n str>),
}

impl Kind<'_> {
    fn matches(self, axis: &Axis) -> bool {
        match (self, axis) {
            (Kind::Square, Axis::Square)
            | (Kind::Color, Axis::Color)
            | (Kind::Role, Axis::Role)
            | (Kind::Piece, Axis::Piece)
            | (Kind::File, Axis::File)
            | (Kind::Rank, Axis::Rank)
            | (Kind::Count(None), Axis::Count { .. }) => true,
            (Kind::Count(Some(wanted)), Axis::Count { name, .. }) => wanted == name,
            _ => false,
        }
    }

    /// The read's method name without `_at`: `square`, `count`.
    fn method(self) -> &'static str {
        match self {
            Kind::Square => "square",
            Kind::Color => "color",
            Kind::Role => "role",
            Kind::Piece => "piece",
            Kind::File => "file",
            Kind::Rank => "rank",
            Kind::Count(_) => "count",
        }
    }

    /// `n` axes of the kind in words: `square axis`, `2 square axes`,
    /// `count named "depth"`, `2 counts named "depth"`.
    fn words(self, n: usize) -> String {
        let (one, many) = match self {
            Kind::Count(Some(name)) => {
                return match n {
                    1 => format!("count named {name:?}"),
                    n => format!("{n} counts named {name:?}"),
                };
            }
            Kind::Count(None) => ("count", "counts"),
            _ => ("axis", "axes"),
        };
        match (self, n) {
            (Kind::Count(_), 1) => one.to_string(),
            (_, 1) => format!("{} {one}", self.method()),
            (Kind::Count(_), n) => format!("{n} {many}"),
            (_, n) => format!("{n} {} {many}", self.method()),
        }
    }
}

impl<'a> Indices<'a> {
    pub(super) fn new(index: &'a [usize], axes: &'a [Axis]) -> Indices<'a> {
        Indices { index, axes }
    }

    /// The square of the table's one square axis (a1 = 0 ..= h8 = 63).
    /// A table with two reads each with [`square_at`](Indices::square_at).
    pub fn square(&self) -> Square {
        Square::new(self.only(Kind::Square, "square()".to_string())).expect("a square axis")
    }

    /// The square of the square axis at `axis` (0 the outermost).
    pub fn square_at(&self, axis: usize) -> Square {
        Square::new(self.at(axis, Kind::Square)).expect("a square axis")
    }

    /// The file of the table's one file axis, 0 (a) ..= 7 (h). (A square's
    /// file is [`Square::file`].)
    pub fn file(&self) -> u8 {
        self.only(Kind::File, "file()".to_string()) as u8
    }

    /// The file of the file axis at `axis`, 0 (a) ..= 7 (h).
    pub fn file_at(&self, axis: usize) -> u8 {
        self.at(axis, Kind::File) as u8
    }

    /// The rank of the table's one rank axis, 0 (rank 1) ..= 7 (rank 8).
    /// (A square's rank is [`Square::rank`].)
    pub fn rank(&self) -> u8 {
        self.only(Kind::Rank, "rank()".to_string()) as u8
    }

    /// The rank of the rank axis at `axis`, 0 (rank 1) ..= 7 (rank 8).
    pub fn rank_at(&self, axis: usize) -> u8 {
        self.at(axis, Kind::Rank) as u8
    }

    /// The colour of the table's one colour axis (white 0, black 1).
    /// (A piece's colour is [`Piece::color`].)
    pub fn color(&self) -> Color {
        Color::new(self.only(Kind::Color, "color()".to_string())).expect("a colour axis")
    }

    /// The colour of the colour axis at `axis`.
    pub fn color_at(&self, axis: usize) -> Color {
        Color::new(self.at(axis, Kind::Color)).expect("a colour axis")
    }

    /// The role of the table's one role axis (pawn 0 ..= king 5). (A
    /// piece's role is [`Piece::role`].)
    pub fn role(&self) -> Role {
        Role::new(self.only(Kind::Role, "role()".to_string())).expect("a role axis")
    }

    /// The role of the role axis at `axis`.
    pub fn role_at(&self, axis: usize) -> Role {
        Role::new(self.at(axis, Kind::Role)).expect("a role axis")
    }

    /// The piece of the table's one piece axis (black pawn 0 ..= white
    /// king 11), with its [`color`](Piece::color) and
    /// [`role`](Piece::role).
    pub fn piece(&self) -> Piece {
        Piece::new(self.only(Kind::Piece, "piece()".to_string())).expect("a piece axis")
    }

    /// The piece of the piece axis at `axis`.
    pub fn piece_at(&self, axis: usize) -> Piece {
        Piece::new(self.at(axis, Kind::Piece)).expect("a piece axis")
    }

    /// The index of the count named `name` ([`Axis::count`]), `0..len`.
    /// A table with two counts of that name reads each with
    /// [`count_at`](Indices::count_at).
    pub fn count(&self, name: &str) -> usize {
        self.only(Kind::Count(Some(name)), format!("count({name:?})"))
    }

    /// The index of the count at `axis`, `0..len`.
    pub fn count_at(&self, axis: usize) -> usize {
        self.at(axis, Kind::Count(None))
    }

    /// The index of the one axis of `kind`, or a misread.
    fn only(&self, kind: Kind<'_>, read: String) -> usize {
        let positions: Vec<usize> = (0..self.axes.len())
            .filter(|&i| kind.matches(&self.axes[i]))
            .collect();
        match positions[..] {
            [axis] => self.index[axis],
            [] => self.misread(read, format!("{} has no {}", self.table(), kind.words(1))),
            _ => {
                let reads: Vec<String> = positions
                    .iter()
                    .map(|axis| format!("{}_at({axis})", kind.method()))
                    .collect();
                self.misread(
                    read,
                    format!(
                        "{} has {}: read each by position, with {}",
                        self.table(),
                        kind.words(positions.len()),
                        reads.join(", ")
                    ),
                )
            }
        }
    }

    /// The index of the axis at `axis` if it is of `kind`, or a misread.
    fn at(&self, axis: usize, kind: Kind<'_>) -> usize {
        let read = format!("{}_at({axis})", kind.method());
        match self.axes.get(axis) {
            Some(found) if kind.matches(found) => self.index[axis],
            Some(found) => self.misread(
                read,
                format!(
                    "axis {axis} of {} is its {}",
                    self.table(),
                    match found {
                        Axis::Count { name, .. } => format!("count {name:?}"),
                        other => format!("{} axis", other.name()),
                    }
                ),
            ),
            None => self.misread(read, format!("{} has no axis {axis}", self.table())),
        }
    }

    /// The table in words: `the table, indexed [color][square],`.
    fn table(&self) -> String {
        if self.axes.is_empty() {
            return "the table, a single value,".to_string();
        }
        let names: Vec<&str> = self.axes.iter().map(Axis::name).collect();
        format!("the table, indexed [{}],", names.join("]["))
    }

    /// Stops the value function: the table's evaluation catches this
    /// payload and reports it. `resume_unwind`, not `panic!`: the panic
    /// hook stays silent, as the error says it all.
    fn misread(&self, read: String, why: String) -> ! {
        std::panic::resume_unwind(Box::new(Misread { read, why }))
    }
}

impl Deref for Indices<'_> {
    type Target = [usize];

    /// The raw indices, in axis order.
    fn deref(&self) -> &[usize] {
        self.index
    }
}
