#!/usr/bin/env bash
# Usage: scripts/run-examples.sh BIN
# Runs `BIN verify` on examples/correct.ll and examples/incorrect.ll and exits 0 iff the first is
# correct (exit 0) and the second incorrect with a counterexample (exit 1).
set -u
if [ $# -ne 1 ]; then
  echo "usage: $0 path/to/theseus" >&2
  exit 2
fi
bin=$1
root=$(cd "$(dirname "$0")/.." && pwd)
status=0

run() { # run NAME EXPECTED-EXIT
  echo "=== theseus verify examples/$1 (expect exit $2) ==="
  "$bin" verify "$root/examples/$1"
  local code=$?
  if [ "$code" -ne "$2" ]; then
    echo "run-examples: examples/$1: exit $code, expected $2" >&2
    status=1
  fi
  echo
}

run correct.ll 0
run incorrect.ll 1
if [ $status -eq 0 ]; then echo "run-examples: OK"; else echo "run-examples: FAILED" >&2; fi
exit $status
