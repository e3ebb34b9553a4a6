import { describe, expect, it } from 'vitest';
import { readPosition, rulesFor, type State, writePosition } from '../../src/engine/index';
import { BestFirst } from '../../src/engine/solver/best-first';
import { solve, verifyLine } from '../../src/engine/solver/index';
import { isSafeHome } from '../../src/engine/solver/move-gen';
import { PackedState, toEngineMove } from '../../src/engine/solver/packed';
import { flavoursFor } from '../../src/engine/solver/profiles';
import { isSafeHomeFromColumn } from '../../src/engine/solver/two-deck-safety';
import { mulberry32, winnable } from './helpers/exhaustive';

// The two-deck safe auto-move (two-deck-safety.ts) must never turn a won position into a lost one.
// Random Eights Down endgames where it fires are solved twice: by the solver, which forces it,
// and by a plain exhaustive search over the engine's legal moves with no auto-moves at all. The
// outcomes must agree on every position. This catches each way of getting the rule wrong that
// was tried: without the check on the card under c (the first version: a king of clubs
// dealt onto a ten went up, and its twin had nowhere to stand in for it),
// without the check on the other pile, and for waste cards too.

const rules = (() => {
  const r = rulesFor('eights-down');
  if (!r.ok) throw new Error(r.error);
  return r.rules;
})();

const POSITIONS = 150;

/** Eights Down foundation order, 8 first: the rank letter a pile of height h shows on top. */
const ORDER = ['8', '7', '6', '5', '4', '3', '2', 'A', 'K', 'Q', 'J', 'T', '9'];

/**
 * A random endgame: every suit in play, its piles at heights 7..12 (often one apart, where the
 * rule fires), the cards left shuffled into the columns (one each first) and the waste, no stock,
 * first or last pass. Crowded columns make lost positions common (about one in nine).
 */
function randomEndgame(seed: number): State {
  const rnd = mulberry32(seed);
  const below = (n: number): number => Math.floor(rnd() * n);
  const cards: string[] = [];
  const piles: string[] = [];
  for (const suit of ['H', 'S', 'C', 'D']) {
    const low = 7 + below(3);
    const high = Math.min(12, low + below(3));
    for (const h of [low, high]) {
      piles.push(`${suit}-${ORDER[h - 1]}`);
      for (let k = h; k < 13; k++) cards.push(`${ORDER[k]}${suit}`);
    }
  }
  for (let i = cards.length - 1; i > 0; i--) {
    const j = below(i + 1);
    [cards[i], cards[j]] = [cards[j] as string, cards[i] as string];
  }
  const columns: string[][] = [[], [], [], [], [], []];
  const waste: string[] = [];
  cards.forEach((c, i) => {
    const at = i < 6 ? i : below(7);
    if (at < 6) (columns[at] as string[]).push(c);
    else waste.push(c);
  });
  const text = [
    `Foundations: ${piles.join(' ')}`,
    ...columns.map((col) => (col.length ? `: ${col.join(' ')}` : ':')),
    'Stock:',
    `Waste:${waste.map((c) => ` ${c}`).join('')}`,
    `Pass: ${1 + below(2)}/2`,
  ].join('\n');
  const p = readPosition(rules, `${text}\n`);
  if (!p.ok) throw new Error(`${p.error}\n${text}`);
  return p.state;
}

/** Does the two-deck rule fire (beyond the plain safe rule) on some column top of the position? */
function ruleFires(state: State): boolean {
  const p = new PackedState(state);
  for (let i = 0; i < p.nCols; i++) {
    const c = p.top(i);
    if (c < 0) continue;
    const f = p.foundationFor(c);
    if (f >= 0 && !isSafeHome(p, c) && isSafeHomeFromColumn(p, i, c, f)) return true;
  }
  return false;
}

describe('two-deck safe auto-move', () => {
  it('agrees with an exhaustive search on random endgames where it fires', () => {
    let tried = 0;
    let won = 0;
    let lost = 0;
    for (let seed = 1; tried < POSITIONS && seed < 40 * POSITIONS; seed++) {
      const state = randomEndgame(seed);
      if (!ruleFires(state)) continue;
      tried++;
      const truth = winnable(state, new Map());
      const r = solve(state, { maxMs: 60_000, maxStates: 5_000_000 });
      expect(r.status, `seed ${seed}\n${writePosition(state)}`).toBe(truth ? 'solved' : 'unsolvable');
      if (truth) won++;
      else lost++;
    }
    expect(tried).toBe(POSITIONS);
    // Both outcomes must be well represented for the comparison to mean anything (129 and 21).
    expect(won).toBeGreaterThan(100);
    expect(lost).toBeGreaterThan(15);
  }, 120_000);

  // In two decks a card may go home onto either pile of its suit that waits for it, and the first
  // one takes it: auto-moves found in another order than the search found them can fill the piles
  // the other way round, and a later move home then names the wrong pile. Every flavour's line,
  // auto-moves included, must replay through the engine's own checks.
  it("replays every best-first flavour's line, auto-moves in the search's order", () => {
    let solved = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const state = randomEndgame(seed);
      for (const f of flavoursFor(new PackedState(state))) {
        const bf = new BestFirst(state, f.depthCost, f.weights);
        let status = bf.step(1 << 20, { maxStates: 20_000 });
        while (status === null) status = bf.step(1 << 20, { maxStates: 20_000 });
        if (status !== 'solved') continue;
        solved++;
        expect(() => verifyLine(state, bf.winningLine.map(toEngineMove)), `seed ${seed}`).not.toThrow();
      }
    }
    expect(solved).toBeGreaterThan(200);
  }, 60_000);
});
