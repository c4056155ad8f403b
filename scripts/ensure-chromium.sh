#!/usr/bin/env bash
# The browser tests drive Debian's Chromium; install it when it is missing. Never a browser download.
set -euo pipefail

if [ -x /usr/bin/chromium ]; then
  exit 0
fi

echo "Chromium is missing: installing Debian's chromium package…"
sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then
  sudo_cmd=(sudo)
fi
"${sudo_cmd[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq chromium >/dev/null
/usr/bin/chromium --version
