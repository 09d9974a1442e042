// The page on the screens players have: phones at device pixel ratios 1, 2 and 3 (390×844, with
// touch) and a laptop at 1.5 (1280×800, with a mouse), in headless Chromium. On each: the
// canvas's drawing buffer must be its CSS size times devicePixelRatio (also after the phone is
// turned or the window resized), Play and Learn must stand where
// they stand at ratio 1 and answer a tap there, a lesson's ringed spots and a game's spots must
// answer taps, and a game opened by a link must show its board whole. The menu with "A friend
// online" chosen must keep off a 320- and a 390-point phone's right edge, scrolled to its end,
// and on a 1280×720 laptop with a kept game Play, Learn and the row under them must stand on the
// first screen. Then, at ratio 2, a newcomer solves the day's puzzle by taps (dailyPuzzleByTouch)
// and a whole game of Sadeqa III is played by taps alone: a sowing's first tap shows it (and it
// must still show 1 s later), the second plays it. Screenshots go to OUT-DIR.
//
// Usage: node scripts/web-phone.mjs URL OUT-DIR
//   (DAILY_ONLY=1: the day's puzzle alone; WHOLE_GAME_ONLY=1: the whole game alone)
//   (needs npm's playwright-core and Debian's chromium)
import { CURSOR, LEARN, LESSON_MARK, PLAY, PUZZLE, STAR, endCheck, findColour, launchChromium, scanScreenshot } from "./page-colours.mjs";

const [url = "http://localhost:8080", out = "."] = process.argv.slice(2);
const PHONE = { width: 390, height: 844 };
const SCREENS = [
  { name: "phone-1", viewport: PHONE, ratio: 1, touch: true },
  { name: "phone-2", viewport: PHONE, ratio: 2, touch: true },
  { name: "phone-3", viewport: PHONE, ratio: 3, touch: true },
  { name: "laptop-1.5", viewport: { width: 1280, height: 800 }, ratio: 1.5, touch: false },
];
// How far (CSS pixels) a button may stand from where it stands at ratio 1: text is rasterised
// anew at each ratio, so widths move by a pixel or two.
const SAME_PLACE = 6;
const WHOLE_GAME_SECONDS = 900;

const browser = await launchChromium();
const errors = [];
const real = () => errors.filter((e) => !e.includes("Using exceptions for control flow"));

/**
 * A fresh page on `screen`, with `settings` in its local storage, loaded at `hash`; `init`, a
 * script run before the page's own.
 */
async function open(screen, settings, hash = "", init = null) {
  const context = await browser.newContext({
    viewport: screen.viewport, deviceScaleFactor: screen.ratio,
    isMobile: screen.touch, hasTouch: screen.touch,
  });
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  page.on("console", (m) => { if (m.type() === "error") errors.push(`(${screen.name}) ${m.text()}`); });
  page.on("pageerror", (e) => errors.push(`(${screen.name}) ${e}`));
  await page.goto(url);
  await page.evaluate((settings) => {
    localStorage.clear();
    localStorage.setItem("daga/settings.json", JSON.stringify(settings));
  }, settings);
  if (hash) await page.goto(`${url}/${hash}`);
  await page.reload();
  await page.waitForSelector("canvas", { timeout: 120000 });
  return { page, context };
}

/** A tap where a finger (or, on the laptop, a mouse) would make it. */
async function tap(screen, page, { x, y }) {
  if (screen.touch) {
    await page.touchscreen.tap(x, y);
  } else {
    await page.mouse.move(x, y);
    await page.waitForTimeout(100);
    await page.mouse.down();
    await page.waitForTimeout(60);
    await page.mouse.up();
  }
}

/** Waits until `colour` shows on the page; its place in CSS pixels. */
async function waitFor(page, colour, what, seconds = 60) {
  for (let i = 0; i < seconds && !real().length; i++) {
    const { spot } = await findColour(page, colour);
    if (spot) return spot;
    await page.waitForTimeout(1000);
  }
  throw new Error(`${what}: not shown in ${seconds} s`);
}

/** Waits until the page's title passes `test`; false if it did not within `seconds`. */
async function titleBecomes(page, test, seconds = 5) {
  for (let i = 0; i < seconds * 10; i++) {
    if (test(await page.title())) return true;
    await page.waitForTimeout(100);
  }
  return false;
}

/** The canvas's drawing buffer against its CSS size times the ratio. */
async function bufferIsRight(page, screen) {
  const c = await page.evaluate(() => {
    const canvas = document.querySelector("canvas");
    return { width: canvas.width, height: canvas.height, css: [canvas.clientWidth, canvas.clientHeight], ratio: devicePixelRatio };
  });
  const want = c.css.map((side) => Math.round(side * c.ratio));
  if (Math.abs(c.width - want[0]) > 1 || Math.abs(c.height - want[1]) > 1) {
    throw new Error(`${screen.name}: the drawing buffer is ${c.width}×${c.height} for ${c.css.join("×")} CSS pixels at ratio ${c.ratio} (${want.join("×")} wanted)`);
  }
  return `${c.width}×${c.height} for ${c.css.join("×")} at ${c.ratio}`;
}

/** The spot the keyboard's cursor rings (Tab puts it on one that can be picked). */
async function ringedSpot(page) {
  await page.keyboard.press("Tab");
  await page.waitForTimeout(300);
  return (await findColour(page, CURSOR)).spot;
}

const near = (a, b) => Math.hypot(a.x - b.x, a.y - b.y) <= SAME_PLACE;
const placesAtRatio1 = {};

/** The title screen: buffer, Play and Learn in their places, and Learn answering a tap. */
async function titleScreen(screen) {
  const { page, context } = await open(screen, { game: "bao-la-kimasai", speed: "Fast" });
  const play = await waitFor(page, PLAY, `${screen.name}: Play`);
  const learn = await waitFor(page, LEARN, `${screen.name}: Learn`);
  const buffer = await bufferIsRight(page, screen);
  await page.screenshot({ path: `${out}/${screen.name}-title.png` });
  const key = `${screen.viewport.width}x${screen.viewport.height}`;
  const first = placesAtRatio1[key];
  if (!first) placesAtRatio1[key] = { play, learn };
  else if (!near(first.play, play) || !near(first.learn, learn)) {
    throw new Error(`${screen.name}: Play at ${JSON.stringify(play)} and Learn at ${JSON.stringify(learn)}, at ratio 1 ${JSON.stringify(first)}`);
  }
  // Learn, tapped: the first lesson opens, and its ringed spots answer taps until it is done.
  await tap(screen, page, learn);
  if (!(await titleBecomes(page, (t) => t.startsWith("Lesson 1 of"), 10))) {
    throw new Error(`${screen.name}: a tap on Learn opened no lesson ("${await page.title()}")`);
  }
  // Done: its title says so, or (a slow round of taps on a busy machine can miss those 12 s)
  // the next lesson has started by itself, which it does only after the first is done.
  const done = (title) => title.startsWith("Lesson 1 done") || title.startsWith("Lesson 2 of");
  let taps = 0;
  while (taps < 30 && !done(await page.title()) && !real().length) {
    const spot = await ringedSpot(page);
    if (spot) { await tap(screen, page, spot); taps++; }
    await page.waitForTimeout(700);
  }
  await page.screenshot({ path: `${out}/${screen.name}-lesson.png` });
  if (!done(await page.title())) {
    throw new Error(`${screen.name}: the first lesson was not done after ${taps} taps ("${await page.title()}")`);
  }
  await context.close();
  return `buffer ${buffer}; Play and Learn in their places; a lesson done in ${taps} taps`;
}

/**
 * Whether anything runs off the page's right edge: the strip just inside it (clear of the
 * scroll bar) must be the background's colour, as the left edge's strip is, from top to bottom.
 */
async function rightEdgeClear(page) {
  const { result } = await scanScreenshot(page, ({ data, width, height }) => {
    const at = (x, y) => data.slice((y * width + x) * 4, (y * width + x) * 4 + 3);
    const background = at(2, Math.floor(height / 2));
    for (let y = 0; y < height; y++) {
      for (let x = width - 16; x < width - 10; x++) {
        const pixel = at(x, y);
        if (pixel.some((v, i) => Math.abs(v - background[i]) > 8)) return { x, y };
      }
    }
    return null;
  });
  return result;
}

/**
 * The menu with "A friend online" chosen, on a phone 320 and 390 wide: nothing runs off its
 * right edge, from the top to the bottom of the menu (its options, Invite, Join, Open a record).
 * Then the same on the 320-point phone in Kiswahili, Somali and Afaan Oromoo, whose words run
 * longer than English's.
 */
async function menuFits(screen) {
  const fitted = [];
  const tries = [[320, "en"], [390, "en"], [320, "sw"], [320, "so"], [320, "om"]];
  for (const [width, language] of tries) {
    const narrow = { ...screen, viewport: { width, height: 568 } };
    const settings = { game: "shax", opponent: "friend", online: true, language };
    const { page, context } = await open(narrow, settings);
    if (!(await titleBecomes(page, (t) => t.startsWith("Daga — "), 60))) {
      throw new Error(`${screen.name} ${width}: no menu ("${await page.title()}")`);
    }
    await page.waitForTimeout(3000);
    for (let scroll = 0; scroll < 4; scroll++) {
      const off = await rightEdgeClear(page);
      if (off) {
        await page.screenshot({ path: `${out}/${screen.name}-${width}-${language}-menu-off.png` });
        throw new Error(`${screen.name}: the online menu in ${language} at ${width}×568 runs off the right edge at ${JSON.stringify(off)} (scrolled ${scroll} times)`);
      }
      await page.mouse.move(width / 2, 300);
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(800);
    }
    fitted.push(`${width} (${language})`);
    await context.close();
  }
  return `the online menu fits ${fitted.join(", ")} points wide, scrolled to its end`;
}

/** The lowest row (CSS pixels) of the page's pixels whose r, g, b satisfy `test`. */
async function lowestOf(page, test) {
  const { result } = await scanScreenshot(page, ({ data, width, height }, test) => {
    const matches = new Function("r", "g", "b", "return " + test);
    for (let y = height - 1; y >= 0; y--) {
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 4;
        if (matches(data[i], data[i + 1], data[i + 2])) return y;
      }
    }
    return -1;
  }, test);
  return result;
}

/**
 * A laptop's 1280×720 window with a kept game ("Continue" above the cards): Play and Learn, and
 * the row under them, stand whole on the first screen.
 */
async function keptGameMenuFits() {
  const screen = { name: "laptop-720", viewport: { width: 1280, height: 720 }, ratio: 1, touch: false };
  const linked = await open(screen, { speed: "Fast" }, "#sadeqa-iii+first=south+moves+a+A+b");
  let kept = null;
  for (let i = 0; i < 60 && !kept && !real().length; i++) {
    await linked.page.waitForTimeout(1000);
    kept = await linked.page.evaluate(() => localStorage.getItem("daga/saved-game.json"));
  }
  await linked.context.close();
  if (!kept) throw new Error(`${screen.name}: the link kept no game`);
  const { page, context } = await open(screen, { game: "sadeqa-iii", opponent: "computer", level: 1 });
  await page.evaluate((kept) => localStorage.setItem("daga/saved-game.json", kept), kept);
  await page.reload();
  await page.waitForSelector("canvas", { timeout: 120000 });
  await waitFor(page, LEARN, `${screen.name}: Learn`);
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `${out}/${screen.name}-kept-game-menu.png` });
  // "Continue" has Play's colour: the lowest of either is Play's bottom edge.
  const play = await lowestOf(page, PLAY);
  const learn = await lowestOf(page, LEARN);
  await context.close();
  // "How to play" and "Open a record" stand 48 points under Play's bottom edge.
  const lowest = screen.viewport.height - 50;
  if (play > lowest || learn > lowest) {
    throw new Error(`${screen.name}: with a kept game Play's bottom edge (${play}) and Learn's (${learn}) leave no room for the row under them (${lowest} at most)`);
  }
  return `with a kept game Play's and Learn's bottom edges at ${play} and ${learn}: the row under them fits`;
}

/** A game from Play: the spots answer taps (a move is made). */
async function gameFromPlay(screen) {
  const { page, context } = await open(screen, {
    game: "sadeqa-iii", opponent: "computer", level: 1, speed: "Fast", first: "south",
  });
  const play = await waitFor(page, PLAY, `${screen.name}: Play`);
  await tap(screen, page, play);
  if (!(await titleBecomes(page, (t) => t.includes("· Sadeqa III ·"), 10))) {
    throw new Error(`${screen.name}: a tap on Play opened no game ("${await page.title()}")`);
  }
  await bufferIsRight(page, screen);
  const moved = await playOneMove(screen, page);
  await page.screenshot({ path: `${out}/${screen.name}-game.png` });
  if (!moved) throw new Error(`${screen.name}: taps on the board's spots played no move`);
  // The phone turned (or the window resized): the buffer follows. (Chromium's emulation does
  // not tell the page's media queries when it changes the ratio itself, so a change of ratio
  // cannot be tried here; winit follows it through the same query in a real browser.)
  const turned = { width: screen.viewport.height, height: screen.viewport.width };
  await page.setViewportSize(turned);
  await page.waitForTimeout(2000);
  const after = await bufferIsRight(page, screen);
  await page.screenshot({ path: `${out}/${screen.name}-turned.png` });
  return `a move played by taps; turned ${turned.width}×${turned.height}: ${after}`;
}

/** The moves in the kept game. */
const keptMoves = async (page) => page.evaluate(() =>
  JSON.parse(localStorage.getItem("daga/saved-game.json") || '{"moves": []}').moves.length);

/**
 * The player's move by taps: the ringed spot tapped once; a sowing then shows, and must still
 * show 1 s later (a finger cannot hover), so a second tap plays it. True when the move was
 * played; `seen` counts the previews.
 */
async function playOneMove(screen, page, seen = { previews: 0 }) {
  const before = await keptMoves(page);
  const spot = await ringedSpot(page);
  if (!spot) return false;
  const clip = { x: Math.max(0, spot.x - 60), y: Math.max(0, spot.y - 90), width: 120, height: 130 };
  const untouched = await page.screenshot({ clip, scale: "css" });
  await tap(screen, page, spot);
  await page.waitForTimeout(1000);
  if ((await keptMoves(page)) > before) return true;
  const shown = await page.screenshot({ clip, scale: "css" });
  if (shown.equals(untouched)) {
    throw new Error(`${screen.name}: a first tap at ${JSON.stringify(spot)} left nothing on the board 1 s later`);
  }
  seen.previews++;
  await tap(screen, page, spot);
  for (let i = 0; i < 20; i++) {
    if ((await keptMoves(page)) > before) return true;
    await page.waitForTimeout(200);
  }
  return false;
}

/** A game opened by a link: its board shows whole, and its spots answer taps. */
async function gameByLink(screen) {
  const { page, context } = await open(screen, { speed: "Fast" }, "#sadeqa-iii+first=north+seeds=4+moves+A+a");
  if (!(await titleBecomes(page, (t) => t.includes("Sadeqa III"), 60))) {
    throw new Error(`${screen.name}: the link opened no game ("${await page.title()}")`);
  }
  await page.waitForTimeout(1500);
  let spot = null;
  for (let i = 0; i < 4 && !spot; i++) spot = await ringedSpot(page);
  await page.screenshot({ path: `${out}/${screen.name}-link.png` });
  const { width, height } = screen.viewport;
  if (!spot || spot.x < 0 || spot.y < 0 || spot.x > width || spot.y > height) {
    throw new Error(`${screen.name}: the linked game's board shows no spot to pick (${JSON.stringify(spot)})`);
  }
  await context.close();
  return `the linked game's spot at ${Math.round(spot.x)},${Math.round(spot.y)}`;
}

/** A whole game of Sadeqa III (four seeds a hole) by taps alone, at ratio 2. */
async function wholeGameByTaps() {
  const screen = SCREENS[Number(process.env.WHOLE_GAME_SCREEN ?? 1)];
  const { page, context } = await open(screen, {
    game: "sadeqa-iii", opponent: "computer", level: 1, speed: "Fast", first: "south", seeds: 4,
  });
  await tap(screen, page, await waitFor(page, PLAY, "whole game: Play"));
  const started = Date.now();
  const seen = { previews: 0 };
  let moves = 0, idle = 0;
  let title = await page.title();
  while (!/wins|You win|draw/.test(title) && Date.now() - started < WHOLE_GAME_SECONDS * 1000 && !real().length) {
    if (!title.startsWith("Your move")) {
      await page.waitForTimeout(300);
      if (++idle > 200) throw new Error(`whole game: the computer did not answer ("${title}")`);
    } else {
      idle = 0;
      // The keyboard's ring finds the spot; a Tab pressed while the computer's sowing is still
      // being shown finds none, and the last move's ring may be taken for it: tried again, but
      // a move that four tries cannot play fails the check.
      await page.waitForTimeout(600);
      let played = false;
      for (let tries = 0; tries < 4 && !played && (await page.title()).startsWith("Your move"); tries++) {
        played = await playOneMove(screen, page, seen);
      }
      if (!played && (await page.title()).startsWith("Your move")) {
        await page.screenshot({ path: `${out}/phone-2-whole-game-stuck.png` });
        throw new Error(`whole game: move ${moves + 1} was not played by taps ("${await page.title()}")`);
      }
      moves++;
    }
    title = await page.title();
  }
  await page.screenshot({ path: `${out}/phone-2-whole-game.png` });
  await context.close();
  if (!/wins|You win|draw/.test(title)) throw new Error(`whole game: not over after ${moves} moves ("${title}")`);
  return `${moves} moves by taps (${seen.previews} shown first, then played), ${Math.round((Date.now() - started) / 1000)} s: "${title}"`;
}

/**
 * A newcomer's day's puzzle by touch at ratio 2: "Today's puzzle" (in its own colour until it
 * is solved) found on the menu, scrolled to, and tapped; then spots tapped as a newcomer would,
 * twice each (a sowing's first tap shows it, the second plays it): the one the keyboard's Tab
 * finds, a wrong move at first, refused and said, until at the second wrong try the move that
 * keeps the win is ringed, and the ring is tapped; on to the end, the other side's replies
 * coming by themselves (whether a wrong try comes first depends on the day's puzzle; the ring
 * itself is tested in tests/puzzles_app.rs). The page's clock is moved to a day whose puzzle is
 * Sadeqa III's (the games take turns day by day, `puzzles::daily`; a sowing is one spot to
 * tap). Then the stars must show and the solve be kept in local storage as the day's, for the
 * streak.
 */
async function dailyPuzzleByTouch() {
  const screen = SCREENS[1];
  const onASadeqaDay = () => {
    const day = 86400000;
    const realNow = Date.now;
    // Shax, Sadeqa III and Bao la Kimasai in turn: a day one past a multiple of three.
    const shift = ((1 - (Math.floor(realNow() / day) % 3) + 3) % 3) * day;
    Date.now = () => realNow() + shift;
  };
  const { page, context } = await open(screen, { game: "shax", speed: "Fast" }, "", onASadeqaDay);
  await waitFor(page, PLAY, "daily puzzle: the menu");
  let daily = null;
  for (let scroll = 0; scroll < 8 && !daily; scroll++) {
    daily = (await findColour(page, PUZZLE)).spot;
    if (daily) break;
    await page.mouse.move(screen.viewport.width / 2, 300);
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(800);
  }
  await page.screenshot({ path: `${out}/phone-2-daily-menu.png` });
  if (!daily) throw new Error(`daily puzzle: no "Today's puzzle" on the menu`);
  await tap(screen, page, daily);
  if (!(await titleBecomes(page, (t) => t.startsWith("Today's puzzle") && t.includes("Sadeqa III"), 10))) {
    throw new Error(`daily puzzle: a tap on "Today's puzzle" opened no puzzle ("${await page.title()}")`);
  }
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${out}/phone-2-daily-puzzle.png` });
  // A newcomer tries a spot until it is played or refused twice (then the better move is
  // ringed), and then another the cursor finds.
  const solved = (title) => title.startsWith("Puzzle solved");
  let taps = 0, ringed = 0, tried = null, triedTimes = 0;
  while (taps < 80 && !solved(await page.title()) && !real().length) {
    const better = (await findColour(page, LESSON_MARK)).spot;
    if (better && ++ringed === 1) await page.screenshot({ path: `${out}/phone-2-daily-ringed.png` });
    if (!better && (!tried || triedTimes >= 2)) {
      tried = await ringedSpot(page);
      triedTimes = 0;
    }
    const spot = better || tried;
    if (spot) {
      await tap(screen, page, spot);
      await page.waitForTimeout(800);
      await tap(screen, page, spot);
      taps += 2;
      triedTimes++;
    }
    await page.waitForTimeout(1500);
  }
  if (!solved(await page.title())) {
    await page.screenshot({ path: `${out}/phone-2-daily-stuck.png` });
    throw new Error(`daily puzzle: not solved after ${taps} taps ("${await page.title()}")`);
  }
  await waitFor(page, STAR, "daily puzzle: the stars", 20);
  await page.screenshot({ path: `${out}/phone-2-daily-solved.png` });
  const kept = await page.evaluate(() => localStorage.getItem("daga/progress.json"));
  const puzzles = JSON.parse(kept || "{}").puzzles || [];
  if (!(puzzles.length === 1 && puzzles[0].daily && puzzles[0].game === "sadeqa-iii")) {
    throw new Error(`daily puzzle: the solve was not kept as the day's (${kept})`);
  }
  await context.close();
  return `solved by ${taps} taps (the better move seen ringed ${ringed} times), kept as the day's`;
}

let failure = null;
try {
  for (const screen of process.env.WHOLE_GAME_ONLY || process.env.DAILY_ONLY ? [] : SCREENS) {
    console.log(`${screen.name}: ${await titleScreen(screen)}`);
    console.log(`${screen.name}: ${await gameFromPlay(screen)}`);
    console.log(`${screen.name}: ${await gameByLink(screen)}`);
    if (screen.touch && screen.ratio === 2) console.log(`${screen.name}: ${await menuFits(screen)}`);
    if (real().length) break;
  }
  if (!real().length && !process.env.WHOLE_GAME_ONLY && !process.env.DAILY_ONLY) console.log(`laptop-720: ${await keptGameMenuFits()}`);
  if (!real().length && !process.env.WHOLE_GAME_ONLY) console.log(`daily puzzle at ratio 2: ${await dailyPuzzleByTouch()}`);
  if (!real().length && !process.env.DAILY_ONLY) console.log(`whole game at ratio 2: ${await wholeGameByTaps()}`);
} catch (error) {
  failure = error;
}
await endCheck(browser, real(), failure, "the page works at ratios 1, 1.5, 2 and 3");
