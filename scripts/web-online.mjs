// Two friends far apart play online through `daga serve` (which serves the page and
// introduces the players on one port): page A chooses "A friend online" (kept in local storage
// as a player's choice would be) and presses "Invite a friend"; its address then holds the room
// (`#room=CODE`), which page B opens as a friend opens the link it was sent. They take turns,
// each page clicking its moves on the canvas when its title says "Your move" (Tab puts the
// cursor on a spot that can be picked; the joining page sees the board turned), until MOVES
// moves are made, or with MOVES "all" until the game ends: then both must tell the same end.
// Fails on any console error or panic, or a move that does not reach the other page in 30 s.
// Prints the time from a move's click to the other page first showing it (its title changes:
// the news of the move, or its own turn), and leaves screenshots in OUT-DIR.
// Against a desktop app (scripts/online-whole-games.sh): ROOM=CODE opens only the joining page
// (the app invited), ONLY_INVITE=1 only the inviting one (it prints "room CODE" for the app).
//
// Usage: [GAME=shax|sadeqa-iii|bao-la-kimasai] node scripts/web-online.mjs URL OUT-DIR [MOVES|all]
//   (URL is `daga serve --web web/dist`'s; needs npm's playwright-core and Debian's chromium)
import { CURSOR, PLAY, findColour, launchChromium } from "./page-colours.mjs";

const [url = "http://localhost:3536", out = ".", movesArg = "6"] = process.argv.slice(2);
const MOVES = movesArg === "all" ? Infinity : Number(movesArg);
const GAME = process.env.GAME || "shax";
const GAME_TITLE = { shax: "Shax", "sadeqa-iii": "Sadeqa III", "bao-la-kimasai": "Bao la Kimasai" }[GAME];
// A finished game's title: "You win! · …", "Your friend wins · …" or "A draw · …".
const over = (title) => /^(You win|Your friend wins|A draw)/.test(title);

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
/** How many moves the page's game holds: its kept game, written after every move. */
const playedOn = (page) => page.evaluate(() =>
  JSON.parse(localStorage.getItem("daga/saved-game.json") || '{"moves": []}').moves.length);
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const fail = (why) => { throw new Error(`${why}${real().length ? `\n${real().join("\n")}` : ""}`); };

async function click(page, { x, y }) {
  await page.mouse.move(x, y);
  await wait(120);
  await page.mouse.down();
  await wait(80);
  await page.mouse.up();
}

let room = process.env.ROOM;
const pages = [];
if (!room) {
  const inviter = await openPage("A");
  pages.push(inviter);
  await inviter.goto(url);
  await inviter.evaluate((game) => {
    localStorage.clear();
    localStorage.setItem("daga/settings.json", JSON.stringify({
      game, opponent: "friend", online: true, speed: "Fast", first: "south",
    }));
  }, GAME);
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
  for (let i = 0; i < 60 && !room && !real().length; i++) {
    await wait(500);
    room = new URL(inviter.url()).hash.match(/^#room=([a-z-]+)$/)?.[1];
  }
  if (!room) fail(`no room in the inviter's address (${inviter.url()})`);
  await wait(1500);
  await inviter.screenshot({ path: `${out}/online-invite.png` });
  console.log(`room ${room}`);
}

const titles = () => Promise.all(pages.map((p) => p.title()));
let started = Date.now();
if (!process.env.ONLY_INVITE) {
  const joiner = await openPage("B");
  pages.push(joiner);
  started = Date.now();
  await joiner.goto(`${url}/#room=${room}`);
  await joiner.waitForSelector("canvas", { timeout: 120000 });
  // Joined when the joiner's title names the game it was invited to ("… · Shax · Daga").
  const joined = async () => (await joiner.title()).endsWith(` · ${GAME_TITLE} · Daga`);
  while (!(await joined()) && Date.now() - started < 120000) {
    if (real().length) fail("an error while joining");
    await wait(300);
  }
  await joiner.screenshot({ path: `${out}/online-joined.png` });
  if (!(await joined())) fail(`the friend's page did not join (${await joiner.title()})`);
  console.log(`joined in ${Date.now() - started} ms`);
}

const latencies = [];
let moves = 0;
started = Date.now();
const LIMIT = MOVES === Infinity ? 1200000 : 300000;
while (moves < MOVES && Date.now() - started < LIMIT) {
  if (real().length) fail("an error in play");
  const now = await titles();
  if (now.some(over)) break;
  const mover = now.findIndex((title) => title.startsWith("Your move"));
  if (mover < 0) { await wait(100); continue; }
  const [page, other] = [pages[mover], pages.length > 1 ? pages[1 - mover] : null];
  // A move may take more than one click (a piece, then where it goes): Tab puts the cursor on
  // a spot that can be picked and the click picks it, until the move is made. It reached the
  // other page when that page's title changes (to its move, or to the news of this one when
  // this side moves again: a mill's removal, Shax's first removal); only the other page is
  // watched while the move travels (asking the moving page, busy showing it, would be slow).
  // Against a desktop app, the move left when this page's kept game holds it.
  const before = await playedOn(page);
  const waitingTitle = other && (await other.title());
  // When the move was first seen there (asking again takes a while: the page is showing it).
  let seenAt = 0;
  const arrived = async () => {
    if (seenAt) return true;
    const there = other ? (await other.title()) !== waitingTitle : (await playedOn(page)) > before;
    if (there) seenAt = Date.now();
    return there;
  };
  let clicked = 0;
  for (let pick = 0; pick < 4 && !(clicked && (await arrived())); pick++) {
    if (pick > 0 && (await playedOn(page)) > before) break; // made, and on its way
    await page.keyboard.press("Tab");
    await wait(300);
    const { spot } = await findColour(page, CURSOR);
    if (!spot) continue;
    await click(page, spot);
    clicked = Date.now(); // from the release that makes the move
    while (!(await arrived()) && Date.now() - clicked < 1500) await wait(20);
  }
  if (!clicked) continue;
  while (!(await arrived()) && Date.now() - clicked < 30000) {
    if (real().length) fail("an error while a move travelled");
    await wait(20);
  }
  if (!(await arrived())) {
    for (const [i, p] of pages.entries()) await p.screenshot({ path: `${out}/online-stuck-${i}.png` });
    fail(`move ${before + 1} did not reach the other side in 30 s: ${(await titles()).join(" | ")}`);
  }
  const reached = seenAt - clicked;
  latencies.push(reached);
  moves++;
  if (moves === 3) await pages.at(-1).screenshot({ path: `${out}/online-joiner.png` });
}
for (const [i, p] of pages.entries()) await p.screenshot({ path: `${out}/online-end-${i}.png` });
if (MOVES === Infinity) {
  // Both pages tell the same end: one "You win!" and the other "Your friend wins", or a draw.
  let ends = await titles();
  for (let i = 0; i < 100 && !ends.every(over); i++) { await wait(300); ends = await titles(); }
  if (!ends.every(over)) fail(`the game did not end in ${LIMIT / 1000} s: ${ends.join(" | ")}`);
  const heads = ends.map((t) => t.split(" · ")[0]).sort();
  const agree = heads.length === 1 || heads.every((h) => h === "A draw")
    || (heads[0] === "You win!" && heads[1] === "Your friend wins");
  if (!agree) fail(`the pages end differently: ${ends.join(" | ")}`);
  console.log(`the whole game: ${moves} moves clicked; ${ends.join(" | ")}`);
} else if (moves < MOVES) fail(`only ${moves} moves in ${LIMIT / 1000} s`);
const sorted = [...latencies].sort((x, y) => x - y);
const median = sorted[Math.floor(sorted.length / 2)];
const p95 = sorted[Math.max(0, Math.ceil(0.95 * sorted.length) - 1)];
const whose = pages.length > 1 ? "the other page having it" : "the page sending it";
console.log(`${moves} moves; from a move's click to ${whose}: median ${median} ms, 95th percentile ${p95} ms, longest ${sorted.at(-1)} ms`);
for (const browser of browsers) await browser.close();
