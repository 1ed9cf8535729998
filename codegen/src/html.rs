//! `chess_tables.html`: one self-contained page that draws every table.
//!
//! The page is generic over the table model: how a table is drawn follows
//! from its dimensions and the kind of its values, never from its name, so a
//! new table shows up without a change here.
//!
//! - numbers whose last dimension is 64 squares: a heat-map board of that
//!   dimension, every outer index chosen (squares on the board itself);
//! - `u64` bitboards: a board with the set squares marked, every index chosen
//!   (square indices on the board, one or two clicks);
//! - a 240-entry table indexed by 0x88 difference: a 15 x 15 grid;
//! - other `u64` values (keys, seeds): a searchable hex list, with the
//!   Polyglot layout spelled out for 781-key sets and the rights for
//!   castling tables;
//! - anything else: a list of cells.
//!
//! The documentation is the Rust docs' text ([`Table::doc_lines`]) as HTML;
//! the values travel as one JSON object in the page (`u64` values as hex
//! strings, 16 digits each, concatenated), the CSS and the script are
//! inlined from `html/`. Nothing is fetched: no `src` or `href` points off
//! the page.

use crate::model::{Table, Values};
use crate::options::Family;

const CSS: &str = include_str!("html/gallery.css");
const SCRIPT: &str = include_str!("html/gallery.js");

/// The file the page is written to.
pub const FILE_NAME: &str = "chess_tables.html";

/// How the page draws a table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum View {
    /// A single value.
    Scalar,
    /// Numbers on a board: the last dimension is the board's squares.
    Heat,
    /// Bitboards: the chosen element's set squares on a board.
    Mask,
    /// A table by 0x88 difference: `index = 16 * rank difference + file
    /// difference + offset`.
    X88 { offset: usize },
    /// A list of 64-bit values (keys), searchable.
    Keys,
    /// A list of cells, any other table.
    List,
}

impl View {
    fn name(self) -> &'static str {
        match self {
            View::Scalar => "scalar",
            View::Heat => "heat",
            View::Mask => "mask",
            View::X88 { .. } => "x88",
            View::Keys => "keys",
            View::List => "list",
        }
    }
}

/// Whether a `u64` table holds bitboards (masks) rather than keys or other
/// numbers: its values line says "bitboard" (the model's default line for
/// `u64` tables does).
fn is_mask(table: &Table) -> bool {
    matches!(table.values, Values::U64(_))
        && table
            .values_doc
            .as_deref()
            .is_none_or(|doc| doc.to_lowercase().contains("bitboard"))
}

fn is_number(values: &Values) -> bool {
    matches!(values, Values::U8(_) | Values::I8(_))
}

/// Which dimensions are squares: the 64-long ones of number and bitboard
/// tables (a 64-long dimension of byte masks or keys is some other index).
fn square_axes(table: &Table) -> Vec<bool> {
    let board_like = is_number(&table.values) || is_mask(table);
    table.dims.iter().map(|&d| d == 64 && board_like).collect()
}

fn view(table: &Table) -> View {
    let squares = square_axes(table);
    if table.dims.is_empty() {
        View::Scalar
    } else if is_mask(table) {
        View::Mask
    } else if is_number(&table.values) && squares.last() == Some(&true) {
        View::Heat
    } else if !matches!(table.values, Values::U64(_))
        && matches!(table.dims.as_slice(), [239] | [240])
        && table.index.contains("x88")
    {
        // This crate's difference is `16 * dr + df + 120` (`x88::difference`,
        // 240 entries); the classic `0x77 + to - from` arrays are one lower.
        let offset = if table.index.contains("119") || table.index.contains("0x77") {
            119
        } else if table.index.contains("120") || table.dims == [240] {
            120
        } else {
            119
        };
        View::X88 { offset }
    } else if matches!(table.values, Values::U64(_)) {
        View::Keys
    } else {
        View::List
    }
}

/// How the rows of a key list are labelled.
fn key_layout(table: &Table) -> &'static str {
    match table.dims.as_slice() {
        // 12 * 64 piece keys, 4 castling, 8 en-passant files, 1 side to move.
        [781] => "polyglot",
        [16] if table.index.contains("castling") => "castling",
        _ => "plain",
    }
}

/// Escapes text for HTML element content and attribute values.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out += "&amp;",
            '<' => out += "&lt;",
            '>' => out += "&gt;",
            '"' => out += "&quot;",
            '\'' => out += "&#39;",
            c => out.push(c),
        }
    }
    out
}

/// One line of the docs' Markdown as HTML: `code` spans, `<address>`
/// autolinks shown as text (the page links nowhere outside itself).
fn inline(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        // (No let chains: the generator builds with Rust 1.85.)
        let after = &rest[c.len_utf8()..];
        let code = (c == '`').then(|| after.find('`')).flatten();
        let url = (c == '<')
            .then(|| after.find('>'))
            .flatten()
            .filter(|&end| after[..end].contains("://"));
        if let Some(end) = code {
            out += &format!("<code>{}</code>", escape(&after[..end]));
            rest = &after[end + 1..];
        } else if let Some(end) = url {
            out += &format!("<span class=\"url\">{}</span>", escape(&after[..end]));
            rest = &after[end + 1..];
        } else {
            out += &escape(&c.to_string());
            rest = after;
        }
    }
    out
}

/// The doc lines as HTML: paragraphs at blank lines, the `Source:`,
/// `Shape:`, `Type:`, `Values:` and `Size:` lines each a paragraph of their
/// own; the fenced pictures, with the caption before the first, folded away
/// in a `<details>` (the page draws the whole table instead).
fn docs(lines: &[String]) -> String {
    let mut blocks: Vec<(bool, String)> = Vec::new(); // (is a picture, HTML)
    let mut paragraph: Vec<String> = Vec::new();
    let mut fence: Option<Vec<String>> = None;
    let flush = |paragraph: &mut Vec<String>, blocks: &mut Vec<(bool, String)>| {
        if !paragraph.is_empty() {
            blocks.push((false, format!("<p>{}</p>\n", paragraph.join(" "))));
            paragraph.clear();
        }
    };
    for line in lines {
        if let Some(block) = fence.as_mut() {
            if line.starts_with("```") {
                blocks.push((true, format!("<pre>{}</pre>\n", escape(&block.join("\n")))));
                fence = None;
            } else {
                block.push(line.clone());
            }
            continue;
        }
        let labelled = ["Source:", "Shape:", "Type:", "Values:", "Size:"]
            .iter()
            .any(|label| line.starts_with(label));
        if line.is_empty() || labelled || line.starts_with("```") {
            flush(&mut paragraph, &mut blocks);
        }
        if line.starts_with("```") {
            fence = Some(Vec::new());
        } else if !line.is_empty() {
            paragraph.push(inline(line));
        }
    }
    flush(&mut paragraph, &mut blocks);
    let mut pictures_from = blocks
        .iter()
        .position(|(picture, _)| *picture)
        .unwrap_or(blocks.len());
    if pictures_from > 0 && blocks[pictures_from - 1].1.ends_with(":</p>\n") {
        pictures_from -= 1; // the first picture's caption
    }
    let text: String = blocks[..pictures_from]
        .iter()
        .map(|(_, html)| html.as_str())
        .collect();
    let pictures: String = blocks[pictures_from..]
        .iter()
        .map(|(_, html)| html.as_str())
        .collect();
    if pictures.is_empty() {
        text
    } else {
        format!(
            "{text}<details><summary>Picture in the Rust docs</summary>\n{pictures}</details>\n"
        )
    }
}

/// The table's values for the page: a JSON array of numbers, or one string
/// of 16 hex digits per `u64`.
fn data(values: &Values) -> String {
    fn array<T: ToString>(v: &[T]) -> String {
        let items: Vec<String> = v.iter().map(T::to_string).collect();
        format!("[{}]", items.join(","))
    }
    match values {
        Values::U8(v) | Values::U8Bits(v) => array(v),
        Values::I8(v) => array(v),
        Values::U64(v) => {
            let mut hex = String::with_capacity(2 + 16 * v.len());
            hex.push('"');
            for value in v {
                hex += &format!("{value:016x}");
            }
            hex.push('"');
            hex
        }
    }
}

fn kind(values: &Values) -> &'static str {
    match values {
        Values::U8(_) => "u8",
        Values::U8Bits(_) => "u8bits",
        Values::I8(_) => "i8",
        Values::U64(_) => "u64",
    }
}

/// A JSON string for the page's data block: `<` is escaped too, so no
/// `</script>` can end the block early.
fn json_string(text: &str) -> String {
    crate::json::string(text).replace('<', "\\u003c")
}

fn table_data(family: Family, table: &Table) -> String {
    let view = view(table);
    let axes: Vec<&str> = square_axes(table)
        .iter()
        .map(|&sq| if sq { "\"square\"" } else { "\"index\"" })
        .collect();
    let dims: Vec<String> = table.dims.iter().map(usize::to_string).collect();
    let mut extra = String::new();
    if let View::X88 { offset } = view {
        extra += &format!(",\"offset\":{offset}");
    }
    if view == View::Keys {
        extra += &format!(",\"layout\":{}", json_string(key_layout(table)));
    }
    format!(
        "{{\"name\":{},\"family\":{},\"dims\":[{}],\"axes\":[{}],\"kind\":{},\"view\":{},\
         \"mask\":{},\"example\":{}{extra},\"data\":{}}}",
        json_string(table.name),
        json_string(family.name()),
        dims.join(","),
        axes.join(","),
        json_string(kind(&table.values)),
        json_string(view.name()),
        is_mask(table),
        table.example,
        data(&table.values),
    )
}

fn article(table: &Table) -> String {
    let summary = format!(
        "<code>{}</code> · {} bytes",
        escape(&table.shape()),
        table.bytes()
    );
    format!(
        "<article class=\"table\" id=\"{name}\" data-table=\"{name}\" aria-labelledby=\"h-{name}\">\n\
         <h3 id=\"h-{name}\"><a class=\"self\" href=\"#{name}\">{name}</a></h3>\n\
         <p class=\"summary\">{summary}</p>\n\
         <div class=\"doc\">\n{docs}</div>\n\
         <div class=\"view\" data-view=\"{view}\"><p class=\"noscript\">The drawing needs JavaScript.</p></div>\n\
         </article>\n",
        name = escape(table.name),
        docs = docs(&table.doc_lines()),
        view = view(table).name(),
    )
}

pub fn render(families: &[(Family, Vec<Table>)], seed: u64) -> String {
    let count: usize = families.iter().map(|(_, tables)| tables.len()).sum();
    let bytes: usize = families
        .iter()
        .flat_map(|(_, tables)| tables)
        .map(Table::bytes)
        .sum();
    let mut nav = String::new();
    let mut body = String::new();
    let mut data = Vec::new();
    for (family, tables) in families {
        let name = family.name();
        nav += &format!("<li><a href=\"#family-{name}\">{name}</a><ul>");
        body += &format!(
            "<section class=\"family\" id=\"family-{name}\" aria-labelledby=\"fh-{name}\">\n\
             <h2 id=\"fh-{name}\">{name} <span class=\"count\">{} tables</span></h2>\n",
            tables.len()
        );
        for table in tables {
            nav += &format!("<li><a href=\"#{0}\">{0}</a></li>", escape(table.name));
            body += &article(table);
            data.push(table_data(*family, table));
        }
        nav += "</ul></li>\n";
        body += "</section>\n";
    }
    let version = env!("CARGO_PKG_VERSION");
    format!(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <meta name=\"generator\" content=\"chess-tables-codegen {version}\">\n\
         <title>chess-tables: every table</title>\n<style>\n{CSS}</style>\n</head>\n<body>\n\
         <header>\n<h1>chess-tables: every table</h1>\n\
         <p>{count} tables, {bytes} bytes, written by chess-tables-codegen {version} \
         (seeded Zobrist keys from seed <code>{seed:#018x}</code>). Squares are numbered \
         little-endian rank-file: a1 = 0, h1 = 7, a8 = 56, h8 = 63; in bitboards bit n stands \
         for square n. Choose squares with a click, or with the arrow keys and Enter; the \
         address names the view, so a link opens it again.</p>\n\
         <p class=\"regenerate\">Regenerate: <code>cargo run -p chess-tables-codegen -- --out DIR \
         --format html</code></p>\n\
         <nav aria-label=\"Tables\"><ul>\n{nav}</ul></nav>\n</header>\n<main>\n{body}</main>\n\
         <script type=\"application/json\" id=\"chess-tables-data\">\n{{\"tables\":[\n{}\n]}}\n</script>\n\
         <script>\n{SCRIPT}</script>\n</body>\n</html>\n",
        data.join(",\n"),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(name: &'static str, dims: &[usize], values: Values) -> Table {
        Table::new(name, dims, values, "A test table.", "nowhere")
    }

    #[test]
    fn views_follow_dims_and_values_not_names() {
        let n = |len| Values::U8(vec![0; len]);
        let m = |len| Values::U64(vec![0; len]);
        assert_eq!(view(&table("A", &[64], n(64))), View::Heat);
        assert_eq!(view(&table("A", &[64, 64], n(4096))), View::Heat);
        assert_eq!(view(&table("A", &[2, 64], n(128))), View::Heat);
        assert_eq!(view(&table("A", &[64], m(64))), View::Mask);
        assert_eq!(view(&table("A", &[8, 64], m(512))), View::Mask);
        assert_eq!(view(&table("A", &[64, 8], m(512))), View::Mask);
        assert_eq!(view(&table("A", &[], m(1))), View::Scalar);
        let keys = table("A", &[781], m(781)).values_doc("Values: 64-bit keys.");
        assert_eq!(view(&keys), View::Keys);
        assert_eq!(key_layout(&keys), "polyglot");
        let x88 = table("A", &[240], n(240)).index("by `x88::difference(a, b)`");
        assert_eq!(view(&x88), View::X88 { offset: 120 });
        let attack =
            table("A", &[240], Values::U8Bits(vec![0; 240])).index("0x88 `0x77 + to - from`");
        assert_eq!(view(&attack), View::X88 { offset: 119 });
        let bytes = table("A", &[8, 64], Values::U8Bits(vec![0; 512]));
        assert_eq!(view(&bytes), View::List);
        assert_eq!(square_axes(&bytes), [false, false]);
    }

    #[test]
    fn docs_become_html_without_outside_links() {
        let html = docs(&[
            "Knight <moves> & `code`.".to_string(),
            String::new(),
            "Source: CPW (<https://www.chessprogramming.org/Knight>).".to_string(),
            String::new(),
            "Shape: `[u8; 64]`.".to_string(),
            "Size: 64 bytes.".to_string(),
            String::new(),
            "Caption:".to_string(),
            String::new(),
            "```text".to_string(),
            "1 | <x>".to_string(),
            "```".to_string(),
        ]);
        assert!(html.contains("<p>Knight &lt;moves&gt; &amp; <code>code</code>.</p>"));
        assert!(
            html.contains("<span class=\"url\">https://www.chessprogramming.org/Knight</span>")
        );
        assert!(html.contains("<p>Size: 64 bytes.</p>"));
        assert!(
            html.contains("<details><summary>Picture in the Rust docs</summary>\n<p>Caption:</p>")
        );
        assert!(html.contains("<pre>1 | &lt;x&gt;</pre>"));
        assert!(!html.contains("href"));
    }

    #[test]
    fn assets_cannot_end_their_elements_early() {
        assert!(!SCRIPT.to_lowercase().contains("</script"));
        assert!(!CSS.to_lowercase().contains("</style"));
        assert_eq!(json_string("</script>"), "\"\\u003c/script>\"");
    }
}
