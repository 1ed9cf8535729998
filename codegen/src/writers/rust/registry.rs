//! `registry.rs`: every table's descriptor in definition order, and a
//! perfect-hash map from table name to descriptor, written by phf_codegen.
//!
//! phf's `ptrhash` feature changes the map's fields (rust-phf issue 428),
//! and Cargo may turn it on for this build's phf_codegen from anywhere in
//! the build graph. So the map is written as a type of the runtime's own
//! (`classic::Map` or `ptrhash::Map` in its `registry` module, over
//! `phf_shared`, whose features only add code), and this module asks
//! phf_codegen which of the two layouts it writes.

use chess_tables_model::{Family, Table};
use quote::{format_ident, quote};

/// The registry file's items: `TABLE_INFO`, the name map behind
/// `table_info` (`BY_NAME`) and the `for_each_table!` macro, the one list
/// of tables code can walk.
pub fn items(families: &[(Family, Vec<Table>)]) -> Vec<syn::Item> {
    let tables: Vec<(&Family, &Table)> = families
        .iter()
        .flat_map(|(family, tables)| tables.iter().map(move |table| (family, table)))
        .collect();
    let summary = super::registry_summary(tables.iter().map(|(_, table)| *table));
    let names: Vec<&str> = tables.iter().map(|(_, table)| &*table.name).collect();
    let paths = tables.iter().map(|(family, table)| {
        let module = format_ident!("{}", family.name());
        let name = format_ident!("{}", table.name);
        quote!(#module::#name)
    });
    let info = tables
        .iter()
        .map(|(family, table)| super::table_info(family.name(), table));

    let layout = format_ident!("{}", written_layout());
    let mut map = phf_codegen::Map::new();
    map.phf_path(layout.to_string());
    for (i, name) in names.iter().enumerate() {
        map.entry(*name, i.to_string());
    }
    let map = map.build();
    let variant = if layout == "classic" {
        quote!(Layout::Classic)
    } else {
        quote!(Layout::PtrHash)
    };

    let file: syn::File = syn::parse2(quote! {
        /// Every generated table's descriptor, in the order the modules define them.
        ///
        #[doc = #summary]
        pub static TABLE_INFO: &[TableInfo] = &[#(#info),*];

        /// Every generated table by name: a perfect-hash map (phf) from the table's
        /// Rust name (for example `"KNIGHT_DISTANCE"`) to its index in [`TABLE_INFO`],
        /// read by [`table_info`].
        static BY_NAME: Tables = Tables(#variant(#map));

        /// Calls the macro `$callback` with every table of this build, in the
        /// order the modules define them, as paths from the crate root
        /// (`distance::CHEBYSHEV_DISTANCE, ...`): the one list of tables, for
        /// code that visits each (size reports, checksums, pins in tests).
        ///
        /// ```
        /// macro_rules! count {
        ///     ($($module:ident :: $name:ident),* $(,)?) => {
        ///         [$(stringify!($name)),*].len()
        ///     };
        /// }
        /// let tables = chess_tables::for_each_table!(count);
        /// assert_eq!(tables, chess_tables::registry::TABLE_INFO.len());
        /// ```
        #[macro_export]
        macro_rules! for_each_table {
            ($callback:ident) => {
                $callback! { #(#paths),* }
            };
        }
    })
    .expect("the registry template is a valid file");
    file.items
}

/// The module of the runtime's map type that matches the layout this
/// build's phf_codegen writes: `classic` (key, disps, entries) or
/// `ptrhash` (key, pilots, remap, entries).
fn written_layout() -> &'static str {
    let mut probe = phf_codegen::Map::new();
    probe.entry("probe", "0");
    if probe.build().to_string().contains("pilots:") {
        "ptrhash"
    } else {
        "classic"
    }
}
