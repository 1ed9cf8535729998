//! `chess_tables.json`: every table with its description (the registry's
//! fields, the fingerprint as a `"0x…"` string) and values, listed flat
//! beside the shape so that the text stays in proportion to the data.

use super::text::{self, json_string};
use chess_tables_model::{ComputedTables, Stability, Values};

/// Element `i` as JSON: a number (every type but u64 fits a double), or a `"0x…"` string for u64.
fn value(values: &Values, i: usize) -> String {
    match values {
        Values::U64(v) => format!("\"{:#018x}\"", v[i]),
        values => values.number(i).to_string(),
    }
}

/// The JSON file: the generator, the square numbering, the order of the
/// values, the seed (when keys were generated), then every table with its
/// description, its shape and its values as one flat list.
pub fn render(computed: &ComputedTables) -> String {
    let mut tables = Vec::new();
    for (family, family_tables) in super::text::groups(computed) {
        for table in family_tables {
            let values = if table.dims.is_empty() {
                value(&table.values, 0)
            } else {
                format!(
                    "[\n{}\n      ]",
                    text::rows(
                        &table.dims,
                        &|i| value(&table.values, i),
                        text::per_line(&table.values),
                        8,
                    )
                )
            };
            let dims: Vec<String> = table.dims.iter().map(usize::to_string).collect();
            let axes: Vec<String> = table.axis_names.iter().map(|n| json_string(n)).collect();
            tables.push(format!(
                "    {{\n      \"name\": {},\n      \"family\": {},\n      \"element\": {},\n      \
                 \"shape\": [{}],\n      \"axes\": [{}],\n      \"bytes\": {},\n      \"definition\": {},\n      \
                 \"source\": {},\n      \"stable\": {},\n      \"fingerprint\": \"{}\",\n      \
                 \"index\": {},\n      \"values\": {}\n    }}",
                json_string(&table.name),
                json_string(family),
                json_string(table.values.element()),
                dims.join(", "),
                axes.join(", "),
                table.bytes(),
                json_string(&table.definition),
                json_string(&table.source),
                table.stability == Stability::Product,
                format_args!("{:#018x}", table.fingerprint()),
                json_string(&table.index),
                values,
            ));
        }
    }
    let seed = computed
        .zobrist_seed
        .map(|seed| format!("  \"zobrist_seed\": \"{seed:#018x}\",\n"))
        .unwrap_or_default();
    format!(
        "{{\n  \"generator\": {},\n  \"squares\": {},\n  \"u64_encoding\": {},\n  \
         \"values_order\": {},\n{seed}  \"tables\": [\n{}\n  ]\n}}\n",
        json_string(&format!(
            "chess-tables-codegen {}",
            env!("CARGO_PKG_VERSION")
        )),
        json_string(
            "little-endian rank-file: a1 = 0, h1 = 7, a8 = 56, h8 = 63; in bitboards bit n = square n"
        ),
        json_string(
            "u64 values are hexadecimal strings (\"0x...\") so that no bits are lost in JavaScript"
        ),
        json_string(
            "each table's values are one flat list in row-major order: with shape [a, b, c], \
             element [i][j][k] is values[(i * b + j) * c + k]; a table of shape [] has one value"
        ),
        tables.join(",\n"),
    )
}
