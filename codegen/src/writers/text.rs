//! Text shared by the writers: the families in the order they list them,
//! nested arrays in brackets (JSON and C) and JSON string literals (JSON
//! and the HTML page's data).

#[cfg(any(feature = "json", feature = "c"))]
use chess_tables_model::Values;
use chess_tables_model::{ComputedTables, Table};

/// Every family's name and tables, the built-in families first, then a
/// user's own: what the JSON, C and HTML writers list, in order.
pub fn groups(computed: &ComputedTables) -> Vec<(&str, &[Table])> {
    computed
        .families
        .iter()
        .map(|family| (family.name.as_str(), family.tables.as_slice()))
        .collect()
}

/// A JSON string literal.
#[cfg(any(feature = "json", feature = "html"))]
pub fn json_string(text: &str) -> String {
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

/// How many elements fit one line of JSON or C text.
#[cfg(any(feature = "json", feature = "c"))]
pub fn per_line(values: &Values) -> usize {
    match values {
        Values::U64(_) => 4,
        _ => 16,
    }
}

/// Nested brackets around the elements of `dims` (outermost first), the
/// innermost rows wrapped at `per_line` elements, items separated by commas
/// (none trailing, as JSON wants); inner lines indented `indent + 4`.
#[cfg(any(feature = "json", feature = "c"))]
pub fn nested(
    dims: &[usize],
    start: usize,
    element: &dyn Fn(usize) -> String,
    (open, close): (&str, &str),
    per_line: usize,
    indent: usize,
) -> String {
    let pad = " ".repeat(indent);
    let stride: usize = dims[1..].iter().product();
    let lines: Vec<String> = if dims.len() == 1 {
        let items: Vec<String> = (0..dims[0]).map(|i| element(start + i)).collect();
        items
            .chunks(per_line)
            .map(|chunk| format!("{pad}    {}", chunk.join(", ")))
            .collect()
    } else {
        (0..dims[0])
            .map(|i| {
                let inner = nested(
                    &dims[1..],
                    start + i * stride,
                    element,
                    (open, close),
                    per_line,
                    indent + 4,
                );
                format!("{pad}    {inner}")
            })
            .collect()
    };
    format!("{open}\n{}\n{pad}{close}", lines.join(",\n"))
}

#[cfg(all(test, any(feature = "json", feature = "html")))]
mod tests {
    #[test]
    fn json_strings_are_escaped() {
        assert_eq!(
            super::json_string("a \"b\" \\ \n\u{1}"),
            "\"a \\\"b\\\" \\\\ \\n\\u0001\""
        );
    }
}
