#!/usr/bin/env python3
"""Compile time of the corpus with the pass plugin in cache-only mode and a warm cache, against
plain clang-19 -O3, measured side by side (target: ratio <= 1.01).

The cache is warmed first by `theseus harvest` of the corpus (-j 2, --time-limit seconds per cut),
whose cuts are those the plugin meets at the end of the -O3 pipeline. Then, for each of --rounds rounds, every program is compiled (-c, to an object)
plain, with the plugin in cache-only mode (hits proved again), and with the plugin in cache-only
+ trust-cache mode (hits applied without a proof), in an order rotated per round; the figures are
the sums over all programs of the median time per configuration.

usage: compile_time.py --plugin build/lib/TheseusPass.so --theseus build/bin/theseus [--rounds 5] [--work DIR] [--time-limit 3]
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

CORPUS = Path(__file__).resolve().parents[2] / "examples" / "corpus"


def compile_once(source, out, plugin, env):
    cmd = ["clang-19", "-O3", "-march=x86-64-v3", "-c", str(source), "-o", str(out)]
    if plugin:
        cmd.insert(1, f"-fpass-plugin={plugin}")
    start = time.perf_counter()
    subprocess.run(cmd, check=True, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def applied_by_plugin(programs, plugin, env, work):
    """(cache hits, rewrites applied) summed over one cache-only plugin compile of each program."""
    import json
    report = work / "plugin-report.json"
    report.unlink(missing_ok=True)
    for source in programs:
        compile_once(source, work / "probe.o", plugin, dict(env, THESEUS_REPORT=str(report)))
    text, decoder, at, hits, applied = report.read_text(), json.JSONDecoder(), 0, 0, 0
    while at < len(text):
        while at < len(text) and text[at].isspace():
            at += 1
        if at < len(text):
            obj, at = decoder.raw_decode(text, at)
            hits += obj["cache_hits"]
            applied += obj["applied"]
    return hits, applied


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--plugin", required=True)
    parser.add_argument("--theseus", required=True)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--work", default=None)
    parser.add_argument("--time-limit", default="3")
    args = parser.parse_args()
    plugin = str(Path(args.plugin).resolve())
    work = Path(args.work or tempfile.mkdtemp(prefix="theseus-bench-"))
    work.mkdir(parents=True, exist_ok=True)
    cache = work / "bench-cache.db"
    programs = sorted(CORPUS.glob("*.c"))
    base = dict(os.environ)
    for key in [k for k in base if k.startswith("THESEUS_")]:
        del base[key]
    warm_start = time.perf_counter()
    if not cache.exists():
        subprocess.run([args.theseus, "harvest", str(CORPUS), "--cache", f"sqlite:{cache}", "--report-dir", str(work / "harvest"), "-j", "2",
                        "--time-limit", args.time_limit], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    warm_seconds = time.perf_counter() - warm_start
    configs = {
        "plain": (None, base),
        "plugin cache-only": (plugin, dict(base, THESEUS_CACHE=str(cache), THESEUS_CACHE_ONLY="1")),
        "plugin cache-only trust-cache": (plugin, dict(base, THESEUS_CACHE=str(cache), THESEUS_CACHE_ONLY="1", THESEUS_TRUST_CACHE="1")),
    }
    times = {name: {p.name: [] for p in programs} for name in configs}
    names = list(configs)
    for r in range(args.rounds):
        order = names[r % len(names):] + names[: r % len(names)]
        for source in programs:
            for name in order:
                p, env = configs[name]
                times[name][source.name].append(compile_once(source, work / "bench.o", p, env))
    totals = {name: sum(statistics.median(v) for v in times[name].values()) for name in names}
    print(f"command: {' '.join(sys.argv)}")
    print(f"programs: {len(programs)}, rounds: {args.rounds}, cache warmed by harvest in {warm_seconds:.1f} s (time limit {args.time_limit} s/cut; 0 s = reused)")
    hits = applied_by_plugin(programs, plugin, dict(base, THESEUS_CACHE=str(cache), THESEUS_CACHE_ONLY="1"), work)
    print(f"plugin in cache-only mode: {hits[0]} cache hits, {hits[1]} rewrites applied over the corpus")
    for name in names:
        print(f"{name:32s} {totals[name]:8.3f} s  ratio {totals[name] / totals['plain']:.3f}")
    for source in programs:
        plain = statistics.median(times["plain"][source.name])
        print(f"  {source.name:18s} plain {plain:.3f} s, cache-only x{statistics.median(times['plugin cache-only'][source.name]) / plain:.3f}, "
              f"trust-cache x{statistics.median(times['plugin cache-only trust-cache'][source.name]) / plain:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
