#!/usr/bin/env python3
"""Differential test of the pass plugin on the corpus: every program is compiled with
`clang-19 -O3 -march=M` with and without `-fpass-plugin=TheseusPass.so`, both binaries run, and
their outputs must be identical. M is x86-64-v3 when the host has it; programs whose first line
says `requires: avx2` are skipped (with a message) on hosts without AVX2, which then use
x86-64-v2. The plugin must apply at least one rewrite across the corpus (its JSON reports are
summed). Exit 0: all compared programs agree; 1: a mismatch, a failed compile/run, or no rewrite
applied; 77: none could run.

The plugin synthesizes with --engine (default massalin, seconds for the corpus) into a cache in the
work directory; with --warm-with THESEUS the cache is first filled by `theseus harvest` (the default
engine, minotaur when built; minutes) and the plugin runs cache-only, applying those rewrites.

usage: differential.py --plugin build/lib/TheseusPass.so [--work DIR] [--clang clang-19]
                       [--engine E] [--warm-with build/bin/theseus] [PROGRAM.c...]
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

V3_FLAGS = {"avx", "avx2", "bmi1", "bmi2", "fma", "movbe", "f16c", "abm"}
V2_FLAGS = {"sse4_1", "sse4_2", "ssse3", "popcnt"}


def host_flags() -> set:
    try:
        text = Path("/proc/cpuinfo").read_text()
    except OSError:
        return set()
    match = re.search(r"^flags\s*:\s*(.*)$", text, re.M)
    return set(match.group(1).split()) if match else set()


def requirements(source: Path) -> set:
    first = source.read_text().splitlines()[0] if source.stat().st_size else ""
    match = re.search(r"requires:\s*([\w.,\s]+?)\.", first)
    return {r.strip() for r in match.group(1).split(",")} if match else set()


def skip_reason(source: Path, flags: set, march: str) -> str:
    """Why `source` cannot run on this host, or the empty string."""
    missing = {r for r in requirements(source) if r not in flags}
    if missing or (march != "x86-64-v3" and "avx2" in requirements(source)):
        return "the host lacks " + ", ".join(sorted(missing or {"avx2"}))
    return ""


def run(cmd, env=None, timeout=300):
    return subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=timeout)


def applied_rewrites(report: Path) -> int:
    """The sum of "applied" over the JSON reports the plugin appended to `report`."""
    if not report.exists():
        return 0
    text, decoder, total, at = report.read_text(), json.JSONDecoder(), 0, 0
    while at < len(text):
        while at < len(text) and text[at].isspace():
            at += 1
        if at >= len(text):
            break
        obj, at = decoder.raw_decode(text, at)
        total += obj.get("applied", 0)
    return total


def corpus_setup(program_args, work_arg, prefix):
    """(programs, work dir, host flags, -march): the given programs or every corpus program, the
    work directory (created; a fresh temporary one with `prefix` when none is given), and the
    best of x86-64-v3 and x86-64-v2 the host runs — None, with a SKIP message, when neither."""
    corpus = Path(__file__).resolve().parent
    programs = [Path(p) for p in program_args] or sorted(corpus.glob("*.c"))
    work = Path(work_arg or tempfile.mkdtemp(prefix=prefix))
    work.mkdir(parents=True, exist_ok=True)
    flags = host_flags()
    march = "x86-64-v3" if V3_FLAGS <= flags else "x86-64-v2" if V2_FLAGS <= flags else None
    if march is None:
        print("SKIP all: the host has neither x86-64-v3 nor x86-64-v2")
    return programs, work, flags, march


def compare_programs(programs, flags, march, clang, work, env, label, plugin_flag):
    """Compiles each program of `programs` the host can run with `clang -O3 -march=M`, without and
    with `plugin_flag` (the variant called `label`), runs both and compares their outputs, printing
    PASS, FAIL or SKIP per program. Returns (programs compared, failures)."""
    failures, compared = 0, 0
    for source in programs:
        reason = skip_reason(source, flags, march)
        if reason:
            print(f"SKIP {source.name}: {reason}")
            continue
        outputs = []
        for variant, extra in (("plain", []), (label, [plugin_flag])):
            binary = work / f"{source.stem}.{variant}"
            compile_ = run([clang, "-O3", f"-march={march}", *extra, str(source), "-o", str(binary)], env=env)
            if compile_.returncode != 0:
                print(f"FAIL {source.name}: {variant} compile failed:\n{compile_.stderr[-3000:]}")
                outputs = None
                break
            result = run([str(binary)], timeout=60)
            if result.returncode != 0:
                print(f"FAIL {source.name}: {variant} binary exited {result.returncode}")
                outputs = None
                break
            outputs.append(result.stdout)
        if outputs is None:
            failures += 1
            continue
        compared += 1
        if outputs[0] != outputs[1]:
            failures += 1
            print(f"FAIL {source.name}: outputs differ\n  plain: {outputs[0].strip()}\n  {label}: {outputs[1].strip()}")
        else:
            print(f"PASS {source.name}: {outputs[0].strip()}")
    return compared, failures


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--plugin", required=True)
    parser.add_argument("--clang", default="clang-19")
    parser.add_argument("--work", default=None)
    parser.add_argument("--time-limit", default="2")
    parser.add_argument("--engine", default="massalin",
                        help="the plugin's synthesis engine when it synthesizes (default massalin: fast)")
    parser.add_argument("--warm-with", metavar="THESEUS",
                        help="first fill the cache with `THESEUS harvest` of the programs (the default engine, -j 2), then "
                             "run the plugin cache-only")
    parser.add_argument("programs", nargs="*")
    args = parser.parse_args()
    programs, work, flags, march = corpus_setup(args.programs, args.work, "theseus-corpus-")
    if march is None:
        return 77
    env = dict(os.environ)
    env.setdefault("THESEUS_CACHE", str(work / "corpus-cache.db"))
    env.setdefault("THESEUS_TIME_LIMIT", args.time_limit)
    env.setdefault("THESEUS_ENGINE", args.engine)
    if args.warm_with:
        runnable = [p for p in programs if not skip_reason(p, flags, march)]
        subprocess.run([args.warm_with, "harvest", *map(str, runnable), "--cache", env["THESEUS_CACHE"], "--report-dir",
                        str(work / "harvest"), "-j", "2", "--time-limit", args.time_limit, "--march", march], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        env["THESEUS_CACHE_ONLY"] = "1"
    report = work / "plugin-report.json"
    report.unlink(missing_ok=True)
    env["THESEUS_REPORT"] = str(report)
    compared, failures = compare_programs(programs, flags, march, args.clang, work, env, "plugin", f"-fpass-plugin={args.plugin}")
    applied = applied_rewrites(report)
    print(f"{compared} programs compared, {failures} failures, {applied} rewrites applied by the plugin (-march={march}, work dir {work})")
    if compared and applied == 0:
        print("FAIL: the plugin applied no rewrite anywhere in the corpus (did it run?)")
        failures += 1
    if failures:
        return 1
    return 0 if compared else 77


if __name__ == "__main__":
    sys.exit(main())
