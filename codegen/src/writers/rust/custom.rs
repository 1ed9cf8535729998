//! A user's own families as Rust: one file per family, its tables printed
//! as the built-in tables are, and `custom_registry.rs`, which describes
//! them with types of its own (`core` only), so it compiles in any crate.

use super::{own_header, unparse};
use chess_tables_model::FamilyTables;
use quote::quote;

/// `custom_registry.rs`, of the user's families among `families`.
pub fn registry_file(families: &[FamilyTables]) -> (String, String) {
    (
        crate::custom::REGISTRY_FILE.to_string(),
        own_header(
            "The registry of your own tables: each by name, with its shape, size and fingerprint",
        ) + &unparse(registry(families)),
    )
}

/// `TableInfo`, `TABLE_INFO` and `table_info`.
fn registry(families: &[FamilyTables]) -> Vec<syn::Item> {
    let tables: Vec<(&str, &chess_tables_model::Table)> = families
        .iter()
        .filter(|family| family.built_in.is_none())
        .flat_map(|family| {
            family
                .tables
                .iter()
                .map(|table| (family.name.as_str(), table))
        })
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
