import { GAMES, isGameId } from '../../src/engine';
// What must hold on the table after every action of the soak, as pure functions of what the page
// reports (so they are unit-tested in Node, and a check that cannot fail is caught there).

export interface Drawn {
  readonly piles: Record<string, string[]>;
  readonly faults: readonly string[];
}

export interface TableSnapshot {
  readonly game: string;
  readonly moves: number;
  readonly piles: Record<string, string[]>;
  /** What the sprites draw (automation `drawn()`), read once the table has settled. */
  readonly drawn: Drawn | null;
  /** Every text on the table (automation `texts()`), the HUD's counters among them. */
  readonly texts: readonly string[];
}

const SUITS = ['C', 'D', 'H', 'S'] as const;
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;

/** Decks per game, as the engine's rules say (Eights Down and the Busy Aces family: two). */
export const decksOf = (game: string): number => (isGameId(game) ? GAMES[game].decks : 1);

/** A card's text without the brackets that mark it face down in a column ("[5H]" is the 5 of hearts). */
const faceless = (c: string): string => (c.startsWith('[') && c.endsWith(']') ? c.slice(1, -1) : c);

/** Every card exactly once per deck, face up or down, nothing else. */
export function conservationProblems(piles: Record<string, string[]>, decks: number): string[] {
  const seen = new Map<string, number>();
  for (const cards of Object.values(piles))
    for (const c of cards) seen.set(faceless(c), (seen.get(faceless(c)) ?? 0) + 1);
  const out: string[] = [];
  for (const s of SUITS)
    for (const r of RANKS) {
      const card = `${r}${s}`;
      const n = seen.get(card) ?? 0;
      if (n !== decks) out.push(`${card} present ${n} times, not ${decks}`);
      seen.delete(card);
    }
  for (const [card, n] of seen) out.push(`unknown card ${card} present ${n} times`);
  return out;
}

/** The sprites draw the engine's position, pile by pile, and the board finds nothing wrong. */
export function pictureProblems(piles: Record<string, string[]>, drawn: Drawn | null): string[] {
  if (drawn === null) return ['the table reports no drawing'];
  const out = drawn.faults.map((f) => `drawn: ${f}`);
  const names = new Set([...Object.keys(piles), ...Object.keys(drawn.piles)]);
  for (const name of names) {
    const want = (piles[name] ?? []).join(' ');
    const got = (drawn.piles[name] ?? []).join(' ');
    if (want !== got) out.push(`${name} drawn as [${got}], the engine has [${want}]`);
  }
  return out;
}

export interface Counters {
  readonly moves: number;
  readonly free: readonly [number, number] | null;
  readonly home: readonly [number, number];
  readonly stock: number | null;
}

/** Reads the HUD's counters line ("12 moves · Free 3/4 · Home 5/52 · Stock 20 · 1:05", or German). */
export function readCounters(texts: readonly string[]): Counters | null {
  const line = texts.find((t) => /^\d+ (moves?|Zug|Züge) /.test(t));
  if (line === undefined) return null;
  const parts = line.split('·').map((p) => p.trim());
  const moves = Number(/^\d+/.exec(parts[0] ?? '')?.[0]);
  const pair = (words: RegExp): [number, number] | null => {
    const m = parts.map((p) => new RegExp(`^(?:${words.source}) (\\d+)/(\\d+)$`).exec(p)).find((x) => x);
    return m ? [Number(m[1]), Number(m[2])] : null;
  };
  const home = pair(/Home|Ablage/);
  if (home === null) return null;
  const stockPart = parts.map((p) => /^(?:Stock|Talon) (\d+)$/.exec(p)).find((x) => x);
  return { moves, free: pair(/Free|Frei/), home, stock: stockPart ? Number(stockPart[1]) : null };
}

/** What the counters must say of a position. */
export function expectedCounters(moves: number, piles: Record<string, string[]>, decks: number): Counters {
  const names = Object.keys(piles);
  const cells = names.filter((n) => /^c\d+$/.test(n));
  const home = names.filter((n) => /^f\d+$/.test(n)).reduce((n, f) => n + (piles[f]?.length ?? 0), 0);
  return {
    moves,
    free: cells.length > 0 ? [cells.filter((c) => piles[c]?.length === 0).length, cells.length] : null,
    home: [home, 52 * decks],
    stock: piles.s ? piles.s.length : null,
  };
}

export function counterProblems(snap: TableSnapshot): string[] {
  const got = readCounters(snap.texts);
  if (got === null) return [`no HUD counters among the texts: ${JSON.stringify(snap.texts.slice(0, 4))}`];
  const want = expectedCounters(snap.moves, snap.piles, decksOf(snap.game));
  const a = JSON.stringify(got);
  const b = JSON.stringify(want);
  return a === b ? [] : [`HUD says ${a}, the position is ${b}`];
}

/** Every check of a settled table. */
export function tableProblems(snap: TableSnapshot): string[] {
  return [
    ...conservationProblems(snap.piles, decksOf(snap.game)),
    ...pictureProblems(snap.piles, snap.drawn),
    ...counterProblems(snap),
  ];
}

/** What the soak reads of the table it opened, before its first action. */
export interface Opening {
  readonly game: string;
  readonly deal: number | null;
  readonly won: boolean;
  /** The kind of context the page's canvas draws with ('canvas', 'webgl', or 'none' without a canvas). */
  readonly renderer: string;
  /** Each column's left edge and width in CSS pixels. */
  readonly columns: readonly { readonly name: string; readonly x: number; readonly w: number }[];
  readonly viewportWidth: number;
}

/**
 * The deal asked for, on the renderer asked for, not yet won, with every column on screen and wide
 * enough to touch (a URL's game or renderer quietly replaced by another would pass every later check).
 */
export function openingProblems(o: Opening, want: { game: string; deal: number; renderer: string }): string[] {
  const out: string[] = [];
  if (o.game !== want.game) out.push(`opened ${o.game}, not ${want.game}`);
  if (o.deal !== want.deal) out.push(`opened deal ${o.deal}, not ${want.deal}`);
  if (o.renderer !== want.renderer) out.push(`draws with ${o.renderer}, not ${want.renderer}`);
  if (o.won) out.push('the deal opened won');
  if (o.columns.length === 0) out.push('no columns on the table');
  for (const c of o.columns) {
    if (c.w <= 10) out.push(`${c.name} is ${c.w} px wide`);
    if (c.x < 0 || c.x + c.w > o.viewportWidth + 1)
      out.push(`${c.name} spans ${c.x}..${c.x + c.w}, off a ${o.viewportWidth} px screen`);
  }
  return out;
}
