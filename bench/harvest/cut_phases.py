#!/usr/bin/env python3
"""Where a harvest's synthesis time goes: each distinct synthesized cut of a harvest report, run
alone through `theseus synth --json`, with its phase times and when its best rewrite was found.

usage: bench/harvest/cut_phases.py THESEUS REPORT.json [--time-limit S] [--jobs N] [--engine E]

REPORT.json is the report of `theseus harvest ... --report-dir R` (R/report.json); its cuts other
than the cold ones are run once each, N at a time (default 2), with the same time limit as the
harvest should have had (default 2 s). Prints, summed over the cuts, the seconds of enumeration,
constant solving, proofs and the rest of verification (test vectors); how many cuts have a rewrite
and when their best one was found; how many without one ran the whole budget
(docs/synth.md, "Where a search's time goes")."""
import argparse
import concurrent.futures
import json
import subprocess
import sys
import tempfile
from pathlib import Path


def run_cut(theseus: str, text: str, limit: float, engine: str, work: Path, index: int):
    path = work / f"cut{index}.ll"
    path.write_text(text)
    cmd = [theseus, "synth", str(path), "--time-limit", str(limit), "--json"]
    if engine:
        cmd += ["--engine", engine]
    try:
        out = subprocess.run(cmd, capture_output=True, text=True, timeout=limit * 10 + 30).stdout
        return json.loads(out)
    except (subprocess.TimeoutExpired, json.JSONDecodeError):
        return None


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("theseus")
    ap.add_argument("report")
    ap.add_argument("--time-limit", type=float, default=2.0)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--engine", default="")
    args = ap.parse_args()
    report = json.loads(Path(args.report).read_text())
    cuts = list(dict.fromkeys(c["cut"] for c in report["cuts"] if c["outcome"] != "cold"))
    with tempfile.TemporaryDirectory() as tmp, concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        results = list(pool.map(lambda p: run_cut(args.theseus, p[1], args.time_limit, args.engine, Path(tmp), p[0]), enumerate(cuts)))
    ok = [r for r in results if r is not None]
    phase = {k: sum(r.get(k, 0) for r in ok) for k in ("enumerate_seconds", "verify_seconds", "constant_seconds", "proof_seconds")}
    vectors = phase["verify_seconds"] - phase["constant_seconds"] - phase["proof_seconds"]
    found = sorted(r["rewrites"][0]["found_seconds"] for r in ok if r.get("rewrites"))
    without = [r for r in ok if not r.get("rewrites")]
    print(f"cuts {len(cuts)}, run {len(ok)} (time limit {args.time_limit} s, {args.jobs} at a time)")
    print(f"seconds: enumeration {phase['enumerate_seconds']:.0f}, constants {phase['constant_seconds']:.0f}, "
          f"proofs {phase['proof_seconds']:.0f}, test vectors and the rest of verification {vectors:.0f}")
    if found:
        early = sum(1 for s in found if s <= 0.6)
        print(f"with a rewrite: {len(found)}; best found within {found[-1]:.2f} s, {early} within 0.6 s")
    print(f"without one: {len(without)}, {sum(1 for r in without if r.get('timed_out'))} ran the whole budget")
    return 0


if __name__ == "__main__":
    sys.exit(main())
