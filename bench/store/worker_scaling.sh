#!/bin/sh
# Worker scaling with real jobs: N whole-function cuts ((x + K) - K, (x ^ K) ^ K, ...) are pushed
# with `theseus worker --push`, then drained by 1, 2 and 4 `theseus worker --once` processes (a
# fresh queue and cache for each count); prints jobs/s. Starts its own redis-server.
# usage: bench/store/worker_scaling.sh [path/to/theseus] [N]
set -eu
here=$(cd "$(dirname "$0")" && pwd)
theseus=${1:-$here/../../build/bin/theseus}
n=${2:-40}
if [ -z "${THESEUS_REDIS_URL:-}" ]; then exec "$here/../../scripts/with-redis.sh" "$0" "$theseus" "$n"; fi
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
i=0
while [ "$i" -lt "$n" ]; do
  k=$((i + 3))
  case $((i % 3)) in
  0) body="%a = add i32 %x, $k
  %b = sub i32 %a, $k" ;;
  1) body="%a = xor i32 %x, $k
  %b = xor i32 %a, $k" ;;
  2) body="%a = mul i32 %x, $k
  %b = sub i32 %a, %a" ;;
  esac
  printf 'define i32 @f%d(i32 %%x) {\n  %s\n  ret i32 %%b\n}\n' "$i" "$body" >>"$dir/cuts.ll"
  i=$((i + 1))
done
echo "worker scaling: $n jobs (theseus superopt --max-len 1 each), $(nproc) cores"
for workers in 1 2 4; do
  queue="$THESEUS_REDIS_URL/scaling-$workers"
  "$theseus" worker --queue "$queue" --push "$dir/cuts.ll" --max-insts 1 >/dev/null
  start=$(date +%s.%N)
  w=0
  while [ "$w" -lt "$workers" ]; do
    "$theseus" worker --queue "$queue" --cache "sqlite:$dir/cache-$workers.db" --once --quiet >"$dir/out-$workers-$w" &
    w=$((w + 1))
  done
  wait
  end=$(date +%s.%N)
  done_jobs=$("$theseus" worker --queue "$queue" --cache "sqlite:$dir/cache-$workers.db" --status | sed -n 's/.*done \([0-9]*\).*/\1/p')
  awk -v w="$workers" -v n="$n" -v s="$start" -v e="$end" -v d="$done_jobs" \
    'BEGIN { printf "workers %d: %d jobs in %.2f s = %.1f jobs/s (done %d)\n", w, n, e - s, n / (e - s), d }'
done
