#!/usr/bin/env bash
# Redraws the pictures in docs/screenshots with the debug build, in a virtual X display.
# Usage: scripts/screenshots.sh
set -euo pipefail
cd "$(dirname "$0")/.."
target_dir="${CARGO_TARGET_DIR:-target}"
cargo build --locked
daga="$target_dir/debug/daga"
shoot() { # PNG GAME MOVES [PICKS] [WIDTHxHEIGHT]
    xvfb-run -a -s "-screen 0 1280x900x24" "$daga" --screenshot "docs/screenshots/$1" \
        --game "$2" --moves "$3" --picks "${4:-}" --size "${5:-1280x720}" >/dev/null 2>&1
    echo "docs/screenshots/$1"
}
shoot game-over.png sadeqa-iii "$(cat docs/screenshots/game-over.moves)"
# A jare step (a4-a1) waiting for its removal.
shoot removal.png shax "$(cat docs/screenshots/removal.moves)" "a4 a1"
# A phone held upright.
shoot phone-kimasai.png bao-la-kimasai "b2-a2 k3-l3" "" 390x844
