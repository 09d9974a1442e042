// A hint in the browser: a game opened by a link (a Shax game two moves in unless a record is
// given), "Hint" clicked, and the seconds until the ring of the hinted spot
// (palette::LESSON_MARK, rgb 51 242 191) shows, while the page keeps drawing (the level-5
// search runs in slices between frames). Not part of CI.
//
// Usage: node scripts/web-hint.mjs URL OUT-DIR [RECORD-WORDS...]   (needs npm's playwright-core
// and Debian's chromium); e.g. a Sadeqa III game 59 moves in, in its endgame table:
// node scripts/web-hint.mjs URL OUT $(cut -d' ' -f1-63 benches/sadeqa-review-game.txt)
import { findColour, launchChromium } from "./page-colours.mjs";

const [url = "http://localhost:8080", out = ".", ...words] = process.argv.slice(2);
const link = words.length ? words.join("+") : "shax+first=south+moves+d2+d6";
const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 1024, height: 700 } });
const errors = [];
page.on("pageerror", (e) => errors.push(String(e)));
page.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
await page.goto(`${url}/#${link}`);
await page.waitForTimeout(15000);
const ring = "r > 35 && r < 70 && g > 225 && b > 175 && b < 210";
// "Hint" in the bar below a Shax board at 1024×700.
const hint = async () => {
  await page.mouse.move(157, 668);
  await page.waitForTimeout(150);
  await page.mouse.down();
  await page.waitForTimeout(80);
  await page.mouse.up();
};
await hint();
const started = Date.now();
let found = null;
while (!found && Date.now() - started < 60000) {
  await page.waitForTimeout(500);
  found = (await findColour(page, ring)).spot;
}
const seconds = ((Date.now() - started) / 1000).toFixed(1);
await page.screenshot({ path: `${out}/hint.png` });
await browser.close();
if (errors.length || !found) {
  console.error(`no hint shown in 60 s; errors: ${errors.join("\n")}`);
  process.exit(1);
}
console.log(`the hint's ring showed ${seconds} s after "Hint" (within half a second)`);
