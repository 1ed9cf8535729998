//! The host half of the firmware run: `tests/firmware_report/report.rs` is the
//! code the emulated cores run, compiled here for the host.
//!
//! `report_is_complete` checks the report itself (every table of the
//! registry, published values). `write_host_report` writes the host's
//! lines for the repository's `scripts/check/run-firmware.sh`, which
//! compares them with each firmware's; it is ignored by default.

#[path = "firmware_report/report.rs"]
mod report;

use chess_tables::registry;

fn host_report() -> String {
    let mut out = String::new();
    report::report(&mut out).expect("writing to a String does not fail");
    out
}

#[test]
fn report_is_complete() {
    let report = host_report();
    let lines: Vec<&str> = report.lines().collect();
    assert_eq!(lines[0], format!("tables {}", registry::TABLE_INFO.len()));
    // One checksum line per registered table, in registry order, hashing
    // exactly the table's bytes. The opt-in `magic` tables are not in the
    // firmware's report (tests/magic.rs checks them).
    let reported = registry::TABLE_INFO
        .iter()
        .filter(|t| !matches!(t.family, "magic" | "pext"));
    for (info, line) in reported.zip(&lines[1..]) {
        let mut fields = line.split(' ');
        assert_eq!(fields.next(), Some(info.name), "line {line:?}");
        assert_eq!(
            fields.next(),
            Some(info.bytes.to_string().as_str()),
            "line {line:?}"
        );
    }
    for expected in [
        "knight_distance(a1,h8) 6",
        "center_manhattan_distance(a1) 6",
        "x88_direction(a1,h8) 17",
        "polyglot_key(start) 0x463b96181691fc9c",
        "polyglot_key(en_passant) 0x22a48b5a8e47ff78",
    ] {
        assert!(
            lines.contains(&expected),
            "missing {expected:?} in\n{report}"
        );
    }
    assert_eq!(lines.last(), Some(&"end"));
}

#[test]
fn fnv1a_matches_published_vectors() {
    // FNV-1a 64 test vectors from the FNV reference (draft-eastlake-fnv).
    for (input, expected) in [
        (&b""[..], 0xcbf2_9ce4_8422_2325),
        (b"a", 0xaf63_dc4c_8601_ec8c),
        (b"foobar", 0x8594_4171_f739_67e8),
    ] {
        let mut fnv = report::Fnv1a::new();
        fnv.write(input);
        assert_eq!(fnv.hash(), expected, "{input:?}");
    }
}

/// Writes the host's report into the file `CHESS_TABLES_HOST_REPORT`
/// names, for `scripts/check/run-firmware.sh` to compare with a
/// firmware's output line by line.
#[test]
#[ignore = "writes a file for the repository's scripts/check/run-firmware.sh"]
fn write_host_report() {
    let path = std::env::var_os("CHESS_TABLES_HOST_REPORT")
        .expect("CHESS_TABLES_HOST_REPORT names the file to write the host's report into");
    std::fs::write(path, host_report()).expect("the host's report is written");
}
