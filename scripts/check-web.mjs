// Loads the web build in headless Chromium (software WebGL2), checks that the game starts
// without errors, opens a game from the menu and saves screenshots.
// Usage: node scripts/check-web.mjs URL OUT-DIR   (needs npm's playwright-core and Debian's chromium)
import { readFile } from "node:fs/promises";
import { chromium } from "playwright-core";

const [url = "http://localhost:8080", out = "."] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: [
    "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run",
    "--enable-unsafe-swiftshader", "--use-angle=swiftshader",
  ],
});
const page = await browser.newPage({ viewport: { width: 1024, height: 700 } });
const errors = [];
page.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
page.on("pageerror", (e) => {
  if (!String(e).includes("Using exceptions for control flow")) errors.push(String(e));
});
await page.goto(url);
await page.waitForSelector("canvas", { timeout: 120000 });
await page.waitForTimeout(8000);
await page.screenshot({ path: `${out}/web-menu.png` });
// The menu's "Play" button sits under the game cards; click where it is drawn at this size.
await page.mouse.move(Number(process.env.PLAY_X ?? 57), Number(process.env.PLAY_Y ?? 440));
await page.waitForTimeout(500);
await page.mouse.click(Number(process.env.PLAY_X ?? 57), Number(process.env.PLAY_Y ?? 440));
await page.waitForTimeout(6000);
await page.screenshot({ path: `${out}/web-game.png` });
// Place a piece on the board (Shax's d7 at this size) and give the computer time to answer.
// Like a person: the pointer arrives over the point, then clicks.
await page.mouse.move(Number(process.env.MOVE_X ?? 511), Number(process.env.MOVE_Y ?? 157));
await page.waitForTimeout(1000);
await page.mouse.down();
await page.waitForTimeout(150);
await page.mouse.up();
await page.waitForTimeout(10000);
await page.screenshot({ path: `${out}/web-after-move.png` });
const menu = await readFile(`${out}/web-menu.png`);
const before = await readFile(`${out}/web-game.png`);
if (menu.equals(before)) errors.push("the Play button did not start a game");
const after = await readFile(`${out}/web-after-move.png`);
if (before.equals(after)) errors.push("the board did not change after a click on it");
await browser.close();
const real = errors.filter((e) => !e.includes("Using exceptions for control flow"));
if (real.length) {
  console.error("errors on the page:\n" + real.join("\n"));
  process.exit(1);
}
console.log("the web build loaded without errors");
