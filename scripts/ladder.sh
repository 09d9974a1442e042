#!/usr/bin/env bash
# Re-runs the evidence in docs/BENCHMARKS.md: the level ladder of each game, level 5 against
# random play, and (Sadeqa III) level 5 at 1 s a move against depth-7 minimax.
# Usage: scripts/ladder.sh [PAIRS]   (each pair is two games from one random opening, sides swapped)
set -euo pipefail
cd "$(dirname "$0")/.."
pairs="${1:-50}"
cargo build --release --no-default-features --locked
daga="${CARGO_TARGET_DIR:-target}/release/daga"
for game in shax sadeqa-iii bao-la-kimasai; do
    "$daga" selfplay "$game" L2 L1 "$pairs" 4 1
    "$daga" selfplay "$game" L3 L2 "$pairs" 4 2
    "$daga" selfplay "$game" L4 L3 "$pairs" 4 3
    "$daga" selfplay "$game" L5 L4 "$pairs" 4 4
    "$daga" selfplay "$game" L5 random "$pairs" 0 5
done
"$daga" selfplay sadeqa-iii L5@1000 minimax7 "${BASELINE_PAIRS:-10}" 2 6
