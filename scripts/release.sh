#!/usr/bin/env bash
# Builds what is handed out, into dist/ (build output, not in git), and checks each part before
# packing it:
#   dist/daga-linux-x86_64.tar.gz    the Linux program (release build, symbols stripped)
#   dist/daga-windows-x86_64.zip     the Windows program, cross-built with mingw-w64; it must
#                                    answer a scripted engine session under wine
#   dist/web/                        the shipped web build, each game played in headless Chromium
# Usage: scripts/release.sh   (as root or with sudo: installs mingw-w64, wine, zip, chromium)
set -euo pipefail
cd "$(dirname "$0")/.."
target_dir="${CARGO_TARGET_DIR:-target}"
windows=x86_64-pc-windows-gnu
sudo=""; [ "$(id -u)" -eq 0 ] || sudo=sudo
started=$(date +%s)
step() { echo; echo "== $* ($(( $(date +%s) - started )) s)"; }

step "tools"
missing=()
command -v x86_64-w64-mingw32-gcc >/dev/null || missing+=(gcc-mingw-w64-x86-64)
command -v wine >/dev/null || missing+=(wine wine64)
command -v zip >/dev/null || missing+=(zip)
command -v chromium >/dev/null || missing+=(chromium)
if [ ${#missing[@]} -gt 0 ]; then
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
rustup target add "$windows" >/dev/null
rm -rf dist && mkdir -p dist

# The engine session every desktop program must answer the same way.
session_in=tests/data/engine-session.in
session_out=tests/data/engine-session.out

step "Linux"
cargo build --release --locked
stage=dist/daga-linux-x86_64
mkdir -p "$stage"
cp "$target_dir/release/daga" README.md "$stage/"
cmp <("$stage/daga" engine < "$session_in") "$session_out"
echo "daga answered the engine session"
tar -C dist -czf dist/daga-linux-x86_64.tar.gz daga-linux-x86_64
rm -r "$stage"

step "Windows (cross-built, checked under wine)"
cargo build --release --locked --target "$windows"
stage=dist/daga-windows-x86_64
mkdir -p "$stage"
cp "$target_dir/$windows/release/daga.exe" "$stage/"
cp README.md "$stage/README.txt"
export WINEDEBUG=-all WINEPREFIX="${WINEPREFIX:-/var/tmp/daga-wine}"
# Debian's wine 8 lacks bcryptprimitives.dll, which Rust's standard library uses on Windows 10
# and later: the check runs the program in a folder of its own with a stand-in beside it
# (scripts/wine/bcryptprimitives.c); the archive holds the program alone.
check="$(mktemp -d)"
cp "$stage/daga.exe" "$check/"
x86_64-w64-mingw32-gcc -shared -O2 -o "$check/bcryptprimitives.dll" \
    scripts/wine/bcryptprimitives.c -ladvapi32
# Windows ends lines with CR LF; the protocol's words are the same.
cmp <(cd "$check" && wine ./daga.exe engine < "$OLDPWD/$session_in" | tr -d '\r') "$session_out"
echo "daga.exe answered the engine session under wine"
(cd dist && zip -qr daga-windows-x86_64.zip daga-windows-x86_64)
rm -r "$stage"

step "web (shipped build, each game played in headless Chromium)"
bash scripts/build-web.sh
# The page's download stays within 5 MiB gzipped (issue 29's bar; docs/BENCHMARKS.md).
GZIP_BUDGET=5242880 bash scripts/web-size.sh web/dist
work="$(mktemp -d)"
cp scripts/play-web.mjs scripts/page-colours.mjs "$work/"
(cd "$work" && npm install --silent --no-audit --no-fund playwright-core@1 >/dev/null)
python3 -m http.server -d web/dist 8767 >/dev/null 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
sleep 1
node "$work/play-web.mjs" http://localhost:8767 "$work"
cp -r web/dist dist/web

step "done"
ls -l dist/*.tar.gz dist/*.zip
du -sh dist/web
