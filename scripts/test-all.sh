#!/usr/bin/env bash
# npm test: lint, typecheck, unit tests, database tests (PGlite, plus Postgres when
# TEST_DATABASE_URL is set), the production build, then the browser tests in Debian's Chromium
# (with TEST_DATABASE_URL also the fault tests and the production stack behind nginx).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
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
step "Lint"; npx eslint . --max-warnings=0 --cache --cache-location node_modules/.cache/eslint/
step "Typecheck"; npx tsc --noEmit
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "Unit and database tests (PGlite and Postgres)"
else
  step "Unit and database tests (PGlite only: set TEST_DATABASE_URL, or run scripts/with-postgres.sh npm test, to add Postgres)"
fi
npx vitest run
step "Production build"; npm run build
step "Browser tests"; npx playwright test
