import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyMove, checkMove, dealPosition, isWon, rulesFor, type State } from '../../src/engine';
import { solve } from '../../src/engine/solver';
import { knownWinnableDeals, knownWinsKey } from '../../src/engine/solver/known-wins';
import { KNOWN_WINS } from '../../src/engine/solver/known-wins-data';
import type { DealOutcome } from '../../tools/deal-pool';
import { parseResults } from '../../tools/deal-results';

// "Only winnable deals" draws a slow game's deal from the deals the win-rate runs won
// (known-wins-data.ts, written by tools/known-wins.ts): every listed deal must be one its results
// file records as won, and a listed deal must be won again by the solver as it is now.

function rulesOfKey(key: string) {
  const [game, ...options] = key.split('+');
  const rules = rulesFor(game as Parameters<typeof rulesFor>[0], options);
  if (!rules.ok) throw new Error(rules.error);
  return rules.rules;
}

function replaysToWin(start: State, moves: Parameters<typeof applyMove>[1][]): boolean {
  let s = start;
  for (const m of moves) {
    if (!checkMove(s, m).ok) return false;
    s = applyMove(s, m);
  }
  return isWon(s);
}

const LISTS = Object.entries(KNOWN_WINS);

describe('the known winnable deals', () => {
  it('list the slow games: Cast Out Nines among them, FreeCell (whose live search is quick) not', () => {
    expect(knownWinnableDeals(rulesOfKey('cast-out-nines'))?.length).toBeGreaterThan(100);
    expect(knownWinnableDeals(rulesOfKey('freecell'))).toBeNull();
    // A set of options has its own list, or none: Klondike drawing three is not drawing one.
    expect(knownWinsKey(rulesOfKey('klondike+draw-3'))).toBe('klondike+draw-3');
    expect(knownWinnableDeals(rulesOfKey('klondike+draw-3'))).not.toEqual(knownWinnableDeals(rulesOfKey('klondike')));
  });

  it.each(LISTS)('%s: every listed deal is won in its results file', (key, list) => {
    const parsed = parseResults(readFileSync(list.source, 'utf8'));
    if (!parsed.ok) throw new Error(parsed.error);
    expect([parsed.header.game, ...parsed.header.options].join('+')).toBe(key);
    const deals = knownWinnableDeals(rulesOfKey(key)) ?? [];
    expect(deals.length).toBeGreaterThan(0);
    expect(deals.every((d) => d >= 1 && d <= list.upTo)).toBe(true);
    const notWon = deals.filter((d) => parsed.outcomes.get(d)?.status !== 'solved');
    expect(notWon).toEqual([]);
  });

  it.each(LISTS)(
    '%s: the two listed deals quickest to win then are won again, by lines that replay',
    (key, list) => {
      const parsed = parseResults(readFileSync(list.source, 'utf8'));
      if (!parsed.ok) throw new Error(parsed.error);
      const rules = rulesOfKey(key);
      const listed = new Set(knownWinnableDeals(rules));
      const quickest = [...parsed.outcomes.values()]
        .filter((o) => listed.has(o.deal))
        .sort((a, b) => a.states - b.states)
        .slice(0, 2) as DealOutcome[];
      for (const o of quickest) {
        const start = dealPosition(rules, o.deal);
        if (!start.ok) throw new Error(start.error);
        // The run's budget in positions (the solver has changed since: Penta's 1071, won then in 515
        // positions, takes 164,000 now); in time, room for a busy machine.
        const r = solve(start.state, { maxStates: parsed.header.maxStates, maxMs: 120_000 });
        expect(r.status, `${key} deal ${o.deal}`).toBe('solved');
        if (r.status === 'solved') expect(replaysToWin(start.state, [...r.moves])).toBe(true);
      }
    },
    240_000,
  );
});
