#!/usr/bin/env bash
# Browser tests drive Debian's Chromium headless shell (Playwright cannot download its own browser
# here); the Lighthouse and page-weight scripts (scripts/perf.mjs, scripts/bench.mjs) the full
# browser. Both come from Debian's packages.
set -euo pipefail
SHELL_PATH=${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}
if [ -x "$SHELL_PATH" ] && [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "Chromium is missing: run 'sudo apt-get install -y chromium chromium-headless-shell' (or set CHROMIUM_PATH)." >&2
  exit 1
fi
echo "Installing Debian's Chromium and its headless shell for the browser tests..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium chromium-headless-shell >/dev/null
