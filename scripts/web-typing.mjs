// Typing on a phone, in headless Chromium at device pixel ratio 2 with touch: a tap on the join
// code's field must give the page's focus to the hidden input that opens a phone's keyboard, and
// what the keyboard types (inserted text, as a phone's keyboard sends it) must show in the field,
// also after the keyboard has shortened the page; the same for "Open a record", whose typed
// record must then open its game. Run twice: with a phone's user agent (bevy_egui forwards the
// text) and with an iPad's, which calls itself a Mac (the app forwards it).
//
// Usage: node scripts/web-typing.mjs URL OUT-DIR
//   (needs npm's playwright-core and Debian's chromium)
import { endCheck, launchChromium, scanScreenshot } from "./page-colours.mjs";

const [url = "http://localhost:8080", out = "."] = process.argv.slice(2);
const DEVICES = [
  { name: "phone", userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36" },
  { name: "ipad", userAgent: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15" },
];
const VIEWPORT = { width: 390, height: 844 };
// A phone's keyboard takes about 40 % of the screen; the page shrinks to what is left.
const WITH_KEYBOARD = { width: 390, height: 500 };
// ui::FIELD, a text field's fill; a plain button's fill.
const FIELD = "Math.abs(r - 30) <= 3 && Math.abs(g - 20) <= 3 && Math.abs(b - 14) <= 3";
const GREY_BUTTON = "r === 60 && g === 60 && b === 60";
const AGENT = "egui_text_agent";

const browser = await launchChromium();
const errors = [];
const real = () => errors.filter((e) => !e.includes("Using exceptions for control flow"));

/**
 * The boxes of the runs of rows holding a run of at least `least` pixels that pass `test`, top
 * to bottom: { left, right, top, bottom, bright }, with `bright` the count of pixels inside in
 * the text's light colour.
 */
async function boxesOf(page, test, least = 40) {
  const { result } = await scanScreenshot(page, ({ data, width, height }, { test, least }) => {
    const matches = new Function("r", "g", "b", "return " + test);
    const at = (x, y) => data.slice((y * width + x) * 4, (y * width + x) * 4 + 3);
    const boxes = [];
    let box = null;
    for (let y = 0; y < height; y++) {
      // The row's longest run of such pixels, if it touches neither edge (a dimmed page
      // behind a dialog can take a field's colour from edge to edge).
      let left = 0, right = -1, start = -1;
      for (let x = 0; x <= width; x++) {
        if (x < width && matches(...at(x, y))) {
          if (start < 0) start = x;
        } else if (start >= 0) {
          if (x - start > right - left + 1) { left = start; right = x - 1; }
          start = -1;
        }
      }
      if (right - left + 1 >= least && left > 0 && right < width - 1) {
        if (!box) boxes.push((box = { left, right, top: y, bottom: y }));
        box.left = Math.min(box.left, left); box.right = Math.max(box.right, right); box.bottom = y;
      } else {
        box = null;
      }
    }
    for (const b of boxes) {
      b.bright = 0;
      for (let y = b.top; y <= b.bottom; y++) {
        for (let x = b.left; x <= b.right; x++) {
          const [r, g, bl] = at(x, y);
          if (r > 190 && g > 180 && bl > 160) b.bright++;
        }
      }
    }
    return boxes;
  }, { test, least });
  return result;
}

const centre = (box) => ({ x: (box.left + box.right) / 2, y: (box.top + box.bottom) / 2 });

/** Whether the keyboard's input has the page's focus (a phone then shows its keyboard). */
async function keyboardOpen(page) {
  return page.evaluate((id) => document.activeElement?.id === id, AGENT);
}

/** Taps `field`, types `text` as a phone's keyboard does; the field's box after, with its text. */
async function typeInto(device, page, field, text, what) {
  await page.touchscreen.tap(centre(field).x, centre(field).y);
  await page.waitForTimeout(600);
  if (!(await keyboardOpen(page))) {
    throw new Error(`${device.name}: a tap on ${what} did not open the keyboard (focus on ${await page.evaluate(() => document.activeElement?.tagName)})`);
  }
  await page.keyboard.insertText(text);
  await page.waitForTimeout(800);
}

/** The join code's field: typed into, then seen, also with the keyboard taking the screen's foot. */
async function joinField(device, page) {
  for (let scroll = 0; scroll < 4; scroll++) {
    await page.mouse.move(VIEWPORT.width / 2, 400);
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(500);
  }
  await page.waitForTimeout(800);
  const before = (await boxesOf(page, FIELD)).at(-1);
  if (!before) throw new Error(`${device.name}: no join field on the menu`);
  await typeInto(device, page, before, "kamu-tevo", "the join field");
  await page.setViewportSize(WITH_KEYBOARD);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${out}/typing-${device.name}-join.png` });
  const after = (await boxesOf(page, FIELD)).find((box) => box.bright > before.bright + 30);
  if (!after || after.bottom >= WITH_KEYBOARD.height) {
    throw new Error(`${device.name}: "kamu-tevo" typed into the join field is not seen above the keyboard (fields ${JSON.stringify(await boxesOf(page, FIELD))}, before ${before.bright} bright pixels)`);
  }
  await page.setViewportSize(VIEWPORT);
  await page.waitForTimeout(1000);
  return `the join field took "kamu-tevo" (${after.bright} bright pixels, ${before.bright} before) and stood above the keyboard`;
}

/** "Open a record": a record typed into its field opens its game, and the keyboard closes. */
async function recordField(device, page) {
  const buttons = await boxesOf(page, GREY_BUTTON, 20);
  const row = buttons.at(-1);
  if (!row) throw new Error(`${device.name}: no "Open a record" button`);
  // The row holds "How to play", "Open a record" and "Your games": the middle one.
  await page.touchscreen.tap(centre(row).x, centre(row).y);
  await page.waitForTimeout(1000);
  // The dialog's field is the one field left in ui::FIELD's colour: the modal dims the menu.
  const field = (await boxesOf(page, FIELD)).sort((a, b) => (b.bottom - b.top) - (a.bottom - a.top))[0];
  if (!field) throw new Error(`${device.name}: "Open a record" showed no field`);
  await typeInto(device, page, field, "shax first=south moves d2 d6", "the record's field");
  await page.screenshot({ path: `${out}/typing-${device.name}-record.png` });
  // The dialog's buttons stand under its field: Open is the first.
  const open = (await boxesOf(page, GREY_BUTTON, 20)).find((box) => box.top > field.bottom);
  if (!open) throw new Error(`${device.name}: no Open button under the record's field`);
  await page.touchscreen.tap(open.left + 30, centre(open).y);
  for (let i = 0; i < 20 && !(await page.title()).includes("Shax ·"); i++) await page.waitForTimeout(500);
  const title = await page.title();
  if (!title.includes("Shax ·")) {
    await page.screenshot({ path: `${out}/typing-${device.name}-record-not-opened.png` });
    throw new Error(`${device.name}: the typed record did not open its game ("${title}")`);
  }
  if (await keyboardOpen(page)) throw new Error(`${device.name}: the keyboard stayed open over the game`);
  return `the typed record opened its game ("${title}") and the keyboard closed`;
}

async function typing(device) {
  const context = await browser.newContext({
    viewport: VIEWPORT, deviceScaleFactor: 2, isMobile: true, hasTouch: true,
    userAgent: device.userAgent,
  });
  const page = await context.newPage();
  page.on("console", (m) => { if (m.type() === "error") errors.push(`(${device.name}) ${m.text()}`); });
  page.on("pageerror", (e) => errors.push(`(${device.name}) ${e}`));
  await page.goto(url);
  await page.evaluate(() => {
    localStorage.clear();
    localStorage.setItem("daga/settings.json", JSON.stringify({ game: "shax", opponent: "friend", online: true }));
  });
  await page.reload();
  await page.waitForSelector("canvas", { timeout: 120000 });
  for (let i = 0; i < 60 && !(await page.title()).startsWith("Daga — "); i++) await page.waitForTimeout(1000);
  await page.waitForTimeout(2000);
  const said = [await joinField(device, page), await recordField(device, page)];
  await context.close();
  return said.join("; ");
}

let failure = null;
try {
  for (const device of DEVICES) {
    console.log(`${device.name}: ${await typing(device)}`);
    if (real().length) break;
  }
} catch (error) {
  failure = error;
}
await endCheck(browser, real(), failure, "typing on a phone works, with a phone's user agent and an iPad's");
