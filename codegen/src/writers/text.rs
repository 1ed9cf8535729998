//! Text shared by the writers: the families in the order they list them,
//! arrays' values row by row (JSON and C) and JSON string literals (JSON
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

/// The elements of an array of `dims` listed flat, row-major, one per
/// line: a row is the innermost axes' elements (axes of length 1 left
/// out) up to `per_line` of them, or the innermost axis alone, wrapped at
/// `per_line`, when it is longer; wrapped rows are separated by an empty
/// line. Items are separated by commas (none trailing, as JSON wants),
/// every line indented `indent`. Unlike nested brackets, the text stays
/// in proportion to the data whatever the shape: each line holds at least
/// two elements, or one row of a one-element row.
#[cfg(any(feature = "json", feature = "c"))]
pub fn rows(
    dims: &[usize],
    element: &dyn Fn(usize) -> String,
    per_line: usize,
    indent: usize,
) -> String {
    let len: usize = dims.iter().product();
    let row = row_len(dims, per_line);
    let pad = " ".repeat(indent);
    let mut out = String::new();
    for start in (0..len).step_by(row.max(1)) {
        if start > 0 {
            out += if row > per_line { ",\n\n" } else { ",\n" };
        }
        let lines: Vec<String> = (start..start + row)
            .map(element)
            .collect::<Vec<_>>()
            .chunks(per_line)
            .map(|chunk| format!("{pad}{}", chunk.join(", ")))
            .collect();
        out += &lines.join(",\n");
    }
    out
}

/// How many elements one row of [`rows`] holds.
#[cfg(any(feature = "json", feature = "c"))]
fn row_len(dims: &[usize], per_line: usize) -> usize {
    let mut inner = dims.iter().rev().copied().filter(|&d| d != 1);
    let Some(last) = inner.next() else {
        return 1;
    };
    if last >= per_line {
        return last;
    }
    let mut row = last;
    for dim in inner {
        if row * dim > per_line {
            break;
        }
        row *= dim;
    }
    row
}

#[cfg(test)]
mod tests {
    #[cfg(any(feature = "json", feature = "html"))]
    #[test]
    fn json_strings_are_escaped() {
        assert_eq!(
            super::json_string("a \"b\" \\ \n\u{1}"),
            "\"a \\\"b\\\" \\\\ \\n\\u0001\""
        );
    }

    #[cfg(any(feature = "json", feature = "c"))]
    #[test]
    fn rows_follow_the_shape_and_ignore_axes_of_one() {
        let rows = |dims: &[usize], per_line| super::rows(dims, &|i| i.to_string(), per_line, 2);
        assert_eq!(rows(&[5], 2), "  0, 1,\n  2, 3,\n  4");
        assert_eq!(rows(&[2, 3], 4), "  0, 1, 2,\n  3, 4, 5");
        assert_eq!(rows(&[2, 2, 2], 4), "  0, 1, 2, 3,\n  4, 5, 6, 7");
        assert_eq!(rows(&[2, 3], 2), "  0, 1,\n  2,\n\n  3, 4,\n  5");
        // Axes of length 1 change nothing: the same text as one axis.
        assert_eq!(rows(&[3, 1, 1], 2), rows(&[3], 2));
        assert_eq!(rows(&[1, 3, 1], 16), "  0, 1, 2");
        assert_eq!(rows(&[1], 16), "  0");
    }
}
