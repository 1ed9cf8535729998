#!/usr/bin/env bash
# Fuzzes every parser and writer: each cargo-fuzz target of fuzz/ (`cargo
# fuzz list`) for SECONDS seconds (default 60), one after the other, from
# its checked-in seeds, and prints each target's executions. Fails when a
# target fails (a panic, a failed assertion, a debug assertion, a
# timeout); the others still run. The input that failed is left in
# fuzz/artifacts/TARGET/, and the script prints its path and the command
# that reproduces the failure. Before fuzzing a target it runs the inputs
# in fuzz/regressions/TARGET/ (inputs that once failed) once each.
#
#   scripts/check/fuzz.sh [SECONDS]
#
# Needs the nightly toolchain (`rustup toolchain install nightly`) and
# cargo-fuzz, which it installs (pinned) when missing. New inputs land in
# fuzz/corpus/TARGET (ignored by git; the seeds in fuzz/seeds/TARGET are
# only read), so a later run starts from what earlier runs found; each
# run's libFuzzer output is in target/fuzz-logs/TARGET.log.
set -euo pipefail
cd "$(dirname "$0")/../.."

seconds=${1:-60}
case $seconds in '' | *[!0-9]*) echo "usage: $0 [SECONDS]" >&2; exit 2 ;; esac

# 0.13.2 builds and runs with nightly 2026-05 (rustc 1.97).
cargo_fuzz_version=0.13.2
if ! command -v cargo-fuzz >/dev/null; then
  echo "installing cargo-fuzz $cargo_fuzz_version"
  cargo install -q cargo-fuzz --locked --version "$cargo_fuzz_version"
fi

# No sanitizer: the crate has no unsafe code (forbid(unsafe_code)), so
# AddressSanitizer would find nothing and only cost executions. Debug
# assertions stay on (cargo fuzz's default, and fuzz/Cargo.toml's profile).
fuzz=(cargo +nightly fuzz)
build_flags=(-s none)
"${fuzz[@]}" build "${build_flags[@]}"

mkdir -p target/fuzz-logs
failed=()
# The list in a variable of its own: a failed or empty list fails the run
# (a `for` over a command substitution would go on with no target).
targets=$("${fuzz[@]}" list)
[ -n "$targets" ] || { echo "cargo fuzz list named no target" >&2; exit 1; }
for target in $targets; do
  corpus=fuzz/corpus/$target
  seeds=fuzz/seeds/$target
  log=target/fuzz-logs/$target.log
  mkdir -p "$corpus" "fuzz/artifacts/$target"
  [ -d "$seeds" ] || seeds=
  # Inputs that once failed (fuzz/regressions/TARGET/), run once each first.
  regressions=(fuzz/regressions/"$target"/*)
  if [ -e "${regressions[0]}" ] &&
    ! "${fuzz[@]}" run "${build_flags[@]}" "$target" "${regressions[@]}" >"$log" 2>&1; then
    failed+=("$target")
    artifact=$(sed -n 's/^Running: //p' "$log" | tail -n 1)
    printf '%-12s %-6s on a regression input, not fuzzed\n' "$target" FAILED
    grep -m 1 -A 2 'panicked at' "$log" || tail -n 40 "$log"
    echo "reproduce: ${fuzz[*]} run ${build_flags[*]} $target $artifact"
    continue
  fi
  # libFuzzer reads every corpus directory and writes new inputs to the first.
  if "${fuzz[@]}" run "${build_flags[@]}" "$target" "$corpus" ${seeds:+"$seeds"} -- \
    -max_total_time="$seconds" -timeout=30 -print_final_stats=1 >"$log" 2>&1; then
    status=ok
  else
    status=FAILED
    failed+=("$target")
  fi
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
  printf '%-12s %-6s %12s executions in %s s\n' "$target" "$status" "${runs:-?}" "$seconds"
  if [ "$status" = FAILED ]; then
    if grep -q 'panicked at' "$log"; then
      echo "---- the panic (all of libFuzzer's output: $log):"
      grep -m 1 -A 2 'panicked at' "$log"
    else
      echo "---- the end of $log:"
      tail -n 40 "$log"
    fi
    artifact=$(sed -n 's/.*Test unit written to \(.*\)$/\1/p' "$log" | tail -n 1)
    artifact=${artifact#"$PWD"/}
    if [ -n "$artifact" ]; then
      echo "---- the failing input: $artifact"
      # For a CI machine that is gone: the input, to recreate with base64 -d.
      echo "its bytes in base64: $(base64 -w 0 "$artifact")"
      echo "reproduce: ${fuzz[*]} run ${build_flags[*]} $target $artifact"
      echo "minimise:  ${fuzz[*]} tmin ${build_flags[*]} $target $artifact"
    else
      echo "---- no failing input was written (a build error or a crash of libFuzzer itself): see $log"
    fi
  fi
done

if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzzing failed: ${failed[*]}" >&2
  exit 1
fi
