// The review's time per position at level 5 in the browser (docs/BENCHMARKS.md, "The review"):
// a game opened by a link (the Sadeqa III game of benches/review-games.txt without its last
// move, so that it is kept), then "Menu", Tab from "Continue" to "Review" and Enter; the page's
// title shows the computer's progress ("Review 40 % · …") until every position is judged.
// Not part of CI.
//
// Usage: node scripts/web-review.mjs URL RECORD-WORDS...   (needs npm's playwright-core and
// Debian's chromium); e.g. node scripts/web-review.mjs http://localhost:8080 \
//   $(sed -n 2p benches/review-games.txt | awk '{NF--; print}')
import { launchChromium, reviewKeptGame } from "./page-colours.mjs";

const [url = "http://localhost:8080", ...words] = process.argv.slice(2);
const moves = words.length - words.indexOf("moves") - 1;
const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 1024, height: 700 } });
const errors = [];
page.on("pageerror", (e) => errors.push(String(e)));
page.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
await page.goto(`${url}/#${words.join("+")}`);
let kept = 0;
for (let i = 0; i < 120 && kept !== moves; i++) {
  await page.waitForTimeout(1000);
  const saved = await page.evaluate(() => localStorage.getItem("daga/saved-game.json"));
  kept = saved ? JSON.parse(saved).moves.length : 0;
}
const { seconds, title } = await reviewKeptGame(page, 1200, () => errors.length > 0);
await browser.close();
if (errors.length || !title.startsWith("Review: ")) {
  console.error(`the review did not finish ("${title}"): ${errors.join("\n")}`);
  process.exit(1);
}
console.log(`${words[0]}: ${moves + 1} positions judged at level 5 in ${seconds.toFixed(1)} s, ${(seconds / (moves + 1)).toFixed(2)} s a position`);
