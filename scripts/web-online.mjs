// Two browser pages play each other online through `daga serve` (which serves the page and
// introduces the players on one port), as two friends would: page A chooses "A friend online"
// (kept in local storage as a player's choice would be) and presses "Invite a friend"; its
// address then holds the room (`#room=CODE`), which page B opens as a friend opens the link it
// was sent. They then take turns, each clicking its moves on the canvas when its title says
// "Your move", until MOVES moves are made; each move must reach the other page. Fails on any
// console error or panic. Prints the time from a move's click on one page to the other page's
// title saying it is its move (a move's whole way: the click, the rules, WebRTC, the other
// page's rules and its animation), and leaves screenshots in OUT-DIR.
//
// Usage: node scripts/web-online.mjs URL OUT-DIR [MOVES]
//   (URL is `daga serve --web web/dist`'s; needs npm's playwright-core and Debian's chromium)
import { CURSOR, PLAY, findColour, launchChromium } from "./page-colours.mjs";

const [url = "http://localhost:3536", out = ".", movesArg = "6"] = process.argv.slice(2);
const MOVES = Number(movesArg);

const browsers = [];
const errors = [];
async function openPage(name) {
  // A browser each, as two friends have: no shared local storage, and each page the one in
  // front in its browser (a headless browser draws no frames for a page behind another).
  const browser = await launchChromium();
  browsers.push(browser);
  const page = await browser.newPage({ viewport: { width: 1024, height: 700 } });
  page.on("console", (m) => { if (m.type() === "error") errors.push(`${name}: ${m.text()}`); });
  page.on("pageerror", (e) => errors.push(`${name}: ${e}`));
  return page;
}
const real = () => errors.filter((e) => !e.includes("Using exceptions for control flow"));
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const fail = (why) => { throw new Error(`${why}${real().length ? `\n${real().join("\n")}` : ""}`); };

async function click(page, { x, y }) {
  await page.mouse.move(x, y);
  await wait(120);
  await page.mouse.down();
  await wait(80);
  await page.mouse.up();
}

const inviter = await openPage("A");
await inviter.goto(url);
await inviter.evaluate(() => {
  localStorage.clear();
  localStorage.setItem("daga/settings.json", JSON.stringify({
    game: "shax", opponent: "friend", online: true, speed: "Fast", first: "south",
  }));
});
await inviter.reload();
await inviter.waitForSelector("canvas", { timeout: 120000 });
let invite = null;
for (let i = 0; i < 60 && !invite && !real().length; i++) {
  await wait(1000);
  invite = (await findColour(inviter, PLAY)).spot;
}
if (!invite) fail("no \"Invite a friend\" on the menu");
await inviter.screenshot({ path: `${out}/online-menu.png` });
await click(inviter, invite);
let room = null;
for (let i = 0; i < 60 && !room && !real().length; i++) {
  await wait(500);
  room = new URL(inviter.url()).hash.match(/^#room=([a-z-]+)$/)?.[1];
}
if (!room) fail(`no room in the inviter's address (${inviter.url()})`);
await wait(1500);
await inviter.screenshot({ path: `${out}/online-invite.png` });
console.log(`room ${room}`);

const joiner = await openPage("B");
await joiner.goto(`${url}/#room=${room}`);
await joiner.waitForSelector("canvas", { timeout: 120000 });
const pages = [inviter, joiner];
const titles = () => Promise.all(pages.map((p) => p.title()));
// Joined when the joiner's title names the game it was invited to ("… · Shax · Daga").
const joined = async () => (await joiner.title()).endsWith(" · Shax · Daga");
let started = Date.now();
while (!(await joined()) && Date.now() - started < 120000) {
  if (real().length) fail("an error while joining");
  await wait(300);
}
await joiner.screenshot({ path: `${out}/online-joined.png` });
if (!(await joined())) fail(`the friend's page did not join (${await joiner.title()})`);
console.log(`joined in ${Date.now() - started} ms`);

const latencies = [];
let moves = 0;
started = Date.now();
while (moves < MOVES && Date.now() - started < 300000) {
  if (real().length) fail("an error in play");
  const [a, b] = await titles();
  const mover = a.startsWith("Your move") ? 0 : b.startsWith("Your move") ? 1 : -1;
  if (mover < 0) { await wait(100); continue; }
  const [page, other] = [pages[mover], pages[1 - mover]];
  await page.keyboard.press("Tab");
  await wait(300);
  const { spot } = await findColour(page, CURSOR);
  if (!spot) continue;
  await click(page, spot);
  // From the release that makes the move.
  const clicked = Date.now();
  // The move reached the other page when its title says it is its move (the board there
  // then shows it played: its news comes in the title for the animation's while).
  const yourMove = async () => (await other.title()).startsWith("Your move");
  while (!(await yourMove()) && Date.now() - clicked < 30000) {
    if (real().length) fail("an error while a move travelled");
    await wait(20);
  }
  if (!(await yourMove()) && Date.now() - clicked >= 30000) {
    await inviter.screenshot({ path: `${out}/online-inviter-stuck.png` });
    await joiner.screenshot({ path: `${out}/online-joiner-stuck.png` });
    fail(`move ${moves + 1} did not reach the other page in 30 s`);
  }
  const reached = Date.now() - clicked;
  // Settled: the other page says it is its move twice, 400 ms apart, after the animation.
  let settled = 0;
  while (settled < 2 && Date.now() - clicked < 30000) {
    settled = (await yourMove()) ? settled + 1 : 0;
    await wait(400);
  }
  if (settled < 2) fail(`move ${moves + 1}: the other page never settled on its move`);
  latencies.push(reached);
  moves++;
  if (moves === 3) await joiner.screenshot({ path: `${out}/online-joiner.png` });
}
await inviter.screenshot({ path: `${out}/online-inviter.png` });
if (moves < MOVES) fail(`only ${moves} moves in 300 s`);
const sorted = [...latencies].sort((x, y) => x - y);
const median = sorted[Math.floor(sorted.length / 2)];
const p95 = sorted[Math.max(0, Math.ceil(0.95 * sorted.length) - 1)];
console.log(`${moves} moves between two pages; from a move's click to the other page having it: median ${median} ms, 95th percentile ${p95} ms, longest ${sorted.at(-1)} ms`);
for (const browser of browsers) await browser.close();
