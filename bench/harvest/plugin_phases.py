#!/usr/bin/env python3
"""Where the plugin's time goes inside real compiles: loading it, running the pass, and closing it,
each timed by uprobes (perf) in every compile of the corpus, cache-only with a warm cache.

compile_time.py measures the whole compile side by side with plain clang; one compile's time moves
by 7-10% between runs there, so a difference of one percent needs hundreds of rounds. This bench
times only the plugin's own phases, from kernel timestamps taken when the process enters and
leaves them, so each figure is a fraction of a millisecond measured to a few microseconds, and
says which phase a change helped. It also counts what instructions do not: page faults, the
dynamic linker's symbol lookups, unmapping. It does not see the plugin's indirect costs (caches
the pass leaves cold for the passes after it, the rewritten IR downstream), which only
compile_time.py measures.

Per program and in all, medians over --rounds rounds:
  load      llvm::PassPlugin::Load: dlopen (mapping, relocations, symbol lookups, static
            constructors) and the plugin's entry point
  run       the pass on the module (PassModel<TheseusPass>::run), including the lazy binding of
            the LLVM functions it calls first
  dlclose   LLVM closing the plugin at exit (the plugin is linked -z nodelete: nothing to unmap)
  exit      from exit() to the end of the process, for plain and plugin compiles
  plain     a plain clang-19 -O3 compile of the same program, exec to exit, in the same round
The summary line is (load + run + dlclose) summed over the corpus, over plain's summed time.

Needs root (uprobes), perf and tracefs (mounted here at /sys/kernel/tracing if it is not); exits
2 with a message when they are missing. The probes are removed on every exit. While they are in
place they fire in every process on the machine: a program run under valgrind at the same time
(compile_instructions.py) dies with SIGSEGV in exit(), so do not run the two together.

usage: plugin_phases.py --plugin P --cache CACHE [--rounds 20] [--ledger PATH] [--work DIR] [--lookups]
       plugin_phases.py --empty build/lib/EmptyPassPlugin.so [--rounds 20] [--work DIR] [--lookups]
  --empty times the same phases of the plugin whose pass does nothing (bench/harvest/
  EmptyPassPlugin.cpp): the floor any pass plugin pays, under the plugin's own.
  --lookups counts instead the dynamic linker's symbol lookups (uprobes on do_lookup_x in
  ld-linux) while the plugin loads and while its pass runs, and their time, in compiles with the
  plugin only (each probe hit costs a few microseconds more, so the time is an upper bound). A
  lookup searches clang's whole global scope (clang-19, libclang-cpp, libLLVM, libstdc++, libm,
  libc, ...) for one symbol the plugin refers to: at load its relocations, in the pass the first
  call of each function it imports (lazy binding).
"""
import argparse
import collections
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import compile_time  # noqa: E402

LIBLLVM = Path("/usr/lib/llvm-19/lib/libLLVM.so.19.1")
LIBC = Path("/lib/x86_64-linux-gnu/libc.so.6")
LDSO = Path("/lib64/ld-linux-x86-64.so.2").resolve()
LOAD_SYMBOL = "_ZN4llvm10PassPlugin4LoadERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE"
PASS_SYMBOL = "PassModel<llvm::Module, theseus::plugin::(anonymous namespace)::TheseusPass"
EMPTY_PASS_SYMBOL = "PassModel<llvm::Module, (anonymous namespace)::NothingPass"
GROUP = f"theseusphase{os.getpid()}"
PHASES = {"load": ("load", "loadret"), "run": ("run", "runret"), "dlclose": ("dlclose", "dlcloseret"),
          "exit": ("exit", "sched_process_exit"), "total": ("sched_process_exec", "sched_process_exit")}


def fail(message):
    print(f"plugin_phases.py: {message}", file=sys.stderr)
    sys.exit(2)


def symbol_address(binary, wanted, dynamic):
    """The address of the first symbol of `binary` whose (demangled when not dynamic) name
    contains `wanted` and, for the pass, ends in ::run(...)."""
    cmd = ["nm", "-D" if dynamic else "-C", str(binary)]
    for line in subprocess.run(cmd, check=True, capture_output=True, text=True).stdout.splitlines():
        parts = line.split(None, 2)
        if len(parts) == 3 and wanted in parts[2] and (dynamic or "::run(llvm::Module&" in parts[2]):
            return parts[0].lstrip("0") or "0"
    fail(f"no symbol {wanted} in {binary}")


def add_probes(plugin, pass_symbol, lookups):
    """Entry and return probes on the plugin's load, its pass (`pass_symbol`) and dlclose, and an
    entry probe on exit; with `lookups`, entry and return probes on the dynamic linker's symbol
    lookup too."""
    if os.geteuid() != 0:
        fail("uprobes need root")
    if shutil.which("perf") is None:
        fail("perf is not installed (Debian package linux-perf)")
    if not Path("/sys/kernel/tracing/uprobe_events").exists():
        subprocess.run(["mount", "-t", "tracefs", "nodev", "/sys/kernel/tracing"], capture_output=True)
        if not Path("/sys/kernel/tracing/uprobe_events").exists():
            fail("tracefs is not mounted at /sys/kernel/tracing and could not be mounted")
    load = symbol_address(LIBLLVM, LOAD_SYMBOL, dynamic=True)
    run = symbol_address(plugin, pass_symbol, dynamic=False)
    probes = [(LIBLLVM, f"load=0x{load}"), (LIBLLVM, f"loadret=0x{load}%return"), (plugin, f"run=0x{run}"),
              (plugin, f"runret=0x{run}%return"), (LIBC, "dlclose=dlclose"), (LIBC, "dlcloseret=dlclose%return"),
              (LIBC, "exit=exit")]
    if lookups:
        probes += [(LDSO, "lookup=do_lookup_x"), (LDSO, "lookupret=do_lookup_x%return")]
    for binary, spec in probes:
        added = subprocess.run(["perf", "probe", "-q", "-x", str(binary), "--add", f"{GROUP}:{spec}"], capture_output=True, text=True)
        if added.returncode != 0:
            remove_probes()
            fail(f"perf probe -x {binary} --add {spec}: {added.stderr.strip()}")


def remove_probes():
    subprocess.run(["perf", "probe", "-q", "-d", f"{GROUP}:*"], capture_output=True)


def write_script(programs, plugin, configs, rounds, work, names=("plain", "cache-only")):
    """A shell script that compiles, per round, each program in each configuration of `names`
    (plain and then with the plugin); and the (program, configuration) of each compile in order."""
    order, lines = [], ["#!/bin/sh", "set -e"]
    for _ in range(rounds):
        for source in programs:
            for name in names:
                config_plugin, env = configs[name]
                assignments = " ".join(f"{k}='{v}'" for k, v in env.items() if k.startswith("THESEUS_"))
                flag = f"-fpass-plugin={config_plugin} " if config_plugin else ""
                lines.append(f"env {assignments} clang-19 {flag}{' '.join(compile_time.FLAGS)} {source} -o {work / 'phase.o'}")
                order.append((source.name, name))
    script = work / "phases.sh"
    script.write_text("\n".join(lines) + "\n")
    script.chmod(0o755)
    return script, order


def trace_events(trace):
    """(command, pid, seconds, event) for each event of `trace`, in time order; a return probe's
    event is named without perf's "__return" suffix."""
    out = subprocess.run(["perf", "script", "-i", str(trace), "-F", "comm,pid,time,event"], check=True, capture_output=True,
                         text=True).stdout
    for line in out.splitlines():
        parts = line.split()
        if len(parts) >= 4 and parts[1].isdigit():
            yield parts[0], parts[1], float(parts[2].rstrip(":")), parts[3].rstrip(":").split(":")[-1].removesuffix("__return")


def phases_per_process(trace):
    """[{phase: milliseconds}] for each clang-19 process of `trace`, in the order they started."""
    events, started = collections.defaultdict(dict), []
    for comm, pid, seconds, event in trace_events(trace):
        if event == "sched_process_exec" and comm.startswith("clang"):
            started.append(pid)
            events[pid] = {}
        if pid in events:
            events[pid].setdefault(event, []).append(seconds)
    result = []
    for pid in started:
        e = events[pid]
        result.append({phase: (e[end][-1] - e[begin][0]) * 1e3 for phase, (begin, end) in PHASES.items() if begin in e and end in e})
    return result


def lookups_per_process(trace):
    """[{"load": [count, microseconds], "run": [...]}] of the symbol lookups inside the plugin's load
    and its pass, for each clang-19 process of `trace`, in the order they started."""
    state, started = {}, []
    for comm, pid, seconds, event in trace_events(trace):
        if event == "sched_process_exec" and comm.startswith("clang"):
            started.append(pid)
            state[pid] = {"phase": None, "since": None, "load": [0, 0.0], "run": [0, 0.0]}
        s = state.get(pid)
        if s is None:
            continue
        if event in ("load", "run"):
            s["phase"] = event
        elif event in ("loadret", "runret"):
            s["phase"] = None
        elif event == "lookup":
            s["since"] = seconds
        elif event == "lookupret" and s["phase"] and s["since"] is not None:
            s[s["phase"]][0] += 1
            s[s["phase"]][1] += (seconds - s["since"]) * 1e6
            s["since"] = None
    return [{phase: state[pid][phase] for phase in ("load", "run")} for pid in started]


def report_lookups(programs, order, measured):
    per = collections.defaultdict(lambda: collections.defaultdict(list))
    for (program, _), phases in zip(order, measured):
        for phase, (count, micros) in phases.items():
            per[program][phase].append((count, micros))
    med = lambda program, phase, i: statistics.median(x[i] for x in per[program][phase]) if per[program][phase] else 0
    print(f"{'program':18s} {'load':>7s} {'load us':>8s} {'run':>7s} {'run us':>8s}  (symbol lookups and their time, medians)")
    sums = collections.Counter()
    for source in programs:
        p = source.name
        row = {"load": med(p, "load", 0), "load us": med(p, "load", 1), "run": med(p, "run", 0), "run us": med(p, "run", 1)}
        sums.update(row)
        print(f"{p:18s} {row['load']:7.0f} {row['load us']:8.0f} {row['run']:7.0f} {row['run us']:8.0f}")
    print(f"{'all':18s} {sums['load']:7.0f} {sums['load us']:8.0f} {sums['run']:7.0f} {sums['run us']:8.0f}")


def report(programs, order, measured):
    per = collections.defaultdict(lambda: collections.defaultdict(list))
    for (program, config), phases in zip(order, measured):
        for phase, ms in phases.items():
            per[(program, config)][phase].append(ms)
    med = lambda program, config, phase: statistics.median(per[(program, config)][phase]) if per[(program, config)][phase] else 0.0
    print(f"{'program':18s} {'plain':>9s} {'load':>7s} {'run':>7s} {'dlclose':>7s} {'exit':>7s} {'plain exit':>10s}  (ms, medians)")
    sums = collections.Counter()
    for source in programs:
        p = source.name
        row = {"plain": med(p, "plain", "total"), "load": med(p, "cache-only", "load"), "run": med(p, "cache-only", "run"),
               "dlclose": med(p, "cache-only", "dlclose"), "exit": med(p, "cache-only", "exit"), "plain exit": med(p, "plain", "exit")}
        sums.update(row)
        print(f"{p:18s} {row['plain']:9.2f} {row['load']:7.3f} {row['run']:7.3f} {row['dlclose']:7.3f} {row['exit']:7.3f} {row['plain exit']:10.3f}")
    print(f"{'all':18s} {sums['plain']:9.2f} {sums['load']:7.3f} {sums['run']:7.3f} {sums['dlclose']:7.3f} {sums['exit']:7.3f} {sums['plain exit']:10.3f}")
    own = sums["load"] + sums["run"] + sums["dlclose"]
    print(f"the plugin's own phases (load + run + dlclose): {own:.2f} ms over plain's {sums['plain']:.1f} ms = ratio {1 + own / sums['plain']:.4f}"
          f" (load {sums['load'] / sums['plain'] * 100:.2f}%, run {sums['run'] / sums['plain'] * 100:.2f}%,"
          f" dlclose {sums['dlclose'] / sums['plain'] * 100:.2f}%); exit, plugin - plain: {sums['exit'] - sums['plain exit']:+.2f} ms")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--plugin", default=None)
    parser.add_argument("--empty", default=None, help="build/lib/EmptyPassPlugin.so instead of --plugin: the floor")
    parser.add_argument("--cache", default=None, help="a warm SQLite cache (e.g. the bench-cache.db of compile_time.py)")
    parser.add_argument("--ledger", default=None)
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--work", default=None)
    parser.add_argument("--lookups", action="store_true", help="count the dynamic linker's symbol lookups in load and run instead")
    args = parser.parse_args()
    work = Path(args.work or tempfile.mkdtemp(prefix="theseus-phases-")).resolve()
    work.mkdir(parents=True, exist_ok=True)
    if bool(args.plugin) == bool(args.empty) or (args.plugin and not args.cache):
        fail("give --plugin P with --cache CACHE, or --empty build/lib/EmptyPassPlugin.so")
    cache = Path(args.cache).resolve() if args.cache else work / "unused-cache.db"
    if args.plugin and not cache.exists():
        fail(f"{cache} does not exist (fill one with compile_time.py --theseus)")
    if not Path(args.plugin or args.empty).is_file():
        fail(f"{args.plugin or args.empty}: no such plugin (build it with ninja -C build TheseusPass EmptyPassPlugin)")
    plugin = work / "plugin.so"
    shutil.copyfile(args.plugin or args.empty, plugin)
    ledger = Path(args.ledger).resolve() if args.ledger else work / "proofs.db"
    programs = sorted(compile_time.CORPUS.glob("*.c"))
    configs = compile_time.configurations(str(plugin), cache, ledger)
    hits, applied = compile_time.warm_ledger_and_count(programs, str(plugin), configs["cache-only"][1], work) if args.plugin else (0, 0)
    script, order = write_script(programs, plugin, configs, args.rounds, work, ("cache-only",) if args.lookups else ("plain", "cache-only"))
    remove_probes()
    add_probes(plugin, PASS_SYMBOL if args.plugin else EMPTY_PASS_SYMBOL, args.lookups)
    try:
        trace = work / "phases.data"
        subprocess.run(["perf", "record", "-q", "-a", "-o", str(trace), "-e", f"{GROUP}:*", "-e", "sched:sched_process_exec", "-e",
                        "sched:sched_process_exit", "--", str(script)], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                       env=configs["plain"][1])
        measured = lookups_per_process(trace) if args.lookups else phases_per_process(trace)
    finally:
        remove_probes()
    if len(measured) != len(order):
        fail(f"the trace has {len(measured)} clang processes for {len(order)} compiles")
    print(f"command: {' '.join(sys.argv)}")
    mode = f"cache-only: {hits} cache hits, {applied} rewrites applied over the corpus" if args.plugin else "the empty plugin"
    print(f"programs: {len(programs)}, rounds: {args.rounds}, clang-19 {' '.join(compile_time.FLAGS)}; {mode}")
    if args.lookups:
        report_lookups(programs, order, measured)
    else:
        report(programs, order, measured)
    return 0


if __name__ == "__main__":
    sys.exit(main())
