//! The host half of the firmware run: `tests/firmware_report/report.rs` is the
//! code the emulated Cortex-M4F runs, compiled here for the host.
//!
//! `report_is_complete` checks the report itself (every table of the
//! registry, published values). `firmware_output_matches_host` compares the
//! firmware's captured output with the host's lines; it needs that output,
//! so it is ignored by default and run by `scripts/check/run-firmware.sh`.

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
        .filter(|t| !matches!(t.module, "magic" | "pext"));
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

#[test]
#[ignore = "needs the firmware's output from the emulator: in a clone of the repository, scripts/check/run-firmware.sh runs it"]
fn firmware_output_matches_host() {
    let path = std::env::var_os("CHESS_TABLES_FIRMWARE_OUTPUT")
        .expect("CHESS_TABLES_FIRMWARE_OUTPUT names the file holding the firmware's output");
    let firmware = std::fs::read_to_string(&path).expect("the firmware's output is readable");
    let host = host_report();
    let (firmware, host): (Vec<&str>, Vec<&str>) =
        (firmware.lines().collect(), host.lines().collect());
    let mut mismatches = Vec::new();
    for index in 0..firmware.len().max(host.len()) {
        let (f, h) = (firmware.get(index), host.get(index));
        if f != h {
            mismatches.push(format!("line {}: firmware {f:?}, host {h:?}", index + 1));
        }
    }
    assert!(
        mismatches.is_empty(),
        "the firmware's output differs from the host's:\n{}",
        mismatches.join("\n")
    );
    println!(
        "{} lines of firmware output identical to the host's",
        host.len()
    );
}
