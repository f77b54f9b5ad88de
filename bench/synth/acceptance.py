#!/usr/bin/env python3
"""Runs `theseus synth` on every acceptance case of test/synth (the options of each file's RUN
line), proves each rewrite again with `theseus verify`, and prints per case: wall time, the time
until the first proved rewrite, the search's own phase times, candidates generated, SMT queries,
and the verdict. Target: every case within 60 s
with its rewrite proved.

usage: bench/synth/acceptance.py [path/to/theseus] [--full-pool]
  --full-pool  drops each case's --ops restriction and --max-insts 1/2 (default pool, max-insts 3)
               with --time-limit 60, to show what the unrestricted search finds in a minute.
"""
import json
import os
import re
import shlex
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
CASES = os.path.join(HERE, "..", "..", "test", "synth")


def synth_args(path):
    """The options of the file's `%theseus synth %s ... -o %t.ll` RUN line, or None."""
    for line in open(path):
        m = re.match(r"; RUN: (?:%expect-exit 0 )?%theseus synth %s(.*?) -o %t\.ll", line)
        if m:
            return shlex.split(m.group(1))
    return None


def without_restrictions(args):
    out, skip = [], False
    for i, a in enumerate(args):
        if skip:
            skip = False
            continue
        if a in ("--ops", "--max-insts"):
            skip = True
            continue
        out.append(a)
    return out + ["--time-limit", "60"]


def main():
    theseus = next((a for a in sys.argv[1:] if not a.startswith("--")), "build/bin/theseus")
    full = "--full-pool" in sys.argv
    print(f"$ {' '.join(sys.argv)}")
    print(f"{'case':32} {'wall s':>7} {'first s':>7} {'enum s':>7} {'verify s':>8} {'cands':>8} {'smt':>6} {'found':>5} {'proved':>7}")
    worst = 0.0
    for name in sorted(os.listdir(CASES)):
        if not name.endswith(".ll"):
            continue
        args = synth_args(os.path.join(CASES, name))
        if args is None:
            continue
        if full:
            args = without_restrictions(args)
        with tempfile.TemporaryDirectory() as tmp:
            out = os.path.join(tmp, "pair.ll")
            cmd = [theseus, "synth", os.path.join(CASES, name), *args, "--json", "-o", out]
            start = time.monotonic()
            run = subprocess.run(cmd, capture_output=True, text=True)
            wall = time.monotonic() - start
            worst = max(worst, wall)
            try:
                r = json.loads(run.stdout)
            except json.JSONDecodeError:
                print(f"{name:32} failed: exit {run.returncode}: {run.stderr.strip()}")
                continue
            found = bool(r["rewrites"])
            first = f"{min(w['found_seconds'] for w in r['rewrites']):7.2f}" if found else f"{'-':>7}"
            proved = "-"
            if found:
                v = subprocess.run([theseus, "verify", out], capture_output=True, text=True)
                proved = "yes" if v.returncode == 0 else f"NO ({v.returncode})"
            print(f"{name:32} {wall:7.2f} {first} {r['enumerate_seconds']:7.2f} {r['verify_seconds']:8.2f} {r['generated']:8} "
                  f"{r['smt_queries']:6} {'yes' if found else 'no':>5} {proved:>7}")
    print(f"slowest case: {worst:.2f} s (target: 60 s)")


if __name__ == "__main__":
    main()
