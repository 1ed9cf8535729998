//! The JSON and C exports stay in proportion to the data, whatever the
//! shape: a table with axes of length 1, or with many short axes, writes
//! about what the same values along one axis write; the C header of such
//! shapes compiles with warnings denied and holds every value.

mod common;

use chess_tables_codegen::custom::{Axis, CustomFamily, CustomTable, Indices};
use chess_tables_codegen::{Format, Options, render};

/// A value that varies with the flat index, as random-looking as a
/// table's contents (SplitMix64's finalizer, low byte).
fn mixed(flat: usize) -> u8 {
    let mut z = (flat as u64).wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    (z ^ (z >> 31)) as u8
}

/// The row-major index of `at` in `dims`.
fn flat(at: &Indices<'_>, dims: &[usize]) -> usize {
    at.iter().zip(dims).fold(0, |flat, (&i, &d)| flat * d + i)
}

/// A table of `dims` (count axes) holding `mixed` of the flat index.
fn table(name: &str, dims: &[usize]) -> CustomTable {
    let dims = dims.to_vec();
    let axes = dims
        .iter()
        .enumerate()
        .map(|(k, &len)| Axis::count(format!("axis{k}"), len));
    CustomTable::new(name, axes)
        .definition("A table shaped to test the exports.")
        .source("this test")
        .values(move |at| mixed(flat(at, &dims)))
}

/// The bytes of the JSON and of the C header of one table.
fn sizes(table: CustomTable) -> (usize, usize) {
    let mut options = Options::default();
    options.families = Vec::new();
    options.formats = vec![Format::Json, Format::C];
    options.custom = vec![CustomFamily::new("shapes").table(table)];
    let files = render(&options).unwrap();
    let size = |suffix: &str| {
        let file = files.iter().find(|f| f.name.ends_with(suffix)).unwrap();
        file.source.len()
    };
    (size(".json"), size(".h"))
}

#[test]
fn axes_of_length_one_add_nothing_and_short_axes_little() {
    const N: usize = 1 << 20;
    let (json_one, c_one) = sizes(table("ONE_AXIS", &[N]));
    let (json_ones, c_ones) = sizes(table("ONE_AXIS", &[N, 1, 1, 1, 1, 1, 1, 1]));
    // The same values, so the same lines: only the shape's words differ
    // (and the header's note on flat initializers).
    assert!(json_ones - json_one < 1000, "{json_one} vs {json_ones}");
    assert!(c_ones - c_one < 1000, "{c_one} vs {c_ones}");

    let short = [2, 2, 6, 8, 8, 2, 3, 2];
    let len: usize = short.iter().product();
    assert_eq!(len, 18_432);
    let (json_flat, c_flat) = sizes(table("SHORT_AXES", &[len]));
    let (json_short, c_short) = sizes(table("SHORT_AXES", &short));
    assert!(json_short < json_flat * 2, "{json_flat} vs {json_short}");
    assert!(c_short < c_flat * 2, "{c_flat} vs {c_short}");
}

#[test]
fn c_of_unusual_shapes_compiles_and_holds_every_value() {
    let shapes: [(&str, &[usize]); 3] = [
        ("UNIT_AXES", &[4096, 1, 1, 1, 1, 1, 1, 1]),
        ("SHORT_AXES", &[2, 2, 6, 8, 8, 2, 3, 2]),
        ("ONE_ELEMENT", &[1, 1]),
    ];
    let mut family = CustomFamily::new("shapes");
    for &(name, dims) in &shapes {
        family = family.table(table(name, dims));
    }
    let mut options = Options::default();
    options.families = Vec::new();
    options.formats = vec![Format::C];
    options.custom = vec![family];
    let header = render(&options).unwrap().remove(0).source;

    let dir = std::env::temp_dir().join(format!("chess-tables-shapes-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("chess_tables.h"), header).unwrap();
    // Every element, read through the declared shape, printed in order.
    let mut main =
        String::from("#include <stdio.h>\n#include \"chess_tables.h\"\nint main(void) {\n");
    for &(name, dims) in &shapes {
        let mut index = String::new();
        for (k, &d) in dims.iter().enumerate() {
            main += &format!("for (int i{k} = 0; i{k} < {d}; i{k}++) ");
            index += &format!("[i{k}]");
        }
        main += &format!("printf(\"%u \", CHESS_TABLES_{name}{index});\nputs(\"\");\n");
    }
    main += "return 0;\n}\n";
    std::fs::write(dir.join("main.c"), main).unwrap();
    let printed = common::compile_and_run(&dir);
    let expected: String = shapes
        .iter()
        .map(|(_, dims)| {
            let len: usize = dims.iter().product();
            let values: String = (0..len).map(|i| format!("{} ", mixed(i))).collect();
            values + "\n"
        })
        .collect();
    assert_eq!(printed, expected);
    std::fs::remove_dir_all(&dir).ok();
}
