// Start-up and smoothness of the web build in headless Chromium (software WebGL2):
//  - the time from navigation until the menu can be used (its Play button is on screen);
//  - frame times (p50, p95, max) while the computer thinks at level 5 (it opens the game), and
//    while a long sowing animates (Sadeqa III's "a", about four seconds of relays).
// Frame times are the gaps between the browser's animation frames, measured in the page: a
// frame that our code holds up (a search slice, an animation step) shows as a long gap.
// Usage: node scripts/web-timing.mjs URL   (needs npm's playwright-core and Debian's chromium)
import { PLAY, findColour, launchChromium } from "./page-colours.mjs";

const [url = "http://localhost:8080"] = process.argv.slice(2);
const browser = await launchChromium();
const [width, height] = (process.env.VIEWPORT ?? "1024x700").split("x").map(Number);
const page = await browser.newPage({ viewport: { width, height } });
const errors = [];
page.on("pageerror", (e) => {
  if (!String(e).includes("Using exceptions for control flow")) errors.push(String(e));
});
const wait = (ms) => page.waitForTimeout(ms);

/** Where the Play button's green is on screen, if it is. */
const playButton = async () => (await findColour(page, PLAY)).spot;

/** Opens the page with these settings and waits for the menu; returns the seconds it took. */
async function open(settings) {
  await page.goto("about:blank");
  await page.goto(url);
  await page.evaluate((settings) => {
    localStorage.clear();
    localStorage.setItem("daga/settings.json", JSON.stringify(settings));
  }, settings);
  const started = Date.now();
  await page.reload();
  let play = null;
  while (!play) {
    if (Date.now() - started > 180000) throw new Error("the menu never appeared");
    await wait(100);
    play = await playButton();
  }
  return { seconds: (Date.now() - started) / 1000, play };
}

/** Gaps between animation frames in the page, from now until `until` says stop. */
async function startFrameLog() {
  await page.evaluate(() => {
    window.__gaps = [];
    let last = performance.now();
    const tick = (now) => {
      window.__gaps.push(now - last);
      last = now;
      if (!window.__stop) requestAnimationFrame(tick);
    };
    window.__stop = false;
    requestAnimationFrame(tick);
  });
}
async function stopFrameLog() {
  const gaps = await page.evaluate(() => { window.__stop = true; return window.__gaps.slice(1); });
  return spread(gaps);
}
/** Count, median, 95th percentile and largest of some durations in milliseconds. */
function spread(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * q) - 1))];
  return { frames: sorted.length, p50: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] };
}
const show = (what, t) =>
  console.log(`${what}: ${t.frames} frames, p50 ${t.p50.toFixed(1)} ms, ` +
              `p95 ${t.p95.toFixed(1)} ms, max ${t.max.toFixed(1)} ms`);

// The page's own work per frame, apart from the frame gap: Chromium's trace of the page's main
// thread, where each animation-frame callback runs the game's frame (its systems, and the
// WebGL calls that hand the drawing to the GPU process). The rest of a gap is the GPU process
// drawing, which in this headless browser is SwiftShader rasterising on the CPU.
const TRACE_CATEGORIES = ["devtools.timeline"];
async function startTrace() {
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
}
async function stopTrace() {
  const trace = JSON.parse((await browser.stopTracing()).toString());
  const callbacks = trace.traceEvents
    .filter((e) => e.name === "FireAnimationFrame" && e.ph === "X")
    .sort((a, b) => a.ts - b.ts);
  // One frame runs all its callbacks back to back (the game's, and this script's frame log):
  // callbacks less than a millisecond apart belong to one frame. Times are in microseconds.
  const frames = [];
  let end = -Infinity;
  for (const { ts, dur } of callbacks) {
    if (ts - end < 1000) frames[frames.length - 1] += dur;
    else frames.push(dur);
    end = ts + dur;
  }
  return spread(frames.map((microseconds) => microseconds / 1000));
}

async function click({ x, y }) {
  await page.mouse.move(x, y);
  await wait(100);
  await page.mouse.down();
  await wait(60);
  await page.mouse.up();
}

// 1. Start-up, and the computer thinking at level 5 as it opens a Sadeqa III game.
const thinking = await open({ game: "sadeqa-iii", opponent: "computer", level: 5, first: "north" });
console.log(`menu usable after ${thinking.seconds.toFixed(1)} s (navigation to the Play button on screen)`);
await startFrameLog();
await startTrace();
await click(thinking.play);
const thinkStart = Date.now();
while (!(await page.title()).startsWith("Your move")) {
  if (Date.now() - thinkStart > 120000) throw new Error("the computer never answered");
  await wait(50);
}
show(`while the computer thinks at level 5 and shows its move (${((Date.now() - thinkStart) / 1000).toFixed(1)} s)`,
  await stopFrameLog());
show("  of which the page's own work (animation-frame callbacks)", await stopTrace());

// 2. A long sowing: the person's "a" at normal speed (Tab puts the cursor on a, Enter sows).
const sowing = await open({ game: "sadeqa-iii", opponent: "friend", speed: "Normal", first: "south" });
await click(sowing.play);
await wait(3000);
await page.keyboard.press("Tab");
await wait(500);
await startFrameLog();
await startTrace();
await page.keyboard.press("Enter");
// The sowing and its relays take about four seconds at normal speed.
await wait(5000);
show("while a long sowing animates", await stopFrameLog());
show("  of which the page's own work (animation-frame callbacks)", await stopTrace());
await browser.close();
if (errors.length) {
  console.error("errors on the page:\n" + errors.join("\n"));
  process.exit(1);
}
