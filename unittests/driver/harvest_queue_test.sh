#!/bin/sh
# theseus harvest --queue: the distinct cuts are pushed as jobs (nothing synthesized locally); a
# `theseus worker --once` answers them into the cache; a second harvest finds them all there. Then
# `theseus opt` with the Redis server as its cache: a cache-only run applies what the first stored.
# Harvest runs without its peephole table in front (--peephole-db none): the queue is what is tested.
# usage: harvest_queue_test.sh THESEUS SOURCE-DIR (run under scripts/with-redis.sh)
set -eu
bin=$1
src=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
input=$src/test/opt/harvest.ll
"$bin" harvest "$input" --peephole-db none --queue "$THESEUS_REDIS_URL" --cache "sqlite:$work/cache.db" --report-dir "$work/r1" 2>"$work/log1" >/dev/null
grep -q "2 distinct, 0 answered by the cache, 0 cold, 2 to synthesize" "$work/log1" || { cat "$work/log1"; echo "FAIL: first harvest"; exit 1; }
grep -q '"queued":"2"' "$work/r1/report.json" || { echo "FAIL: 2 jobs should be queued"; cat "$work/r1/report.json"; exit 1; }
"$bin" worker --queue "$THESEUS_REDIS_URL" --cache "sqlite:$work/cache.db" --once --quiet
"$bin" harvest "$input" --peephole-db none --cache "sqlite:$work/cache.db" --report-dir "$work/r2" 2>"$work/log2" >/dev/null
grep -q "2 distinct, 2 answered by the cache, 0 cold, 0 to synthesize" "$work/log2" || { cat "$work/log2"; echo "FAIL: second harvest"; exit 1; }
grep -q '"distinct proved rewrites":"1"' "$work/r2/report.json" || { echo "FAIL: the worker's rewrite should be reported"; exit 1; }
"$bin" opt "$input" -o "$work/first.ll" --cache "$THESEUS_REDIS_URL" --engine massalin 2>"$work/log3"
"$bin" opt "$input" -o "$work/second.ll" --cache "$THESEUS_REDIS_URL" --cache-only 2>"$work/log4"
grep -q "2 rewrites applied (1 cache hits, 0 misses, 0 synthesized)" "$work/log4" || { cat "$work/log3" "$work/log4"; echo "FAIL: theseus opt with the Redis cache"; exit 1; }
cmp -s "$work/first.ll" "$work/second.ll" || { echo "FAIL: cache-only output differs"; exit 1; }
echo "PASS"
