#!/usr/bin/env python3
"""Fuzzes `theseus`'s command line: every verb with options drawn from its own --help, values
from a pool of good and bad ones, and input files taken from the tests, then damaged (bytes
flipped, truncated, lines dropped or repeated, IR tokens swapped in).

Each run must end with a documented exit code (0-4), within its limit, and without a crash:
no signal, no LLVM stack dump, no uncaught exception, no assertion, no sanitizer report. An exit
4 on a damaged file must say `error:`. Every failure is written to OUT/failures/N/ (the command,
its input files, stdout and stderr) and the script exits 1; 0 when every run passed.

usage: cli_fuzz.py THESEUS [--runs N] [--seed S] [--verbs v1,v2] [--out DIR] [--kill-after S] [-j N]
"""
import argparse
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# The verbs fuzzed, each with the test folders its inputs come from and the options every run of
# it gets unless the fuzzer draws them itself (name, value pairs; an empty value: a flag), such as
# the one that bounds its time.
VERBS = {
    "verify": (["test/verify", "test/x86-arith"], ["--timeout-ms", "2000"]),
    "synth": (["test/synth"], ["--time-limit", "1"]),
    "superopt": (["test/superopt", "bench/superopt/hd"], ["--time-limit", "1", "--max-len", "2"]),
    "opt": (["test/opt"], ["--time-limit", "1", "--no-cache", "", "-o", "out.ll"]),
    "cost": (["test/cost"], []),
    "isel": (["test/cost"], []),
    "generalize": (["test/generalize"], ["--time-limit", "2"]),
    "cachemiss": (["test/cachemiss"], []),
    "harvest": (["test/opt", "test/peephole"], ["--time-limit", "1", "-j", "1", "--report-dir", "report"]),
    "rules": (["test/rules", "test/cachemiss/Inputs"], ["--time-limit", "2", "-o", "rules-out"]),
    "count": ([], []),
    "peephole-db": (["test/peephole"], []),
}

VALUES = ["", "0", "1", "2", "-1", "3", "64", "65", "4294967296", "99999999999999999999", "abc", "0.5", "-0.5",
          "1e9", "nan", "x86-64-v3", "skylake", "znver3", "bogus-cpu", "isel", "mca", "tti", "none", "throughput",
          "latency", "minotaur", "massalin", "stoke", "cegis", "peephole-db", "portfolio", "nope", "a=b", "=", ",,",
          "add,sub", "add,,", "machine", "ir", "auto", "quantified", "N=3", "N=x", "src", "tgt", "f", "@f", "%x"]

ISL_SETS = ["{ [i,j] : i >= 0 and j >= 0 and 3i + 5j <= 30 }", "[N] -> { [a,b] : 0 <= a <= b <= N }",
            "{ [i] : exists e : i = 2e and 0 <= i <= 10 }", "{ [i] : 0 <= i <= ", "{ }", "[N] -> { [i] : i >= N }",
            "{ [i,j] : 0 <= i <= 3 and j >= i }", "{ [i] : 0 <= i <= 99999999999999999999 }", "[N,M] -> { [i] : N <= i <= M }"]

TOKENS = [t.strip().strip('"') for t in (ROOT / "fuzz/ll.dict").read_text().splitlines() if t.startswith('"')]

CRASH = re.compile(r"PLEASE submit a bug report|Stack dump|terminate called|Assertion .* failed|AddressSanitizer|"
                   r"Segmentation fault|std::bad_alloc|UNREACHABLE executed|Aborted")


def options_of(theseus, verb):
    """The option names `theseus VERB --help` lists."""
    text = subprocess.run([theseus, verb, "--help"], capture_output=True, text=True).stdout
    return sorted(set(re.findall(r"^\s+(--[a-z0-9-]+)", text, re.M)))


def inputs_of(folders):
    files = []
    for folder in folders:
        for suffix in ("*.ll", "*.c", "*.json"):
            files += [p for p in (ROOT / folder).rglob(suffix) if p.stat().st_size < 20000]
    return sorted(files)


def damaged(text, rng):
    """`text` with one random kind of damage."""
    lines = text.splitlines(True)
    kind = rng.randrange(6)
    if kind == 0 and text:
        at = rng.randrange(len(text))
        return text[:at] + chr(rng.randrange(32, 127)) + text[at + 1:]
    if kind == 1:
        return text[:rng.randrange(len(text) + 1)]
    if kind == 2 and lines:
        del lines[rng.randrange(len(lines))]
    elif kind == 3 and lines:
        at = rng.randrange(len(lines))
        lines.insert(at, lines[at])
    elif kind == 4:
        words = re.split(r"(\s+)", text)
        if words:
            words[rng.randrange(len(words))] = rng.choice(TOKENS)
        return "".join(words)
    elif kind == 5:
        return text.replace(rng.choice(["i32", "i8", "i64", "add", "ret", "%", "{", ","]), rng.choice(TOKENS), 1)
    return "".join(lines)


def command(theseus, verb, options, files, rng, work):
    """One random command line for `verb` and the input files it writes into `work`."""
    args = [theseus, verb]
    folders, bound = VERBS[verb]
    written = []
    if verb == "count":
        args.append(rng.choice(ISL_SETS) if rng.random() < 0.7 else damaged(rng.choice(ISL_SETS), rng))
    elif verb == "peephole-db":
        if rng.random() < 0.5:
            args += ["build", "-o", str(work / "t.db"), "--max-len", rng.choice(["0", "1", "2"]), "--widths", rng.choice(["8", "4,8", "1", "0", "65", "x"])]
        else:
            args += [rng.choice(["stats", "bogus"]), str(rng.choice(files) if files else work / "t.db")]
    elif files:
        source = rng.choice(files)
        text = source.read_text(errors="replace")
        target = work / ("in" + source.suffix)
        target.write_text(damaged(text, rng) if rng.random() < 0.6 else text)
        written.append(target)
        args += ["--report", str(target)] if verb == "rules" else [str(target)]
    for _ in range(rng.choice([0, 0, 1, 1, 2, 3])):
        option = rng.choice(options)
        args.append(option)
        if rng.random() < 0.8:
            args.append(rng.choice(VALUES + [str(work / "out.ll"), str(work / "missing.ll"), str(work)]))
    for name, value in zip(bound[::2], bound[1::2]):
        if name not in args:
            args += [name, value] if value else [name]
    return args, written


def run_one(theseus, verb, options, files, seed, kill_after):
    rng = random.Random(seed)
    work = Path(tempfile.mkdtemp(prefix="cli-fuzz-"))
    args, written = command(theseus, verb, options, files, rng, work)
    env = {k: v for k, v in os.environ.items() if not k.startswith("THESEUS_")}
    env["THESEUS_CACHE"] = "sqlite:" + str(work / "cache.db")
    try:
        p = subprocess.run(args, capture_output=True, text=True, errors="replace", timeout=kill_after, cwd=work, env=env)
        rc, out, err = p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired as e:
        rc, out, err = "hang", str(e.stdout or ""), str(e.stderr or "")
    problem = None
    if rc == "hang":
        problem = f"still running after {kill_after} s"
    elif rc not in (0, 1, 2, 3, 4):
        problem = f"exit {rc}"
    elif CRASH.search(err):
        problem = "crash report on stderr"
    elif rc == 4 and "error" not in err:
        problem = "exit 4 without an error message"
    return seed, verb, args, written, rc, out, err, problem, work


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("theseus")
    ap.add_argument("--runs", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--verbs", default=",".join(VERBS))
    ap.add_argument("--out", default="cli-fuzz-out")
    ap.add_argument("--kill-after", type=float, default=60)
    ap.add_argument("-j", type=int, default=2)
    a = ap.parse_args()
    verbs = a.verbs.split(",")
    for v in verbs:
        if v not in VERBS:
            print(f"cli_fuzz.py: error: unknown verb {v}", file=sys.stderr)
            return 2
    options = {v: options_of(a.theseus, v) or ["--help"] for v in verbs}
    files = {v: inputs_of(VERBS[v][0]) for v in verbs}
    out = Path(a.out)
    failures = 0
    codes = {}
    jobs = [(a.seed * 1000003 + n, verbs[n % len(verbs)]) for n in range(a.runs)]
    with ThreadPoolExecutor(a.j) as pool:
        results = pool.map(lambda job: run_one(a.theseus, job[1], options[job[1]], files[job[1]], job[0], a.kill_after), jobs)
        for seed, verb, args, written, rc, stdout, stderr, problem, work in results:
            codes.setdefault(verb, {}).setdefault(str(rc), 0)
            codes[verb][str(rc)] += 1
            if problem:
                failures += 1
                where = out / "failures" / str(failures)
                where.mkdir(parents=True, exist_ok=True)
                for f in written:
                    shutil.copy(f, where / f.name)
                (where / "command").write_text(" ".join(repr(x) for x in args) + "\n")
                (where / "stdout").write_text(stdout)
                (where / "stderr").write_text(stderr)
                print(f"FAIL {verb} (seed {seed}): {problem}: {' '.join(args[1:])[:200]}")
            shutil.rmtree(work, ignore_errors=True)
    for verb in verbs:
        print(f"{verb}: exit codes " + ", ".join(f"{k}: {v}" for k, v in sorted(codes.get(verb, {}).items())))
    print(f"{a.runs} runs over {len(verbs)} verbs, {failures} failures" + (f" (in {out}/failures)" if failures else ""))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
