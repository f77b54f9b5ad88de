#!/bin/sh
# theseus worker end to end against the private redis-server of scripts/with-redis.sh:
# --push queues functions, --once drains them into a SQLite cache, a second round is answered
# from the cache, --status counts, the peephole-db engine runs with its table, and bad options or
# an unreachable queue exit 4.
# usage: scripts/with-redis.sh sh worker_cli_test.sh path/to/theseus
set -eu
theseus=$1
queue="$THESEUS_REDIS_URL/cli"
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cat >"$dir/cuts.ll" <<'LL'
define i32 @addsub(i32 %x) {
  %a = add i32 %x, 5
  %b = sub i32 %a, 5
  ret i32 %b
}
define i32 @plain(i32 %x, i32 %y) {
  %s = add i32 %x, %y
  ret i32 %s
}
LL
fail() { echo "FAIL: $*" >&2; exit 1; }
expect() { grep -q -- "$1" "$2" || { cat "$2" >&2; fail "expected '$1' in $2"; }; }
# push_and_run QUEUE CACHE MAX_INSTS OUT: queues cuts.ll's cuts, then one worker drains QUEUE into OUT.
push_and_run() {
  "$theseus" worker --queue "$1" --push "$dir/cuts.ll" --max-insts "$3" >/dev/null
  "$theseus" worker --queue "$1" --cache "$2" --once >"$4"
}
# expect_settled_cache QUEUE CACHE OUT: the status in OUT shows one rewrite, one none, and integrity.
expect_settled_cache() {
  "$theseus" worker --queue "$1" --cache "$2" --status >"$3"
  expect "entries 2 (rewrites 1, none within budget 1)" "$3"
  expect "cache integrity: ok" "$3"
}

"$theseus" worker --queue "$queue" --push "$dir/cuts.ll" --max-insts 1 >"$dir/push1"
expect "queued @addsub" "$dir/push1"
expect "queued @plain" "$dir/push1"
"$theseus" worker --queue "$queue" --push "$dir/cuts.ll" --max-insts 1 >"$dir/push-dup"
expect "already queued @addsub" "$dir/push-dup"

"$theseus" worker --queue "$queue" --cache "sqlite:$dir/c.db" --once >"$dir/run1"
expect "cuts.ll:@addsub: rewrite (cost" "$dir/run1"
expect "cuts.ll:@plain: none within budget" "$dir/run1"
expect "; jobs 2: rewrites 1, none within budget 1, cache hits 0" "$dir/run1"

push_and_run "$queue" "sqlite:$dir/c.db" 1 "$dir/run2"
expect "; jobs 2: rewrites 0, none within budget 0, cache hits 2" "$dir/run2"

push_and_run "$queue" "sqlite:$dir/c.db" 2 "$dir/run3"
expect "; jobs 2: rewrites 0, none within budget 1, cache hits 1" "$dir/run3"

expect_settled_cache "$queue" "sqlite:$dir/c.db" "$dir/status"
expect "pending 0, processing 0, done 6, failed 0" "$dir/status"

# The shared cache on the same Redis server: a second worker answers from it.
rq="$THESEUS_REDIS_URL/shared"
push_and_run "$rq" "$THESEUS_REDIS_URL" 1 "$dir/redis1"
expect "; jobs 2: rewrites 1, none within budget 1, cache hits 0" "$dir/redis1"
push_and_run "$rq" "$THESEUS_REDIS_URL" 1 "$dir/redis2"
expect "; jobs 2: rewrites 0, none within budget 0, cache hits 2" "$dir/redis2"
expect_settled_cache "$rq" "$THESEUS_REDIS_URL" "$dir/redis-status"

# The peephole-db engine with its table: a job answered by one lookup and one proof.
"$theseus" peephole-db build -o "$dir/table.db" --max-len 1 --widths 32 --args 1 >/dev/null
pq="$THESEUS_REDIS_URL/peephole"
"$theseus" worker --queue "$pq" --push "$dir/cuts.ll" --max-insts 1 >/dev/null
"$theseus" worker --queue "$pq" --cache "sqlite:$dir/p.db" --once --engine peephole-db --peephole-db "$dir/table.db" >"$dir/peephole"
expect "cuts.ll:@addsub: rewrite (cost" "$dir/peephole"
set +e
"$theseus" worker --queue "$pq" --cache "sqlite:$dir/p.db" --once --engine peephole-db 2>"$dir/err-table"
[ $? -eq 4 ] || fail "the peephole-db engine without a table must exit 4"
set -e
expect "'database'" "$dir/err-table"

# kill -9 mid-job: a slow job (superopt --max-len 4 runs for minutes) taken by worker A under a 1 s
# lease; A is killed; worker B re-queues it once the lease expires and takes it again.
cat >"$dir/slow.ll" <<'LL'
define i32 @slow(i32 %x, i32 %y) {
  %a = mul i32 %x, %y
  %b = xor i32 %a, %x
  %c = add i32 %b, %y
  %d = mul i32 %c, %c
  %e = sub i32 %d, %a
  ret i32 %e
}
LL
kq="$THESEUS_REDIS_URL/kill"
status() { "$theseus" worker --queue "$kq" --cache "sqlite:$dir/k.db" --status; }
wait_for() {
  tries=0
  until status | grep -q -- "$1"; do
    tries=$((tries + 1))
    [ "$tries" -lt 200 ] || { status >&2; fail "queue never reached '$1'"; }
    sleep 0.05
  done
}
"$theseus" worker --queue "$kq" --push "$dir/slow.ll" --max-insts 4 >/dev/null
"$theseus" worker --queue "$kq" --cache "sqlite:$dir/k.db" --lease-seconds 1 --id A >/dev/null &
a=$!
wait_for "pending 0, processing 1"
kill -9 "$a"
wait "$a" 2>/dev/null || true
"$theseus" worker --queue "$kq" --cache "sqlite:$dir/k.db" --lease-seconds 1 --id B >/dev/null &
b=$!
wait_for "processing 1, done 0, failed 0, redelivered 1"
kill -9 "$b"
wait "$b" 2>/dev/null || true

set +e
"$theseus" worker --cache "sqlite:$dir/c.db" --once 2>"$dir/err1"
[ $? -eq 4 ] || fail "no --queue must exit 4"
expect "--queue redis://HOST:PORT is required" "$dir/err1"
"$theseus" worker --queue redis://127.0.0.1:1 --once 2>"$dir/err2"
[ $? -eq 4 ] || fail "an unreachable queue must exit 4"
expect "cannot connect" "$dir/err2"
"$theseus" worker --queue "$queue" --push "$dir/missing.ll" 2>"$dir/err3"
[ $? -eq 4 ] || fail "a missing file must exit 4"
echo "worker_cli_test: ok"
