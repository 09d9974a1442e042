// Plays each game in the web build, in headless Chromium (software WebGL2), as a person would:
// from the menu against the computer (level 1, fast moves, chosen through the settings the page
// keeps in local storage), with real clicks on the canvas, until the game ends or 30 of the
// player's moves are made. Fails on any console error or panic, on a Play button that starts
// nothing, on a click that makes no move, and on a canvas that stops changing. Screenshots of
// each game go to OUT-DIR.
//
// Then, in a page whose browser has no Web Audio, the menu must come up and a game open: the
// game then runs silently.
//
// The clicks find their spots on the picture: Tab puts the keyboard cursor (a blue ring) on one
// of the spots that can be picked, and the click goes to that ring's centre. The page's title
// says whose move it is ("Your move · Shax · Daga").
//
// Usage: node scripts/play-web.mjs URL OUT-DIR [GAME…]
//   (needs npm's playwright-core and Debian's chromium)
import { CURSOR, PLAY, findColour, launchChromium } from "./page-colours.mjs";

const [url = "http://localhost:8080", out = ".", ...only] = process.argv.slice(2);
const games = only.length ? only : ["shax", "sadeqa-iii", "bao-la-kimasai"];
const MOVES = 30;
const GAME_SECONDS = 480;

const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 1024, height: 700 } });
const errors = [];
page.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
page.on("pageerror", (e) => errors.push(String(e)));
const real = () => errors.filter((e) => !e.includes("Using exceptions for control flow"));
const wait = (ms) => page.waitForTimeout(ms);

const find = (test) => findColour(page, test);

/** A press and a release where a person's pointer would be, after it arrived there. */
async function click({ x, y }) {
  await page.mouse.move(x, y);
  await wait(120);
  await page.mouse.down();
  await wait(80);
  await page.mouse.up();
}

const over = (title) => /wins|You win|draw/.test(title);

async function play(game) {
  await page.goto(url);
  await page.evaluate((game) => {
    localStorage.clear();
    localStorage.setItem("daga/settings.json", JSON.stringify({
      game, opponent: "computer", level: 1, speed: "Fast", first: "south",
    }));
  }, game);
  await page.reload();
  await page.waitForSelector("canvas", { timeout: 120000 });
  let play = null;
  for (let i = 0; i < 60 && !play; i++) {
    await wait(1000);
    play = (await find(PLAY)).spot;
  }
  if (!play) throw new Error(`${game}: no Play button on the menu`);
  await page.screenshot({ path: `${out}/${game}-menu.png` });
  await click(play);
  const started = Date.now();
  let moves = 0, same = 0, last = null;
  while (moves < MOVES && Date.now() - started < GAME_SECONDS * 1000) {
    if (real().length) break;
    const title = await page.title();
    if (over(title)) break;
    if (!title.startsWith("Your move")) {
      await wait(400);
      continue;
    }
    await page.keyboard.press("Tab");
    await wait(300);
    const { spot, png } = await find(CURSOR);
    same = last && png.equals(last) ? same + 1 : 0;
    last = png;
    if (same >= 20) throw new Error(`${game}: the canvas stopped changing`);
    if (!spot) continue;
    await click(spot);
    await wait(500);
    if (!(await page.title()).startsWith("Your move")) {
      moves++;
      if (moves % 10 === 1) await page.screenshot({ path: `${out}/${game}-move-${moves}.png` });
    }
  }
  await wait(1500);
  await page.screenshot({ path: `${out}/${game}-end.png` });
  const title = await page.title();
  console.log(`${game}: ${moves} moves of the player, ${Math.round((Date.now() - started) / 1000)} s; title "${title}"`);
  if (moves < MOVES && !over(title) && !real().length) {
    throw new Error(`${game}: only ${moves} moves in ${GAME_SECONDS} s and the game is not over`);
  }
}

/** A browser without Web Audio: the page must still show the menu and open a game. */
async function withoutWebAudio() {
  const context = await browser.newContext({ viewport: { width: 1024, height: 700 } });
  const silent = await context.newPage();
  silent.on("console", (m) => { if (m.type() === "error") errors.push(`(no Web Audio) ${m.text()}`); });
  silent.on("pageerror", (e) => errors.push(`(no Web Audio) ${e}`));
  await silent.addInitScript(() => { delete window.AudioContext; delete window.webkitAudioContext; });
  await silent.goto(url);
  await silent.evaluate(() => {
    localStorage.clear();
    localStorage.setItem("daga/settings.json", JSON.stringify({ game: "shax", opponent: "friend" }));
  });
  await silent.reload();
  let play = null;
  for (let i = 0; i < 60 && !play && !real().length; i++) {
    await silent.waitForTimeout(1000);
    play = (await findColour(silent, PLAY)).spot;
  }
  if (!play) throw new Error("without Web Audio: no Play button on the menu");
  await silent.mouse.move(play.x, play.y);
  await silent.mouse.down();
  await silent.mouse.up();
  await silent.waitForTimeout(2000);
  const title = await silent.title();
  if (!title.includes("Shax")) throw new Error(`without Web Audio: no game opened (title "${title}")`);
  console.log(`without Web Audio: the menu came up and a game opened, silently (title "${title}")`);
  await context.close();
}

let failure = null;
try {
  for (const game of games) {
    await play(game);
    if (real().length) break;
  }
  if (!real().length && !only.length) await withoutWebAudio();
} catch (error) {
  failure = error;
}
await browser.close();
if (real().length) {
  console.error("errors on the page:\n" + real().join("\n"));
  process.exit(1);
}
if (failure) {
  console.error(String(failure));
  process.exit(1);
}
console.log("every game played in the browser without errors");
