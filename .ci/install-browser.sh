#!/bin/sh
# Installs Debian's chromium for the browser tests (npm run test:browser, npm run bench:browser) when
# /usr/bin/chromium is missing. Idempotent and quiet: prints nothing when chromium is already there.
set -eu

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$CHROMIUM" ] && exit 0

if [ "$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
log="$(mktemp)"
if ! { $SUDO apt-get update -qq && $SUDO apt-get install -y -qq chromium; } >"$log" 2>&1; then
  cat "$log" >&2
  rm -f "$log"
  echo "install-browser: apt-get install chromium failed" >&2
  exit 1
fi
rm -f "$log"
[ -x "$CHROMIUM" ] || { echo "install-browser: $CHROMIUM still missing after apt-get" >&2; exit 1; }
