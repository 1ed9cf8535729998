//! `chess-tables-codegen --out DIR [--format rust|json|c|html]... [--families LIST] [--seed SEED]`
//! or `chess-tables-codegen --list-families` (or `--list-features`)
//!
//! Writes the chess-tables tables into DIR: Rust source (what chess-tables'
//! build script writes), JSON, a C99 header or a self-contained HTML page.
//! `--list-families` prints every family's name, one per line;
//! `--list-features` those that are chess-tables' Cargo features (CI loops
//! over them). Every list of families or formats in the texts below comes
//! from `Family::ALL` and `Format::ALL`.

use chess_tables_codegen::{Family, Format, Options, SeedSetting, generate, parse_seed};
use std::ffi::{OsStr, OsString};
use std::path::PathBuf;
use std::process::ExitCode;

/// The names as an English list: `a, b or c`.
fn spelled<S: AsRef<str>>(names: &[S], and_or: &str) -> String {
    let names: Vec<&str> = names.iter().map(AsRef::as_ref).collect();
    match names.as_slice() {
        [] => String::new(),
        [only] => only.to_string(),
        [init @ .., last] => format!("{} {and_or} {last}", init.join(", ")),
    }
}

fn family_names(families: &[Family]) -> Vec<&'static str> {
    families.iter().map(|family| family.name()).collect()
}

fn format_names() -> Vec<&'static str> {
    Format::ALL.iter().map(|format| format.name()).collect()
}

fn usage() -> String {
    let defaults = Options::default();
    let formats: Vec<String> = Format::ALL
        .iter()
        .map(|format| {
            if defaults.formats.contains(format) {
                format!("{} (default)", format.name())
            } else {
                format.name().to_string()
            }
        })
        .collect();
    let opt_in: Vec<Family> = Family::ALL
        .iter()
        .copied()
        .filter(|family| !defaults.families.contains(family))
        .collect();
    format!(
        "usage: chess-tables-codegen --out DIR [--format {format_list}]... \
[--families {family_list}] [--seed SEED]
       chess-tables-codegen --list-families
       chess-tables-codegen --list-features
       chess-tables-codegen --version

  --out DIR       directory to write into (created if missing); once
  --format F      {formats}; repeat for several
  --families L    comma-separated families to generate (default: all but {opt_in}); once
  --seed SEED     seed of the seeded Zobrist keys, decimal or 0x hex (default: the crate's); once
  --list-families print every family's name, one per line, and exit
  --list-features print the families that are chess-tables' Cargo features
                  (all but the vocabulary's, which every build has), and exit
  --version, -V   print the tool's name and version, and exit

Tables of your own (a piece-square table, a reduction table) are defined by
a function, which a command line cannot take: describe them in your build
script with the library's `custom` module and choose Format::Json, Format::C
or Format::Html there; the build script writes those files into its OUT_DIR
beside the Rust ones (the guide page \"your own tables\", below).

Install or update it with: cargo install chess-tables-codegen
Docs: https://docs.rs/chess-tables-codegen; its guide page \"your own tables\",
https://docs.rs/chess-tables-codegen/latest/chess_tables_codegen/guide/own_tables/;
chess-tables' guide page \"the generated source\",
https://docs.rs/chess-tables/latest/chess_tables/guide/generated_source/",
        format_list = format_names().join("|"),
        family_list = family_names(Family::ALL).join(","),
        formats = spelled(&formats, "or"),
        opt_in = spelled(&family_names(&opt_in), "and"),
    )
}

/// An argument that must be text: a clear error when it is not UTF-8.
fn text<'a>(arg: &'a OsStr, what: &str) -> Result<&'a str, String> {
    arg.to_str()
        .ok_or_else(|| format!("{what} {arg:?} is not valid UTF-8 (only --out takes any path)"))
}

/// Paths (`--out DIR`) are taken as given, any bytes; every other argument
/// must be UTF-8 text.
fn parse(args: &[OsString]) -> Result<(PathBuf, Options), String> {
    let mut options = Options::default();
    let mut out = None;
    let mut formats = Vec::new();
    // --out, --families and --seed take one value: a repeat is an error
    // rather than a silent override.
    let mut seen: Vec<&str> = Vec::new();
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let arg = text(arg, "argument")?;
        if matches!(arg, "--out" | "--families" | "--seed") {
            if seen.contains(&arg) {
                return Err(format!("{arg} given twice; give it once"));
            }
            seen.push(arg);
        }
        let mut next = || args.next().ok_or_else(|| format!("{arg} needs a value"));
        if arg == "--out" {
            let dir = next()?;
            if dir.is_empty() {
                return Err("--out needs a directory, not an empty path".to_string());
            }
            out = Some(PathBuf::from(dir));
            continue;
        }
        let mut value = || next().and_then(|v| text(v, &format!("the value of {arg}")));
        match arg {
            "--format" => {
                let name = value()?;
                formats.push(Format::from_name(name).ok_or_else(|| {
                    format!(
                        "--format {name:?}: expected {}",
                        spelled(&format_names(), "or")
                    )
                })?);
            }
            "--families" => {
                let list = value()?;
                options.families = list
                    .split(',')
                    .map(|name| {
                        Family::from_name(name).ok_or_else(|| {
                            format!(
                                "--families: unknown family {name:?}; expected {}",
                                spelled(&family_names(Family::ALL), "or")
                            )
                        })
                    })
                    .collect::<Result<_, _>>()?;
            }
            "--seed" => {
                options.zobrist_seed = parse_seed(value()?).map_err(|mut e| {
                    e.setting = SeedSetting::CommandLineFlag("--seed");
                    e.to_string()
                })?
            }
            other => return Err(format!("unknown argument {other:?}")),
        }
    }
    if !formats.is_empty() {
        options.formats = formats;
    }
    let out = out.ok_or("--out DIR is required")?;
    Ok((out, options))
}

fn main() -> ExitCode {
    // args_os: a path that is not UTF-8 is still a path (std::env::args would panic).
    let args: Vec<OsString> = std::env::args_os().skip(1).collect();
    if args.iter().any(|a| a == "--help" || a == "-h") {
        println!("{}", usage());
        return ExitCode::SUCCESS;
    }
    if args.iter().any(|a| a == "--version" || a == "-V") {
        println!("chess-tables-codegen {}", env!("CARGO_PKG_VERSION"));
        return ExitCode::SUCCESS;
    }
    if args.iter().any(|a| a == "--list-families") {
        for family in Family::ALL {
            println!("{}", family.name());
        }
        return ExitCode::SUCCESS;
    }
    if args.iter().any(|a| a == "--list-features") {
        for family in Family::ALL.iter().filter(|f| !f.is_vocabulary()) {
            println!("{}", family.name());
        }
        return ExitCode::SUCCESS;
    }
    let (out, options) = match parse(&args) {
        Ok(parsed) => parsed,
        Err(message) => {
            eprintln!("error: {message}\n\n{}", usage());
            return ExitCode::from(2);
        }
    };
    match generate(&out, &options) {
        Ok(paths) => {
            for path in paths {
                println!("{}", path.display());
            }
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("error: {error}");
            ExitCode::FAILURE
        }
    }
}
