#!/usr/bin/env python3
"""Tests of the alive-tv column of clang_pairs.py.

usage: alive_tv_test.py verdicts
       alive_tv_test.py live THESEUS

`verdicts` checks how alive-tv's output is read (no alive-tv needed). `live` runs the alive-tv
named by $ALIVE_TV, or found on PATH, on a wrong pair and beside THESEUS on two clang pairs; it
exits 77 (ctest's skip) when there is none."""
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from alive_tv import run_alive_tv, verdict_of  # noqa: E402

SKIP = 77


def summary(correct: int, incorrect: int, failed: int, errors: int) -> str:
    """The summary alive-tv prints after its last pair, with these counts."""
    return (f"Summary:\n  {correct} correct transformations\n  {incorrect} incorrect transformations\n"
            f"  {failed} failed-to-prove transformations\n  {errors} Alive2 errors\n")


def check(condition: bool, what: str) -> None:
    """Fails the test with WHAT unless CONDITION holds."""
    if not condition:
        sys.exit(f"FAIL: {what}")


def test_verdicts() -> int:
    """Each kind of alive-tv answer maps to its verdict; no answer but a full correct summary is
    read as `correct`."""
    cases = [
        ("Transformation seems to be correct!\n\n" + summary(1, 0, 0, 0), 0, ("correct", "")),
        ("Transformation doesn't verify!\n\nERROR: Value mismatch\n\n" + summary(0, 1, 0, 0), 0,
         ("incorrect", "Value mismatch")),
        ("ERROR: Timeout\n\n" + summary(0, 0, 1, 0), 0, ("unknown", "Timeout")),
        ("ERROR: Couldn't prove the correctness of the transformation\n" + summary(1, 0, 1, 0), 0,
         ("unknown", "Couldn't prove the correctness of the transformation")),
        ("ERROR: Unsupported instruction\n" + summary(0, 0, 0, 1), 1, ("error", "Unsupported instruction")),
        (summary(0, 0, 0, 0), 0, ("error", "")),
        ("Stack dump:\n", -6, ("error", "exit -6, no summary")),
    ]
    for output, returncode, expected in cases:
        got = verdict_of(output, returncode)
        check(got == expected, f"{output!r}: {got} instead of {expected}")
    print(f"{len(cases)} outputs read as expected")
    return 0


def test_live(theseus: str) -> int:
    """A pair that returns 0 for x is incorrect to alive-tv; two clang pairs run beside theseus
    print alive-tv's column and totals, and their verdicts do not contradict."""
    alive_tv = os.environ.get("ALIVE_TV") or shutil.which("alive-tv")
    if not alive_tv:
        print("alive-tv not found (set ALIVE_TV or put it on PATH): skipped")
        return SKIP
    with tempfile.TemporaryDirectory(prefix="alive-tv-test-") as work:
        src, tgt = Path(work, "src.ll"), Path(work, "tgt.ll")
        src.write_text("define i32 @f(i32 %x) {\n  ret i32 %x\n}\n")
        tgt.write_text("define i32 @f(i32 %x) {\n  ret i32 0\n}\n")
        wrong = run_alive_tv(alive_tv, src, tgt, 10000, lambda: 0.0)
        check(wrong.verdict == "incorrect", f"x -> 0 is {wrong.verdict} ({wrong.reason})")
        proc = subprocess.run([sys.executable, str(HERE / "clang_pairs.py"), theseus, "--count", "2", "--seed", "1",
                               "--timeout-ms", "10000", "--list", "--alive-tv", alive_tv, "--work", work],
                              capture_output=True, text=True)
    print(proc.stdout, proc.stderr)
    check(proc.returncode == 0, f"clang_pairs.py exited {proc.returncode}")
    check(proc.stdout.count("| alive-tv ") == 2, "one alive-tv column per pair")
    check("cpu beside alive-tv: theseus" in proc.stdout, "the totals beside alive-tv")
    check("DISAGREE" not in proc.stdout, "theseus and alive-tv contradict each other")
    return 0


def main() -> int:
    if len(sys.argv) == 2 and sys.argv[1] == "verdicts":
        return test_verdicts()
    if len(sys.argv) == 3 and sys.argv[1] == "live":
        return test_live(sys.argv[2])
    sys.exit(__doc__)


if __name__ == "__main__":
    sys.exit(main())
