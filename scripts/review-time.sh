#!/usr/bin/env bash
# The review's time per position at level 5 on the desktop (docs/BENCHMARKS.md, "The review"):
# `daga review` on each game of benches/review-games.txt (one of each game, two level-2 players
# from the engine's genmove), release build, one core.
# Usage: scripts/review-time.sh
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --no-default-features --locked
daga="${CARGO_TARGET_DIR:-target}/release/daga"
while read -r record; do
    echo "${record%% *}: $("$daga" review "$record" | tail -1)"
done < benches/review-games.txt
