//! Reads no table: the baseline.
fn main() {
    let n = std::env::args().count() as u8;
    std::process::exit(i32::from(std::hint::black_box(n) % 8));
}
