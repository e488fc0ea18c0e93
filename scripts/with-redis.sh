#!/usr/bin/env bash
# Usage: bash scripts/with-redis.sh CMD [ARGS...]
# Starts a throwaway Redis (Debian's redis-server; temp dir, free port on 127.0.0.1, no persistence), exports
# REDIS_URL=redis://127.0.0.1:<port>, runs CMD, then always stops the server and removes the temp dir. Exits with
# CMD's status. Combine with with-postgres.sh: bash scripts/with-postgres.sh bash scripts/with-redis.sh CMD...
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 CMD [ARGS...]" >&2
  exit 2
fi

REDIS_SERVER="$(command -v redis-server || true)"
if [ -z "$REDIS_SERVER" ]; then
  echo "with-redis: redis-server not found; run: bash scripts/ensure-system-deps.sh (Debian package redis-server)" >&2
  exit 1
fi

REDIS_TMP="$(mktemp -d "${TMPDIR:-/tmp}/carebridge-redis.XXXXXX")"
REDIS_LOG="$REDIS_TMP/redis.log"
REDIS_PID=""
CHILD=""

stop_redis() {
  if [ -n "$REDIS_PID" ] && kill -0 "$REDIS_PID" 2>/dev/null; then
    kill -TERM "$REDIS_PID" 2>/dev/null || true
    for _ in $(seq 1 50); do kill -0 "$REDIS_PID" 2>/dev/null || break; sleep 0.1; done
    kill -KILL "$REDIS_PID" 2>/dev/null || true
    wait "$REDIS_PID" 2>/dev/null || true
  fi
  REDIS_PID=""
}

cleanup() {
  local rc=$?
  trap - EXIT INT TERM HUP
  stop_redis
  rm -rf "$REDIS_TMP"
  exit "$rc"
}
on_signal() {
  # Pass the signal on to the command, give it a moment to finish, then clean up.
  if [ -n "$CHILD" ] && kill -0 "$CHILD" 2>/dev/null; then
    kill "-$1" "$CHILD" 2>/dev/null || true
    for _ in $(seq 1 50); do kill -0 "$CHILD" 2>/dev/null || break; sleep 0.1; done
    kill -KILL "$CHILD" 2>/dev/null || true
  fi
  exit "$2"
}
trap cleanup EXIT
trap 'on_signal INT 130' INT
trap 'on_signal TERM 143' TERM
trap 'on_signal HUP 129' HUP

free_port() {
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

# Answers PING on the port (plain RESP over TCP, so redis-cli is not needed).
redis_ready() {
  node -e "
    const s = require('net').connect($1, '127.0.0.1');
    const fail = () => process.exit(1);
    s.setTimeout(1000, fail);
    s.on('error', fail);
    s.on('connect', () => s.write('PING\r\n'));
    s.on('data', (d) => process.exit(String(d).startsWith('+PONG') ? 0 : 1));
  " 2>/dev/null
}

# Start on a free port; retry if another process grabs the port first.
REDIS_PORT=""
for attempt in 1 2 3 4 5; do
  port="$(free_port)"
  # Throwaway server: loopback only, no snapshots or append-only file, files in the temp dir.
  "$REDIS_SERVER" --port "$port" --bind 127.0.0.1 --protected-mode yes --save '' --appendonly no \
    --dir "$REDIS_TMP" --logfile "$REDIS_LOG" --daemonize no </dev/null &
  REDIS_PID=$!
  for _ in $(seq 1 50); do
    if ! kill -0 "$REDIS_PID" 2>/dev/null; then break; fi
    if redis_ready "$port"; then REDIS_PORT="$port"; break; fi
    sleep 0.1
  done
  if [ -n "$REDIS_PORT" ]; then break; fi
  stop_redis
done
if [ -z "$REDIS_PORT" ]; then
  echo "with-redis: redis-server failed to start:" >&2
  tail -n 30 "$REDIS_LOG" >&2 || true
  exit 1
fi

export REDIS_URL="redis://127.0.0.1:$REDIS_PORT"
echo "with-redis: Redis $("$REDIS_SERVER" --version | awk '{print $3}' | sed 's/^v=//') on 127.0.0.1:$REDIS_PORT ($REDIS_URL)"

# Run in the background and wait, so a signal to this script is handled at once (bash defers traps
# while a foreground command runs). `<&0` keeps stdin attached (background jobs get /dev/null otherwise).
"$@" <&0 &
CHILD=$!
set +e
wait "$CHILD"
status=$?
set -e
CHILD=""
exit "$status"
