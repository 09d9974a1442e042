#!/usr/bin/env bash
# Counts how many first taps count: the pointer jumps to a button and presses at once
# (`xdotool mousemove X Y click 1`, as a finger does), with the window asleep between taps.
# Twenty rounds, each tapping a game card's name (twice), a level (twice), Play, Undo, Settings
# and Menu, in a real window under Xvfb; a tap counts when what it does is seen within two
# seconds without another tap (the window's title, the settings or saved-game file, or the board
# darkened by a dialog). BUSY=1 keeps every core busy meanwhile (a busy machine's slow frames
# once lost taps).
#
#   [BUSY=1] scripts/tap-check.sh [BINARY] [ROUNDS]     (default: the release build, 20 rounds)
#
# Needs xvfb, xdotool and imagemagick. The positions are those of the 1280×720 window (PLAY_Y
# moves the Play button's for another menu).
set -euo pipefail
cd "$(dirname "$0")/.."
binary="${1:-${CARGO_TARGET_DIR:-target}/release/daga}"
rounds="${2:-20}"
for tool in Xvfb xdotool import; do
    command -v "$tool" >/dev/null || { echo "$tool is missing (apt-get install xvfb xdotool imagemagick)"; exit 1; }
done

work="$(mktemp -d)"
display=":$((70 + RANDOM % 20))"
Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
export DISPLAY="$display"
sleep 1
# Fast moves, the computer at level 1, Shax on the menu.
cat >"$work/settings.json" <<'EOF'
{"speed": "Fast", "game": "shax", "opponent": "computer", "level": 1, "first": "south"}
EOF
DAGA_CONFIG_DIR="$work" "$binary" --size 1280x720 >"$work/log" 2>&1 &
game=$!
trap 'kill $game $xvfb 2>/dev/null || true; rm -rf "$work"' EXIT
window=""
for _ in $(seq 100); do
    window=$(xdotool search --name "Daga" 2>/dev/null | head -1) && [ -n "$window" ] && break
    sleep 0.2
done
[ -n "$window" ] || { echo "no window"; cat "$work/log"; exit 1; }
sleep 4

title() { xdotool getwindowname "$window"; }
chosen_level() { grep -o '"level": *"[A-Za-z]*"' "$work/settings.json" 2>/dev/null | grep -o '"[A-Za-z]*"$' | tr -d '"'; }
chosen_game() { grep -o '"game": *"[a-z-]*"' "$work/settings.json" 2>/dev/null | grep -o '"[a-z-]*"$' | tr -d '"'; }
saved_moves() {
    [ -f "$work/saved-game.json" ] || { echo 0; return; }
    # The file may go between the test and the reading (a game taken back to its start).
    python3 -c 'import json,sys
try: print(len(json.load(open(sys.argv[1]))["moves"]))
except OSError: print(0)' "$work/saved-game.json"
}
# The mean grey of a patch of the board's wood, right of the middle: a dialog darkens it.
wood() { import -window root -crop 60x60+880+200 -colorspace Gray -format '%[fx:mean]' info:; }

# Waits up to two seconds for "$@" to succeed.
seen() {
    for _ in $(seq 20); do
        "$@" && return 0
        sleep 0.1
    done
    return 1
}

declare -A counted missed
tap() { # NAME X Y CHECK...
    local name=$1 x=$2 y=$3
    shift 3
    sleep 1 # the window falls asleep
    xdotool mousemove "$x" "$y" click 1
    if seen "$@"; then
        counted[$name]=$((${counted[$name]:-0} + 1))
    else
        missed[$name]=$((${missed[$name]:-0} + 1))
        echo "missed: $name (round $round)"
        # Tap again until it works, so that the next round starts where it should.
        for _ in 1 2 3 4 5; do
            sleep 0.5
            xdotool mousemove "$x" "$y" click 1
            seen "$@" && return 0
        done
        echo "$name never worked"; exit 1
    fi
}

is_game() { [ "$(chosen_game)" = "$1" ]; }
is_level() { [ "$(chosen_level)" = "$1" ]; }
playing() { title | grep -q '· Shax ·'; }
on_menu() { title | grep -q '^Daga — '; }
answered() { [ "$(saved_moves)" -ge 2 ]; }
taken_back() { [ "$(saved_moves)" -eq 0 ]; }
dark() { awk -v w="$(wood)" -v b="$bright" 'BEGIN { exit !(w < b * 0.94) }'; }
light() { awk -v w="$(wood)" -v b="$bright" 'BEGIN { exit !(w > b * 0.98) }'; }

busy=()
if [ -n "${BUSY:-}" ]; then
    # Each loop ends by itself after a while, and is ended with the check.
    for _ in $(seq "$(nproc)"); do
        timeout $((rounds * 40 + 60)) sh -c 'while :; do :; done' &
        busy+=($!)
    done
    trap 'kill $game $xvfb ${busy[*]} 2>/dev/null || true; rm -rf "$work"' EXIT
fi

for round in $(seq "$rounds"); do
    # The cards' names (the words of a card pick it as its picture does).
    tap card 535 304 is_game sadeqa-iii
    tap card 188 306 is_game shax
    tap level 526 510 is_level Club
    tap level 375 510 is_level Beginner
    tap play 477 "${PLAY_Y:-634}" playing
    sleep 1
    bright=$(wood)
    xdotool mousemove 472 565 click 1 # place on a1; the computer answers
    seen answered || seen answered || {
        import -window root "$work/../tap-check-failed.png"
        echo "no move on a1 (picture: $work/../tap-check-failed.png)"; exit 1
    }
    sleep 1
    tap undo 33 688 taken_back
    tap settings 307 688 dark
    xdotool windowfocus "$window" key Escape
    seen light || { echo "Esc did not close the settings"; exit 1; }
    tap menu 48 26 on_menu
done

echo "first taps that counted, of $rounds rounds:"
for name in card level play undo settings menu; do
    total=$((${counted[$name]:-0} + ${missed[$name]:-0}))
    echo "  $name: ${counted[$name]:-0}/$total"
done
for name in card level play undo settings menu; do
    [ "${missed[$name]:-0}" -eq 0 ] || exit 1
done
