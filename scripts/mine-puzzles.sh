#!/usr/bin/env bash
# Mines the shipped puzzles into assets/puzzles (`daga puzzles mine`): positions of level-5
# self-play and random positions the endgame tables hold, where one move alone keeps the win.
# The same seeds give the same puzzles. Prints each game's time and the puzzles' spread.
# Usage: scripts/mine-puzzles.sh [COUNT]   (default 180 a game)
set -euo pipefail
cd "$(dirname "$0")/.."
count="${1:-180}"
cargo build --locked
daga="${DAGA:-${CARGO_TARGET_DIR:-target}/debug/daga}"
for game in shax sadeqa-iii; do
    echo "== $game"
    /usr/bin/time -f "%e s, %M KB at most" "$daga" puzzles mine "$game" "$count" 1 "assets/puzzles/$game.txt" 2>&1 |
        grep -v "^[0-9]* puzzles after"
done
