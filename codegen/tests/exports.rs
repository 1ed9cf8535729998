//! The generator's other formats: the C header compiles with the machine's C
//! compiler and holds the table model's values (those the Rust writer
//! writes, which the runtime crate's tests check against independent
//! computations); the JSON parses and keeps every bit of the u64 values.

mod common;

use chess_tables_codegen::{Format, Options, render};
use chess_tables_model::{Table, compute};

/// The default families' tables, as the model computes them.
fn model_tables() -> Vec<Table> {
    let options = Options::default();
    compute(&options.families, options.zobrist_seed)
        .unwrap()
        .families
        .into_iter()
        .flat_map(|family| family.tables)
        .collect()
}

/// Element `index` (row-major) of the model's table `name`.
fn model_value(tables: &[Table], name: &str, index: usize) -> i128 {
    let table = tables.iter().find(|table| table.name == name).unwrap();
    table.values.number(index)
}

fn render_one(format: Format) -> String {
    let mut options = Options::default();
    options.formats = vec![format];
    let files = render(&options).unwrap();
    assert_eq!(files.len(), 1);
    files.into_iter().next().unwrap().source
}

#[test]
fn c_header_compiles_and_matches_the_rust_tables() {
    let dir = std::env::temp_dir().join(format!("chess-tables-c-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("chess_tables.h"), render_one(Format::C)).unwrap();
    std::fs::write(
        dir.join("main.c"),
        r#"#include <inttypes.h>
#include <stdio.h>
#include "chess_tables.h"
#include "chess_tables.h" /* the include guard holds */
int main(void) {
    printf("%u %u %u %d\n", CHESS_TABLES_KNIGHT_DISTANCE[0][63], CHESS_TABLES_CENTER_DISTANCE[0],
           CHESS_TABLES_X88_MANHATTAN_DISTANCE[0x77], CHESS_TABLES_X88_DIRECTION[120 - 17]);
    printf("%016" PRIx64 " %016" PRIx64 " %016" PRIx64 "\n", CHESS_TABLES_POLYGLOT_KEYS[780],
           CHESS_TABLES_BETWEEN[0][63], CHESS_TABLES_CENTER_DISTANCE_BIT1);
    printf("%u %u %016" PRIx64 " %016" PRIx64 " %016" PRIx64 "\n", CHESS_TABLES_X88_ATTACKS[120 + 15],
           CHESS_TABLES_CORNER_MANHATTAN_DISTANCE[1][27], CHESS_TABLES_RAYS[1][0],
           CHESS_TABLES_DISTANCE_RINGS[27][2], CHESS_TABLES_RULE_OF_THE_SQUARE[0][8]);
    return 0;
}
"#,
    )
    .unwrap();
    let printed = common::compile_and_run(&dir);
    let tables = model_tables();
    let value = |name: &str, index: usize| model_value(&tables, name, index);
    let expected = format!(
        "{} {} {} {}\n{:016x} {:016x} {:016x}\n{} {} {:016x} {:016x} {:016x}\n",
        value("KNIGHT_DISTANCE", 63),
        value("CENTER_DISTANCE", 0),
        value("X88_MANHATTAN_DISTANCE", 0x77),
        value("X88_DIRECTION", 120 - 17),
        value("POLYGLOT_KEYS", 780),
        value("BETWEEN", 63),
        value("CENTER_DISTANCE_BIT1", 0),
        value("X88_ATTACKS", 120 + 15),
        value("CORNER_MANHATTAN_DISTANCE", 64 + 27),
        value("RAYS", 64),
        value("DISTANCE_RINGS", 27 * 8 + 2),
        value("RULE_OF_THE_SQUARE", 8),
    );
    assert_eq!(printed, expected);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn json_parses_and_keeps_u64_values_exact() {
    let json: serde_json::Value = serde_json::from_str(&render_one(Format::Json)).unwrap();
    let tables = json["tables"].as_array().unwrap();
    // Options::default() renders the default families: not the opt-in `magic`.
    let model = model_tables();
    assert_eq!(tables.len(), model.len());
    let find = |name: &str| tables.iter().find(|t| t["name"] == name).unwrap();
    let keys = find("POLYGLOT_KEYS");
    assert_eq!(keys["shape"], serde_json::json!([781]));
    assert_eq!(keys["values"][0], "0x9d39247e33776d41");
    assert_eq!(keys["values"][780], "0xf8d626aaaf278509");
    let knight = find("KNIGHT_DISTANCE");
    // Values are one flat list, row-major: [0][63] is element 63.
    assert_eq!(knight["shape"], serde_json::json!([64, 64]));
    assert_eq!(knight["values"][63], 6);
    assert_eq!(knight["values"][64 * 63], 6);
    assert_eq!(knight["values"].as_array().unwrap().len(), 4096);
    assert_eq!(knight["bytes"], 4096);
    assert_eq!(find("X88_DIRECTION")["values"][120 - 17], -17);
    assert_eq!(find("CENTER_DISTANCE_BIT0")["values"], "0xff81bda5a5bd81ff");
    let attack = find("X88_ATTACKS");
    assert_eq!(
        attack["values"][120 + 15],
        model_value(&model, "X88_ATTACKS", 120 + 15) as u64
    );
    let rays = find("RAYS");
    assert_eq!(rays["shape"], serde_json::json!([8, 64]));
    assert_eq!(rays["axes"], serde_json::json!(["direction", "square"]));
    assert_eq!(rays["values"][64], "0x8040201008040200");
    let square = find("RULE_OF_THE_SQUARE");
    assert_eq!(
        square["values"][8],
        format!("{:#018x}", model_value(&model, "RULE_OF_THE_SQUARE", 8))
    );
}
