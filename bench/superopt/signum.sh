#!/bin/sh
# Item 7(a): the 8-bit signum at --max-len 4 with the lesson's instruction set
# {add,sub,mul,and,or,xor,shl,lshr,ashr} and K = {1,-1,7}, then K = {1,-1,7} plus the source's
# constants (7 and 0), each without and with equivalence classes (--classes).
# Prints each command and its figures: candidates enumerated, candidates per second (over the
# whole run, test-vector setup and the proof included), the time to the proved answer, and the
# process's cpu time with candidates per cpu second (the per-core rate on a shared machine).
# usage: bench/superopt/signum.sh [path/to/theseus] [repetitions]
THESEUS=${1:-build/bin/theseus}
REPS=${2:-5}
INPUT=$(dirname "$0")/../../test/superopt/signum-i8-four.ll
for K in 1,-1,7 1,-1,7,0; do
for CLASSES in "" "--classes"; do
  CMD="$THESEUS superopt $INPUT --max-len 4 --ops add,sub,mul,and,or,xor,shl,lshr,ashr --consts $K $CLASSES"
  echo "\$ $CMD   (best of $REPS runs)"
  BEST=""
  i=0
  while [ $i -lt "$REPS" ]; do
    OUT=$($CMD --json | tail -1)
    T=$(echo "$OUT" | sed 's/.*"seconds":\([0-9.e+-]*\).*/\1/')
    if [ -z "$BEST" ] || [ "$(echo "$T < $BEST_T" | bc -l)" = 1 ]; then BEST="$OUT"; BEST_T=$T; fi
    i=$((i + 1))
  done
  echo "$BEST" | python3 -c '
import json, sys
r = json.load(sys.stdin)
print("  found: %s, length %d, shortest: %s" % (r["found"], r["length"], r["optimal"]))
print("  candidates: %d" % r["candidates"])
print("  candidates/s: %.1f M" % (r["candidates_per_second"] / 1e6))
print("  time to the answer: %.3f s wall, %.3f s cpu" % (r["seconds"], r["cpu_seconds"]))
print("  candidates per cpu second: %.1f M" % (r["candidates_per_cpu_second"] / 1e6))
print("  pruned prefixes: %d by class, %d as duplicates; restarts: %d, smt queries: %d"
      % (r["pruned_by_class"], r["pruned_duplicates"], r["restarts"], r["smt_queries"]))'
done
done
