// Idle players for scripts/load-serve.sh: opens CONNECTIONS WebSockets to daga serve at URL, two
// to a room, each with its own seat token, and keeps them open (answering the server's pings,
// as a browser does) until killed. Prints "open N" once all are open, then "gone N" whenever
// the server has closed some. Needs Node 20 with --experimental-websocket, or Node 22.
const [url, count] = [process.argv[2], Number(process.argv[3] || 2000)];
let open = 0;
let gone = 0;
const token = (n) => `idle-seat-token-${String(n).padStart(8, "0")}`;
function connect(n) {
  return new Promise((resolve) => {
    const socket = new WebSocket(`${url}/idle-room-${Math.floor(n / 2)}?seat=${token(n)}`);
    socket.onopen = () => { open += 1; resolve(); };
    socket.onclose = () => { gone += 1; resolve(); };
    socket.onerror = () => {};
  });
}
// A few at a time, as players arrive.
for (let n = 0; n < count; n += 50) {
  await Promise.all(Array.from({ length: Math.min(50, count - n) }, (_, i) => connect(n + i)));
}
console.log(`open ${open}`);
let told = 0;
setInterval(() => {
  if (gone !== told) { console.log(`gone ${gone}`); told = gone; }
}, 1000);
