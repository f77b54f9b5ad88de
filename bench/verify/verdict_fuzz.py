#!/usr/bin/env python3
"""Mutation fuzzing of `theseus verify`'s verdicts against a concrete oracle.

usage: bench/verify/verdict_fuzz.py THESEUS ORACLE [--count N] [--mutants M] [--seed S]
                                    [--timeout-ms T] [--passes P] [--char] [--work DIR]

Writes N random loop-free C functions (clang_pairs.py's generator: 32-bit arithmetic, branches,
ternaries; with `--char` over `signed char`/`unsigned char`, so that i8 arguments make
rare inputs likely and the oracle tries 20,000 of the 2^24), compiles each to src (`clang-19 -O0` + mem2reg) and tgt (`opt-19 -passes=P`, default
`default<O2>`), and makes M mutants of tgt, each with one change to one instruction: a constant
moved by one or negated, an opcode or comparison predicate swapped for a neighbour, a
nuw/nsw/exact flag added or dropped, a returned constant moved by one, the operands of a binary operation or the arms of a select
swapped. Every pair (tgt itself and each mutant) is verified (`theseus verify --json`) and run by
ORACLE (`build/bin/verdict_oracle`: the concrete evaluator on 2,000 edge and random inputs). A
`correct` verdict on a pair the oracle refutes is unsound: it is listed with its files and the
script exits 1. Prints the verdicts against the oracle's findings; exit 0 when nothing unsound.
"""
import argparse
import json
import random
import re
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from clang_pairs import compile_pair, function  # noqa: E402

OPCODE_SWAPS = {"add": ["sub", "xor", "or"], "sub": ["add", "xor"], "and": ["or", "xor"], "or": ["and", "xor", "add"],
                "xor": ["or", "and", "sub"], "mul": ["add", "shl"], "shl": ["lshr", "ashr", "mul"], "lshr": ["ashr", "shl"],
                "ashr": ["lshr"], "udiv": ["sdiv", "lshr"], "sdiv": ["udiv", "ashr"], "urem": ["srem", "and"], "srem": ["urem"]}
PREDICATE_SWAPS = {"eq": ["ne"], "ne": ["eq"], "slt": ["sle", "ult", "sgt"], "sle": ["slt", "ule"], "sgt": ["sge", "ugt", "slt"],
                   "sge": ["sgt", "uge"], "ult": ["ule", "slt", "ugt"], "ule": ["ult", "sle"], "ugt": ["uge", "sgt"], "uge": ["ugt", "sge"]}
FLAGS = {"add": ["nuw", "nsw"], "sub": ["nuw", "nsw"], "mul": ["nuw", "nsw"], "shl": ["nuw", "nsw"], "lshr": ["exact"],
         "ashr": ["exact"], "udiv": ["exact"], "sdiv": ["exact"], "or": ["disjoint"]}
INSTRUCTION = re.compile(r"^(\s+%[\w.]+ = )(\w+)((?: (?:nuw|nsw|exact|disjoint))*) (.*)$")
RETURNED_CONSTANT = re.compile(r"^(\s+ret i\d+ )(-?\d+)$")


def mutate_line(line, rng):
    """`line` (one instruction) with one random change, or None when none applies."""
    r = RETURNED_CONSTANT.match(line)
    if r:
        return r.group(1) + str(int(r.group(2)) + rng.choice([1, -1]))
    m = INSTRUCTION.match(line)
    if not m:
        return None
    head, op, flags, rest = m.groups()
    choices = []
    if op in OPCODE_SWAPS:
        choices.append(lambda: head + rng.choice(OPCODE_SWAPS[op]) + " " + rest)
    if op in FLAGS:
        present = flags.split()
        missing = [f for f in FLAGS[op] if f not in present]
        if missing:
            choices.append(lambda: head + op + flags + " " + rng.choice(missing) + " " + rest)
        if present:
            def drop_flag():
                dropped = rng.choice(present)
                return head + op + "".join(" " + f for f in present if f != dropped) + " " + rest
            choices.append(drop_flag)
    if op == "icmp":
        pred = rest.split()[0]
        if pred in PREDICATE_SWAPS:
            choices.append(lambda: head + op + " " + rng.choice(PREDICATE_SWAPS[pred]) + rest[len(pred):])
    numbers = list(re.finditer(r"(?<=[ ,])(-?\d+)(?=,|$| )", rest))
    if numbers:
        def constant():
            n = rng.choice(numbers)
            value = int(n.group(1))
            new = rng.choice([value + 1, value - 1, -value, 0, 1]) if value not in (0, 1) else rng.choice([value + 1, value - 1, 2])
            return head + op + flags + " " + rest[:n.start()] + str(new) + rest[n.end():]
        choices.append(constant)
    operands = re.match(r"^(i\d+|<\d+ x i\d+>) (%[\w.]+|-?\d+), (%[\w.]+|-?\d+)(.*)$", rest)
    if operands and op in OPCODE_SWAPS and op not in ("add", "and", "or", "xor", "mul"):
        ty, a, b, tail = operands.groups()
        choices.append(lambda: head + op + flags + f" {ty} {b}, {a}{tail}")
    if op == "select":
        arms = re.match(r"^(i1 [^,]+), (\S+ [^,]+), (\S+ [^,]+)$", rest)
        if arms:
            choices.append(lambda: head + op + f" {arms.group(1)}, {arms.group(3)}, {arms.group(2)}")
    return rng.choice(choices)() if choices else None


def mutant(text, rng):
    """`text` with one instruction changed, or None."""
    lines = text.splitlines()
    body = [i for i, l in enumerate(lines) if INSTRUCTION.match(l) or RETURNED_CONSTANT.match(l)]
    rng.shuffle(body)
    for i in body:
        changed = mutate_line(lines[i], rng)
        if changed and changed != lines[i]:
            lines[i] = changed
            return "\n".join(lines) + "\n"
    return None


def verdict(theseus, src, tgt, timeout_ms):
    p = subprocess.run([theseus, "verify", str(src), str(tgt), "--json", "--timeout-ms", str(timeout_ms)],
                       capture_output=True, text=True, timeout=timeout_ms / 1000 * 3 + 60)
    verdicts = [json.loads(line)["verdict"] for line in p.stdout.splitlines() if line.startswith("{")]
    if p.returncode == 4 or not verdicts:
        return "bad-input"
    return "correct" if all(v == "correct" for v in verdicts) else next(v for v in verdicts if v != "correct")


def oracle(path, src, tgt, name, inputs):
    p = subprocess.run([path, str(src), str(tgt), name, "--inputs", str(inputs)], capture_output=True, text=True, timeout=120)
    first = (p.stdout.strip().splitlines() or ["outside: " + p.stderr.strip()[:80]])[0]
    return "violation" if first.startswith("violation") else "none" if first == "none" else "outside"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("theseus")
    ap.add_argument("oracle")
    ap.add_argument("--count", type=int, default=20)
    ap.add_argument("--mutants", type=int, default=5)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--timeout-ms", type=int, default=10000)
    ap.add_argument("--passes", default="default<O2>")
    ap.add_argument("--char", action="store_true")
    ap.add_argument("--work")
    a = ap.parse_args()
    rng = random.Random(a.seed)
    work = Path(a.work or tempfile.mkdtemp(prefix="verdict-fuzz-"))
    work.mkdir(parents=True, exist_ok=True)
    table = Counter()
    unsound = []
    for index in range(a.count):
        c_file = work / f"f{index}.c"
        text = function(rng, index)
        if a.char:
            text = re.sub(r"\bunsigned\b", "unsigned char", re.sub(r"\bint\b", "signed char", text))
        c_file.write_text(text)
        try:
            src, tgt = compile_pair(c_file, a.passes)
        except subprocess.CalledProcessError:
            table[("compile error", "")] += 1
            continue
        pairs = [("O2", tgt)]
        for k in range(a.mutants):
            text = mutant(tgt.read_text(), rng)
            if text:
                path = work / f"f{index}.m{k}.ll"
                path.write_text(text)
                pairs.append((f"m{k}", path))
        for label, t in pairs:
            v = verdict(a.theseus, src, t, a.timeout_ms)
            o = oracle(a.oracle, src, t, f"f{index}", 20000 if a.char else 2000)
            table[(v, o)] += 1
            if v == "correct" and o == "violation":
                unsound.append(t)
                print(f"UNSOUND: {src} -> {t} verified correct, the oracle refutes it", flush=True)
    print("verdict / oracle (violation: a concrete input where tgt does not refine src)")
    for (v, o), n in sorted(table.items()):
        print(f"  {v:12} {o:10} {n}")
    print(f"{sum(table.values())} pairs, {len(unsound)} unsound; files in {work}")
    return 1 if unsound else 0


if __name__ == "__main__":
    sys.exit(main())
