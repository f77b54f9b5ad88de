#!/usr/bin/env python3
"""STOKE's experiment on our IR (seed 002 §3; Schkufza et al. start from gcc -O0 code): each C file
of bench/stoke/naive is compiled naively (clang-19 -O0 without optnone or a frame pointer, then only mem2reg, so the
IR is SSA but unoptimized) and with clang-19 -O3. `theseus opt --engine stoke` then rewrites the
naive IR (and, to see whether STOKE adds anything after LLVM, the -O3 IR), with --verify-whole so
every changed function is proved whole against its input. Every version is compiled by llc-19 -O2
for x86-64-v3 and its machine instructions are counted (the function's body, ret included).

Prints per program: IR instructions and machine instructions of naive, naive+stoke, -O3 and
-O3+stoke; then the totals, and the instructions stoke saved on naive code against -O3.

usage: bench/stoke/naive_vs_o3.py [--theseus build/bin/theseus] [--time-limit 10] [--max-insts 3]
                                  [--engine stoke] [--only NAME,...]
"""
import argparse
import os
import re
import subprocess
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
NAIVE = os.path.join(HERE, "naive")


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, check=True, **kw).stdout


def ir_count(path):
    """Instructions in the module's defined functions (terminators included)."""
    n, inside = 0, False
    for line in open(path):
        if line.startswith("define "):
            inside = True
        elif line.startswith("}"):
            inside = False
        elif inside and line.startswith("  ") and not line.strip().startswith(";"):
            n += 1
    return n


def asm_count(path, mcpu):
    """x86 instructions llc-19 -O2 emits for the module's functions."""
    asm = run(["llc-19", "-O2", "-mcpu=" + mcpu, "-o", "-", path])
    n = 0
    for line in asm.splitlines():
        if not line.startswith("\t") or line.startswith("\t."):
            continue
        if re.match(r"\t[a-z]", line):
            n += 1
    return n


def stoke(args, src, out, tmp):
    run([args.theseus, "opt", src, "-o", out, "--no-cache", "--engine", args.engine, "--max-insts", str(args.max_insts),
         "--time-limit", str(args.time_limit), "--verify-whole"], timeout=args.time_limit * 200 + 600)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--theseus", default="build/bin/theseus")
    parser.add_argument("--time-limit", type=float, default=10)
    parser.add_argument("--max-insts", type=int, default=3)
    parser.add_argument("--engine", default="stoke")
    parser.add_argument("--mcpu", default="x86-64-v3")
    parser.add_argument("--only", default="")
    args = parser.parse_args()
    names = sorted(n[:-2] for n in os.listdir(NAIVE) if n.endswith(".c"))
    if args.only:
        names = [n for n in names if n in args.only.split(",")]
    print("$ bench/stoke/naive_vs_o3.py --engine %s --time-limit %g --max-insts %d" % (args.engine, args.time_limit, args.max_insts))
    print("%-12s %18s %18s %18s %18s" % ("program", "naive ir/asm", "naive+E ir/asm", "-O3 ir/asm", "-O3+E ir/asm"))
    totals = [0] * 8
    with tempfile.TemporaryDirectory() as tmp:
        for name in names:
            c = os.path.join(NAIVE, name + ".c")
            naive, o3 = os.path.join(tmp, name + ".naive.ll"), os.path.join(tmp, name + ".o3.ll")
            o0 = run(["clang-19", "-O0", "-Xclang", "-disable-O0-optnone", "-fomit-frame-pointer", "-S", "-emit-llvm", "-o", "-", c])
            open(naive, "w").write(run(["opt-19", "-passes=mem2reg", "-S", "-o", "-"], input=o0))
            run(["clang-19", "-O3", "-fomit-frame-pointer", "-S", "-emit-llvm", "-o", o3, c])
            naive_e, o3_e = naive + ".e.ll", o3 + ".e.ll"
            stoke(args, naive, naive_e, tmp)
            stoke(args, o3, o3_e, tmp)
            row = []
            for path in (naive, naive_e, o3, o3_e):
                row += [ir_count(path), asm_count(path, args.mcpu)]
            totals = [t + r for t, r in zip(totals, row)]
            print("%-12s %18s %18s %18s %18s" % (name, *("%d / %d" % (row[i], row[i + 1]) for i in range(0, 8, 2))), flush=True)
    print("%-12s %18s %18s %18s %18s" % ("total", *("%d / %d" % (totals[i], totals[i + 1]) for i in range(0, 8, 2))))
    print("machine instructions: naive %d, naive+%s %d, -O3 %d, -O3+%s %d (naive+%s minus -O3: %+d)" % (
        totals[1], args.engine, totals[3], totals[5], args.engine, totals[7], args.engine, totals[3] - totals[5]))


if __name__ == "__main__":
    main()
