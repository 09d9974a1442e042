#!/usr/bin/env bash
# The pictures of each language in docs/screenshots/languages/: the title screen on a phone
# (the web page at 390×844, device pixel ratio 2, the browser's language set to it), and on the
# desktop a game at 1280×800 and a lesson at 390×844 (`daga --lang CODE --screenshot …`).
#
#   scripts/language-screenshots.sh [BINARY] [URL]
#     (default: the debug build, and the page served at http://localhost:8799 from web/dist,
#      built by scripts/build-web.sh; needs xvfb, npm and Debian's chromium)
set -euo pipefail
cd "$(dirname "$0")/.."
binary="${1:-${CARGO_TARGET_DIR:-target}/debug/daga}"
url="${2:-http://localhost:8799}"
out=docs/screenshots/languages
mkdir -p "$out"
for lang in sw so om; do
    xvfb-run -a -s "-screen 0 1920x1080x24" "$binary" --lang "$lang" --size 1280x800 \
        --screenshot "$out/game-$lang-1280x800.png" --game sadeqa-iii --moves "a B c" >/dev/null 2>&1
    xvfb-run -a -s "-screen 0 1920x1080x24" "$binary" --lang "$lang" --size 390x844 \
        --screenshot "$out/lesson-$lang-390x844.png" --learn sadeqa-iii:3 >/dev/null 2>&1
done
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
(cd "$work" && npm install --silent --no-audit --no-fund playwright-core@1 >/dev/null)
cat > "$work/menu.mjs" <<'JS'
import { chromium } from "playwright-core";
const [url, out] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--enable-unsafe-swiftshader", "--use-angle=swiftshader"] });
for (const [lang, locale] of [["sw", "sw-KE"], ["so", "so-SO"], ["om", "om-ET"]]) {
  const context = await browser.newContext({ locale, viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForSelector("canvas", { timeout: 120000 });
  // The menu is up when the window's title is; then a few frames for the pictures.
  for (let i = 0; i < 120 && !(await page.title()).startsWith("Daga — "); i++) await page.waitForTimeout(1000);
  await page.waitForTimeout(3000);
  await page.screenshot({ path: `${out}/menu-${lang}-390x844@2.png` });
  await context.close();
}
await browser.close();
JS
node "$work/menu.mjs" "$url" "$PWD/$out"
ls "$out"
