import type { Rules } from '../games';
import { KNOWN_WINS } from './known-wins-data';

// Deals the solver has won already, in the win-rate runs, for the games where "only winnable deals"
// would otherwise wait on a live search: in Cast Out Nines, which wins 3 deals in 100, that search
// outlasted the table's patience three times in four, and the player got a plain deal with a notice.
// tools/known-wins.ts writes the lists (known-wins-data.ts) from the committed results files, and
// picks the games by how slow their live search would be; each listed deal was won by a line the
// engine replayed.

/** A game's won deals among 1..upTo as bits (hex, low bit first), and the results file they come from. */
export interface WonDealBits {
  readonly source: string;
  readonly upTo: number;
  readonly bits: string;
}

const decoded = new Map<string, readonly number[]>();

/** The key of a game with its options, as the results files name them ("klondike+draw-3"). */
export function knownWinsKey(rules: Rules): string {
  return [rules.id, ...rules.options].join('+');
}

/** The deal numbers listed as won for this game and its options, in order; null where it has no list. */
export function knownWinnableDeals(rules: Rules): readonly number[] | null {
  const key = knownWinsKey(rules);
  const cached = decoded.get(key);
  if (cached) return cached;
  const list = KNOWN_WINS[key];
  if (!list) return null;
  const deals: number[] = [];
  for (let at = 0; at * 8 < list.upTo; at++) {
    const byte = Number.parseInt(list.bits.slice(2 * at, 2 * at + 2), 16);
    for (let bit = 0; bit < 8; bit++) {
      const deal = 8 * at + bit + 1;
      if (deal <= list.upTo && byte & (1 << bit)) deals.push(deal);
    }
  }
  decoded.set(key, deals);
  return deals;
}
