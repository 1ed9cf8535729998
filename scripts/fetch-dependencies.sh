#!/usr/bin/env bash
# Downloads every crate that `cargo test --workspace` needs, for the root
# workspace and each fixture workspace the tests build, so the tests can
# then run offline (`cargo test --workspace --offline`, or with no network
# at all). With --all, also the crates of the firmware images, the start-up
# probe, the peer benchmarks and the fuzz targets, which the scripts and
# `cargo bench` build. Every lock file must be current (--locked).
set -euo pipefail
cd "$(dirname "$0")/.."
# The fixture workspaces the tests build (tests/fixture_runner).
manifests=(Cargo.toml)
for fixture in own-build own-tables own-tables-kept phf-features seeded two-crates; do
  manifests+=("tests/projects/$fixture/Cargo.toml")
done
if [ "${1:-}" = --all ]; then
  manifests+=(tests/projects/firmware/Cargo.toml tests/projects/firmware/magic/Cargo.toml tests/projects/startup/Cargo.toml
    tests/projects/large-tables/Cargo.toml
    benches/Cargo.toml benches/wasm-peers/Cargo.toml fuzz/Cargo.toml)
fi
for manifest in "${manifests[@]}"; do
  echo "fetching for $manifest"
  cargo fetch --locked --manifest-path "$manifest"
done
