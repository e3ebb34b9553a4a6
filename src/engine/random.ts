import { type Card, fullDeck } from './cards';

/** Deal numbers run from 1 to 2^33 - 1, the range Freecell Solver gives Microsoft's numbering. */
export const MAX_DEAL = 2 ** 33 - 1;

export function isDealNumber(n: number): boolean {
  return Number.isSafeInteger(n) && n >= 1 && n <= MAX_DEAL;
}

/**
 * Microsoft's FreeCell deal order for a deal number: the C runtime's rand() seeded with the deal,
 * extended past 2^31 as FreeCell Pro and Freecell Solver do (deals 2^31..2^32-1 set the top bit of
 * each draw; deals from 2^32 use 16-bit draws plus one). Returns the 52 cards in dealing order.
 * All arithmetic stays below 2^53, so plain numbers are exact.
 */
export function microsoftDealOrder(deal: number): Card[] {
  const SEED_MOD = 2 ** 33;
  let seedx = deal < 2 ** 32 ? deal : deal - 2 ** 32;
  const draw = (): number => {
    // mod 2^33 by a floor, not `%` (a call to fmod, four times the cost: a tenth of a solve's dealing).
    const next = seedx * 214013 + 2531011;
    seedx = next - Math.floor(next / SEED_MOD) * SEED_MOD;
    if (deal >= 2 ** 32) return (Math.floor(seedx / 65536) & 0xffff) + 1;
    const r = Math.floor(seedx / 65536) & 0x7fff;
    return deal < 2 ** 31 ? r : r | 0x8000;
  };
  const deck = fullDeck(1);
  for (let i = deck.length - 1; i > 0; i--) {
    const j = draw() % (i + 1);
    const t = deck[i] as Card;
    deck[i] = deck[j] as Card;
    deck[j] = t;
  }
  return deck.reverse();
}

/**
 * The project's own seeded generator (sfc32), seeded from a game id and a deal number so that
 * every game has its own sequence of deals. 32-bit integer arithmetic only: the same numbers on
 * every platform.
 */
export function seededRandom(gameId: string, deal: number): () => number {
  let h = 2166136261;
  for (let i = 0; i < gameId.length; i++) h = Math.imul(h ^ gameId.charCodeAt(i), 16777619);
  let a = h >>> 0;
  let b = deal >>> 0;
  let c = Math.floor(deal / 2 ** 32) >>> 0;
  let d = 1;
  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 15; i++) next();
  return next;
}

/** An unbiased integer in [0, n) by rejection: no modulo bias even for large n. */
export function randomBelow(next: () => number, n: number): number {
  const limit = 2 ** 32 - (2 ** 32 % n);
  for (;;) {
    const x = next();
    if (x < limit) return x % n;
  }
}

/** Fisher-Yates with the seeded generator. Returns a new array. */
export function seededShuffle<T>(items: readonly T[], gameId: string, deal: number): T[] {
  const next = seededRandom(gameId, deal);
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomBelow(next, i + 1);
    const t = out[i] as T;
    out[i] = out[j] as T;
    out[j] = t;
  }
  return out;
}
