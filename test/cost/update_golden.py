#!/usr/bin/env python3
"""Refreshes the golden CHECK lines of test/cost/*.ll from the current theseus.

Each `; RUN: %theseus ARGS %s | FileCheck %s [--check-prefix=P]` line is run and its output
written back as `; P:` / `; P-NEXT:` lines (P defaults to CHECK), replacing the old ones.
Usage: update_golden.py [THESEUS] (default: build/bin/theseus next to the source tree)."""
import re
import shlex
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
RUN = re.compile(r"^; RUN: (?:%expect-exit \d+ )?%theseus (.*?) %s( 2>&1)? \| FileCheck %s(?: --check-prefix=(\S+))?\s*$")


def refresh(path, theseus):
    lines = path.read_text().splitlines()
    runs = [(m.group(1), m.group(3) or "CHECK", bool(m.group(2))) for m in map(RUN.match, lines) if m]
    prefixes = {p for _, p, _ in runs}
    kept = [l for l in lines if not any(re.match(rf"^; {p}(-NEXT)?:", l) for p in prefixes)]
    while kept and kept[-1] == "":
        kept.pop()
    out = kept + [""]
    for args, prefix, merged in runs:
        r = subprocess.run([theseus] + shlex.split(args) + [str(path)], capture_output=True, text=True)
        text = (r.stdout + (r.stderr if merged else "")).replace(str(path), "%s")
        for i, line in enumerate(text.rstrip("\n").splitlines()):
            out.append(f"; {prefix}{'' if i == 0 else '-NEXT'}: {line.rstrip()}")
    path.write_text("\n".join(out) + "\n")


def main():
    theseus = sys.argv[1] if len(sys.argv) > 1 else str(HERE.parents[1] / "build" / "bin" / "theseus")
    for path in sorted(HERE.glob("*.ll")):
        refresh(path, theseus)
        print(f"refreshed {path.name}")


if __name__ == "__main__":
    main()
