import { DE } from '../../src/platform/messages-de';
import { EN } from '../../src/platform/messages-en';
import type { Rng } from './rng';
import type { TablePage } from './table-page';

// What hurried fingers do to the table, one action at a time, each picked by the soak's dice.
// Every action is safe to start at any moment (mid-animation included) and says what it did, so a
// failing run can be read back.

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface ActionContext {
  readonly t: TablePage;
  readonly rnd: Rng;
  readonly size: () => { width: number; height: number };
  /** Opens the game again at the table's deal (a reload that must resume the save). */
  readonly reload: () => Promise<string>;
  /** The soak's game id: back from the menu, its buttons come first. */
  readonly game: string;
}

type Action = (c: ActionContext) => Promise<string>;

const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
  { width: 844, height: 390 },
  { width: 640, height: 360 },
  { width: 1024, height: 768 },
  { width: 1920, height: 1080 },
  { width: 360, height: 640 },
] as const;

const KEYS = [
  'Control+z',
  'Control+y',
  'Control+Shift+z',
  'h',
  'n',
  'Space',
  'Enter',
  'Escape',
  'Tab',
  'Shift+Tab',
  'ArrowRight',
  '#',
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  'a',
  'b',
  'c',
  'd',
  's',
  'w',
] as const;

/** A random pile of the table and a card of it (or its slot), as a point to aim at. */
async function somewhere(c: ActionContext): Promise<{ at: Point; name: string } | null> {
  const s = await c.t.state();
  if (!s) return null;
  const names = Object.keys(s.piles);
  const name = c.rnd.pick(names);
  const cards = s.piles[name] ?? [];
  const index = cards.length > 0 && c.rnd.chance(0.6) ? c.rnd.int(0, cards.length - 1) : undefined;
  const r = await c.t.bounds(name, index);
  if (!r) return null;
  // The visible strip of a covered card, or the middle of a top card or slot.
  const y = index !== undefined && index < cards.length - 1 ? r.y + Math.min(8, r.h / 4) : r.y + r.h / 2;
  return { at: { x: r.x + r.w / 2, y }, name: index === undefined ? name : `${name}[${index}]` };
}

function anyPoint(c: ActionContext, offCanvas: boolean): Point {
  const { width, height } = c.size();
  if (offCanvas)
    return c.rnd.pick([
      { x: -30, y: height / 2 },
      { x: width + 30, y: height / 3 },
      { x: width / 2, y: -20 },
      { x: width / 2, y: height + 40 },
    ]);
  return { x: c.rnd.int(0, width - 1), y: c.rnd.int(0, height - 1) };
}

async function touch(
  c: ActionContext,
  type: 'touchStart' | 'touchMove' | 'touchEnd',
  points: readonly Point[],
): Promise<void> {
  await c.t.cdp.send('Input.dispatchTouchEvent', {
    type,
    touchPoints: points.map((p, id) => ({ x: p.x, y: p.y, id, radiusX: 4, radiusY: 4, force: 1 })),
  });
}

async function tapAt(c: ActionContext, at: Point, finger: boolean): Promise<void> {
  if (finger) await c.t.page.touchscreen.tap(at.x, at.y);
  else await c.t.page.mouse.click(at.x, at.y);
}

async function dragPath(c: ActionContext, from: Point, to: Point, finger: boolean): Promise<void> {
  const steps = c.rnd.int(2, 14);
  const point = (i: number): Point => ({
    x: from.x + ((to.x - from.x) * i) / steps,
    y: from.y + ((to.y - from.y) * i) / steps,
  });
  const m = c.t.page.mouse;
  if (finger) await touch(c, 'touchStart', [from]);
  else {
    await m.move(from.x, from.y);
    await m.down();
  }
  for (let i = 1; i <= steps; i++) {
    const p = point(i);
    if (finger) await touch(c, 'touchMove', [p]);
    else await m.move(p.x, p.y);
  }
  if (finger) await touch(c, 'touchEnd', []);
  else await m.up();
}

const tapCard: Action = async (c) => {
  const where = await somewhere(c);
  if (!where) return 'tap: no table';
  const finger = c.rnd.chance(0.5);
  await tapAt(c, where.at, finger);
  return `${finger ? 'tap' : 'click'} ${where.name}`;
};

const doubleTap: Action = async (c) => {
  const where = await somewhere(c);
  if (!where) return 'double-tap: no table';
  const finger = c.rnd.chance(0.5);
  await tapAt(c, where.at, finger);
  await c.t.page.waitForTimeout(c.rnd.int(0, 120));
  await tapAt(c, where.at, finger);
  return `double-${finger ? 'tap' : 'click'} ${where.name}`;
};

const dragToPile: Action = async (c) => {
  const from = await somewhere(c);
  const to = await somewhere(c);
  if (!from || !to) return 'drag: no table';
  const finger = c.rnd.chance(0.4);
  await dragPath(c, from.at, to.at, finger);
  return `${finger ? 'finger' : 'mouse'} drag ${from.name} to ${to.name}`;
};

const dragAnywhere: Action = async (c) => {
  const from = await somewhere(c);
  if (!from) return 'drag: no table';
  const off = c.rnd.chance(0.5);
  const to = anyPoint(c, off);
  const finger = c.rnd.chance(0.4);
  await dragPath(c, from.at, to, finger);
  return `${finger ? 'finger' : 'mouse'} drag ${from.name} to ${off ? 'off the canvas' : 'a random point'} ${Math.round(to.x)},${Math.round(to.y)}`;
};

/** Two fingers at once: both down, both moving, lifted in either order. */
const multiTouch: Action = async (c) => {
  const a = await somewhere(c);
  const b = await somewhere(c);
  if (!a || !b) return 'multi-touch: no table';
  const far = anyPoint(c, false);
  await touch(c, 'touchStart', [a.at]);
  await touch(c, 'touchStart', [a.at, b.at]);
  for (let i = 1; i <= 4; i++) {
    const k = i / 4;
    await touch(c, 'touchMove', [
      { x: a.at.x + (far.x - a.at.x) * k, y: a.at.y + (far.y - a.at.y) * k },
      { x: b.at.x - 20 * k, y: b.at.y + 30 * k },
    ]);
  }
  if (c.rnd.chance(0.5)) await touch(c, 'touchMove', [far]);
  await touch(c, 'touchEnd', []);
  return `two fingers on ${a.name} and ${b.name}`;
};

const key: Action = async (c) => {
  const k = c.rnd.pick(KEYS);
  await c.t.page.keyboard.press(k);
  return `key ${k}`;
};

const undoRedoStorm: Action = async (c) => {
  const n = c.rnd.int(4, 25);
  const keys: string[] = [];
  for (let i = 0; i < n; i++) keys.push(c.rnd.chance(0.6) ? 'Control+z' : c.rnd.pick(['Control+y', 'Control+Shift+z']));
  for (const k of keys) await c.t.page.keyboard.press(k);
  return `undo/redo storm of ${n}`;
};

/** Any button on the table: the HUD's, a dialog's (confirm or cancel), the status line's. */
const button: Action = async (c) => {
  const all = (await c.t.buttons()).filter((b) => b.w > 0 && b.h > 0);
  if (all.length === 0) return 'button: none';
  const b = c.rnd.pick(all);
  await tapAt(c, { x: b.x + b.w / 2, y: b.y + b.h / 2 }, c.rnd.chance(0.4));
  return `button "${b.label}"`;
};

/** New deal or restart, then an answer to the question if one comes (confirm, cancel or Esc). */
const newOrRestart: Action = async (c) => {
  const hud = (await c.t.buttons()).slice(0, 7);
  const which = c.rnd.chance(0.5) ? 4 : 5; // HUD order: menu, undo, redo, hint, new, restart, sound
  const b = hud[which];
  if (!b) return 'new/restart: no HUD';
  await tapAt(c, { x: b.x + b.w / 2, y: b.y + b.h / 2 }, false);
  await c.t.page.waitForTimeout(c.rnd.int(0, 300));
  const dialog = (await c.t.buttons()).slice(7).filter((d) => d.label !== '✕');
  const answer = c.rnd.pick(['first', 'last', 'escape'] as const);
  if (answer === 'escape' || dialog.length === 0) await c.t.page.keyboard.press('Escape');
  else {
    const d = answer === 'first' ? dialog[0] : dialog.at(-1);
    if (d) await tapAt(c, { x: d.x + d.w / 2, y: d.y + d.h / 2 }, false);
  }
  return `${b.label}, answered ${answer}`;
};

const resize: Action = async (c) => {
  const size = c.rnd.pick(SIZES);
  await c.t.page.setViewportSize(size);
  return `resize to ${size.width}x${size.height}`;
};

// Page scripts as strings: tsx wraps the getters of a function in a `__name` helper the page lacks.
const HIDE = `Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
document.dispatchEvent(new Event('visibilitychange'));
window.dispatchEvent(new Event('pagehide'));`;
const SHOW = `delete document.visibilityState;
delete document.hidden;
document.dispatchEvent(new Event('visibilitychange'));
window.dispatchEvent(new Event('pageshow'));`;

/** The page hidden and shown again (a tab switch, a phone's lock), as the page's events say it. */
const hideShow: Action = async (c) => {
  const ms = c.rnd.int(0, 1500);
  await c.t.page.evaluate(HIDE);
  await c.t.page.waitForTimeout(ms);
  await c.t.page.evaluate(SHOW);
  return `hidden for ${ms} ms`;
};

const wait: Action = async (c) => {
  const ms = c.rnd.int(0, 700);
  await c.t.page.waitForTimeout(ms);
  return `wait ${ms} ms`;
};

/** To the menu and back, pressing what is there on the way (settings, the language among them). */
const menuTrip: Action = async (c) => {
  await c.t.page.keyboard.press('Escape');
  const done: string[] = ['menu'];
  for (let i = c.rnd.int(1, 5); i > 0; i--) {
    await c.t.page.waitForTimeout(c.rnd.int(50, 300));
    const seen = (await c.t.menuButtons()).filter((b) => b.reachable);
    if (seen.length === 0) break;
    // Settings and the language most, since they change the table behind the menu.
    const wanted = seen.filter((b) => /Settings|Einstellungen|English|Deutsch|Language|Sprache/.test(b.label));
    const b = wanted.length > 0 && c.rnd.chance(0.6) ? c.rnd.pick(wanted) : c.rnd.pick(seen);
    if (/New deal|Neues Spiel|Continue|Weiterspielen/.test(b.label) && c.rnd.chance(0.7)) continue;
    await tapAt(c, { x: b.x + b.w / 2, y: b.y + b.h / 2 }, false);
    done.push(b.label);
  }
  return `${done.join(' > ')} > ${await backToTable(c)}`;
};

const CONTINUE = /: (Continue|Weiterspielen)$/;
const NEW_DEAL = /: (New deal|Neues Spiel)$/;
/** A page's Back button, in either language, whatever mark comes before the word ("‹ Back"). */
const BACK = new RegExp(`(${EN['menu.back']}|${DE['menu.back']})$`);
/** Does a menu label belong to this game: it begins with the game's name in either language. */
const ofGame = (label: string, game: string): boolean =>
  [EN, DE].some((table) => {
    const name = (table as Readonly<Record<string, unknown>>)[`game.${game}`];
    return typeof name === 'string' && label.startsWith(`${name}:`);
  });

/** From wherever the menu is, back to a table: Continue, else a new deal, else Back. */
export async function backToTable(c: ActionContext): Promise<string> {
  for (let i = 0; i < 12; i++) {
    if ((await c.t.state()) !== null) return 'table';
    await c.t.page.waitForTimeout(150);
    if ((await c.t.state()) !== null) return 'table';
    const buttons = await c.t.menuButtons();
    const dialog = await c.t.menuDialog();
    const find = (re: RegExp, own = false) =>
      buttons.find((b) => re.test(b.label) && (!own || ofGame(b.label, c.game)));
    const b =
      dialog !== null
        ? c.rnd.pick(buttons)
        : (find(CONTINUE, true) ?? find(NEW_DEAL, true) ?? find(CONTINUE) ?? find(NEW_DEAL) ?? find(BACK));
    if (!b) {
      await c.t.page.keyboard.press('Escape');
      continue;
    }
    // A button off screen or scrolled under the header: bring it into view with the wheel first.
    if (!b.reachable) {
      const { width, height } = c.size();
      await c.t.page.mouse.move(width / 2, height / 2);
      // Towards the middle of the screen (the menu may zoom the wheel by up to 1.6, so it lands on screen).
      await c.t.page.mouse.wheel(0, b.y + b.h / 2 - height / 2);
      continue;
    }
    await tapAt(c, { x: b.x + b.w / 2, y: b.y + b.h / 2 }, false);
  }
  if ((await c.t.state()) !== null) return 'table';
  // Say what the menu showed, so a run stuck here can be read back.
  const size = c.size();
  const seen = (await c.t.menuButtons()).map(
    (b) => `${b.label}@${Math.round(b.x)},${Math.round(b.y)}${b.reachable ? '' : ' (hidden)'}`,
  );
  const dialog = await c.t.menuDialog();
  return `still in the menu (${size.width}x${size.height}, dialog ${JSON.stringify(dialog)}, buttons ${seen.join(' | ')})`;
}

const reload: Action = async (c) => c.reload();

export const ACTIONS = {
  tapCard,
  doubleTap,
  dragToPile,
  dragAnywhere,
  multiTouch,
  key,
  undoRedoStorm,
  button,
  newOrRestart,
  resize,
  hideShow,
  wait,
  menuTrip,
  reload,
} as const;

export type ActionName = keyof typeof ACTIONS;

/** How often each action comes: moves most, page-wide upsets less. */
export const WEIGHTS: Readonly<Record<ActionName, number>> = {
  tapCard: 16,
  doubleTap: 6,
  dragToPile: 18,
  dragAnywhere: 5,
  multiTouch: 3,
  key: 10,
  undoRedoStorm: 4,
  button: 7,
  newOrRestart: 3,
  resize: 3,
  hideShow: 3,
  wait: 5,
  menuTrip: 2,
  reload: 2,
};
