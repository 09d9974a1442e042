// The page as a screen reader reads it, in headless Chromium on a phone at device pixel ratio 2:
// the board's off-screen ARIA mirror (src/app/shell/aria_mirror.rs) read through Playwright's
// accessibility tree alone, never from pixels. The menu is read from the mirror's copy of the
// screen's controls (src/app/shell/aria_screen.rs) and a hot-seat game of Sadeqa III with 4 seeds
// a hole is chosen and started there; the whole game is played by pressing the spots' buttons as
// the tree names them (the fullest hole that can be picked), each move's news heard in the live
// region, and the HUD's buttons are in the tree beside the board; a move is typed
// in the mirror's box, a mistyped one refused with why; "Read the board" reads it by rows. Then
// the page in Somali: its `lang` is "so" once the Somali words have been fetched from beside the
// page, and the spots are named in Somali.
//
// Usage: node scripts/web-access.mjs URL OUT-DIR
//   (needs npm's playwright-core and Debian's chromium)
import { endCheck, launchChromium } from "./page-colours.mjs";

const [url = "http://localhost:8080", out = "."] = process.argv.slice(2);
const PHONE = { name: "phone-2", viewport: { width: 390, height: 844 }, ratio: 2 };
const GAME_LINK = "#sadeqa-iii+first=south+seeds=4+moves";
const MOST_MOVES = 300;

const browser = await launchChromium();
const errors = [];
const real = () => errors.filter((e) => !e.includes("Using exceptions for control flow"));

async function open(settings, hash) {
  const context = await browser.newContext({
    viewport: PHONE.viewport, deviceScaleFactor: PHONE.ratio, isMobile: true, hasTouch: true,
  });
  const page = await context.newPage();
  page.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.goto(url);
  await page.evaluate((settings) => {
    localStorage.clear();
    localStorage.setItem("daga/settings.json", JSON.stringify(settings));
  }, settings);
  await page.goto(`${url}/${hash}`);
  await page.reload();
  return { page, context };
}

/** The board's buttons as the accessibility tree names them, and whether each can be picked. */
async function spots(page) {
  const board = page.locator("#daga-access-spots");
  const buttons = await board.getByRole("button", { includeHidden: true }).all();
  const named = [];
  for (const button of buttons) {
    const name = await button.getAttribute("aria-label") ?? (await button.textContent());
    named.push({ button, name, pickable: (await button.getAttribute("aria-disabled")) === "false" });
  }
  return named;
}

/** The live region's words, as a screen reader hears them. */
async function heard(page) {
  return (await page.getByRole("status").textContent()) ?? "";
}

async function until(page, what, seconds, done) {
  for (let i = 0; i < seconds * 10; i++) {
    if (real().length) throw new Error(`errors on the page while waiting for ${what}`);
    if (await done()) return;
    await page.waitForTimeout(100);
  }
  throw new Error(`waited ${seconds} s for ${what}, in vain`);
}

function seedsIn(name) {
  return Number(name.split(", ")[1]?.split(" ")[0]) || 0;
}

/** The screen's control of `role` named `name` in the mirror (the menu, dialogs, the HUD). */
function control(page, role, name) {
  return page.locator("#daga-access-screen").getByRole(role, { name, exact: true, includeHidden: true });
}

/** Presses a control as a screen reader does, by its action, once the tree has it. */
async function press(page, role, name) {
  await until(page, `the ${role} "${name}" in the tree`, 120, async () => (await control(page, role, name).count()) === 1);
  await control(page, role, name).evaluate((b) => b.click());
}

/** The menu read and used from the tree: Sadeqa III, a friend on this screen, 4 seeds, Play. */
async function startFromTheMenu(page) {
  await press(page, "radio", "Sadeqa III");
  await until(page, "Sadeqa III chosen", 20, async () => (await control(page, "radio", "Sadeqa III").getAttribute("aria-checked")) === "true");
  await press(page, "radio", "A friend on this screen");
  await press(page, "radio", "4, a shorter game played across Welega");
  await until(page, "4 seeds chosen", 20, async () => (await control(page, "radio", "4, a shorter game played across Welega").getAttribute("aria-checked")) === "true");
  const menu = await page.locator("#daga-access-screen").ariaSnapshot();
  await press(page, "button", "Play Sadeqa III");
  return menu;
}

/** A whole game started and played from the tree: returns what was heard after the first moves. */
async function wholeGameByTheTree() {
  const { page, context } = await open({ speed: "Fast", language: "en" }, "");
  const menu = await startFromTheMenu(page);
  await until(page, "the mirror's 16 holes", 120, async () => (await spots(page)).length === 16);
  await until(page, "the HUD's Undo among the screen's controls", 20, async () => (await control(page, "button", "Undo").count()) === 1);
  const snapshot = await page.locator("#daga-access").ariaSnapshot();
  // Sadeqa III's "a" and "A" sound alike: each hole says whose row it is in.
  if (!/group "Board"/.test(snapshot) || !/button "a \(South's row\), 4 seeds"/.test(snapshot)) throw new Error(`the tree names no "a (South's row), 4 seeds":\n${snapshot}`);
  const said = [];
  let moves = 0;
  let status = "";
  for (; moves < MOST_MOVES; moves++) {
    let pickable = [];
    await until(page, "a hole to pick or the game's end", 60, async () => {
      pickable = (await spots(page)).filter((s) => s.pickable);
      status = (await page.locator("#daga-access-status").textContent()) ?? "";
      return pickable.length > 0 || /\bwins?\b|\bwon\b|draw|lost/i.test(status);
    });
    if (!pickable.length) break;
    const fullest = pickable.reduce((a, b) => (seedsIn(b.name) > seedsIn(a.name) ? b : a));
    const before = await heard(page);
    // A screen reader presses a button by its action, not at a place on the screen.
    await fullest.button.evaluate((b) => b.click());
    await until(page, `news of sowing ${fullest.name}`, 30, async () => (await heard(page)) !== before);
    if (said.length < 3) said.push(`${fullest.name} → "${await heard(page)}"`);
  }
  if (moves >= MOST_MOVES) throw new Error(`no end after ${moves} moves: "${status}"`);
  // The end is heard with who won, not only the last move's news.
  await until(page, "the result in the live region", 20, async () => (await heard(page)).includes(status));
  const end = await heard(page);
  // The game-over dialog's buttons are in the tree too.
  await until(page, "the game-over dialog's Play again in the tree", 30, async () => (await control(page, "button", "Play again").count()) === 1);
  await page.screenshot({ path: `${out}/access-sadeqa-end.png` });
  await context.close();
  return { moves, said, status, menu, end };
}

/** The typed-move box and the reading buttons. */
async function typedAndRead() {
  const { page, context } = await open({ speed: "Fast", language: "en" }, GAME_LINK);
  await until(page, "the mirror's holes", 120, async () => (await spots(page)).length === 16);
  const box = page.getByRole("textbox", { name: "Type a move" });
  await box.fill("zz");
  await box.press("Enter");
  await until(page, "the refusal", 20, async () => (await heard(page)).startsWith("“zz” is not a move here"));
  const refused = await heard(page);
  await box.fill("c");
  await box.press("Enter");
  await until(page, "the typed move's news", 30, async () => /\bc\b/.test(await heard(page)) && !(await heard(page)).startsWith("“"));
  const typed = await heard(page);
  await page.getByRole("button", { name: "Read the board", includeHidden: true }).evaluate((b) => b.click());
  await until(page, "the board read by rows", 20, async () => (await heard(page)).startsWith("Row 1:"));
  const board = await heard(page);
  await context.close();
  return { refused, typed, board };
}

/** The page in Somali: its language and the spots' names follow once the words are fetched. */
async function inSomali() {
  const { page, context } = await open({ speed: "Fast", language: "so" }, GAME_LINK);
  await until(page, "the page's lang to be Somali", 120, async () => (await page.evaluate(() => document.documentElement.lang)) === "so");
  await until(page, "the holes named in Somali", 30, async () => (await spots(page)).some((s) => s.name.endsWith("iniinood")));
  const name = (await spots(page))[0].name;
  await context.close();
  return name;
}

let failure = null;
let said = "";
try {
  const game = await wholeGameByTheTree();
  const typing = await typedAndRead();
  const somali = await inSomali();
  said = [
    `the menu as the tree reads it:\n${game.menu.split("\n").slice(0, 14).join("\n")}\n  …`,
    `a whole Sadeqa III game started from the menu and played from the accessibility tree at ratio 2: ${game.moves} moves, ending "${game.status}"`,
    ...game.said.map((s) => `  heard: ${s}`),
    `  heard at the end: "${game.end}"`,
    `typed "zz": "${typing.refused}"`,
    `typed "c": "${typing.typed}"`,
    `Read the board: "${typing.board.slice(0, 120)}…"`,
    `in Somali (lang "so"): the first hole is "${somali}"`,
  ].join("\n");
} catch (e) {
  failure = e;
}
await endCheck(browser, real(), failure, said);
