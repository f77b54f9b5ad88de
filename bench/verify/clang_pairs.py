#!/usr/bin/env python3
"""Pairs from clang + LLVM's optimizer over random C functions, checked by `theseus verify`.

usage: bench/verify/clang_pairs.py THESEUS [--kind int|memory] [--count N] [--seed S]
                                   [--timeout-ms N] [--passes P] [--work DIR] [--list]
                                   [--alive-tv PATH]

Writes N random loop-free C functions: with `--kind int` (the default) over 32-bit integers
(multiplications, branches and ternaries, so that products reach the result through phis and
selects); with `--kind memory` with pointer parameters, local arrays, loads and stores, pointer
arithmetic and comparisons and small memcpy/memset (memory_functions.py). It compiles each with
`clang-19 -O0 -Xclang -disable-O0-optnone` + `opt-19 -passes=mem2reg` as src and runs
`opt-19 -passes=P` (default `default<O2>`) on that for tgt, then verifies tgt against src with
--timeout-ms (default 30000). Prints the verdict counts, the decided count, the total and the
slowest times (wall, and CPU of the verifier); any `incorrect` is listed with its file to be
examined (an LLVM bug or ours). With `--alive-tv PATH`, Alive2's alive-tv checks each pair after
theseus (one after the other, never at once) with `--smt-to` of the same limit: `--list` shows
both verdicts and times, and the summary adds alive-tv's counts and CPU time, the ratio of the
CPU totals, the pairs only one of them decides and any pair where one says correct and the other
incorrect."""
import argparse
import json
import random
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from alive_tv import run_alive_tv
from memory_functions import memory_function

VARS = ["a", "b", "c"]
BINOPS = ["+", "-", "*", "*", "&", "|", "^"]


def expr(rng: random.Random, depth: int, names) -> str:
    if depth == 0 or rng.random() < 0.25:
        return rng.choice(names) if rng.random() < 0.8 else str(rng.choice([1, 2, 3, 5, 7, 255, -1, 0x10001]))
    kind = rng.random()
    if kind < 0.12:
        return f"({expr(rng, depth - 1, names)} << {rng.randint(0, 31)})"
    if kind < 0.22:
        return f"(({expr(rng, depth - 1, names)}) >> {rng.randint(0, 31)})"
    return f"({expr(rng, depth - 1, names)} {rng.choice(BINOPS)} {expr(rng, depth - 1, names)})"


def cond(rng: random.Random, names) -> str:
    op = rng.choice(["<", ">", "==", "!=", "<=", ">="])
    return f"{expr(rng, 2, names)} {op} {expr(rng, 1, names)}"


def function(rng: random.Random, index: int) -> str:
    ty = rng.choice(["int", "unsigned"])
    names = list(VARS)
    lines = [f"{ty} f{index}({ty} a, {ty} b, {ty} c) {{", f"  {ty} x = {expr(rng, 3, names)};"]
    names.append("x")
    lines += [f"  if ({cond(rng, names)}) x = {expr(rng, 3, names)};", f"  else x = {expr(rng, 3, names)};"]
    lines.append(f"  {ty} y = ({cond(rng, names)}) ? {expr(rng, 2, names)} : {expr(rng, 2, names)};")
    names.append("y")
    lines += [f"  return {expr(rng, 3, names)};", "}"]
    return "\n".join(lines) + "\n"


def compile_pair(c_file: Path, passes: str):
    """src and tgt of `c_file`; raises CalledProcessError (with stderr) when clang or opt fails."""
    o0 = c_file.with_suffix(".o0.ll")
    src = c_file.with_suffix(".src.ll")
    tgt = c_file.with_suffix(".tgt.ll")
    for command in (["clang-19", "-w", "-O0", "-Xclang", "-disable-O0-optnone", "-S", "-emit-llvm", "-o", str(o0), str(c_file)],
                    ["opt-19", "-S", "-passes=mem2reg", "-o", str(src), str(o0)],
                    ["opt-19", "-S", f"-passes={passes}", "-o", str(tgt), str(src)]):
        subprocess.run(command, check=True, capture_output=True, text=True)
    return src, tgt


def children_cpu() -> float:
    """User plus system CPU seconds of the finished child processes so far."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def print_beside_alive(rows) -> None:
    """The summary of ROWS, (name, theseus verdict, theseus CPU, AliveResult) per pair: alive-tv's
    verdict counts and CPU total, the ratio of theseus's CPU total to alive-tv's, the pairs one of
    them decides and the other does not, and every pair where their verdicts contradict."""
    decided = ("correct", "incorrect")
    counts = {}
    for _, _, _, alive in rows:
        counts[alive.verdict] = counts.get(alive.verdict, 0) + 1
    theseus_cpu = sum(cpu for _, _, cpu, _ in rows)
    alive_cpu = sum(alive.cpu for _, _, _, alive in rows)
    ratio = f"{theseus_cpu / alive_cpu:.2f}" if alive_cpu > 0 else "-"
    print(f"alive-tv: decided {sum(counts.get(v, 0) for v in decided)}, "
          + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))
    print(f"cpu beside alive-tv: theseus {theseus_cpu:.2f} s, alive-tv {alive_cpu:.2f} s, ratio {ratio}")
    for name, verdict, cpu, alive in rows:
        if (verdict in decided) != (alive.verdict in decided):
            who = "alive-tv" if alive.verdict in decided else "theseus"
            print(f"  only {who} decides {name}: theseus {verdict} ({cpu:.2f} s), alive-tv {alive.verdict} ({alive.cpu:.2f} s) {alive.reason}")
        elif verdict in decided and verdict != alive.verdict:
            print(f"  DISAGREE {name}: theseus {verdict}, alive-tv {alive.verdict} {alive.reason}")


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("theseus")
    p.add_argument("--kind", choices=["int", "memory"], default="int")
    p.add_argument("--count", type=int, default=50)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--timeout-ms", type=int, default=30000)
    p.add_argument("--passes", default="default<O2>")
    p.add_argument("--work", type=Path)
    p.add_argument("--list", action="store_true", help="print every pair's verdict and time")
    p.add_argument("--alive-tv", help="also check each pair with this alive-tv, after theseus")
    a = p.parse_args()
    work = a.work or Path(tempfile.mkdtemp(prefix="clang-pairs-"))
    work.mkdir(parents=True, exist_ok=True)
    rng = random.Random(a.seed)
    counts, times, cpu_times, flagged, beside = {}, [], [], [], []
    for i in range(a.count):
        c_file = work / f"f{i}.c"
        c_file.write_text(memory_function(rng, i) if a.kind == "memory" else function(rng, i))
        try:
            src, tgt = compile_pair(c_file, a.passes)
        except subprocess.CalledProcessError as e:
            counts["compile-error"] = counts.get("compile-error", 0) + 1
            flagged.append(("compile-error", c_file.name, ((e.stderr or "").strip().splitlines() or [e.cmd[0]])[-1]))
            continue
        start, cpu_start = time.perf_counter(), children_cpu()
        proc = subprocess.run([a.theseus, "verify", str(src), str(tgt), "--json", "--timeout-ms", str(a.timeout_ms)],
                              capture_output=True, text=True)
        seconds, cpu = time.perf_counter() - start, children_cpu() - cpu_start
        cpu_times.append((cpu, c_file.name))
        verdicts = [json.loads(line) for line in proc.stdout.splitlines() if line.startswith("{")]
        verdict = verdicts[0]["verdict"] if verdicts else f"exit {proc.returncode}"
        reason = verdicts[0].get("reason", "") if verdicts else proc.stderr.strip()[:120]
        counts[verdict] = counts.get(verdict, 0) + 1
        times.append((seconds, c_file.name))
        if verdict != "correct":
            flagged.append((verdict, c_file.name, reason))
        alive = run_alive_tv(a.alive_tv, src, tgt, a.timeout_ms, children_cpu) if a.alive_tv else None
        if alive:
            beside.append((c_file.name, verdict, cpu, alive))
        if a.list:
            parts = verdicts[0].get("disjunct_parts", 0) if verdicts else 0
            split = f" [{parts} disjuncts]" if parts else ""
            alive_column = f" | alive-tv {alive.verdict} {alive.seconds:.2f} s (cpu {alive.cpu:.2f} s) {alive.reason}" if alive else ""
            print(f"  {c_file.name}: {verdict} {seconds:.2f} s (cpu {cpu:.2f} s){split} {reason}{alive_column}")
    decided = counts.get("correct", 0) + counts.get("incorrect", 0)
    total = sum(t for t, _ in times)
    print(f"command: {' '.join(sys.argv)}")
    print(f"work: {work}")
    print(f"pairs: {a.count}, decided {decided}, " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))
    print(f"time: total {total:.2f} s, slowest " + ", ".join(f"{n} {t:.2f} s" for t, n in sorted(times, reverse=True)[:3]))
    cpu_total = sum(t for t, _ in cpu_times)
    print(f"cpu: total {cpu_total:.2f} s, slowest " + ", ".join(f"{n} {t:.2f} s" for t, n in sorted(cpu_times, reverse=True)[:3]))
    for verdict, name, reason in flagged:
        print(f"  {verdict:10} {name}: {reason}")
    if a.alive_tv:
        print_beside_alive(beside)
    return 0


if __name__ == "__main__":
    sys.exit(main())
