#!/usr/bin/env bash
# The generator's output must not depend on the machine that runs it. A
# build script always runs on the build machine, so building for other
# targets proves nothing about hosts: this builds the generator's CLI for a
# big-endian host (s390x) and a 32-bit host (i686), runs each under
# qemu-user, and compares its Rust, JSON and C output byte for byte with
# this machine's, for the default options and for a non-default seed. Then
# it runs the runtime's FEN, key, EPD and book tests on both hosts (release,
# under qemu-user): keys and book probes on a big-endian machine, and the
# FEN reader's 32-bit-only test (a 2^26-byte input) on i686.
#
# Needs, besides rustup: qemu-user, and per host a cross C toolchain as the
# linker (Debian/Ubuntu: qemu-user gcc-s390x-linux-gnu libc6-dev-s390x-cross
# gcc-i686-linux-gnu libc6-dev-i386-cross). Fails, naming what is missing,
# when any of it is not there.
set -euo pipefail
cd "$(dirname "$0")/../.."

# Rust target, GNU triple (linker prefix and qemu sysroot /usr/<triple>),
# qemu-user binary.
hosts=(
  "s390x-unknown-linux-gnu s390x-linux-gnu qemu-s390x"
  "i686-unknown-linux-gnu i686-linux-gnu qemu-i386"
)
seeds=("" "0x0123_4567_89AB_CDEF")
bin=chess-tables-codegen

missing=()
for host in "${hosts[@]}"; do
  read -r target gnu qemu <<<"$host"
  command -v "$gnu-gcc" >/dev/null || missing+=("$gnu-gcc")
  [ -d "/usr/$gnu/lib" ] || missing+=("/usr/$gnu/lib (the $gnu C library)")
  command -v "$qemu" >/dev/null || missing+=("$qemu")
done
if [ "${#missing[@]}" -gt 0 ]; then
  echo "missing: ${missing[*]}" >&2
  exit 1
fi

# Debug builds: they compile faster, and the generator runs in well under
# a second even emulated.
cargo build -q -p chess-tables-codegen --bin "$bin"
for host in "${hosts[@]}"; do
  read -r target gnu qemu <<<"$host"
  rustup target add "$target" >/dev/null 2>&1
  linker_var="CARGO_TARGET_$(echo "$target" | tr 'a-z-' 'A-Z_')_LINKER"
  export "$linker_var=${!linker_var:-$gnu-gcc}"
  cargo build -q -p chess-tables-codegen --bin "$bin" --target "$target"
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# sha256 of the output files concatenated in name order.
digest() { (cd "$1" && LC_ALL=C ls | xargs cat | sha256sum | cut -d ' ' -f 1); }
run() { # NAME SEED COMMAND...: writes every format into $work/NAME-SEED
  local dir="$work/$1-${2:-default}" seed=$2
  shift 2
  "$@" --out "$dir" --format rust --format json --format c ${seed:+--seed "$seed"} >/dev/null
  echo "$dir"
}

for seed in "${seeds[@]}"; do
  reference=$(run host "$seed" "target/debug/$bin")
  echo "seed ${seed:-default}: $(uname -m) (this machine) $(ls "$reference" | wc -l) files, sha256 $(digest "$reference")"
  for host in "${hosts[@]}"; do
    read -r target gnu qemu <<<"$host"
    start=$(date +%s%N)
    out=$(run "$target" "$seed" "$qemu" -L "/usr/$gnu" "target/$target/debug/$bin")
    elapsed_ms=$((($(date +%s%N) - start) / 1000000))
    if ! diff -r "$reference" "$out" >/dev/null; then
      echo "seed ${seed:-default}: $target's output differs from this machine's:" >&2
      diff -r "$reference" "$out" | head -n 20 >&2
      exit 1
    fi
    echo "seed ${seed:-default}: $target under $qemu, sha256 $(digest "$out"), byte-identical ($elapsed_ms ms)"
  done
done

# The runtime on the same hosts: the tests that read text and bytes.
for host in "${hosts[@]}"; do
  read -r target gnu qemu <<<"$host"
  runner_var="CARGO_TARGET_$(echo "$target" | tr 'a-z-' 'A-Z_')_RUNNER"
  export "$runner_var=$qemu -L /usr/$gnu"
  start=$(date +%s)
  { cargo test -q --release --target "$target" -p chess-tables --test zobrist \
    && cargo test -q --release --target "$target" -p chess-tables-position \
      --test fen --test fen_python --test keys --test epd --test book --test hash --test key_stability; } 2>&1 \
    | grep -E "^test result" | sed "s/^/$target: /"
  echo "$target: runtime tests under $qemu passed ($(($(date +%s) - start)) s with the build)"
done
