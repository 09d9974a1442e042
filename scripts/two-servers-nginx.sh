#!/usr/bin/env bash
# Two `daga serve` behind Debian's nginx on 127.0.0.1, as the README's hosting section shows
# (issue 60, item 9; not in CI): nginx passes WebSocket upgrades on and pins each room to one
# server by its name, the same server for the room's WebSocket (`/ROOM`) and its lookup
# (`/rooms/ROOM`). A game is played on each server through nginx: two rooms are chosen that
# nginx sends to different servers, a pair of `daga duel` plays a whole game in each, and each
# server is asked directly which room it held. Installs nginx if it is missing (as root).
set -euo pipefail
cd "$(dirname "$0")/.."
daga=${DAGA:-${CARGO_TARGET_DIR:-target}/debug/daga}
[ -x "$daga" ] || { echo "no $daga: cargo build first"; exit 1; }
if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nginx-light >/dev/null \
        || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nginx >/dev/null
fi
nginx=$(command -v nginx || echo /usr/sbin/nginx)
work=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null || true; "$nginx" -p "$work" -c nginx.conf -s stop 2>/dev/null || true; rm -rf "$work"' EXIT

# Two servers on free ports.
ports=()
for n in 1 2; do
    "$daga" serve --port 0 --address 127.0.0.1 > "$work/serve-$n.out" 2>/dev/null &
    until grep -q listening "$work/serve-$n.out" 2>/dev/null; do sleep 0.1; done
    ports+=("$(sed -n 's/^listening 127.0.0.1://p' "$work/serve-$n.out")")
done
front=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')

mkdir -p "$work/logs"
cat > "$work/nginx.conf" <<CONF
worker_processes 1;
error_log $work/logs/error.log;
pid $work/nginx.pid;
events { worker_connections 256; }
http {
    access_log off;
    client_body_temp_path $work/body;
    proxy_temp_path $work/proxy;
    fastcgi_temp_path $work/fastcgi;
    uwsgi_temp_path $work/uwsgi;
    scgi_temp_path $work/scgi;
    # The room: the WebSocket's path, or the lookup's last part.
    map \$uri \$room {
        ~^/rooms/(?<r>[^/]+)\$ \$r;
        ~^/(?<r>[^/]+)\$ \$r;
        default "";
    }
    upstream daga {
        hash \$room consistent;
        server 127.0.0.1:${ports[0]};
        server 127.0.0.1:${ports[1]};
    }
    server {
        listen 127.0.0.1:$front;
        location / {
            proxy_pass http://daga;
            proxy_http_version 1.1;
            proxy_set_header Upgrade \$http_upgrade;
            proxy_set_header Connection "upgrade";
            proxy_set_header Host \$host;
            proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;
            proxy_read_timeout 1h;
        }
    }
}
CONF
"$nginx" -p "$work" -c nginx.conf
sleep 0.5

# Which server holds a room, asked directly after its first player came in through nginx.
holder() {
    for n in 0 1; do
        if [ "$(curl -s "http://127.0.0.1:${ports[$n]}/rooms/$1")" != 0 ]; then echo "$n"; return; fi
    done
    echo none
}

# Rooms until one lands on each server: a player waits in each while the next is tried.
declare -A room_on
tries=0
while [ -z "${room_on[0]:-}" ] || [ -z "${room_on[1]:-}" ]; do
    tries=$((tries + 1))
    room="nginx-$tries-$$"
    TMPDIR="$work" "$daga" duel --server "ws://127.0.0.1:$front" --room "$room" --game sadeqa-iii \
        --side south --level 1 > "$work/$room-south.record" 2>/dev/null &
    echo $! > "$work/$room-south.pid"
    sleep 1
    at=$(holder "$room")
    if [ "$at" != none ] && [ -z "${room_on[$at]:-}" ]; then
        room_on[$at]=$room
    else
        kill "$(cat "$work/$room-south.pid")" 2>/dev/null || true
    fi
    [ "$tries" -lt 20 ] || { echo "nginx sent every room to one server"; exit 1; }
done
for n in 0 1; do
    room=${room_on[$n]}
    TMPDIR="$work" "$daga" duel --server "ws://127.0.0.1:$front" --room "$room" --game sadeqa-iii \
        --side north --level 1 > "$work/$room-north.record" 2>/dev/null &
    echo $! > "$work/$room-north.pid"
done
for n in 0 1; do
    room=${room_on[$n]}
    wait "$(cat "$work/$room-north.pid")"
    wait "$(cat "$work/$room-south.pid")"
    south=$(cat "$work/$room-south.record"); north=$(cat "$work/$room-north.record")
    [ -n "$south" ] && [ "$south" = "$north" ] || { echo "room $room: the two records differ"; exit 1; }
    echo "server $((n + 1)) (port ${ports[$n]}): room $room played a whole game through nginx:"
    echo "  $south"
done
echo "two servers behind nginx: each played its own room's game"
