#!/usr/bin/env bash
# The books guide's tool commands (position/docs/books.md, the block after
# `<!-- recipe: book tool -->`) run on the repository's test books with
# the workspace's chess-tables-book, and what they print compared with
# the guide's block after `<!-- recipe: book tool output -->`.
#
#   scripts/check/book-tool-guide.sh
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
page="$repo/position/docs/books.md"
block() { awk -v marker="<!-- recipe: $1 -->" -f "$repo/scripts/check/recipe-block.awk" "$page"; }

cargo build -q --manifest-path "$repo/Cargo.toml" -p chess-tables-book
bin_dir=$(cargo metadata -q --format-version 1 --manifest-path "$repo/Cargo.toml" \
  | python3 -c 'import json, sys; print(json.load(sys.stdin)["target_directory"])')/debug
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$repo"/position/tests/data/book-{games,other,ties}.bin "$repo"/position/tests/data/book-games.pgn "$work"
block "book tool" >"$work/commands.sh"
block "book tool output" >"$work/expected.txt"
[ -s "$work/commands.sh" ] && [ -s "$work/expected.txt" ] \
  || { echo "$page: the book tool's recipe blocks are missing" >&2; exit 1; }
(cd "$work" && PATH="$bin_dir:$PATH" bash -euo pipefail commands.sh >actual.txt 2>stderr.txt) \
  || { cat "$work/stderr.txt"; echo "the guide's book tool commands failed" >&2; exit 1; }
diff -u "$work/expected.txt" "$work/actual.txt" \
  || { echo "the guide's book tool commands print other than the guide shows (diff above)" >&2; exit 1; }
echo "the books guide's $(grep -c . "$work/commands.sh") tool commands print what the guide shows ($(wc -l <"$work/actual.txt") lines)"
