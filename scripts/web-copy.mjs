// Checks "Copy" in the browser: a game opened by link, "Record" in the bottom bar, then Tab to
// the dialog's "Copy" and Space, as a keyboard user would; the clipboard must then hold the
// game's record. (Not part of CI: the page's clipboard needs the permission Playwright grants.)
//
// Usage: node scripts/web-copy.mjs URL   (needs npm's playwright-core and Debian's chromium;
//   the positions are those of the 1024×700 page, Shax with its panel at the left)
import { launchChromium } from "./page-colours.mjs";

const [url = "http://localhost:8080"] = process.argv.slice(2);
const browser = await launchChromium();
const context = await browser.newContext({ viewport: { width: 1024, height: 700 } });
await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(url).origin });
const page = await context.newPage();
await page.goto(`${url}/#shax+first=south+south=You+north=Computer_(Beginner)+moves+d2+d6`);
for (let i = 0; i < 60 && !(await page.title()).includes("· Shax ·"); i++) await page.waitForTimeout(1000);
await page.waitForTimeout(2000);
await page.mouse.click(222, 668); // "Record"
await page.waitForTimeout(1500);
for (const key of ["Tab", "Tab", "Space"]) {
  await page.keyboard.press(key);
  await page.waitForTimeout(500);
}
await page.waitForTimeout(1000);
const copied = await page.evaluate(() => navigator.clipboard.readText());
await page.screenshot({ path: "web-copy.png" });
await browser.close();
if (!copied.includes("moves d2 d6")) {
  console.error(`the clipboard holds "${copied}", not the game's record (see web-copy.png)`);
  process.exit(1);
}
console.log(`copied in the browser: "${copied}"`);
