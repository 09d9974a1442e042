#!/usr/bin/env bash
# The desktop app with a screen reader's view only: in a D-Bus session with AT-SPI's bus (screen
# reader on) and an X server, the app's AccessKit tree is read by scripts/screen-reader.py, which
# plays a whole Sadeqa III game (4 seeds, for two at this screen; its first move typed in the box "/"
# opens) from the spots' names by keys,
# a move of Shax and of Bao la Kimasai by keys, and a whole game of each of them against level 1,
# started from the menu and played by pressing the tree's buttons (AT-SPI's click action). Needs at-spi2-core, python3-pyatspi, xdotool, xvfb,
# dbus (the CI installs them) and a built `daga`.
#
# Usage: bash scripts/screen-reader-check.sh [PATH-TO-DAGA]
set -euo pipefail
daga="${1:-${CARGO_TARGET_DIR:-target}/debug/daga}"
here="$(cd "$(dirname "$0")" && pwd)"
if [ -z "${DBUS_SESSION_BUS_ADDRESS:-}" ] || [ -z "${DISPLAY:-}" ] || [ -z "${DAGA_A11Y_SESSION:-}" ]; then
    export DAGA_A11Y_SESSION=1
    exec dbus-run-session -- xvfb-run -a -s "-screen 0 1280x800x24" bash "$0" "$daga"
fi
/usr/libexec/at-spi-bus-launcher --launch-immediately 2>/dev/null &
sleep 1
# As a screen reader starting does: AccessKit's adapter comes to life when it is on.
for property in IsEnabled ScreenReaderEnabled; do
    dbus-send --session --print-reply=literal --dest=org.a11y.Bus /org/a11y/bus \
        org.freedesktop.DBus.Properties.Set string:org.a11y.Status "string:$property" variant:boolean:true >/dev/null
done
folder="$(mktemp -d)"
play() {
    # Each app keeps its settings in a folder of its own, so no game is continued; moves are
    # shown fast, as a player who has heard enough of them chooses.
    mkdir -p "$folder/$1/daga"
    echo '{"speed": "Fast"}' >"$folder/$1/daga/settings.json"
    XDG_CONFIG_HOME="$folder/$1" XDG_DATA_HOME="$folder/$1" "$daga" --lang en --size 900x700 "${@:2}" \
        >"$folder/$1.log" 2>&1 &
    local app=$!
    sleep 2
    xdotool search --sync --name "Daga" windowfocus >/dev/null 2>&1 || true
    local status=0
    /usr/bin/python3 "$here/screen-reader.py" "${script_args[@]}" || status=$?
    kill "$app" 2>/dev/null || true
    wait "$app" 2>/dev/null || true
    [ "$status" = 0 ] || { tail -5 "$folder/$1.log"; exit "$status"; }
}
script_args=(whole-game)
play sadeqa --open "sadeqa-iii first=south seeds=4 moves"
script_args=(one-move 24)
play shax --game shax
script_args=(one-move 48)
play kimasai --game bao-la-kimasai
script_args=(pressed Shax 24)
play shax-pressed
script_args=(pressed "Bao la Kimasai" 48)
play kimasai-pressed
rm -rf "$folder"
