//! Bracketed text of nested arrays, shared by the JSON and C writers.

use crate::model::Values;

/// How many elements fit one line of JSON or C text.
pub fn per_line(values: &Values) -> usize {
    match values {
        Values::U64(_) => 4,
        _ => 16,
    }
}

/// Nested brackets around the elements of `dims` (outermost first), the
/// innermost rows wrapped at `per_line` elements, items separated by commas
/// (none trailing, as JSON wants); inner lines indented `indent + 4`.
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
