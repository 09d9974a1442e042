#!/usr/bin/env bash
# A move's time from being sent by one desktop app to being played on the other's board: two
# apps in virtual displays (the computer at level 1 playing each side, `--bot 1`) play one game
# online through `daga serve` on 127.0.0.1, and each move's moments, which the apps log on the
# wall clock they share, are paired. Prints the median and the 95th percentile.
#
# Usage: scripts/online-latency.sh [GAME]   (the debug build; needs xvfb-run)
set -euo pipefail
cd "$(dirname "$0")/.."
daga="${DAGA:-${CARGO_TARGET_DIR:-target}/debug/daga}"
game="${1:-sadeqa-iii}"
dir="$(mktemp -d)"
for side in a b; do
    mkdir -p "$dir/$side"
    echo '{"speed": "Fast"}' > "$dir/$side/settings.json"
done
"$daga" serve --port 0 --address 127.0.0.1 > "$dir/serve.out" 2>/dev/null &
serve=$!
trap 'kill $serve 2>/dev/null || true' EXIT
sleep 1
addr="$(sed -n 's/^listening //p' "$dir/serve.out")"
DAGA_CONFIG_DIR="$dir/a" xvfb-run -a "$daga" --invite "$game" --room sito-bede \
    --server "ws://$addr" --bot 1 > "$dir/a.out" 2> "$dir/a.log" &
inviter=$!
DAGA_CONFIG_DIR="$dir/b" xvfb-run -a "$daga" --join sito-bede --server "ws://$addr" --bot 1 \
    > "$dir/b.out" 2> "$dir/b.log" &
joiner=$!
wait "$inviter" "$joiner"
python3 - "$dir" <<'PY'
import re, sys, statistics
moments = {}
for side in "ab":
    for line in open(f"{sys.argv[1]}/{side}.log", errors="replace"):
        m = re.search(r"online move (\d+) (sent|played) at (\d+) us", line)
        if m:
            moments[(side, m[2], int(m[1]))] = int(m[3])
waits = []
for (side, what, ply), sent in moments.items():
    other = "b" if side == "a" else "a"
    played = moments.get((other, "played", ply))
    if what == "sent" and played is not None:
        waits.append((played - sent) / 1000)
if not waits:
    sys.exit("no moves paired: see the logs in " + sys.argv[1])
waits.sort()
p95 = waits[min(len(waits) - 1, int(round(0.95 * (len(waits) - 1))))]
print(f"{len(waits)} moves: sent to played on the other board, median {statistics.median(waits):.1f} ms, "
      f"95th percentile {p95:.1f} ms, longest {waits[-1]:.1f} ms")
PY
