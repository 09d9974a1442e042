#!/usr/bin/env bash
# How much of the window each game's board takes: a screenshot of each game at WIDTHxHEIGHT
# (default 1280x800), then the bounding box of the board's edge colour against the picture.
# Usage: scripts/board-share.sh [WIDTHxHEIGHT]
set -euo pipefail
cd "$(dirname "$0")/.."
size="${1:-1280x800}"
target_dir="${CARGO_TARGET_DIR:-target}"
cargo build --locked
shots=$(mktemp -d)
for game in shax sadeqa-iii bao-la-kimasai; do
    xvfb-run -a -s "-screen 0 2000x2000x24" "$target_dir/debug/daga" --screenshot "$shots/$game.png" \
        --game "$game" --size "$size" >/dev/null 2>&1
    # The board's dark edge (palette::BOARD_EDGE) frames it.
    box=$(convert "$shots/$game.png" -alpha set -fuzz 5% +transparent "rgb(115,71,36)" -trim \
        -format "%w %h" info:)
    echo "$game $size $box" | awk '{ split($2, s, "x");
        printf "%-15s %s: board %d x %d px, %.0f %% of the window\n", $1, $2, $3, $4, 100 * $3 * $4 / (s[1] * s[2]) }'
done
