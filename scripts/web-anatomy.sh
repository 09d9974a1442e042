#!/usr/bin/env bash
# Why a browser frame costs what it costs (scripts/web-anatomy.mjs): the floor a plain WebGL2
# page sets in headless Chromium, the game's WebGL2 calls per frame, what each kind of draw
# costs (left out one at a time), the menu's frames, the frames that open a game, a trace of
# the GPU process, and a profile of the page while a game opens. The first six use the shipped build in
# web/dist (scripts/build-web.sh); the profile needs function names, so it makes a copy of that
# build from the same wasm without removing its name section and without wasm-opt.
# Usage: scripts/web-anatomy.sh
set -euo pipefail
cd "$(dirname "$0")/.."
target_dir="${CARGO_TARGET_DIR:-target}"
work="$(mktemp -d)"
cp scripts/web-anatomy.mjs scripts/page-colours.mjs "$work/"
(cd "$work" && npm install --silent --no-audit --no-fund playwright-core@1 >/dev/null)
site="$work/site" named="$work/named"
cp -r web/dist "$site"
cp scripts/web-anatomy/baseline.html "$site/"
cp -r web/dist "$named"
wasm-bindgen --target web --no-typescript --out-dir "$named" --out-name daga \
    "$target_dir/wasm32-unknown-unknown/web-release/daga.wasm"
python3 -m http.server -d "$site" 8768 >/dev/null 2>&1 &
servers=$!
python3 -m http.server -d "$named" 8769 >/dev/null 2>&1 &
servers="$servers $!"
trap 'kill $servers 2>/dev/null || true' EXIT
sleep 1
for mode in baseline calls drop menu opening gpu; do
    echo "== $mode"; node "$work/web-anatomy.mjs" "$mode" http://localhost:8768
done
echo "== profile"; node "$work/web-anatomy.mjs" profile http://localhost:8769
