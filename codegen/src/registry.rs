//! The table registry: a perfect-hash map from table name to its descriptor.

use crate::emit::{Table, doc_attrs};
use crate::options::Family;
use proc_macro2::TokenStream;
use quote::quote;

/// `pub static TABLES: phf::Map<&'static str, TableInfo>`, one entry per
/// table of every family, keyed by the table's Rust name.
pub fn tokens(families: &[(Family, Vec<Table>)]) -> TokenStream {
    let mut map = phf_codegen::Map::new();
    let mut names = Vec::new();
    for (family, tables) in families {
        let module = family.name();
        for table in tables {
            // `{:?}` of a str is a valid Rust string literal.
            let value = format!(
                "TableInfo {{ name: {:?}, module: {:?}, element: {:?}, shape: {:?}, \
                 bytes: {}, definition: {:?}, source: {:?} }}",
                table.name,
                module,
                table.values.element(),
                table.shape(),
                table.bytes(),
                table.definition,
                table.source,
            );
            map.entry(table.name, value);
            names.push(table.name);
        }
    }
    let map = map.build();
    let count = proc_macro2::Literal::usize_unsuffixed(names.len());
    let total: usize = families.iter().flat_map(|(_, t)| t).map(Table::bytes).sum();
    let docs = doc_attrs(&[
        "Every generated table by name: a perfect-hash map (phf) from the table's Rust".into(),
        "name (for example `\"KNIGHT_DISTANCE\"`) to its descriptor.".into(),
        String::new(),
        format!(
            "{} tables, {total} bytes of table data in all.",
            names.len()
        ),
    ]);
    let list_docs = doc_attrs(&[
        "The names of every generated table, in the order the modules define them.".into(),
    ]);
    quote! {
        #docs
        pub static TABLES: ::phf::Map<&'static str, TableInfo> = #map;
        #list_docs
        pub const TABLE_NAMES: &[&str; #count] = &[#(#names),*];
    }
}
