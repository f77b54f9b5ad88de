#!/usr/bin/env python3
"""Figures for theseus cachemiss (the static model) and theseus cachesim (the simulator).

usage: cachemiss_bench.py THESEUS KERNEL_DIR [--cap SECONDS] [--only kernels|gemm3|sizes]

1. every kernel of KERNEL_DIR with 64-byte lines (target: <= 10 s each), at the default 32 KiB
   cache and at 512 bytes (where capacity misses occur);
2. gemm with 24-byte lines, 3 doubles per line (target: <= 5 s);
3. gemm at N = 100, 1000, 4000: the model's analysis time (both counting backends) next to the
   simulator's (size_independence.py prints the same with the counts checked against the
   simulator). Every run is capped at --cap seconds (default 120) and reported as "> cap" when
   stopped; the simulator executes N^3 iterations, so it is only run up to N = 400.
"""
import argparse
import os

from timed_run import run_json


def run(cmd, cap):
    """run_json, with the "total" object of a successful run."""
    elapsed, result = run_json(cmd, cap)
    return elapsed, result["total"] if isinstance(result, dict) else result


def fmt(elapsed, cap):
    return "> %d s" % cap if elapsed is None else "%.2f s" % elapsed


def kernels(theseus, kdir, cap):
    print("== 1. every kernel, 64-byte lines (target <= 10 s) ==")
    print("%-16s %10s %10s   %s" % ("kernel", "32 KiB", "512 B", "misses at 512 B (compulsory + capacity)"))
    worst = 0.0
    for name in sorted(os.listdir(kdir)):
        if not name.endswith(".c"):
            continue
        path = os.path.join(kdir, name)
        t1, r1 = run([theseus, "cachemiss", path, "--json"], cap)
        t2, r2 = run([theseus, "cachemiss", path, "--cache-size", "512", "--json"], cap)
        worst = max(worst, t1 or cap, t2 or cap)
        detail = "%d + %d" % (r2["compulsory"], r2["capacity"]) if isinstance(r2, dict) else str(r2)
        print("%-16s %10s %10s   %s" % (name[:-2], fmt(t1, cap), fmt(t2, cap), detail))
    print("slowest: %.2f s (%s)" % (worst, "met" if worst <= 10 else "NOT met"))


def gemm3(theseus, kdir, cap):
    print("\n== 2. gemm, 24-byte lines = 3 doubles per line (target <= 5 s) ==")
    path = os.path.join(kdir, "gemm.c")
    for n in (8, 32):
        for counting in ("enumerate", "symbolic"):
            t, r = run([theseus, "cachemiss", path, "--define", "N=%d" % n, "--line-size", "24",
                        "--cache-size", "768", "--counting", counting, "--json"], cap)
            print("N=%-4d %-10s %10s   %s" % (n, counting, fmt(t, cap), r))


def sizes(theseus, kdir, cap):
    print("\n== 3. gemm: analysis time vs simulation time as N grows (64-byte lines, 32 KiB) ==")
    path = os.path.join(kdir, "gemm.c")
    print("%-6s %14s %14s %14s" % ("N", "model enum", "model symbolic", "simulator"))
    for n in (100, 200, 400, 1000, 4000):
        define = ["--define", "N=%d" % n]
        te, _ = run([theseus, "cachemiss", path, *define, "--counting", "enumerate", "--json"], cap) if n in (100, 1000, 4000) else (0, None)
        ts, _ = run([theseus, "cachemiss", path, *define, "--counting", "symbolic", "--json"], cap) if n in (100, 1000, 4000) else (0, None)
        tsim, _ = run([theseus, "cachesim", path, *define, "--json"], cap) if n <= 400 else (None, None)
        cell = lambda t, on: fmt(t, cap) if on else "-"
        print("%-6d %14s %14s %14s" % (n, cell(te, n in (100, 1000, 4000)), cell(ts, n in (100, 1000, 4000)),
                                        cell(tsim, n <= 400) if n <= 400 else "not run (N^3)"))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("theseus")
    ap.add_argument("kernels")
    ap.add_argument("--cap", type=int, default=120)
    ap.add_argument("--only", choices=["kernels", "gemm3", "sizes"])
    a = ap.parse_args()
    if a.only in (None, "kernels"):
        kernels(a.theseus, a.kernels, a.cap)
    if a.only in (None, "gemm3"):
        gemm3(a.theseus, a.kernels, a.cap)
    if a.only in (None, "sizes"):
        sizes(a.theseus, a.kernels, a.cap)


if __name__ == "__main__":
    main()
