#!/usr/bin/env python3
"""The peephole database's figures (docs/peephole.md): the table's build time and size, then for
each corpus the engine through `theseus harvest --engine peephole-db` (distinct cuts, proved
rewrites, wall time) and `lookup_bench` over the harvested cut files (cuts in the table's scope,
lookups, hits, proved, refuted, and the lookup latency per cut, the proof excluded).

usage: peephole_bench.py --theseus BIN --lookup-bench BIN [--max-len 3] [--args 2]
                         [--widths 8,16,32,64] [--typed-len 2] [--work DIR] [--corpus DIR]... [-j 2]
Corpora default to examples/corpus and, when present, ../shared/corpus/realcode (its libraries
compiled to bitcode first, with the flags its README names).
"""
import argparse
import collections
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run(cmd, **kw):
    """(seconds, completed process) of `cmd`; exits when it fails."""
    start = time.monotonic()
    done = subprocess.run([str(c) for c in cmd], capture_output=True, text=True, **kw)
    seconds = time.monotonic() - start
    if done.returncode != 0:
        sys.exit(f"failed ({done.returncode}): {' '.join(map(str, cmd))}\n{done.stderr[-2000:]}")
    return seconds, done


def build(args, table):
    cmd = [args.theseus, "peephole-db", "build", "-o", table, "--max-len", args.max_len, "--args", args.args, "--widths", args.widths,
           "--typed-len", args.typed_len]
    seconds, done = run(cmd)
    print(f"$ {' '.join(map(str, cmd))}")
    print(done.stdout.rstrip())
    print(f"wall {seconds:.2f} s, {table.stat().st_size / 1e6:.1f} MB")


def harvest(args, table, corpus, work):
    report = work / f"report-{corpus.name}"
    cmd = [args.theseus, "harvest", corpus, "--engine", "peephole-db", "--peephole-db", table, "--cache", f"sqlite:{work}/cache-{corpus.name}.db",
           "--report-dir", report, "-j", args.jobs, "--time-limit", "10"]
    seconds, _ = run(cmd)
    r = json.loads((report / "report.json").read_text())
    outcomes = collections.Counter(c["outcome"] for c in r["cuts"])
    print(f"$ {' '.join(map(str, cmd))}")
    print(f"distinct cuts {r['distinct cuts']}, distinct proved rewrites {r['distinct proved rewrites']}, wall {seconds:.1f} s, "
          f"{int(r['distinct cuts']) / seconds:.1f} distinct cuts/s; outcomes " + ", ".join(f"{k} {v}" for k, v in sorted(outcomes.items())))
    return report / "cuts"


def lookups(args, table, cuts):
    files = sorted(cuts.glob("*.ll"))
    cmd = [args.lookup_bench, table, *files]
    _, done = run(cmd)
    print(f"$ {args.lookup_bench} {table} {cuts}/*.ll")
    print(done.stdout.rstrip())


# The realcode sources compiled as `harvest` compiles .c files (-O3 -march=x86-64-v3), with the
# include paths and implementation macros of realcode/README.md; (folder, file, extra flags).
REALCODE_UNITS = [("zlib", f, ["-I", "zlib"]) for f in ("adler32.c", "crc32.c", "deflate.c", "inffast.c", "inflate.c", "inftrees.c",
                                                      "trees.c", "compress.c", "uncompr.c")] + [
    ("lz4", "lz4.c", []), ("lz4", "lz4hc.c", []), ("xxhash", "xxhash.c", []),
    ("stb", "#include <string.h>\n#define STB_IMAGE_IMPLEMENTATION\n#include \"stb_image.h\"\n", ["-I", "stb"]),
    ("stb", "#include <string.h>\n#define STB_DXT_IMPLEMENTATION\n#include \"stb_dxt.h\"\n", ["-I", "stb"]),
]


def realcode_modules(realcode, work):
    """The folder of bitcode modules compiled from `realcode` (a unit that does not compile is named and skipped)."""
    out = work / "realcode-bc"
    out.mkdir(parents=True, exist_ok=True)
    for i, (folder, unit, flags) in enumerate(REALCODE_UNITS):
        source = realcode / folder / unit
        if unit.startswith("#"):
            source = work / f"realcode-{folder}-{i}.c"
            source.write_text(unit)
        target = out / f"{folder}-{i}.bc"
        cmd = ["clang-19", "-O3", "-march=x86-64-v3", "-emit-llvm", "-c", *flags, str(source), "-o", str(target)]
        done = subprocess.run(cmd, cwd=realcode, capture_output=True, text=True)
        if done.returncode != 0:
            print(f"skipped {folder}/{unit.splitlines()[-1] if unit.startswith('#') else unit}: clang-19 failed")
    return out


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--theseus", required=True)
    p.add_argument("--lookup-bench", required=True)
    p.add_argument("--max-len", default="3")
    p.add_argument("--args", default="2")
    p.add_argument("--widths", default="8,16,32,64")
    p.add_argument("--typed-len", default="2")
    p.add_argument("--work")
    p.add_argument("--corpus", action="append")
    p.add_argument("-j", "--jobs", default="2")
    args = p.parse_args()
    corpora = [Path(c) for c in args.corpus] if args.corpus else [ROOT / "examples/corpus"]
    realcode = ROOT.parent / "shared/corpus/realcode"
    if not args.corpus and realcode.is_dir():
        corpora.append(realcode)
    with tempfile.TemporaryDirectory() as scratch:
        work = Path(args.work or scratch)
        work.mkdir(parents=True, exist_ok=True)
        table = work / f"peephole-L{args.max_len}-a{args.args}-t{args.typed_len}.db"
        build(args, table)
        for corpus in corpora:
            print(f"\n== {corpus}")
            modules = realcode_modules(corpus, work) if corpus.name == "realcode" else corpus
            lookups(args, table, harvest(args, table, modules, work))


if __name__ == "__main__":
    main()
