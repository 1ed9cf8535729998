//! `chess-tables-codegen --out DIR [--format rust|json|c|html]... [--families LIST] [--seed SEED]`
//!
//! Writes the chess-tables tables into DIR: Rust source (what chess-tables'
//! build script writes), JSON, a C99 header or a self-contained HTML page.

use chess_tables_codegen::{Family, Format, Options, SeedSetting, generate, parse_seed};
use std::ffi::{OsStr, OsString};
use std::path::PathBuf;
use std::process::ExitCode;

const USAGE: &str = "usage: chess-tables-codegen --out DIR [--format rust|json|c|html]... \
[--families distance,x88,lines,attacks,zobrist,pawns,magic,pext] [--seed SEED]

  --out DIR       directory to write into (created if missing); once
  --format F      rust (default), json, c or html; repeat for several
  --families L    comma-separated families to generate (default: all but magic and pext); once
  --seed SEED     seed of the seeded Zobrist keys, decimal or 0x hex (default: the crate's); once";

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
                formats.push(
                    Format::from_name(name).ok_or_else(|| {
                        format!("--format {name:?}: expected rust, json, c or html")
                    })?,
                );
            }
            "--families" => {
                let list = value()?;
                options.families = list
                    .split(',')
                    .map(|name| {
                        Family::ALL.iter().copied().find(|f| f.name() == name).ok_or_else(|| {
                            format!("--families: unknown family {name:?}; expected distance, x88, lines, attacks, zobrist, pawns, magic or pext")
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
        println!("{USAGE}");
        return ExitCode::SUCCESS;
    }
    let (out, options) = match parse(&args) {
        Ok(parsed) => parsed,
        Err(message) => {
            eprintln!("error: {message}\n\n{USAGE}");
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
