#!/usr/bin/env bash
# Builds position/docs/wasm.md's module as a user would, prints the page's size
# table (the module without and with its book, beside a FEN-to-key module
# built from each peer in benches/wasm-peers: shakmaty's the Polyglot key,
# cozy-chess's its own Zobrist key) and, under the rustc the page
# names, fails when a figure differs from the page's; then runs the module
# under Node.js through the page's own chess-keys.mjs: the published
# Polyglot test vectors, the offsets of bad FENs, and the book's moves for
# the firmware report's five positions against python-chess's reading of
# the book (position/tests/data/book-games-expected.tsv). Under another
# rustc than the page names the size comparison is skipped, said so; with
# CI=true that fails the script.
#
# Usage: scripts/check/wasm.sh   (needs node; `apt-get install nodejs`)
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
page=$repo/position/docs/wasm.md
target=wasm32-unknown-unknown
command -v node >/dev/null || { echo "node not found (Debian/Ubuntu: apt-get install nodejs)" >&2; exit 1; }
# The page's table is compared under the rustc it names; .ci/run installs
# that toolchain and runs this script under it (RUSTUP_TOOLCHAIN). Under
# another the comparison is skipped, and with CI=true the script fails
# here.
page_rustc=$(grep -o '^| module (Rust [0-9.]*' "$page" | head -n 1 | sed 's/.*Rust //' || true)
rustc_version=$(rustc --version | cut -d' ' -f2)
if [ "$rustc_version" != "$page_rustc" ] && [ "${CI:-}" = true ]; then
  echo "FAILED: the size table cannot be compared with position/docs/wasm.md's: the page's figures are for Rust ${page_rustc:-(none named)}, this is Rust $rustc_version (CI=true: run it under that toolchain, RUSTUP_TOOLCHAIN=${page_rustc:-X.Y.Z})" >&2
  exit 1
fi
rustup target add "$target" >/dev/null 2>&1 || true

# The fenced block after `<!-- recipe: $1 -->` in the page.
recipe() {
  awk -v marker="<!-- recipe: $1 -->" -f "$repo/scripts/check/recipe-block.awk" "$page"
}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
crate=$work/chess-keys
mkdir -p "$crate/src"
for file in Cargo.toml src/lib.rs chess-keys.mjs; do
  recipe "$file" >"$crate/$file"
  [ -s "$crate/$file" ] || { echo "position/docs/wasm.md has no recipe block for $file" >&2; exit 1; }
done
cp "$repo/position/tests/data/book-games.bin" "$crate/book.bin"
export CARGO_TARGET_DIR=$repo/target/wasm
module=$CARGO_TARGET_DIR/$target/release/chess_keys.wasm

# Builds the page's module (with `$1` as its features) into $work/$2.
build() {
  rm -f "$module"
  (cd "$crate" && cargo build -q --release --target "$target" ${1:+--features "$1"} \
    --config "patch.crates-io.chess-tables.path=\"$repo\"" \
    --config "patch.crates-io.chess-tables-position.path=\"$repo/position\"")
  cp "$module" "$work/$2"
}
build "" keys.wasm
build book book.wasm

# The peers, built the same way.
peers=$repo/benches/wasm-peers
peer_module=$CARGO_TARGET_DIR/$target/release/chess_tables_wasm_peers.wasm
for peer in shakmaty shakmaty-core cozy-chess; do
  rm -f "$peer_module"
  (cd "$peers" && cargo build -q --release --locked --target "$target" --features "$peer")
  cp "$peer_module" "$work/$peer.wasm"
done
version() {
  awk -v name="$1" '$0 == "name = \"" name "\"" { getline; gsub(/version = |"/, ""); print; exit }' "$peers/Cargo.lock"
}

bytes() { wc -c <"$work/$1" | tr -d ' '; }
grouped() { echo "$1" | sed ':a;s/\B[0-9]\{3\}\>/,&/;ta'; }
keys=$(bytes keys.wasm)
ratio() { awk -v a="$1" -v b="$keys" 'BEGIN { printf "%.1f", a / b }'; }
book_bytes=$(grouped "$(wc -c <"$crate/book.bin" | tr -d ' ')")
table=$(
  echo "| module (Rust $(rustc --version | cut -d' ' -f2), \`$target\`, the profile above) | exports | bytes | against the first row |"
  echo "|---|---|---:|---:|"
  echo "| this page's, FEN to key | \`input\`, \`polyglot_key\`, \`fen_error\` | $(grouped "$keys") | 1.0 |"
  echo "| this page's with \`book\` (and its $book_bytes-byte book) | and \`book_move\` | $(grouped "$(bytes book.wasm)") | $(ratio "$(bytes book.wasm)") |"
  echo "| shakmaty $(version shakmaty), default features: \`Fen\` -> \`Chess\` -> \`Zobrist64\` | \`input\`, \`polyglot_key\` | $(grouped "$(bytes shakmaty.wasm)") | $(ratio "$(bytes shakmaty.wasm)") |"
  echo "| shakmaty $(version shakmaty), no default features | \`input\`, \`polyglot_key\` | $(grouped "$(bytes shakmaty-core.wasm)") | $(ratio "$(bytes shakmaty-core.wasm)") |"
  echo "| cozy-chess $(version cozy-chess): \`Board::from_fen\` -> \`Board::hash\` (its own Zobrist keys, not Polyglot's) | \`input\`, \`zobrist_key\` | $(grouped "$(bytes cozy-chess.wasm)") | $(ratio "$(bytes cozy-chess.wasm)") |"
)
echo "$table"

failed=no
if [ "$rustc_version" = "$page_rustc" ]; then
  page_table=$(awk '/^<!-- generated in a clone of the repository by scripts\/check\/wasm.sh -->$/ { on = 1; next } on && /^\|/ { print; next } on { exit }' "$page")
  if [ "$page_table" != "$table" ]; then
    failed=yes
    echo "position/docs/wasm.md's size table differs from this build's:" >&2
    diff <(echo "$page_table") <(echo "$table") >&2 || true
  else
    echo "position/docs/wasm.md's size table equals this build's (Rust $page_rustc)"
  fi
else
  echo "SKIPPED: the comparison with position/docs/wasm.md: its figures are for Rust ${page_rustc:-(none named)}, this is Rust $rustc_version"
fi

# The module under Node.js, through the page's chess-keys.mjs.
cp "$crate/chess-keys.mjs" "$work/"
cat >"$work/check.mjs" <<'EOF'
import { readFile } from "node:fs/promises";
import { load } from "./chess-keys.mjs";

const [vectorsPath, expectedPath] = process.argv.slice(2);
const data = (text) => text.split("\n").filter((line) => line && !line.startsWith("#")).map((line) => line.split("\t"));
let failures = 0;
const check = (what, found, expected) => {
  if (found !== expected) {
    failures++;
    console.error(`${what}: ${found} where ${expected} was expected`);
  }
};

for (const name of ["keys.wasm", "book.wasm"]) {
  const keys = await load(await readFile(new URL(name, import.meta.url)));
  const vectors = data(await readFile(vectorsPath, "utf8"));
  for (const [fen, key] of vectors) {
    check(`${name} key of ${fen}`, keys.polyglotKey(fen)?.toString(16).padStart(16, "0"), key);
    check(`${name} error of ${fen}`, keys.fenError(fen), -1);
  }
  const start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
  for (const [fen, offset] of [
    ["", 0],
    [start.replace("- 0 1", "e9 0 1"), 52],
    [start.replace("8/8/8/8", "9/8/8/8"), 18],
    [start + " extra", 57],
    ["ünïcödé/8/8/8/8/8/8/8 w - - 0 1", 0],
  ]) {
    check(`${name} error of ${JSON.stringify(fen)}`, keys.fenError(fen), offset);
    check(`${name} key of ${JSON.stringify(fen)}`, keys.polyglotKey(fen), null);
  }
  // The raw exports: a length past the buffer, bytes that are not UTF-8.
  const { instance } = await WebAssembly.instantiate(await readFile(new URL(name, import.meta.url)));
  const { memory, input, polyglot_key, fen_error } = instance.exports;
  const buffer = new Uint8Array(memory.buffer, input(), 256);
  buffer.set(new TextEncoder().encode(start));
  check(`${name} fen_error(257)`, fen_error(257), 256);
  check(`${name} polyglot_key(257)`, polyglot_key(257), 0n);
  buffer[10] = 0xff;
  check(`${name} fen_error of a 0xff byte at 10`, fen_error(start.length), 10);
  check(`${name} polyglot_key of a 0xff byte at 10`, polyglot_key(start.length), 0n);
  console.log(`${name}: ${vectors.length} published keys, 5 bad FENs, a text past the buffer and one not UTF-8 as expected`);
  if (name === "book.wasm") {
    const expected = new Map(data(await readFile(expectedPath, "utf8")).map(([, fen, moves]) => [fen, moves]));
    const positions = [
      start,
      "rnbqkbnr/p1pppppp/8/1p6/8/3P4/PPP1PPPP/RNBQKBNR w KQkq b6 0 2",
      "r2q2nr/8/n4k2/p1pb1P1P/Ppp1p2P/1P2b2R/2QNN3/R3KB2 w Q - 2 19",
      "rnb1kbnR/1q6/P2p4/P1pPp3/2P3Pp/2N5/1p1KP3/R1BQ1BNR b q - 0 22",
      "r5nr/q7/2n5/p1pbbk1P/PpB1N2P/1P6/1R6/1K2R1N1 w - - 1 29",
    ];
    for (const fen of positions) {
      const moves = keys.bookMoves(fen).map(({ uci, weight }) => `${uci}:${weight}:0`).join(" ") || "-";
      check(`book moves of ${fen}`, moves, expected.get(fen));
    }
    console.log(`${name}: the book's moves for ${positions.length} positions equal python-chess's`);
  }
}
process.exit(failures === 0 ? 0 : 1);
EOF
echo "node $(node --version):"
node "$work/check.mjs" "$repo/position/tests/data/polyglot-test-vectors.tsv" \
  "$repo/position/tests/data/book-games-expected.tsv" || failed=yes
[ "$failed" = no ] || exit 1
