#!/usr/bin/env python3
"""expect-exit.py N CMD [ARGS...]: run CMD with inherited stdin/stdout/stderr and exit 0 iff it
exits with status N; otherwise say what it exited with on stderr and exit 1. CMD is killed after
$THESEUS_TEST_TIMEOUT seconds (default 120), which counts as a failure."""
import os
import subprocess
import sys

if len(sys.argv) < 3:
    sys.exit("usage: expect-exit.py N CMD [ARGS...]")
expected = int(sys.argv[1])
limit = float(os.environ.get("THESEUS_TEST_TIMEOUT", "120"))
sys.stdout.flush()
proc = subprocess.Popen(sys.argv[2:])
try:
    code = proc.wait(timeout=limit)
except subprocess.TimeoutExpired:
    proc.kill()
    proc.wait()
    sys.stderr.write("expect-exit: %s did not finish within %g s (expected exit %d)\n" % (sys.argv[2], limit, expected))
    sys.exit(1)
if code != expected:
    sys.stderr.write("expect-exit: %s exited with %d, expected %d\n" % (sys.argv[2], code, expected))
    sys.exit(1)
