//! Writes the page and the JSON export of every built-in family beside
//! four tables of this crate's own at the size limit (1 MiB each), one
//! for each way the page draws numbers and bitboards, and one with seven
//! axes of length 1; and smaller tables the page once drew badly: a
//! piece-square table with material in its values (its boards scaled one
//! by one), values as wide as a u64 and i32::MIN in a list, and a board by
//! two chosen squares: what tests/browser/test_large_tables.py opens.
use chess_tables_codegen::custom::{Axis, CustomFamily, CustomTable};
use chess_tables_codegen::{Family, Format, Options, generate};
use std::path::PathBuf;

/// A value that varies with `i` (SplitMix64's finalizer).
fn mixed(i: usize) -> u64 {
    let mut z = (i as u64).wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    let out_dir = PathBuf::from(std::env::var_os("OUT_DIR").expect("Cargo sets OUT_DIR"));
    let table = |name: &str, axes: Vec<Axis>| {
        CustomTable::new(name, axes)
            .definition("A table the page must draw whole or name what it leaves out.")
            .source("tests/projects/large-tables")
    };
    let large = CustomFamily::new("large")
        // A list: 1,048,576 bytes along one axis.
        .table(table("BYTES", vec![Axis::count("n", 1 << 20)]).values(|at| mixed(at[0]) as u8))
        // Heat maps: 8,192 boards of i16.
        .table(
            table("HISTORY", vec![Axis::count("ply", 8192), Axis::Square])
                .values(|at| mixed(at[0] * 64 + at[1]) as i16),
        )
        // Bitboards: 131,072 masks.
        .table(table("MASKS", vec![Axis::count("pattern", 1 << 17)]).bitboards(|at| mixed(at[0])))
        // One axis and seven of length 1.
        .table(
            table(
                "UNIT_AXES",
                std::iter::once(Axis::count("n", 1 << 20))
                    .chain((1..8).map(|k| Axis::count(format!("unit{k}"), 1)))
                    .collect(),
            )
            .values(|at| mixed(at[0]) as u8),
        );
    // Material plus a centre bonus, by piece and square.
    let material = [100, 320, 330, 500, 900, 0];
    let pieces = CustomFamily::new("pieces")
        .table(
            table("MATERIAL_PST", vec![Axis::Piece, Axis::Square]).values(move |at| {
                let square = at.square().index();
                let (file, rank) = ((square % 8) as i16, (square / 8) as i16);
                let centre = 7 - (2 * file - 7).abs().max((2 * rank - 7).abs());
                material[at.piece().role().index()] + 2 * centre
            }),
        )
        .table(table("WIDE_U64", vec![Axis::count("n", 300)]).values(|at| u64::MAX - at[0] as u64))
        .table(
            table("WIDE_I32", vec![Axis::count("n", 300)])
                .values(|at| if at[0] % 2 == 0 { i32::MIN } else { i32::MAX - at[0] as i32 }),
        )
        .table(
            table("THREE_SQUARES", vec![Axis::Square, Axis::Square, Axis::Square])
                .values(|at| ((at[0] ^ at[1] ^ at[2]) % 7) as u8),
        );
    let mut options = Options::default();
    options.families = Family::ALL.to_vec();
    options.custom = vec![large, pieces];
    options.formats = vec![Format::Json, Format::Html];
    if let Err(error) = generate(&out_dir, &options) {
        eprintln!("error: table generation failed: {error}");
        std::process::exit(1);
    }
}
