//! Each format renders exactly when its writer is compiled in; otherwise
//! `render` answers `Error::FormatNotCompiled` naming the Cargo feature.
//! CI runs this with the default features and with `--no-default-features`.

use chess_tables_codegen::{Error, Family, Format, Options, render};

/// Whether this build compiles `format`'s writer in.
fn compiled(format: Format) -> bool {
    match format {
        Format::Rust => true,
        Format::Json => cfg!(feature = "json"),
        Format::C => cfg!(feature = "c"),
        Format::Html => cfg!(feature = "html"),
        other => panic!("{other:?}: name its feature here"),
    }
}

#[test]
fn a_format_renders_exactly_when_its_writer_is_compiled_in() {
    for &format in Format::ALL {
        let mut options = Options::default();
        options.families = vec![Family::Distance];
        options.formats = vec![format];
        match render(&options) {
            Ok(files) => {
                assert!(compiled(format), "{format:?} rendered without its feature");
                assert!(!files.is_empty());
            }
            Err(Error::FormatNotCompiled {
                format: asked,
                feature,
            }) => {
                assert!(!compiled(format), "{format:?}: its writer is compiled in");
                assert_eq!(asked, format);
                assert_eq!(feature, format.name());
            }
            Err(other) => panic!("{format:?}: {other}"),
        }
    }
}

/// The error names the feature to turn on.
#[cfg(not(feature = "html"))]
#[test]
fn html_without_its_feature_says_which_feature_to_enable() {
    let mut options = Options::default();
    options.formats = vec![Format::Rust, Format::Html];
    let error = render(&options).unwrap_err();
    assert_eq!(
        error.to_string(),
        "the html writer is not compiled into this build of chess-tables-codegen; \
         enable its Cargo feature `html`"
    );
}

/// The JSON and HTML files name the seed of the seeded keys only when
/// those keys were generated.
#[cfg(all(feature = "json", feature = "html"))]
#[test]
fn json_and_html_name_the_seed_only_with_the_keys() {
    for (families, keys) in [
        (vec![Family::Distance], false),
        (vec![Family::Distance, Family::Zobrist], true),
    ] {
        let mut options = Options::default();
        options.families = families;
        options.zobrist_seed = 0x1234;
        options.formats = vec![Format::Json, Format::Html];
        for file in render(&options).unwrap() {
            let (field, seed) = match file.name.as_str() {
                "chess_tables.json" => ("\"zobrist_seed\"", "\"0x0000000000001234\""),
                _ => (
                    "seeded Zobrist keys from seed",
                    "<code>0x0000000000001234</code>",
                ),
            };
            assert_eq!(file.source.contains(field), keys, "{}", file.name);
            assert_eq!(file.source.contains(seed), keys, "{}", file.name);
        }
    }
}
