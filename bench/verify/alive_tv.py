"""Alive2's `alive-tv` run on a src/tgt pair, its verdict in `theseus verify`'s words.

alive-tv is not part of Theseus (docs/verify.md, "Beside Alive2", says how to build it); the
clang pairs benchmark runs it beside `theseus verify` when given its path."""
import re
import subprocess
import time
from dataclasses import dataclass

SUMMARY = re.compile(r"^\s*(\d+) (correct|incorrect|failed-to-prove) transformations$|^\s*(\d+) Alive2 errors$")


@dataclass
class AliveResult:
    verdict: str
    reason: str
    seconds: float
    cpu: float


def verdict_of(output: str, returncode: int):
    """(verdict, reason) of alive-tv's OUTPUT (stdout and stderr) on one pair: `incorrect` when a
    transformation is unsound, `correct` only when every transformation is correct and the summary
    says so, `unknown` when one failed to prove (a timeout, an approximation), otherwise `error`.
    The reason is the first `ERROR:` line, or the exit status when there is no summary."""
    counts = {}
    for line in output.splitlines():
        m = SUMMARY.match(line)
        if m:
            counts[m.group(2) or "errors"] = int(m.group(1) or m.group(3))
    errors = [line.strip() for line in output.splitlines() if line.startswith("ERROR:")]
    reason = errors[0][len("ERROR:"):].strip() if errors else ""
    if not counts:
        return "error", reason or f"exit {returncode}, no summary"
    if counts.get("incorrect", 0):
        return "incorrect", reason
    if counts.get("failed-to-prove", 0):
        return "unknown", reason
    if counts.get("errors", 0) or not counts.get("correct", 0):
        return "error", reason
    return "correct", reason


def run_alive_tv(alive_tv: str, src, tgt, timeout_ms: int, cpu_of_children) -> AliveResult:
    """alive-tv's verdict on SRC refined by TGT with `--smt-to=TIMEOUT_MS` (a limit per SMT query,
    not per pair: a pair may take several times it), killed as `unknown` (reason `wall limit`)
    after ten times TIMEOUT_MS of wall time (at least 60 s). Wall and CPU seconds are measured
    around the run, CPU by CPU_OF_CHILDREN (user plus system time of the finished children)."""
    start, cpu_start = time.perf_counter(), cpu_of_children()
    try:
        proc = subprocess.run([alive_tv, f"--smt-to={timeout_ms}", str(src), str(tgt)],
                              capture_output=True, text=True, timeout=max(60.0, 10 * timeout_ms / 1000))
        verdict, reason = verdict_of(proc.stdout + proc.stderr, proc.returncode)
    except subprocess.TimeoutExpired:
        verdict, reason = "unknown", "wall limit"
    return AliveResult(verdict, reason, time.perf_counter() - start, cpu_of_children() - cpu_start)
