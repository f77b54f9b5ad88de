#!/usr/bin/env bash
# Usage: scripts/run-examples.sh BIN [BUILD-DIR]
# `make run`. Part 1: `BIN verify` on examples/correct.ll (exit 0) and examples/incorrect.ll (exit 1,
# with a counterexample). Part 2, the main job: superoptimizes the bundled program
# examples/corpus/bittricks.c end to end with the embedded SQLite cache BUILD-DIR/run/cache.db:
# harvest (cuts extracted, deduplicated, synthesized and proved by worker processes, HTML report),
# then `theseus opt --cache-only --verify-whole` on its -O3 IR (cached rewrites proved again and
# applied), then the program built with and without the pass plugin must print the same checksum.
# Prints the HTML report's path. The cache persists between runs; rm -rf BUILD-DIR/run for a cold run.
set -u
if [ $# -lt 1 ]; then
  echo "usage: $0 path/to/theseus [build-dir]" >&2
  exit 2
fi
bin=$1
build=${2:-$(cd "$(dirname "$bin")/.." && pwd)}
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

step() { # step DESCRIPTION COMMAND...
  echo "=== $1 ==="
  shift
  "$@" || { echo "run-examples: failed: $*" >&2; status=1; }
}

run correct.ll 0
run incorrect.ll 1

demo=$root/examples/corpus/bittricks.c
out=$build/run
mkdir -p "$out"
cache=sqlite:$out/cache.db
march=x86-64-v3
grep -qw avx2 /proc/cpuinfo 2>/dev/null || march=x86-64-v2
step "theseus harvest examples/corpus/bittricks.c (cache $out/cache.db)" \
  "$bin" harvest "$demo" --cache "$cache" --report-dir "$out/report" -j "$(nproc)" --time-limit 3 --march "$march"
step "clang-19 -O3 -emit-llvm bittricks.c" clang-19 -O3 -g -march=$march -emit-llvm -S "$demo" -o "$out/bittricks.ll"
step "theseus opt bittricks.ll --cache-only --verify-whole" \
  "$bin" opt "$out/bittricks.ll" -o "$out/bittricks.opt.ll" --cache "$cache" --cache-only --verify-whole --report "$out/opt-report.json"
plugin=$build/lib/TheseusPass.so
step "clang-19 -O3 bittricks.c" clang-19 -O3 -march=$march "$demo" -o "$out/bittricks.plain"
step "clang-19 -O3 -fpass-plugin bittricks.c (cache-only)" \
  env THESEUS_CACHE="$cache" THESEUS_CACHE_ONLY=1 clang-19 -O3 -march=$march -fpass-plugin="$plugin" "$demo" -o "$out/bittricks.plugin"
plain=$("$out/bittricks.plain")
plugged=$("$out/bittricks.plugin")
echo "without the plugin: $plain"
echo "with the plugin:    $plugged"
if [ "$plain" != "$plugged" ]; then
  echo "run-examples: the outputs differ" >&2
  status=1
fi
echo
echo "optimized IR:      $out/bittricks.opt.ll"
echo "opt report (JSON): $out/opt-report.json"
echo "harvest report:    $out/report/report.html"
if [ $status -eq 0 ]; then echo "run-examples: OK"; else echo "run-examples: FAILED" >&2; fi
exit $status
