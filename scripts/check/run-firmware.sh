#!/usr/bin/env bash
# Runs the firmware on three emulated cores and compares what it prints
# with the same code run on the host.
#
# The `semihosting` binary of tests/projects/firmware (a variant of its
# own, so the size report's images do not change) computes a checksum of
# every table, some lookups and keys (tests/firmware_report/report.rs), then
# the Polyglot keys of the published FENs, the errors of bad FENs and the
# moves of a Polyglot book held in flash
# (position/tests/firmware_report/report.rs), and prints them through
# semihosting. Each core, its QEMU machine and the memory map the build
# script gives it:
#   thumbv7em-none-eabihf        Cortex-M4F  qemu-system-arm netduinoplus2 (STM32F405; memory-m4f.x)
#   thumbv6m-none-eabi           Cortex-M0   qemu-system-arm microbit (nRF51822, 256 KiB flash, 16 KiB RAM; memory-microbit.x)
#   riscv32imc-unknown-none-elf  RV32IMC     qemu-system-riscv32 virt, -bios none (memory-riscv-virt.x)
# A non-zero exit, a hang (timeout) or any differing line fails.
#
# Usage: scripts/check/run-firmware.sh [TARGET ...]   (all three by default)
set -euo pipefail
cd "$(dirname "$0")/../.."

targets=("$@")
[ "${#targets[@]}" -gt 0 ] || targets=(thumbv7em-none-eabihf thumbv6m-none-eabi riscv32imc-unknown-none-elf)

output=$(mktemp -d)
trap 'rm -rf "$output"' EXIT
for target in "${targets[@]}"; do
  case $target in
    thumbv7em-none-eabihf) qemu=(qemu-system-arm -machine netduinoplus2 -cpu cortex-m4) ;;
    thumbv6m-none-eabi) qemu=(qemu-system-arm -machine microbit) ;;
    riscv32imc-unknown-none-elf) qemu=(qemu-system-riscv32 -machine virt -bios none) ;;
    *) echo "no emulated board for $target (thumbv7em-none-eabihf, thumbv6m-none-eabi, riscv32imc-unknown-none-elf)" >&2; exit 2 ;;
  esac
  if ! command -v "${qemu[0]}" >/dev/null; then
    echo "${qemu[0]} not found (Debian/Ubuntu: apt-get install qemu-system-arm qemu-system-misc)" >&2
    exit 1
  fi
  rustup target add "$target" >/dev/null 2>&1 || true
  (cd tests/projects/firmware && cargo build -q --release --features semihosting --bin semihosting --target "$target")
  elf=tests/projects/firmware/target/$target/release/semihosting

  printed=$output/$target
  start=$(date +%s%N)
  # stdin from /dev/null: no terminal for -nographic to grab; the firmware
  # prints through semihosting only, so stdout holds exactly its output.
  status=0
  timeout 60 "${qemu[@]}" -nographic -semihosting-config enable=on,target=native -kernel "$elf" \
    </dev/null >"$printed" || status=$?
  elapsed_ms=$((($(date +%s%N) - start) / 1000000))
  if [ "$status" -eq 124 ]; then
    echo "$target: the firmware did not exit within 60 s" >&2
    exit 1
  elif [ "$status" -ne 0 ]; then
    echo "$target: the firmware exited with status $status; its output:" >&2
    cat "$printed" >&2
    exit 1
  fi
  echo "$target: firmware ran in $elapsed_ms ms (emulator start to exit), $(wc -l <"$printed") lines:"
  head -n 2 "$printed"
  echo "..."

  # The table crate's report ends at its first `end` line, the position
  # crate's follows; each crate's host test writes its part, compared here
  # line by line.
  awk '!done { print } $0 == "end" { done = 1 }' "$printed" >"$printed.tables"
  awk 'done { print } $0 == "end" { done = 1 }' "$printed" >"$printed.position"
  for part in "tables chess-tables" "position chess-tables-position"; do
    read -r name package <<<"$part"
    CHESS_TABLES_HOST_REPORT="$output/host.$name" cargo test -q -p "$package" --test firmware_report -- \
      --ignored --exact write_host_report >/dev/null
    if ! diff -u --label "host ($package)" --label "firmware ($target)" "$output/host.$name" "$printed.$name" >&2; then
      echo "$target: the firmware's output differs from the host's ($package's report, above)" >&2
      exit 1
    fi
    echo "$(wc -l <"$printed.$name") lines of firmware output identical to the host's ($package)"
  done
done
