//! What every FEN and EPD error promises of its offset and token, shared
//! by the tests that read errors (fen.rs, epd.rs, error_offsets.rs).

/// What every error promises of its offset and token, in `text`, for an
/// edit at byte `edit`. `name` and `message` are the error's.
pub fn check_offset_and_token(
    text: &str,
    edit: usize,
    (offset, token, start, max): (usize, &str, usize, usize),
    message: &str,
) {
    let context = || format!("{text:?}: offset {offset}, token {token:?} at {start}");
    assert!(
        offset <= text.len() && text.is_char_boundary(offset),
        "{}",
        context()
    );
    assert!(offset >= edit, "before the edit at {edit}: {}", context());
    assert!(
        start <= offset && offset <= start + token.len(),
        "{}",
        context()
    );
    assert!(text[start..].starts_with(token), "{}", context());
    assert!(token.len() <= max, "{}", context());
    if token.is_empty() {
        assert_eq!(offset, text.len(), "{}", context());
        assert!(
            message.contains(&format!("byte {offset} (end of input)")),
            "{message}"
        );
    } else {
        assert!(message.contains(&format!("byte {offset} ")), "{message}");
        assert!(message.contains(&format!("{token:?}")), "{message}");
    }
}
