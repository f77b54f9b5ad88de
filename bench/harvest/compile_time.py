#!/usr/bin/env python3
"""Compile time of the corpus with the pass plugin in cache-only mode and a warm cache, against
plain clang-19 -O3, measured side by side (target: ratio <= 1.01).

The cache is either an existing one (--cache PATH, e.g. build/run/cache.db after `make run`, or the
bench-cache.db of an earlier run) or warmed here by `theseus harvest` of the corpus (-j 2,
--time-limit seconds per cut; minutes). The proof ledger (--ledger, default WORK/proofs.db) is
warmed by one untimed cache-only compile of each program, which also counts the cache hits and
applied rewrites; one more untimed compile then writes the proof snapshot of the warm ledger. Then, for each of --rounds rounds, every
program is compiled (-c, to an object) in each configuration (all five, six with --baseline, or plain and those --configs
names), in an order rotated per round (interleaved, so that a change of machine
load hits them alike):
  plain            clang-19 -O3
  plugin loaded    the plugin loaded but disabled (THESEUS_DISABLE=1): the cost of loading it
  cache-only       the plugin in cache-only mode (hits answered by the proof snapshot)
  no snapshot      cache-only without the proof snapshot (THESEUS_NO_SNAPSHOT=1): SQLite cache
                   and proof ledger opened by every compile
  trust-cache      cache-only + trust-cache (hits applied without a proof)
  baseline         with --baseline P0: the plugin P0 (another build) cache-only, with the same
                   cache but a proof ledger of its own (WORK/baseline-proofs.db, warmed by P0 as
                   the ledger is by the plugin), hence a proof snapshot of its own: two builds
                   with different snapshot formats compare without rewriting each other's
  empty plugin     with --empty-plugin E (build/lib/EmptyPassPlugin.so): a pass plugin whose
                   pass does nothing, registered and linked as the plugin is: the floor any pass
                   plugin pays in a clang compile, under the plugin's own cost
Each compile is timed twice: wall-clock, and the CPU time (user + system) of the clang process
from wait4(). The figures are per program and summed over the corpus: the minimum over the rounds
and the median; paired per round (each configuration's corpus total over the plain corpus total of
the same round, median and quartiles over the rounds); and the headline, paired per program: for
each program the median over the rounds of its compile's time over the plain compile of the same
program in the same round (the two ran a fraction of a second apart, so a change of machine speed
between rounds cancels), the programs weighted by plain's median time, with a 95% confidence
interval from resampling the rounds (bootstrap). On this shared two-core machine one compile's CPU
time moves by 7-10% from run to run; a ratio near 1.01 needs a few hundred rounds for an interval
narrower than a percent, and --configs cache-only times only plain and cache-only, so the rounds
are fewer seconds each.

usage: compile_time.py --plugin build/lib/TheseusPass.so [--cache PATH | --theseus build/bin/theseus]
                       [--rounds 10] [--work DIR] [--ledger PATH] [--time-limit 3]
                       [--configs cache-only,plugin loaded,...] [--baseline OTHER_PLUGIN]
                       [--empty-plugin build/lib/EmptyPassPlugin.so]
"""
import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

CORPUS = Path(__file__).resolve().parents[2] / "examples" / "corpus"
FLAGS = ["-O3", "-march=x86-64-v3", "-c"]


def compile_once(source, out, plugin, env):
    """(wall seconds, CPU seconds) of one compile."""
    cmd = ["clang-19", *FLAGS, str(source), "-o", str(out)]
    if plugin:
        cmd.insert(1, f"-fpass-plugin={plugin}")
    start = time.perf_counter()
    child = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(child.pid, 0)
    child.returncode = os.waitstatus_to_exitcode(status)
    if child.returncode != 0:
        sys.exit(f"compile_time.py: {' '.join(cmd)} exited {child.returncode}")
    return time.perf_counter() - start, usage.ru_utime + usage.ru_stime


def warm_cache(args, cache, work):
    """Seconds spent filling `cache` by harvest (0 when it exists)."""
    if cache.exists():
        return 0.0
    if not args.theseus:
        sys.exit(f"compile_time.py: {cache} does not exist; pass --theseus to fill it by harvest")
    start = time.perf_counter()
    subprocess.run([args.theseus, "harvest", str(CORPUS), "--cache", f"sqlite:{cache}", "--report-dir", str(work / "harvest"), "-j", "2",
                    "--time-limit", args.time_limit], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def warm_ledger_and_count(programs, plugin, env, work):
    """(cache hits, rewrites applied) over one untimed cache-only compile of each program."""
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
    compile_once(programs[0], work / "probe.o", plugin, env)
    return hits, applied


def configurations(plugin, cache, ledger):
    base = {k: v for k, v in os.environ.items() if not k.startswith("THESEUS_")}
    cached = dict(base, THESEUS_CACHE=str(cache), THESEUS_CACHE_ONLY="1", THESEUS_PROOF_LEDGER=str(ledger))
    return {
        "plain": (None, base),
        "plugin loaded": (plugin, dict(base, THESEUS_DISABLE="1")),
        "cache-only": (plugin, cached),
        "no snapshot": (plugin, dict(cached, THESEUS_NO_SNAPSHOT="1")),
        "trust-cache": (plugin, dict(cached, THESEUS_TRUST_CACHE="1")),
    }


def measure(programs, configs, rounds, work):
    """{clock: {configuration: {program: [seconds per round]}}} for the clocks "wall" and "cpu"."""
    times = {clock: {name: {p.name: [] for p in programs} for name in configs} for clock in ("wall", "cpu")}
    names = list(configs)
    for r in range(rounds):
        order = names[r % len(names):] + names[: r % len(names)]
        for source in programs:
            for name in order:
                plugin, env = configs[name]
                wall, cpu = compile_once(source, work / "bench.o", plugin, env)
                times["wall"][name][source.name].append(wall)
                times["cpu"][name][source.name].append(cpu)
    return times


def print_totals(clock, times):
    names = list(times)
    for stat_name, stat in (("min", min), ("median", statistics.median)):
        totals = {name: sum(stat(v) for v in times[name].values()) for name in names}
        print(f"total {clock} time ({stat_name} per program, summed):")
        for name in names:
            print(f"  {name:14s} {totals[name]:8.3f} s  ratio {totals[name] / totals['plain']:.3f}")


def print_paired(clock, times):
    """Per round, the corpus total of each configuration over that round's plain total (the
    configurations of a round run side by side); the median and quartiles over the rounds. One
    lucky or unlucky compile moves one round's ratio only, never the median."""
    names = list(times)
    rounds = len(next(iter(times["plain"].values())))
    print(f"paired {clock} time (per round: corpus total / plain corpus total; median [quartiles] over rounds):")
    for name in names[1:]:
        ratios = sorted(sum(times[name][p][r] for p in times[name]) / sum(times["plain"][p][r] for p in times["plain"])
                        for r in range(rounds))
        q1, q3 = ratios[len(ratios) // 4], ratios[(3 * len(ratios)) // 4]
        print(f"  {name:14s} ratio {statistics.median(ratios):.3f} [{q1:.3f}, {q3:.3f}]")


def paired_program_ratio(times, name, rounds):
    """The corpus ratio of `name` to plain from each program's own pairs: per program, the median
    over `rounds` of (its compile / the plain compile of the same program in the same round), which
    ran seconds apart, not a corpus apart; the programs weighted by their median plain time."""
    weights = {p: statistics.median(times["plain"][p][r] for r in rounds) for p in times["plain"]}
    ratios = {p: statistics.median(times[name][p][r] / times["plain"][p][r] for r in rounds) for p in weights}
    return sum(weights[p] * ratios[p] for p in weights) / sum(weights.values())


def bootstrap_interval(estimate, rounds, resamples=2000, seed=1):
    """The 2.5th and 97.5th percentiles of `estimate` over `resamples` resamplings of the rounds
    with replacement: a 95% confidence interval for a figure whose rounds are alike."""
    draw = random.Random(seed)
    values = sorted(estimate([draw.randrange(rounds) for _ in range(rounds)]) for _ in range(resamples))
    return values[int(0.025 * resamples)], values[int(0.975 * resamples) - 1]


def print_paired_programs(clock, times):
    """The headline: paired per program, with a bootstrap 95% confidence interval over rounds."""
    names = list(times)
    rounds = len(next(iter(times["plain"].values())))
    print(f"paired per program, {clock} time (per program: median over rounds of its compile / plain's in the same round;"
          " weighted by plain's median; 95% bootstrap interval over rounds):")
    for name in names[1:]:
        ratio = paired_program_ratio(times, name, range(rounds))
        low, high = bootstrap_interval(lambda picked: paired_program_ratio(times, name, picked), rounds)
        print(f"  {name:14s} ratio {ratio:.4f} [95% {low:.4f}, {high:.4f}]")


def print_programs(clock, programs, times):
    names = list(times)
    print(f"per program, {clock} time (min over rounds; ratio to plain):")
    for source in programs:
        plain = min(times["plain"][source.name])
        ratios = ", ".join(f"{name} x{min(times[name][source.name]) / plain:.3f}" for name in names if name != "plain")
        print(f"  {source.name:18s} plain {plain * 1e3:7.1f} ms, {ratios}")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--plugin", required=True)
    parser.add_argument("--theseus", default=None, help="fills a missing cache by harvest")
    parser.add_argument("--cache", default=None, help="an existing SQLite cache to reuse (default WORK/bench-cache.db)")
    parser.add_argument("--ledger", default=None, help="the proof ledger (default WORK/proofs.db)")
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--work", default=None)
    parser.add_argument("--time-limit", default="3")
    parser.add_argument("--baseline", default=None,
                        help="another build of the plugin, timed cache-only beside --plugin as the configuration "
                             "'baseline': two builds compared side by side in one run")
    parser.add_argument("--empty-plugin", default=None,
                        help="a pass plugin that does nothing (build/lib/EmptyPassPlugin.so), timed as the configuration "
                             "'empty plugin': the floor any pass plugin pays")
    parser.add_argument("--configs", default=None,
                        help="comma-separated configurations to time besides plain (default: all); "
                             "fewer configurations give more rounds in the same time")
    args = parser.parse_args()
    plugin = str(Path(args.plugin).resolve())
    work = Path(args.work or tempfile.mkdtemp(prefix="theseus-bench-"))
    work.mkdir(parents=True, exist_ok=True)
    cache = Path(args.cache).resolve() if args.cache else work / "bench-cache.db"
    ledger = Path(args.ledger).resolve() if args.ledger else work / "proofs.db"
    programs = sorted(CORPUS.glob("*.c"))
    warm_seconds = warm_cache(args, cache, work)
    configs = configurations(plugin, cache, ledger)
    baseline_ledger = work / "baseline-proofs.db"
    if args.baseline:
        baseline_env = dict(configs["cache-only"][1], THESEUS_PROOF_LEDGER=str(baseline_ledger))
        configs["baseline"] = (str(Path(args.baseline).resolve()), baseline_env)
    if args.empty_plugin:
        configs["empty plugin"] = (str(Path(args.empty_plugin).resolve()), configs["plain"][1])
    if args.configs:
        wanted = ["plain", *args.configs.split(",")]
        unknown = [name for name in wanted if name not in configs]
        if unknown:
            sys.exit(f"compile_time.py: unknown configuration {', '.join(unknown)}; known: {', '.join(configs)}")
        configs = {name: configs[name] for name in wanted}
    hits, applied = warm_ledger_and_count(programs, plugin, configurations(plugin, cache, ledger)["cache-only"][1], work)
    if "baseline" in configs:
        baseline_hits, baseline_applied = warm_ledger_and_count(programs, *configs["baseline"], work)
        warm_ledger_and_count(programs, plugin, configurations(plugin, cache, ledger)["cache-only"][1], work)
    load_before = os.getloadavg()
    times = measure(programs, configs, args.rounds, work)
    load_after = os.getloadavg()
    print(f"command: {' '.join(sys.argv)}")
    print(f"cache: {cache} ({'filled by harvest in %.1f s' % warm_seconds if warm_seconds else 'reused'}); ledger: {ledger}")
    print(f"programs: {len(programs)}, rounds: {args.rounds}, clang-19 {' '.join(FLAGS)}")
    print(f"load average (1/5/15 min) before: {' '.join('%.2f' % x for x in load_before)}, after: {' '.join('%.2f' % x for x in load_after)}")
    print(f"plugin in cache-only mode: {hits} cache hits, {applied} rewrites applied over the corpus")
    if "baseline" in configs:
        print(f"baseline in cache-only mode: {baseline_hits} cache hits, {baseline_applied} rewrites applied; ledger: {baseline_ledger}")
    for clock in ("cpu", "wall"):
        print_totals(clock, times[clock])
    for clock in ("cpu", "wall"):
        print_paired(clock, times[clock])
    for clock in ("cpu", "wall"):
        print_paired_programs(clock, times[clock])
    for clock in ("cpu", "wall"):
        print_programs(clock, programs, times[clock])
    return 0


if __name__ == "__main__":
    sys.exit(main())
