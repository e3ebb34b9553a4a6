import { describe, expect, it } from 'vitest';
import { type Rules, readPosition, type State, writePosition } from '../../src/engine/index';
import { solve } from '../../src/engine/solver/index';
import { homeCount } from '../../src/engine/solver/move-gen';
import { PackedState } from '../../src/engine/solver/packed';
import { randomEndgame, smallFreeCell } from './helpers/endgames';
import { winnable } from './helpers/exhaustive';

// The one-deck safe auto-move (isSafeHome in move-gen.ts) sends a card home when each card that
// could be built on it is home, or goes home next and is itself needed by no card. Forcing it must
// never turn a won position into a lost one. Random endgames of a small FreeCell (four columns, so
// that a plain exhaustive search is quick and lost positions are common) where a card could go
// home while one of its children is not home but goes home next are solved twice: by the solver,
// which forces the rule, and by an exhaustive search over the engine's legal moves with no
// auto-moves. The outcomes must agree.

/** Could an exposed card go home while one of its children is not home but goes home next? */
function ruleMatters(state: State): boolean {
  const p = new PackedState(state);
  const exposed: number[] = [];
  for (let i = 0; i < p.nCols; i++) if (p.top(i) >= 0) exposed.push(p.top(i));
  for (let i = 0; i < p.nCells; i++) if ((p.cells[i] as number) >= 0) exposed.push(p.cells[i] as number);
  const goesHomeNext = (c: number): boolean => p.foundationFor(c) >= 0;
  return exposed.some((c) => {
    if (!goesHomeNext(c)) return false;
    for (let k = 0; k < 4; k++) {
      const child = p.t.safeChildren[c * 4 + k] as number;
      if (child >= 0 && homeCount(p, child) === 0 && goesHomeNext(child)) return true;
    }
    return false;
  });
}

function agreeOn(
  rules: Rules,
  count: number,
  low: number,
  spread: number,
  filled: number,
): { won: number; lost: number } {
  let won = 0;
  let lost = 0;
  for (let seed = 1; won + lost < count && seed < 50 * count; seed++) {
    const state = randomEndgame(rules, seed, low, spread, filled);
    if (!ruleMatters(state)) continue;
    const truth = winnable(state, new Map());
    const r = solve(state, { maxMs: 60_000, maxStates: 2_000_000 });
    expect(r.status, `seed ${seed}\n${writePosition(state)}`).toBe(truth ? 'solved' : 'unsolvable');
    if (truth) won++;
    else lost++;
  }
  return { won, lost };
}

describe('one-deck safe auto-move', () => {
  it('agrees with an exhaustive search on random endgames where it could fire', () => {
    // Both outcomes must be well represented for the comparison to mean anything.
    const a = agreeOn(smallFreeCell(2), 150, 4, 5, 2);
    expect(a.won + a.lost).toBe(150);
    expect(a.lost).toBeGreaterThan(20);
    const b = agreeOn(smallFreeCell(1), 150, 3, 6, 1);
    expect(b.won + b.lost).toBe(150);
    expect(b.won).toBeGreaterThan(40);
    expect(b.lost).toBeGreaterThan(40);
  }, 120_000);

  // Found by the test above against a rule that skipped the check on the child's own children:
  // sending a card home because its child goes home next loses this won position.
  it('wins a position that needs a child card left in play for its own children', () => {
    const text = [
      'Foundations: H-8 C-6 D-7 S-8',
      'Freecells: 9S KS',
      ': JD TC QC QH',
      ': 9C TD JS TH KH',
      ': KD JC 8C JH QS',
      ': 9H 7C KC 9D TS QD 8D',
    ].join('\n');
    const p = readPosition(smallFreeCell(2), `${text}\n`);
    if (!p.ok) throw new Error(p.error);
    expect(winnable(p.state, new Map())).toBe(true);
    expect(solve(p.state, { maxMs: 60_000 }).status).toBe('solved');
  });
});
