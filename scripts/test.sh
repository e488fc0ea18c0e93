#!/usr/bin/env bash
# The whole test suite, as run by `npm test` and CI. Works without a TTY and with CI=true.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
# Local tools first (like npm scripts; avoids npx wrappers, whose children outlive a killed pid).
export PATH="$PWD/node_modules/.bin:$PATH"
export STORYBOOK_DISABLE_TELEMETRY=1
# The default runs use embedded PGlite; only the with-postgres step gets a DATABASE_URL (and a REDIS_URL).
unset DATABASE_URL REDIS_URL

TOTAL_STEPS=7
step_no=0
step_name=""
step_start=$SECONDS
timings=()

# prints a step's outcome and keeps its time for the summary at the end
end_step() {
  local took=$((SECONDS - step_start))
  echo "--- $step_name: $1 (${took}s)"
  timings+=("$(printf '%4ss  [%s/%s] %s (%s)' "$took" "$step_no" "$TOTAL_STEPS" "$step_name" "$1")")
}

typecheck_pid=""
typecheck_log=""

finish() {
  local rc=$?
  # a typecheck still running beside a failed or interrupted lint goes too
  if [ -n "$typecheck_pid" ]; then kill -- "-$typecheck_pid" 2>/dev/null || true; fi
  if [ -n "$typecheck_log" ]; then rm -f "$typecheck_log"; fi
  # the failing step's time too (a timeout shows as a long step)
  if [ "$rc" -ne 0 ] && [ "$step_no" -gt 0 ]; then end_step FAILED; fi
  if [ "${#timings[@]}" -gt 0 ]; then
    echo
    echo "test.sh: time per step"
    printf '%s\n' "${timings[@]}"
  fi
  if [ "$rc" -eq 0 ]; then
    echo "test.sh: all $TOTAL_STEPS steps passed in ${SECONDS}s"
  else
    echo "test.sh: FAILED at step $step_no/$TOTAL_STEPS ($step_name) with exit code $rc after ${SECONDS}s"
  fi
}
trap finish EXIT

step() {
  if [ "$step_no" -gt 0 ]; then end_step ok; fi
  step_no=$((step_no + 1))
  step_name="$1"
  step_start=$SECONDS
  echo
  echo "=== [$step_no/$TOTAL_STEPS] $step_name"
}

step "system dependencies"
bash scripts/ensure-system-deps.sh

step "generated code is up to date"
npm run -s codegen:check

step "lint, with the typecheck beside it"
# eslint, steiger, knip, prettier and tsc each keep one core busy: the typecheck runs on the other core meanwhile
# (one after the other they took 67 s + 49 s; side by side about as long as the lint alone). Its output is shown
# after the lint's, whole.
typecheck_log="$(mktemp "${TMPDIR:-/tmp}/carebridge-typecheck.XXXXXX")"
# (its own process group, so an interrupted run stops tsc too)
setsid bash -c '
  rc=0
  npm run -s typecheck || rc=$?
  echo "--- typecheck: $([ "$rc" -eq 0 ] && echo ok || echo "FAILED with exit code $rc") (${SECONDS}s)"
  exit "$rc"
' >"$typecheck_log" 2>&1 </dev/null &
typecheck_pid=$!
lint_rc=0
lint_start=$SECONDS
npm run -s lint || lint_rc=$?
echo "--- lint: $([ "$lint_rc" -eq 0 ] && echo ok || echo "FAILED with exit code $lint_rc") ($((SECONDS - lint_start))s)"
typecheck_rc=0
wait "$typecheck_pid" || typecheck_rc=$?
typecheck_pid=""
cat "$typecheck_log"
rm -f "$typecheck_log"
typecheck_log=""
if [ "$lint_rc" -ne 0 ]; then exit "$lint_rc"; fi
if [ "$typecheck_rc" -ne 0 ]; then exit "$typecheck_rc"; fi

step "unit and component tests (web + server on PGlite)"
vitest run

step "server tests on PostgreSQL, with Redis for the multi-node realtime test"
bash scripts/with-postgres.sh bash scripts/with-redis.sh vitest run --project server

step "storybook build"
npm run -s build-storybook -- --quiet

step "end-to-end tests (Playwright, Chromium)"
# traces only for a failed test's retry (playwright.config.ts: recording them for every test costs ~40% of its CPU)
E2E_TRACE="${E2E_TRACE:-on-first-retry}" playwright test

end_step ok
