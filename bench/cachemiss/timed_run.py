"""One timed run of a `theseus ... --json` command, shared by the cachemiss benches."""
import json
import subprocess
import time


def run_json(cmd, cap):
    """(seconds, parsed JSON) of `cmd`; (seconds, "exit N: stderr") when it fails; (None, None)
    when it runs longer than `cap` seconds."""
    start = time.monotonic()
    try:
        out = subprocess.run(cmd, capture_output=True, text=True, timeout=cap)
    except subprocess.TimeoutExpired:
        return None, None
    elapsed = time.monotonic() - start
    if out.returncode != 0:
        return elapsed, "exit %d: %s" % (out.returncode, out.stderr.strip()[:160])
    return elapsed, json.loads(out.stdout)
