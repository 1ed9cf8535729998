//! `chess_tables.json`: every table with its description and values.

use crate::model::{Table, Values};
use crate::options::Family;
use crate::text;

/// A JSON string literal.
pub(crate) fn string(text: &str) -> String {
    let mut out = String::from("\"");
    for c in text.chars() {
        match c {
            '"' => out += "\\\"",
            '\\' => out += "\\\\",
            '\n' => out += "\\n",
            c if (c as u32) < 0x20 => out += &format!("\\u{:04x}", c as u32),
            c => out.push(c),
        }
    }
    out + "\""
}

/// Element `i` as JSON: a number, or a `"0x…"` string for u64.
fn value(values: &Values, i: usize) -> String {
    match values {
        Values::U64(v) => format!("\"{:#018x}\"", v[i]),
        Values::U8(v) => v[i].to_string(),
        Values::I8(v) => v[i].to_string(),
    }
}

pub fn render(families: &[(Family, Vec<Table>)], seed: u64) -> String {
    let mut tables = Vec::new();
    for (family, family_tables) in families {
        for table in family_tables {
            let values = if table.dims.is_empty() {
                value(&table.values, 0)
            } else {
                text::nested(
                    &table.dims,
                    0,
                    &|i| value(&table.values, i),
                    ("[", "]"),
                    text::per_line(&table.values),
                    4,
                )
            };
            let dims: Vec<String> = table.dims.iter().map(usize::to_string).collect();
            tables.push(format!(
                "    {{\n      \"name\": {},\n      \"module\": {},\n      \"element\": {},\n      \
                 \"shape\": [{}],\n      \"bytes\": {},\n      \"definition\": {},\n      \
                 \"source\": {},\n      \"index\": {},\n      \"values\": {}\n    }}",
                string(table.name),
                string(family.name()),
                string(table.values.element()),
                dims.join(", "),
                table.bytes(),
                string(&table.definition),
                string(table.source),
                string(table.index),
                values,
            ));
        }
    }
    format!(
        "{{\n  \"generator\": {},\n  \"squares\": {},\n  \"u64_encoding\": {},\n  \
         \"zobrist_seed\": \"{seed:#018x}\",\n  \"tables\": [\n{}\n  ]\n}}\n",
        string(&format!(
            "chess-tables-codegen {}",
            env!("CARGO_PKG_VERSION")
        )),
        string(
            "little-endian rank-file: a1 = 0, h1 = 7, a8 = 56, h8 = 63; in bitboards bit n = square n"
        ),
        string(
            "u64 values are hexadecimal strings (\"0x...\") so that no bits are lost in JavaScript"
        ),
        tables.join(",\n"),
    )
}

#[cfg(test)]
mod tests {
    #[test]
    fn strings_are_escaped() {
        assert_eq!(super::string("a \"b\" \\ \n"), "\"a \\\"b\\\" \\\\ \\n\"");
    }
}
