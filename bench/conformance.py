#!/usr/bin/env python3
"""Runs `theseus verify` over Alive2's curated tests and compares with their expected verdicts.

usage: bench/conformance.py THESEUS [--corpus DIR] [--scope non-x86|x86|all] [--tag TAG] [--jobs N]
                            [--fail-on-unsound] [--list-disagreements] [--timeout-ms N]

--tag TAG keeps the rows whose MANIFEST tags include TAG (fp: Alive2's floating-point tests).

Prints agreements, unsound verdicts (we say correct where Alive2 expects an error), over-strict
verdicts (we say incorrect where Alive2 says correct), unknowns, unsupported, bad input, verdicts on
tests Alive2 skips as unsupported (beyond-alive2; abstaining on them agrees), and the total and median wall time per test (process start included). Without the corpus it says so and
exits 77 (ctest's skip code)."""
import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

SKIP = 77


def default_corpus() -> Path:
    return Path(__file__).resolve().parent.parent.parent / "shared" / "corpus" / "alive2-tests"


def read_manifest(corpus: Path):
    rows = []
    lines = (corpus / "MANIFEST.tsv").read_text().splitlines()
    header = lines[0].split("\t")
    for line in lines[1:]:
        if line.strip():
            fields = line.split("\t")
            fields += [""] * (len(header) - len(fields))
            rows.append(dict(zip(header, fields)))
    return rows


def in_scope(row, scope: str) -> bool:
    x86 = "x86-intrinsic" in row["tags"].split(",")
    return scope == "all" or (scope == "x86") == x86


def command(theseus: str, corpus: Path, row, timeout_ms: int):
    path = corpus / row["path"]
    files = [str(path)]
    if row["kind"] == "pair":
        files.append(str(path).replace(".src.ll", ".tgt.ll"))
    args = [theseus, "verify", *files, "--json", "--timeout-ms", str(timeout_ms)]
    if row["kind"] == "ident" and "@src(" in path.read_text() and "@tgt(" not in path.read_text():
        args += ["--src", "src", "--tgt", "src"]  # Alive2 checks an ident file's @src against itself
    for arg in row["test_args"].split():
        if arg.startswith("-func="):
            args += ["--func", arg.split("=", 1)[1]]
        elif arg == "-disallow-ub-exploitation":
            args.append("--disallow-ub-exploitation")
        elif arg == "-disable-undef-input":
            args.append("--disable-undef-input")
        elif arg == "-disable-poison-input":
            args.append("--disable-poison-input")
        elif arg == "-bidirectional":
            args.append("--bidirectional")
        elif arg.startswith("-max-offset-in-bits="):
            pass  # a bound on Alive2's own encoding (offsets of N bits): our model keeps 56-bit offsets
        else:
            args.append("--unknown-alive2-option=" + arg)
    return args


def classify(expected: str, code: int) -> str:
    """The row's class. Where Alive2 itself skips a test as unsupported (`unsupported-skip`), an
    `unknown` or `unsupported` here is the same abstention (agree), and a verdict either way is one
    Alive2 gives nothing to compare with (beyond-alive2)."""
    if expected.startswith("unsupported-skip"):
        return "agree" if code in (2, 3) else ("beyond-alive2" if code in (0, 1) else "bad-input")
    want_correct = expected == "correct"
    if code == 0:
        return "agree" if want_correct else "unsound"
    if code == 1:
        return "over-strict" if want_correct else "agree"
    return {2: "unknown", 3: "unsupported"}.get(code, "bad-input")


def run_one(theseus, corpus, row, timeout_ms):
    start = time.perf_counter()
    proc = subprocess.run(command(theseus, corpus, row, timeout_ms), capture_output=True, text=True)
    seconds = time.perf_counter() - start
    reasons = []
    for line in proc.stdout.splitlines():
        try:
            obj = json.loads(line)
        except json.JSONDecodeError:
            continue
        if obj.get("verdict") != "correct":
            reasons.append(obj.get("reason", ""))
    detail = "; ".join(r for r in reasons if r) or proc.stderr.strip()
    return row, proc.returncode, seconds, detail


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("theseus")
    p.add_argument("--corpus", type=Path, default=default_corpus())
    p.add_argument("--scope", choices=["non-x86", "x86", "all"], default="non-x86")
    p.add_argument("--tag", help="only the rows carrying this MANIFEST tag (e.g. fp)")
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--timeout-ms", type=int, default=10000)
    p.add_argument("--fail-on-unsound", action="store_true")
    p.add_argument("--list-disagreements", action="store_true")
    a = p.parse_args()
    if not (a.corpus / "MANIFEST.tsv").exists():
        print(f"conformance: skipped: no corpus at {a.corpus} (it lives in ../shared/corpus, absent in a fresh clone)")
        return SKIP
    rows = [r for r in read_manifest(a.corpus) if in_scope(r, a.scope) and (not a.tag or a.tag in r["tags"].split(","))]
    wall = time.perf_counter()
    with ThreadPoolExecutor(max_workers=a.jobs) as pool:
        results = list(pool.map(lambda r: run_one(a.theseus, a.corpus, r, a.timeout_ms), rows))
    wall = time.perf_counter() - wall
    counts = {k: 0 for k in ["agree", "unsound", "over-strict", "unknown", "unsupported", "bad-input", "beyond-alive2"]}
    times = []
    disagreements = []
    for row, code, seconds, detail in results:
        kind = classify(row["expected"], code)
        counts[kind] += 1
        times.append(seconds)
        if kind != "agree":
            disagreements.append((kind, row["path"], row["expected"], detail))
    n = len(results)
    print(f"command: {' '.join(sys.argv)}")
    print(f"scope: {a.scope}{', tag ' + a.tag if a.tag else ''}, {n} tests, corpus {a.corpus}")
    for k, v in counts.items():
        print(f"  {k:12} {v:4}" + (f"  ({100.0 * v / n:.1f}%)" if k == "agree" and n else ""))
    if times:
        print(f"time: total {sum(times):.2f} s (wall {wall:.2f} s with {a.jobs} jobs), median {statistics.median(times):.3f} s, max {max(times):.2f} s")
    if a.list_disagreements or counts["unsound"]:
        for kind, path, expected, detail in sorted(disagreements):
            print(f"  {kind:12} {path}: expected {expected}; {detail[:200]}")
    if a.fail_on_unsound and counts["unsound"]:
        print(f"conformance: FAILED: {counts['unsound']} unsound verdicts")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
