#!/usr/bin/env python3
"""Problem-size independence of `theseus cachemiss` on gemm (issue 7's last target).

usage: size_independence.py THESEUS GEMM_C [--sizes 100,200,300,1000,4000] [--sim-max 300]
                            [--counting auto|symbolic|enumerate] [--cap SECONDS]

For each N: the model's wall time (default 32 KiB cache, 64-byte lines, doubles; --counting
auto picks the symbolic backend above 100000 dynamic accesses, i.e. for every N here) and the
simulator's. The simulator executes 4 N^3 + 2 N^2 accesses; it is run up to --sim-max and its
time beyond is extrapolated as t(sim-max) * (N / sim-max)^3 (marked "~ ... extrapolated"),
because at N = 4000 it would run for hours. Where both ran, "counts equal?" compares the
model's compulsory and capacity misses with the simulator's, per access and in total.
Target: the model's time at the largest N within 2x of its time at N = 100.
"""
import argparse

from timed_run import run_json


run = run_json


def same_counts(model, sim):
    if not isinstance(model, dict) or not isinstance(sim, dict):
        return "n/a"
    per_access = all(m["compulsory"] == s["compulsory"] and m["capacity"] == s["capacity"]
                     for m, s in zip(model["accesses"], sim["accesses"]))
    total = all(model["total"][k] == sim["total"][k] for k in ("accesses", "compulsory", "capacity"))
    return "yes" if per_access and total and len(model["accesses"]) == len(sim["accesses"]) else "NO"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("theseus")
    ap.add_argument("gemm")
    ap.add_argument("--sizes", default="100,200,300,1000,4000")
    ap.add_argument("--sim-max", type=int, default=300)
    ap.add_argument("--counting", default="auto")
    ap.add_argument("--cap", type=int, default=600)
    a = ap.parse_args()
    sizes = [int(s) for s in a.sizes.split(",")]
    print("gemm, doubles, 32 KiB fully associative LRU, 64-byte lines; model: --counting %s" % a.counting)
    print("%6s | %10s | %26s | %14s | %s" % ("N", "model s", "simulator s", "counts equal?", "model: compulsory + capacity"))
    model_time = {}
    sim_reference = None
    for n in sizes:
        define = ["--define", "N=%d" % n]
        tm, model = run([a.theseus, "cachemiss", a.gemm, *define, "--counting", a.counting, "--json"], a.cap)
        model_time[n] = tm
        if n <= a.sim_max:
            ts, sim = run([a.theseus, "cachesim", a.gemm, *define, "--json"], a.cap)
            sim_cell = "> %d (cap)" % a.cap if ts is None else "%.2f" % ts
            if ts is not None and isinstance(sim, dict):
                sim_reference = (n, ts)
            equal = same_counts(model, sim)
        else:
            sim_cell = "not run" if sim_reference is None else "~ %.0f extrapolated" % (sim_reference[1] * (n / sim_reference[0]) ** 3)
            equal = "(not simulated)"
        model_cell = "> %d (cap)" % a.cap if tm is None else "%.2f" % tm
        detail = ("%d + %d" % (model["total"]["compulsory"], model["total"]["capacity"])) if isinstance(model, dict) else str(model)
        print("%6d | %10s | %26s | %14s | %s" % (n, model_cell, sim_cell, equal, detail), flush=True)
    first, last = sizes[0], sizes[-1]
    if model_time.get(first) and model_time.get(last):
        ratio = model_time[last] / model_time[first]
        print("model time N=%d / N=%d: %.2f (target <= 2: %s)" % (last, first, ratio, "met" if ratio <= 2 else "NOT met"))
    else:
        print("model time N=%d / N=%d: not measured (a run hit the cap): target NOT met" % (last, first))


if __name__ == "__main__":
    main()
