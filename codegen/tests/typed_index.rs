//! A value function reads its indices by meaning (`Indices`): each read
//! gives the vocabulary's value, two axes of a kind are read by position,
//! and a read the table cannot answer is a definition error naming it.
#![cfg(feature = "custom")]

use chess_tables_codegen::custom::{
    Axis, Color, CustomFamily, CustomTable, Indices, Piece, Problem, Role, Square,
};
use chess_tables_codegen::{Error, Options, render};

fn table(name: &str, axes: impl IntoIterator<Item = Axis>) -> CustomTable {
    CustomTable::new(name, axes)
        .definition("A test table.")
        .source("this test")
}

fn options(tables: impl IntoIterator<Item = CustomTable>) -> Options {
    let mut options = Options::default();
    options.families = Vec::new();
    options.custom = vec![
        tables
            .into_iter()
            .fold(CustomFamily::new("mine"), CustomFamily::table),
    ];
    options
}

/// The generated file `name`.
fn file(options: &Options, name: &str) -> String {
    let files = render(options).unwrap();
    files
        .into_iter()
        .find(|file| file.name == name)
        .unwrap()
        .source
}

/// The values of table `name` as `mine.rs` writes them (decimal, or hex
/// read as the bits of an `i64`), in index order.
fn values(options: &Options, name: &str) -> Vec<i64> {
    let source = file(options, "mine.rs");
    let start = source
        .find(&format!("pub static {name}:"))
        .unwrap_or_else(|| panic!("no {name} in {source}"));
    let body = &source[start..];
    let body = &body[body.find("= [").unwrap() + 2..];
    let body = &body[..body.find("];").unwrap()];
    body.split(|c: char| c == ',' || c == '[' || c == ']' || c.is_whitespace())
        .filter(|token| !token.is_empty())
        .map(|token| match token.strip_prefix("0x") {
            Some(hex) => u64::from_str_radix(&hex.replace('_', ""), 16).unwrap() as i64,
            None => token.parse().unwrap(),
        })
        .collect()
}

#[test]
fn each_read_gives_the_vocabulary_value() {
    let options = options([
        // Piece index p: role p / 2, white when p % 2 == 1 (black first).
        table("BY_PIECE", [Axis::Piece]).values(|at| {
            let piece = at.piece();
            assert_eq!(piece.index(), at[0], "the raw index stays readable");
            (10 * piece.role().index() + piece.color().index()) as u8
        }),
        table("BY_SQUARE", [Axis::Square])
            .values(|at| 10 * at.square().file() + at.square().rank()),
        table("BY_COLOR_ROLE", [Axis::Color, Axis::Role]).values(|at| {
            let white = at.color() == Color::White;
            (10 * at.role().index() + usize::from(white)) as u8
        }),
        table("BY_FILE_RANK", [Axis::File, Axis::Rank]).values(|at| 10 * at.file() + at.rank()),
        table(
            "BY_COUNT",
            [Axis::count("depth", 3), Axis::count("move_number", 2)],
        )
        .formula::<u8>(|at| (10 * at.count("depth") + at.count("move_number")) as f64),
        table("ZONE", [Axis::Color, Axis::Square]).bitboards(|at| {
            at.square()
                .offset(0, if at.color().is_white() { 1 } else { -1 })
                .map_or(0, Square::bit)
        }),
    ]);
    assert_eq!(
        values(&options, "BY_PIECE"),
        [1, 0, 11, 10, 21, 20, 31, 30, 41, 40, 51, 50]
    );
    let by_square = values(&options, "BY_SQUARE");
    // a1 0, h1 (file 7, rank 0) 70, a8 (file 0, rank 7) 7, e4 (4, 3) 43.
    assert_eq!(
        [by_square[0], by_square[7], by_square[56], by_square[28]],
        [0, 70, 7, 43]
    );
    assert_eq!(
        values(&options, "BY_COLOR_ROLE"),
        [1, 11, 21, 31, 41, 51, 0, 10, 20, 30, 40, 50]
    );
    let by_file_rank = values(&options, "BY_FILE_RANK");
    assert_eq!(
        [by_file_rank[0], by_file_rank[7], by_file_rank[8 * 7 + 3]],
        [0, 7, 73]
    );
    assert_eq!(values(&options, "BY_COUNT"), [0, 1, 10, 11, 20, 21]);
    let zone = values(&options, "ZONE");
    // White's e4 points at e5, black's at e3; nothing off the board.
    assert_eq!(zone[28], 1 << 36);
    assert_eq!(zone[64 + 28], 1 << 20);
    assert_eq!((zone[63], zone[64]), (0, 0));
}

/// A `[square][square]` table reads its two squares by position: the
/// Chebyshev distance so read is the built-in table, as chess-tables pins
/// it (tests/fingerprints.txt), and a `[role][role]` table its victim and
/// attacker.
#[test]
fn two_axes_of_a_kind_are_read_by_position() {
    let options = options([
        table("KING_STEPS", [Axis::Square, Axis::Square]).values(|at| {
            let (from, to) = (at.square_at(0), at.square_at(1));
            from.file()
                .abs_diff(to.file())
                .max(from.rank().abs_diff(to.rank()))
        }),
        table("MVV_LVA", [Axis::Role, Axis::Role])
            .values(|at| (10 * at.role_at(0).index() + 5 - at.role_at(1).index()) as u8),
        table("BY_PIECES", [Axis::Piece, Axis::Piece])
            .values(|at| (at.piece_at(0).index() * 12 + at.piece_at(1).index()) as u8),
        table(
            "BY_TWO",
            [
                Axis::Color,
                Axis::Color,
                Axis::File,
                Axis::File,
                Axis::Rank,
                Axis::Rank,
            ],
        )
        .values(|at| {
            let colors = at.color_at(0).index() + at.color_at(1).index();
            let files = at.file_at(2) + at.file_at(3);
            let ranks = at.rank_at(4) + at.rank_at(5);
            colors as i8 + files as i8 - ranks as i8
        }),
        table("COUNTS", [Axis::count("n", 2), Axis::count("n", 3)])
            .values(|at| (10 * at.count_at(0) + at.count_at(1)) as u8),
    ]);
    assert!(
        file(&options, "custom_registry.rs").contains("fingerprint: 0xC04B_60FB_1F19_0C6D,"),
        "KING_STEPS is CHEBYSHEV_DISTANCE"
    );
    let mvv_lva = values(&options, "MVV_LVA");
    // A queen (4) taken by a pawn (0): 45; a pawn taken by a king: 0.
    assert_eq!((mvv_lva[4 * 6], mvv_lva[5]), (45, 0));
    let pieces = values(&options, "BY_PIECES");
    assert_eq!(pieces, (0..144).collect::<Vec<i64>>());
    assert_eq!(values(&options, "COUNTS"), [0, 1, 2, 10, 11, 12]);
    let two = values(&options, "BY_TWO");
    // [black][black][h-file][g-file][rank 1][rank 2]: 2 + 13 - 1.
    let flat = [1, 1, 7, 6, 0, 1]
        .iter()
        .zip([2, 2, 8, 8, 8, 8])
        .fold(0, |flat, (&i, len)| flat * len + i);
    assert_eq!(two[flat], 14);
}

/// `options` fails with `WrongAxis` for table `name`: `read` and `why`,
/// and the whole message.
fn misread(options: Options, index: &[usize], at: &str, read: &str, why: &str, message: &str) {
    let error = render(&options).unwrap_err();
    let Error::Definition(definition) = &error else {
        panic!("{error:?}");
    };
    assert_eq!(
        definition.problem,
        Problem::WrongAxis {
            index: index.to_vec(),
            at: at.to_string(),
            read: read.to_string(),
            why: why.to_string(),
        }
    );
    assert_eq!(error.to_string(), message);
}

#[test]
fn a_read_the_table_cannot_answer_is_a_definition_error() {
    misread(
        options([table("PST", [Axis::Color]).values(|at| at.square().index() as u8)]),
        &[0],
        "white",
        "square()",
        "the table, indexed [color], has no square axis",
        "table \"PST\" of family \"mine\": the value function read square() at [0] (white), \
         but the table, indexed [color], has no square axis",
    );
    misread(
        options([
            table("STEPS", [Axis::Square, Axis::Square]).values(|at| at.square().index() as u8)
        ]),
        &[0, 0],
        "a1, a1",
        "square()",
        "the table, indexed [square][square], has 2 square axes: read each by position, \
         with square_at(0), square_at(1)",
        "table \"STEPS\" of family \"mine\": the value function read square() at [0][0] (a1, a1), \
         but the table, indexed [square][square], has 2 square axes: read each by position, \
         with square_at(0), square_at(1)",
    );
    misread(
        options([
            table("PST", [Axis::Square, Axis::Color]).values(|at| at.role_at(1).index() as u8)
        ]),
        &[0, 0],
        "a1, white",
        "role_at(1)",
        "axis 1 of the table, indexed [square][color], is its color axis",
        "table \"PST\" of family \"mine\": the value function read role_at(1) at [0][0] (a1, white), \
         but axis 1 of the table, indexed [square][color], is its color axis",
    );
    misread(
        options([table("PST", [Axis::Square, Axis::count("depth", 2)])
            .values(|at| at.square_at(1).index() as u8)]),
        &[0, 0],
        "a1, depth 0",
        "square_at(1)",
        "axis 1 of the table, indexed [square][depth], is its count \"depth\"",
        "table \"PST\" of family \"mine\": the value function read square_at(1) at [0][0] \
         (a1, depth 0), but axis 1 of the table, indexed [square][depth], is its count \"depth\"",
    );
    misread(
        options([table("PST", [Axis::Piece]).values(|at| at.piece_at(2).index() as u8)]),
        &[0],
        "black pawn",
        "piece_at(2)",
        "the table, indexed [piece], has no axis 2",
        "table \"PST\" of family \"mine\": the value function read piece_at(2) at [0] (black pawn), \
         but the table, indexed [piece], has no axis 2",
    );
    misread(
        options([
            table("LMR", [Axis::count("depth", 4), Axis::count("moves", 4)])
                .formula::<u8>(|at| at.count("move_number") as f64),
        ]),
        &[0, 0],
        "depth 0, moves 0",
        "count(\"move_number\")",
        "the table, indexed [depth][moves], has no count named \"move_number\"",
        "table \"LMR\" of family \"mine\": the value function read count(\"move_number\") at [0][0] \
         (depth 0, moves 0), but the table, indexed [depth][moves], has no count named \"move_number\"",
    );
    misread(
        options([table("TWICE", [Axis::count("n", 2), Axis::count("n", 2)])
            .values(|at| at.count("n") as u8)]),
        &[0, 0],
        "n 0, n 0",
        "count(\"n\")",
        "the table, indexed [n][n], has 2 counts named \"n\": read each by position, \
         with count_at(0), count_at(1)",
        "table \"TWICE\" of family \"mine\": the value function read count(\"n\") at [0][0] \
         (n 0, n 0), but the table, indexed [n][n], has 2 counts named \"n\": read each by \
         position, with count_at(0), count_at(1)",
    );
    misread(
        options([table("ONE", []).bitboards(|at| at.rank().into())]),
        &[],
        "",
        "rank()",
        "the table, a single value, has no rank axis",
        "table \"ONE\" of family \"mine\": the value function read rank(), but the table, \
         a single value, has no rank axis",
    );
    // A read that fails only at some indices names the first.
    misread(
        options([table("LATE", [Axis::Role, Axis::File]).values(|at| {
            if at.role() == Role::King {
                at.rank()
            } else {
                0
            }
        })]),
        &[5, 0],
        "king, a-file",
        "rank()",
        "the table, indexed [role][file], has no rank axis",
        "table \"LATE\" of family \"mine\": the value function read rank() at [5][0] \
         (king, a-file), but the table, indexed [role][file], has no rank axis",
    );
}

/// A read the table cannot answer does not run the panic hook (it would
/// print a panic message beside the error), where a panic of your own does.
/// The only test of this binary that unwinds through the hook's reach.
#[test]
fn a_wrong_read_prints_nothing() {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static HOOK_RAN: AtomicUsize = AtomicUsize::new(0);
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {
        HOOK_RAN.fetch_add(1, Ordering::SeqCst);
    }));
    let wrong = render(&options([
        table("PST", [Axis::Color]).values(|at| at.square().index() as u8)
    ]));
    let ran_for_wrong = HOOK_RAN.load(Ordering::SeqCst);
    let own = render(&options([
        table("PST", [Axis::Color]).values(|at| -> u8 { panic!("mine at {}", at[0]) })
    ]));
    let ran_for_own = HOOK_RAN.load(Ordering::SeqCst);
    std::panic::set_hook(previous);
    assert!(wrong.is_err() && own.is_err());
    assert_eq!((ran_for_wrong, ran_for_own), (0, 1));
    assert!(
        own.unwrap_err()
            .to_string()
            .ends_with("the value function panicked at [0] (white): mine at 0")
    );
}

/// The vocabulary types are the generator's own, with chess-tables'
/// index orders, so a value read is the runtime's index.
#[test]
fn the_vocabulary_has_the_runtime_orders() {
    let white_king = Piece::from_parts(Color::White, Role::King);
    assert_eq!(white_king.index(), 11);
    assert_eq!(Piece::new(0).map(Piece::role), Some(Role::Pawn));
    assert_eq!(Piece::new(0).map(Piece::color), Some(Color::Black));
    let g1 = Square::from_file_rank(6, 0).unwrap();
    assert_eq!((g1.index(), g1.to_string()), (6, "g1".to_string()));
    assert_eq!(g1.flip_vertical().to_string(), "g8");
    // An Indices dereferences to the raw indices: a function of `&[usize]`
    // takes it as it is.
    fn raw(index: &[usize]) -> u8 {
        index.iter().sum::<usize>() as u8
    }
    let options =
        options([table("RAW", [Axis::Color, Axis::Role]).values(|at: &Indices<'_>| raw(at))]);
    assert_eq!(
        values(&options, "RAW"),
        [0, 1, 2, 3, 4, 5, 1, 2, 3, 4, 5, 6]
    );
}
