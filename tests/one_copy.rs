//! One copy of each table per binary: two library crates that each look up
//! a knight distance, linked into one binary (default release profile, no
//! LTO; `tests/projects/two-crates`), hold `KNIGHT_DISTANCE` once, under its
//! own symbol, and both functions read that one copy.

mod fixture_runner;

use chess_tables::distance::KNIGHT_DISTANCE;
use std::process::Command;

/// How often `needle` occurs in `haystack`.
fn occurrences(haystack: &[u8], needle: &[u8]) -> usize {
    haystack
        .windows(needle.len())
        .filter(|w| *w == needle)
        .count()
}

/// A binutils tool's output, or `None` (with a note) where the tool is not
/// installed; a tool that fails on the binary fails the test, and so does
/// a missing tool in CI (`CI=true`), where the check must run.
fn tool(name: &str, args: &[&str], binary: &std::path::Path) -> Option<String> {
    match Command::new(name).args(args).arg(binary).output() {
        Ok(out) if out.status.success() => Some(String::from_utf8_lossy(&out.stdout).into_owned()),
        Ok(out) => panic!(
            "{name} failed on {}: {}",
            binary.display(),
            String::from_utf8_lossy(&out.stderr)
        ),
        Err(error) => {
            assert!(
                std::env::var("CI").as_deref() != Ok("true"),
                "{name} cannot run here ({error}): CI=true needs it"
            );
            eprintln!("note: {name} is not available here; that part of the check is skipped");
            None
        }
    }
}

#[test]
fn two_crates_share_one_knight_distance_table() {
    if fixture_runner::missing("two-crates") {
        return;
    }
    let build = fixture_runner::run(&mut fixture_runner::cargo(
        "two-crates",
        &["build", "--release", "-p", "two-crates-app"],
    ));
    fixture_runner::stdout(&build);
    let binary = fixture_runner::target_dir().join("release/two-crates-app");
    let run = fixture_runner::run(Command::new(&binary).args(["0", "63"]));
    assert_eq!(fixture_runner::stdout(&run), "6 6");

    // The table's bytes stand in the binary once.
    let bytes = std::fs::read(&binary).unwrap();
    assert_eq!(
        occurrences(&bytes, KNIGHT_DISTANCE.as_flattened()),
        1,
        "KNIGHT_DISTANCE's 4096 bytes must appear exactly once"
    );

    // Under a symbol of its own, of the table's size, ...
    let (Some(symbols), Some(code), Some(relocations)) = (
        tool("nm", &["-C", "-S"], &binary),
        tool("objdump", &["-d", "-C", "--no-show-raw-insn"], &binary),
        tool("objdump", &["-R"], &binary),
    ) else {
        return;
    };
    let tables: Vec<&str> = symbols
        .lines()
        .filter(|l| l.ends_with("chess_tables::distance::KNIGHT_DISTANCE"))
        .collect();
    assert_eq!(tables.len(), 1, "{tables:?}");
    let fields: Vec<&str> = tables[0].split_whitespace().collect();
    let address = u64::from_str_radix(fields[0], 16).unwrap();
    assert_eq!(
        u64::from_str_radix(fields[1], 16).unwrap(),
        4096,
        "{}",
        tables[0]
    );

    // ... which both libraries' functions read: directly, or (in a
    // position-independent binary) through one address slot that the
    // dynamic relocations fill with the table's address.
    let read_by = |function: &str| -> u64 {
        let start = code
            .find(&format!("<{function}>:"))
            .unwrap_or_else(|| panic!("{function} not in the binary"));
        let body = &code[start..];
        let body = &body[..body.find("\n\n").unwrap_or(body.len())];
        let targets: Vec<u64> = body
            .lines()
            .filter(|l| l.contains("(%rip)"))
            .filter_map(|l| l.split("# ").nth(1))
            .filter_map(|t| u64::from_str_radix(t.split_whitespace().next()?, 16).ok())
            .collect();
        assert_eq!(targets.len(), 1, "{function} reads one address:\n{body}");
        targets[0]
    };
    let (a, b) = (read_by("knight_a::knight_a"), read_by("knight_b::knight_b"));
    assert_eq!(a, b, "both functions read the same address");
    let filled_with_table = relocations.lines().any(|l| {
        let f: Vec<&str> = l.split_whitespace().collect();
        f.len() == 3
            && u64::from_str_radix(f[0], 16) == Ok(a)
            && f[2]
                .strip_prefix("*ABS*+0x")
                .and_then(|x| u64::from_str_radix(x, 16).ok())
                == Some(address)
    });
    assert!(
        a == address || filled_with_table,
        "the address read ({a:#x}) is neither KNIGHT_DISTANCE ({address:#x}) nor a slot holding it"
    );
}
