#!/usr/bin/env python3
"""Writes the lit test of the "new missed peepholes": the concrete source instances of the rules a
`theseus rules` run found whose instances `opt-19 -O3` leaves unchanged (rules_bench.py's
comparison: the same opcodes in the same order), each with CHECK lines that -O3 still leaves its
instructions as they are. Only rules with symbols or more than one proved width are written (the
generalized ones), at most --limit of them, in rank order.

usage: missed_peepholes_test.py RULES_JSON [--limit N] > test/rules/missed-by-O3.ll
"""
import argparse
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from rules_bench import body_ops  # noqa: E402


def generalized(rule):
    return bool(rule.get("symbols")) or len(rule["widths"]["proved"]) > 1


def renamed(instance, name):
    """The instance's function renamed @`name`, without declarations (lit's file holds them once)."""
    text = re.sub(r"define ([^@]*)@[\w.]+\(", lambda m: f"define {m.group(1)}@{name}(", instance, count=1)
    return "\n".join(l for l in text.splitlines() if not l.startswith("declare") and not l.startswith("; ModuleID")).strip()


def check_lines(name, ops):
    out = [f"; CHECK-LABEL: @{name}("]
    for i, op in enumerate(o for o in ops if o != "ret"):
        kind = "CHECK" if i == 0 else "CHECK-NEXT"
        if op.startswith("call "):
            out.append(f"; {kind}: call {{{{.*}}}}@{op[5:]}(")
        elif op.startswith("icmp "):
            out.append(f"; {kind}: = icmp {op[5:]} ")
        else:
            out.append(f"; {kind}: = {op} ")
    out.append("; CHECK-NEXT: ret ")
    return out


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("rules_json")
    p.add_argument("--limit", type=int, default=30)
    args = p.parse_args()
    rules = json.loads(Path(args.rules_json).read_text())["rule_list"]
    chosen, work = [], Path(tempfile.mkdtemp(prefix="missed-"))
    for rule in rules:
        if len(chosen) == args.limit:
            break
        if not rule.get("instance") or not generalized(rule):
            continue
        path = work / f"{rule['name']}.ll"
        path.write_text(rule["instance"])
        done = subprocess.run(["opt-19", "-O3", "-S", str(path)], capture_output=True, text=True)
        ops = body_ops(rule["instance"])
        if done.returncode == 0 and ops and body_ops(done.stdout) == ops:
            chosen.append((rule, ops))
    decls = set()
    body = []
    for rule, ops in chosen:
        name = rule["name"].replace("-", "_")
        decls.update(l for l in rule["instance"].splitlines() if l.startswith("declare"))
        body.append(f"; {rule['name']} ({rule['generality']}, {rule['condition']}; {rule.get('cuts_covered', 0)} cuts):")
        body += ["; " + l for l in rule["alive"].strip().splitlines() if not l.startswith("Name:")]
        body += check_lines(name, ops)
        body.append(renamed(rule["instance"], name))
        body.append("")
    print("; Missed peepholes of LLVM 19's -O3 found in third-party code: the concrete source instances of")
    print("; generalized rules that `theseus rules` wrote for a harvest of ../shared/corpus/realcode (lz4,")
    print("; xxHash, zlib, stb; bench/rules/harvest_realcode.py), each left unchanged by opt-19 -O3 — the")
    print("; same opcodes in the same order. Written by bench/rules/missed_peepholes_test.py; when LLVM")
    print("; learns one of these, its CHECK lines fail and the test says which.")
    print(f"; {len(chosen)} rules.")
    print("; RUN: opt-19 -O3 -S %s | FileCheck %s")
    print()
    print("\n".join(body))
    print("\n".join(sorted(decls)))
    return 0 if chosen else 1


if __name__ == "__main__":
    sys.exit(main())
