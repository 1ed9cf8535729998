//! The checks the fuzz targets share: what the docs promise of a position
//! that parsed or was built (its FEN writers read back, `to_setup` round
//! trips, its keys agree) and of a FEN error.

// The targets rely on debug assertions: under them `Position`'s `FromStr` and
// `Keys::fen_key` check the one-pass reader against the field parser on
// every input (src/fen/mod.rs). cargo fuzz turns them on unless told -O,
// and Cargo.toml's release profile keeps them on then too.
#[cfg(not(debug_assertions))]
compile_error!("the fuzz targets need debug assertions (cargo fuzz's default)");

use chess_tables_position::EnPassantRule;
use chess_tables_position::PositionKeys;
use chess_tables_position::zobrist::POLYGLOT;
use chess_tables_position::{CastlingMode, FenError, Piece, Position};

/// Both castling modes, standard chess first.
pub const MODES: [CastlingMode; 2] = [CastlingMode::Standard, CastlingMode::Chess960];

/// True when `a` and `b` agree in every field but the castling rights and
/// the castling mode: pieces, side to move, both en-passant squares, clocks.
/// Two readings of one FEN in the two modes do ("Only the castling rights
/// differ between modes", `Position::from_fen_with_mode`).
pub fn same_but_castling(a: &Position, b: &Position) -> bool {
    Piece::ALL
        .iter()
        .all(|&piece| a.by_piece(piece) == b.by_piece(piece))
        && a.side_to_move() == b.side_to_move()
        && a.en_passant() == b.en_passant()
        && a.en_passant_as_written() == b.en_passant_as_written()
        && a.halfmove_clock() == b.halfmove_clock()
        && a.fullmove_number() == b.fullmove_number()
}

/// What the docs promise of any position, however it was made:
///
/// - `Display` writes X-FEN that reads back, in the position's castling
///   mode, as an equal position with the same clocks and the same key; it
///   writes the en-passant square that counts (so that is the square the
///   FEN holds when read back), and writing the read-back position gives
///   the same text.
/// - `shredder_fen()` is `Display` for standard chess, and reads back as
///   an equal position with the same key in either mode.
/// - `to_setup()` holds the rights and the en-passant square that count,
///   and `Position::try_from(&p.to_setup())` equals `p` (with its clocks).
/// - The en-passant squares nest: a legal capture's square is the
///   Polyglot one, which is the consistent one, which is the one written.
///   The key under the legal rule differs from the Polyglot key by the
///   en-passant key exactly when the two squares differ.
pub fn check_position(p: &Position) {
    let mode = p.castling_mode();
    let key = POLYGLOT.key(p);

    let fen = p.to_string();
    let back = read_back(&fen, mode, p, key);
    assert_eq!(back.en_passant_as_written(), p.en_passant(), "{fen:?}");
    assert_eq!(back.to_string(), fen, "written again");

    let shredder = p.shredder_fen().to_string();
    if mode == CastlingMode::Standard {
        // The corners' file letters where X-FEN writes KQkq.
        let mut fields: Vec<String> = fen.split(' ').map(String::from).collect();
        fields[2] = fields[2]
            .chars()
            .map(|c| match c {
                'K' => 'H',
                'Q' => 'A',
                'k' => 'h',
                'q' => 'a',
                other => other,
            })
            .collect();
        assert_eq!(shredder, fields.join(" "), "Shredder-FEN of standard chess");
    }
    read_back(&shredder, mode, p, key);

    let setup = p.to_setup();
    assert_eq!(
        setup.castling,
        p.castling(),
        "to_setup keeps the rights that count"
    );
    assert_eq!(
        setup.en_passant,
        p.en_passant(),
        "to_setup keeps the square that counts"
    );
    let rebuilt = Position::try_from(&setup)
        .unwrap_or_else(|e| panic!("try_from(to_setup()) of {fen:?} fails: {e}"));
    assert_eq!(rebuilt, *p, "try_from(to_setup()) of {fen:?}");
    assert_eq!(
        clocks(&rebuilt),
        clocks(p),
        "try_from(to_setup()) of {fen:?}"
    );
    assert_eq!(
        POLYGLOT.key(&rebuilt),
        key,
        "try_from(to_setup()) of {fen:?}"
    );

    let polyglot = p.polyglot_en_passant();
    let legal = p.legal_en_passant();
    assert!(legal.is_none() || legal == polyglot, "{fen:?}");
    assert!(polyglot.is_none() || polyglot == p.en_passant(), "{fen:?}");
    assert!(
        p.en_passant().is_none() || p.en_passant() == p.en_passant_as_written(),
        "{fen:?}"
    );
    let legal_key = POLYGLOT.key_with_rule(p, EnPassantRule::Legal);
    match (polyglot, legal) {
        (Some(square), None) => assert_eq!(legal_key, key ^ POLYGLOT.en_passant(square), "{fen:?}"),
        _ => assert_eq!(legal_key, key, "{fen:?}"),
    }
}

/// `fen`, written for `p`, read back in `mode`: an equal position with the
/// same clocks and key, also by `fen_key_with_mode`.
fn read_back(fen: &str, mode: CastlingMode, p: &Position, key: u64) -> Position {
    let back = Position::from_fen_with_mode(fen, mode)
        .unwrap_or_else(|e| panic!("{fen:?}, written for {p:?}, does not read back: {e}"));
    assert_eq!(back, *p, "{fen:?} reads back as another position");
    assert_eq!(
        clocks(&back),
        clocks(p),
        "{fen:?} reads back with other clocks"
    );
    assert_eq!(
        POLYGLOT.key(&back),
        key,
        "{fen:?} reads back with another key"
    );
    assert_eq!(POLYGLOT.fen_key_with_mode(fen, mode), Ok(key), "{fen:?}");
    back
}

/// The halfmove clock and the fullmove number.
pub fn clocks(p: &Position) -> (u32, u32) {
    (p.halfmove_clock(), p.fullmove_number())
}

/// What the docs promise of a FEN error: its offset is a byte offset into
/// the input (a character boundary), its token is the input's text where
/// it starts, at most `TOKEN_MAX_BYTES` long, with the offset inside it or
/// just after it (empty only at the end of the input), and it displays.
pub fn check_fen_error(text: &str, error: &FenError) {
    assert!(
        text.is_char_boundary(error.offset()),
        "offset {} in {text:?}: {error:?}",
        error.offset()
    );
    check_token(
        text,
        error.offset(),
        error.token(),
        error.token_offset(),
        FenError::TOKEN_MAX_BYTES,
    );
    let _ = error.field();
    let _ = error.to_string();
}

/// The token of an error at `offset` in `text`, starting at `start`: the
/// input's text there, at most `max` bytes, holding the offset or ending
/// there; empty only at the end of the input.
pub fn check_token(text: &str, offset: usize, token: &str, start: usize, max: usize) {
    assert!(
        start <= offset && offset <= start + token.len(),
        "token {token:?} at {start}, offset {offset} in {text:?}"
    );
    assert!(
        text.get(start..)
            .is_some_and(|rest| rest.starts_with(token)),
        "token {token:?} at {start} in {text:?}"
    );
    assert!(token.len() <= max, "token {token:?} in {text:?}");
    assert!(
        !token.is_empty() || offset == text.len(),
        "empty token at {offset} in {text:?}"
    );
}
