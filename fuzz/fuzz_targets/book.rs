//! Arbitrary bytes as a Polyglot book: nothing panics, and every reader
//! gives what the `book` module's docs say, checked against a plain model
//! of the 16-byte entries:
//!
//! - `Book::new` fails exactly on a length that is not a multiple of 16;
//!   `len`, `get`, `iter` (both ways) and `Entry::from_bytes`/`to_bytes`
//!   agree with the bytes; every `BookMove` decodes its bits as documented;
//! - `validate` names the first entry whose key is below its predecessor's;
//! - `header` covers the leading key-0 entries, its text is their last 8
//!   bytes up to the first NUL, and `parse` needs exactly that many bytes;
//! - `entries(key)` gives a run of entries of that key, and in a sorted
//!   book exactly the key's entries in file order; `probe` and `probe_fen`
//!   give the playable ones (no key 0, weight 0, null move or promotion
//!   code 6 or 7) with castling converted as documented;
//! - `choose(r)` picks the entry at which the running sum of weights first
//!   exceeds `r % total`, and `None` when the total is 0.
//!
//! The input is the book's bytes; its last `len % 16` bytes are not an
//! entry and give the random number for `choose` and one more key to look
//! up.
#![no_main]

use chess_tables_position::PositionKeys;
use std::sync::LazyLock;

use chess_tables_position::book::{Book, BookErrorKind, BookMove, ENTRY_BYTES, Entry};
use chess_tables_position::zobrist::POLYGLOT;
use chess_tables_position::{CastlingMode, Color, Piece, Position, Square};
use libfuzzer_sys::fuzz_target;

/// Positions to probe: the Polyglot test positions, and positions of
/// tests/data/book-wild.bin's keys (castling as king takes rook, a
/// promotion to king, a null move, duplicate entries), once as Chess960.
const PROBED: [(&str, CastlingMode); 12] = [
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        CastlingMode::Standard,
    ),
    (
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
        CastlingMode::Standard,
    ),
    (
        "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2",
        CastlingMode::Standard,
    ),
    (
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
        CastlingMode::Standard,
    ),
    (
        "rnbqkbnr/p1pppppp/8/8/PpP4P/8/1P1PPPP1/RNBQKBNR b KQkq c3 0 3",
        CastlingMode::Standard,
    ),
    (
        "r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 4 8",
        CastlingMode::Standard,
    ),
    (
        "r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 4 8",
        CastlingMode::Chess960,
    ),
    (
        "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
        CastlingMode::Standard,
    ),
    ("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", CastlingMode::Standard),
    (
        "rnbqkbnr/ppppp1pp/8/8/1P3p1P/P5P1/1BPPPP2/RN1QKBNR b KQkq - 1 5",
        CastlingMode::Standard,
    ),
    (
        "rnbqkbnr/p2p1ppp/1p6/4P3/2p4B/N7/PPP1PPPP/R2QKBNR b KQkq - 0 5",
        CastlingMode::Standard,
    ),
    (
        "r1b1kbnr/p1qpppp1/2n4p/1p6/2p3PP/PPN5/2PPPPB1/R1BQK1NR w KQkq - 0 7",
        CastlingMode::Standard,
    ),
];

static POSITIONS: LazyLock<Vec<(&str, Position)>> = LazyLock::new(|| {
    PROBED
        .iter()
        .map(|&(fen, mode)| {
            (
                fen,
                Position::from_fen_with_mode(fen, mode).expect("a test FEN"),
            )
        })
        .collect()
});

fuzz_target!(|data: &[u8]| {
    let whole = data.len() - data.len() % ENTRY_BYTES;
    let (bytes, tail) = data.split_at(whole);
    match Book::new(data) {
        Ok(_) => assert!(tail.is_empty()),
        Err(error) => {
            assert_eq!(error.kind(), BookErrorKind::Length { bytes: data.len() });
            assert_eq!(error.offset(), Some(whole));
            let _ = error.to_string();
        }
    }
    let mut extra = [0u8; 15];
    extra[..tail.len()].copy_from_slice(tail);
    let r = u32::from_le_bytes([extra[0], extra[1], extra[2], extra[3]]);
    let extra_key = u64::from_le_bytes(extra[4..12].try_into().unwrap());

    let book = Book::new(bytes).expect("a multiple of 16 bytes");
    let model: Vec<Entry> = bytes
        .chunks_exact(ENTRY_BYTES)
        .map(|chunk| Entry::from_bytes(chunk.try_into().unwrap()))
        .collect();
    check_entries(&book, bytes, &model);
    let sorted = check_validate(&book, &model);
    check_header(&book, &model);

    let mut keys: Vec<u64> = model.iter().take(16).map(|e| e.key).collect();
    keys.extend([extra_key, 0, u64::MAX]);
    keys.sort_unstable();
    keys.dedup();
    for key in keys {
        let found: Vec<Entry> = book.entries(key).collect();
        assert!(
            found.iter().all(|e| e.key == key),
            "entries({key:#x}) gives another key"
        );
        if sorted {
            let start = model.partition_point(|e| e.key < key);
            let run = model[start..].iter().take_while(|e| e.key == key).count();
            assert_eq!(
                found,
                model[start..start + run],
                "entries({key:#x}) of a sorted book"
            );
        } else {
            // A run of the book's entries, whatever the binary search found.
            let run = found.is_empty() || model.windows(found.len()).any(|w| w == found);
            assert!(run, "entries({key:#x}) is not a run of the book");
        }
        check_choose(book.entries(key), &found, r);
    }

    for (fen, position) in POSITIONS.iter() {
        let key = POLYGLOT.key(position);
        let probed: Vec<Entry> = book.probe(position).collect();
        let expected: Vec<Entry> = if key == 0 {
            Vec::new()
        } else {
            book.entries(key)
                .filter(|e| e.weight != 0 && e.mv.is_playable())
                .map(|e| Entry {
                    mv: converted(position, e.mv),
                    ..e
                })
                .collect()
        };
        assert_eq!(probed, expected, "probe of {fen}");
        if position.castling_mode() == CastlingMode::Standard {
            let by_fen: Vec<Entry> = book.probe_fen(fen).expect("a test FEN").collect();
            assert_eq!(by_fen, probed, "probe_fen of {fen}");
        }
        check_choose(book.probe(position), &probed, r);
    }
});

fn check_entries(book: &Book<'_>, bytes: &[u8], model: &[Entry]) {
    assert_eq!(book.len(), model.len());
    assert_eq!(book.is_empty(), model.is_empty());
    assert_eq!(book.as_bytes(), bytes);
    assert_eq!(book.iter().len(), model.len());
    assert!(book.iter().eq(model.iter().copied()));
    assert!(book.iter().rev().eq(model.iter().rev().copied()));
    for (i, (entry, chunk)) in model
        .iter()
        .zip(bytes.chunks_exact(ENTRY_BYTES))
        .enumerate()
    {
        assert_eq!(book.get(i), Some(*entry));
        assert_eq!(entry.to_bytes(), chunk);
    }
    // The moves of the first entries (the move's bits are all they test).
    model.iter().take(32).for_each(|entry| check_move(entry.mv));
    assert_eq!(book.get(model.len()), None);
    assert_eq!(book.get(usize::MAX), None);
}

/// The bits of a book move, as `BookMove`'s docs lay them out.
fn check_move(mv: BookMove) {
    let raw = mv.raw();
    assert_eq!(BookMove::from_raw(raw), mv);
    assert_eq!(mv.to().index(), usize::from(raw & 63));
    assert_eq!(mv.from().index(), usize::from((raw >> 6) & 63));
    let code = ((raw >> 12) & 7) as u8;
    let promotion = mv.promotion();
    match code {
        0 => assert_eq!(promotion, Ok(None)),
        1..=5 => assert!(matches!(promotion, Ok(Some(_)))),
        _ => assert_eq!(
            promotion.map_err(|e| e.kind()),
            Err(BookErrorKind::InvalidPromotion { code })
        ),
    }
    assert_eq!(mv.is_null(), raw & 0x7FFF == 0);
    assert_eq!(mv.is_playable(), raw & 0x7FFF != 0 && code < 6);
    if let Ok(promotion) = promotion {
        // Bit 15 is unused.
        assert_eq!(
            BookMove::new(mv.from(), mv.to(), promotion).raw(),
            raw & 0x7FFF
        );
    }
    let text = mv.to_string();
    assert!(
        text.starts_with(&format!("{}{}", mv.from(), mv.to())),
        "{text}"
    );
    if code >= 6 {
        assert!(
            text.ends_with(&format!("(promotion code {code})")),
            "{text}"
        );
    }
}

/// `validate` against the model; true for a sorted book.
fn check_validate(book: &Book<'_>, model: &[Entry]) -> bool {
    let first_drop = (1..model.len()).find(|&i| model[i].key < model[i - 1].key);
    let expected = match first_drop {
        Some(index) => Err(BookErrorKind::Unsorted { index }),
        None => Ok(()),
    };
    assert_eq!(book.validate().map_err(|e| e.kind()), expected);
    first_drop.is_none()
}

fn check_header(book: &Book<'_>, model: &[Entry]) {
    let count = model.iter().take_while(|e| e.key == 0).count();
    let Some(header) = book.header() else {
        assert_eq!(count, 0, "key-0 entries first, but no header");
        return;
    };
    assert_eq!(header.len(), count);
    assert_eq!(header.as_bytes(), &book.as_bytes()[..count * ENTRY_BYTES]);
    let text: Vec<u8> = header
        .as_bytes()
        .chunks_exact(ENTRY_BYTES)
        .flat_map(|entry| entry[8..].iter().copied())
        .take_while(|&b| b != 0)
        .collect();
    assert!(header.text().eq(text.iter().copied()));
    let terminated = text.len() < count * 8;
    let mut buf = vec![0u8; text.len()];
    match header.parse(&mut buf).map_err(|e| e.kind()) {
        Err(BookErrorKind::NotPgHeader) => {}
        Err(BookErrorKind::HeaderNotUtf8) => assert!(std::str::from_utf8(&text).is_err()),
        Err(error) => panic!("{error:?} with a buffer of the text's size"),
        Ok(_) => assert!(terminated, "a header without its NUL parsed"),
    }
    if terminated && !text.is_empty() {
        let needed = text.len();
        let result = header.parse(&mut buf[..needed - 1]);
        assert_eq!(
            result.map_err(|e| e.kind()),
            Err(BookErrorKind::BufferTooSmall { needed })
        );
    }
}

/// `choose(r)` on `entries`, whose entries are `all`: the entry at which
/// the running sum of weights first exceeds `r % total`.
fn check_choose(entries: chess_tables_position::book::Entries<'_>, all: &[Entry], r: u32) {
    let total: u64 = all.iter().map(|e| u64::from(e.weight)).sum();
    let expected = (total != 0).then(|| {
        let target = u64::from(r) % total;
        let mut sum = 0;
        *all.iter()
            .find(|e| {
                sum += u64::from(e.weight);
                sum > target
            })
            .expect("the running sum reaches the total")
    });
    let chosen = entries.choose(r);
    assert_eq!(chosen, expected, "choose({r}) among {all:?}");
    assert!(chosen.is_none_or(|e| e.weight != 0));
}

/// A raw book move as `probe` gives it in `position`: in standard chess,
/// castling as king takes rook (e1h1, e1a1, e8h8, e8a8, no promotion)
/// becomes the king's two-square move when the king stands on e1 (e8) and
/// a rook of its colour on the corner.
fn converted(position: &Position, mv: BookMove) -> BookMove {
    if position.castling_mode() == CastlingMode::Chess960 || mv.promotion() != Ok(None) {
        return mv;
    }
    for color in Color::ALL {
        let at = |file: u8| Square::from_file_rank(file, color.back_rank()).expect("a square");
        let king = Piece::from_parts(color, chess_tables_position::Role::King);
        let rook = Piece::from_parts(color, chess_tables_position::Role::Rook);
        if mv.from() != at(4) || position.piece_at(at(4)) != Some(king) {
            continue;
        }
        for (corner, to) in [(7, 6), (0, 2)] {
            if mv.to() == at(corner) && position.piece_at(at(corner)) == Some(rook) {
                return BookMove::new(at(4), at(to), None);
            }
        }
    }
    mv
}
