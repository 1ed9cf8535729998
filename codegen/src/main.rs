//! `chess-tables-codegen --out DIR [--format rust|json|c]... [--families LIST] [--seed SEED]`
//!
//! Writes the chess-tables tables into DIR: Rust source (what chess-tables'
//! build script writes), JSON, or a C99 header.

use chess_tables_codegen::{Family, Format, Options, generate, parse_seed};
use std::path::PathBuf;
use std::process::ExitCode;

const USAGE: &str = "usage: chess-tables-codegen --out DIR [--format rust|json|c]... \
[--families distance,x88,lines,attacks,zobrist,magic] [--seed SEED]

  --out DIR       directory to write into (created if missing)
  --format F      rust (default), json or c; repeat for several
  --families L    comma-separated families to generate (default: all but magic)
  --seed SEED     seed of the seeded Zobrist keys, decimal or 0x hex (default: the crate's)";

fn parse(args: &[String]) -> Result<(PathBuf, Options), String> {
    let mut options = Options::default();
    let mut out = None;
    let mut formats = Vec::new();
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or_else(|| format!("{arg} needs a value"));
        match arg.as_str() {
            "--out" => out = Some(PathBuf::from(value()?)),
            "--format" => {
                let name = value()?;
                formats.push(
                    Format::from_name(name)
                        .ok_or_else(|| format!("--format {name:?}: expected rust, json or c"))?,
                );
            }
            "--families" => {
                let list = value()?;
                options.families = list
                    .split(',')
                    .map(|name| {
                        Family::ALL.into_iter().find(|f| f.name() == name).ok_or_else(|| {
                            format!("--families: unknown family {name:?}; expected distance, x88, lines, attacks, zobrist or magic")
                        })
                    })
                    .collect::<Result<_, _>>()?;
            }
            "--seed" => {
                options.zobrist_seed = parse_seed(value()?).map_err(|mut e| {
                    e.setting = "--seed";
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
    let args: Vec<String> = std::env::args().skip(1).collect();
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
