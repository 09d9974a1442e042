#!/usr/bin/env bash
# Mines the shipped puzzles into assets/puzzles (`daga puzzles mine`): Shax and Sadeqa III from
# positions of level-5 self-play and random positions the endgame tables hold, where one move
# alone keeps the win; Bao la Kimasai (no tables) from positions of level-4 self-play and one move
# off its line, where one move's winning chances stand 0.3 above every other's by two searches.
# The same seeds give the same puzzles. Prints each game's time and the puzzles' spread.
# Usage: scripts/mine-puzzles.sh [COUNT [KIMASAI-COUNT]]   (default 180 a game, 160 of Kimasai)
set -euo pipefail
cd "$(dirname "$0")/.."
count="${1:-180}"
kimasai_count="${2:-160}"
cargo build --locked
daga="${DAGA:-${CARGO_TARGET_DIR:-target}/debug/daga}"
for game in shax sadeqa-iii bao-la-kimasai; do
    echo "== $game"
    wanted="$count"
    [ "$game" = bao-la-kimasai ] && wanted="$kimasai_count"
    /usr/bin/time -f "%e s, %M KB at most" "$daga" puzzles mine "$game" "$wanted" 1 "assets/puzzles/$game.txt" 2>&1 |
        grep -v "^[0-9]* puzzles after"
done
