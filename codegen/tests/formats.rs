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
