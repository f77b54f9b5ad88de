#!/usr/bin/env bash
# The cost models' fidelity on the issue's full set: random functions plus every candidate the
# synth priced on its acceptance cases (test/synth/*.ll).
#
# For each test/synth/*.ll with a `; RUN: ... %theseus synth %s OPTIONS` line, runs
# `theseus synth CASE OPTIONS --dump-candidates DIR/CASE.ll` (the first such line's options;
# `-o FILE` and the pipe are dropped), then cost_fidelity three times and prints Spearman (isel vs
# mca, tti vs mca) for the random set, the candidate set, and both together.
#
# Usage: bench/cost_fidelity/with-synth-candidates.sh [BUILD_DIR] [--count N] [--mcpu CPU]
set -u
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
build="${1:-$root/build}"
shift $(( $# > 0 ? 1 : 0 ))
count=1000
mcpu=x86-64-v3
while [ $# -gt 0 ]; do
  case "$1" in
    --count) count="$2"; shift 2 ;;
    --mcpu) mcpu="$2"; shift 2 ;;
    *) echo "unknown option $1" >&2; exit 4 ;;
  esac
done
theseus="$build/bin/theseus"
fidelity="$build/bin/cost_fidelity"
for tool in "$theseus" "$fidelity"; do
  [ -x "$tool" ] || { echo "missing $tool (build the theseus and cost_fidelity targets)" >&2; exit 4; }
done
dir="$(mktemp -d "${TMPDIR:-/tmp}/synth-candidates.XXXXXX")"
echo "candidates in $dir"

candidates=()
for case in "$root"/test/synth/*.ll; do
  line="$(grep -m1 -E '^; RUN: .*%theseus synth %s' "$case")" || continue
  options="${line#*%theseus synth %s}"
  options="${options%%|*}"
  options="$(sed -E 's/(^| )-o [^ ]+//g; s/2>&1//g' <<<"$options")"
  name="$(basename "$case" .ll)"
  out="$dir/$name.ll"
  # shellcheck disable=SC2086
  "$theseus" synth "$case" $options --mcpu "$mcpu" --dump-candidates "$out" >/dev/null 2>"$dir/$name.err"
  status=$?
  n=0
  [ -s "$out" ] && n=$(grep -c '^define ' "$out")
  echo "$name: synth exit $status, $n candidates (options:$options)"
  [ "$n" -gt 0 ] && candidates+=("$out")
done

summary() {
  grep -E '^(functions|skipped|Spearman)' | sed 's/^/  /'
}
echo "== random functions ($count)"
"$fidelity" --count "$count" --mcpu "$mcpu" --isel-rounds 1 2>>"$dir/fidelity.err" | summary
echo "== synth candidates (${#candidates[@]} cases)"
"$fidelity" --count 0 --mcpu "$mcpu" --isel-rounds 1 "${candidates[@]}" 2>>"$dir/fidelity.err" | summary
echo "== both"
"$fidelity" --count "$count" --mcpu "$mcpu" --isel-rounds 1 "${candidates[@]}" 2>>"$dir/fidelity.err" | summary
echo "(llvm-mca's warnings, e.g. for candidates llc turns into library calls: $dir/fidelity.err)"
