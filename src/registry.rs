//! Every generated table by name, with what it holds and how big it is:
//! [`TABLE_INFO`] lists the descriptors in definition order, [`TABLE_NAMES`]
//! their names, and [`TABLES`] maps a name to its descriptor.
//!
//! ```
//! # #[cfg(feature = "distance")] {
//! let info = chess_tables::registry::TABLES.get("KNIGHT_DISTANCE").unwrap();
//! assert_eq!(info.shape, "[[u8; 64]; 64]");
//! assert_eq!(info.bytes, 4096);
//! # }
//! ```

/// Descriptor of one generated table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TableInfo {
    /// Rust name of the constant, e.g. `"KNIGHT_DISTANCE"`.
    pub name: &'static str,
    /// Module that defines it, e.g. `"distance"` (so `chess_tables::distance::KNIGHT_DISTANCE`).
    pub module: &'static str,
    /// Element type: `"u8"`, `"i8"` or `"u64"`.
    pub element: &'static str,
    /// Rust type of the data, e.g. `"[[u8; 64]; 64]"`; a plain `"u64"` for a scalar.
    pub shape: &'static str,
    /// Size of the data in bytes.
    pub bytes: usize,
    /// One-line definition.
    pub definition: &'static str,
    /// Where the definition comes from (Chess Programming Wiki page or spec, with address).
    pub source: &'static str,
}

include!(concat!(env!("OUT_DIR"), "/registry.rs"));

/// The descriptor of the table called `name`, or `None` if there is none.
pub fn table(name: &str) -> Option<&'static TableInfo> {
    TABLES.get(name)
}
