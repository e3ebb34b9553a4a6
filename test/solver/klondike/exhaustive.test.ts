import { describe, expect, it } from 'vitest';
import {
  applyMove,
  checkMove,
  isWon,
  legalMoves,
  type Rules,
  readPosition,
  type State,
  writePosition,
} from '../../../src/engine';
import { solve } from '../../../src/engine/solver';
import { deadlocked } from '../../../src/engine/solver/klondike/deadlock';
import type { MovePlan } from '../../../src/engine/solver/klondike/generate';
import { layoutFor, pack } from '../../../src/engine/solver/klondike/layout';
import { KlondikeSearch } from '../../../src/engine/solver/klondike/search';
import { loosened } from '../../../src/engine/solver/klondike/solve';
import { deal, rules } from '../../engine/helpers/board';
import { mulberry32 } from '../helpers/exhaustive';

// The Klondike solver's proofs held to a plain search: on random small endgames (a few cards out,
// some face down, a short talon, then a few random moves so that runs are built and cards sit on
// one another), a position the solver calls lost is lost by the engine's legal moves alone, and
// one it wins replays to a win. Each pruning rule of docs/solver-tuning.md would fail here if it
// dropped the only way out of some position.

const RANKS = 'A23456789TJQK';
/** A minute or so each on a busy machine: plain searches of thousands of positions. */
const SLOW = 300_000;
const SUITS = ['H', 'C', 'D', 'S'];

function endgame(r: Rules, seed: number, low = 6, moves = 12): State {
  const rnd = mulberry32(seed);
  const below = (n: number): number => Math.floor(rnd() * n);
  const cards: string[] = [];
  const piles: string[] = [];
  for (const suit of SUITS) {
    const h = low + below(5);
    piles.push(`${suit}-${RANKS[h - 1]}`);
    for (let k = h; k < 13; k++) cards.push(`${RANKS[k]}${suit}`);
  }
  for (let i = cards.length - 1; i > 0; i--) {
    const j = below(i + 1);
    [cards[i], cards[j]] = [cards[j] as string, cards[i] as string];
  }
  const talon = cards.splice(0, Math.min(cards.length, below(4)));
  const waste = talon.splice(0, below(Math.min(3, talon.length + 1)));
  const columns: string[][] = Array.from({ length: 7 }, () => []);
  for (const c of cards) (columns[below(7)] as string[]).push(c);
  const text = [
    `Foundations: ${piles.join(' ')}`,
    `Stock: ${talon.join(' ')}`,
    `Waste: ${waste.join(' ')}`,
    ...columns.map((col) => {
      if (col.length === 0) return ':';
      const down = col.length - 1 - below(2);
      const hidden = col.slice(0, down);
      return `: ${hidden.length ? `[${hidden.join(' ')}] ` : ''}${col.slice(down).join(' ')}`;
    }),
  ].join('\n');
  const p = readPosition(r, `${text}\n`);
  if (!p.ok) throw new Error(`${p.error}\n${text}`);
  // A few random legal moves, so that the position holds built runs and cards back from home.
  let s = p.state;
  for (let k = below(moves); k > 0; k--) {
    const moves = legalMoves(s);
    if (moves.length === 0) break;
    s = applyMove(s, moves[below(moves.length)] as (typeof moves)[number]);
  }
  return s;
}

/**
 * Can a won position be reached by the engine's legal moves (nothing pruned but repeats)? Null
 * past 5,000 positions. An explicit stack: lines run long. Of the endgames decided within 20,000,
 * all but a handful take under 5,000 (most under 200), while each of the half that is not cost
 * the whole budget: at 20,000 those were 97% of this file's time.
 */
function reachesWin(start: State): boolean | null {
  const seen = new Set([writePosition(start)]);
  const stack = [start];
  for (let s = stack.pop(); s; s = stack.pop()) {
    if (isWon(s)) return true;
    // Foundation moves last on the stack, so tried first: wins come quickly.
    const moves = legalMoves(s).sort((a, b) => Number(a.to.kind === 'foundation') - Number(b.to.kind === 'foundation'));
    for (const m of moves) {
      const next = applyMove(s, m);
      const key = writePosition(next);
      if (seen.has(key)) continue;
      if (seen.size >= 5_000) return null;
      seen.add(key);
      stack.push(next);
    }
  }
  return false;
}

describe('the Klondike solver against a plain exhaustive search', () => {
  // One-way foundations only: where cards may come back, a plain search of a few cards out
  // wanders through every card off its foundation and cannot finish.
  it.each([
    [['one-way-foundations']],
    [['one-way-foundations', 'draw-3']],
    [['one-way-foundations', 'limited-passes']],
  ])(
    'agrees on random endgames (options %j)',
    (options) => {
      const r = rules('klondike', options);
      const counts = { solved: 0, unsolvable: 0 };
      for (let seed = 1; seed <= 200; seed++) {
        const s = endgame(r, seed * 7919 + options.length);
        if (isWon(s)) continue;
        const truth = reachesWin(s);
        if (truth === null) continue;
        const res = solve(s, { maxStates: 200_000, maxMs: 60_000 });
        expect(res.status, `seed ${seed}`).not.toBe('unknown');
        expect(res.status === 'solved', `seed ${seed}: the solver says ${res.status}`).toBe(truth);
        if (res.status === 'solved') {
          let t = s;
          for (const m of res.moves) {
            expect(checkMove(t, m).ok).toBe(true);
            t = applyMove(t, m);
          }
          expect(isWon(t)).toBe(true);
        }
        counts[res.status === 'solved' ? 'solved' : 'unsolvable']++;
      }
      // Both answers are common, so the comparison tests something either way.
      expect(counts.solved).toBeGreaterThan(50);
      expect(counts.unsolvable).toBeGreaterThan(5);
    },
    SLOW,
  );
});

/** The full search's verdict, or the plain one's (without rules 6 and 7), run to the end or to `cap` positions. */
function verdict(state: State, plan: MovePlan, cap: number): string {
  const search = new KlondikeSearch(state, plan);
  for (;;) {
    const status = search.step(cap);
    if (status) return status;
  }
}

/** Random endgames of seeds 1..n (4 to 8 cards on each foundation) whose plain verdict is known, with it. */
function* decidedEndgames(
  options: string[],
  n: number,
  step: number,
): Generator<{ seed: number; s: State; plain: string }> {
  const r = rules('klondike', options);
  for (let seed = 1; seed <= n; seed++) {
    const s = endgame(r, seed * step + options.length, 4);
    const plain = verdict(s, 'plain', 150_000);
    if (plain !== 'unknown') yield { seed, s, plain };
  }
}

describe('the Klondike solver with rules 6 and 7 against the search without them', () => {
  // Where cards may come back the plain search cannot finish; the search without the new rules can.
  it.each([[[]], [['draw-3']], [['limited-passes']]])(
    'agrees on random endgames (options %j)',
    (options) => {
      const counts = { solved: 0, unsolvable: 0 };
      for (const { seed, s, plain } of decidedEndgames(options, 60, 104_729)) {
        expect(verdict(s, 'full', 150_000), `seed ${seed}`).toBe(plain);
        counts[plain === 'solved' ? 'solved' : 'unsolvable']++;
      }
      expect(counts.solved).toBeGreaterThan(10);
      expect(counts.unsolvable).toBeGreaterThan(5);
    },
    SLOW,
  );

  it(
    'finds deals 7 and 18 lost either way',
    () => {
      for (const n of [7, 18]) {
        const s = deal('klondike', n);
        expect(verdict(s, 'full', 2_000_000), `deal ${n}`).toBe('unsolvable');
        expect(verdict(s, 'plain', 2_000_000), `deal ${n}`).toBe('unsolvable');
      }
    },
    SLOW,
  );
});

describe('a deadlock found by the full search is a proof', () => {
  // deadlock.ts: cards that can never move. The plain search (which never looks for one) must
  // find no win wherever the full search stops at a deadlock.
  it.each([[[]], [['draw-3']], [['one-way-foundations']]])(
    'the plain search wins no deadlocked endgame (options %j)',
    (options) => {
      const r = rules('klondike', options);
      let lost = 0;
      for (let seed = 1; seed <= 400; seed++) {
        const s = endgame(r, seed * 15_485_863 + options.length, 2);
        const L = layoutFor(s);
        if (!deadlocked(L, pack(L, s))) continue;
        expect(verdict(s, 'full', 10), `seed ${seed}`).toBe('unsolvable');
        const plain = verdict(s, 'plain', 100_000);
        expect(plain, `seed ${seed}`).not.toBe('solved');
        if (plain === 'unsolvable') lost++;
      }
      expect(lost).toBeGreaterThan(10);
    },
    SLOW,
  );
});

describe('a deadlock of cards held on their supports is a proof', () => {
  // deadlock.ts holds cards lying on face-up cards too (a card carried in a run, held where it
  // lies). Longer random play builds such runs; with one-way foundations the engine's plain search
  // finishes, and must find no win in any position the test calls deadlocked.
  it.each([[['one-way-foundations']], [['one-way-foundations', 'draw-3']]])(
    'the engine finds no win in a deadlocked endgame after longer play (options %j)',
    (options) => {
      const r = rules('klondike', options);
      let lost = 0;
      for (let seed = 1; seed <= 300; seed++) {
        const s = endgame(r, seed * 2_654_435 + options.length, 5, 40);
        const L = layoutFor(s);
        if (!deadlocked(L, pack(L, s))) continue;
        const truth = reachesWin(s);
        expect(truth, `seed ${seed}`).not.toBe(true);
        if (truth === false) lost++;
      }
      expect(lost).toBeGreaterThan(20);
    },
    SLOW,
  );
});

describe('the looser game of draw one and unlimited passes bounds the others', () => {
  // solve.ts loosened: each line of a game with draw three or counted passes is a line of the
  // looser game, so a position won here is won there, and a loss there proves one here.
  it.each([[['draw-3']], [['limited-passes']], [['draw-3', 'limited-passes']]])(
    'wins every random endgame the game itself wins (options %j)',
    (options) => {
      const counts = { won: 0, lostBoth: 0 };
      for (const { seed, s, plain: game } of decidedEndgames(options, 80, 7_368_787)) {
        const loose = loosened(s);
        if (!loose) throw new Error('these games are not played by draw one with unlimited passes');
        const looser = verdict(loose, 'full', 150_000);
        if (game === 'solved') {
          expect(looser, `seed ${seed}`).toBe('solved');
          counts.won++;
        } else if (looser === 'unsolvable') counts.lostBoth++;
      }
      expect(counts.won).toBeGreaterThan(10);
      expect(counts.lostBoth).toBeGreaterThan(3);
    },
    SLOW,
  );

  it('leaves draw one with unlimited passes as it is', () => {
    expect(loosened(deal('klondike', 1))).toBeNull();
    expect(loosened(deal('klondike', 1, ['draw-3']))?.rules.stock).toEqual({ draw: 1, passes: 'unlimited' });
  });

  it(
    'proves draw three deals 3 and 24 lost, as they are with draw one',
    () => {
      for (const n of [3, 24]) {
        const r = solve(deal('klondike', n, ['draw-3']), { maxStates: 400_000, maxMs: 120_000 });
        expect(r.status, `deal ${n}`).toBe('unsolvable');
      }
    },
    SLOW,
  );
});
