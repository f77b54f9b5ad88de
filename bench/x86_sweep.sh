#!/usr/bin/env bash
# The full differential sweep of every x86 row: 100000 cases each through the JIT and the
# evaluator, ~50 SMT queries each. Prints the command line and the time. Usage:
#   bench/x86_sweep.sh [BUILD_DIR] [extra difftest-intrinsics options...]
set -euo pipefail
build=${1:-$(dirname "$0")/../build}
shift || true
cmd=("$build/bin/theseus" difftest-intrinsics --iterations 100000 --smt-every 2000 "$@")
echo "command: ${cmd[*]}"
start=$(date +%s%N)
status=0
"${cmd[@]}" || status=$?
end=$(date +%s%N)
elapsed_ms=$(((end - start) / 1000000))
printf "time: %d.%03d s (exit %d)\n" $((elapsed_ms / 1000)) $((elapsed_ms % 1000)) "$status"
exit $status
