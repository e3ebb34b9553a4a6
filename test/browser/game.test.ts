/**
 * The built game in chromium, driven like a player (mouse and keys) and checked through the automation
 * API on window.solitaire. The main flow runs with both renderers (?renderer=canvas and ?renderer=webgl);
 * playing a position to the win with each is win-panel.test.ts's (it goes on to the panel).
 * That every game opens the deal and renderer its URL asks for, its columns on screen, is the soak's
 * first check (soak-suite.ts, tools/soak/checks.ts openingProblems).
 */
import { describe, expect, it } from 'vitest';
import {
  cardCount,
  centre,
  type GamePage,
  gamePages,
  gameUrl,
  grip,
  isRed,
  menuButton,
  pixelDifference,
  query,
  type Rect,
  rankOf,
  shot,
  type TableState,
  waitForMenu,
} from './helpers';

const RENDERERS = ['canvas', 'webgl'] as const;

/** FreeCell deal 1 (Microsoft numbering): every column's top card is neither an ace nor a two. */
const DEAL = 1;

const tableauNames = (s: TableState): string[] => Object.keys(s.piles).filter((p) => /^t\d+$/.test(p));
const top = (s: TableState, pile: string): string | undefined => s.piles[pile]?.at(-1);

/** A column whose top card no auto-move would take (not an ace or a two). */
function plainColumn(s: TableState): string {
  const t = tableauNames(s).find((p) => {
    const c = top(s, p);
    return c !== undefined && rankOf(c) > 2;
  });
  if (t === undefined) throw new Error('no column with a plain top card');
  return t;
}

/** Two columns where the top card of `from` may not go on the top card of `to` (FreeCell rules). */
function illegalPair(s: TableState): { from: string; to: string } {
  for (const from of tableauNames(s)) {
    for (const to of tableauNames(s)) {
      const a = top(s, from);
      const b = top(s, to);
      if (from === to || a === undefined || b === undefined || rankOf(a) <= 2) continue;
      const legal = rankOf(a) === rankOf(b) - 1 && isRed(a) !== isRed(b);
      if (!legal) return { from, to };
    }
  }
  throw new Error('no illegal pair');
}

function emptyCell(s: TableState): string {
  const c = Object.keys(s.piles).find((p) => /^c\d+$/.test(p) && s.piles[p]?.length === 0);
  if (c === undefined) throw new Error('no empty cell');
  return c;
}

/** Where a card now lies: the pile whose top card it is, or undefined. */
function pileWithTop(s: TableState, card: string): string | undefined {
  return Object.keys(s.piles).find((p) => top(s, p) === card);
}

type Point = { readonly x: number; readonly y: number };

/** A finger's step: down, moved, lifted, or lost (gone from the screen with no touchend sent). */
type FingerStep =
  | { readonly kind: 'start' | 'move'; readonly id: number; readonly at: Point }
  | { readonly kind: 'end' | 'lose'; readonly id: number };

const tap = (id: number, at: Point): FingerStep[] => [
  { kind: 'start', id, at },
  { kind: 'end', id },
];

/**
 * Plays finger steps as touch events dispatched in the page, 40 ms apart: the protocol's touch
 * events end every finger not listed in each, so a touchend cannot be lost through them.
 */
async function fingers(g: GamePage, steps: readonly FingerStep[]): Promise<void> {
  await g.page.evaluate(async (steps) => {
    const canvas = document.querySelector('canvas') as HTMLCanvasElement;
    const down = new Map<number, Touch>();
    const touch = (identifier: number, p: Point) =>
      new Touch({ identifier, target: canvas, clientX: p.x, clientY: p.y, pageX: p.x, pageY: p.y });
    const send = (type: string, changed: Touch) => {
      const touches = [...down.values()];
      const init = { bubbles: true, cancelable: true, changedTouches: [changed], touches, targetTouches: touches };
      canvas.dispatchEvent(new TouchEvent(type, init));
    };
    for (const step of steps) {
      const held = down.get(step.id);
      if (step.kind === 'start' || step.kind === 'move') {
        const t = touch(step.id, step.at);
        down.set(step.id, t);
        send(step.kind === 'start' ? 'touchstart' : 'touchmove', t);
      } else {
        down.delete(step.id);
        if (step.kind === 'end' && held) send('touchend', held);
      }
      await new Promise((done) => setTimeout(done, 40));
    }
  }, steps);
}

/** No free cell, no empty column, and no red king on a column: the queen of spades (t3) is stuck. */
const QUEEN_STUCK = [
  'Foundations: H-8 C-K D-7 S-7',
  'Freecells: KD KS KH QD',
  ': 9H JS',
  ': 8D TS',
  ': 8S QS',
  ': TH',
  ': JH',
  ': QH',
  ': 9D JD',
  ': 9S TD',
  '',
].join('\n');

/** A near-won Eights Down position: 103 cards home, the last 9S in the stock. */
const NEAR_WON_EIGHTS_DOWN = [
  'Foundations: H-9 H-9 C-9 C-9 D-9 D-9 S-9 S-T',
  ':',
  ':',
  ':',
  ':',
  ':',
  ':',
  'Stock: 9S',
  'Waste:',
  'Pass: 1/2',
  '',
].join('\n');

interface AudioContextCount {
  made: number;
  /** Made before the table was ready (window.solitaire.ready). */
  beforeReady: number;
}

/** An init script: counts the page's AudioContexts in window.audioContexts. */
function countAudioContexts(): void {
  const w = window as unknown as { audioContexts: AudioContextCount; solitaire?: { ready: boolean } };
  w.audioContexts = { made: 0, beforeReady: 0 };
  const Original = window.AudioContext;
  window.AudioContext = class extends Original {
    constructor(options?: AudioContextOptions) {
      super(options);
      w.audioContexts.made++;
      if (w.solitaire?.ready !== true) w.audioContexts.beforeReady++;
    }
  };
}

const audioContexts = (g: GamePage): Promise<AudioContextCount> =>
  g.page.evaluate(() => (window as unknown as { audioContexts: AudioContextCount }).audioContexts);

describe.skipIf(gameUrl() === undefined)('the game in chromium', () => {
  const open = gamePages();
  const play = (search: string, viewport?: { width: number; height: number }, phone = false): Promise<GamePage> =>
    open(search, { ...(viewport ? { viewport } : {}), phone });

  describe.each(RENDERERS)('main flow, %s renderer', (renderer) => {
    const url = query({ game: 'freecell', deal: DEAL, renderer });

    it('drags a legal card to a free cell with the mouse', async () => {
      const g = await play(url);
      const before = await g.settle();
      const from = plainColumn(before);
      const card = top(before, from) as string;
      const cell = emptyCell(before);
      await g.dragTopTo(from, cell);
      const after = await g.settle();
      expect(after.piles[cell]).toEqual([card]);
      expect(after.piles[from]).toEqual(before.piles[from]?.slice(0, -1));
      expect(after.moves).toBeGreaterThan(before.moves);
      expect(g.errors).toEqual([]);
    });

    it('returns an illegal drop to its place and says why', async () => {
      const g = await play(url);
      const before = await g.settle();
      const { from, to } = illegalPair(before);
      const home = await g.bounds(from);
      const look = await shot(g.page, home);
      await g.drag(centre(home), centre(await g.bounds(to)));
      const after = await g.settle();
      expect(after).toEqual(before);
      // The card is drawn where it was: the pixels of its rectangle are back (a moved card would leave
      // the card below it, or an empty slot, in view).
      await g.page.waitForTimeout(300);
      const again = await shot(g.page, home);
      expect(await pixelDifference(g.page, look, again)).toBeLessThan(0.03);
      expect((await g.notice()).length).toBeGreaterThan(0);
      expect(g.errors).toEqual([]);
    });

    it('moves a card with a tap (click), its sounds made after the first screen', async () => {
      // The sounds (Howler, an AudioContext, the sound file) are made once the table is up, not
      // during start-up, where they cost a fifth of a second or more before the first frame.
      const soundFiles: string[] = [];
      const g = await open(url, {
        beforeLoad: async (p) => {
          await p.page.addInitScript(countAudioContexts);
          p.page.on('request', (r) => {
            if (/\/sounds-[^/]*\.(ogg|mp3)$/.test(r.url())) soundFiles.push(r.url());
          });
        },
      });
      const before = await g.settle();
      const from = plainColumn(before);
      const card = top(before, from) as string;
      await g.click(centre(await g.bounds(from)));
      const after = await g.settle();
      expect(after.piles[from]).toEqual(before.piles[from]?.slice(0, -1));
      expect(pileWithTop(after, card)).toBeDefined();
      expect(after.moves).toBeGreaterThan(before.moves);
      expect(await audioContexts(g)).toEqual({ made: 1, beforeReady: 0 });
      await expect.poll(() => soundFiles.length).toBe(1);
      expect(g.errors).toEqual([]);
    });

    it('undoes with Ctrl+Z and redoes with Ctrl+Y', async () => {
      const g = await play(url);
      const start = await g.settle();
      const from = plainColumn(start);
      await g.dragTopTo(from, emptyCell(start));
      const moved = await g.settle();
      expect(moved).not.toEqual(start);
      await g.page.keyboard.press('Control+z');
      const undone = await g.settle();
      expect(undone.piles).toEqual(start.piles);
      expect(undone.moves).toBe(start.moves);
      await g.page.keyboard.press('Control+y');
      const redone = await g.settle();
      expect(redone.piles).toEqual(moved.piles);
      expect(redone.moves).toBe(moved.moves);
      expect(g.errors).toEqual([]);
    });
  });

  it('wins a prepared Eights Down position by dealing the last card from the stock', async () => {
    const g = await play(query({ game: 'eights-down', position: NEAR_WON_EIGHTS_DOWN, renderer: 'canvas' }));
    let s = await g.settle();
    expect(s.won).toBe(false);
    expect(cardCount(s)).toBe(104);
    expect(s.piles.s).toEqual(['9S']);
    await g.click(centre(await g.bounds('s')));
    s = await g.settle();
    if (!s.won && s.piles.w?.length) {
      await g.dragTopTo('w', 'f8');
      s = await g.settle();
    }
    expect(s.won).toBe(true);
    expect(s.piles.f8?.length).toBe(13);
    expect(g.errors).toEqual([]);
  });

  it('counts the cards home as they are drawn while a deal flies in and its opening cards go home (never down)', async () => {
    // Sixes and Sevens deal 5: its sixteen 6s and 7s are dealt home, then the 8 of spades goes home
    // by itself. Each frame from the first the table is up records the HUD's count of cards home.
    const g = await open(query({ game: 'sixes-and-sevens', deal: 5, renderer: 'canvas' }), {
      animation: 'normal',
      beforeLoad: (p) =>
        p.page.addInitScript(() => {
          const w = window as unknown as { homeCounts: number[]; solitaire?: { ready: boolean; texts?(): string[] } };
          w.homeCounts = [];
          const frame = () => {
            const home = /Home (\d+)\//.exec(w.solitaire?.ready ? (w.solitaire.texts?.() ?? []).join(' ') : '');
            if (home) w.homeCounts.push(Number(home[1]));
            if (w.homeCounts.length < 600) requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        }),
    });
    const s = await g.settle();
    expect(s.piles.f15).toEqual(['7S', '8S']);
    const counts = await g.page.evaluate(() => (window as unknown as { homeCounts: number[] }).homeCounts);
    expect(counts[0]).toBe(16);
    expect(counts.at(-1)).toBe(17);
    expect(
      counts.every((n, i) => i === 0 || n >= (counts[i - 1] as number)),
      counts.join(' '),
    ).toBe(true);
    expect(g.errors).toEqual([]);
  });

  it('keeps the game when the window turns from landscape to portrait', async () => {
    const g = await play(query({ game: 'freecell', deal: DEAL, renderer: 'canvas' }), { width: 1280, height: 800 });
    const start = await g.settle();
    await g.dragTopTo(plainColumn(start), emptyCell(start));
    const before = await g.settle();
    await g.page.setViewportSize({ width: 480, height: 900 });
    await g.page.waitForTimeout(500);
    const after = await g.settle();
    // The same game: everything but the clock, which runs on since the move.
    expect({ ...after, seconds: 0 }).toEqual({ ...before, seconds: 0 });
    expect(after.seconds).toBeGreaterThanOrEqual(before.seconds);
    const inView = (r: Rect) => r.x >= -1 && r.y >= -1 && r.x + r.w <= 481 && r.y + r.h <= 901;
    for (const name of Object.keys(after.piles)) {
      const r = await g.bounds(name);
      expect(inView(r), `${name} ${JSON.stringify(r)} in a 480x900 window`).toBe(true);
    }
    // Still playable in portrait.
    const from = plainColumn(after);
    await g.dragTopTo(from, emptyCell(after));
    const played = await g.settle();
    expect(played.piles[from]).toEqual(after.piles[from]?.slice(0, -1));
    expect(g.errors).toEqual([]);
  });

  describe('on a phone (touch, portrait, device pixel ratio 3)', () => {
    const url = query({ game: 'freecell', deal: DEAL, renderer: 'canvas' });

    it('drags a card with a finger', async () => {
      const g = await play(url, undefined, true);
      const before = await g.settle();
      const from = plainColumn(before);
      const card = top(before, from) as string;
      const cell = emptyCell(before);
      await g.touchDrag(centre(await g.bounds(from)), centre(await g.bounds(cell)));
      const after = await g.settle();
      expect(after.piles[cell]).toEqual([card]);
      expect(after.piles[from]).toEqual(before.piles[from]?.slice(0, -1));
      expect(g.errors).toEqual([]);
    });

    it('plays nothing when the system takes a touch away (touchcancel), mid-drag or mid-tap', async () => {
      const g = await play(url, undefined, true);
      const before = await g.settle();
      const from = plainColumn(before);
      const at = centre(await g.bounds(from));
      await g.touchDrag(at, centre(await g.bounds(emptyCell(before))), 12, 'touchCancel');
      expect((await g.settle()).piles).toEqual(before.piles);
      await g.touchDrag(at, at, 1, 'touchCancel'); // a press that never moved: no tap either
      const after = await g.settle();
      expect(after.piles).toEqual(before.piles);
      expect(after.moves).toBe(0);
      expect(await g.page.evaluate(() => window.solitaire?.drawn()?.faults)).toEqual([]);
      expect(g.errors).toEqual([]);
    });

    /** A finger pressing a plain column's top card and dragging it a little: its touchend will be lost. */
    const pressAndDrag = (id: number, at: Point): FingerStep[] => [
      { kind: 'start', id, at },
      ...[1, 2, 3, 4, 5, 6].map((i): FingerStep => ({ kind: 'move', id, at: { x: at.x + i * 10, y: at.y + i * 10 } })),
      { kind: 'lose', id },
    ];

    it('lets a new finger play when the finger that pressed a card left unheard (its touchend lost)', async () => {
      const g = await play(url, undefined, true);
      const before = await g.settle();
      const [held, tapped] = tableauNames(before).filter((p) => rankOf(top(before, p) as string) > 2);
      if (!held || !tapped) throw new Error('deal 1 has two plain columns');
      const b = centre(await g.bounds(tapped));
      // Finger 1's touchend never comes; finger 2 taps, alone on the screen. Then the same again,
      // the browser giving the new finger the lost one's identifier (as browsers reuse them).
      await fingers(g, [...pressAndDrag(1, centre(await g.bounds(held))), ...tap(2, b)]);
      let after = await g.settle();
      expect(after.piles[held]).toEqual(before.piles[held]);
      expect(after.piles[tapped]).toEqual(before.piles[tapped]?.slice(0, -1));
      expect(after.moves).toBe(1);
      const next = tableauNames(after).find((p) => p !== held && rankOf(top(after, p) as string) > 2) as string;
      await fingers(g, [...pressAndDrag(3, centre(await g.bounds(held))), ...tap(3, centre(await g.bounds(next)))]);
      after = await g.settle();
      expect(after.piles[held]).toEqual(before.piles[held]);
      expect(after.moves).toBe(2);
      expect(await g.page.evaluate(() => window.solitaire?.drawn()?.faults)).toEqual([]);
      expect(g.errors).toEqual([]);
    });

    it('still hears touch after more lost touchends than the fingers the game follows at once (three)', async () => {
      const g = await play(url, undefined, true);
      const before = await g.settle();
      const from = plainColumn(before);
      const felt = { x: 195, y: 700 };
      const lost = [1, 2, 3, 4].flatMap((id): FingerStep[] => [
        { kind: 'start', id, at: felt },
        { kind: 'lose', id },
      ]);
      await fingers(g, [...lost, ...tap(5, centre(await g.bounds(from)))]);
      const after = await g.settle();
      expect(after.piles[from]).toEqual(before.piles[from]?.slice(0, -1));
      expect(after.moves).toBe(1);
      expect(g.errors).toEqual([]);
    });

    it('moves a card with a finger tap', async () => {
      const g = await play(url, undefined, true);
      const before = await g.settle();
      const from = plainColumn(before);
      const card = top(before, from) as string;
      await g.tap(centre(await g.bounds(from)));
      const after = await g.settle();
      expect(after.piles[from]).toEqual(before.piles[from]?.slice(0, -1));
      expect(pileWithTop(after, card)).toBeDefined();
      expect(g.errors).toEqual([]);
    });
  });

  it('speaks German with ?lang=de: HUD, buttons and a refusal', async () => {
    const g = await play(query({ game: 'freecell', deal: DEAL, renderer: 'canvas', lang: 'de' }));
    const s = await g.settle();
    const texts = await g.texts();
    expect(texts).toContain('0 Züge');
    expect(texts).toContain('Frei 4/4');
    expect(texts).toContain('Rückgängig');
    expect(texts).not.toContain('moves');
    // The page says it is in German, for screen readers and the browser's own tools.
    expect(await g.page.evaluate(() => document.documentElement.lang)).toBe('de');
    const { from, to } = illegalPair(s);
    await g.dragTopTo(from, to);
    await g.settle();
    expect(await g.notice()).toMatch(/passt nicht auf/);
    expect(g.errors).toEqual([]);
  });

  it('sends held cards back when a command comes mid-drag (Undo), and plays nothing on the drop', async () => {
    const g = await play(query({ game: 'freecell', deal: DEAL, renderer: 'canvas' }));
    await g.settle();
    await g.keys('1', 'a');
    await g.settle();
    const [from, to] = [centre(await g.bounds('t2')), centre(await g.bounds('c2'))];
    const m = g.page.mouse;
    await m.move(from.x, from.y);
    await m.down();
    await m.move(from.x + 4, from.y + 4, { steps: 2 });
    await m.move(to.x, to.y, { steps: 8 });
    await g.keys('Control+z');
    await m.up();
    const s = await g.settle();
    expect(s.moves).toBe(0);
    expect(s.piles.c2 ?? []).toEqual([]);
    expect(g.errors).toEqual([]);
  });

  it('sends held cards back when the mouse was let go outside the game (a portal frame hears no release)', async () => {
    const g = await play(query({ game: 'freecell', deal: DEAL, renderer: 'canvas' }));
    const before = await g.settle();
    const from = plainColumn(before);
    const cell = emptyCell(before);
    const [a, c] = [centre(await g.bounds(from)), centre(await g.bounds(cell))];
    // Through the protocol: the press and drag, then the mouse back over the game with no button held.
    const cdp = await g.context.newCDPSession(g.page);
    const mouse = (type: 'mouseMoved' | 'mousePressed', at: { x: number; y: number }, buttons: number) =>
      cdp.send('Input.dispatchMouseEvent', {
        type,
        x: at.x,
        y: at.y,
        button: buttons ? 'left' : 'none',
        buttons,
        clickCount: 1,
      });
    await mouse('mouseMoved', a, 0);
    await mouse('mousePressed', a, 1);
    for (let i = 1; i <= 8; i++)
      await mouse('mouseMoved', { x: a.x + (c.x - a.x) * (i / 8), y: a.y + (c.y - a.y) * (i / 8) }, 1);
    await mouse('mouseMoved', { x: c.x + 30, y: c.y + 30 }, 0);
    await cdp.detach();
    const s = await g.settle();
    expect(s.piles).toEqual(before.piles);
    expect(await g.page.evaluate(() => window.solitaire?.drawn()?.faults)).toEqual([]);
    // The next drag, of another column's card, plays that card (not the one let go outside).
    const other = tableauNames(before).find((p) => p !== from && rankOf(top(before, p) as string) > 2) as string;
    await g.dragTopTo(other, cell);
    const after = await g.settle();
    expect(after.piles[cell]).toEqual([top(before, other)]);
    expect(after.piles[from]).toEqual(before.piles[from]);
    expect(after.moves).toBe(1);
    expect(g.errors).toEqual([]);
  });

  it('plays cards with the main mouse button only: a right click plays nothing, nor does it end a drag', async () => {
    const g = await play(query({ game: 'freecell', deal: DEAL, renderer: 'canvas' }));
    const before = await g.settle();
    const from = plainColumn(before);
    const cell = emptyCell(before);
    const [a, c] = [centre(await g.bounds(from)), centre(await g.bounds(cell))];
    const m = g.page.mouse;
    await m.click(a.x, a.y, { button: 'right' });
    await m.click(a.x, a.y, { button: 'middle' });
    expect((await g.settle()).moves).toBe(0);
    // A drag with the main button, the right one pressed and let go on the way: the drag goes on.
    await m.move(a.x, a.y);
    await m.down();
    await m.move(a.x + 4, a.y + 4, { steps: 2 });
    await m.move((a.x + c.x) / 2, (a.y + c.y) / 2, { steps: 6 });
    await m.down({ button: 'right' });
    await m.up({ button: 'right' });
    await m.move(c.x, c.y, { steps: 6 });
    await m.up();
    const after = await g.settle();
    expect(after.piles[cell]).toEqual([top(before, from)]);
    expect(after.moves).toBe(1);
    // Nor does a right click press a button: Undo, nor Menu (the table would go).
    for (const label of ['Undo', 'Menu']) {
      const b = (await g.buttons()).find((x) => x.label === label);
      if (!b) throw new Error(`no button ${label}`);
      await m.click(centre(b).x, centre(b).y, { button: 'right' });
    }
    await g.page.waitForTimeout(300);
    expect((await g.state()).moves).toBe(1);
    expect(g.errors).toEqual([]);
  });

  it('tells a bad link that opens the menu in the menu, at once (not at the next table)', async () => {
    const g = await open(query({ game: 'freecel', renderer: 'canvas' }), { ready: false });
    await g.page.waitForFunction(() => document.querySelector('[data-menu-focus]') !== null, undefined, {
      timeout: 45_000,
    });
    await expect
      .poll(() => g.page.textContent('[data-menu-notice]'), { timeout: 20_000 })
      .toMatch(/Unknown game "freecel"/);
    // Said once: a game opened and left for the menu again, the notice is not shown (nor read) again.
    await g.click(centre(await menuButton(g.page, 'FreeCell: New deal')));
    await g.waitReady();
    await g.settle();
    await g.page.keyboard.press('Escape');
    await waitForMenu(g.page);
    await g.page.waitForTimeout(500);
    expect(await g.page.textContent('[data-menu-notice]')).toBe('');
    expect(g.errors).toEqual([]);
  });

  it("gives a hint from the solver's winning line as a plain hint, not as a guess", async () => {
    const g = await play(query({ game: 'freecell', deal: DEAL, renderer: 'canvas' }));
    const before = await g.settle();
    await g.dragTopTo(plainColumn(before), emptyCell(before));
    await g.settle();
    // The solver's worker is started after the first move; given time to be up, it answers at once.
    await g.page.waitForTimeout(2000);
    await g.keys('h');
    await expect
      .poll(() => g.page.evaluate(() => window.solitaire?.said() ?? ''), { timeout: 15_000 })
      .toMatch(/^Hint: /);
    expect(await g.notice()).not.toMatch(/guess/);
    expect(g.errors).toEqual([]);
  });

  it('says what a tapped card with nowhere to go needs', async () => {
    const g = await play(query({ game: 'freecell', position: QUEEN_STUCK, renderer: 'canvas' }));
    const before = await g.settle();
    await g.click(centre(await g.bounds('t3')));
    expect(await g.settle()).toEqual(before);
    expect(await g.notice()).toBe(
      'The queen of spades has nowhere to go: it needs the king of diamonds or the king of hearts, an empty column or a free cell.',
    );
    expect(g.errors).toEqual([]);
  });

  it('plays a deal by number from the deal box (#), refusing a bad number with a message', async () => {
    const g = await play(query({ game: 'freecell', deal: DEAL, renderer: 'canvas' }));
    await g.settle();
    await g.page.keyboard.press('#');
    const box = g.page.locator('input[type=number]');
    await box.fill('0');
    await box.press('Enter');
    await expect.poll(() => g.page.locator('[role=alert]').textContent()).toMatch(/whole number from 1 to 8589934591/);
    expect((await g.state()).deal).toBe(DEAL);
    await box.fill('11982');
    await box.press('Enter');
    await expect.poll(async () => (await g.state().catch(() => null))?.deal, { timeout: 20_000 }).toBe(11982);
    expect(await g.page.locator('input').count()).toBe(0);
    expect(g.errors).toEqual([]);
  });

  it('lays the deal box out again when the phone turns: its shade over the whole table, the box in the middle', async () => {
    const g = await play(query({ game: 'freecell', deal: DEAL, renderer: 'canvas' }), undefined, true);
    await g.settle();
    await g.page.keyboard.press('#');
    await g.page.locator('input[type=number]').waitFor();
    await g.page.setViewportSize({ width: 844, height: 390 });
    const placed = () =>
      g.page.evaluate(() => {
        const shade = document.querySelector('[data-panel]')?.getBoundingClientRect();
        const box = document.querySelector('[data-panel] > div')?.getBoundingClientRect();
        const canvas = document.querySelector('canvas')?.getBoundingClientRect();
        if (!shade || !box || !canvas) return null;
        return {
          shade: [shade.left, shade.top, shade.width, shade.height].map(Math.round),
          canvas: [canvas.left, canvas.top, canvas.width, canvas.height].map(Math.round),
          boxMiddle: Math.round(box.left + box.width / 2),
          boxBottom: Math.round(box.bottom),
        };
      });
    await expect.poll(async () => (await placed())?.shade).toEqual([0, 0, 844, 390]);
    const p = await placed();
    expect(p?.canvas).toEqual([0, 0, 844, 390]);
    expect(p?.boxMiddle).toBe(422);
    expect(p?.boxBottom).toBeLessThanOrEqual(390);
    expect(g.errors).toEqual([]);
  });

  it('copies the link to the deal and shows it within a phone’s width, broken over lines', async () => {
    const g = await play(query({ game: 'klondike', deal: 42, options: 'draw-3', renderer: 'canvas' }), undefined, true);
    await g.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await g.settle();
    await g.tap({ x: 40, y: 10 }); // the title: the deal choices
    await expect.poll(() => g.dialog()).toBe('Klondike #42');
    await g.press('Share link', true);
    await expect.poll(() => g.notice()).toMatch(/^Link copied: .*\?game=klondike&deal=42&options=draw-3$/);
    const link = await g.page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\?game=klondike&deal=42&options=draw-3$/);
    // The notice's dark box, across the middle of the screen at 72 % of its height, leaves the felt
    // showing at both edges: the link is not cut off by them.
    const edges = await g.page.evaluate(() => {
      const canvas = document.querySelector('canvas');
      const ctx = canvas?.getContext('2d');
      if (!canvas || !ctx) return null;
      const y = Math.round(canvas.height * 0.72);
      const green = (x: number) => {
        const [r, gr, b] = ctx.getImageData(x, y, 1, 1).data;
        return (gr ?? 0) > 60 && (gr ?? 0) > (r ?? 0) && (gr ?? 0) > (b ?? 0);
      };
      return [green(4), green(canvas.width - 5)];
    });
    expect(edges).toEqual([true, true]);
    expect(g.errors).toEqual([]);
  });

  it("answers no question with a held Enter: the key's repeats do not press the button the dialog focuses", async () => {
    const g = await play(query({ game: 'freecell', deal: DEAL, renderer: 'canvas' }));
    const before = await g.settle();
    await g.dragTopTo(plainColumn(before), emptyCell(before));
    await g.settle();
    // Enter on New asks whether to give the game up, its first choice (Yes) focused; the key is held.
    await g.page.locator('button[data-control][aria-label="New"]').focus();
    const cdp = await g.context.newCDPSession(g.page);
    const enter = { key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 13, text: '\r' };
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', ...enter });
    for (let i = 0; i < 4; i++) {
      await g.page.waitForTimeout(60);
      await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', autoRepeat: true, ...enter });
    }
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 13 });
    await cdp.detach();
    await g.page.waitForTimeout(300);
    expect(await g.dialog()).not.toBeNull();
    const s = await g.state();
    expect(s.moves).toBe(1);
    expect(s.deal).toBe(DEAL);
    expect(g.errors).toEqual([]);
  });

  it('does not answer with the Enter that asked: a deal typed in the box over a game in progress asks first', async () => {
    const g = await play(query({ game: 'freecell', deal: DEAL, renderer: 'canvas' }));
    const before = await g.settle();
    await g.dragTopTo(plainColumn(before), emptyCell(before));
    await g.settle();
    await g.page.keyboard.press('#');
    const box = g.page.locator('input[type=number]');
    await box.fill('617');
    await box.press('Enter');
    await g.page.waitForTimeout(500);
    const s = await g.state();
    expect([s.deal, s.moves]).toEqual([DEAL, 1]);
    expect(await g.dialog()).not.toBeNull();
    expect(g.errors).toEqual([]);
  });

  it("answers no question from the keyboard's buttons while a portal pauses the game", async () => {
    const g = await play(query({ game: 'freecell', deal: DEAL, renderer: 'canvas' }));
    const before = await g.settle();
    await g.dragTopTo(plainColumn(before), emptyCell(before));
    await g.settle();
    // Enter on New asks whether to give the game up, its Yes focused; then the portal pauses.
    await g.page.locator('button[data-control][aria-label="New"]').focus();
    await g.page.keyboard.press('Enter');
    await expect.poll(() => g.dialog()).not.toBeNull();
    await g.page.evaluate(() => window.postMessage({ type: 'solitaire:pause' }, '*'));
    await expect.poll(async () => (await g.state()).paused).toBe(true);
    expect(await g.page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Yes');
    await g.page.keyboard.press('Enter');
    await g.page.keyboard.press('Space');
    await g.page.waitForTimeout(500);
    await g.page.evaluate(() => window.postMessage({ type: 'solitaire:resume' }, '*'));
    await expect.poll(async () => (await g.state()).paused).toBe(false);
    expect(await g.dialog()).not.toBeNull();
    const s = await g.state();
    expect(s.deal).toBe(DEAL);
    expect(s.moves).toBe(1);
    expect(g.errors).toEqual([]);
  });

  it('keeps the keyboard in the deal box, and plays no deal from it while a portal pauses the game', async () => {
    const g = await play(query({ game: 'freecell', deal: DEAL, renderer: 'canvas' }));
    await g.settle();
    // The keyboard on the table's Hint button when the box opens: it goes back there after.
    await g.page.locator('button[data-control][aria-label="Hint"]').focus();
    await g.page.keyboard.press('#');
    const box = g.page.locator('input[type=number]');
    await box.fill('617');
    const focused = () => g.page.evaluate(() => document.activeElement?.textContent || document.activeElement?.tagName);
    // Tab goes round the field, Play and Cancel, and never out to the table behind.
    await g.page.keyboard.press('Tab');
    expect(await focused()).toBe('Play');
    await g.page.keyboard.press('Tab');
    expect(await focused()).toBe('Cancel');
    await g.page.keyboard.press('Tab');
    expect(await focused()).toBe('INPUT');
    await g.page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe('Cancel');
    // Escape on a button closes the box (and reaches not the table, whose Escape opens the menu).
    await g.page.keyboard.press('Escape');
    expect(await g.page.locator('[role=dialog][aria-modal=true]').count()).toBe(0);
    expect((await g.state()).deal).toBe(DEAL);
    expect(await g.page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Hint');
    // Held by the portal while the box is open: Enter plays nothing, and the box waits.
    await g.page.keyboard.press('#');
    await box.fill('617');
    await g.page.evaluate(() => window.postMessage({ type: 'solitaire:pause' }, '*'));
    await expect.poll(async () => (await g.state()).paused).toBe(true);
    await box.press('Enter');
    await g.page.waitForTimeout(1000);
    expect((await g.state()).deal).toBe(DEAL);
    expect(await box.count()).toBe(1);
    await g.page.evaluate(() => window.postMessage({ type: 'solitaire:resume' }, '*'));
    await expect.poll(async () => (await g.state()).paused).toBe(false);
    await box.press('Enter');
    await expect.poll(async () => (await g.state().catch(() => null))?.deal, { timeout: 20_000 }).toBe(617);
    expect(g.errors).toEqual([]);
  });

  it('puts the cards in the hand back when a portal pauses the game mid-drag', async () => {
    const g = await play(query({ game: 'freecell', deal: DEAL, renderer: 'canvas' }));
    const before = await g.settle();
    const from = plainColumn(before);
    const [a, b] = [centre(await g.bounds(from)), centre(await g.bounds(emptyCell(before)))];
    await g.page.mouse.move(a.x, a.y);
    await g.page.mouse.down();
    await g.page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 8 });
    await g.page.evaluate(() => window.postMessage({ type: 'solitaire:pause' }, '*'));
    await expect.poll(async () => (await g.state()).paused).toBe(true);
    await g.page.mouse.up(); // unheard: the paused table takes no input
    await g.page.evaluate(() => window.postMessage({ type: 'solitaire:resume' }, '*'));
    await expect.poll(async () => (await g.state()).paused).toBe(false);
    // A click on the empty cell, the button up all along: no card was in the hand to drop there.
    await g.page.mouse.move(b.x, b.y, { steps: 4 });
    await g.page.mouse.down();
    await g.page.mouse.up();
    const after = await g.settle();
    expect(after.piles).toEqual(before.piles);
    expect(await g.page.evaluate(() => window.solitaire?.drawn()?.faults)).toEqual([]);
    // The next drag plays as ever.
    await g.dragTopTo(from, emptyCell(after));
    expect((await g.settle()).moves).toBe(1);
    expect(g.errors).toEqual([]);
  });

  it('takes a card let go over the title (the deal choices) as a drop, not a press of the title', async () => {
    const g = await play(query({ game: 'freecell', deal: DEAL, renderer: 'canvas' }));
    const before = await g.settle();
    const title = await g.page
      .locator('.a11y-layer button[aria-label$=": another deal, or share this one"]')
      .evaluate((b) => b.getBoundingClientRect().toJSON() as { x: number; y: number; width: number; height: number });
    const a = centre(await g.bounds(plainColumn(before)));
    await g.drag(a, { x: title.x + title.width / 2, y: title.y + title.height / 2 });
    await g.settle();
    expect(await g.dialog()).toBeNull();
    // The title pressed and let go on it opens them, as ever (and from the keyboard, in the layer).
    await g.page.mouse.click(title.x + title.width / 2, title.y + title.height / 2);
    await expect.poll(() => g.dialog()).toMatch(/^FreeCell #1/);
    expect(g.errors).toEqual([]);
  });

  it('resumes the game after a reload, its clock going on', async () => {
    const g = await play(query({ game: 'freecell', deal: DEAL, renderer: 'canvas' }));
    const start = await g.settle();
    await g.dragTopTo(plainColumn(start), emptyCell(start));
    const before = await g.settle();
    expect(before.moves).toBeGreaterThan(0);
    // The clock runs from the first move; leaving the page writes it beside the save.
    await g.page.waitForTimeout(2500);
    await g.page.reload();
    await g.waitReady();
    const after = await g.settle();
    expect(after.game).toBe(before.game);
    expect(after.deal).toBe(before.deal);
    expect(after.piles).toEqual(before.piles);
    expect(after.moves).toBe(before.moves);
    // The HUD's clock ("1 move · … · 0:03") starts from the saved time, not 0:00.
    const clock = /(\d+):(\d\d)\s*$/m.exec(await g.texts());
    expect(clock).not.toBeNull();
    expect(Number(clock?.[1]) * 60 + Number(clock?.[2])).toBeGreaterThanOrEqual(2);
    expect(g.errors).toEqual([]);
  });

  it('drags a card with a grip on its visible strip (a covered card moves with the cards on it)', async () => {
    const g = await play(query({ game: 'freecell', deal: DEAL, renderer: 'canvas' }));
    const s = await g.settle();
    // Grab the second card from the top of a column onto an empty cell: too many cards for a cell,
    // so the table must refuse it and keep the state.
    const from = plainColumn(s);
    const n = s.piles[from]?.length ?? 0;
    await g.drag(grip(await g.bounds(from, n - 2)), centre(await g.bounds(emptyCell(s))));
    expect(await g.settle()).toEqual(s);
    expect(g.errors).toEqual([]);
  });
});
