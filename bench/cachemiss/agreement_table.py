#!/usr/bin/env python3
"""Agreement table: model (theseus cachemiss) vs simulator (theseus cachesim), kernels x configs.

usage: agreement_table.py THESEUS KERNEL_DIR
Each cell is "compulsory+capacity" when both tools agree on every access, else "DIFF".
The configurations are those of the ctest Kernels/Agreement.*.
"""
import json
import os
import subprocess
import sys

CONFIGS = [("double", 128, 64), ("double", 512, 64), ("double", 2048, 64), ("double", 96, 24), ("double", 384, 24),
           ("float", 256, 64), ("float", 1024, 64)]


def per_access(theseus, verb, path, data, cache, line):
    out = subprocess.run([theseus, verb, path, "--define", "DATA=" + data, "--cache-size", str(cache),
                          "--line-size", str(line), "--json"], capture_output=True, text=True, timeout=600)
    if out.returncode != 0:
        return None, None
    d = json.loads(out.stdout)
    return [(a["compulsory"], a["capacity"]) for a in d["accesses"]], d["total"]


def main():
    theseus, kdir = sys.argv[1], sys.argv[2]
    print("%-15s" % "kernel" + "".join("%14s" % ("%s %d/%d" % (d[0], c, l)) for d, c, l in CONFIGS))
    agree = total = 0
    for name in sorted(n for n in os.listdir(kdir) if n.endswith(".c")):
        cells = []
        for data, cache, line in CONFIGS:
            m, mt = per_access(theseus, "cachemiss", os.path.join(kdir, name), data, cache, line)
            s, st = per_access(theseus, "cachesim", os.path.join(kdir, name), data, cache, line)
            total += 1
            if m is not None and m == s:
                agree += 1
                cells.append("%d+%d" % (mt["compulsory"], mt["capacity"]))
            else:
                cells.append("DIFF")
        print("%-15s" % name[:-2] + "".join("%14s" % c for c in cells))
    print("agree: %d / %d (cells: compulsory+capacity misses, equal per access)" % (agree, total))


if __name__ == "__main__":
    main()
