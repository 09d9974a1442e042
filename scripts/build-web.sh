#!/usr/bin/env bash
# Builds the browser version into web/dist (serve that folder, e.g. python3 -m http.server).
# Usage: scripts/build-web.sh [PROFILE]   (default web-release, the shipped build: fat LTO,
# then wasm-opt; "dev" builds much faster and skips the optimisation)
set -euo pipefail
cd "$(dirname "$0")/.."
profile="${1:-web-release}"
target_dir="${CARGO_TARGET_DIR:-target}"

rustup target add wasm32-unknown-unknown >/dev/null
# wasm-bindgen-cli must match the wasm-bindgen library in Cargo.lock exactly.
version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/"/, "", $3); print $3; exit }' Cargo.lock)
if ! wasm-bindgen --version 2>/dev/null | grep -q " $version\$"; then
    # --force: cargo may list a version whose binary is gone. Only the one program is used
    # (the package's test runner pulls in a web server and an HTTP client besides).
    cargo install --force wasm-bindgen-cli --version "$version" --bin wasm-bindgen
fi

cargo build --locked --profile "$profile" --target wasm32-unknown-unknown
folder="$profile"
[ "$profile" = dev ] && folder=debug
rm -rf web/dist
bindgen_flags=(--target web --no-typescript --out-dir web/dist --out-name daga)
[ "$profile" = dev ] || bindgen_flags+=(--remove-name-section)
wasm-bindgen "${bindgen_flags[@]}" "$target_dir/wasm32-unknown-unknown/$folder/daga.wasm"
if [ "$profile" != dev ]; then
    # npm's binaryen (pinned in web/package.json): Debian's wasm-opt 108 writes modules that
    # fail to load. The feature flags are the ones Rust 1.95's wasm output uses.
    npm ci --prefix web --silent --no-audit --no-fund
    web/node_modules/.bin/wasm-opt -Oz --strip-debug --strip-producers \
        --enable-bulk-memory --enable-bulk-memory-opt --enable-nontrapping-float-to-int \
        --enable-sign-ext --enable-mutable-globals --enable-reference-types --enable-multivalue \
        --enable-call-indirect-overlong --enable-simd web/dist/daga_bg.wasm -o web/dist/daga_bg.wasm
fi
cp web/restart-audio-context.js assets/icon/daga.png web/dist/
# Fetched by the page only when a game needs it (src/app/play/endgame.rs), not at its start.
mkdir -p web/dist/data
cp assets/tables/shax-full-boards.bin web/dist/data/
# The puzzles, fetched at the page's start (src/app/play/puzzle_data.rs).
for puzzles in assets/puzzles/*.txt; do
    cp "$puzzles" "web/dist/data/puzzles-$(basename "$puzzles")"
done
# The languages other than English, fetched when the player's is one of them
# (src/words/language.rs): each language's two message files as one.
for code in sw so om; do
    { cat "assets/words/$code.ftl"; echo; cat "assets/words/learn/$code.ftl"; } > "web/dist/data/words-$code.txt"
done
# The loading bar counts the module's bytes against its size, known only now; the page's own
# words (`page-…` in each language's message file, assets/words) go in beside it.
page_words=$(python3 scripts/page-words.py assets/words)
sed "s/__WASM_BYTES__/$(stat -c %s web/dist/daga_bg.wasm)/" web/index.html |
    PAGE_WORDS="$page_words" python3 -c 'import os, sys; sys.stdout.write(sys.stdin.read().replace("__PAGE_WORDS__", os.environ["PAGE_WORDS"]))' \
    > web/dist/index.html
echo "built web/dist ($(du -sh web/dist | cut -f1)); serve it with: python3 -m http.server -d web/dist 8080"
if [ "$profile" != dev ]; then
    # A brotli copy beside each file the page starts with, at the highest quality (a third
    # smaller than gzip), for `daga serve` to hand to browsers that take it; made once here, as
    # no server could afford to at each request. Static hosts ignore them.
    node - web/dist <<'JS'
const fs = require("node:fs");
const path = require("node:path");
const zlib = require("node:zlib");
const folder = process.argv[2];
for (const name of fs.readdirSync(folder)) {
  const file = path.join(folder, name);
  if (fs.statSync(file).isDirectory()) continue;
  const brotli = zlib.brotliCompressSync(fs.readFileSync(file), {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
  });
  fs.writeFileSync(`${file}.br`, brotli);
}
JS
fi
