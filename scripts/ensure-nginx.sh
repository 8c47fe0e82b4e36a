#!/usr/bin/env bash
# The production stack (npm run stack) and its test run Debian's nginx, with the brotli modules
# when present (on-the-fly brotli, and the build's files compressed ahead). Installs nginx and its
# brotli and cache-purge modules when missing (as root); otherwise says what to install.
set -euo pipefail
MODULES=/usr/lib/nginx/modules
if command -v nginx >/dev/null 2>&1 && [ -e "$MODULES/ngx_http_brotli_static_module.so" ]; then exit 0; fi
if [ "$(id -u)" = "0" ]; then
  echo "Installing nginx and its brotli modules..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  command -v nginx >/dev/null 2>&1 || apt-get install -y -qq nginx >/dev/null
  apt-get install -y -qq libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static libnginx-mod-http-cache-purge >/dev/null 2>&1 ||
    echo "nginx's brotli modules are not available here: the front compresses with gzip only."
  # Only the binary is wanted: the stack starts its own nginx, never the system service.
  (systemctl disable --now nginx >/dev/null 2>&1 || service nginx stop >/dev/null 2>&1 || true)
elif command -v nginx >/dev/null 2>&1; then
  echo "nginx's brotli modules are missing: the front compresses with gzip only (apt-get install libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static)."
else
  echo "nginx not found: install Debian's nginx package (apt-get install nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static)" >&2
  exit 1
fi
