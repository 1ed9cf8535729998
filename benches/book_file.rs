//! Cost of a Polyglot book lookup from a file where it lies
//! (`book::BookFile`: a binary search with positioned reads) beside the
//! same lookup in memory (`book::Book` over the file read whole), on a
//! large book: 1,024 keys, 3/4 drawn from the book's entries, 1/4 random
//! (missing, almost surely); each lookup reads the key's entries and sums
//! their weights. The file's pages are in the OS cache after the first
//! pass (a warm cache, as a program probing the same book meets it).
//!
//! The book is the file `CHESS_TABLES_BOOK` names: for the figures in
//! position/docs/books.md, a 500 MB book made by
//! `scripts/data/large-books.py big.bin other.bin 500`. Then
//! `CHESS_TABLES_BOOK=big.bin cargo bench --bench book_file` (from benches/).

use chess_tables_position::book::{Book, BookFile};
use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;

const LOOKUPS: usize = 1024;

fn xorshift(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

fn bench(c: &mut Criterion) {
    let Some(path) = std::env::var_os("CHESS_TABLES_BOOK") else {
        panic!(
            "set CHESS_TABLES_BOOK to a book file (see the comment at the top of benches/book_file.rs)"
        );
    };
    let bytes = std::fs::read(&path).expect("CHESS_TABLES_BOOK: a readable file");
    let book = Book::new(&bytes).expect("CHESS_TABLES_BOOK: a Polyglot book");
    let mut file = BookFile::open(&path).expect("CHESS_TABLES_BOOK: a Polyglot book");
    let mut state = 0x600C_B00C_u64;
    let keys: Vec<u64> = (0..LOOKUPS)
        .map(|i| {
            let r = xorshift(&mut state);
            if i % 4 == 3 {
                r
            } else {
                book.get((r % book.len() as u64) as usize).unwrap().key
            }
        })
        .collect();
    let name = |how| {
        format!(
            "book_file/{how} ({} MB book, ns per lookup)",
            bytes.len() / 1_000_000
        )
    };
    let mut i = 0;
    c.bench_function(&name("in memory"), |b| {
        b.iter(|| {
            i += 1;
            let key = black_box(keys[i % LOOKUPS]);
            black_box(book.entries(key).map(|e| u32::from(e.weight)).sum::<u32>())
        })
    });
    c.bench_function(&name("from the file"), |b| {
        b.iter(|| {
            i += 1;
            let key = black_box(keys[i % LOOKUPS]);
            let entries = file.entries(key).expect("the book file reads");
            black_box(entries.map(|e| u32::from(e.weight)).sum::<u32>())
        })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
