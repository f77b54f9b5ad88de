#!/usr/bin/env python3
"""End-to-end test of the speedup benchmark's tooling (not of the speedup): speedup.py on one
corpus program (and xxhash when ../shared/corpus/realcode is present, which exercises the driver
harness) in a tiny configuration — a fresh cache harvested with massalin, one second per cut, two
rounds — must exit 0 having compared the outputs equal, printed the table and the geometric means,
and written a self-contained HTML page (an inline SVG chart, the table, no external asset) and
results.json. Also checks that the output comparison reports a program whose two builds print
different bytes (the one verdict of the benchmark that must not pass wrongly).

usage: smoke_test.py --theseus build/bin/theseus --plugin build/lib/TheseusPass.so --work DIR
Exit 0 passed, 1 failed.
"""
import argparse
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import programs as progs  # noqa: E402
import speedup  # noqa: E402


def check(condition, what, failures):
    """Prints `what` as ok or FAIL; a failure is added to `failures`."""
    print(f"{'ok  ' if condition else 'FAIL'} {what}")
    if not condition:
        failures.append(what)


def mismatch_is_reported(work: Path):
    """Whether compare_outputs flags two builds that print different output."""
    binaries = {}
    for variant, text in (("plain", "k 0000000000000001"), ("plugin", "k 0000000000000002")):
        script = work / f"fake-{variant}"
        script.write_text(f"#!/bin/sh\necho '{text}'\n")
        script.chmod(0o755)
        binaries[variant] = script
    return speedup.compare_outputs([progs.Program("fake", [], False)], {"fake": binaries}) == ["fake"]


def main() -> int:
    """Runs the tiny configuration and every check; 0 when all pass, 1 otherwise, 77 without valgrind."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--theseus", required=True)
    parser.add_argument("--plugin", required=True)
    parser.add_argument("--work", required=True)
    args = parser.parse_args()
    if not shutil.which("valgrind"):
        print("SKIP: valgrind is not installed (scripts/bootstrap.sh installs it)")
        return 77
    work = Path(args.work)
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    only = "saturate,xxhash" if (progs.REALCODE / "xxhash" / "xxhash.h").exists() else "saturate"
    cmd = [sys.executable, str(HERE / "speedup.py"), "--theseus", args.theseus, "--plugin", args.plugin, "--only", only, "--hot-only",
           "--hot-threshold", "0.05", "--engine", "massalin", "--time-limit", "1", "--rounds", "2", "--time-ms", "20", "-j", "2",
           "--out", str(work / "out")]
    print("$ " + " ".join(cmd), flush=True)
    run = subprocess.run(cmd, capture_output=True, text=True, timeout=1500)
    print(run.stdout[-6000:], run.stderr[-3000:], sep="\n")
    failures = []
    check(run.returncode == 0, f"speedup.py exited 0 (got {run.returncode})", failures)
    for name in only.split(","):
        check(f"PASS {name}: outputs identical" in run.stdout, f"{name}: plain and plugin outputs compared equal", failures)
    check(re.search(r"^program\s+kernel\s+instr plain", run.stdout, re.M) is not None, "the table was printed", failures)
    check(re.search(r"all kernels\s+instructions \d\.\d{4}.*; cpu \d\.\d{4}.*; wall \d\.\d{4}", run.stdout) is not None, "the geometric mean was printed", failures)
    page = work / "out" / "speedup.html"
    text = page.read_text() if page.exists() else ""
    check("<svg" in text and "</svg>" in text, "speedup.html has an inline SVG chart", failures)
    check("<td>saturate</td>" in text, "speedup.html has the table", failures)
    check(not re.search(r"""(src|href)\s*=\s*["']?(https?:|//)""", text), "speedup.html loads no external asset", failures)
    results = work / "out" / "results.json"
    data = json.loads(results.read_text()) if results.exists() else {}
    check(data.get("outputs_identical") is True, "results.json records identical outputs", failures)
    kernels = data.get("kernels", [])
    check(bool(kernels) and all(k["plain_instructions"] > 0 and k["plugin_instructions"] > 0 for k in kernels),
          f"every kernel has instruction counts ({len(kernels)} kernels)", failures)
    check(mismatch_is_reported(work), "a program whose builds print different bytes is reported", failures)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
