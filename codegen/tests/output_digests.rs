//! The JSON, C and HTML output, pinned byte for byte: the FNV-1a 64 digest
//! and length of every file `render` writes in those formats, for the
//! default families and for every family, are committed in
//! `tests/output-digests.txt` beside this file (it ships with the package).
//!
//! The generated Rust is pinned by the runtime crate's shipped copy (its
//! `generated/`); this
//! test pins the other writers, so a change to the table model or to a
//! writer that alters their bytes fails here. To accept a deliberate change:
//! `UPDATE_DIGESTS=1 cargo test -p chess-tables-codegen --test output_digests`,
//! review the diff and note it in the changelog.

use chess_tables_codegen::{Family, Format, Options, render};
use std::fmt::Write;
use std::path::Path;

/// FNV-1a, 64-bit, over the bytes.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// One line per file: selection | format | file | bytes | digest.
fn digests() -> String {
    let mut out = String::from(
        "# The generator's JSON, C and HTML output: checked by codegen/tests/output_digests.rs.\n\
         # families | format | file | bytes | FNV-1a 64 of the file's bytes\n",
    );
    let selections: [(&str, &[Family]); 2] = [("default", Family::DEFAULT), ("all", Family::ALL)];
    for (selection, families) in selections {
        for (format_name, format) in [
            ("json", Format::Json),
            ("c", Format::C),
            ("html", Format::Html),
        ] {
            let mut options = Options::default();
            options.families = families.to_vec();
            options.formats = vec![format];
            for file in render(&options).unwrap() {
                writeln!(
                    out,
                    "{selection} | {format_name} | {} | {} | {:#018x}",
                    file.name,
                    file.source.len(),
                    fnv1a(file.source.as_bytes())
                )
                .unwrap();
            }
        }
    }
    out
}

#[test]
fn fnv1a_matches_published_vectors() {
    // FNV-1a 64 test vectors from the FNV reference (draft-eastlake-fnv).
    assert_eq!(fnv1a(b""), 0xcbf2_9ce4_8422_2325);
    assert_eq!(fnv1a(b"a"), 0xaf63_dc4c_8601_ec8c);
    assert_eq!(fnv1a(b"foobar"), 0x8594_4171_f739_67e8);
}

#[test]
fn json_c_and_html_output_match_the_committed_digests() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/output-digests.txt");
    let now = digests();
    if std::env::var_os("UPDATE_DIGESTS").is_some() {
        std::fs::write(&path, &now).unwrap();
        return;
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        now == committed,
        "the JSON, C or HTML output changed:\nnow:\n{now}\ncommitted:\n{committed}\n\
         If this is deliberate, run `UPDATE_DIGESTS=1 cargo test -p chess-tables-codegen \
         --test output_digests`, review the diff and note it in the changelog."
    );
}
