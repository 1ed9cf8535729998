//! Cost of a Polyglot book lookup (`book::Book::entries`) on a
//! synthetic book of 65,536 entries, 1 MiB: keys from a fixed-seed
//! generator, sorted, one to three entries per key (the first key of each
//! run is looked up). Measures the binary search and reading the key's
//! entries (summing their weights), per lookup.
//!
//! `cargo bench --bench book` (from benches/).

use chess_tables_position::book::{Book, BookMove, Entry};
use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;

const ENTRIES: usize = 65_536; // * 16 bytes = 1 MiB
const LOOKUPS: usize = 1024;

fn xorshift(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

/// The book's bytes and the keys to look up: 3/4 present, 1/4 missing.
fn book() -> (Vec<u8>, Vec<u64>) {
    let mut state = 0x600C_B00C_u64;
    let mut entries = Vec::with_capacity(ENTRIES);
    while entries.len() < ENTRIES {
        let key = xorshift(&mut state);
        let moves = 1 + (xorshift(&mut state) % 3) as usize;
        for i in 0..moves.min(ENTRIES - entries.len()) {
            let weight = 100 - i as u16;
            let mv = BookMove::from_raw((xorshift(&mut state) & 0x0fff) as u16);
            entries.push(Entry {
                key,
                mv,
                weight,
                learn: 0,
            });
        }
    }
    // Sort by key, keeping each key's entries in order (descending weight).
    entries.sort_by_key(|e| e.key);
    let bytes: Vec<u8> = entries.iter().flat_map(|e| e.to_bytes()).collect();
    let keys = (0..LOOKUPS)
        .map(|i| {
            let r = xorshift(&mut state);
            if i % 4 == 3 {
                r // missing, almost surely
            } else {
                entries[(r % ENTRIES as u64) as usize].key
            }
        })
        .collect();
    (bytes, keys)
}

fn bench(c: &mut Criterion) {
    let (bytes, keys) = book();
    assert_eq!(bytes.len(), 1 << 20);
    let book = Book::new(&bytes).unwrap();
    assert_eq!(book.validate(), Ok(()));
    let mut i = 0;
    c.bench_function("book/entries (1 MiB book, ns per lookup)", |b| {
        b.iter(|| {
            let key = keys[i % LOOKUPS];
            i += 1;
            let weights: u32 = book
                .entries(black_box(key))
                .map(|e| u32::from(e.weight))
                .sum();
            black_box(weights)
        })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
