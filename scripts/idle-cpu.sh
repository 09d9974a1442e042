#!/usr/bin/env bash
# Measures how much CPU the game window uses while it sits idle on the menu: starts the debug
# build in a virtual X display, waits for it to settle, then reads its CPU time over a window.
# Usage: scripts/idle-cpu.sh [SECONDS]   (default 10)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-10}"
target_dir="${CARGO_TARGET_DIR:-target}"
daga="$target_dir/debug/daga"
[ -x "$daga" ] || cargo build --locked
ticks=$(getconf CLK_TCK)
cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }

xvfb-run -a -s "-screen 0 1280x800x24" "$daga" >/dev/null 2>&1 &
runner=$!
pid=""
for _ in $(seq 1 100); do
    pid=$(pgrep -n -f "^$daga\$" || true)
    [ -n "$pid" ] && break
    sleep 0.1
done
[ -n "$pid" ] || { echo "the game did not start"; exit 1; }
sleep 5 # start-up: shaders, fonts, the first frames
before=$(cpu_ticks "$pid")
sleep "$seconds"
after=$(cpu_ticks "$pid")
kill "$pid" 2>/dev/null || true
wait "$runner" 2>/dev/null || true
awk -v b="$before" -v a="$after" -v t="$ticks" -v s="$seconds" \
    'BEGIN { printf "idle on the menu: %.1f %% of one core over %d s\n", 100 * (a - b) / t / s, s }'
