#!/usr/bin/env python3
"""Time and peak memory of `theseus verify` against the lane count of a vector.

usage: bench/verify/lanes.py THESEUS [--lanes 256,1024,...] [--op mul] [--type i64]
                            [--timeout-ms N] [--work DIR]

For each lane count, checks a function against itself (one `OP <N x TYPE>` of two arguments,
returned) and prints the verdict, the wall time and the peak resident memory of the process (from
wait4's rusage), then the time per lane, whose flatness is what "linear in lanes" means. The
budget is --timeout-ms (default 60000): past it the verdict must be `unknown`, never a verdict."""
import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def write_case(work: Path, lanes: int, op: str, ty: str) -> Path:
    path = work / f"{op}-{lanes}x{ty}.ll"
    vt = f"<{lanes} x {ty}>"
    path.write_text(f"define {vt} @f({vt} %a, {vt} %b) {{\n  %r = {op} {vt} %a, %b\n  ret {vt} %r\n}}\n")
    return path


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("theseus")
    p.add_argument("--lanes", default="256,1024,4096,16384,65536")
    p.add_argument("--op", default="mul")
    p.add_argument("--type", default="i64")
    p.add_argument("--timeout-ms", type=int, default=60000)
    p.add_argument("--work", type=Path)
    a = p.parse_args()
    work = a.work or Path(tempfile.mkdtemp(prefix="lanes-"))
    work.mkdir(parents=True, exist_ok=True)
    print(f"command: {' '.join(sys.argv)}")
    print(f"{'lanes':>7} {'verdict':>9} {'seconds':>8} {'peak MB':>8} {'us/lane':>8}  reason")
    for lanes in [int(x) for x in a.lanes.split(",")]:
        path = write_case(work, lanes, a.op, a.type)
        start = time.perf_counter()
        proc = subprocess.Popen([a.theseus, "verify", str(path), "--json", "--timeout-ms", str(a.timeout_ms)],
                                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        out = proc.stdout.read()
        _, status, usage = os.wait4(proc.pid, 0)
        seconds = time.perf_counter() - start
        try:
            obj = json.loads(out.splitlines()[0])
        except (IndexError, json.JSONDecodeError):
            obj = {"verdict": f"exit {os.waitstatus_to_exitcode(status)}", "reason": ""}
        peak_mb = usage.ru_maxrss / 1024.0
        print(f"{lanes:>7} {obj['verdict']:>9} {seconds:>8.2f} {peak_mb:>8.0f} {1e6 * seconds / lanes:>8.1f}  {obj.get('reason', '')}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
