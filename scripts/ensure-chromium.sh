#!/usr/bin/env bash
# Browser tests drive Debian's Chromium headless shell (Playwright cannot download its own browser
# here), or the full browser where the shell is not packaged (playwright.config.ts picks); the
# Lighthouse and page-weight scripts (scripts/perf.mjs, scripts/bench.mjs) use the full browser.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ]; then
  [ -x "$CHROMIUM_PATH" ] && exit 0
  echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable." >&2
  exit 1
fi
if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromium-headless-shell ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  if [ -x /usr/bin/chromium ]; then exit 0; fi
  echo "Chromium is missing: run 'sudo apt-get install -y chromium chromium-headless-shell' (or set CHROMIUM_PATH)." >&2
  exit 1
fi
echo "Installing Debian's Chromium and its headless shell for the browser tests..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null
apt-get install -y -qq chromium-headless-shell >/dev/null 2>&1 ||
  echo "chromium-headless-shell is not packaged here: the browser tests run in the full browser (slower)."
