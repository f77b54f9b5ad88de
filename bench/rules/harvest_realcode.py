#!/usr/bin/env python3
"""Harvest third-party code for the rewrites `theseus rules` generalizes.

usage: harvest_realcode.py BIN OUT [--only lz4,xxhash,zlib] [--time-limit S] [-j N]

Compiles ../shared/corpus/realcode/ (relative to the repository root) to bitcode exactly as
bench/peephole/peephole_bench.py's realcode_modules does (clang-19 -O3 -march=x86-64-v3, the
include paths and implementation macros of realcode/README.md), then runs

  BIN harvest OUT/realcode-bc/*.bc -j 1 --time-limit 1 --cache OUT/cache.db --report-dir OUT/report

OUT/report/report.json and OUT/cache.db are what `theseus rules --report/--cache` read. When the
realcode corpus is absent it says so and exits 0 without harvesting.
"""
import argparse
import shlex
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench" / "peephole"))
import peephole_bench  # noqa: E402  (REALCODE_UNITS, realcode_modules)


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("bin")
    p.add_argument("out")
    p.add_argument("--only", help="comma-separated realcode folders to keep (lz4,xxhash,zlib,stb)")
    p.add_argument("--time-limit", default="1")
    p.add_argument("-j", "--jobs", default="1")
    args = p.parse_args()
    realcode = ROOT.parent / "shared" / "corpus" / "realcode"
    if not realcode.is_dir():
        print(f"skipped: {realcode} is absent (the optional shared corpus)")
        return 0
    out = Path(args.out).resolve()
    out.mkdir(parents=True, exist_ok=True)
    if args.only:
        keep = set(args.only.split(","))
        peephole_bench.REALCODE_UNITS[:] = [u for u in peephole_bench.REALCODE_UNITS if u[0] in keep]
    start = time.monotonic()
    bc_dir = peephole_bench.realcode_modules(realcode, out)
    # The .bc names are FOLDER-INDEX over the (possibly filtered) unit list: take exactly those.
    modules = sorted(str(bc_dir / f"{folder}-{i}.bc") for i, (folder, _, _) in enumerate(peephole_bench.REALCODE_UNITS)
                     if (bc_dir / f"{folder}-{i}.bc").exists())
    print(f"compiled {len(modules)} modules in {time.monotonic() - start:.1f} s into {bc_dir}")
    cmd = [args.bin, "harvest", *modules, "-j", args.jobs, "--time-limit", args.time_limit,
           "--cache", str(out / "cache.db"), "--report-dir", str(out / "report")]
    print("$ " + " ".join(shlex.quote(c) for c in cmd), flush=True)
    start = time.monotonic()
    done = subprocess.run(cmd)
    print(f"harvest exit {done.returncode}, wall {time.monotonic() - start:.0f} s", flush=True)
    return done.returncode


if __name__ == "__main__":
    sys.exit(main())
