#!/usr/bin/env python3
"""Print criterion's medians as a Markdown table of ns per call.

Usage: scripts/measure/bench-table.py [CRITERION_DIR] [ELEMENTS]
Reads CRITERION_DIR/**/new/estimates.json and benchmark.json (default
target/criterion) and divides each median by ELEMENTS (default 1024, the
batch size of benches/attacks.rs and benches/lookups.rs; single-call
benchmarks have no throughput and are printed as they are).
"""
import json
import pathlib
import sys

root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "target/criterion")
elements = int(sys.argv[2]) if len(sys.argv) > 2 else 1024
rows = []
for est in sorted(root.glob("**/new/estimates.json")):
    bench = json.loads((est.parent / "benchmark.json").read_text())
    median = json.loads(est.read_text())["median"]["point_estimate"]
    per_call = median / elements if bench.get("throughput") else median
    rows.append((bench["full_id"], per_call))
print("| benchmark | ns per call (median) |")
print("|---|---:|")
for name, ns in rows:
    print(f"| {name} | {ns:.2f} |")
