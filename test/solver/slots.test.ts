import { describe, expect, it } from 'vitest';
import { dealPosition, readPosition, rulesFor, type State, writePosition } from '../../src/engine/index';
import { solve, verifyLine } from '../../src/engine/solver/index';
import { toEngineMove } from '../../src/engine/solver/packed';
import { SlotsSearch, slotsSearchable } from '../../src/engine/solver/slots';
import { mulberry32, winnable } from './helpers/exhaustive';

// The slot games' exact search (slots.ts; Sixes and Sevens) held to a plain search: on random
// small endgames (piles part built, cards in the slots, a waste often buried deep, a short stock)
// its verdict must be the one an exhaustive search of the engine's legal moves gives, with no
// forced moves and nothing pruned but repeats. Each rule of docs/solver-tuning.md's "Slot games"
// would fail here if it dropped the only way out of some position: the forced moves home, the
// spaces taken as alike, the key, and the relaxation that calls a position lost (deadWaste).

const rules = (() => {
  const r = rulesFor('sixes-and-sevens');
  if (!r.ok) throw new Error(r.error);
  return r.rules;
})();

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'];
const SUITS = ['C', 'C', 'D', 'D', 'H', 'H', 'S', 'S'];

/**
 * An endgame with `left` cards or so still in play: each pile's height at random, the cards it
 * still waits for dealt to the slots (a random number of them), the waste and the stock.
 */
function endgame(seed: number, left: number): State {
  const rnd = mulberry32(seed);
  const below = (n: number): number => Math.floor(rnd() * n);
  const piles: string[] = [];
  // Down from the 6 (6 cards: 6 ... A) and up from the 7 (7 cards: 7 ... K): the piles' lengths.
  const spec = [
    ...SUITS.map((s) => ({ s, base: 6, step: -1, length: 6 })),
    ...SUITS.map((s) => ({ s, base: 7, step: 1, length: 7 })),
  ];
  const waits = spec.map(() => 0);
  // The cards left come from a few piles, so that they wait in long chains.
  const chosen = Array.from({ length: 6 }, () => below(spec.length));
  for (let n = 0; n < left; n++) {
    const i = chosen[below(chosen.length)] as number;
    if ((waits[i] as number) < (spec[i]?.length as number) - 1) waits[i] = (waits[i] as number) + 1;
  }
  const byWait: { card: string; wait: number }[] = [];
  spec.forEach(({ s, base, step, length }, i) => {
    const h = length - (waits[i] as number);
    const rankAt = (k: number): string => RANKS[base - 1 + step * k] as string;
    piles.push(`${s}-${rankAt(h - 1)}`);
    for (let k = h; k < length; k++) byWait.push({ card: `${rankAt(k)}${s}`, wait: k - h + rnd() * 2 });
  });
  // The slots take cards that wait long (so that they stay), and the waste has those that wait
  // longer nearer its top, more or less (so that they bury what is wanted first); the stock the rest.
  byWait.sort((a, b) => b.wait - a.wait);
  const slots = byWait.splice(0, 6 + below(4)).map((x) => x.card);
  const rest = byWait.map((x) => ({ ...x, wait: x.wait + rnd() * 4 }));
  for (let i = rest.length - 1; i > 0; i--) {
    const j = below(i + 1);
    [rest[i], rest[j]] = [rest[j] as { card: string; wait: number }, rest[i] as { card: string; wait: number }];
  }
  const cards = rest.map((x) => x.card);
  const waste = rest
    .splice(0, below(rest.length + 1))
    .sort((a, b) => a.wait - b.wait)
    .map((x) => x.card);
  cards.splice(0, waste.length);
  const text = [
    `Foundations: ${piles.join(' ')}`,
    ...Array.from({ length: 9 }, (_, i) => (slots[i] ? `: ${slots[i]}` : ':')),
    `Stock:${cards.map((c) => ` ${c}`).join('')}`,
    `Waste:${waste.map((c) => ` ${c}`).join('')}`,
    'Pass: 1/1',
  ].join('\n');
  const p = readPosition(rules, `${text}\n`);
  if (!p.ok) throw new Error(`${p.error}\n${text}`);
  return p.state;
}

/** The slot search's verdict, run to the end (it must not need a budget on these). */
function verdict(
  state: State,
  useDead: boolean,
  order: 'space-first' | 'deal-first' = 'space-first',
): { status: string; line: readonly number[]; deadEnds: number } {
  const search = new SlotsSearch(state, order, useDead);
  let status = search.status;
  while (status === null) status = search.step(1 << 20, { maxStates: 1 << 24 });
  return { status, line: search.winningLine, deadEnds: search.deadEnds };
}

describe('Sixes and Sevens: the slot search', () => {
  it('agrees with an exhaustive search of the engine moves on random endgames', () => {
    let won = 0;
    let lost = 0;
    let cut = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const state = endgame(seed, 18 + (seed % 9));
      expect(slotsSearchable(state)).toBe(true);
      const truth = winnable(state, new Map());
      const v = verdict(state, true);
      const where = `seed ${seed}\n${writePosition(state)}`;
      expect(v.status, where).toBe(truth ? 'solved' : 'unsolvable');
      // Without the relaxation the search must say the same: it only cuts lost positions short.
      expect(verdict(state, false).status, where).toBe(v.status);
      const dealFirst = verdict(state, true, 'deal-first');
      expect(dealFirst.status, where).toBe(v.status);
      if (truth) verifyLine(state, dealFirst.line.map(toEngineMove));
      if (truth) {
        verifyLine(state, v.line.map(toEngineMove));
        won++;
      } else lost++;
      if (v.deadEnds > 0) cut++;
    }
    // Both outcomes are common, and the relaxation fired on many of them (else it was not tested).
    expect(won).toBeGreaterThan(50);
    expect(lost).toBeGreaterThan(20);
    expect(cut).toBeGreaterThan(20);
  }, 120_000);

  it('is what the solver runs for the game, and its wins replay through the engine', () => {
    for (const deal of [1, 2, 5, 8]) {
      const d = dealPosition(rules, deal);
      if (!d.ok) throw new Error(d.error);
      const r = solve(d.state, { maxStates: 300_000 });
      expect(r.status).toBe('solved');
      verifyLine(d.state, r.moves);
    }
  });

  it('proves deals lost that the schedule could not (deals 4, 7 and 10)', () => {
    for (const deal of [4, 7, 10]) {
      const d = dealPosition(rules, deal);
      if (!d.ok) throw new Error(d.error);
      expect(solve(d.state, { maxStates: 300_000 }).status).toBe('unsolvable');
    }
  });

  it('is not used where the position is not a slot game in its last pass', () => {
    const d = dealPosition(rules, 1);
    if (!d.ok) throw new Error(d.error);
    expect(slotsSearchable(d.state)).toBe(true);
    expect(slotsSearchable({ ...d.state, pass: 0 })).toBe(false);
    const busy = rulesFor('busy-aces');
    if (!busy.ok) throw new Error(busy.error);
    const b = dealPosition(busy.rules, 1);
    if (!b.ok) throw new Error(b.error);
    expect(slotsSearchable(b.state)).toBe(false);
  });
});
