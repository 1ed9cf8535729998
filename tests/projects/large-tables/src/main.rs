//! Nothing to run: the build script writes the page under test.
fn main() {}
