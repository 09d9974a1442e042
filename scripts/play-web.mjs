// Plays each game in the web build, in headless Chromium (software WebGL2), as a person would:
// from the menu against the computer (level 1, fast moves, chosen through the settings the page
// keeps in local storage), with real clicks on the canvas, until the game ends or 10 of the
// player's moves are made. Fails on any console error or panic, on a Play button that starts
// nothing, on a click that makes no move, on a canvas that stops changing, and on a Shax game
// whose full boards' scores were not fetched. Screenshots of each game go to OUT-DIR.
//
// Then a newcomer's first lesson of Bao la Kimasai is opened from the menu and solved, the next
// lesson must follow by itself on time without input, a link to a game at a move is opened in a
// fresh page, and a link pasted into an open page's address opens its game there.
//
// Then, in a page whose browser has no Web Audio, the menu must come up and a game open: the
// game then runs silently.
//
// Then, with touch (a phone's taps: the finger lands and lifts at once, with no pointer moving
// there first), TOUCH_ROUNDS rounds (default 20) tap a game card (twice), Play, a board point,
// Undo, Settings, beside the settings dialog and Menu, each once: every first tap must count,
// while every core of the machine is kept busy (a busy machine's slow frames once lost taps).
//
// The clicks find their spots on the picture: Tab puts the keyboard cursor (a blue ring) on one
// of the spots that can be picked, and the click goes to that ring's centre. The page's title
// says whose move it is ("Your move · Shax · Daga").
//
// Usage: node scripts/play-web.mjs URL OUT-DIR [GAME…]
//   (needs npm's playwright-core and Debian's chromium)
import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";
import { CURSOR, LEARN, PLAY, STAR, endCheck, findColour, launchChromium, reviewKeptGame } from "./page-colours.mjs";

const [url = "http://localhost:8080", out = ".", ...only] = process.argv.slice(2);
const games = only.length ? only : ["shax", "sadeqa-iii", "bao-la-kimasai"];
const MOVES = 10;
const GAME_SECONDS = 480;

const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 1024, height: 700 } });
const errors = [];
const said = [];
page.on("console", (m) => {
  if (m.type() === "error") errors.push(m.text());
  said.push(m.text());
});
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
  if (game === "shax") {
    // The full boards' scores come beside the page, fetched once a Shax game begins.
    const read = said.find((line) => line.startsWith("full boards: fetched and read"));
    if (!read) throw new Error(`shax: the full boards' scores were not fetched (${said.filter((l) => l.startsWith("full boards")).join("; ")})`);
    console.log(`shax: ${read}`);
  }
}

/**
 * A newcomer's first lesson: "Learn" on the menu (offered in its own colour to someone who has
 * done no lesson of the game), then the lesson's moves picked as a person would (Tab puts the
 * cursor on a spot that can be picked; the first lesson of Bao la Kimasai has one each time),
 * until the panel at its end shows its stars. The progress is then kept in local storage.
 */
async function firstLesson(game) {
  await page.goto(url);
  await page.evaluate((game) => {
    localStorage.clear();
    localStorage.setItem("daga/settings.json", JSON.stringify({ game, speed: "Fast" }));
  }, game);
  await page.reload();
  let learn = null;
  for (let i = 0; i < 60 && !learn && !real().length; i++) {
    await wait(1000);
    learn = (await find(LEARN)).spot;
  }
  if (!learn) throw new Error(`${game}: no "Learn" on the menu for a newcomer`);
  await click(learn);
  const started = Date.now();
  let stars = null;
  // When the lesson was done (the title says "Lesson 1 done" from then): read from the title,
  // which is cheap, not from the stars' picture, which on a busy machine is seen seconds late.
  let done = null;
  while (!stars && Date.now() - started < 120000 && !real().length) {
    for (let i = 0; i < 30 && !done; i++) {
      await wait(50);
      if ((await page.title()).startsWith("Lesson 1 done")) done = Date.now();
    }
    if (!done) await wait(100);
    stars = (await find(STAR)).spot;
    if (stars) break;
    await page.keyboard.press("Tab");
    await wait(300);
    const { spot } = await find(CURSOR);
    if (spot) await click(spot);
  }
  const seen = done || Date.now();
  await page.screenshot({ path: `${out}/${game}-lesson.png` });
  if (!stars) throw new Error(`${game}: the first lesson was not solved in 120 s`);
  const kept = await page.evaluate(() => localStorage.getItem("daga/settings.json"));
  const lessons = JSON.parse(kept || "{}").lessons || {};
  if (!(lessons[game] && lessons[game][0] === 3)) {
    throw new Error(`${game}: the lesson's stars were not kept (${kept})`);
  }
  console.log(`${game}: the first lesson solved in ${Math.round((Date.now() - started) / 1000)} s, three stars kept`);
  // From here on no input: the next lesson must start by itself 12 s after the stars appeared
  // (the page's title says "Lesson 1 done", then "Lesson 2 of …"; NEXT_LESSON_AFTER). The stars
  // appear once the lesson's last move has been shown, so from "done" the wait is 12 s and that
  // move's showing.
  while (!(await page.title()).startsWith("Lesson 2 of") && Date.now() - seen < 30000) await wait(50);
  const waited = (Date.now() - seen) / 1000;
  if (waited > 15 || waited < 11.8) {
    throw new Error(`${game}: without input the next lesson started ${waited} s after it was done`);
  }
  console.log(`${game}: without input the next lesson started ${waited.toFixed(2)} s after it was done`);
}

/**
 * A link to a game at a move, opened in a fresh page (no kept game, nothing in local storage):
 * that game must open at that move — the saved game holds its moves — and the address must go
 * on holding the game.
 */
async function openLink() {
  const context = await browser.newContext({ viewport: { width: 1024, height: 700 } });
  const fresh = await context.newPage();
  fresh.on("console", (m) => { if (m.type() === "error") errors.push(`(link) ${m.text()}`); });
  fresh.on("pageerror", (e) => errors.push(`(link) ${e}`));
  const moves = ["A", "a", "C", "b"];
  await fresh.goto(`${url}/#sadeqa-iii+first=north+seeds=4+moves+${moves.join("+")}`);
  let kept = [];
  for (let i = 0; i < 90 && kept.length !== moves.length && !real().length; i++) {
    await fresh.waitForTimeout(1000);
    const saved = await fresh.evaluate(() => localStorage.getItem("daga/saved-game.json"));
    kept = saved ? JSON.parse(saved).moves : [];
  }
  await fresh.screenshot({ path: `${out}/link.png` });
  const title = await fresh.title();
  const hash = await fresh.evaluate(() => location.hash);
  if (kept.join(" ") !== moves.join(" ") || !title.includes("Sadeqa III")) {
    throw new Error(`link: the game did not open at its move (moves ${JSON.stringify(kept)}, title "${title}")`);
  }
  if (!hash.includes(`moves+${moves.join("+")}`)) throw new Error(`link: the address lost the game (${hash})`);
  console.log(`link: a fresh page opened Sadeqa III after ${moves.length} moves; the address holds it (${hash.length} characters)`);
  await review(fresh, moves.length);
  await context.close();
  await pastedLink();
}

/**
 * A link pasted into the address of a page already open (only what follows `#` changes, so the
 * page is not loaded again): its game must open.
 */
async function pastedLink() {
  const context = await browser.newContext({ viewport: { width: 1024, height: 700 } });
  const open = await context.newPage();
  open.on("console", (m) => { if (m.type() === "error") errors.push(`(pasted) ${m.text()}`); });
  open.on("pageerror", (e) => errors.push(`(pasted) ${e}`));
  await open.goto(url);
  for (let i = 0; i < 60 && !(await open.title()).startsWith("Daga — ") && !real().length; i++) {
    await open.waitForTimeout(1000);
  }
  await open.evaluate(() => { location.hash = "#shax+first=south+moves+d2+d6"; });
  let kept = [];
  for (let i = 0; i < 60 && kept.length !== 2 && !real().length; i++) {
    await open.waitForTimeout(500);
    const saved = await open.evaluate(() => localStorage.getItem("daga/saved-game.json"));
    kept = saved ? JSON.parse(saved).moves : [];
  }
  const title = await open.title();
  if (kept.join(" ") !== "d2 d6" || !title.includes("· Shax ·")) {
    throw new Error(`pasted link: the open page did not open its game (moves ${JSON.stringify(kept)}, title "${title}")`);
  }
  console.log(`pasted link: the open page opened its game ("${title}")`);
  // A bad link pasted there opens the records dialog with the reason; a click beside it leaves
  // it, and the address goes back to the game on the board.
  await open.evaluate(() => { location.hash = "#shax+first=south+moves+d2+d2"; });
  await open.waitForTimeout(3000);
  await open.mouse.click(1000, 400);
  let hash = "";
  for (let i = 0; i < 20 && !hash.includes("moves+d2+d6"); i++) {
    await open.waitForTimeout(500);
    hash = await open.evaluate(() => location.hash);
  }
  if (!hash.includes("moves+d2+d6")) throw new Error(`pasted link: a bad link left the address at "${hash}"`);
  console.log(`pasted link: a bad one was left unopened, and the address holds the game again`);
  await context.close();
}

/**
 * The kept game reviewed from the menu ("Menu", then Tab from "Continue" to "Review"): the title
 * shows the computer's progress ("Review 40 % · …") until every position is judged at level 5,
 * then a right arrow steps to the first move.
 */
async function review(page, moves) {
  let { seconds, title } = await reviewKeptGame(page, 60, () => real().length > 0);
  if (!title.startsWith("Review: the start")) throw new Error(`review: not judged ("${title}")`);
  await page.keyboard.press("ArrowRight");
  for (let i = 0; i < 20 && !title.startsWith("Review: after the first move"); i++) {
    await page.waitForTimeout(250);
    title = await page.title();
  }
  await page.screenshot({ path: `${out}/review.png` });
  if (!title.startsWith("Review: after the first move")) throw new Error(`review: no step ("${title}")`);
  const per = seconds / (moves + 1);
  console.log(`review: ${moves + 1} positions judged at level 5 in ${seconds.toFixed(1)} s (${per.toFixed(2)} s a position); the right arrow stepped to the first move`);
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

/** The mean grey (0–1) of a patch of the page: a dialog's backdrop darkens the board. */
async function meanGrey(target, clip) {
  const png = await target.screenshot({ clip });
  return target.evaluate(async (b64) => {
    const blob = await (await fetch("data:image/png;base64," + b64)).blob();
    const bitmap = await createImageBitmap(blob);
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext("2d");
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    let sum = 0;
    for (let i = 0; i < data.length; i += 4) sum += (data[i] + data[i + 1] + data[i + 2]) / 3;
    return sum / (data.length / 4) / 255;
  }, png.toString("base64"));
}

/**
 * Taps with touch, as on a phone: each tap must do what it is for within three seconds, with
 * no second tap. Positions are those of the 1024×700 page (the menu without "Continue", Shax
 * with its panel at the left).
 */
async function everyTapCounts(rounds) {
  const context = await browser.newContext({ viewport: { width: 1024, height: 700 }, hasTouch: true });
  const phone = await context.newPage();
  phone.on("console", (m) => { if (m.type() === "error") errors.push(`(touch) ${m.text()}`); });
  phone.on("pageerror", (e) => errors.push(`(touch) ${e}`));
  await phone.goto(url);
  await phone.evaluate(() => {
    localStorage.clear();
    localStorage.setItem("daga/settings.json", JSON.stringify({
      game: "shax", opponent: "computer", level: 1, speed: "Fast", first: "south",
    }));
  });
  await phone.reload();
  let ready = null;
  for (let i = 0; i < 60 && !ready && !real().length; i++) {
    await phone.waitForTimeout(1000);
    ready = (await findColour(phone, PLAY)).spot;
  }
  if (!ready) throw new Error("touch: no Play button on the menu");
  const stored = (name) => phone.evaluate((name) => localStorage.getItem(name), name);
  const chosen = async () => JSON.parse((await stored("daga/settings.json")) || "{}").game;
  const moves = async () => JSON.parse((await stored("daga/saved-game.json")) || '{"moves": []}').moves.length;
  const wood = { x: 380, y: 200, width: 30, height: 30 };
  let bright = 0;
  const checks = {
    sadeqa: async () => (await chosen()) === "sadeqa-iii",
    shax: async () => (await chosen()) === "shax",
    play: async () => (await phone.title()).includes("· Shax ·"),
    answered: async () => (await moves()) >= 2,
    undo: async () => (await moves()) === 0,
    settings: async () => (await meanGrey(phone, wood)) < bright * 0.94,
    beside: async () => (await meanGrey(phone, wood)) > bright * 0.98,
    menu: async () => (await phone.title()).startsWith("Daga — "),
  };
  const counted = {};
  const busy = keepEveryCoreBusy(30 * rounds + 60);
  const tap = async (name, x, y, check = name) => {
    await phone.waitForTimeout(300); // the page falls idle between taps
    await phone.touchscreen.tap(x, y);
    for (let i = 0; i < 30; i++) {
      if (await checks[check]()) {
        counted[name] = (counted[name] || 0) + 1;
        return;
      }
      await phone.waitForTimeout(100);
    }
    throw new Error(`touch: the tap on ${name} (round ${round}) did nothing; counted so far ${JSON.stringify(counted)}`);
  };
  let round = 0;
  try {
    for (round = 1; round <= rounds; round++) {
      await tap("card", 420, 304, "sadeqa");
      await tap("card", 68, 306, "shax");
      // Where the menu's Play stands (the rows under it move it as they come and go).
      await tap("play", ready.x, ready.y);
      await phone.waitForTimeout(500);
      bright = await meanGrey(phone, wood);
      await tap("board", 355, 547, "answered");
      await tap("undo", 33, 668);
      await tap("settings", 307, 668);
      await tap("beside", 870, 640);
      await tap("menu", 48, 26);
    }
  } finally {
    for (const loop of busy) loop.kill();
  }
  console.log(`touch: every first tap counted over ${rounds} rounds, every core busy: ${JSON.stringify(counted)}`);
  await context.close();
}

/**
 * A busy loop on every core, each ending by itself after `seconds` (and killed sooner when the
 * taps are done), so that the page's frames come as slowly as on a busy machine.
 */
function keepEveryCoreBusy(seconds) {
  const loop = `const end = Date.now() + ${seconds * 1000}; while (Date.now() < end) {}`;
  return Array.from({ length: availableParallelism() }, () =>
    spawn(process.execPath, ["-e", loop], { stdio: "ignore" }));
}

let failure = null;
try {
  for (const game of games) {
    await play(game);
    if (real().length) break;
  }
  if (!real().length && !only.length) await firstLesson("bao-la-kimasai");
  if (!real().length && !only.length) await openLink();
  if (!real().length && !only.length) await withoutWebAudio();
  const touchRounds = Number(process.env.TOUCH_ROUNDS ?? 20);
  if (!real().length && !only.length && touchRounds > 0) await everyTapCounts(touchRounds);
} catch (error) {
  failure = error;
}
await endCheck(browser, real(), failure, "every game played in the browser without errors");
