// Finds where a colour is on a page: a screenshot, then the centre of the pixels whose
// r, g, b satisfy `test` (a JavaScript expression), or null when there are few.
// Shared by play-web.mjs and web-timing.mjs.
export async function findColour(page, test) {
  const png = await page.screenshot();
  const spot = await page.evaluate(async ({ b64, test }) => {
    const blob = await (await fetch("data:image/png;base64," + b64)).blob();
    const bitmap = await createImageBitmap(blob);
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext("2d");
    context.drawImage(bitmap, 0, 0);
    const { data, width, height } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    const matches = new Function("r", "g", "b", "return " + test);
    let sx = 0, sy = 0, n = 0;
    for (let y = 0; y < height; y += 2) {
      for (let x = 0; x < width; x += 2) {
        const i = (y * width + x) * 4;
        if (matches(data[i], data[i + 1], data[i + 2])) { sx += x; sy += y; n++; }
      }
    }
    return n > 12 ? { x: sx / n, y: sy / n } : null;
  }, { b64: png.toString("base64"), test });
  return { spot, png };
}
