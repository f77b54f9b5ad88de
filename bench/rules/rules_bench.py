#!/usr/bin/env python3
"""The rules of a harvest: how many proved rewrites generalize, into how many rules, how fast, and
how many rules are missed peepholes of LLVM 19's -O3.

usage: rules_bench.py BIN HARVEST_DIR [--work DIR] [--jobs N] [--time-limit S] [--cache]

HARVEST_DIR is a `theseus harvest --report-dir` folder (report.json), optionally beside the
harvest's cache.db (with --cache the rules are read from HARVEST_DIR/../cache.db or
HARVEST_DIR/cache.db instead of the report, and have no source locations). It runs

  BIN rules --report HARVEST_DIR/report.json -o WORK/rules --jobs N --time-limit S

and prints, from WORK/rules/rules.json: the distinct proved rewrites, those generalized, those
that failed, the rules by generality, and the seconds per generalization (median, max over every
rewrite, failures included). Then, for the target "new missed peepholes": each rule's concrete
source instance (rules.json's `instance`: the rule's source at the width it was found at with its
symbols at their found values) is run through `opt-19 -O3 -S`; a rule counts as missed by -O3
when -O3 leaves the instance's instructions as they were (the same opcodes in the same order;
names, flags and attributes ignored); instances whose opcodes -O3 only reorders are counted
apart. Every command line run is printed. `--rules-json FILE` skips running `theseus rules` and
reads an existing rules.json.
"""
import argparse
import json
import re
import shlex
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def run(cmd, **kw):
    print("$ " + " ".join(shlex.quote(str(c)) for c in cmd), flush=True)
    start = time.monotonic()
    done = subprocess.run([str(c) for c in cmd], capture_output=True, text=True, **kw)
    return time.monotonic() - start, done


INSTRUCTION = re.compile(r"^\s+(?:%[\w.]+ = )?([a-z]+(?:\.[a-z0-9.]+)?)\b")


def body_ops(text):
    """The opcodes (and callees) of the instructions of the first function defined in `text`."""
    ops, inside = [], False
    for line in text.splitlines():
        if line.startswith("define "):
            inside = True
            continue
        if inside and line.startswith("}"):
            break
        if not inside:
            continue
        m = INSTRUCTION.match(line)
        if not m:
            continue
        op = m.group(1)
        if op == "icmp":
            op += " " + line.split("icmp", 1)[1].split()[0]
        if op in ("call", "tail"):
            callee = re.search(r"@([\w.]+)\(", line)
            op = "call " + (callee.group(1) if callee else "?")
        ops.append(op)
    return ops


def missed_by_o3(rules, work):
    """(checked, missed, reordered, failed, per-rule verdicts): each instance through opt-19 -O3 -S;
    `reordered` counts instances whose opcodes -O3 only reordered (the same multiset)."""
    checked = missed = reordered = failed = 0
    verdicts = []
    first = True
    for rule in rules:
        instance = rule.get("instance", "")
        if not instance:
            verdicts.append((rule["name"], "no instance"))
            continue
        path = work / f"{rule['name']}.ll"
        path.write_text(instance)
        cmd = ["opt-19", "-O3", "-S", path]
        if first:
            print("$ " + " ".join(map(str, cmd)) + "   (and likewise for every rule)")
            first = False
        done = subprocess.run([str(c) for c in cmd], capture_output=True, text=True)
        if done.returncode != 0:
            failed += 1
            verdicts.append((rule["name"], "opt-19 failed: " + done.stderr.strip().splitlines()[-1] if done.stderr.strip() else "opt-19 failed"))
            continue
        checked += 1
        before, after = body_ops(instance), body_ops(done.stdout)
        if before == after:
            missed += 1
            verdicts.append((rule["name"], "unchanged by -O3"))
        elif sorted(before) == sorted(after):
            reordered += 1
            verdicts.append((rule["name"], f"reordered by -O3: {' '.join(before)} -> {' '.join(after)}"))
        else:
            verdicts.append((rule["name"], f"-O3: {' '.join(before)} -> {' '.join(after) or '(constant or argument)'}"))
    return checked, missed, reordered, failed, verdicts


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("bin")
    p.add_argument("harvest")
    p.add_argument("--work")
    p.add_argument("--jobs", default="1")
    p.add_argument("--time-limit", default="10")
    p.add_argument("--cache", action="store_true", help="read the harvest's cache.db instead of report.json")
    p.add_argument("--verbose", action="store_true", help="print every rule's -O3 verdict")
    p.add_argument("--rules-json", help="an existing rules.json: only the counts and the -O3 check")
    args = p.parse_args()
    harvest = Path(args.harvest)
    with tempfile.TemporaryDirectory() as scratch:
        work = Path(args.work or scratch)
        work.mkdir(parents=True, exist_ok=True)
        out = work / "rules"
        if args.cache:
            db = next((c for c in (harvest / "cache.db", harvest.parent / "cache.db") if c.exists()), None)
            if not db:
                sys.exit(f"no cache.db in {harvest} or its parent")
            source = ["--cache", f"sqlite:{db}"]
        else:
            source = ["--report", harvest / "report.json"]
        if args.rules_json:
            r = json.loads(Path(args.rules_json).read_text())
        else:
            seconds, done = run([args.bin, "rules", *source, "-o", out, "--jobs", args.jobs, "--time-limit", args.time_limit])
            if done.returncode != 0:
                sys.exit(f"theseus rules failed ({done.returncode}):\n{done.stderr[-3000:]}")
            print(done.stdout.rstrip())
            print(f"wall {seconds:.1f} s")
            r = json.loads((out / "rules.json").read_text())
        times = [s for rule in r["rule_list"] for s in rule["generalize_seconds"]] + [f["seconds"] for f in r["failures"]]
        print(f"\ndistinct proved rewrites: {r['rewrites']}")
        print(f"generalized (width-free, width-conditioned or with symbols): {r['rewrites_generalized']}")
        print(f"not generalized: {r['rewrites_failed']}")
        print(f"rules: {r['rules']}  by generality: " + ", ".join(f"{k} {v}" for k, v in r["by_generality"].items()))
        symbolic = sum(1 for rule in r["rule_list"] if rule["symbols"] > 0)
        print(f"rules with symbols: {symbolic}; rules covering 2 or more cuts: {sum(1 for x in r['rule_list'] if x['cuts_covered'] >= 2)}")
        if times:
            print(f"seconds per generalization: median {statistics.median(times):.3f}, max {max(times):.3f} over {len(times)}")
        reasons = {}
        for f in r["failures"]:
            key = f["reason"].split(":")[0][:80]
            reasons[key] = reasons.get(key, 0) + 1
        for reason, n in sorted(reasons.items(), key=lambda kv: -kv[1])[:8]:
            print(f"  not generalized, {n}: {reason}")
        instances = work / "instances"
        instances.mkdir(exist_ok=True)
        checked, missed, reordered, failed, verdicts = missed_by_o3(r["rule_list"], instances)
        print(f"\nnew missed peepholes: {missed} of {checked} rules' concrete source instances are unchanged by opt-19 -O3"
              f" (same opcodes in the same order); {reordered} more only reordered (same opcodes);"
              f" {failed} instances opt-19 rejected, {len(r['rule_list']) - checked - failed} rules without an instance")
        for name, verdict in verdicts if args.verbose else []:
            print(f"  {name}: {verdict}")


if __name__ == "__main__":
    main()
