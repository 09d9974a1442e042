#!/usr/bin/env bash
# Checks that time runs without input: a lesson is solved in a real window under Xvfb (Tab puts
# the keyboard's cursor on a hole that can be sown, Enter sows it), and then, with no input at
# all, the next lesson must start by itself 12 s after the stars appeared (NEXT_LESSON_AFTER), within half a second.
# The window's title says where the lesson stands ("Lesson 2 done", "Lesson 3 of 6").
#
#   scripts/countdown-check.sh [BINARY]     (default: the debug build)
#
# Needs xvfb and xdotool.
set -euo pipefail
cd "$(dirname "$0")/.."
binary="${1:-${CARGO_TARGET_DIR:-target}/debug/daga}"
for tool in Xvfb xdotool; do
    command -v "$tool" >/dev/null || { echo "$tool is missing (apt-get install xvfb xdotool)"; exit 1; }
done

work="$(mktemp -d)"
display=":$((90 + RANDOM % 9))"
Xvfb "$display" -screen 0 1024x700x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
export DISPLAY="$display"
sleep 1
echo '{"speed": "Fast"}' >"$work/settings.json"
DAGA_CONFIG_DIR="$work" "$binary" --size 1024x700 --learn sadeqa-iii:2 >"$work/log" 2>&1 &
game=$!
trap 'kill $game $xvfb 2>/dev/null || true; rm -rf "$work"' EXIT
window=""
for _ in $(seq 150); do
    window=$(xdotool search --name "Lesson 2 of" 2>/dev/null | head -1) && [ -n "$window" ] && break
    sleep 0.2
done
[ -n "$window" ] || { echo "no lesson window"; cat "$work/log"; exit 1; }
title() { xdotool getwindowname "$window"; }
now() { date +%s.%N; }

# Solve the lesson from the keyboard; the stars' moment is when the title says it is done.
done_at=""
for _ in $(seq 12); do
    # Keys go to the focused window (events sent to a window by name are ignored by it).
    xdotool windowfocus "$window" 2>/dev/null || true
    xdotool key Tab 2>/dev/null
    sleep 0.3
    xdotool key Return 2>/dev/null
    for _ in $(seq 60); do
        if title | grep -q "Lesson 2 done"; then done_at=$(now); break 2; fi
        sleep 0.05
    done
done
[ -n "$done_at" ] || { echo "the lesson was not solved: $(title)"; exit 1; }

# No input from here on.
started_at=""
for _ in $(seq 400); do
    if title | grep -q "Lesson 3 of"; then started_at=$(now); break; fi
    sleep 0.05
done
[ -n "$started_at" ] || { echo "no input, and the next lesson never started: $(title)"; exit 1; }
waited=$(awk -v a="$started_at" -v b="$done_at" 'BEGIN { printf "%.2f", a - b }')
echo "without input the next lesson started ${waited} s after the stars (due after 12 s)"
awk -v w="$waited" 'BEGIN { exit !(w >= 11.5 && w <= 12.5) }' || { echo "not within half a second of 12 s"; exit 1; }
