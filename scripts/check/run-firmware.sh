#!/usr/bin/env bash
# Runs the firmware on an emulated Cortex-M4F and compares what it prints
# with the same code run on the host.
#
# The `semihosting` binary of tests/projects/firmware (a variant of its own, so the
# size report's images do not change) computes a checksum of every table,
# some lookups and Polyglot keys on the target and prints them through
# semihosting. QEMU's netduinoplus2 is an STM32F405 (Cortex-M4F, flash at
# 0x08000000, RAM at 0x20000000), which holds tests/projects/firmware/memory.x.
# A non-zero exit, a hang (timeout) or any differing line fails.
set -euo pipefail
cd "$(dirname "$0")/../.."

if ! command -v qemu-system-arm >/dev/null; then
  echo "qemu-system-arm not found (Debian/Ubuntu: apt-get install qemu-system-arm)" >&2
  exit 1
fi
rustup target add thumbv7em-none-eabihf >/dev/null 2>&1

(cd tests/projects/firmware && cargo build -q --release --features semihosting --bin semihosting)
elf=tests/projects/firmware/target/thumbv7em-none-eabihf/release/semihosting

output=$(mktemp)
trap 'rm -f "$output"' EXIT
start=$(date +%s%N)
# stdin from /dev/null: no terminal for -nographic to grab; the firmware
# prints through semihosting only, so stdout holds exactly its output.
status=0
timeout 60 qemu-system-arm -machine netduinoplus2 -cpu cortex-m4 -nographic \
  -semihosting-config enable=on,target=native -kernel "$elf" \
  </dev/null >"$output" || status=$?
elapsed_ms=$((($(date +%s%N) - start) / 1000000))
if [ "$status" -eq 124 ]; then
  echo "the firmware did not exit within 60 s" >&2
  exit 1
elif [ "$status" -ne 0 ]; then
  echo "the firmware exited with status $status; its output:" >&2
  cat "$output" >&2
  exit 1
fi
echo "firmware ran in $elapsed_ms ms (emulator start to exit), $(wc -l <"$output") lines:"
head -n 4 "$output"
echo "..."

# The host test runs tests/firmware_report/report.rs on the host and compares line by line.
CHESS_TABLES_FIRMWARE_OUTPUT="$output" cargo test -q --test firmware_report -- \
  --ignored --exact firmware_output_matches_host --nocapture
