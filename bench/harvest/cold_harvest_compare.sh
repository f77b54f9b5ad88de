#!/usr/bin/env bash
# Two cold harvests of the corpus one after the other, side by side: BEFORE's theseus (e.g. main's
# build) and AFTER's, each with cold_harvest.sh's figures (distinct cuts per second, distinct
# proved rewrites, outcomes), then both rates and rewrite counts on one line.
# usage: bench/harvest/cold_harvest_compare.sh BEFORE-BIN AFTER-BIN [JOBS] [TIME-LIMIT] [ENGINE] [HARVEST-OPTION...]
#   e.g. bench/harvest/cold_harvest_compare.sh ../main/build/bin/theseus build/bin/theseus 2 2
set -eu
before=$1
after=$2
shift 2
here=$(cd "$(dirname "$0")" && pwd)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
echo "== before: $before"
"$here/cold_harvest.sh" "$before" "$@" | tee "$out/before"
echo "== after: $after"
"$here/cold_harvest.sh" "$after" "$@" | tee "$out/after"
rate() { sed -n 's/.*: \([0-9.]*\) distinct cuts\/s/\1/p' "$1"; }
proved() { sed -n 's/^distinct proved rewrites: //p' "$1"; }
echo "== cuts/s before $(rate "$out/before"), after $(rate "$out/after"); distinct proved rewrites before $(proved "$out/before"), after $(proved "$out/after")"
