//! Every generated table by name, with what it holds and how big it is:
//! one entry point per need. [`TABLE_INFO`] lists the descriptors in
//! definition order (a slice, whichever families the features enable);
//! [`table_info`] finds one by name; [`for_each_table!`](crate::for_each_table)
//! visits every table as a path, at compile time.
//!
//! ```
//! # #[cfg(feature = "distance")] {
//! use chess_tables::registry;
//! let info = registry::table_info("KNIGHT_DISTANCE").unwrap();
//! assert_eq!(info.shape, "[[u8; 64]; 64]");
//! assert_eq!(info.bytes, 4096);
//! # }
//! ```
//!
//! To pin a table your program depends on, assert its fingerprint in a
//! test of yours (print it once from the registry): a release that changed
//! its contents fails the test before it reaches your users.
//!
//! ```
//! # #[cfg(feature = "distance")] {
//! use chess_tables::registry;
//! let knight = registry::table_info("KNIGHT_DISTANCE").unwrap();
//! assert_eq!(knight.fingerprint, 0xcad2_b648_8327_bfe5);
//! # }
//! ```

/// Descriptor of one generated table. Tables of your own, from the
/// generator (`chess_tables_codegen::custom`), get a record with the same
/// fields in their own registry.
///
/// Non-exhaustive: a later release may add fields, so read the fields
/// rather than building or destructuring the whole descriptor.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct TableInfo {
    /// Rust name of the table, e.g. `"KNIGHT_DISTANCE"`.
    pub name: &'static str,
    /// The family that generates it, which is also the module that defines
    /// it, e.g. `"distance"` (so `chess_tables::distance::KNIGHT_DISTANCE`)
    /// and the Cargo feature that turns it on.
    pub family: &'static str,
    /// Element type: `"u8"`, `"i8"`, `"u16"` (the `pext` feature's compact tables) or `"u64"`.
    pub element: &'static str,
    /// Rust type of the data, e.g. `"[[u8; 64]; 64]"`; a plain `"u64"` for a scalar.
    pub shape: &'static str,
    /// Size of the data in bytes.
    pub bytes: usize,
    /// One-line definition.
    pub definition: &'static str,
    /// Where the definition comes from (Chess Programming Wiki page or spec, with address).
    pub source: &'static str,
    /// Whether the table is covered by the stability promise. `true` for a
    /// product table: its contents and layout change only in a major release.
    /// `false` for an implementation table, which holds how a lookup function
    /// does its work (`FIRST_RANK_ATTACKS`, `DIAGONAL_MASKS_EX`, the `magic`
    /// tables): its layout may change in a minor release, so use the lookup
    /// functions rather than the table.
    pub stable: bool,
    /// FNV-1a 64 over the little-endian bytes of the elements in index
    /// order: the value `tests/fingerprints.txt` pins for a product table
    /// (a test checks each against it). Pin a table you depend on by it.
    pub fingerprint: u64,
}

/// A perfect-hash map from table name to descriptor, written at build time
/// by `phf_codegen` (the [`phf`](https://docs.rs/phf) crates' generator).
///
/// It is this crate's own (private) type rather than `phf::Map` because phf's
/// `ptrhash` feature changes `phf::Map`'s fields, and Cargo turns such a
/// feature on for every user of phf in a build (rust-phf issue 428): the
/// generator writes whichever layout its phf_codegen was built with, and
/// this type reads both.
#[derive(Debug)]
struct Tables(Layout);

// The generated file constructs one of the two, whichever layout this
// build's phf_codegen writes.
#[allow(dead_code)]
#[derive(Debug)]
enum Layout {
    Classic(classic::Map),
    PtrHash(ptrhash::Map),
}

/// The fields of phf's classic (CHD) map, as phf_codegen writes them.
mod classic {
    #[derive(Debug)]
    pub struct Map {
        pub key: u64,
        pub disps: &'static [(u32, u32)],
        pub entries: &'static [(&'static str, (usize, usize))],
    }
}

/// The fields of phf's `ptrhash` map, as phf_codegen writes them.
mod ptrhash {
    #[derive(Debug)]
    pub struct Map {
        pub key: u64,
        pub pilots: &'static [u8],
        pub remap: &'static [u32],
        pub entries: &'static [(&'static str, (usize, usize))],
    }
}

include!(concat!(env!("OUT_DIR"), "/registry.rs"));

/// The families' descriptors in a row, `N` of them in all.
const fn concat_families<const N: usize, const F: usize>(
    families: &[&[TableInfo]; F],
) -> [TableInfo; N] {
    const UNSET: TableInfo = TableInfo {
        name: "",
        family: "",
        element: "",
        shape: "",
        bytes: 0,
        definition: "",
        source: "",
        stable: false,
        fingerprint: 0,
    };
    let mut all = [UNSET; N];
    let (mut f, mut n) = (0, 0);
    while f < F {
        let mut i = 0;
        while i < families[f].len() {
            all[n] = families[f][i];
            n += 1;
            i += 1;
        }
        f += 1;
    }
    all
}

impl Tables {
    /// The place of the table called `name`: its family's in [`FAMILIES`],
    /// and its own in the family's descriptors.
    #[inline]
    fn place(&self, name: &str) -> Option<(usize, usize)> {
        let (entries, index) = match &self.0 {
            Layout::Classic(map) if !map.disps.is_empty() => {
                let hashes = phf_shared::hash(name, &map.key);
                let index = phf_shared::get_index(&hashes, map.disps, map.entries.len());
                (map.entries, index)
            }
            Layout::PtrHash(map) if !map.entries.is_empty() => {
                let hash = phf_shared::ptrhash::hash(name, &map.key);
                let index = phf_shared::ptrhash::get_index(
                    map.key,
                    hash,
                    map.pilots,
                    map.remap,
                    map.entries.len(),
                );
                (map.entries, index)
            }
            _ => return None,
        };
        let &(key, place) = entries.get(index as usize)?;
        (key == name).then_some(place)
    }
}

/// The descriptor of the table called `name` (its Rust name, such as
/// `"KNIGHT_DISTANCE"`), or `None` if this build has no such table (a
/// name no family has, or a table of a family whose feature is off): one
/// perfect-hash lookup (phf), no allocation.
#[inline]
pub fn table_info(name: &str) -> Option<&'static TableInfo> {
    let (family, index) = BY_NAME.place(name)?;
    FAMILIES.get(family)?.get(index)
}
