#!/usr/bin/env bash
# The HTML gallery in a real browser: builds the generator's CLI in release,
# writes chess_tables.html and chess_tables.json with it (timing the page:
# median of 5 runs, limit 200 ms), checks the page's size (under 2 MB) and
# runs tests/browser/test_gallery.py in headless Chromium through
# Playwright for Python; then the gallery of codegen/docs/own-tables.md's example
# crate, tables of its own among the built-in ones
# (tests/browser/test_own_tables.py; OWN_SCREENSHOT=PNG takes a picture);
# then every family beside four tables of 1 MiB (tests/projects/large-tables,
# tests/browser/test_large_tables.py: its time to ready is printed).
#
#   scripts/check/check-gallery.sh [--screenshot docs/gallery.png]
#
# Needs Chromium (Debian: `apt-get install chromium`; or set CHROMIUM to the
# browser) and Playwright for Python (`pip install playwright==1.65.2`; its
# own browser download is not used). $PYTHON picks the interpreter (default
# python3). When either is missing the script says "SKIPPED: ..." and exits
# 0, unless CHESS_TABLES_REQUIRE_BROWSER=1 (CI sets it once it has
# installed them) or CI=true, which make a missing tool a failure.
set -euo pipefail
cd "$(dirname "$0")/../.."

python=${PYTHON:-python3}
skip() {
  if [ "${CHESS_TABLES_REQUIRE_BROWSER:-0}" = 1 ] || [ "${CI:-}" = true ]; then
    echo "FAILED: browser test: $* (CHESS_TABLES_REQUIRE_BROWSER=1 or CI=true: a missing tool is a failure)" >&2
    exit 1
  fi
  echo "SKIPPED: browser test of the HTML gallery: $*"
  exit 0
}

cargo build -q --release -p chess-tables-codegen
cli=target/release/chess-tables-codegen
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

"$cli" --out "$work/out" --format json --format html >/dev/null
page="$work/out/chess_tables.html"
size=$(wc -c <"$page")
echo "page: $size bytes (limit 2,000,000)"
[ "$size" -lt 2000000 ] || { echo "FAILED: chess_tables.html is $size bytes, not under 2 MB" >&2; exit 1; }

times=()
for run in 1 2 3 4 5; do
  start=$(date +%s%N)
  "$cli" --out "$work/run$run" --format html >/dev/null
  times+=($((($(date +%s%N) - start) / 1000000)))
done
median=$(printf '%s\n' "${times[@]}" | sort -n | sed -n 3p)
echo "release CLI writes the page in ${median} ms (median of 5: ${times[*]} ms; limit 200 ms)"
[ "$median" -lt 200 ] || { echo "FAILED: writing the page took ${median} ms" >&2; exit 1; }

chromium=${CHROMIUM:-$(command -v chromium || command -v chromium-browser || true)}
[ -n "$chromium" ] || skip "Chromium is not installed (apt-get install chromium)"
"$python" -c 'import playwright.sync_api' 2>/dev/null \
  || skip "Playwright for Python is not installed ($python -m pip install playwright==1.65.2)"

CHROMIUM="$chromium" "$python" tests/browser/test_gallery.py "$work/out" "$@"

# The gallery of codegen/docs/own-tables.md's example crate: its build script
# writes the page with its three tables of its own beside the distance
# family; its output directory comes from Cargo's own report.
fixture=tests/projects/own-tables/Cargo.toml
own_out=$(cargo build -q --locked --manifest-path "$fixture" --message-format=json \
    --target-dir "${CARGO_TARGET_DIR:-target}/fixtures" \
  | grep '"reason":"build-script-executed"' | grep own-tables-example \
  | sed 's/.*"out_dir":"\([^"]*\)".*/\1/')
[ -f "$own_out/chess_tables.html" ] || { echo "FAILED: the own-tables example wrote no chess_tables.html" >&2; exit 1; }
CHROMIUM="$chromium" "$python" tests/browser/test_own_tables.py "$own_out" ${OWN_SCREENSHOT:+--screenshot "$OWN_SCREENSHOT"}

# Every built-in family beside four tables of one's own at the size limit
# (tests/projects/large-tables), timed from navigation to the ready mark,
# and the catalogue of every family alone.
large_out=$(cargo build -q --locked --manifest-path tests/projects/large-tables/Cargo.toml \
    --message-format=json --target-dir "${CARGO_TARGET_DIR:-target}/fixtures" \
  | grep '"reason":"build-script-executed"' | grep large-tables-example \
  | sed 's/.*"out_dir":"\([^"]*\)".*/\1/')
[ -f "$large_out/chess_tables.html" ] || { echo "FAILED: the large-tables example wrote no chess_tables.html" >&2; exit 1; }
"$cli" --out "$work/all" --families "$("$cli" --list-families | paste -sd, -)" --format html >/dev/null
CHROMIUM="$chromium" "$python" tests/browser/test_large_tables.py "$large_out" --catalogue "$work/all"
