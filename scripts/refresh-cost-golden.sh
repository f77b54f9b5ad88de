#!/bin/sh
# Refreshes the golden CHECK lines of test/cost/*.ll from the current build (one command):
#   scripts/refresh-cost-golden.sh [BUILD_DIR]   (default: build)
# Review the diff before committing: a changed golden is a changed selection or cost.
set -e
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-"$root/build"}
ninja -C "$build" -j1 theseus
python3 "$root/test/cost/update_golden.py" "$build/bin/theseus"
