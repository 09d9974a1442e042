// Browsers let a page make sound only after the player does something. This keeps every
// AudioContext the game creates and resumes them on each click, key or touch until they run.
(() => {
  const contexts = new Set();
  for (const name of ["AudioContext", "webkitAudioContext"]) {
    const Original = window[name];
    if (!Original) continue;
    window[name] = new Proxy(Original, {
      construct(target, args) {
        const context = new target(...args);
        contexts.add(context);
        return context;
      },
    });
  }
  const resume = () => {
    for (const context of contexts) {
      if (context.state === "closed") {
        contexts.delete(context);
      } else if (context.state !== "running") {
        context.resume().catch(() => {});
      }
    }
  };
  for (const type of ["pointerdown", "keydown", "touchstart"]) {
    document.addEventListener(type, resume, { capture: true });
  }
})();
