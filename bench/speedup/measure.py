"""Measurements of the speedup benchmark: executed instructions (callgrind), the functions where
they go (the --hot-only profile), wall time in interleaved paired rounds, and the statistics of
ratios (median, bootstrap 95% interval from bench/harvest/compile_time.py, geometric means)."""
import math
import os
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "harvest"))
import compile_time  # noqa: E402  (bootstrap_interval)

import programs as progs  # noqa: E402

TOGGLE = {True: "speedup_run_kernel", False: "main"}


def callgrind(cmd, toggle, profile: Path, timeout=3600):
    """Instructions executed inside `toggle` (and what it calls) by `cmd`, under callgrind; the
    profile is left in `profile`."""
    profile.parent.mkdir(parents=True, exist_ok=True)
    full = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={profile}", f"--toggle-collect={toggle}", *cmd]
    run = subprocess.run(full, capture_output=True, text=True, timeout=timeout)
    found = re.search(r"Collected : (\d+)", run.stderr)
    if run.returncode != 0 or not found:
        sys.exit(f"speedup.py: {' '.join(full)} exited {run.returncode}:\n{run.stderr[-2000:]}")
    return int(found.group(1))


def count_kernel(program, binary: Path, kernel: str, work: Path):
    """Instructions of one kernel of one build (the kernel alone, without the driver's setup)."""
    profile = work / f"{binary.parent.name}.{program.name}.{kernel}.callgrind"
    count = callgrind(progs.kernel_command(program, binary, kernel), TOGGLE[program.harness], profile)
    profile.unlink(missing_ok=True)
    return count


def function_shares(program, binary: Path, work: Path):
    """{function: share of the kernels' instructions executed in its own body} over one run of
    every kernel of the plain build (callgrind_annotate's exclusive counts)."""
    profile = work / f"{program.name}.profile.callgrind"
    total = callgrind(progs.kernel_command(program, binary), TOGGLE[program.harness], profile)
    text = subprocess.run(["callgrind_annotate", "--threshold=100", "--inclusive=no", str(profile)], check=True, capture_output=True,
                          text=True).stdout
    shares = {}
    for line in text.splitlines():
        found = re.match(r"\s*([\d,]+)\s+\([^)]*\)\s+\S+:(\S+?)(?:\s+\[.*\])?$", line)
        if found and total:
            name = found.group(2)
            shares[name] = shares.get(name, 0) + int(found.group(1).replace(",", "")) / total
    return shares


def _run_once(cmd):
    """(wall seconds, CPU seconds, stderr) of one run of `cmd`; exits with its message when it fails."""
    start = time.perf_counter()
    child = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    stderr = child.stderr.read()
    _, status, usage = os.wait4(child.pid, 0)
    elapsed = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"speedup.py: {' '.join(cmd)} exited {os.waitstatus_to_exitcode(status)}:\n{stderr[-2000:]}")
    return elapsed, usage.ru_utime + usage.ru_stime, stderr


def timed_run(program, binary: Path, kernel: str, time_ms: int):
    """{"wall": s, "cpu": s} per call of one kernel: the driver's own timing of the kernel called
    for time_ms, or for a corpus program the time per process over runs repeated for time_ms."""
    cmd = progs.kernel_command(program, binary, kernel, time_ms)
    if not program.harness:
        wall, cpu, runs = 0.0, 0.0, 0
        while runs == 0 or wall < time_ms / 1e3:
            w, c, _ = _run_once(cmd)
            wall, cpu, runs = wall + w, cpu + c, runs + 1
        return {"wall": wall / runs, "cpu": cpu / runs}
    for fields in (line.split() for line in _run_once(cmd)[2].splitlines()):
        if len(fields) == 5 and fields[0] == "time" and fields[1] == kernel:
            return {"wall": float(fields[2]) * 1e-9, "cpu": float(fields[3]) * 1e-9}
    sys.exit(f"speedup.py: {' '.join(cmd)} printed no time for {kernel}")


def interleaved_rounds(items, rounds: int, time_ms: int):
    """{clock: {(program, kernel): {"plain": [s per round], "plugin": [...]}}} for the clocks
    "wall" and "cpu", from `rounds` rounds; in each round every kernel runs plain and plugin back
    to back, each in a process of its own, in an order alternated per round (so that a change of
    machine load hits both alike)."""
    times = {"wall": {}, "cpu": {}}
    for r in range(rounds):
        for program, binaries, kernels in items:
            for kernel in kernels:
                for variant in (("plain", "plugin") if r % 2 == 0 else ("plugin", "plain")):
                    for clock, seconds in timed_run(program, binaries[variant], kernel, time_ms).items():
                        times[clock].setdefault((program.name, kernel), {"plain": [], "plugin": []})[variant].append(seconds)
    return times


def geomean(values):
    """The geometric mean of positive `values` (NaN when there are none)."""
    values = list(values)
    return math.exp(sum(math.log(v) for v in values) / len(values)) if values else float("nan")


def paired_ratio(series, picked):
    """The median over the rounds `picked` of plugin / plain in the same round."""
    return statistics.median(series["plugin"][r] / series["plain"][r] for r in picked)


def ratio_with_interval(series):
    """(median paired ratio, 95% bootstrap interval low, high) of one kernel's rounds."""
    rounds = len(series["plain"])
    ratio = paired_ratio(series, range(rounds))
    low, high = compile_time.bootstrap_interval(lambda picked: paired_ratio(series, picked), rounds)
    return ratio, low, high


def geomean_with_interval(all_series):
    """(geometric mean of the kernels' median paired ratios, 95% bootstrap interval), resampling
    the rounds (the same rounds for every kernel: a round is one pass over all programs)."""
    all_series = list(all_series)
    if not all_series:
        return float("nan"), float("nan"), float("nan")
    rounds = min(len(s["plain"]) for s in all_series)
    estimate = lambda picked: geomean(paired_ratio(s, picked) for s in all_series)  # noqa: E731
    low, high = compile_time.bootstrap_interval(estimate, rounds)
    return estimate(range(rounds)), low, high


def load_average():
    """The 1, 5 and 15 minute load averages, as printed in the summary."""
    return " ".join(f"{x:.2f}" for x in os.getloadavg())
