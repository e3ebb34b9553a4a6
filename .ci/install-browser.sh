#!/bin/sh
# Installs Debian's chromium for the browser tests (npm run test:browser, npm run bench:browser) when
# /usr/bin/chromium is missing. Idempotent and quiet: prints nothing when chromium is already there.
set -eu

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
# Mesa's llvmpipe, on which the WebGL soak runs several times faster than on Chrome's SwiftShader
# (tools/browser/chromium.ts falls back to SwiftShader without it).
MESA_EGL=/usr/lib/x86_64-linux-gnu/libEGL_mesa.so.0
[ -x "$CHROMIUM" ] && [ -e "$MESA_EGL" ] && exit 0

if [ "$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
log="$(mktemp)"
if ! { $SUDO apt-get update -qq && $SUDO apt-get install -y -qq chromium libegl-mesa0 libgl1-mesa-dri; } >"$log" 2>&1; then
  cat "$log" >&2
  rm -f "$log"
  echo "install-browser: apt-get install chromium failed" >&2
  exit 1
fi
rm -f "$log"
[ -x "$CHROMIUM" ] || { echo "install-browser: $CHROMIUM still missing after apt-get" >&2; exit 1; }
