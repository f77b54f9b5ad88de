#!/usr/bin/env python3
"""Compile cost of the corpus with the pass plugin in cache-only mode and a warm cache, against
plain clang-19 -O3, counted in instructions executed (valgrind's callgrind), not in seconds.

compile_time.py measures the target as a time ratio. On a shared two-core machine one compile's
time moves by several percent from run to run, which is more than the one percent being measured.
The count of instructions a process executes does not depend on the machine's load: it is the
figure LLVM's own compile-time tracker leads with (instructions:u). This machine's kernel gives no
hardware counters to `perf`, so callgrind counts them (about 30x slower; the corpus takes about a
minute per configuration on two cores). The count covers user mode only: system time, cache
misses and page faults are not in it, and the time ratio of compile_time.py stays the target's
measure; this one says where the instructions go.

For each program and configuration (plain; plugin loaded but disabled; cache-only; as in
compile_time.py) it prints the instructions executed, and for the plugin's configurations the
instructions inclusive in loading the plugin (llvm::PassPlugin::Load) and in the pass
(TheseusPass::run); what is left of the difference to plain is the cost of the rewritten IR in the
passes after ours and in the back end. Plain is counted twice to show how far the count moves
between two identical runs (hash tables keyed by address iterate in another order).

usage: compile_instructions.py --plugin P --cache CACHE [--ledger PATH] [--work DIR] [-j 2] [--pass-only]
  --pass-only counts only the cache-only compiles and prints the pass's instructions per program
  and in all (a few minutes on one core: for comparing two builds of the pass).
"""
import argparse
import re
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import compile_time  # noqa: E402

CONFIGURATIONS = ("plain", "plain again", "plugin loaded", "cache-only")
LOAD_SYMBOL = "llvm::PassPlugin::Load("
PASS_SYMBOL = re.compile(r"PassModel<llvm::Module, theseus::plugin::\(anonymous namespace\)::TheseusPass, [^>]*>>::run\(")


def inclusive(profile, symbol):
    """Instructions inclusive in the first function of `profile` whose name matches `symbol`."""
    text = subprocess.run(["callgrind_annotate", "--inclusive=yes", "--threshold=100", str(profile)], check=True, capture_output=True,
                          text=True).stdout
    for line in text.splitlines():
        if (symbol.search(line) if isinstance(symbol, re.Pattern) else symbol in line):
            return int(line.split()[0].replace(",", ""))
    return 0


def count(source, name, plugin, env, work):
    """{"total", "load", "pass"} instructions of one compile under callgrind."""
    stem = f"{source.stem}.{name.replace(' ', '-')}"
    profile = work / f"{stem}.callgrind"
    cmd = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={profile}", "clang-19", *compile_time.FLAGS, str(source), "-o",
           str(work / f"{stem}.o")]
    if plugin:
        cmd.insert(cmd.index("clang-19") + 1, f"-fpass-plugin={plugin}")
    run = subprocess.run(cmd, env=env, capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit(f"compile_instructions.py: {' '.join(cmd)} exited {run.returncode}:\n{run.stderr[-2000:]}")
    total = int(re.search(r"Collected : (\d+)", run.stderr).group(1))
    out = {"total": total, "load": 0, "pass": 0}
    if plugin:
        out["load"], out["pass"] = inclusive(profile, LOAD_SYMBOL), inclusive(profile, PASS_SYMBOL)
    profile.unlink()
    return out


def print_table(programs, counts):
    print("instructions executed (millions); load and pass are inclusive in llvm::PassPlugin::Load and TheseusPass::run:")
    print(f"  {'program':18s} {'plain':>9s} {'again':>7s} {'loaded':>7s} {'cache-only':>10s} {'load':>6s} {'pass':>6s} {'after':>7s}")
    for p in programs:
        c = {name: counts[(p.name, name)] for name in CONFIGURATIONS}
        plain = c["plain"]["total"]
        after = c["cache-only"]["total"] - c["plugin loaded"]["total"] - c["cache-only"]["pass"]
        print(f"  {p.name:18s} {plain / 1e6:9.1f} {c['plain again']['total'] / plain:7.4f} {c['plugin loaded']['total'] / plain:7.4f} "
              f"{c['cache-only']['total'] / plain:10.4f} {c['cache-only']['load'] / 1e6:6.2f} {c['cache-only']['pass'] / 1e6:6.2f} "
              f"{after / 1e6:+7.2f}")


def print_totals(programs, counts):
    total = {name: sum(counts[(p.name, name)]["total"] for p in programs) for name in CONFIGURATIONS}
    load = sum(counts[(p.name, "cache-only")]["load"] for p in programs)
    pass_ = sum(counts[(p.name, "cache-only")]["pass"] for p in programs)
    plain = total["plain"]
    print("corpus totals (instructions, ratio to plain):")
    for name in CONFIGURATIONS:
        print(f"  {name:14s} {total[name] / 1e6:9.1f} M  ratio {total[name] / plain:.4f}")
    after = total["cache-only"] - total["plugin loaded"] - pass_
    print(f"  of cache-only's difference to plain: loading the plugin {load / plain:.4%} (inclusive in Load), "
          f"the loaded plugin in all {(total['plugin loaded'] - plain) / plain:.4%}, the pass {pass_ / plain:.4%}, "
          f"the rewritten IR after the pass {after / plain:+.4%}")


def print_pass_only(programs, counts):
    print("instructions inclusive in TheseusPass::run (millions), cache-only:")
    for p in programs:
        print(f"  {p.name:18s} {counts[(p.name, 'cache-only')]['pass'] / 1e6:7.2f}")
    print(f"  {'corpus':18s} {sum(counts[(p.name, 'cache-only')]['pass'] for p in programs) / 1e6:7.2f}")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--plugin", required=True)
    parser.add_argument("--cache", required=True, help="a warm SQLite cache (e.g. the bench-cache.db of compile_time.py)")
    parser.add_argument("--ledger", default=None, help="the proof ledger (default WORK/proofs.db)")
    parser.add_argument("--work", default=None)
    parser.add_argument("-j", type=int, default=2)
    parser.add_argument("--pass-only", action="store_true", help="count only the cache-only compiles")
    args = parser.parse_args()
    for tool in ("valgrind", "callgrind_annotate", "clang-19"):
        if not shutil.which(tool):
            sys.exit(f"compile_instructions.py: {tool} is not installed (scripts/bootstrap.sh installs it)")
    plugin = str(Path(args.plugin).resolve())
    work = Path(args.work or tempfile.mkdtemp(prefix="theseus-instructions-"))
    work.mkdir(parents=True, exist_ok=True)
    cache = Path(args.cache).resolve()
    if not cache.exists():
        sys.exit(f"compile_instructions.py: {cache} does not exist (fill one with compile_time.py --theseus)")
    ledger = Path(args.ledger).resolve() if args.ledger else work / "proofs.db"
    programs = sorted(compile_time.CORPUS.glob("*.c"))
    configs = compile_time.configurations(plugin, cache, ledger)
    configs["plain again"] = configs["plain"]
    hits, applied = compile_time.warm_ledger_and_count(programs, plugin, configs["cache-only"][1], work)
    jobs = [(p, name) for p in programs for name in (("cache-only",) if args.pass_only else CONFIGURATIONS)]
    with ThreadPoolExecutor(max_workers=args.j) as pool:
        results = pool.map(lambda job: count(job[0], job[1], *configs[job[1]], work), jobs)
        counts = {(p.name, name): r for (p, name), r in zip(jobs, results)}
    print(f"command: {' '.join(sys.argv)}")
    print(f"cache: {cache}; ledger: {ledger}; programs: {len(programs)}; clang-19 {' '.join(compile_time.FLAGS)}")
    print(f"plugin in cache-only mode: {hits} cache hits, {applied} rewrites applied over the corpus")
    if args.pass_only:
        print_pass_only(programs, counts)
    else:
        print_table(programs, counts)
        print_totals(programs, counts)
    return 0


if __name__ == "__main__":
    sys.exit(main())
