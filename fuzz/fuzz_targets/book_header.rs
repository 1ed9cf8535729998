//! Book headers in the pgheader layout, read and written; nothing panics.
//!
//! Read: the input is a header's text, cut into 8-byte pieces in key-0
//! entries (the last piece zero-padded) as `Book::header` finds them.
//! `Header::text` gives the text up to the first NUL; `parse` fails
//! without a NUL, names the bytes it needs when the buffer is short, and
//! fails with `NotUtf8` only on text that is not UTF-8; a header it reads
//! starts with the `@PG@` line, has a version `major.minor` and valid
//! variant names, and its comment is the rest of the text. Written again
//! by `write_header`, it reads back with the same variants and comment.
//!
//! Written: the input as UTF-8, its lines up to the first empty line the
//! variants and the rest the comment. `write_header` fails exactly on a
//! bad variant name (the first) or a NUL in the comment, and on a buffer
//! shorter than `header_size`; else it writes `header_size` bytes
//! (the text and its NUL in 8-byte pieces, 16 bytes a piece) and nothing
//! after them, and the header reads back as version 1.0 with the same
//! variants and comment (without the comment's leading line feeds: empty
//! lines are skipped).
#![no_main]

use chess_tables_position::book::{
    Book, BookError, BookErrorKind, ENTRY_BYTES, header_size, write_header,
};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    read(data);
    write(data);
});

/// A variant name as pgheader accepts one: printable ASCII without spaces
/// or capitals (and not empty: an empty line would be skipped when read).
fn is_variant(name: &str) -> bool {
    !name.is_empty()
        && name
            .bytes()
            .all(|b| b.is_ascii_graphic() && !b.is_ascii_uppercase())
}

/// `0`, or digits without a leading zero (pgheader's numbers).
fn is_number(text: &str) -> bool {
    !text.is_empty()
        && text.bytes().all(|b| b.is_ascii_digit())
        && (text == "0" || !text.starts_with('0'))
}

fn read(data: &[u8]) {
    let mut bytes = Vec::new();
    for piece in data.chunks(8) {
        bytes.extend([0; 8]);
        bytes.extend(piece);
        bytes.resize(bytes.len().next_multiple_of(ENTRY_BYTES), 0);
    }
    let book = Book::new(&bytes).expect("whole entries");
    let Some(header) = book.header() else {
        assert!(data.is_empty());
        return;
    };
    assert_eq!(header.len(), data.len().div_ceil(8));
    let text = match data.iter().position(|&b| b == 0) {
        Some(nul) => &data[..nul],
        None => data,
    };
    assert!(header.text().eq(text.iter().copied()));
    let terminated = text.len() < header.len() * 8;

    let mut buf = vec![0u8; text.len() + 8];
    let parsed = header.parse(&mut buf);
    match parsed.map_err(|e| e.kind()) {
        Err(BookErrorKind::NotPgHeader) => {}
        Err(BookErrorKind::HeaderNotUtf8) => {
            assert!(terminated && std::str::from_utf8(text).is_err())
        }
        Err(error) => panic!("{error:?} with room to spare"),
        Ok(pg) => {
            assert!(terminated, "a header without a NUL parsed");
            let text = std::str::from_utf8(text).expect("a parsed header is UTF-8");
            assert_eq!(
                text.split('\n').find(|line| !line.is_empty()),
                Some("@PG@"),
                "{text:?}"
            );
            let (major, minor) = pg.version().split_once('.').expect("major.minor");
            assert!(
                is_number(major) && is_number(minor),
                "version {:?}",
                pg.version()
            );
            let variants: Vec<&str> = pg.variants().collect();
            assert!(variants.iter().all(|v| is_variant(v)), "{variants:?}");
            assert!(
                text.ends_with(pg.comment()),
                "{text:?}: comment {:?}",
                pg.comment()
            );
            written_reads_back(&variants, pg.comment()).unwrap_or_else(|e| {
                panic!(
                    "a header read ({variants:?}, {:?}) is not written: {e}",
                    pg.comment()
                )
            });
        }
    }
    if terminated && !text.is_empty() {
        let needed = text.len();
        assert_eq!(
            header.parse(&mut buf[..needed - 1]).map_err(|e| e.kind()),
            Err(BookErrorKind::BufferTooSmall { needed })
        );
    }
}

fn write(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let (names, comment) = text.split_once("\n\n").unwrap_or((text, ""));
    let variants: Vec<&str> = if names.is_empty() {
        Vec::new()
    } else {
        names.split('\n').collect()
    };
    let expected = match variants.iter().position(|v| !is_variant(v)) {
        Some(index) => Err(BookErrorKind::BadVariant { index }),
        None if comment.contains('\0') => Err(BookErrorKind::BadComment),
        None => Ok(()),
    };
    let result = written_reads_back(&variants, comment);
    assert_eq!(
        result.map_err(|e| e.kind()),
        expected,
        "{variants:?}, {comment:?}"
    );
    if expected.is_ok() {
        let needed = header_size(&variants, comment);
        let mut short = vec![0u8; needed - 1];
        assert_eq!(
            write_header(&variants, comment, &mut short).map_err(|e| e.kind()),
            Err(BookErrorKind::BufferTooSmall { needed })
        );
    }
}

/// Writes the header into a buffer with room to spare and reads it back.
fn written_reads_back(variants: &[&str], comment: &str) -> Result<(), BookError> {
    let needed = header_size(variants, comment);
    let mut out = vec![0xA5u8; needed + 2 * ENTRY_BYTES];
    let written = write_header(variants, comment, &mut out)?;
    assert_eq!(written, needed, "write_header writes header_size bytes");
    assert!(
        out[needed..].iter().all(|&b| b == 0xA5),
        "write_header wrote past its bytes"
    );
    let book = Book::new(&out[..needed]).expect("whole entries");
    let header = book.header().expect("a written header");
    assert_eq!(
        header.len() * ENTRY_BYTES,
        needed,
        "every written entry has key 0"
    );
    let text_len = header.text().count();
    assert_eq!(
        needed,
        (text_len + 1).div_ceil(8) * ENTRY_BYTES,
        "the text and its NUL in pieces"
    );
    let mut buf = vec![0u8; text_len];
    let pg = header
        .parse(&mut buf)
        .unwrap_or_else(|e| panic!("a written header does not read: {e}"));
    assert_eq!(pg.version(), "1.0");
    assert!(
        pg.variants().eq(variants.iter().copied()),
        "variants {variants:?} read back"
    );
    assert_eq!(
        pg.comment(),
        comment.trim_start_matches('\n'),
        "the comment reads back"
    );
    Ok(())
}
