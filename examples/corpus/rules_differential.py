#!/usr/bin/env python3
"""Differential test of the rules plugin (`theseus rules --build`) on the corpus.

The corpus is harvested (--engine, default massalin: fast), the proved rewrites are generalized
into rules and compiled into TheseusRules.so, and every program is compiled with
`clang-19 -O3 -march=M` with and without `-fpass-plugin=TheseusRules.so`; both binaries run and
their outputs must be identical. Every rewrite the plugin applies is logged (THESEUS_RULES_LOG) as
a @src_N/@tgt_N pair of the matched instance and the built replacement, and each logged pair must
be proved by `theseus verify` (up to --sample pairs, spread over the log), and every rule's own lit
test (DIR/rules/tests) must pass. The plugin must apply at least one rule across the corpus.

Exit 0: all compared programs agree and every checked application is proved; 1: a mismatch, a
failed compile/run, an application not proved, or no rule applied; 77: nothing could run.

usage: rules_differential.py --theseus build/bin/theseus [--work DIR] [--clang clang-19]
                             [--engine E] [--time-limit S] [--sample N] [--report report.json]
                             [PROGRAM.c...]
"""
import argparse
import os
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from differential import compare_programs, corpus_setup, run, skip_reason  # noqa: E402

LIT = "/usr/lib/llvm-19/build/utils/lit/lit.py"


def build_rules(theseus, programs, work, engine, time_limit, march, report=None):
    """Harvests `programs` into work/cache.db (unless `report` names a harvest's report.json to use
    instead) and builds work/rules/TheseusRules.so; returns its path."""
    if report:
        return build_plugin(theseus, Path(report), work)
    cache = work / "cache.db"
    harvest = run([theseus, "harvest", *map(str, programs), "--cache", str(cache), "--report-dir", str(work / "harvest"), "-j", "2",
                   "--engine", engine, "--time-limit", time_limit, "--march", march], timeout=3600)
    if harvest.returncode != 0:
        raise RuntimeError("harvest failed:\n" + harvest.stderr[-2000:])
    return build_plugin(theseus, work / "harvest" / "report.json", work)


def build_plugin(theseus, report, work):
    """`theseus rules --build` on `report` into work/rules; returns the plugin's path."""
    rules = run([theseus, "rules", "--report", str(report), "-o", str(work / "rules"), "--jobs", "2", "--build"], timeout=3600)
    if rules.returncode != 0:
        raise RuntimeError("theseus rules failed:\n" + rules.stderr[-2000:])
    plugin = work / "rules" / "TheseusRules.so"
    if not plugin.exists():
        raise RuntimeError("theseus rules --build wrote no " + str(plugin))
    return plugin


def logged_pairs(log: Path):
    """The applications the plugin appended to `log` (each a comment line, @src_N and @tgt_N), with N."""
    if not log.exists():
        return []
    text = log.read_text()
    starts = [m.start() for m in re.finditer(r"^; theseus-rules application ", text, re.M)]
    out = []
    for a, b in zip(starts, starts[1:] + [len(text)]):
        chunk = text[a:b]
        for n in re.findall(r"define [^@]*@src_(\d+)\(", chunk):
            out.append((chunk, n))
    return out


def verify_applications(theseus, pairs, work, sample):
    """Proves up to `sample` logged applications, spread over the log; returns (checked, failures)."""
    if not pairs:
        return 0, 0
    step = max(1, len(pairs) // sample) if sample else 1
    chosen = pairs[::step][:sample] if sample else pairs
    failures = 0
    for i, (module, n) in enumerate(chosen):
        path = work / f"application-{i}.ll"
        path.write_text(module)
        result = run([theseus, "verify", str(path), "--src", f"src_{n}", "--tgt", f"tgt_{n}", "--timeout-ms", "60000"])
        if result.returncode != 0:
            failures += 1
            print(f"FAIL application {i} (@src_{n}): theseus verify exited {result.returncode}\n{result.stdout[-1500:]}")
    return len(chosen), failures


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--theseus", required=True)
    parser.add_argument("--clang", default="clang-19")
    parser.add_argument("--work", default=None)
    parser.add_argument("--engine", default="massalin")
    parser.add_argument("--time-limit", default="1")
    parser.add_argument("--sample", type=int, default=40, help="logged applications to prove (0: all)")
    parser.add_argument("--report", help="a harvest's report.json to take the rewrites from instead of harvesting")
    parser.add_argument("programs", nargs="*")
    args = parser.parse_args()
    programs, work, flags, march = corpus_setup(args.programs, args.work, "theseus-rules-corpus-")
    if march is None:
        return 77
    runnable = [p for p in programs if not skip_reason(p, flags, march)]
    try:
        plugin = build_rules(args.theseus, runnable, work, args.engine, args.time_limit, march, args.report)
    except RuntimeError as e:
        print(f"FAIL: {e}")
        return 1
    log = work / "applications.ll"
    log.unlink(missing_ok=True)
    env = dict(os.environ, THESEUS_RULES_LOG=str(log))
    compared, failures = compare_programs(programs, flags, march, args.clang, work, env, "rules", f"-fpass-plugin={plugin}")
    tests = run(["python3", LIT, "-q", str(plugin.parent / "tests")], timeout=1800)
    if tests.returncode != 0:
        failures += 1
        print(f"FAIL: the rules' own lit tests ({plugin.parent / 'tests'}):\n{tests.stdout[-3000:]}")
    else:
        print(f"PASS the rules' lit tests ({len(list((plugin.parent / 'tests').glob('rule-*.ll')))} rules)")
    pairs = logged_pairs(log)
    checked, wrong = verify_applications(args.theseus, pairs, work, args.sample)
    failures += wrong
    print(f"{compared} programs compared, {len(pairs)} rule applications logged, {checked} proved again "
          f"({wrong} not proved), {failures} failures (-march={march}, work dir {work})")
    if compared and not pairs:
        print("FAIL: the rules plugin applied no rule anywhere in the corpus")
        failures += 1
    if failures:
        return 1
    return 0 if compared else 77


if __name__ == "__main__":
    sys.exit(main())
