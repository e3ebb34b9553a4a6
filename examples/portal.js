// The example portal's script (see portal.html). Plain JavaScript, no build: a portal can copy it.
// window.messages keeps every message the game sent, for the browser tests.

const SIZES = ['960x640', '640x360', '1280x720', '1920x1080', '390x844', '844x390'];
const query = new URLSearchParams(location.search);
const frame = document.getElementById('game');
const log = document.getElementById('log');
const sizes = document.getElementById('size');

window.messages = [];

const wanted = query.get('size') ?? SIZES[0];
for (const size of SIZES.includes(wanted) ? SIZES : [wanted, ...SIZES]) {
  const option = document.createElement('option');
  option.textContent = size;
  option.selected = size === wanted;
  sizes.append(option);
}
function setSize(size) {
  const [w, h] = size.split('x').map(Number);
  frame.width = String(w);
  frame.height = String(h);
}
setSize(wanted);
sizes.addEventListener('change', () => setSize(sizes.value));

// The game obeys commands from the origin named in ?parentOrigin= (this page's own, unless a test
// claims another).
const src = query.get('src');
let gameOrigin = null;
if (src) {
  const url = new URL(src, location.href);
  url.searchParams.set('parentOrigin', query.get('claim') ?? location.origin);
  gameOrigin = url.origin;
  frame.src = url.href;
} else {
  log.textContent = 'Give the game to embed: portal.html?src=http://127.0.0.1:4173/';
}

window.addEventListener('message', (event) => {
  // Only the game's frame, from the game's origin, and only its messages.
  if (event.source !== frame.contentWindow || event.origin !== gameOrigin) return;
  const m = event.data;
  if (typeof m?.type !== 'string' || !m.type.startsWith('solitaire:')) return;
  window.messages.push(m);
  const item = document.createElement('li');
  item.textContent = JSON.stringify(m);
  log.append(item);
  // The log scrolls, never the page.
  log.scrollTop = log.scrollHeight;
});

function send(message) {
  frame.contentWindow?.postMessage(message, gameOrigin ?? '*');
}
window.sendToGame = send;

for (const button of document.querySelectorAll('[data-command]')) {
  button.addEventListener('click', () => {
    const type = `solitaire:${button.dataset.command}`;
    if (button.dataset.command !== 'newGame') {
      send({ type });
      return;
    }
    const game = document.getElementById('new-game-id').value;
    const deal = document.getElementById('new-game-deal').value;
    send({ type, ...(game ? { game } : {}), ...(deal ? { deal: Number(deal) } : {}) });
  });
}
document
  .querySelector('[data-send="malformed"]')
  .addEventListener('click', () => send({ type: 'solitaire:newGame', deal: 'seventeen' }));
document
  .querySelector('[data-send="unknown"]')
  .addEventListener('click', () => send({ type: 'solitaire:selfDestruct' }));
document.getElementById('clear').addEventListener('click', () => {
  window.messages = [];
  log.replaceChildren();
});
