#!/usr/bin/env bash
# Usage: bash scripts/with-postgres.sh CMD [ARGS...]
# Starts a throwaway PostgreSQL (temp dir, free port on 127.0.0.1, trust auth on loopback), creates the
# database carebridge_test, exports DATABASE_URL=postgres://carebridge@127.0.0.1:<port>/carebridge_test,
# runs CMD, then always stops the server and removes the temp dir. Exits with CMD's status.
# PostgreSQL refuses to run as root: as root, the server runs as the system user carebridge-pg.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 CMD [ARGS...]" >&2
  exit 2
fi

DB_NAME=carebridge_test
DB_USER=carebridge
OS_USER=carebridge-pg

# Newest PostgreSQL binaries under /usr/lib/postgresql/<version>/bin, else whatever is on PATH.
PG_BIN=""
for d in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V); do
  if [ -x "$d/initdb" ] && [ -x "$d/pg_ctl" ]; then PG_BIN="$d"; fi
done
if [ -z "$PG_BIN" ]; then
  if command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then
    PG_BIN="$(dirname "$(command -v initdb)")"
  else
    echo "with-postgres: initdb/pg_ctl not found; run: bash scripts/ensure-system-deps.sh" >&2
    exit 1
  fi
fi

# As root, run the server as an unprivileged system user.
AS_PG=()
if [ "$(id -u)" -eq 0 ]; then
  if ! id -u "$OS_USER" >/dev/null 2>&1; then
    useradd --system --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin "$OS_USER"
  fi
  AS_PG=(runuser -u "$OS_USER" --)
fi
as_pg() { (cd "$PG_TMP" && ${AS_PG[@]+"${AS_PG[@]}"} "$@"); }

PG_TMP="$(mktemp -d "${TMPDIR:-/tmp}/carebridge-pg.XXXXXX")"
PG_DATA="$PG_TMP/data"
PG_LOG="$PG_TMP/postgres.log"
STARTED=0

cleanup() {
  local rc=$?
  trap - EXIT INT TERM HUP
  if [ "$STARTED" -eq 1 ]; then
    as_pg "$PG_BIN/pg_ctl" -D "$PG_DATA" -m fast -w -t 30 stop >/dev/null 2>&1 ||
      as_pg "$PG_BIN/pg_ctl" -D "$PG_DATA" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$PG_TMP"
  exit "$rc"
}
CHILD=""
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

if [ "${#AS_PG[@]}" -gt 0 ]; then chown "$OS_USER" "$PG_TMP"; fi
chmod 700 "$PG_TMP"

if ! as_pg "$PG_BIN/initdb" -D "$PG_DATA" -U "$DB_USER" --auth=trust -E UTF8 --locale=C --no-sync \
  >"$PG_TMP/initdb.log" 2>&1; then
  echo "with-postgres: initdb failed:" >&2
  cat "$PG_TMP/initdb.log" >&2
  exit 1
fi

free_port() {
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

# Start on a free port; retry if another process grabs the port first.
PG_PORT=""
for attempt in 1 2 3 4 5; do
  port="$(free_port)"
  # Throwaway server: loopback only, socket in the temp dir, no durability.
  if as_pg "$PG_BIN/pg_ctl" -D "$PG_DATA" -l "$PG_LOG" -w -t 60 -s \
    -o "-h 127.0.0.1 -p $port -k $PG_TMP -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
    start >/dev/null 2>&1; then
    PG_PORT="$port"
    STARTED=1
    break
  fi
  # pg_ctl may give up while the postmaster is still starting: make sure it is stopped before retrying.
  as_pg "$PG_BIN/pg_ctl" -D "$PG_DATA" -m immediate -w stop >/dev/null 2>&1 || true
done
if [ -z "$PG_PORT" ]; then
  echo "with-postgres: PostgreSQL failed to start:" >&2
  tail -n 30 "$PG_LOG" >&2 || true
  exit 1
fi

"$PG_BIN/createdb" -h 127.0.0.1 -p "$PG_PORT" -U "$DB_USER" "$DB_NAME"

export DATABASE_URL="postgres://$DB_USER@127.0.0.1:$PG_PORT/$DB_NAME"
echo "with-postgres: PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PG_PORT ($DATABASE_URL)"

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
