//! A user's own families as Rust: one file per family, its tables printed
//! as the built-in tables are, and `custom_registry.rs`, which describes
//! them with types of its own (`core` only), so it compiles in any crate.

use super::{header_lines, unparse};
use chess_tables_model::Table;
use quote::quote;

/// The family files from their tables' printed texts (in table order,
/// after the built-in tables'), then the registry.
pub fn files(
    families: &[(String, Vec<Table>)],
    mut texts: impl Iterator<Item = String>,
) -> Vec<(String, String)> {
    let mut files = Vec::new();
    for (family, tables) in families {
        let mut source = header(&format!("The `{family}` tables, your own"));
        let tables: Vec<String> = texts.by_ref().take(tables.len()).collect();
        source.push_str(&tables.join("\n"));
        files.push((format!("{family}.rs"), source));
    }
    files.push((
        crate::custom::REGISTRY_FILE.to_string(),
        header(
            "The registry of your own tables: each by name, with its shape, size and fingerprint",
        ) + &unparse(registry(families)),
    ));
    files
}

/// Header of a user's file: what it holds, where it comes from.
fn header(role: &str) -> String {
    header_lines(
        role,
        "from your build script's own tables. Do not edit.\n\
         // Your build script writes it into OUT_DIR; include it with include!.",
    )
}

/// `TableInfo`, `TABLE_INFO` and `table_info`.
fn registry(families: &[(String, Vec<Table>)]) -> Vec<syn::Item> {
    let tables: Vec<(&str, &Table)> = families
        .iter()
        .flat_map(|(family, tables)| tables.iter().map(move |table| (family.as_str(), table)))
        .collect();
    let summary = super::registry_summary(tables.iter().map(|(_, table)| *table));
    let info = tables
        .iter()
        .map(|(family, table)| super::table_info(family, table));
    let file: syn::File = syn::parse2(quote! {
        /// A table of your own, as the registry describes it: the fields of
        /// `chess_tables::registry::TableInfo`, the catalogue's record.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub struct TableInfo {
            /// The Rust name, e.g. `"PAWN_PST"`.
            pub name: &'static str,
            /// The family: the generated file's stem (the module you
            /// include it into).
            pub family: &'static str,
            /// The element type's Rust name, e.g. `"i16"`.
            pub element: &'static str,
            /// The Rust type, e.g. `"[i16; 64]"`.
            pub shape: &'static str,
            /// The size of the data in bytes.
            pub bytes: usize,
            /// The one-line definition, the table's first doc line.
            pub definition: &'static str,
            /// Where the definition comes from.
            pub source: &'static str,
            /// Whether the table is a product table (the model's
            /// `Stability::Product`, true for every table of your own):
            /// its values are the promise, not a lookup's implementation.
            pub stable: bool,
            /// FNV-1a 64 over the little-endian bytes of the elements in
            /// index order (the function chess-tables pins its own tables
            /// with): pin it in a test, so a changed
            /// formula, dependency or host fails it.
            pub fingerprint: u64,
        }

        /// Every table of your own, in the order the families define them.
        ///
        #[doc = #summary]
        pub static TABLE_INFO: &[TableInfo] = &[#(#info),*];

        /// The table of your own named `name` (its Rust name), if any.
        pub fn table_info(name: &str) -> Option<&'static TableInfo> {
            TABLE_INFO.iter().find(|info| info.name == name)
        }
    })
    .expect("the custom registry template is a valid file");
    file.items
}
