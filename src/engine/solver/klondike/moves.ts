import type { Layout } from './layout';

// The solver's moves in a packed Klondike position. A move from the talon names the card by its
// place in the talon (1-based: the waste top after drawing to it) and says whether a turn of the
// waste comes first: the draws that reach it are played out when the line goes back to the
// engine (line.ts). Draws commute with every other move, so drawing just before a card is played
// loses no line the player has, and a draw played for nothing only changes which card is on top.
//
// A move is kind | a << 2 | b << 8 | c << 14 | redeal << 20:
//   T2F column a to its foundation; TAL talon card a to b (a column, or FOUND for its foundation);
//   T2T column a's cards from index b to column c; F2T suit a's top card to column b and, where
//   c > 0, then the card below it on that foundation to column c - 1 (two cards back, one move:
//   generate.ts, rules 5 to 7, a use of two waiting moves).

// The card rules in the solver's terms, here beside their one hot caller: Klondike builds down in
// alternating colours (games.ts); a call into another module costs a getter under tsx.
export const rankOfCard = (c: number): number => (c >> 2) + 1;
export const suitOfCard = (c: number): number => c & 3;
/** Diamonds and hearts (suits 1 and 2) are red. */
export const redSuit = (s: number): boolean => s === 1 || s === 2;
/** Does `c` build on `onto` in a column: one rank lower, the other colour? */
export function buildsOnCard(c: number, onto: number): boolean {
  return rankOfCard(c) + 1 === rankOfCard(onto) && redSuit(c & 3) !== redSuit(onto & 3);
}

export const T2F = 0;
export const TAL = 1;
export const T2T = 2;
export const F2T = 3;
export const FOUND = 63;

export const moveKind = (m: number): number => m & 3;
export const moveA = (m: number): number => (m >> 2) & 63;
export const moveB = (m: number): number => (m >> 8) & 63;
export const moveC = (m: number): number => (m >> 14) & 63;
export const moveRedeal = (m: number): boolean => ((m >> 20) & 1) === 1;
export const make = (kind: number, a: number, b: number, c: number, redeal = false): number =>
  kind | (a << 2) | (b << 8) | (c << 14) | (redeal ? 1 << 20 : 0);

/**
 * A pair of moves played as one (a move and the use it waits for): first + (second + 1) * PAIR.
 * The one more: column 1's top card home is move 0, and first + 0 * PAIR was the first move alone,
 * its use lost (a move that waits listed without it).
 */
export const PAIR = 2 ** 21;
export const pair = (first: number, second: number): number => first + (second + 1) * PAIR;
export const pairFirst = (m: number): number => m % PAIR;
export const pairSecond = (m: number): number => Math.floor(m / PAIR) - 1;

/** May another pass begin (the waste turned over)? */
export function canRedeal(L: Layout, b: Uint8Array): boolean {
  return L.passes === 0 || (b[L.pass] as number) < L.passes;
}

/**
 * The talon places whose card can be brought to the waste top (1-based), each once, with
 * whether the waste must be turned over first: the top now; every `draw`-th card on from it and
 * the last; after one more turn, every `draw`-th card and the last again (further passes reach the
 * same places, so one turn is enough).
 */
export function reachable(L: Layout, b: Uint8Array, out: number[]): void {
  const tn = b[L.tn] as number;
  const p = b[L.p] as number;
  const k = L.draw;
  if (p > 0) out.push(p);
  for (let q = p + k; q < tn; q += k) out.push(q);
  if (p < tn) out.push(tn);
  if (tn === 0 || !canRedeal(L, b)) return;
  for (let q = k; q < tn; q += k) {
    if (q === p || (q > p && (q - p) % k === 0)) continue;
    out.push(q | 64);
  }
}

/** Would the foundation of `card`'s suit take it? */
export function goesHome(L: Layout, b: Uint8Array, card: number): boolean {
  return (b[L.found + suitOfCard(card)] as number) === rankOfCard(card) - 1;
}

/** How far down column `c` its top run reaches: the index of the run's first card (face up). */
export function runStart(L: Layout, b: Uint8Array, c: number): number {
  const base = c * L.slot;
  const down = b[L.down + c] as number;
  let i = (b[L.len + c] as number) - 1;
  while (i > down && buildsOnCard(b[base + i] as number, b[base + i - 1] as number)) i--;
  return i;
}

function push(L: Layout, b: Uint8Array, d: number, card: number): void {
  const dl = b[L.len + d] as number;
  b[d * L.slot + dl] = card;
  b[L.len + d] = dl + 1;
}

/** The column lost its top cards: a face-down card left last turns up by itself. */
function shorten(L: Layout, b: Uint8Array, c: number, len: number): void {
  b[L.len + c] = len;
  if ((b[L.down + c] as number) >= len && len > 0) b[L.down + c] = len - 1;
  else if (len === 0) b[L.down + c] = 0;
}

/** Plays a move of `generate` (or of `safeMove`) on `b` in place. */
export function apply(L: Layout, b: Uint8Array, m: number): void {
  if (m >= PAIR) {
    apply(L, b, pairFirst(m));
    apply(L, b, pairSecond(m));
    return;
  }
  const a = moveA(m);
  switch (moveKind(m)) {
    case T2F: {
      const len = b[L.len + a] as number;
      const card = b[a * L.slot + len - 1] as number;
      b[L.found + suitOfCard(card)] = rankOfCard(card);
      shorten(L, b, a, len - 1);
      return;
    }
    case TAL: {
      const t = L.talon;
      const tn = b[L.tn] as number;
      const card = b[t + a - 1] as number;
      b.copyWithin(t + a - 1, t + a, t + tn);
      b[L.tn] = tn - 1;
      b[L.p] = a - 1;
      if (moveRedeal(m)) b[L.pass] = Math.min(255, (b[L.pass] as number) + 1);
      const to = moveB(m);
      if (to === FOUND) b[L.found + suitOfCard(card)] = rankOfCard(card);
      else push(L, b, to, card);
      return;
    }
    case T2T: {
      const from = a * L.slot;
      const i = moveB(m);
      const d = moveC(m);
      const len = b[L.len + a] as number;
      for (let k = i; k < len; k++) push(L, b, d, b[from + k] as number);
      shorten(L, b, a, i);
      return;
    }
    case F2T: {
      const h = b[L.found + a] as number;
      b[L.found + a] = h - 1;
      push(L, b, moveB(m), (h - 1) * 4 + a);
      const next = moveC(m);
      if (next > 0) {
        b[L.found + a] = h - 2;
        push(L, b, next - 1, (h - 2) * 4 + a);
      }
      return;
    }
  }
}

/**
 * A foundation move that cannot lose the game, or -1. A card c of rank r is safe to send home when
 * every card that could ever be built below it is home already and stays there: both foundations
 * of the other colour hold r - 1 and, where foundation cards may come back, the other one of c's
 * colour holds r - 2. Then c, its suit's r - 1, and every card of lower rank whose chain could reach
 * c form a set that only builds on itself and is all home; a winning line that kept c out (and
 * brought members of the set back onto it) wins as well with all of them left home, every other
 * move of it unchanged (docs/solver-tuning.md gives the argument in full). From the talon only
 * with draw one: taking a card out of the talon moves the later cards' places in draw three. With
 * unlimited passes too, from anywhere in the talon (every talon card can be had at any time, and
 * the waste's place is not part of the position); with counted passes only the waste top, as
 * reaching a deeper card may take a pass.
 */
export function safeMove(L: Layout, b: Uint8Array): number {
  for (let c = 0; c < L.nCols; c++) {
    const len = b[L.len + c] as number;
    if (len === 0 || len === (b[L.down + c] as number)) continue;
    if (isSafe(L, b, b[c * L.slot + len - 1] as number)) return make(T2F, c, 0, 0);
  }
  if (L.draw !== 1) return -1;
  const p = b[L.p] as number;
  if (L.passes === 0) {
    const tn = b[L.tn] as number;
    // The places below p come after a turn of the waste (reachable's redeal flag).
    for (let q = 1; q <= tn; q++) if (isSafe(L, b, b[L.talon + q - 1] as number)) return make(TAL, q, FOUND, 0, q < p);
    return -1;
  }
  return p > 0 && isSafe(L, b, b[L.talon + p - 1] as number) ? make(TAL, p, FOUND, 0) : -1;
}

/**
 * Is the top card of suit s's foundation (or, `r`, its card of that rank as the top) home for good? It is when it would be safe to send home
 * (rule 2's condition with it out): a line that brings it back wins as well with it, and every
 * card that could be built below it, left home, so no shortest winning line brings it back.
 */
export function staysHome(L: Layout, b: Uint8Array, s: number, r = b[L.found + s] as number): boolean {
  return r > 0 && restHome(L, b, s, r);
}

function isSafe(L: Layout, b: Uint8Array, card: number): boolean {
  const r = rankOfCard(card);
  const s = suitOfCard(card);
  return (b[L.found + s] as number) === r - 1 && restHome(L, b, s, r);
}

/** Do the other suits' foundations hold what rule 2 asks for a card of suit s and rank r? */
function restHome(L: Layout, b: Uint8Array, s: number, r: number): boolean {
  const red = redSuit(s);
  for (let o = 0; o < 4; o++) {
    if (o === s) continue;
    const h = b[L.found + o] as number;
    if (redSuit(o) !== red ? h < r - 1 : L.comeBack && h < r - 2) return false;
  }
  return true;
}
