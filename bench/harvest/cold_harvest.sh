#!/usr/bin/env bash
# Cold-cache harvest of the corpus: cuts per second and distinct proved rewrites found.
# usage: bench/harvest/cold_harvest.sh build/bin/theseus [JOBS] [TIME-LIMIT] [ENGINE] [HARVEST-OPTION...]
#   e.g. bench/harvest/cold_harvest.sh build/bin/theseus 2 3 portfolio --peephole-db table.db
set -eu
invocation="$0 $*"
bin=$1
jobs=${2:-2}
limit=${3:-3}
engine=${4:-}
shift $(( $# < 4 ? $# : 4 ))
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
engineArgs=()
[ -n "$engine" ] && engineArgs=(--engine "$engine")
start=$(date +%s.%N)
"$bin" harvest "$root/examples/corpus" --cache "sqlite:$work/cache.db" --report-dir "$work/report" -j "$jobs" --time-limit "$limit" \
  "${engineArgs[@]}" "$@" 2>"$work/log" >/dev/null
end=$(date +%s.%N)
echo "command: $invocation"
python3 - "$work/report/report.json" "$start" "$end" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
wall = float(sys.argv[3]) - float(sys.argv[2])
distinct = int(r["distinct cuts"])
print(f"files {r['files']}, functions {r['functions']}, candidates {r['candidate instructions']}, cuts {r['cuts extracted']}, distinct {distinct}")
print(f"synthesized {r['synthesized']} in {wall:.1f} s wall: {distinct / wall:.2f} distinct cuts/s")
print(f"distinct proved rewrites: {r['distinct proved rewrites']}")
if "proved rewrites with a machine-code gain" in r:
    print(f"with a machine-code gain: {r['proved rewrites with a machine-code gain']}, cold cuts not synthesized: "
          f"{r['cold cuts (not synthesized)']}, machine pricing {float(r['machine pricing seconds']):.1f} s")
outcomes = {}
for c in r["cuts"]:
    outcomes[c["outcome"]] = outcomes.get(c["outcome"], 0) + 1
print("outcomes: " + ", ".join(f"{k} {v}" for k, v in sorted(outcomes.items())))
PY
