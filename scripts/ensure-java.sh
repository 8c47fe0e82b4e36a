#!/usr/bin/env bash
# The HTML validity test runs the W3C Nu checker (vnu.jar, from the vnu-jar package) on Java 11 or
# later. Installs Debian's headless Java runtime when none is on the PATH (as root); otherwise says
# what to install. (vnu-jar's own fallback would download a Java runtime: never here.)
set -euo pipefail
if command -v java >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" = "0" ]; then
  echo "Installing Debian's Java runtime for the HTML checker..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq default-jre-headless >/dev/null
else
  echo "java not found: install Debian's default-jre-headless package (the HTML checker needs it)" >&2
  exit 1
fi
