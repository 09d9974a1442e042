#!/usr/bin/env bash
# What a browser downloads for the web version: every file of web/dist, raw, gzipped (level 9)
# and brotli-compressed (quality 11), and the totals; then, apart, the data in its folders that
# the page fetches only when a game needs it. Build it first: scripts/build-web.sh
# Usage: scripts/web-size.sh [FOLDER]   (default web/dist)
#        GZIP_BUDGET=BYTES scripts/web-size.sh   fails when the gzipped total is larger
set -euo pipefail
cd "$(dirname "$0")/.."
folder="${1:-web/dist}"
node - "$folder" <<'JS'
const fs = require("node:fs");
const path = require("node:path");
const zlib = require("node:zlib");
const folder = process.argv[2];
const mb = (n) => (n / 1e6).toFixed(2).padStart(8) + " MB";
const total = { raw: 0, gzip: 0, brotli: 0 };
console.log("file".padEnd(28) + "raw".padStart(11) + "gzip".padStart(11) + "brotli".padStart(11));
const later = [];
for (const name of fs.readdirSync(folder).sort()) {
  // The brotli copies scripts/build-web.sh lays beside the files are measured with them.
  if (name.endsWith(".br")) continue;
  if (fs.statSync(path.join(folder, name)).isDirectory()) {
    later.push(name);
    continue;
  }
  const data = fs.readFileSync(path.join(folder, name));
  const sizes = {
    raw: data.length,
    gzip: zlib.gzipSync(data, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(data, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length,
  };
  for (const key in total) total[key] += sizes[key];
  console.log(name.padEnd(28) + mb(sizes.raw) + mb(sizes.gzip) + mb(sizes.brotli));
}
console.log("total".padEnd(28) + mb(total.raw) + mb(total.gzip) + mb(total.brotli));
const mib = (n) => (n / 1048576).toFixed(2) + " MiB";
console.log(`total gzipped: ${total.gzip} bytes (${mib(total.gzip)}); brotli: ${total.brotli} bytes (${mib(total.brotli)})`);
// Data the page fetches only when a game needs it (data/: the full Shax boards' scores), apart
// from what it downloads to start, which the budget is for.
for (const dir of later) {
  for (const name of fs.readdirSync(path.join(folder, dir)).sort()) {
    const data = fs.readFileSync(path.join(folder, dir, name));
    const gzip = zlib.gzipSync(data, { level: 9 }).length;
    console.log(`fetched when needed: ${dir}/${name}, ${data.length} bytes raw, ${gzip} gzipped`);
  }
}
const budget = Number(process.env.GZIP_BUDGET || 0);
if (budget && total.gzip > budget) {
  console.error(`the page is ${total.gzip} bytes gzipped, over its budget of ${budget}`);
  process.exit(1);
}
JS
