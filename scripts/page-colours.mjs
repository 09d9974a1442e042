// What the browser scripts (play-web, web-timing, web-anatomy) share: headless Chromium with
// software WebGL2, the game's colours they look for, and finding a colour on the page.
import { chromium } from "playwright-core";

// The Play button (palette::PLAY) and the keyboard cursor's ring (palette::CURSOR, rgb 89 191
// 255), as tests on a pixel's r, g, b: a palette change to either must change these.
export const PLAY = "r < 60 && g > 95 && g < 125 && b < 80";
export const CURSOR = "b > 215 && r < 130 && g > 150 && g < 225";
// "Learn" for someone new to the game (palette::egui::LEARN, rgb 36 92 122) and a lesson's
// earned stars (palette::egui::STAR, rgb 255 205 70).
export const LEARN = "r < 50 && g > 82 && g < 102 && b > 112 && b < 132";
export const STAR = "r > 245 && g > 195 && g < 215 && b > 55 && b < 85";
// "Today's puzzle" until it is solved (palette::egui::PUZZLE, rgb 112 58 132), and the ring of
// a lesson's move or a puzzle's better move (palette::LESSON_MARK, rgb 51 242 191).
export const PUZZLE = "r > 102 && r < 122 && g > 48 && g < 68 && b > 122 && b < 142";
export const LESSON_MARK = "r > 35 && r < 70 && g > 225 && b > 175 && b < 210";

/**
 * Debian's Chromium, headless, drawing WebGL2 with SwiftShader (this machine has no GPU). WebRTC
 * offers the machine's own addresses rather than mDNS names (`….local`), which nothing answers
 * on a machine without multicast: two pages on one machine then find each other as two
 * browsers on one network do. A page behind another keeps drawing, as two friends' pages on
 * two screens do.
 */
export function launchChromium() {
  return chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: [
      "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run",
      "--enable-unsafe-swiftshader", "--use-angle=swiftshader",
      "--disable-features=WebRtcHideLocalIpsWithMdns",
      "--disable-renderer-backgrounding", "--disable-background-timer-throttling",
      "--disable-backgrounding-occluded-windows",
    ],
  });
}

/**
 * Runs `scan`, a function of ({ data, width, height }, arg) written so that it can be sent to
 * the page, over the RGBA pixels of a screenshot of the page in CSS pixels (whatever its
 * devicePixelRatio, as taps are); returns its result and the screenshot.
 */
export async function scanScreenshot(page, scan, arg = null) {
  const png = await page.screenshot({ scale: "css" });
  const result = await page.evaluate(async ({ b64, scan, arg }) => {
    const blob = await (await fetch("data:image/png;base64," + b64)).blob();
    const bitmap = await createImageBitmap(blob);
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext("2d");
    context.drawImage(bitmap, 0, 0);
    const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height);
    return new Function("pixels", "arg", `return (${scan})(pixels, arg)`)(pixels, arg);
  }, { b64: png.toString("base64"), scan: scan.toString(), arg });
  return { result, png };
}

// Where a colour is on a page: the centre of the pixels whose r, g, b satisfy `test` (a
// JavaScript expression), or null when there are few; with the screenshot.
export async function findColour(page, test) {
  const { result: spot, png } = await scanScreenshot(page, ({ data, width, height }, test) => {
    const matches = new Function("r", "g", "b", "return " + test);
    let sx = 0, sy = 0, n = 0;
    for (let y = 0; y < height; y += 2) {
      for (let x = 0; x < width; x += 2) {
        const i = (y * width + x) * 4;
        if (matches(data[i], data[i + 1], data[i + 2])) { sx += x; sy += y; n++; }
      }
    }
    return n > 12 ? { x: sx / n, y: sy / n } : null;
  }, test);
  return { spot, png };
}

/**
 * Reviews the kept game: "Menu" (top left), Tab from "Continue" to "Review", Enter;
 * then waits until the title, which shows the computer's progress ("Review 40 % · …"), starts
 * with "Review: " (every position judged) or `seconds` pass. Returns the seconds and the title.
 */
export async function reviewKeptGame(page, seconds, failed = () => false) {
  // "Menu" stands at the same place whether the players are above the board or beside it; the
  // pointer rests on it a moment first, as a hand's would.
  await page.mouse.move(28, 19);
  await page.waitForTimeout(150);
  await page.mouse.down();
  await page.waitForTimeout(80);
  await page.mouse.up();
  await page.waitForTimeout(1500);
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  const started = Date.now();
  let title = "";
  while (Date.now() - started < seconds * 1000 && !failed()) {
    await page.waitForTimeout(250);
    title = await page.title();
    if (title.startsWith("Review: ")) break;
  }
  return { seconds: (Date.now() - started) / 1000, title };
}

/**
 * Ends a check: closes the browser, then fails with the page's errors (`errors`, already
 * filtered), or with `failure`, or prints `said` and succeeds.
 */
export async function endCheck(browser, errors, failure, said) {
  await browser.close();
  if (errors.length) {
    console.error("errors on the page:\n" + errors.join("\n"));
    process.exit(1);
  }
  if (failure) {
    console.error(String(failure));
    process.exit(1);
  }
  console.log(said);
}
