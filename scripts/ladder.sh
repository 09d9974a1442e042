#!/usr/bin/env bash
# Re-runs the evidence in docs/BENCHMARKS.md: the level ladder of each game, level 5 against
# random play, and (Sadeqa III) level 5 at 1 s a move against depth-7 minimax.
# Usage: scripts/ladder.sh [PAIRS] [GAME ...]   (each pair is two games from one random opening,
# sides swapped; the games default to all three; BASELINE_PAIRS sets the baseline's pairs;
# MCTS=1 adds Monte Carlo tree search against level 5 at 300 ms a move)
set -euo pipefail
cd "$(dirname "$0")/.."
pairs="${1:-50}"
shift || true
games=("$@")
[ ${#games[@]} -gt 0 ] || games=(shax sadeqa-iii bao-la-kimasai)
cargo build --release --no-default-features --locked
daga="${CARGO_TARGET_DIR:-target}/release/daga"
for game in "${games[@]}"; do
    "$daga" selfplay "$game" L2 L1 "$pairs" 4 1
    "$daga" selfplay "$game" L3 L2 "$pairs" 4 2
    "$daga" selfplay "$game" L4 L3 "$pairs" 4 3
    "$daga" selfplay "$game" L5 L4 "$pairs" 4 4
    "$daga" selfplay "$game" L5 random "$pairs" 0 5
    if [ "$game" = sadeqa-iii ]; then
        # Openings redrawn until judged within 3 seeds of even (docs/BENCHMARKS.md says why).
        "$daga" selfplay sadeqa-iii L5@1000 minimax7 "${BASELINE_PAIRS:-20}" 2 7 300
    fi
done
if [ -n "${MCTS:-}" ]; then
    for game in "${games[@]}"; do
        "$daga" selfplay "$game" mcts@300 L5@300 5 4 4
    done
fi
