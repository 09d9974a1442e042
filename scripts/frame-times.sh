#!/usr/bin/env bash
# Frame times of the native game (release build) under Xvfb while a long sowing is shown:
# Sadeqa III's first move "a" sows six seeds and relays for about four seconds. The game logs
# each frame's real time during the animation and prints the middle, 95th percentile and
# longest frame. Software rendering (no GPU here) makes these an upper bound.
# Usage: scripts/frame-times.sh [WIDTHxHEIGHT] [BINARY]   (default 1280x800, the release build,
# built first; a BINARY given is run as it is, to compare two builds of the same profile)
set -euo pipefail
cd "$(dirname "$0")/.."
size="${1:-1280x800}"
target_dir="${CARGO_TARGET_DIR:-target}"
binary="${2:-}"
if [ -z "$binary" ]; then
    cargo build --release --locked
    binary="$target_dir/release/daga"
fi
shot="$(mktemp -d)/sowing.png"
xvfb-run -a -s "-screen 0 ${size}x24" "$binary" --screenshot "$shot" \
    --game sadeqa-iii --moves "a" --size "$size" --mid-move 6 2>/dev/null | grep "frame times"
