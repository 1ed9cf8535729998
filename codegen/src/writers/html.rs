//! `chess_tables.html`: one self-contained page that draws every table.
//!
//! The page is generic over the table model: how a table is drawn follows
//! from the meaning of its axes and the kind of its values, never from its
//! name or its documentation's wording, so a new table shows up without a
//! change here.
//!
//! - numbers whose last axis is the square: a heat-map board of that axis,
//!   every outer index chosen (squares on the board itself);
//! - bitboards: a board with the set squares marked, every index chosen
//!   (square indices on the board, one or two clicks);
//! - a table by 0x88 difference: a 15 x 15 grid;
//! - keys, seeds and magic entries: a searchable hex list, with the
//!   Polyglot layout spelled out for key numbers and the rights for
//!   castling rights;
//! - anything else: a list of cells, a window of them along a long axis.
//!
//! Each drawing is titled by the table's axes, named from the model
//! (`Table::axis_names`: a count of your own by its name); an index is
//! chosen by name from a list, or by number along a long axis, so the
//! page's size in elements stays bounded whatever the tables' sizes.
//!
//! The documentation is the Rust docs' text as HTML, built from the
//! model's fields (definition, source, facts, notes, pictures); the values
//! travel as one JSON object in the page (8- to 32-bit elements as base64
//! of their little-endian bytes, `u64` values as hex strings, 16 digits
//! each, concatenated), the CSS and the script are inlined from `html/`. Nothing is fetched: no `src` or `href` points off the page.

use crate::options::Format;
use chess_tables_model::{Axis, ComputedTables, Picture, Table, ValueKind, Values};

const CSS: &str = include_str!("html/gallery.css");
const SCRIPT: &str = include_str!("html/gallery.js");

/// How the page draws a table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
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

/// Whether the values are numbers, drawn as a heat map.
fn is_number(kind: ValueKind) -> bool {
    matches!(kind, ValueKind::Number | ValueKind::X88Step)
}

/// Which axes the page lets the reader choose on a board: the square axes
/// of the tables it draws on a board (numbers and bitboards); a square axis
/// of any other table is chosen by index like the rest.
fn square_axes(table: &Table) -> Vec<bool> {
    let board_like = is_number(table.kind) || table.kind == ValueKind::Bitboard;
    table
        .axes
        .iter()
        .map(|&axis| axis == Axis::Square && board_like)
        .collect()
}

/// Whether the page holds the values as JavaScript numbers: every type but
/// `u64`, and `u64` numbers of your own tables up to 2^53 (exact in a
/// double); other `u64` values travel as hex strings.
fn as_numbers(table: &Table) -> bool {
    match &table.values {
        Values::U64(v) => table.kind == ValueKind::Number && v.iter().all(|&x| x <= 1 << 53),
        _ => true,
    }
}

fn view(table: &Table) -> View {
    if table.axes.is_empty() {
        return View::Scalar;
    }
    match (table.kind, table.axes.as_slice()) {
        (ValueKind::Bitboard, _) => View::Mask,
        (kind, [.., Axis::Square]) if is_number(kind) && as_numbers(table) => View::Heat,
        (_, &[Axis::X88Difference { offset }]) => View::X88 { offset },
        (ValueKind::ZobristKey | ValueKind::Seed | ValueKind::MagicEntry, _) => View::Keys,
        _ => View::List,
    }
}

/// How the rows of a key list are labelled.
fn key_layout(table: &Table) -> &'static str {
    match table.axes.as_slice() {
        // 12 * 64 piece keys, 4 castling, 8 en-passant files, 1 side to move.
        [Axis::KeyIndex] => "polyglot",
        [Axis::CastlingRights] => "castling",
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

/// One paragraph of Markdown lines as HTML: a list where its lines are
/// `- ` items (a continuation line joins its item), else a paragraph.
fn paragraph(lines: &[String]) -> String {
    let first_item = lines.iter().position(|line| line.starts_with("- "));
    let Some(first_item) = first_item else {
        let html: Vec<String> = lines.iter().map(|line| inline(line)).collect();
        return format!("<p>{}</p>\n", html.join(" "));
    };
    let mut out = String::new();
    if first_item > 0 {
        out += &paragraph(&lines[..first_item]);
    }
    let mut items: Vec<Vec<String>> = Vec::new();
    for line in &lines[first_item..] {
        match (line.strip_prefix("- "), items.last_mut()) {
            (Some(item), _) => items.push(vec![inline(item)]),
            (None, Some(item)) => item.push(inline(line.trim_start())),
            (None, None) => unreachable!("the list starts with an item"),
        }
    }
    out += "<ul>\n";
    for item in items {
        out += &format!("<li>{}</li>\n", item.join(" "));
    }
    out + "</ul>\n"
}

/// A picture as HTML: its caption a paragraph, its drawing preformatted.
fn picture(picture: &Picture) -> String {
    let caption = if picture.caption.is_empty() {
        String::new()
    } else {
        paragraph(&picture.caption)
    };
    format!(
        "{caption}<pre>{}</pre>\n",
        escape(&picture.drawing.join("\n"))
    )
}

/// The docs as HTML: the definition, the source line and each fact a
/// paragraph, the notes' paragraphs (split at blank lines), and the
/// pictures folded away in a `<details>` (the page draws the whole table
/// instead).
fn docs(table: &Table) -> String {
    let mut html = paragraph(std::slice::from_ref(&table.definition));
    html += &paragraph(&[table.source_line()]);
    for fact in table.facts() {
        html += &paragraph(&[fact]);
    }
    for lines in table.notes.split(String::is_empty) {
        if !lines.is_empty() {
            html += &paragraph(lines);
        }
    }
    let pictures: String = table.pictures().iter().map(picture).collect();
    if !pictures.is_empty() {
        html += &format!(
            "<details><summary>Picture in the Rust docs</summary>\n{pictures}</details>\n"
        );
    }
    html
}

/// The table's values for the page: the little-endian bytes of 8-, 16- and
/// 32-bit elements in base64 (a third of the text of decimal numbers for
/// random bytes, decoded by the browser's `atob`), `u64` numbers as a JSON
/// array, other `u64` values as one string of 16 hex digits each.
fn data(table: &Table) -> String {
    use base64::Engine;
    fn array<T: ToString>(v: &[T]) -> String {
        let items: Vec<String> = v.iter().map(T::to_string).collect();
        format!("[{}]", items.join(","))
    }
    let base64 = |bytes: Vec<u8>| {
        format!(
            "\"{}\"",
            base64::engine::general_purpose::STANDARD.encode(bytes)
        )
    };
    match &table.values {
        Values::U64(v) if as_numbers(table) => array(v),
        Values::U8(v) => base64(v.clone()),
        Values::I8(v) => base64(v.iter().flat_map(|x| x.to_le_bytes()).collect()),
        Values::U16(v) => base64(v.iter().flat_map(|x| x.to_le_bytes()).collect()),
        Values::I16(v) => base64(v.iter().flat_map(|x| x.to_le_bytes()).collect()),
        Values::U32(v) => base64(v.iter().flat_map(|x| x.to_le_bytes()).collect()),
        Values::I32(v) => base64(v.iter().flat_map(|x| x.to_le_bytes()).collect()),
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

/// The page's name of the elements: the storage type, `u8bits` for bytes
/// that are bit patterns (the page writes them in hex), `u16number` for
/// 16-bit numbers (`u16` words are packed bitboards, in hex), `u64number`
/// for 64-bit numbers held as JavaScript numbers ([`as_numbers`]).
fn kind(table: &Table) -> &'static str {
    match &table.values {
        Values::U8(_) if table.kind.is_bits() => "u8bits",
        // The page writes `u16` elements (packed bitboards) in hex; a
        // table of your own may hold `u16` numbers, written in decimal.
        Values::U16(_) if !table.kind.is_bits() => "u16number",
        Values::U64(_) if as_numbers(table) => "u64number",
        values => values.element(),
    }
}

/// A JSON string for the page's data block: `<` is escaped too, so no
/// `</script>` can end the block early.
fn data_string(text: &str) -> String {
    super::text::json_string(text).replace('<', "\\u003c")
}

fn table_data(family: &str, table: &Table) -> String {
    let view = view(table);
    let axes: Vec<&str> = square_axes(table)
        .iter()
        .map(|&sq| if sq { "\"square\"" } else { "\"index\"" })
        .collect();
    let dims: Vec<String> = table.dims.iter().map(usize::to_string).collect();
    let names: Vec<String> = table.axis_names.iter().map(|n| data_string(n)).collect();
    let kinds: Vec<String> = table.axes.iter().map(|a| data_string(a.name())).collect();
    let mut extra = String::new();
    if let View::X88 { offset } = view {
        extra += &format!(",\"offset\":{offset}");
    }
    if view == View::Keys {
        extra += &format!(",\"layout\":{}", data_string(key_layout(table)));
    }
    format!(
        "{{\"name\":{},\"family\":{},\"dims\":[{}],\"axes\":[{}],\"names\":[{}],\
         \"kinds\":[{}],\"kind\":{},\"element\":{},\"view\":{},\"mask\":{},\"example\":{}{extra},\
         \"data\":{}}}",
        data_string(&table.name),
        data_string(family),
        dims.join(","),
        axes.join(","),
        names.join(","),
        kinds.join(","),
        data_string(kind(table)),
        data_string(table.values.element()),
        data_string(view.name()),
        table.kind == ValueKind::Bitboard,
        table.example,
        data(table),
    )
}

fn article(table: &Table) -> String {
    let summary = format!(
        "<code>{}</code> · {} bytes",
        escape(&table.shape()),
        chess_tables_model::grouped(table.bytes())
    );
    format!(
        "<article class=\"table\" id=\"{name}\" data-table=\"{name}\" aria-labelledby=\"h-{name}\">\n\
         <h3 id=\"h-{name}\"><a class=\"self\" href=\"#{name}\">{name}</a></h3>\n\
         <p class=\"summary\">{summary}</p>\n\
         <div class=\"doc\">\n{docs}</div>\n\
         <div class=\"view\" data-view=\"{view}\"><p class=\"noscript\">The drawing needs JavaScript.</p></div>\n\
         </article>\n",
        name = escape(&table.name),
        docs = docs(table),
        view = view(table).name(),
    )
}

/// The page: a header with the figures and a table of contents, one
/// section per family, one article per table, the data and the script.
pub fn render(computed: &ComputedTables) -> String {
    let families = super::text::groups(computed);
    let count: usize = families.iter().map(|(_, tables)| tables.len()).sum();
    let bytes = chess_tables_model::grouped(
        families
            .iter()
            .flat_map(|&(_, tables)| tables)
            .map(Table::bytes)
            .sum(),
    );
    let mut nav = String::new();
    let mut body = String::new();
    let mut data = Vec::new();
    for &(name, tables) in &families {
        nav += &format!("<li><a href=\"#family-{name}\">{name}</a><ul>");
        body += &format!(
            "<section class=\"family\" id=\"family-{name}\" aria-labelledby=\"fh-{name}\">\n\
             <h2 id=\"fh-{name}\">{name} <span class=\"count\">{} {}</span></h2>\n",
            tables.len(),
            if tables.len() == 1 { "table" } else { "tables" }
        );
        for table in tables {
            nav += &format!("<li><a href=\"#{0}\">{0}</a></li>", escape(&table.name));
            body += &article(table);
            data.push(table_data(name, table));
        }
        nav += "</ul></li>\n";
        body += "</section>\n";
    }
    let version = env!("CARGO_PKG_VERSION");
    let seed = computed
        .zobrist_seed
        .map(|seed| format!(" (seeded Zobrist keys from seed <code>{seed:#018x}</code>)"))
        .unwrap_or_default();
    let regenerate = if !computed.has_own() {
        format!(
            "<code>cargo install chess-tables-codegen</code>, then <code>{}</code>",
            super::regenerate::regenerate_command(computed, Format::Html)
        )
    } else {
        escape(&super::regenerate::regenerate_sentence(
            computed,
            Format::Html,
        ))
    };
    format!(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <meta name=\"generator\" content=\"chess-tables-codegen {version}\">\n\
         <title>chess-tables: every table</title>\n<style>\n{CSS}</style>\n</head>\n<body>\n\
         <header>\n<h1>chess-tables: every table</h1>\n\
         <p>{count} tables, {bytes} bytes, written by chess-tables-codegen {version}{seed}. \
         Squares are numbered \
         little-endian rank-file: a1 = 0, h1 = 7, a8 = 56, h8 = 63; in bitboards bit n stands \
         for square n. Choose squares with a click, or with the arrow keys and Enter; the \
         address names the view, so a link opens it again.</p>\n\
         <p class=\"regenerate\">Regenerate: {regenerate}</p>\n\
         <nav aria-label=\"Tables\"><ul>\n{nav}</ul></nav>\n</header>\n<main>\n{body}</main>\n\
         <script type=\"application/json\" id=\"chess-tables-data\">\n{{\"tables\":[\n{}\n]}}\n</script>\n\
         <script>\n{SCRIPT}</script>\n</body>\n</html>\n",
        data.join(",\n"),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markdown_lists_become_html_lists() {
        let lines: Vec<String> = [
            "The flags:",
            "- `0x01` white pawn;",
            "- `0x04` knight, a jump",
            "  of two and one;",
        ]
        .iter()
        .map(|l| l.to_string())
        .collect();
        assert_eq!(
            paragraph(&lines),
            "<p>The flags:</p>\n<ul>\n<li><code>0x01</code> white pawn;</li>\n\
             <li><code>0x04</code> knight, a jump of two and one;</li>\n</ul>\n"
        );
        let plain = vec!["one line".to_string(), "and another".to_string()];
        assert_eq!(paragraph(&plain), "<p>one line and another</p>\n");
    }

    fn table(axes: &[Axis], kind: ValueKind) -> Table {
        let len = axes.iter().map(|axis| axis.len()).product();
        let values = [
            Values::U8(vec![0; len]),
            Values::I8(vec![0; len]),
            Values::U64(vec![0; len]),
        ]
        .into_iter()
        .find(|values| kind.fits(values))
        .unwrap();
        Table::new("A", axes, kind, values, "A test table.", "nowhere")
    }

    #[test]
    fn views_follow_axes_and_kinds_not_names() {
        use Axis::*;
        use ValueKind::*;
        assert_eq!(view(&table(&[Square], Number)), View::Heat);
        assert_eq!(view(&table(&[Square, Square], Number)), View::Heat);
        assert_eq!(view(&table(&[SquareColor, Square], Number)), View::Heat);
        assert_eq!(view(&table(&[Square], Bitboard)), View::Mask);
        assert_eq!(view(&table(&[Direction, Square], Bitboard)), View::Mask);
        assert_eq!(view(&table(&[Square, Distance], Bitboard)), View::Mask);
        assert_eq!(view(&table(&[], Bitboard)), View::Scalar);
        assert_eq!(view(&table(&[], Seed)), View::Scalar);
        let keys = table(&[KeyIndex], ZobristKey);
        assert_eq!(view(&keys), View::Keys);
        assert_eq!(key_layout(&keys), "polyglot");
        let castling = table(&[CastlingRights], ZobristKey);
        assert_eq!(key_layout(&castling), "castling");
        let entries = table(&[Square, MagicField], MagicEntry);
        assert_eq!(view(&entries), View::Keys);
        assert_eq!(key_layout(&entries), "plain");
        assert_eq!(square_axes(&entries), [false, false]);
        let x88 = table(&[X88Difference { offset: 120 }], Number);
        assert_eq!(view(&x88), View::X88 { offset: 120 });
        let attack = table(&[X88Difference { offset: 119 }], AttackFlags);
        assert_eq!(view(&attack), View::X88 { offset: 119 });
        let bytes = table(&[File, InnerOccupancy], RankMask);
        assert_eq!(view(&bytes), View::List);
        assert_eq!(square_axes(&bytes), [false, false]);
        assert_eq!(
            square_axes(&table(&[Color, Square], Bitboard)),
            [false, true]
        );
    }

    #[test]
    fn rewording_the_docs_changes_no_drawing() {
        use Axis::*;
        use ValueKind::*;
        for original in [
            table(&[X88Difference { offset: 120 }], Number)
                .index("by `x88::difference(a, b)` (+120)"),
            table(&[CastlingRights], ZobristKey).index("by castling rights, 0..=15"),
            table(&[KeyIndex], ZobristKey).values_doc("Values: 64-bit keys."),
            table(&[Square], Bitboard).values_doc("Values: bitboards."),
            table(&[Square, Square], Number),
        ] {
            let mut reworded = original.clone();
            reworded.definition = "Reworded.".to_string();
            reworded.index = "in some other way".into();
            reworded.values_doc = Some("Values: whatever the words say.".to_string());
            reworded.notes = vec!["castling x88 0x77 119 120 bitboard".to_string()];
            assert_eq!(view(&reworded), view(&original), "{:?}", original.axes);
            assert_eq!(key_layout(&reworded), key_layout(&original));
            assert_eq!(
                table_data("distance", &reworded),
                table_data("distance", &original)
            );
            assert_ne!(docs(&reworded), docs(&original));
        }
    }

    #[test]
    fn axes_travel_with_their_names_and_kinds() {
        use Axis::*;
        let built_in = table_data("f", &table(&[Color, Square], ValueKind::Number));
        assert!(built_in.contains(r#""names":["color","square"],"kinds":["color","square"]"#));
        let own = table(&[Count { len: 2 }, Piece], ValueKind::Number)
            .axis_names(vec!["depth".into(), "piece".into()]);
        assert!(
            table_data("f", &own)
                .contains(r#""names":["depth","piece"],"kinds":["count","piece"]"#)
        );
    }

    #[test]
    fn docs_become_html_without_outside_links() {
        let mut table = table(&[Axis::Square], ValueKind::Number)
            .notes(&["First `note`,", "one paragraph.", "", "Second."])
            .picture(Picture::new("Caption:", vec!["1 | <x>".to_string()]));
        table.definition = "Knight <moves> & `code`.".to_string();
        table.source = "CPW (<https://www.chessprogramming.org/Knight>)".into();
        let html = docs(&table);
        assert!(html.starts_with("<p>Knight &lt;moves&gt; &amp; <code>code</code>.</p>\n"));
        assert!(
            html.contains("<span class=\"url\">https://www.chessprogramming.org/Knight</span>")
        );
        assert!(html.contains("<p>Size: 64 bytes.</p>"));
        assert!(html.contains("<p>First <code>note</code>, one paragraph.</p>\n<p>Second.</p>"));
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
        assert_eq!(data_string("</script>"), "\"\\u003c/script>\"");
    }
}
