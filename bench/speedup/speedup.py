#!/usr/bin/env python3
"""Speedup of real programs with the pass plugin (cache-only, warm cache) over plain clang-19 -O3.

For each program (the realcode libraries with our drivers, bench/speedup/drivers/, and the
programs of examples/corpus): harvest its sources into the cache with `theseus harvest` (all
functions, or with --hot-only only the functions above --hot-threshold of the plain build's
instructions under callgrind); build it plain (clang-19 -O3 -march=M) and with the plugin
cache-only; require identical output; count each kernel's executed instructions (callgrind,
--toggle-collect of the driver's kernel door, or main for a corpus program) and time it in R
interleaved paired rounds (median of plugin/plain in the same round, bootstrap 95% interval);
geometric means per program and over all kernels. Prints a table and writes OUT/speedup.html
(self-contained: chart, table, each applied rewrite with its region's assembly before and after)
and OUT/results.json.

Exit codes: 0 measured; 1 a program's outputs differ (or a build or run failed); 77 no program
could be built or run here (e.g. --only realcode programs without ../shared/corpus/realcode).

usage: speedup.py --theseus build/bin/theseus --plugin build/lib/TheseusPass.so [--march M]
                  [--time-limit S] [--engine E] [-j N] [--cache PATH] [--no-harvest] [--hot-only]
                  [--hot-threshold F] [--rounds R] [--time-ms MS] [--out DIR] [--only A,B]
"""
import argparse
import json
import re
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import html_report  # noqa: E402
import measure  # noqa: E402
import programs as progs  # noqa: E402
import rewrites as rws  # noqa: E402


HARVEST_FIGURES = ("files", "functions", "distinct cuts", "answered by the cache", "synthesized", "distinct proved rewrites",
                   "synthesis throughput (cuts/s)")


def parse_args():
    """The command line (argparse exits 2 on a bad option)."""
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--theseus", help="build/bin/theseus (for the harvest)")
    p.add_argument("--plugin", required=True, help="build/lib/TheseusPass.so")
    p.add_argument("--march", default=None, help="-march of every build and the cost model's CPU (default: x86-64-v3 when the host has it)")
    p.add_argument("--time-limit", default="2", help="harvest: synthesis seconds per cut (default 2)")
    p.add_argument("--engine", default=None, help="harvest: the synthesis engine (default: theseus harvest's, the portfolio)")
    p.add_argument("-j", type=int, default=2, help="harvest workers and parallel callgrind runs (default 2)")
    p.add_argument("--cache", default=None, help="the SQLite rewrite cache (default OUT/cache.db); reused when it exists")
    p.add_argument("--no-harvest", action="store_true", help="use --cache as it is, without harvesting")
    p.add_argument("--hot-only", action="store_true", help="harvest only the functions above --hot-threshold of the plain build's instructions")
    p.add_argument("--hot-threshold", type=float, default=0.01, help="--hot-only: the least share of instructions (default 0.01)")
    p.add_argument("--rounds", type=int, default=5, help="interleaved paired timing rounds (default 5)")
    p.add_argument("--time-ms", type=int, default=200, help="per round, milliseconds each driver kernel is called for (default 200)")
    p.add_argument("--out", default="speedup-out", help="output folder (default speedup-out)")
    p.add_argument("--only", default=None, help="comma-separated program names (zlib,lz4,xxhash,stb, corpus names such as saturate)")
    p.add_argument("--realcode", default=str(progs.REALCODE), help="the realcode folder (default ../shared/corpus/realcode)")
    args = p.parse_args()
    if not args.no_harvest and not args.theseus:
        p.error("--theseus is required unless --no-harvest")
    return args


def select_programs(args, march):
    """The programs to measure, after printing why the others are skipped."""
    realcode, why = progs.realcode_programs(Path(args.realcode))
    if why:
        print(f"SKIP realcode: {why}")
    chosen = realcode + progs.corpus_programs(progs.differential.host_flags(), march)
    if args.only:
        wanted = set(args.only.split(","))
        unknown = wanted - {p.name for p in chosen} - ({"zlib", "lz4", "xxhash", "stb"} if why else set())
        if unknown:
            sys.exit(f"speedup.py: unknown program {', '.join(sorted(unknown))}")
        chosen = [p for p in chosen if p.name in wanted]
    for p in [p for p in chosen if p.requires]:
        print(f"SKIP {p.name}: {p.requires}")
    return [p for p in chosen if not p.requires]


def defines(module_text: str, function: str):
    """Whether an LLVM IR module's text defines (not only declares or calls) `function`."""
    return re.search(rf'^define [^\n]*@(?:{re.escape(function)}|"{re.escape(function)}")\(', module_text, re.M) is not None


def harvest_inputs(args, chosen, plain, out, march):
    """The .ll files to harvest: every source's -O3 IR, or with --hot-only each module cut down
    to its hot functions (llvm-extract-19). Returns (files, {program: [(function, share)]})."""
    files, hot = [], {}
    for program in chosen:
        folder = out / "ir" / program.name
        folder.mkdir(parents=True, exist_ok=True)
        modules = [progs.compile_source(s, folder / progs.object_name(program, s, "ll"), march, "ir") for s in program.sources]
        if not args.hot_only:
            files += modules
            continue
        shares = measure.function_shares(program, plain[program.name], out / "profiles")
        hot[program.name] = sorted(((f, s) for f, s in shares.items() if s >= args.hot_threshold), key=lambda fs: -fs[1])
        names = {f for f, _ in hot[program.name]}
        for module in modules:
            defined = [f for f in names if defines(module.read_text(), f)]
            if defined:
                cut = module.with_suffix(".hot.ll")
                subprocess.run(["llvm-extract-19", "-S", *(f"--func={f}" for f in sorted(defined)), str(module), "-o", str(cut)], check=True)
                files.append(cut)
    return files, hot


def harvest(args, files, cache, out, march):
    """Runs `theseus harvest` over `files` into `cache`; returns (seconds, the report's summary line)."""
    start = time.perf_counter()
    cmd = [args.theseus, "harvest", *map(str, files), "--cache", f"sqlite:{cache}", "--report-dir", str(out / "harvest"), "-j", str(args.j),
           "--time-limit", args.time_limit, "--mcpu", march, *(["--engine", args.engine] if args.engine else [])]
    run = subprocess.run(cmd, capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit(f"speedup.py: {' '.join(cmd[:3])} ... exited {run.returncode}:\n{run.stderr[-3000:]}")
    seconds = time.perf_counter() - start
    summary = ""
    report = out / "harvest" / "report.json"
    if report.exists():
        data = json.loads(report.read_text())
        summary = ", ".join(f"{k} {data[k]}" for k in HARVEST_FIGURES if k in data)
    return seconds, summary


def compare_outputs(chosen, binaries):
    """The programs whose plain and plugin builds print different output (one untimed run each)."""
    differ = []
    for program in chosen:
        outputs = [subprocess.run([str(binaries[program.name][v])], capture_output=True, timeout=3600).stdout for v in ("plain", "plugin")]
        same = outputs[0] == outputs[1]
        print(f"{'PASS' if same else 'FAIL'} {program.name}: outputs {'identical' if same else 'differ'} ({len(outputs[0])} bytes)")
        if not same:
            differ.append(program.name)
    return differ


def count_all(chosen, binaries, kernels, jobs, work):
    """{(program, kernel, variant): instructions}, callgrind runs `jobs` at a time."""
    work.mkdir(parents=True, exist_ok=True)
    tasks = [(p, k, v) for p in chosen for k in kernels[p.name] for v in ("plain", "plugin")]
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        counts = pool.map(lambda t: measure.count_kernel(t[0], binaries[t[0].name][t[2]], t[1], work), tasks)
        return {(p.name, k, v): c for (p, k, v), c in zip(tasks, counts)}


CLOCKS = ("cpu", "wall")


def kernel_rows(chosen, kernels, counts, times):
    """One row per kernel: instruction counts and ratio; per clock (cpu, wall) the median paired
    ratio with its interval, plain's fastest time per call, and the rounds."""
    rows = []
    for program in chosen:
        for kernel in kernels[program.name]:
            plain, plugin = counts[(program.name, kernel, "plain")], counts[(program.name, kernel, "plugin")]
            row = dict(program=program.name, kernel=kernel, plain_instructions=plain, plugin_instructions=plugin,
                       instructions=plugin / plain if plain else float("nan"))
            for clock in CLOCKS:
                series = times[clock].get((program.name, kernel))
                ratio, low, high = measure.ratio_with_interval(series) if series else (float("nan"),) * 3
                row.update({clock: ratio, f"{clock}_low": low, f"{clock}_high": high, f"{clock}_series": series,
                            f"{clock}_plain": min(series["plain"]) if series else float("nan")})
            rows.append(row)
    return rows


def summaries(chosen, rows):
    """[(label, instruction geomean, {clock: (geomean, low, high)})] per program, over the
    realcode kernels, over the corpus programs and over all kernels."""
    out, realcode = [], {p.name for p in chosen if p.harness}
    groups = [(p.name, [r for r in rows if r["program"] == p.name]) for p in chosen]
    groups += [("realcode", [r for r in rows if r["program"] in realcode]), ("corpus", [r for r in rows if r["program"] not in realcode])]
    for label, picked in [g for g in groups if g[1]] + [("all kernels", rows)]:
        out.append((label, measure.geomean(r["instructions"] for r in picked),
                    {c: measure.geomean_with_interval(r[f"{c}_series"] for r in picked if r[f"{c}_series"]) for c in CLOCKS}))
    return out


def describe(instr, clocks):
    """One geometric-mean line: instructions, then each clock's ratio and interval."""
    return (f"instructions {instr:.4f} ({(1 / instr - 1) * 100:+.2f}% speedup); "
            + "; ".join(f"{c} {v:.4f} [95% {lo:.4f}, {hi:.4f}]" for c, (v, lo, hi) in clocks.items()))


def print_table(rows, sums):
    """The per-kernel table and the geometric means on stdout."""
    print(f"{'program':12s} {'kernel':24s} {'instr plain':>14s} {'instr plugin':>14s} {'ratio':>7s} {'cpu plain':>10s} "
          f"{'cpu ratio':>9s} {'95% interval':>17s} {'wall ratio':>10s} {'95% interval':>17s}")
    for r in rows:
        print(f"{r['program']:12s} {r['kernel']:24s} {r['plain_instructions']:14,d} {r['plugin_instructions']:14,d} "
              f"{r['instructions']:7.4f} {r['cpu_plain'] * 1e3:8.3f}ms {r['cpu']:9.4f} [{r['cpu_low']:.4f}, {r['cpu_high']:.4f}] "
              f"{r['wall']:10.4f} [{r['wall_low']:.4f}, {r['wall_high']:.4f}]")
    print("geometric means (plugin / plain; below 1 is faster):")
    for label, instr, clocks in sums:
        print(f"  {label:12s} {describe(instr, clocks)}")


def applied_rewrites(chosen, out, march, plugin, cache, ledger):
    """Each rewrite the plugin applies in a -g build, with its region's assembly before and after."""
    found = []
    for program in chosen:
        report = out / "reports" / f"{program.name}.asm.json"
        report.unlink(missing_ok=True)
        env = progs.plugin_environment(cache, ledger, report, march)
        folder = out / "asm" / program.name
        before = [rws.Listing(p) for p in progs.listings(program, folder, march, "plain")]
        after = [rws.Listing(p) for p in progs.listings(program, folder, march, "plugin", plugin, env)]
        for record in rws.applied_records(report):
            where = (record.get("function", ""), record.get("file", ""), int(record.get("line", 0)), int(record.get("column", 0)))
            found.append(dict(program=program.name, record=record, share=rws.frequency_share(record),
                              before=rws.region_assembly(before, *where), after=rws.region_assembly(after, *where)))
    return found


def main() -> int:
    """Builds, harvests, compares, counts, times and reports; the exit code of the module's doc."""
    args = parse_args()
    flags = progs.differential.host_flags()
    march = args.march or ("x86-64-v3" if progs.differential.V3_FLAGS <= flags else "x86-64-v2")
    out = Path(args.out).resolve()
    out.mkdir(parents=True, exist_ok=True)
    plugin = str(Path(args.plugin).resolve())
    cache = Path(args.cache).resolve() if args.cache else out / "cache.db"
    ledger, reports = out / "proofs.db", out / "reports"
    reports.mkdir(exist_ok=True)
    chosen = select_programs(args, march)
    if not chosen:
        print("SKIP: no program to measure here")
        return 77
    binaries = {p.name: {"plain": progs.build(p, out / "bin" / p.name, march, "plain")} for p in chosen}
    plain = {name: b["plain"] for name, b in binaries.items()}
    harvest_seconds, harvest_summary, hot = 0.0, "not run (--no-harvest)", {}
    if not args.no_harvest:
        files, hot = harvest_inputs(args, chosen, plain, out, march)
        harvest_seconds, harvest_summary = harvest(args, files, cache, out, march) if files else (0.0, "no hot function")
    applied_timed = {}
    for p in chosen:
        report = reports / f"{p.name}.timed.json"
        report.unlink(missing_ok=True)
        binaries[p.name]["plugin"] = progs.build(p, out / "bin" / p.name, march, "plugin", plugin, progs.plugin_environment(cache, ledger, report, march))
        applied_timed[p.name] = sum(obj.get("applied", 0) for obj in rws.read_reports(report))
    differ = compare_outputs(chosen, binaries)
    kernels = {p.name: progs.kernels_of(p, plain[p.name]) for p in chosen}
    counts = count_all(chosen, binaries, kernels, args.j, out / "callgrind")
    load_before = measure.load_average()
    times = measure.interleaved_rounds([(p, binaries[p.name], kernels[p.name]) for p in chosen], args.rounds, args.time_ms)
    load_after = measure.load_average()
    rows = kernel_rows(chosen, kernels, counts, times)
    sums = summaries(chosen, rows)
    summary = [("command", " ".join(sys.argv)), ("-march", march), ("cache", str(cache)),
               ("harvest", f"{harvest_seconds:.1f} s{' (--hot-only, threshold %g)' % args.hot_threshold if args.hot_only else ''}; {harvest_summary}"),
               ("rewrites applied (timed builds)", ", ".join(f"{k} {v}" for k, v in applied_timed.items())),
               ("outputs", "identical" if not differ else "DIFFER: " + ", ".join(differ)),
               ("rounds", f"{args.rounds} (load average before {load_before}, after {load_after})")]
    summary += [(f"geomean {label}", describe(instr, clocks)) for label, instr, clocks in sums]
    for name, value in summary:
        print(f"{name}: {value}")
    for name, functions in hot.items():
        print(f"hot functions of {name}: " + ", ".join(f"{f} {s:.1%}" for f, s in functions))
    print_table(rows, sums)
    found = applied_rewrites(chosen, out, march, plugin, cache, ledger)
    (out / "speedup.html").write_text(html_report.page("Theseus speedup on real code", summary, rows, found))
    (out / "results.json").write_text(json.dumps(dict(summary=dict(summary), hot=hot, kernels=rows,
                                                      rewrites=found, outputs_identical=not differ), indent=1, default=str))
    print(f"{len(found)} applied rewrites in the -g builds; page: {out / 'speedup.html'}")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
