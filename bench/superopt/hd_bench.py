#!/usr/bin/env python3
"""Item 7(b): the Hacker's Delight programs P1-P25 of Gulwani et al. (PLDI 2011, "Synthesis of
loop-free programs"), each a naive i32 source in bench/superopt/hd/pNN.ll, run through
`theseus superopt` with a per-program time limit. Prints one row per program (solved, length in
IR instructions, candidates, time to the answer, time) and the solved count; an answer longer than
the bound (an engine that reads the cut's own values) is `too-long`, not solved. Published anchors (Rosette CEGIS): P1-P19
in <= 3.5 s each, P20 in about 830 s, P21-P25 not within 1,000 s.

usage: bench/superopt/hd_bench.py [--theseus build/bin/theseus] [--time-limit 10] [--only 1,2,...]
                                  [--library | --ops nine|full] [--classes]
                                  [--engine massalin|cegis|minotaur|portfolio] [--narrow W]

Operation sets: `--ops nine` (default) the nine below plus each program's extras; `--library` each
program's Brahma component library; `--ops full` every operation an engine has: massalin's and
cegis's whole sets (the thirteen binary operations, fused compares and min/max selects) and
minotaur's whole pool, which it always has (intrinsics such as ctpop/ctlz/cttz/umin/fshl, select,
icmp, zext/sext/trunc and arithmetic at twice the width). Only minotaur reads no --ops list: with
--engine minotaur no operation option is passed (the three sets are one for it). `--narrow W`
passes superopt's --narrow (cegis's reduced-bit-width synthesis, docs/cegis.md; 0 for none).
"""
import argparse
import json
import os
import subprocess
import time

HERE = os.path.dirname(os.path.abspath(__file__))

# Per program: the search bound (the paper's solution length in IR instructions, a fused
# compare counting two) and extra options. Operations default to add,sub,mul,and,or,xor,shl,
# lshr,ashr and constants to {1, -1, 31} plus the source's.
PROGRAMS = {
    1: (2, []), 2: (2, []), 3: (2, []), 4: (2, []), 5: (2, []), 6: (2, []),
    7: (3, []), 8: (3, []), 9: (3, []),
    10: (4, ["--icmp"]), 11: (4, ["--icmp"]), 12: (4, ["--icmp"]),
    13: (4, []), 14: (4, []), 15: (4, []),
    16: (5, ["--icmp"]), 17: (4, []), 18: (4, ["--icmp"]),
    19: (6, []),
    20: (7, ["--ops", "add,sub,mul,and,or,xor,shl,lshr,ashr,udiv"]),
    21: (8, ["--icmp"]), 22: (8, []), 23: (15, []), 24: (12, []), 25: (16, []),
}

# --library: the operation kinds of each program's component library in Gulwani et al. (the
# operators of the paper's reference solutions), as an --ops set (kinds, not a multiset:
# each may be used any number of times); negation is `sub 0, x`, not is `xor x, -1`, and the
# boolean bvuge/bvult/redor components are the fused compares (icmp).
LIBRARY = {
    1: "sub,and", 2: "add,and", 3: "sub,and", 4: "sub,xor", 5: "sub,or", 6: "add,or",
    7: "xor,add,and", 8: "sub,xor,and", 9: "ashr,xor,sub", 10: "and,xor,icmp", 11: "xor,and,icmp",
    12: "xor,and,icmp", 13: "ashr,sub,lshr,or", 14: "and,xor,lshr,add", 15: "or,xor,lshr,sub",
    16: "xor,and,icmp", 17: "sub,or,add,and", 18: "sub,and,xor,icmp", 19: "lshr,xor,and,shl",
    20: "sub,and,add,xor,lshr,udiv,or", 21: "xor,and,sub,icmp", 22: "lshr,xor,and,mul",
    23: "lshr,and,sub,add", 24: "sub,lshr,or,add", 25: "and,lshr,mul,add",
}


# --ops full: the whole operation list of the engines that read --ops (massalin, cegis).
FULL_OPS = ["--ops", "add,sub,mul,and,or,xor,shl,lshr,ashr,udiv,sdiv,urem,srem", "--icmp"]


# --library: the constant set where the paper's library has no constant components.
LIBRARY_CONSTS = {19: ""}


def options(number, library, ops="nine"):
    length, extra = PROGRAMS[number]
    if ops == "full":
        extra = list(FULL_OPS)
    if library:
        extra = ["--ops", LIBRARY[number]]
        if number in LIBRARY_CONSTS:
            extra += ["--consts", LIBRARY_CONSTS[number]]
    return length, extra


def engine_options(engine):
    return [] if engine == "massalin" else ["--engine", engine]


def run_options(number, library, classes, engine, ops):
    """The options of one run: the operation set's, except for minotaur, which reads none of them
    (its whole pool in every set)."""
    length, extra = options(number, library, ops)
    if engine == "minotaur":
        return length, engine_options(engine)
    return length, extra + (["--classes"] if classes else []) + engine_options(engine)


def run(theseus, number, limit, library, classes, engine, ops, narrow=None):
    length, extra = run_options(number, library, classes, engine, ops)
    if narrow is not None:
        extra = extra + ["--narrow", str(narrow)]
    path = os.path.join(HERE, "hd", "p%02d.ll" % number)
    cmd = [theseus, "superopt", path, "--max-len", str(length), "--time-limit", str(limit), "--json"] + extra
    start = time.monotonic()
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=limit * 3 + 120)
    wall = time.monotonic() - start
    figures = json.loads(proc.stdout.strip().splitlines()[-1]) if proc.stdout.strip() else {}
    return cmd, proc.returncode, figures, wall


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--theseus", default="build/bin/theseus")
    parser.add_argument("--time-limit", type=float, default=10)
    parser.add_argument("--only", default="")
    parser.add_argument("--library", action="store_true", help="each program's component operations only")
    parser.add_argument("--ops", default="nine", choices=["nine", "full"],
                        help="nine: the nine operations and each program's extras; full: every operation")
    parser.add_argument("--classes", action="store_true", help="pass --classes (Bansal-Aiken pruning)")
    parser.add_argument("--engine", default="massalin", help="the superopt engine: massalin (default), cegis or portfolio")
    parser.add_argument("--narrow", type=int, help="pass --narrow W (cegis's reduced-bit-width synthesis; 0: none)")
    args = parser.parse_args()
    if args.library and args.ops != "nine":
        parser.error("--library and --ops full are different operation sets")
    numbers = [int(n) for n in args.only.split(",")] if args.only else sorted(PROGRAMS)
    print("per-program time limit %.0f s; command: %s superopt hd/pNN.ll %s--max-len L --time-limit %g --json [opts]"
          % (args.time_limit, args.theseus, " ".join(engine_options(args.engine) + [""]), args.time_limit))
    print("%-4s %-7s %-9s %6s %14s %10s %9s %9s %8s  %s" % ("prog", "max-len", "result", "length", "candidates", "cand/s",
                                                              "found(s)", "time(s)", "cpu(s)", "options"))
    solved = 0
    for n in numbers:
        cmd, rc, r, wall = run(args.theseus, n, args.time_limit, args.library, args.classes, args.engine, args.ops, args.narrow)
        length, extra = run_options(n, args.library, args.classes, args.engine, args.ops)
        if rc == 0 and r.get("found") and r.get("length", length + 1) > length:
            result = "too-long"
        elif rc == 0 and r.get("found"):
            result = "solved"
            solved += 1
        elif r.get("timed_out"):
            result = "timeout"
        elif rc == 2:
            result = "none"
        else:
            result = "error%d" % rc
        found = r.get("found_seconds", r.get("seconds", wall))
        print("P%-3d %-7d %-9s %6s %14d %9.1fM %9s %9.2f %8.2f  %s" % (
            n, length, result, r.get("length", "-") if result in ("solved", "too-long") else "-", r.get("candidates", 0),
            r.get("candidates_per_second", 0) / 1e6, "%.2f" % found if result != "timeout" and r.get("found") else "-",
            r.get("seconds", wall), r.get("cpu_seconds", 0), " ".join(extra)))
    print("solved %d of %d" % (solved, len(numbers)))


if __name__ == "__main__":
    main()
