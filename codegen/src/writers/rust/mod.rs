//! The Rust writer: `squares.rs`, one file per family and `registry.rs`,
//! each item from a `quote!` template, the whole printed by prettyplease.

#[cfg(feature = "custom")]
mod custom;
mod item;
mod registry;
mod squares;

use chess_tables_model::{ComputedTables, Table, parallel};
use item::Part;

/// The Rust files, as (name, source): `squares.rs`, one file per selected
/// family, `registry.rs`; then, for a user's own families, one file each
/// and `custom_registry.rs`.
pub fn files(computed: &ComputedTables) -> Vec<(String, String)> {
    let families = &computed.families;
    // Printing is most of a build script's run: it is spread over the
    // cores as jobs, the biggest first, a square-by-square table's rows
    // split over several. Syntax trees are not Send, so each job builds its
    // own and returns text; a file is its tables' texts in order.
    let tables: Vec<&Table> = families.iter().flat_map(|family| &family.tables).collect();
    let mut jobs: Vec<(usize, Part)> = Vec::new();
    for (i, table) in tables.iter().enumerate() {
        // The public item first, its rows after it: a file reads top-down.
        jobs.push((i, Part::Table));
        if table.is_square_by_square() {
            jobs.extend((0..64).step_by(16).map(|sq| (i, Part::Rows(sq..sq + 16))));
        }
    }
    let cost = |&(i, ref part): &(usize, Part)| match part {
        Part::Rows(squares) => squares.len() * 64,
        Part::Table if tables[i].is_square_by_square() => 64,
        Part::Table => tables[i].values.len(),
    };
    let mut order: Vec<usize> = (0..jobs.len()).collect();
    order.sort_by_key(|&j| std::cmp::Reverse(cost(&jobs[j])));
    let printed = parallel::map(&order, |&j| {
        let (i, part) = &jobs[j];
        unparse(item::items(tables[*i], part))
    });
    let mut texts = vec![Vec::new(); tables.len()];
    let mut printed: Vec<(usize, String)> = order.into_iter().zip(printed).collect();
    printed.sort_by_key(|&(j, _)| j);
    for (j, text) in printed {
        texts[jobs[j].0].push(text);
    }
    let mut texts = texts.into_iter().map(|parts| parts.join("\n"));
    let mut files = vec![(
        "squares.rs".to_string(),
        header("The `Square` type (a1 = 0 ..= h8 = 63) and its conversion from an index")
            + &unparse(squares::items()),
    )];
    // Squares, the built-in families' files, their descriptors, the
    // registry; then a user's families' files and their registry.
    let (mut own, mut descriptors) = (Vec::new(), Vec::new());
    for family in families {
        let tables: Vec<String> = texts.by_ref().take(family.tables.len()).collect();
        let name = format!("{}.rs", family.name);
        match family.built_in {
            Some(built_in) => {
                let role = format!("The `{}` tables", family.name);
                files.push((name, header(&role) + &tables.join("\n")));
                descriptors.push((
                    registry::family_file_name(built_in),
                    header(&format!("{role}' descriptors, which the registry includes"))
                        + &unparse(registry::family_items(built_in, &family.tables)),
                ));
            }
            None => {
                let role = format!("The `{}` tables, your own", family.name);
                own.push((name, own_header(&role) + &tables.join("\n")));
            }
        }
    }
    files.extend(descriptors);
    files.push((
        "registry.rs".to_string(),
        header("The table registry: every table of this build by name, with its shape and size")
            + &unparse(registry::items()),
    ));
    files.extend(own);
    #[cfg(feature = "custom")]
    if computed.has_own() {
        files.push(custom::registry_file(families));
    }
    files
}

/// `table`'s `TableInfo { .. }` record, as the catalogue's registry and a
/// user's write it (the two `TableInfo` types have the same fields).
fn table_info(family: &str, table: &chess_tables_model::Table) -> proc_macro2::TokenStream {
    let (name, element, shape) = (&*table.name, table.values.element(), table.shape());
    let (definition, source) = (&table.definition, &*table.source);
    let bytes = proc_macro2::Literal::usize_unsuffixed(table.bytes());
    let stable = table.stability == chess_tables_model::Stability::Product;
    let fingerprint = hex_literal(table.fingerprint());
    quote::quote! {
        TableInfo {
            name: #name,
            family: #family,
            element: #element,
            shape: #shape,
            bytes: #bytes,
            definition: #definition,
            source: #source,
            stable: #stable,
            fingerprint: #fingerprint,
        }
    }
}

/// A registry's summary line: ` 39 tables, 116,624 bytes of table data in all.`
fn registry_summary<'a>(
    tables: impl ExactSizeIterator<Item = &'a chess_tables_model::Table>,
) -> String {
    let count = tables.len();
    let bytes = tables.map(chess_tables_model::Table::bytes).sum::<usize>();
    format!(
        " {count} {}, {} bytes of table data in all.",
        if count == 1 { "table" } else { "tables" },
        chess_tables_model::grouped(bytes)
    )
}

/// `value` as a 64-bit hex literal token (`0x0123_4567_89ab_cdef`), as
/// the tables print their keys and fingerprints.
fn hex_literal(value: u64) -> proc_macro2::TokenStream {
    chess_tables_model::hex(value)
        .parse()
        .expect("a hex literal is one token")
}

/// Pretty-prints items as a file body, a blank line between items.
fn unparse(items: Vec<syn::Item>) -> String {
    let printed: Vec<String> = items
        .into_iter()
        .map(|item| {
            prettyplease::unparse(&syn::File {
                shebang: None,
                frontmatter: None,
                attrs: Vec::new(),
                items: vec![item],
            })
        })
        .collect();
    printed.join("\n")
}

/// Header of every generated file of the catalogue: what it holds
/// (`role`, a sentence), where it comes from, how squares are numbered.
/// Plain comments: an `include!`d file cannot carry inner attributes or
/// inner docs.
fn header(role: &str) -> String {
    header_lines(
        role,
        "for chess-tables. Do not edit.\n\
         // chess-tables' build.rs writes it into OUT_DIR for the enabled features:\n\
         // with its `generate` feature (a default) from this generator (and\n\
         // CHESS_TABLES_ZOBRIST_SEED, when set), without it as a copy of the package's\n\
         // generated/, this same file. It also comes from `cargo install\n\
         // chess-tables-codegen`, then `chess-tables-codegen --out DIR` (with --families\n\
         // and --seed to match).",
    )
}

/// Header of a user's file: what it holds, where it comes from.
fn own_header(role: &str) -> String {
    header_lines(
        role,
        "from your build script's own tables. Do not edit.\n\
         // Your build script writes it into OUT_DIR; include it with include!.",
    )
}

/// A header: `role`, the generator's line ending in `origin` (comment
/// lines after the first start with `// `), the square numbering.
fn header_lines(role: &str, origin: &str) -> String {
    format!(
        "// {role}.\n\
         //\n\
         // @generated by chess-tables-codegen {version} {origin}\n\
         // Squares are numbered little-endian rank-file: a1 = 0, h1 = 7, a8 = 56, h8 = 63;\n\
         // in bitboards bit n stands for square n. Board pictures show rank 8 on top.\n\n",
        version = env!("CARGO_PKG_VERSION"),
    )
}
