#!/usr/bin/env bash
# Measures the web build in web/dist (build it first: scripts/build-web.sh) in headless
# Chromium: time to a usable menu and frame times (scripts/web-timing.mjs).
# Usage: scripts/web-timing.sh
set -euo pipefail
cd "$(dirname "$0")/.."
work="$(mktemp -d)"
cp scripts/web-timing.mjs scripts/page-colours.mjs "$work/"
(cd "$work" && npm install --silent --no-audit --no-fund playwright-core@1 >/dev/null)
python3 -m http.server -d web/dist 8766 >/dev/null 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
sleep 1
node "$work/web-timing.mjs" http://localhost:8766
