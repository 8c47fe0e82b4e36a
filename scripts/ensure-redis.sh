#!/usr/bin/env bash
# The shared-cache fault tests start their own redis-server (Debian's package) on a free loopback
# port. Installs it when missing (as root); otherwise says what to install.
set -euo pipefail
REDIS_SERVER=${REDIS_SERVER:-$(command -v redis-server || true)}
if [ -n "$REDIS_SERVER" ] && [ -x "$REDIS_SERVER" ]; then exit 0; fi
if [ "$(id -u)" = "0" ]; then
  echo "Installing redis-server..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq redis-server >/dev/null
  # Only the binary is wanted: the tests start their own servers, never the system service.
  (systemctl disable --now redis-server >/dev/null 2>&1 || service redis-server stop >/dev/null 2>&1 || true)
else
  echo "redis-server not found: install Debian's redis-server package (apt-get install redis-server)" >&2
  exit 1
fi
