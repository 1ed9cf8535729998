#!/usr/bin/env bash
# The generated source must not depend on the target being built for. The
# build script runs on the build machine and reads only OUT_DIR, Cargo's
# CARGO_FEATURE_* variables and the seed variable; this refuses the code
# that could let the target (or a hash order) in: a target cfg, Cargo's
# target variables, a read of every variable, a HashMap or HashSet. Nothing
# is built: scripts/check/check-out-dir.sh compares the source generated for
# this machine and thumbv7em-none-eabihf in the builds it makes anyway, and
# scripts/check/check-cross-hosts.sh runs the generator on a big-endian and
# a 32-bit host, the proof for other hosts.
set -euo pipefail
cd "$(dirname "$0")/../.."

# grep exits 1 when nothing matches; 2 (a path gone) fails the check too.
status=0
grep -rnE 'cfg!\(target|cfg\(target|CARGO_CFG_TARGET|"TARGET"|"HOST"|env::vars|HashMap|HashSet' build.rs codegen/src codegen/model/src || status=$?
if [ "$status" -eq 0 ]; then
  echo "target- or hash-order-dependent code in the generator (see above)" >&2
  exit 1
elif [ "$status" -ne 1 ]; then
  echo "grep could not read the generator's sources (exit status $status)" >&2
  exit 1
fi
echo "build.rs and the generator: no target cfg, no target or host variable, no read of every variable, no hash order"
