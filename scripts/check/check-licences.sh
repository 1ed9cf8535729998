#!/usr/bin/env bash
# The licences a program takes on with each package: the MIT OR Apache-2.0
# packages (the table model, the generator, chess-tables and
# chess-tables-position) link no GPL crate in any feature set (the
# default, none, each feature alone, all), and their default dependency
# trees hold no bridge peer (cozy-chess, shakmaty); the shakmaty bridge,
# chess-tables-shakmaty, and the book tool on it, chess-tables-book, say
# GPL-3.0-or-later, as shakmaty does. Prints
# each package's normal dependencies with their licences, default
# features and all. No build: `cargo tree` reads the lock file.
# Usage: scripts/check/check-licences.sh
set -euo pipefail
cd "$(dirname "$0")/../.."

# "name version licence" of every crate a program links (normal edges).
linked() { cargo tree -q -e normal --prefix none --format '{p} {l}' "$@" | sed 's@ (/[^)]*)@@; s/ (proc-macro)//; s/ (\*)//' | sort -u; }

mit=(chess-tables-model chess-tables-codegen chess-tables chess-tables-position)
features_of() {
  cargo metadata -q --no-deps --format-version 1 | python3 -c '
import json, sys
name = sys.argv[1]
for p in json.load(sys.stdin)["packages"]:
    if p["name"] == name:
        print("\n".join(f for f in p["features"] if f != "default"))' "$1"
}

sets=0
for crate in "${mit[@]}"; do
  licence=$(cargo metadata -q --no-deps --format-version 1 | python3 -c '
import json, sys
print(next(p["license"] for p in json.load(sys.stdin)["packages"] if p["name"] == sys.argv[1]))' "$crate")
  [ "$licence" = "MIT OR Apache-2.0" ] || { echo "$crate: licence \"$licence\", expected MIT OR Apache-2.0" >&2; exit 1; }
  feature_sets=("" "--no-default-features" "--all-features")
  while read -r feature; do
    [ -n "$feature" ] && feature_sets+=("--no-default-features --features $feature")
  done < <(features_of "$crate")
  for set in "${feature_sets[@]}"; do
    # shellcheck disable=SC2086 # the set is words
    gpl=$(linked -p "$crate" $set | grep -i 'GPL' || true)
    if [ -n "$gpl" ]; then
      echo "$crate ${set:-(default features)} links GPL code:" >&2
      echo "$gpl" >&2
      exit 1
    fi
    sets=$((sets + 1))
  done
  default_tree=$(linked -p "$crate")
  if grep -E '^(cozy-chess|shakmaty)' <<<"$default_tree"; then
    echo "$crate's default build links a bridge peer (above): the default dependency tree must not change" >&2
    exit 1
  fi
  echo "-- $crate (default features): $(wc -l <<<"$default_tree") crates"
  sed 's/^/   /' <<<"$default_tree"
  echo "-- $crate --all-features"
  linked -p "$crate" --all-features | sed 's/^/   /'
done

for gpl in chess-tables-shakmaty chess-tables-book; do
  echo "-- $gpl (default features)"
  linked -p "$gpl" | sed 's/^/   /'
  linked -p "$gpl" | grep -q "^$gpl .* GPL-3.0-or-later$" \
    || { echo "$gpl must say GPL-3.0-or-later" >&2; exit 1; }
done
echo "no GPL crate in $sets feature sets of the MIT OR Apache-2.0 packages; the default trees hold no bridge peer; chess-tables-shakmaty and chess-tables-book are GPL-3.0-or-later"
