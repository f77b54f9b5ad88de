#!/usr/bin/env python3
"""Which cuts the isel model refuses to price, and why.

usage: refusals.py THESEUS CUTDIR [--mcpu CPU ...] [--module OUT.ll]

CUTDIR holds the cut files `theseus harvest` writes to REPORT_DIR/cuts (cut-N.ll, each an @f),
e.g. `python3 bench/rules/harvest_realcode.py build/bin/theseus OUT --time-limit 0.01` (the cut
files are written before any synthesis starts). The cuts are joined into one module (@f renamed
@cN, intrinsic declarations once; --module keeps it, e.g. for `cost_fidelity --count 0 OUT.ll`),
priced with `THESEUS cost --model isel --mcpu CPU --json` for every CPU, and the refusals are
counted by the operation isel names (value names dropped). Cuts isel has no pattern for are priced
by the code generator and llvm-mca instead (cost/IselWithCodegenFallback.h), as the search prices
them; they are counted apart.
"""
import argparse
import collections
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path


def joined_module(cut_dir):
    declarations, bodies = {}, []
    for path in sorted(Path(cut_dir).glob("cut-*.ll"), key=lambda p: int(p.stem.split("-")[1])):
        n = path.stem.split("-")[1]
        lines = path.read_text().splitlines(keepends=True)
        for line in lines:
            if line.startswith("declare"):
                declarations[line] = True
        body = "".join(l for l in lines if not l.startswith(("declare", "attributes")))
        bodies.append(re.sub(r"@f\(", f"@c{n}(", body, count=1))
    return "".join(declarations) + "\n" + "\n".join(bodies), len(bodies)


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("theseus")
    p.add_argument("cut_dir")
    p.add_argument("--mcpu", action="append")
    p.add_argument("--module")
    a = p.parse_args()
    text, count = joined_module(a.cut_dir)
    if not count:
        print(f"no cut-N.ll files in {a.cut_dir}")
        return 4
    module = a.module or tempfile.NamedTemporaryFile("w", suffix=".ll", delete=False).name
    Path(module).write_text(text)
    for cpu in a.mcpu or ["x86-64-v3"]:
        run = subprocess.run([a.theseus, "cost", module, "--model", "isel", "--mcpu", cpu, "--json"], capture_output=True, text=True)
        reasons = collections.Counter()
        fallback = 0
        for o in map(json.loads, run.stdout.splitlines()):
            if "error" in o:
                reasons[re.sub(r"%[\w.]+ = |\(%[\w.]+\)", "", o["error"])] += 1
            elif o.get("codegen fallback"):
                fallback += 1
        refused = sum(reasons.values())
        print(f"{cpu}: {count} cuts, {refused} refused ({100 * refused / count:.1f}%), "
              f"{fallback} priced by the codegen fallback (no isel pattern; cost/IselWithCodegenFallback.h)")
        for reason, n in reasons.most_common():
            print(f"  {n:5d}  {reason}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
