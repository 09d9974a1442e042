// Shax's endgame tables built in the browser (docs/BENCHMARKS.md, "Endgame tables"): a Shax game
// six pieces a side or fewer, opened by a link, makes the page build the tables in slices between
// its frames. Reports the build's time (the page says in its console when it starts and ends)
// and the frames meanwhile: the longest gap between two frames and how many were over 50 ms.
// Not part of CI.
//
// Usage: node scripts/web-tables.mjs URL RECORD-WORDS...   (needs npm's playwright-core and
// Debian's chromium); e.g. node scripts/web-tables.mjs http://localhost:8080 $(cat benches/tables-game.txt)
import { launchChromium } from "./page-colours.mjs";

const [url = "http://localhost:8080", ...words] = process.argv.slice(2);
const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 1024, height: 700 } });
// Every frame's time and the gap before it, from the page's first script on.
await page.addInitScript(() => {
  window.frames_seen = [];
  let last = performance.now();
  const tick = (now) => { window.frames_seen.push([now, now - last]); last = now; requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
});
let built = null;
let marks = [];
const errors = [];
page.on("pageerror", (e) => errors.push(String(e)));
page.on("console", async (m) => {
  const text = m.text();
  if (text.startsWith("endgame tables: building")) marks.push(await page.evaluate(() => performance.now()));
  const found = text.match(/endgame tables: built in ([0-9.]+) s/);
  if (found) {
    marks.push(await page.evaluate(() => performance.now()));
    built = Number(found[1]);
  }
  if (m.type() === "error") errors.push(text);
});
await page.goto(`${url}/#${words.join("+")}`);
for (let i = 0; i < 600 && (built === null || marks.length < 2) && errors.length === 0; i++) {
  await page.waitForTimeout(1000);
}
const frames = await page.evaluate(() => window.frames_seen);
await browser.close();
if (built === null || marks.length < 2) {
  console.error(`the tables were not built: ${errors.join("\n")}`);
  process.exit(1);
}
const [start, end] = marks;
const during = frames.filter(([at]) => at > start && at <= end).map(([, gap]) => gap);
const slow = during.filter((g) => g > 50).length;
console.log(
  `tables built in the page in ${built.toFixed(1)} s; ${during.length} frames meanwhile, ` +
  `longest gap ${Math.max(...during).toFixed(0)} ms, ${slow} gaps over 50 ms`,
);
