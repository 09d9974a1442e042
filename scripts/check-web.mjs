// Loads the web build in headless Chromium (software WebGL2), checks that the game starts
// without errors, opens a game from the menu and saves screenshots.
// Usage: node scripts/check-web.mjs URL OUT-DIR   (needs npm's playwright-core and Debian's chromium)
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
const play = await page.evaluate(() => document.querySelector("canvas").getBoundingClientRect().toJSON());
console.log("canvas", JSON.stringify(play));
await page.mouse.click(Number(process.env.PLAY_X ?? 80), Number(process.env.PLAY_Y ?? 470));
await page.waitForTimeout(6000);
await page.screenshot({ path: `${out}/web-game.png` });
await browser.close();
const real = errors.filter((e) => !e.includes("Using exceptions for control flow"));
if (real.length) {
  console.error("errors on the page:\n" + real.join("\n"));
  process.exit(1);
}
console.log("the web build loaded without errors");
