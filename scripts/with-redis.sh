#!/bin/sh
# usage: scripts/with-redis.sh COMMAND [ARGS...]
#
# Starts a private redis-server on a free 127.0.0.1 port with no persistence, runs COMMAND with
# THESEUS_REDIS_URL=redis://127.0.0.1:PORT in its environment, stops the server and exits with
# COMMAND's status. Exits 77 (skipped) when redis-server is not installed.
set -u
if ! command -v redis-server >/dev/null 2>&1; then
  echo "with-redis: redis-server is not installed (scripts/bootstrap.sh installs it); skipped" >&2
  exit 77
fi
dir=$(mktemp -d)
server=
stop() {
  [ -n "$server" ] && kill "$server" 2>/dev/null && wait "$server" 2>/dev/null
  rm -rf "$dir"
}
trap stop EXIT
trap 'exit 130' INT TERM
# Starts redis-server on a fresh free port; succeeds once that very process answers (a port taken
# by someone else meanwhile makes it exit, and the caller tries another).
start() {
  port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  redis-server --port "$port" --bind 127.0.0.1 --save '' --appendonly no --dir "$dir" >"$dir/log" 2>&1 &
  server=$!
  tries=0
  until redis-cli -h 127.0.0.1 -p "$port" info server 2>/dev/null | grep -q "^process_id:$server"; do
    tries=$((tries + 1))
    if [ "$tries" -gt 200 ] || ! kill -0 "$server" 2>/dev/null; then
      kill "$server" 2>/dev/null
      wait "$server" 2>/dev/null
      server=
      return 1
    fi
    sleep 0.05
  done
}
attempt=0
until start; do
  attempt=$((attempt + 1))
  if [ "$attempt" -ge 5 ]; then
    echo "with-redis: redis-server did not start:" >&2
    cat "$dir/log" >&2
    exit 1
  fi
done
THESEUS_REDIS_URL="redis://127.0.0.1:$port" "$@"
