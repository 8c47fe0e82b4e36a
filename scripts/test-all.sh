#!/usr/bin/env bash
# npm test: lint, unit tests, database tests (PGlite, plus Postgres when TEST_DATABASE_URL is
# set), the production build (with its type check), then the browser and API tests in Debian's
# Chromium (with TEST_DATABASE_URL also the fault tests and the production stack behind nginx).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
# The whole suite runs as CI does (playwright.config.ts): a failed browser test is run once more,
# with a trace, and no trace is recorded for the others (recording them all made the browser tests
# a third slower here). Run a project alone (npm run test:e2e …) for a trace of every failure.
export CI="${CI:-true}"
# Each stage's wall time is printed as it ends, and all of them at the end.
TIMES=()
STAGE="" STAGE_START=$SECONDS
finish() {
  [ -n "$STAGE" ] && TIMES+=("$(printf '%5ss  %s' "$((SECONDS - STAGE_START))" "$STAGE")")
  STAGE=""
}
step() { finish; STAGE="$*" STAGE_START=$SECONDS; echo; echo "==> $*"; }
summary() {
  finish
  echo; echo "==> Wall time per stage"
  for line in "${TIMES[@]}"; do echo "$line"; done
  echo "$(printf '%5ss  %s' "$SECONDS" "in all")"
}
trap summary EXIT

step "Chromium"; bash scripts/ensure-chromium.sh
step "Redis"; bash scripts/ensure-redis.sh
step "nginx"; bash scripts/ensure-nginx.sh
step "Java (the HTML checker)"; bash scripts/ensure-java.sh
# ESLint runs beside the unit and database tests: each keeps about one of the two cores busy.
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "Lint, beside the unit and database tests (PGlite and Postgres)"
else
  step "Lint, beside the unit and database tests (PGlite only: set TEST_DATABASE_URL, or run scripts/with-postgres.sh npm test, to add Postgres)"
fi
LINT_LOG=$(mktemp)
npx eslint . --max-warnings=0 --cache --cache-location node_modules/.cache/eslint/ >"$LINT_LOG" 2>&1 &
LINT_PID=$!
TESTS_OK=1 LINT_OK=1
npx vitest run || TESTS_OK=0
wait "$LINT_PID" || LINT_OK=0
echo; echo "==> ESLint"; cat "$LINT_LOG"; rm -f "$LINT_LOG"
[ "$LINT_OK" = 1 ] && echo "ESLint: no problems." || echo "ESLint failed." >&2
[ "$LINT_OK" = 1 ] && [ "$TESTS_OK" = 1 ] || exit 1
# The production build type-checks the whole project (tsconfig.json: the app, tests and scripts),
# so there is no separate `tsc` stage; `npm run typecheck` runs it alone.
step "Production build"; npm run build
step "Browser, API, fault and stack tests (Playwright)"; npx playwright test
