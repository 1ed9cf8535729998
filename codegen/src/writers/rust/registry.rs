//! `registry.rs`, the same for every feature set: the descriptors of the
//! enabled families (each family's own file, `registry.<family>.rs`,
//! included where its feature is on), and a perfect-hash map from every
//! table's name to its place, written by phf_codegen.
//!
//! phf's `ptrhash` feature changes the map's fields (rust-phf issue 428),
//! and Cargo may turn it on for this build's phf_codegen from anywhere in
//! the build graph. So the map is written as a type of the runtime's own
//! (`classic::Map` or `ptrhash::Map` in its `registry` module, over
//! `phf_shared`, whose features only add code), and this module asks
//! phf_codegen which of the two layouts it writes.

use chess_tables_model::{Family, Table};
use proc_macro2::Literal;
use quote::{format_ident, quote};

/// The name of a family's descriptor file, `registry.<family>.rs`: a dot,
/// which no family name has, so no family of a user's can take it.
pub fn family_file_name(family: Family) -> String {
    format!("registry.{}.rs", family.name())
}

/// A family's descriptor file: its tables' `TableInfo`s, in definition
/// order, as the const the registry includes when the family's feature is
/// on (`DISTANCE` for the distance family).
pub fn family_items(family: Family, tables: &[Table]) -> Vec<syn::Item> {
    let summary = super::registry_summary(tables.iter());
    let name = format_ident!("{}", family.name().to_uppercase());
    let len = Literal::usize_unsuffixed(tables.len());
    let info = tables
        .iter()
        .map(|table| super::table_info(family.name(), table));
    let doc = format!(
        " The `{}` family's table descriptors, in the order its module defines them.",
        family.name()
    );
    let file: syn::File = syn::parse2(quote! {
        #[doc = #doc]
        ///
        #[doc = #summary]
        const #name: [TableInfo; #len] = [#(#info),*];
    })
    .expect("the family registry template is a valid file");
    file.items
}

/// The registry file's items, the same for every feature set: each
/// family's descriptors (its `registry.<family>.rs` where its feature is
/// on, none where it is off), `TABLE_INFO`, the name map behind
/// `table_info` (`BY_NAME`, over every family's names) and the
/// `for_each_table!` macro, the one list of tables code can walk.
pub fn items() -> Vec<syn::Item> {
    let families = Family::ALL;
    let consts: Vec<_> = families
        .iter()
        .map(|family| format_ident!("{}", family.name().to_uppercase()))
        .collect();
    let descriptors = families.iter().zip(&consts).map(|(family, name)| {
        let file = format!("/{}", family_file_name(*family));
        if family.is_vocabulary() {
            quote! {
                include!(concat!(env!("OUT_DIR"), #file));
            }
        } else {
            let feature = family.name();
            quote! {
                #[cfg(feature = #feature)]
                include!(concat!(env!("OUT_DIR"), #file));
                #[cfg(not(feature = #feature))]
                const #name: [TableInfo; 0] = [];
            }
        }
    });
    let family_count = Literal::usize_unsuffixed(families.len());
    let lens = consts.iter().map(|name| quote!(#name.len()));

    let layout = format_ident!("{}", written_layout());
    let mut map = phf_codegen::Map::new();
    map.phf_path(layout.to_string());
    for (f, family) in families.iter().enumerate() {
        for (i, name) in family.table_names().iter().enumerate() {
            map.entry(*name, format!("({f}, {i})"));
        }
    }
    let map = map.build();
    let variant = if layout == "classic" {
        quote!(Layout::Classic)
    } else {
        quote!(Layout::PtrHash)
    };

    let mut visitors = Vec::new();
    for (f, family) in families.iter().enumerate() {
        let this = visitor_name(*family);
        let next = match families.get(f + 1) {
            Some(next) => {
                let next = visitor_name(*next);
                quote!($crate::#next!)
            }
            None => quote!($crate::__for_each_table_end!),
        };
        let module = format_ident!("{}", family.name());
        let paths = family.table_names().iter().map(|name| {
            let name = format_ident!("{}", name);
            quote!((#module::#name))
        });
        let doc = format!(
            " The `for_each_table!` step of the `{}` family.",
            family.name()
        );
        let with = quote! {
            #[doc = #doc]
            #[doc(hidden)]
            #[macro_export]
            macro_rules! #this {
                ($callback:ident [$($tables:tt)*]) => {
                    #next($callback [$($tables)* #(#paths)*])
                };
            }
        };
        if family.is_vocabulary() {
            visitors.push(with);
        } else {
            let feature = family.name();
            visitors.push(quote! {
                #[cfg(feature = #feature)]
                #with
                #[cfg(not(feature = #feature))]
                #[doc = #doc]
                #[doc(hidden)]
                #[macro_export]
                macro_rules! #this {
                    ($callback:ident [$($tables:tt)*]) => {
                        #next($callback [$($tables)*])
                    };
                }
            });
        }
    }
    let first = visitor_name(families[0]);

    let file: syn::File = syn::parse2(quote! {
        #(#descriptors)*

        /// Each family's descriptors, in the order [`TABLE_INFO`] lists them;
        /// empty for a family whose feature this build leaves out.
        static FAMILIES: [&[TableInfo]; #family_count] = [#(&#consts),*];

        /// Every table of this build's families: the families' descriptors in a row.
        static ALL_TABLE_INFO: [TableInfo; #(#lens)+*] = concat_families(&FAMILIES);

        /// Every generated table's descriptor, in the order the modules define
        /// them: the tables of the families this build's features enable.
        pub static TABLE_INFO: &[TableInfo] = &ALL_TABLE_INFO;

        /// Every table the package can generate, by name: a perfect-hash map
        /// (phf) from the table's Rust name (for example `"KNIGHT_DISTANCE"`) to
        /// its family's place in [`FAMILIES`] and its own in the family, read by
        /// [`table_info`].
        static BY_NAME: Tables = Tables(#variant(#map));

        #(#visitors)*

        /// The `for_each_table!` step that calls the callback with every table.
        #[doc(hidden)]
        #[macro_export]
        macro_rules! __for_each_table_end {
            ($callback:ident [$(($module:ident :: $name:ident))*]) => {
                $callback! { $($module::$name),* }
            };
        }

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
                $crate::#first!($callback [])
            };
        }
    })
    .expect("the registry template is a valid file");
    file.items
}

/// The hidden macro of `family`'s step in `for_each_table!`.
fn visitor_name(family: Family) -> proc_macro2::Ident {
    format_ident!("__for_each_table_{}", family.name())
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
