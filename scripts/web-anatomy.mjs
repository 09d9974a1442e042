// Why a browser frame costs what it costs, in headless Chromium with SwiftShader (1024 × 700):
//  baseline URL  a plain WebGL2 page (web-anatomy/baseline.html): frame gaps with N full-screen
//                blended layers or N small draws, drawn to the canvas or into a texture of one
//                format and copied, or through all the full-screen steps of a Bevy frame: the
//                floor this browser sets;
//  calls URL     the game's WebGL2 calls per frame while a long sowing animates;
//  drop URL      frame gaps during that sowing with one kind of draw left out, what it costs;
//  menu URL      frame gaps while the pointer moves over the menu (egui draws it anew for
//                every move);
//  opening URL   the frames over 34 ms in the first 1.2 s after the click on Play, five games
//                for two and five the computer opens at level 5, each in a fresh page;
//  gpu URL       a trace of every process during that sowing: the longest events by name
//                (the GPU process's drawing shows as ContextVk::finishImpl);
//  profile URL   the page's heaviest functions while a game opens (sampling profiler; serve
//                a build with function names, see web-anatomy.sh).
// Usage: node web-anatomy.mjs MODE URL   (needs npm's playwright-core and Debian's chromium)
import { PLAY, findColour, launchChromium } from "./page-colours.mjs";

const [mode, url] = process.argv.slice(2);
const browser = await launchChromium();
let page = await browser.newPage({ viewport: { width: 1024, height: 700 } });
const wait = (ms) => page.waitForTimeout(ms);
const top = (map, count) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count);

const FOR_TWO = { game: "sadeqa-iii", opponent: "friend", speed: "Normal", first: "south" };

/** Opens the menu with these settings (a Sadeqa III game for two unless told) and returns the
 * Play button's place once it is on screen. */
async function openGame(settings = FOR_TWO) {
  await page.goto(url);
  await page.evaluate((settings) => {
    localStorage.clear();
    localStorage.setItem("daga/settings.json", JSON.stringify(settings));
  }, settings);
  await page.reload();
  let play = null;
  while (!play) { await wait(200); play = (await findColour(page, PLAY)).spot; }
  return play;
}
async function click({ x, y }) {
  await page.mouse.move(x, y); await wait(100);
  await page.mouse.down(); await wait(60); await page.mouse.up();
}
/** Opens a game, runs `during` around the person's "a" (a sowing of about four seconds). */
async function duringSowing(before, after) {
  await click(await openGame());
  await wait(3000);
  await page.keyboard.press("Tab");
  await wait(500);
  await before();
  await page.keyboard.press("Enter");
  await wait(3000);
  return after();
}

if (mode === "baseline") {
  // Then Bevy's frame on the web, step for step: main texture (with a depth buffer) in each
  // format Bevy can use, copied into the sRGB surface texture and presented through wgpu's
  // sRGB-encoding shader.
  const bevy = (main) => `layers=4&target=${main}&depth=1&surface=srgb8`;
  for (const query of ["layers=0", "layers=4", "layers=8", "draws=300", "draws=1000",
                       "layers=4&target=rgba8", "layers=4&target=srgb8", "layers=4&target=rgba16f",
                       bevy("srgb8"), bevy("rgba16f"), bevy("rgba8"), bevy("rgb10a2"),
                       // wgpu's other route: an 8-bit linear surface, encoded by the upscaling
                       // pass, presented with a blit.
                       "layers=4&target=rgb10a2&depth=1&surface=rgba8&encode=upscale&present=blit"]) {
    await page.goto(`${url}/baseline.html?${query}`);
    await wait(4000);
    const gaps = (await page.evaluate(() => window.__gaps.slice(20))).sort((a, b) => a - b);
    console.log(`${query}: ${gaps.length} frames, p50 ${gaps[gaps.length >> 1].toFixed(1)} ms, ` +
                `p95 ${gaps[Math.floor(gaps.length * 0.95)].toFixed(1)} ms`);
  }
} else if (mode === "calls") {
  await page.addInitScript(() => {
    window.__calls = {};
    window.__frames = 0;
    const count = (key) => { window.__calls[key] = (window.__calls[key] ?? 0) + 1; };
    const gl = WebGL2RenderingContext.prototype;
    for (const name of Object.getOwnPropertyNames(gl)) {
      const original = Object.getOwnPropertyDescriptor(gl, name).value;
      if (typeof original !== "function") continue;
      gl[name] = function (...args) {
        if (window.__on) {
          count(name);
          if (name === "bindFramebuffer") count(`bindFramebuffer(${args[1] ? "framebuffer" : "canvas"})`);
        }
        return original.apply(this, args);
      };
    }
    const tick = () => { if (window.__on) window.__frames++; requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  });
  const { calls, frames } = await duringSowing(
    () => page.evaluate(() => { window.__on = true; }),
    () => page.evaluate(() => { window.__on = false; return { calls: window.__calls, frames: window.__frames }; }));
  console.log(`${frames} frames; WebGL2 calls per frame:`);
  for (const [name, n] of top(Object.entries(calls), 40)) console.log(`${(n / frames).toFixed(1).padStart(8)}  ${name}`);
} else if (mode === "drop") {
  // Each variant leaves out one kind of the game's WebGL2 draws (the picture is then wrong, the
  // time is what that drawing costs): frame gaps during the sowing, in a fresh page each.
  const variants = {
    "everything drawn": null,
    "without the board's rectangles (6-index draws)": ["drawElementsInstanced", 6],
    "without the spots' discs (90-index draws)": ["drawElementsInstanced", 90],
    "without egui": ["drawElements", null],
    "without Bevy's copy into the surface texture": ["drawArraysInstanced", null],
  };
  for (const [label, drop] of Object.entries(variants)) {
    const context = await browser.newContext({ viewport: { width: 1024, height: 700 } });
    page = await context.newPage();
    await page.addInitScript((drop) => {
      if (!drop) return;
      const [name, count] = drop;
      const gl = WebGL2RenderingContext.prototype;
      const original = gl[name];
      gl[name] = function (...args) {
        if (window.__on && (count === null || args[1] === count)) return;
        return original.apply(this, args);
      };
    }, drop);
    const gaps = await duringSowing(
      () => page.evaluate(() => {
        window.__on = true;
        window.__gaps = [];
        let last = performance.now();
        const tick = (now) => { window.__gaps.push(now - last); last = now; if (window.__on) requestAnimationFrame(tick); };
        requestAnimationFrame(tick);
      }),
      () => page.evaluate(() => { window.__on = false; return window.__gaps.slice(1); }));
    gaps.sort((a, b) => a - b);
    console.log(`${label}: ${gaps.length} frames, p50 ${gaps[gaps.length >> 1].toFixed(1)} ms, ` +
                `p95 ${gaps[Math.floor(gaps.length * 0.95)].toFixed(1)} ms`);
    await context.close();
  }
} else if (mode === "menu") {
  await openGame();
  await wait(1000);
  await page.evaluate(() => {
    window.__on = true;
    window.__gaps = [];
    let last = performance.now();
    const tick = (now) => { window.__gaps.push(now - last); last = now; if (window.__on) requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  });
  // Below the menu's widgets, where a move changes nothing but the pointer's place.
  for (let i = 0; i < 60; i++) {
    await page.mouse.move(600 + (i % 2) * 200, 550 + (i % 3) * 30);
    await wait(50);
  }
  const gaps = await page.evaluate(() => { window.__on = false; return window.__gaps.slice(1); });
  gaps.sort((a, b) => a - b);
  console.log(`menu under a moving pointer: ${gaps.length} frames, p50 ${gaps[gaps.length >> 1].toFixed(1)} ms, ` +
              `p95 ${gaps[Math.floor(gaps.length * 0.95)].toFixed(1)} ms`);
} else if (mode === "opening") {
  const openers = {
    "a game for two": FOR_TWO,
    "the computer opens at level 5": { game: "sadeqa-iii", opponent: "computer", level: 5, first: "north" },
  };
  for (const [label, settings] of Object.entries(openers)) {
    const runs = [];
    for (let run = 0; run < 5; run++) {
      const context = await browser.newContext({ viewport: { width: 1024, height: 700 } });
      page = await context.newPage();
      const play = await openGame(settings);
      await wait(1000);
      await page.mouse.move(play.x, play.y);
      await wait(100);
      await page.evaluate(() => {
        window.__gaps = [];
        let last = performance.now();
        const start = last;
        const tick = (now) => {
          window.__gaps.push(now - last);
          last = now;
          if (now - start < 1200) requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
      await page.mouse.down(); await wait(60); await page.mouse.up();
      await wait(1400);
      const gaps = await page.evaluate(() => window.__gaps.slice(1));
      runs.push(gaps.filter((gap) => gap > 34).map((gap) => gap.toFixed(0)).join(" ") || "none");
      await context.close();
    }
    console.log(`${label}, frames over 34 ms in each run: ${runs.join(" | ")}`);
  }
} else if (mode === "gpu") {
  const events = await duringSowing(
    () => browser.startTracing(page, { categories: ["gpu", "gpu.angle", "viz", "cc", "devtools.timeline"] }),
    async () => JSON.parse((await browser.stopTracing()).toString()).traceEvents);
  const names = new Map();
  for (const e of events) if (e.ph === "M" && (e.name === "thread_name" || e.name === "process_name"))
    names.set(e.name === "thread_name" ? `${e.pid}:${e.tid}` : `${e.pid}`, e.args.name);
  const total = new Map(), count = new Map();
  for (const e of events) {
    if (e.ph !== "X" || !e.dur) continue;
    const key = `${names.get(`${e.pid}`)}/${names.get(`${e.pid}:${e.tid}`)}  ${e.name}`;
    total.set(key, (total.get(key) ?? 0) + e.dur / 1000);
    count.set(key, (count.get(key) ?? 0) + 1);
  }
  console.log("total ms, events, process/thread and event, over 3 s of sowing:");
  for (const [key, ms] of top(total, 25)) console.log(`${ms.toFixed(0).padStart(7)} ${String(count.get(key)).padStart(6)}  ${key.slice(0, 120)}`);
} else if (mode === "profile") {
  const play = await openGame();
  await wait(1500);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await cdp.send("Profiler.start");
  await click(play);
  await wait(4000);
  const { profile } = await cdp.send("Profiler.stop");
  const node = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  const inclusive = new Map();
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const name = node.get(at).callFrame.functionName || "(anonymous)";
      if (!seen.has(name)) { seen.add(name); inclusive.set(name, (inclusive.get(name) ?? 0) + ms); }
    }
  });
  console.log("ms (inclusive) while a game opens, heaviest functions:");
  for (const [name, ms] of top(inclusive, 45)) console.log(`${ms.toFixed(1).padStart(8)}  ${name.slice(0, 150)}`);
} else {
  console.error("usage: node web-anatomy.mjs baseline|calls|drop|menu|opening|gpu|profile URL");
  process.exitCode = 2;
}
await browser.close();
