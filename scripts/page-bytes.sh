#!/usr/bin/env bash
# The web page's bytes over the wire from `daga serve`: each file of web/dist as a browser
# without gzip gets it, with gzip, and when it already has it (If-None-Match: a 304), and the
# time of the first gzipped answer (the file is compressed then, once).
# Usage: scripts/page-bytes.sh [BINARY] [WEB-DIR]   (default: the debug build, web/dist)
set -euo pipefail
cd "$(dirname "$0")/.."
binary="${1:-${CARGO_TARGET_DIR:-target}/debug/daga}"
web="${2:-web/dist}"
port=$((20000 + RANDOM % 20000))
"$binary" serve --address 127.0.0.1 --port "$port" --web "$web" >/dev/null 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
for _ in $(seq 50); do curl -s -o /dev/null "http://127.0.0.1:$port/" && break; sleep 0.1; done
printf "%-32s %12s %12s %8s %10s\n" file plain gzip 304 "first gzip"
total_plain=0; total_gzip=0
while IFS= read -r file; do
    name="${file#"$web"/}"
    url="http://127.0.0.1:$port/$name"
    first=$(curl -s -o /dev/null -H 'Accept-Encoding: gzip' -w '%{time_total}' "$url")
    gzip=$(curl -s -o /dev/null -H 'Accept-Encoding: gzip' -w '%{size_download}' "$url")
    plain=$(curl -s -o /dev/null -w '%{size_download}' "$url")
    etag=$(curl -s -D - -o /dev/null "$url" | sed -n 's/^etag: //Ip' | tr -d '\r')
    again=$(curl -s -o /dev/null -H "If-None-Match: $etag" -w '%{http_code} %{size_download}' "$url")
    printf "%-32s %12d %12d %8s %9.2fs\n" "$name" "$plain" "$gzip" "${again% *}" "$first"
    total_plain=$((total_plain + plain)); total_gzip=$((total_gzip + gzip))
done < <(find "$web" -type f | sort)
printf "%-32s %12d %12d\n" "all" "$total_plain" "$total_gzip"

# Forty slow downloads of the largest file at once (browsers on slow phones): the server's
# resident memory at its highest over 5 s, against its memory before they started.
largest=$(find "$web" -type f -printf '%s %P\n' | sort -n | tail -1 | cut -d' ' -f2)
rss() { ps -o rss= -p "$server" | tr -d ' '; }
before=$(rss)
pids=()
for _ in $(seq 40); do
    curl -s -o /dev/null --limit-rate 1M "http://127.0.0.1:$port/$largest" & pids+=($!)
done
peak=$before
for _ in $(seq 25); do now=$(rss); [ "$now" -gt "$peak" ] && peak=$now; sleep 0.2; done
kill "${pids[@]}" 2>/dev/null || true
echo "40 slow downloads of $largest: the server's memory ${before} KiB before, ${peak} KiB at most"
