#!/usr/bin/env bash
# The production stack (npm run stack) and its test run Debian's nginx, with the brotli module
# when present. Installs nginx and its brotli and cache-purge modules when missing (as root);
# otherwise says what to install.
set -euo pipefail
if command -v nginx >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" = "0" ]; then
  echo "Installing nginx..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq nginx >/dev/null
  apt-get install -y -qq libnginx-mod-http-brotli-filter libnginx-mod-http-cache-purge >/dev/null 2>&1 ||
    echo "nginx's brotli module is not available here: the front compresses with gzip only."
  # Only the binary is wanted: the stack starts its own nginx, never the system service.
  (systemctl disable --now nginx >/dev/null 2>&1 || service nginx stop >/dev/null 2>&1 || true)
else
  echo "nginx not found: install Debian's nginx package (apt-get install nginx libnginx-mod-http-brotli-filter)" >&2
  exit 1
fi
