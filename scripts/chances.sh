#!/usr/bin/env bash
# Re-runs the winning-chances fit in docs/BENCHMARKS.md ("Winning chances"): level-5 self-play
# of each game from random openings, every searched score against the game's result, and the
# steepness k of 1 / (1 + e^(-k × score)) that fits them best (src/ai/chances.rs holds it).
# Usage: scripts/chances.sh [GAMES] [GAME ...]   (40 games of each game by default; the two
# cores play two games at once)
set -euo pipefail
cd "$(dirname "$0")/.."
count="${1:-40}"
shift || true
games=("$@")
[ ${#games[@]} -gt 0 ] || games=(shax sadeqa-iii bao-la-kimasai)
cargo build --release --no-default-features --locked
daga="${CARGO_TARGET_DIR:-target}/release/daga"
for game in "${games[@]}"; do
    "$daga" chances "$game" "$count" 4 1
done
