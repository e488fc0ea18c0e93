#!/usr/bin/env bash
# Ensure the system packages the test suite needs are present (Debian/Ubuntu):
#   chromium (/usr/bin/chromium), postgresql (initdb + pg_ctl), redis-server, libjemalloc2 (the server's allocator).
# Idempotent and fast when everything is already installed: apt is only touched when something is missing.
set -euo pipefail

have_chromium() { test -x /usr/bin/chromium; }
have_postgres() {
  local d
  for d in /usr/lib/postgresql/*/bin; do
    if test -x "$d/initdb" && test -x "$d/pg_ctl"; then return 0; fi
  done
  return 1
}
have_redis() { command -v redis-server >/dev/null 2>&1; }
# the server's allocator (scripts/server-runtime.mjs); redis-server brings it too
have_jemalloc() { compgen -G '/usr/lib/*-linux-gnu/libjemalloc.so.2' >/dev/null || test -e /usr/lib64/libjemalloc.so.2; }

missing=()
have_chromium || missing+=(chromium)
have_postgres || missing+=(postgresql)
have_redis || missing+=(redis-server)
have_jemalloc || missing+=(libjemalloc2)

if [ "${#missing[@]}" -eq 0 ]; then
  echo "ensure-system-deps: chromium, postgresql, redis-server, libjemalloc2 already present"
  exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "ensure-system-deps: missing ${missing[*]} and apt-get is not available; install them manually" >&2
  exit 1
fi

SUDO=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then
    SUDO=(sudo)
  else
    echo "ensure-system-deps: missing ${missing[*]}; run as root or install sudo" >&2
    exit 1
  fi
fi

${SUDO[@]+"${SUDO[@]}"} apt-get update -qq >/dev/null
${SUDO[@]+"${SUDO[@]}"} env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null

echo "ensure-system-deps: installed ${missing[*]}"
