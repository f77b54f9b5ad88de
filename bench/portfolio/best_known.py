#!/usr/bin/env python3
"""Issue 20's superoptimization target: on the cases of bench/portfolio/cases (bit tricks, division
by a constant, saturation, min/max, rotates, averages, clamps, vector lanes), does each engine reach
the best known instruction count within the time limit? Each case file holds @src (the long-hand
code searched) and @best (the best known program, its source named in the file's comment); the
script first proves @best refines @src, then runs `theseus synth --function src --engine E` per
engine, proves the engine's rewrite again with `theseus verify`, and counts its instructions
(calls included, ret excluded). A case is reached when the proved rewrite has at most @best's count.
Engines return only rewrites cheaper under the pruning model (--cost, default tti, the model whose
prices follow IR instruction counts most closely); a case whose @best is not cheaper than @src
under that model cannot be reached, and the script says so. The proved rewrites are ordered by the
same model (--precise none), so the one counted is the cheapest under it.

usage: bench/portfolio/best_known.py [--theseus build/bin/theseus] [--time-limit 60]
           [--engines portfolio,minotaur,massalin,stoke] [--only a,b] [--peephole-db FILE]
"""
import argparse
import json
import os
import re
import subprocess
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
CASES = os.path.join(HERE, "cases")


def count_instructions(text, name):
    """Instructions of function @name in IR text (terminators excluded)."""
    body = re.search(r"define [^@]*@" + re.escape(name) + r"\(.*?\{(.*?)\n\}", text, re.S)
    if not body:
        return None
    lines = [l.strip() for l in body.group(1).splitlines()]
    return sum(1 for l in lines if l and not l.endswith(":") and not l.startswith(";") and not l.startswith("ret "))


def prove(theseus, path, src, tgt):
    proc = subprocess.run([theseus, "verify", path, "--src", src, "--tgt", tgt], capture_output=True, text=True, timeout=300)
    return proc.returncode == 0 and "correct" in proc.stdout.splitlines()[-1]


def cheaper(args, path):
    """Whether @best costs less than @src under the pruning model."""
    proc = subprocess.run([args.theseus, "cost", path, "--model", args.cost, "--json"], capture_output=True, text=True, timeout=120)
    costs = {}
    for line in proc.stdout.splitlines():
        o = json.loads(line)
        costs[o["function"]] = o["cost"]
    return costs.get("best", 0) < costs.get("src", 0)


def run_engine(args, case, engine):
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "pair.ll")
        cmd = [args.theseus, "synth", case, "--function", "src", "--engine", engine, "--time-limit", str(args.time_limit),
               "--cost", args.cost, "--precise", "none", "--json", "-o", out]
        if args.peephole_db and engine in ("peephole-db", "portfolio"):
            cmd += ["--peephole-db", args.peephole_db]
        start = time.monotonic()
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=args.time_limit * 3 + 120)
        wall = time.monotonic() - start
        if proc.returncode == 3:
            return {"status": "unsupported", "wall": wall}
        if proc.returncode != 0:
            return {"status": "error %d" % proc.returncode, "wall": wall, "stderr": proc.stderr[-300:]}
        figures = json.loads(proc.stdout.strip().splitlines()[-1])
        rewrites = figures.get("rewrites", [])
        if not rewrites or not os.path.exists(out):
            return {"status": "none", "wall": wall}
        length = count_instructions(rewrites[0]["ir"], "tgt")
        proved = prove(args.theseus, out, "src", "tgt")
        return {"status": "proved" if proved else "NOT PROVED", "length": length, "wall": wall,
                "found": rewrites[0].get("found_seconds", 0)}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--theseus", default="build/bin/theseus")
    parser.add_argument("--time-limit", type=float, default=60)
    parser.add_argument("--engines", default="portfolio,minotaur,massalin,stoke")
    parser.add_argument("--only", default="")
    parser.add_argument("--cost", default="tti", help="the search's pruning model (tti: closest to an IR instruction count)")
    parser.add_argument("--peephole-db", default="")
    args = parser.parse_args()
    engines = args.engines.split(",")
    names = sorted(n[:-3] for n in os.listdir(CASES) if n.endswith(".ll"))
    if args.only:
        names = [n for n in names if n in args.only.split(",")]
    print("$ bench/portfolio/best_known.py --time-limit %g --engines %s" % (args.time_limit, args.engines))
    print("%-22s %4s %4s  " % ("case", "src", "best") + "  ".join("%-22s" % e for e in engines))
    reached = {e: 0 for e in engines}
    evaluated = 0
    for name in names:
        path = os.path.join(CASES, name + ".ll")
        text = open(path).read()
        src_len, best_len = count_instructions(text, "src"), count_instructions(text, "best")
        if not prove(args.theseus, path, "src", "best"):
            print("%-22s @best does not refine @src: the case is wrong" % name)
            continue
        cells = []
        if not cheaper(args, path):
            print("%-22s %4d %4d  @best is not cheaper than @src under --cost %s" % (name, src_len, best_len, args.cost))
            continue
        evaluated += 1
        for e in engines:
            r = run_engine(args, path, e)
            if r["status"] == "proved":
                ok = r["length"] <= best_len
                reached[e] += ok
                cells.append("%s len %d in %.1fs" % ("yes" if ok else "no ", r["length"], r["found"]))
            else:
                cells.append("%s (%.1fs)" % (r["status"], r["wall"]))
        print("%-22s %4d %4d  " % (name, src_len, best_len) + "  ".join("%-22s" % c for c in cells), flush=True)
    print("reached the best known count (of %d cases, %d whose @best the model prices cheaper): " % (len(names), evaluated)
          + ", ".join("%s %d/%d" % (e, reached[e], evaluated) for e in engines))


if __name__ == "__main__":
    main()
