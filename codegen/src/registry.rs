//! The table registry: every table's descriptor in definition order, and a
//! perfect-hash map from table name to descriptor.

use crate::emit::Table;
use crate::options::Family;
use crate::syntax;

/// The registry file's body: `TABLE_INFO` and `TABLE_NAMES`, built as
/// syntax trees and pretty-printed, then `TABLES`, the phf map, as
/// phf_codegen writes it (its documented use: text into a generated file).
pub fn source(families: &[(Family, Vec<Table>)]) -> String {
    let tables: Vec<(&Family, &Table)> = families
        .iter()
        .flat_map(|(family, tables)| tables.iter().map(move |table| (family, table)))
        .collect();
    let count = tables.len();
    let total: usize = tables.iter().map(|(_, table)| table.bytes()).sum();

    let info = tables.iter().map(|(family, table)| {
        syntax::struct_literal(
            "TableInfo",
            [
                ("name", syntax::string(table.name)),
                ("module", syntax::string(family.name())),
                ("element", syntax::string(table.values.element())),
                ("shape", syntax::string(&table.shape())),
                ("bytes", syntax::integer(&table.bytes().to_string())),
                ("definition", syntax::string(&table.definition)),
                ("source", syntax::string(table.source)),
            ],
        )
    });
    let info = syntax::const_item(
        syntax::doc_attrs(&[
            "Every generated table's descriptor, in the order the modules define them.".to_string(),
            String::new(),
            format!("{count} tables, {total} bytes of table data in all."),
        ]),
        "TABLE_INFO",
        syntax::reference_type(syntax::array_type(syntax::named_type("TableInfo"), count)),
        syntax::reference(syntax::array(info)),
    );
    let names = syntax::const_item(
        syntax::doc_attrs(&[
            "The names of every generated table, in the order the modules define them.",
        ]),
        "TABLE_NAMES",
        syntax::reference_type(syntax::array_type(
            syntax::reference_type(syntax::named_type("str")),
            count,
        )),
        syntax::reference(syntax::array(
            tables.iter().map(|(_, table)| syntax::string(table.name)),
        )),
    );

    let mut map = phf_codegen::Map::new();
    for (i, (_, table)) in tables.iter().enumerate() {
        map.entry(table.name, format!("TABLE_INFO[{i}]"));
    }
    format!(
        "{items}\
         /// Every generated table by name: a perfect-hash map (phf) from the table's Rust\n\
         /// name (for example `\"KNIGHT_DISTANCE\"`) to its descriptor in [`TABLE_INFO`].\n\
         pub static TABLES: ::phf::Map<&'static str, TableInfo> = {map};\n",
        items = syntax::unparse(vec![info, names]),
        map = map.build(),
    )
}
