import { describe, expect, it } from 'vitest';
import { type Card, rankOf, suitOf } from '../../src/engine/index';
import { solve } from '../../src/engine/solver/index';
import { deal } from '../engine/helpers/board';

// Our Seahaven Towers win rate over 100,000 deals lies above Blake & Gent's (docs/winrates.md), so
// the wins are checked here under the classic rules, written afresh without the engine: ten
// columns, four cells, build down in suit, only a king into an empty column, foundations up by
// suit from the ace, one card at a time. A solver move of n cards is played as n single moves
// through free cells (it needs n - 1 of them). Every win must stand as such a line.

interface Position {
  readonly cols: Card[][];
  readonly cells: (Card | null)[];
  /** Height of each suit's foundation. */
  readonly home: number[];
}

type Place = { readonly kind: 'col' | 'cell' | 'home'; readonly i: number };

/** Plays one card from `from` to `to`, or says why the classic rules refuse it. */
function single(p: Position, from: Place, to: Place): string | null {
  const card = from.kind === 'col' ? p.cols[from.i]?.at(-1) : from.kind === 'cell' ? p.cells[from.i] : null;
  if (card === undefined || card === null) return 'no card there';
  const rank = rankOf(card);
  const suit = suitOf(card);
  if (to.kind === 'home' && p.home[suit] !== rank - 1) return 'the foundation does not take it';
  if (to.kind === 'cell' && p.cells[to.i] !== null) return 'the cell is taken';
  if (to.kind === 'col') {
    const top = p.cols[to.i]?.at(-1);
    if (top === undefined && rank !== 13) return 'only a king goes into a space';
    if (top !== undefined && (suitOf(top) !== suit || rankOf(top) !== rank + 1)) return 'it does not build on it';
  }
  if (from.kind === 'col') p.cols[from.i]?.pop();
  else p.cells[from.i] = null;
  if (to.kind === 'home') p.home[suit] = rank;
  else if (to.kind === 'cell') p.cells[to.i] = card;
  else p.cols[to.i]?.push(card);
  return null;
}

function place(pile: { kind: string; index?: number }): Place {
  if (pile.kind === 'tableau') return { kind: 'col', i: pile.index ?? 0 };
  if (pile.kind === 'cell') return { kind: 'cell', i: pile.index ?? 0 };
  return { kind: 'home', i: 0 };
}

describe('Seahaven Towers wins under the classic single-card rules', () => {
  it('holds for every deal of 1..40 the solver wins', () => {
    let won = 0;
    for (let n = 1; n <= 40; n++) {
      const start = deal('seahaven-towers', n);
      const r = solve(start, { maxStates: 3_000_000, maxMs: 120_000 });
      if (r.status !== 'solved') continue;
      won++;
      const p: Position = { cols: start.tableau.map((c) => [...c]), cells: [...start.cells], home: [0, 0, 0, 0] };
      for (const [k, m] of r.moves.entries()) {
        const from = place(m.from);
        const to = place(m.to);
        const free = p.cells.flatMap((c, i) => (c === null ? [i] : []));
        let refusal = m.n - 1 > free.length ? `a run of ${m.n} with ${free.length} free cells` : null;
        for (let j = 0; j < m.n - 1 && !refusal; j++) refusal = single(p, from, { kind: 'cell', i: free[j] as number });
        refusal ??= single(p, from, to);
        for (let j = m.n - 2; j >= 0 && !refusal; j--) refusal = single(p, { kind: 'cell', i: free[j] as number }, to);
        expect(refusal, `deal ${n}, move ${k + 1}`).toBeNull();
      }
      expect(p.home, `deal ${n}`).toEqual([13, 13, 13, 13]);
    }
    expect(won).toBeGreaterThan(30);
  });
});
