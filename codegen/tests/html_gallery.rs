//! The generator's HTML gallery (`--format html`): one self-contained page
//! under 2 MB that shows every table of its families, each in its family. The page
//! is driven in a real browser by tests/browser/test_gallery.py
//! (scripts/check/check-gallery.sh); this test checks the file itself.

use chess_tables_codegen::{Format, Options, render};
use chess_tables_model::{Table, compute, grouped};

/// The page's tables: the default families', as the model computes them,
/// each with its family's module name.
fn tables() -> Vec<(&'static str, Table)> {
    let options = Options::default();
    compute(&options.families, options.zobrist_seed)
        .unwrap()
        .families
        .into_iter()
        .flat_map(|family| {
            let name = family.built_in.expect("the catalogue's families").name();
            family.tables.into_iter().map(move |table| (name, table))
        })
        .collect()
}

fn page() -> String {
    let mut options = Options::default();
    options.formats = vec![Format::Html];
    let files = render(&options).unwrap();
    assert_eq!(files.len(), 1);
    assert_eq!(files[0].name, "chess_tables.html");
    files.into_iter().next().unwrap().source
}

/// The values of every `attribute="…"` in the page.
fn attributes<'a>(page: &'a str, attribute: &str) -> Vec<&'a str> {
    let needle = format!(" {attribute}=\"");
    page.match_indices(&needle)
        .map(|(at, _)| {
            let value = &page[at + needle.len()..];
            &value[..value.find('"').unwrap()]
        })
        .collect()
}

#[test]
fn page_is_under_2_mb() {
    let len = page().len();
    assert!(len < 2_000_000, "{len} bytes");
}

#[test]
fn page_loads_nothing_from_outside() {
    let page = page();
    let lower = page.to_lowercase();
    for attribute in ["src", "href", "action", "poster", "data"] {
        for value in attributes(&lower, attribute) {
            assert!(
                value.starts_with('#'),
                "{attribute}=\"{value}\": the page links only to itself"
            );
        }
    }
    for outside in [
        "<link",
        "<iframe",
        "<img",
        "@import",
        "url(",
        "@font-face",
        "<script src",
    ] {
        assert!(!lower.contains(outside), "the page holds {outside:?}");
    }
    assert!(lower.starts_with("<!doctype html>"));
}

#[test]
fn page_shows_every_table_in_its_family() {
    let page = page();
    let tables = tables();
    for (module, table) in &tables {
        let start = page
            .find(&format!("<article class=\"table\" id=\"{}\"", table.name))
            .unwrap_or_else(|| panic!("{}: no article", table.name));
        let article = &page[start..start + page[start..].find("</article>").unwrap()];
        let section = page[..start]
            .rfind("<section class=\"family\" id=\"")
            .unwrap();
        assert!(
            page[section..].starts_with(&format!(
                "<section class=\"family\" id=\"family-{}\"",
                module
            )),
            "{} is in the {} section",
            table.name,
            module
        );
        for text in [
            format!(">{}</a></h3>", table.name),
            format!(
                "<code>{}</code> · {} bytes",
                table.shape(),
                grouped(table.bytes())
            ),
            format!("Size: {} bytes.", grouped(table.bytes())),
        ] {
            assert!(article.contains(&text), "{}: {text:?}", table.name);
        }
        assert!(
            page.contains(&format!("{{\"name\":\"{}\",", table.name)),
            "{}: values in the data block",
            table.name
        );
    }
    assert_eq!(
        page.matches("<article class=\"table\"").count(),
        tables.len()
    );
}
