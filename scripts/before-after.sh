#!/usr/bin/env bash
# Shoots the same six scenes with two builds of Daga and puts each pair side by side, at a
# desktop's 1280×800 and a phone's 390×844: the menu, a game mid-move, a capture's burst, a jare,
# a lesson and the review. The menu is taken from a real window under Xvfb (import), the others
# with the app's own --screenshot mode.
#
#   scripts/before-after.sh BEFORE_BINARY AFTER_BINARY [OUT_DIR]
#
# (The app carries its sounds, font and lessons inside, so any two binaries will do.) OUT_DIR
# defaults to docs/screenshots/before-after. Needs xvfb, xdotool and imagemagick.
set -euo pipefail
cd "$(dirname "$0")/.."
before_binary="$1" after_binary="$2"
out="${3:-docs/screenshots/before-after}"
mkdir -p "$out"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

shoot_menu() { # BINARY PNG WIDTH HEIGHT
    local display=":$((70 + RANDOM % 19))" config="$work/config-$RANDOM"
    mkdir -p "$config"
    Xvfb "$display" -screen 0 "$3x$4x24" -nolisten tcp >/dev/null 2>&1 &
    local xvfb=$!
    sleep 1
    DISPLAY="$display" DAGA_CONFIG_DIR="$config" "$1" --size "$3x$4" >"$work/log" 2>&1 &
    local app=$!
    for _ in $(seq 100); do
        DISPLAY="$display" xdotool search --name "Daga" >/dev/null 2>&1 && break
        sleep 0.2
    done
    sleep 4 # the first frames, fonts and pictures
    DISPLAY="$display" import -window root "$2"
    kill "$app" "$xvfb" 2>/dev/null || true
    wait "$app" "$xvfb" 2>/dev/null || true
}

shoot_scenes() { # BINARY DIR WIDTH HEIGHT
    local size="$3x$4" config="$work/config-$RANDOM"
    mkdir -p "$config"
    run() {
        DAGA_CONFIG_DIR="$config" \
            xvfb-run -a -s "-screen 0 1400x900x24" "$1" --size "$size" "${@:2}" >/dev/null 2>&1
    }
    shoot_menu "$1" "$2/menu.png" "$3" "$4"
    run "$1" --screenshot "$2/mid-move.png" --game sadeqa-iii --moves "a" --mid-move 0.45
    run "$1" --screenshot "$2/capture.png" --game bao-la-kimasai --moves "b2 k3 c2" --mid-move 0.5
    run "$1" --screenshot "$2/jare.png" --game shax \
        --moves "$(cat docs/screenshots/removal.moves) a4-a1xg7" --mid-move 0.62
    run "$1" --screenshot "$2/lesson.png" --learn shax:2
    run "$1" --screenshot "$2/review.png" --review "$(cat docs/screenshots/review.record)" --at 28
}

for size in 1280x800 390x844; do
    width="${size%x*}" height="${size#*x}"
    mkdir -p "$work/before-$size" "$work/after-$size"
    shoot_scenes "$before_binary" "$work/before-$size" "$width" "$height"
    shoot_scenes "$after_binary" "$work/after-$size" "$width" "$height"
    for scene in menu mid-move capture jare lesson review; do
        label() { # PNG WORD
            convert "$1" -font assets/fonts/ubuntu-light.ttf -gravity north -background '#202020' -fill white -pointsize 28 \
                -splice 0x44 -annotate +0+6 "$2" "$1.labelled.png"
        }
        label "$work/before-$size/$scene.png" "before"
        label "$work/after-$size/$scene.png" "after"
        convert "$work/before-$size/$scene.png.labelled.png" "$work/after-$size/$scene.png.labelled.png" \
            -background '#202020' -splice 16x0 +append -strip "$out/$scene-$size.png"
        echo "$out/$scene-$size.png"
    done
done
