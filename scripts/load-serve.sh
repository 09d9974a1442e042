#!/usr/bin/env bash
# Load on `daga serve`, measured on 127.0.0.1 (issue 60, item 9; not in CI: about 2 minutes):
# 20 pairs of `daga duel` play whole games of Shax at once (50 ms a move), first on an idle
# server, then on one holding 1,000 rooms of 2 idle players (2,000 WebSockets that answer the
# server's pings, held 40 s first so that the pings run). For each run: the pairs' median and
# slowest time to meet and to finish, and the server's memory (VmRSS) and CPU time. Usage:
# scripts/load-serve.sh [PAIRS] [IDLE]; DAGA=path/to/daga (default: the debug build in
# $CARGO_TARGET_DIR or target/). Needs Node 20 or newer.
set -euo pipefail
cd "$(dirname "$0")/.."
pairs=${1:-20}
idle=${2:-2000}
daga=${DAGA:-${CARGO_TARGET_DIR:-target}/debug/daga}
[ -x "$daga" ] || { echo "no $daga: cargo build first"; exit 1; }
work=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$work"' EXIT
ticks=$(getconf CLK_TCK)

# The server's resident memory (MB) and CPU seconds so far.
usage() {
    local rss cpu
    rss=$(awk '/VmRSS/ { print $2 / 1024 }' "/proc/$1/status")
    cpu=$(awk -v t="$ticks" '{ print ($14 + $15) / t }' "/proc/$1/stat")
    printf 'memory %.1f MB, CPU %.2f s' "$rss" "$cpu"
}

# Starts daga serve on a free port (limits raised for one address making 2,000 connections).
serve() {
    "$daga" serve --port 0 --address 127.0.0.1 --per-address-per-minute 1000000 \
        > "$work/serve.out" 2>/dev/null &
    server=$!
    until grep -q listening "$work/serve.out" 2>/dev/null; do sleep 0.1; done
    url="ws://$(sed -n 's/^listening //p' "$work/serve.out")"
}

# Plays $pairs games at once; prints the median and slowest time to meet and to finish.
play_pairs() {
    local label=$1 started pids=()
    started=$(date +%s.%N)
    for n in $(seq 1 "$pairs"); do
        for side in south north; do
            ( begun=$(date +%s.%N)
              TMPDIR="$work" "$daga" duel --server "$url" --room "$label-$n" --game shax \
                  --side "$side" --level 1 --delay-ms 50 > "$work/$label-$n-$side.record" \
                  2> "$work/$label-$n-$side.err" || true
              awk -v a="$begun" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f\n", b - a }' \
                  > "$work/$label-$n-$side.time" ) &
            pids+=($!)
        done
    done
    wait "${pids[@]}" || true
    local met finished
    met=$(cat "$work/$label"-*-south.err | sed -n 's/.*met the other side \([0-9]*\) ms.*/\1/p' | sort -n)
    finished=$(cat "$work/$label"-*-south.time | sort -n)
    local games
    games=$(grep -l "moves" "$work/$label"-*-south.record | wc -l)
    printf '%s: %d of %d games finished in %.1f s; meet median %s ms, slowest %s ms; finish median %s s, slowest %s s\n' \
        "$label" "$games" "$pairs" "$(awk -v a="$started" -v b="$(date +%s.%N)" 'BEGIN { print b - a }')" \
        "$(echo "$met" | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }')" \
        "$(echo "$met" | tail -n1)" \
        "$(echo "$finished" | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }')" \
        "$(echo "$finished" | tail -n1)"
}

serve
echo "idle server: $(usage "$server")"
play_pairs idle-server
echo "after the games: $(usage "$server")"
kill "$server"; wait "$server" 2>/dev/null || true

serve
node --experimental-websocket scripts/idle-rooms.mjs "$url" "$idle" > "$work/idlers.out" 2>/dev/null &
idlers=$!
until grep -q "^open" "$work/idlers.out" 2>/dev/null; do sleep 0.5; done
echo "$(head -n1 "$work/idlers.out") idle connections in $((idle / 2)) rooms: $(usage "$server")"
sleep 40
echo "40 s later (pinged every 10 s): $(usage "$server")"
play_pairs loaded-server
echo "after the games: $(usage "$server"); idle connections closed by the server: $(grep -c gone "$work/idlers.out" || true)"
