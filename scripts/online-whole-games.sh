#!/usr/bin/env bash
# Whole games online on this machine, in every mix friends play them, through one `daga serve`
# (which serves the page and introduces the players):
#   1. two browser pages: one invites from the menu, the other opens the room's link; each
#      page clicks its own moves (scripts/web-online.mjs, MOVES "all");
#   2. a desktop app invites (the computer at level 1 plays its side, `--bot 1`) and a browser
#      page joins by the room's link and clicks its moves;
#   3. a browser page invites and a desktop app joins by the code (`--join CODE --bot 1`).
# Each must end on both sides: the pages tell the same end, the desktop app prints its record and
# the result and exits 0. (Two desktop apps: tests/online_app.rs and scripts/online-latency.sh.)
#
# Usage: scripts/online-whole-games.sh [GAME] [OUT-DIR]   (default shax, a fresh folder)
#   Needs web/dist (scripts/build-web.sh), the debug build, xvfb-run, Debian's chromium and
#   npm's playwright-core beside the scripts (as .ci/run installs it).
set -euo pipefail
cd "$(dirname "$0")/.."
daga="${DAGA:-${CARGO_TARGET_DIR:-target}/debug/daga}"
game="${1:-shax}"
out="${2:-$(mktemp -d)}"
mkdir -p "$out"
check="$(mktemp -d)"
cp scripts/web-online.mjs scripts/page-colours.mjs "$check/"
(cd "$check" && npm install --silent --no-audit --no-fund playwright-core@1 >/dev/null)
"$daga" serve --port 0 --address 127.0.0.1 --web web/dist > "$out/serve.out" 2>/dev/null &
serve=$!
trap 'kill $serve 2>/dev/null || true' EXIT
sleep 1
addr="$(sed -n 's/^listening //p' "$out/serve.out")"

echo "== two browser pages, a whole game of $game"
GAME="$game" node "$check/web-online.mjs" "http://$addr" "$out" all | tee "$out/pages.txt"

# A desktop app with its own settings folder, the computer playing its side quickly.
desktop() {
    local name="$1"
    shift
    mkdir -p "$out/$name"
    echo '{"speed": "Fast"}' > "$out/$name/settings.json"
    DAGA_CONFIG_DIR="$out/$name" xvfb-run -a "$daga" "$@" --server "ws://$addr" --bot 1 \
        > "$out/$name.out" 2> "$out/$name.log" &
}

echo "== a desktop app invites, a browser page joins by the link"
room=kamu-tevo
desktop desktop-invites --invite "$game" --room "$room"
app=$!
ROOM="$room" GAME="$game" node "$check/web-online.mjs" "http://$addr" "$out" all |
    tee "$out/page-against-desktop.txt"
wait "$app" || { cat "$out/desktop-invites.log"; echo "the desktop app failed"; exit 1; }
echo "the desktop app's record and result: $(tr '\n' ' ' < "$out/desktop-invites.out")"

echo "== a browser page invites, a desktop app joins by the code"
# The page prints its room as soon as it has one; the app then joins it.
GAME="$game" ONLY_INVITE=1 node "$check/web-online.mjs" "http://$addr" "$out" all \
    > "$out/page-invites.txt" 2>&1 &
page=$!
for _ in $(seq 120); do
    room="$(sed -n 's/^room //p' "$out/page-invites.txt")"
    [ -n "$room" ] && break
    sleep 1
done
[ -n "$room" ] || { cat "$out/page-invites.txt"; echo "the page made no room"; exit 1; }
desktop desktop-joins --join "$room"
app=$!
wait "$page" || { cat "$out/page-invites.txt"; exit 1; }
cat "$out/page-invites.txt"
wait "$app" || { cat "$out/desktop-joins.log"; echo "the desktop app failed"; exit 1; }
echo "the desktop app's record and result: $(tr '\n' ' ' < "$out/desktop-joins.out")"
echo "screenshots and logs: $out"
