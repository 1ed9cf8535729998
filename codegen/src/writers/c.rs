//! `chess_tables.h`: the tables as a C99 header, for mixed C and Rust firmware.

use super::text;
use crate::options::Format;
use chess_tables_model::{ComputedTables, Table, Values};
use std::collections::BTreeSet;

/// Element `i` as a C99 literal.
fn literal(table: &Table, i: usize) -> String {
    match &table.values {
        Values::U64(v) => format!("UINT64_C({:#018x})", v[i]),
        // C has no negative literals: -2147483648 is the negation of a
        // number too big for an int.
        Values::I32(v) if v[i] == i32::MIN => "(-2147483647 - 1)".to_string(),
        _ => table.cell(i),
    }
}

/// The element type's C99 name.
fn element_type(values: &Values) -> &'static str {
    match values {
        Values::U8(_) => "uint8_t",
        Values::I8(_) => "int8_t",
        Values::U16(_) => "uint16_t",
        Values::I16(_) => "int16_t",
        Values::U32(_) => "uint32_t",
        Values::I32(_) => "int32_t",
        Values::U64(_) => "uint64_t",
    }
}

/// A table's docs as a C comment, in C's terms (`c_text`).
fn comment(lines: &[String], names: &BTreeSet<&str>) -> String {
    let mut out = String::from("/*\n");
    for line in lines.iter().filter(|line| !line.starts_with("```")) {
        // A `*/` inside the text would end the comment early, a `/*`
        // warns (-Wcomment), and a line ending in a backslash (or its
        // trigraph `??/`) would splice the next line into this one (a
        // space between does not stop GCC: a full stop does).
        let mut text = c_text(line, names)
            .replace("*/", "* /")
            .replace("/*", "/ *")
            .replace("??/", "?? /");
        if text.ends_with('\\') {
            text.push('.');
        }
        out += &format!(" * {text}\n").replace(" * \n", " *\n");
    }
    out + " */\n"
}

/// A doc line in C's terms: code spans lose their backticks, Rust array
/// types become C declarators (`[[u8; 64]; 64]` is `uint8_t [64][64]`), a
/// table's name takes the header's prefix (`CHESS_TABLES_KNIGHT_DISTANCE`),
/// and rustdoc's link brackets and Markdown's autolink brackets go.
fn c_text(line: &str, names: &BTreeSet<&str>) -> String {
    let mut out = String::new();
    let mut rest = line;
    while let Some(open) = rest.find('`') {
        let Some(len) = rest[open + 1..].find('`') else {
            break;
        };
        let span = &rest[open + 1..open + 1 + len];
        let mut before = &rest[..open];
        let mut after = &rest[open + 2 + len..];
        // `[`NAME`]`, a rustdoc link: the brackets go with the backticks.
        if before.ends_with('[') && after.starts_with(']') {
            before = &before[..before.len() - 1];
            after = &after[1..];
        }
        out += before;
        out += &c_span(span, names);
        rest = after;
    }
    out += rest;
    // Markdown's autolinks, `<https://...>`, as plain addresses.
    while let Some(open) = out.find("<http") {
        let Some(close) = out[open..].find('>') else {
            break;
        };
        out.replace_range(open + close..=open + close, "");
        out.replace_range(open..=open, "");
    }
    out
}

/// One code span's text in C: a Rust type as a C declarator, a table's
/// name prefixed, anything else as it is.
fn c_span(span: &str, names: &BTreeSet<&str>) -> String {
    if let Some(declarator) = c_type(span) {
        return declarator;
    }
    let ident_end = span
        .find(|c: char| !(c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_'))
        .unwrap_or(span.len());
    if ident_end > 0 && names.contains(&span[..ident_end]) {
        return format!("CHESS_TABLES_{span}");
    }
    // A lone mark, such as the `*` of a board picture, in quotes.
    if span.chars().count() == 1 && !span.chars().all(char::is_alphanumeric) {
        return format!("'{span}'");
    }
    span.to_string()
}

/// `[[u8; 64]; 64]` as `uint8_t [64][64]`, `u64` as `uint64_t`; `None`
/// for anything that is no Rust integer or array of one.
fn c_type(text: &str) -> Option<String> {
    let scalar = |t: &str| match t {
        "u8" => Some("uint8_t"),
        "i8" => Some("int8_t"),
        "u16" => Some("uint16_t"),
        "i16" => Some("int16_t"),
        "u32" => Some("uint32_t"),
        "i32" => Some("int32_t"),
        "u64" => Some("uint64_t"),
        _ => None,
    };
    let mut dims = Vec::new();
    let mut inner = text.trim();
    while let Some(body) = inner.strip_prefix('[').and_then(|t| t.strip_suffix(']')) {
        let (element, len) = body.rsplit_once(';')?;
        dims.push(len.trim().parse::<usize>().ok()?);
        inner = element.trim();
    }
    // Read from the outside in: the outermost dimension first, as C writes it.
    let dims: String = dims.iter().map(|d| format!("[{d}]")).collect();
    let ty = scalar(inner)?;
    Some(if dims.is_empty() {
        ty.to_string()
    } else {
        format!("{ty} {dims}")
    })
}

/// The header: a `static const` array (or scalar) per table, each under
/// its docs as a comment, prefixed `CHESS_TABLES_`.
pub fn render(computed: &ComputedTables) -> String {
    let families = super::text::groups(computed);
    let mut out = format!(
        "/* @generated by chess-tables-codegen {}: do not edit.\n \
         * Regenerate: {}\n \
         * Squares are numbered little-endian rank-file: a1 = 0, h1 = 7, a8 = 56, h8 = 63;\n \
         * in bitboards bit n stands for square n. Every name is prefixed CHESS_TABLES_. */\n\
         #ifndef CHESS_TABLES_H\n#define CHESS_TABLES_H\n\n#include <stdint.h>\n",
        env!("CARGO_PKG_VERSION"),
        super::regenerate::regenerate_sentence(computed, Format::C)
    );
    let names: BTreeSet<&str> = families
        .iter()
        .flat_map(|(_, tables)| tables.iter().map(|table| &*table.name))
        .collect();
    // An array of arrays is initialized from its values listed flat, as
    // C99 allows (6.7.8, brace elision): nested braces would grow with the
    // number of axes, not the data. GCC and Clang warn of it under
    // -Wmissing-braces (-Wall), so the header turns that warning off for
    // its own declarations only.
    let flat_initializers = families
        .iter()
        .flat_map(|(_, tables)| tables.iter())
        .any(|table| table.dims.len() > 1);
    if flat_initializers {
        out += "\n/* Arrays of arrays list their values flat, row-major, as C99 allows\n \
                * (6.7.8: braces may be left out); -Wmissing-braces is off for them. */\n\
                #if defined(__GNUC__)\n#pragma GCC diagnostic push\n\
                #pragma GCC diagnostic ignored \"-Wmissing-braces\"\n#endif\n";
    }
    for (family, tables) in families {
        out += &format!("\n/* ---- {family} ---- */\n");
        for table in tables {
            out += "\n";
            out += &comment(&table.doc_lines(), &names);
            let ty = element_type(&table.values);
            if table.dims.is_empty() {
                out += &format!(
                    "static const {ty} CHESS_TABLES_{} = {};\n",
                    table.name,
                    literal(table, 0)
                );
                continue;
            }
            let dims: String = table.dims.iter().map(|d| format!("[{d}]")).collect();
            let body = text::rows(
                &table.dims,
                &|i| literal(table, i),
                text::per_line(&table.values),
                4,
            );
            out += &format!(
                "static const {ty} CHESS_TABLES_{}{dims} = {{\n{body}\n}};\n",
                table.name
            );
        }
    }
    if flat_initializers {
        out += "\n#if defined(__GNUC__)\n#pragma GCC diagnostic pop\n#endif\n";
    }
    out + "\n#endif /* CHESS_TABLES_H */\n"
}

#[cfg(test)]
mod tests {
    use super::{c_text, comment};
    use std::collections::BTreeSet;

    #[test]
    fn no_text_can_end_splice_or_nest_a_comment() {
        let lines: Vec<String> = ["a */ b", "a /* b", "ends in \\", "trigraph ??/", ""]
            .iter()
            .map(|line| line.to_string())
            .collect();
        assert_eq!(
            comment(&lines, &BTreeSet::new()),
            "/*\n * a * / b\n * a / * b\n * ends in \\.\n * trigraph ?? /\n *\n */\n"
        );
    }

    #[test]
    fn doc_lines_read_in_c_terms() {
        let names = BTreeSet::from(["KNIGHT_DISTANCE", "POLYGLOT_KEYS"]);
        let c = |line: &str| c_text(line, &names);
        assert_eq!(
            c("Shape: `[[u8; 64]; 64]`, indexed `[from][to]` by square index."),
            "Shape: uint8_t [64][64], indexed [from][to] by square index."
        );
        assert_eq!(c("Shape: `u64`."), "Shape: uint64_t.");
        // Outermost dimension first, as the declaration below it writes it.
        assert_eq!(
            c("Shape: `[[u64; 64]; 2]`, indexed `[color][square]`."),
            "Shape: uint64_t [2][64], indexed [color][square]."
        );
        assert_eq!(c("`[[[i16; 4]; 3]; 2]`"), "int16_t [2][3][4]");
        assert_eq!(c("`[u32; 6]` and `i32`"), "uint32_t [6] and int32_t");
        assert_eq!(
            c("The row of a1 (`KNIGHT_DISTANCE[0]`), `*` marking a1:"),
            "The row of a1 (CHESS_TABLES_KNIGHT_DISTANCE[0]), '*' marking a1:"
        );
        assert_eq!(
            c("the XOR of [`POLYGLOT_KEYS`] for `max(a, b)`."),
            "the XOR of CHESS_TABLES_POLYGLOT_KEYS for max(a, b)."
        );
        assert_eq!(
            c("Source: a wiki (<https://example.org/A>)."),
            "Source: a wiki (https://example.org/A)."
        );
        assert_eq!(c("an odd ` backtick"), "an odd ` backtick");
    }
}
