#!/usr/bin/env bash
# Redraws the pictures in docs/screenshots with the debug build, in a virtual X display.
# Usage: scripts/screenshots.sh
set -euo pipefail
cd "$(dirname "$0")/.."
target_dir="${CARGO_TARGET_DIR:-target}"
cargo build --locked
daga="$target_dir/debug/daga"
shoot() { # PNG GAME MOVES [PICKS] [WIDTHxHEIGHT] [SECONDS INTO THE LAST MOVE]
    local mid=()
    [ -n "${6:-}" ] && mid=(--mid-move "$6")
    xvfb-run -a -s "-screen 0 1280x900x24" "$daga" --screenshot "docs/screenshots/$1" \
        --game "$2" --moves "$3" --picks "${4:-}" --size "${5:-1280x800}" "${mid[@]}" >/dev/null 2>&1
    echo "docs/screenshots/$1"
}
# Each game under way, with its stores.
shoot shax.png shax "d2 d6 b4 f4 c3 e5 a1 g7 b6 f2 d3 d5"
shoot sadeqa-iii.png sadeqa-iii "a H b G c"
shoot bao-la-kimasai.png bao-la-kimasai "b2 k3 c2 j3 d2"
# In flight: a sowing (Sadeqa III's first move relays round the board), a jare's removed piece
# flying to the captor's store while the line flashes, a Kimasai column flying off together.
shoot sowing.png sadeqa-iii "a" "" 1280x800 0.45
shoot capture-shax.png shax "$(cat docs/screenshots/removal.moves) a4-a1xg7" "" 1280x800 0.62
shoot capture-kimasai.png bao-la-kimasai "b2 k3 c2" "" 1280x800 0.5
shoot game-over.png sadeqa-iii "$(cat docs/screenshots/game-over.moves)" "" 1280x720
# A jare step (a4-a1) waiting for its removal.
shoot removal.png shax "$(cat docs/screenshots/removal.moves)" "a4 a1" 1280x720
# A refused click: the spot ringed, and why in the game's words above the board.
shoot refusal.png bao-la-kimasai "b2" "j3" 1024x640
# A lesson: its goal above the board, the move to make marked.
shoot_lesson() { # PNG GAME:N WIDTHxHEIGHT
    xvfb-run -a -s "-screen 0 1280x900x24" "$daga" --screenshot "docs/screenshots/$1" \
        --learn "$2" --size "$3" >/dev/null 2>&1
    echo "docs/screenshots/$1"
}
shoot_lesson lesson.png bao-la-kimasai:1 1024x640
# A review: the chart of the winning chances over a whole game (two level-2 players), at a move
# the computer calls a mistake, before a blunder whose better move is ringed on the board.
xvfb-run -a -s "-screen 0 1280x900x24" "$daga" --screenshot docs/screenshots/review.png \
    --review "$(cat docs/screenshots/review.record)" --at 28 --size 1024x700 >/dev/null 2>&1
echo docs/screenshots/review.png
# A phone held upright: the wide boards turn to run down the screen.
shoot phone-kimasai.png bao-la-kimasai "b2-a2 k3-l3" "" 390x844
shoot phone-sadeqa.png sadeqa-iii "a H b" "" 390x844
shoot phone-shax.png shax "d2 d6 b4 f4" "" 390x844
