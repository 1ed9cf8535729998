#!/usr/bin/env python3
"""Print `benches/perft.rs`'s results as a Markdown table of leaf nodes per second.

Usage: scripts/measure/perft-table.py [CRITERION_DIR]
Reads CRITERION_DIR/perft/*/new/estimates.json and benchmark.json (default
target/criterion): one row per position and a total row (the six positions'
nodes over the sum of their medians), one column per generator, then each
generator's total as a ratio to cozy-chess's and shakmaty's.
"""
import json
import pathlib
import sys

root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "target/criterion")
median = {}  # (position, generator) -> seconds
nodes = {}  # position -> leaf nodes
for est in sorted(root.glob("perft/*/new/estimates.json")):
    bench = json.loads((est.parent / "benchmark.json").read_text())
    position, generator = bench["function_id"].split("/")
    median[position, generator] = json.loads(est.read_text())["median"]["point_estimate"] / 1e9
    nodes[position] = bench["throughput"]["Elements"]
positions = list(dict.fromkeys(p for p, _ in median))
generators = list(dict.fromkeys(g for _, g in median))
print("| position (nodes) | " + " | ".join(generators) + " |")
print("|---|" + "---:|" * len(generators))
for p in positions:
    cells = [f"{nodes[p] / median[p, g] / 1e6:.0f} M" for g in generators]
    print(f"| {p} ({nodes[p]:,}) | " + " | ".join(cells) + " |")
total = {g: sum(nodes.values()) / sum(median[p, g] for p in positions) for g in generators}
print(f"| all six ({sum(nodes.values()):,}) | " + " | ".join(f"{total[g] / 1e6:.0f} M" for g in generators) + " |")
print()
for g in generators:
    ratios = [f"{total[g] / total[peer]:.2f}x {peer}'s" for peer in ("cozy-chess", "shakmaty") if peer in total and peer != g]
    print(f"{g}: {total[g] / 1e6:.1f} M nodes/s, " + ", ".join(ratios))
