#!/usr/bin/env bash
# Shoots the same still scenes with two builds of Daga and counts the pixels that differ, so a
# change meant to leave the screen as it was can be shown to: a game's position with a piece
# picked, each game after a few moves, a lesson, a link's game and a review. (Moves in flight
# are left out: their frames fall at slightly different times from run to run.)
#
#   scripts/same-screens.sh BEFORE_BINARY AFTER_BINARY [SIZE]
#
# Prints one line per scene, "same" or the count of pixels that differ by more than 1 % in a
# channel (glyphs' edges can come out one step apart when egui caches them in another order;
# no eye sees that), and exits 1 if any differ. SIZE defaults to 1280x800. Needs xvfb and imagemagick.
set -euo pipefail
cd "$(dirname "$0")/.."
before="$1" after="$2" size="${3:-1280x800}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

scenes=(
    "placing|--game shax --moves d2_d6_b4 --picks f4"
    "sowing|--game sadeqa-iii --moves a_H_c"
    "columns|--game bao-la-kimasai --moves b2_k3_c2"
    "lesson|--learn bao-la-kimasai:3"
    "link|--open shax+first=south+moves+d2+d6"
    "review|--review shax+first=south+moves+d2+d6+b4+f4+b2+f6 --at 4"
)

shoot() { # BINARY PNG ARGS…
    local binary="$1" png="$2" config="$work/config-$RANDOM"
    shift 2
    mkdir -p "$config"
    local args=()
    for word in "$@"; do args+=("${word//_/ }"); done
    DAGA_CONFIG_DIR="$config" xvfb-run -a -s "-screen 0 1400x900x24" \
        "$binary" --size "$size" --screenshot "$png" "${args[@]}" >"$png.log" 2>&1
}

different=0
for scene in "${scenes[@]}"; do
    name="${scene%%|*}"
    read -r -a args <<<"${scene#*|}"
    shoot "$before" "$work/$name-before.png" "${args[@]}"
    shoot "$after" "$work/$name-after.png" "${args[@]}"
    pixels=$(compare -fuzz 1% -metric AE "$work/$name-before.png" "$work/$name-after.png" null: 2>&1 || true)
    if [ "$pixels" = "0" ]; then
        echo "$name: same"
    else
        echo "$name: $pixels pixels differ"
        different=1
    fi
done
exit "$different"
