import type { State } from '../../state';
import type { SolveBudget, SolveResult } from '../solve';
import { KlondikeBestFirst } from './best-first';
import { deadlocked } from './deadlock';
import { layoutFor, pack } from './layout';
import { lineMoves } from './line';
import { KlondikeSearch } from './search';

// Klondike's solve with every card known: the "thoughtful" game (family.md: fair for choosing
// winnable deals and for win rates, never for a player's hints). Same budget and result as the
// other games' solve; run in slices so that a worker can cancel it between them.

export const THOUGHTFUL = 'thoughtful: every face-down card known';

/**
 * The searches in turn, each with a share of the budget (positions, and time up to the sum of the
 * shares so far): where the draw is three or passes are counted, the search of every move in the
 * looser game of draw one and unlimited passes (`loosened`: a loss there is a loss here); a
 * depth-first search among the moves wins usually need (many deals fall to its first line), a
 * greedy best-first one among the same moves, and then the search of every move, with the rest of
 * the budget, whose running dry is the proof of a lost deal. `settles`: the verdict of a search
 * that ends the solve; any other ends only that search (the last one's every verdict ends it).
 * The shares pass 1 where the looser game runs: where it and the best-first search both spend
 * theirs, the last search has none left (docs/solver-tuning.md).
 */
type Phase = KlondikeSearch | KlondikeBestFirst;
interface PhasePlan {
  readonly share: number;
  readonly settles: 'solved' | 'unsolvable';
  /** The search, or null where it has nothing to add. */
  readonly make: (s: State) => Phase | null;
}
const PHASES: readonly PhasePlan[] = [
  // First: where the game is lost with draw one it is lost in few positions; where won, the
  // looser game is won in few more, mostly (docs/solver-tuning.md).
  {
    share: 0.35,
    settles: 'unsolvable',
    make: (s) => {
      const loose = loosened(s);
      return loose ? new KlondikeSearch(loose, 'full') : null;
    },
  },
  { share: 0.05, settles: 'solved', make: (s) => new KlondikeSearch(s, 'quick') },
  // The most: it finds the most wins, and on deals proven lost it runs dry early (docs/solver-tuning.md).
  { share: 0.7, settles: 'solved', make: (s) => new KlondikeBestFirst(s, 'quick') },
  { share: 1, settles: 'unsolvable', make: (s) => new KlondikeSearch(s, 'full') },
];

/**
 * The position under draw one and unlimited passes, or null where it is played so already. There
 * every talon card can be played at any time, in the same order of the talon, so each line of the
 * game is a line of the looser one (the same moves, the talon's cards reached by other draws and
 * turns), and a position lost there is lost here (docs/solver-tuning.md, Klondike, "The looser game").
 */
export function loosened(state: State): State | null {
  const stock = state.rules.stock;
  if (!stock || (stock.draw === 1 && stock.passes === 'unlimited')) return null;
  return { ...state, rules: { ...state.rules, stock: { draw: 1, passes: 'unlimited' } } };
}

export class KlondikeSolveRun {
  private search: Phase;
  private phase = 0;
  private readonly maxStates: number;
  private readonly maxMs: number;
  private readonly clock: () => number;
  private elapsed = 0;
  /** Positions of the searches already over. */
  private spentStates = 0;
  /** The shares of the searches started so far, this one's included: its time runs out there. */
  private sharesSoFar = 0;
  private result: SolveResult | null = null;

  constructor(
    private readonly state: State,
    budget: SolveBudget,
    defaults: { readonly maxStates: number; readonly maxMs: number },
  ) {
    this.maxStates = budget.maxStates ?? defaults.maxStates;
    this.maxMs = budget.maxMs ?? defaults.maxMs;
    this.clock = budget.clock ?? Date.now;
    // A deal with a deadlock is lost: the other searches would only spend the budget on it.
    const L = layoutFor(state);
    this.search = this.start(deadlocked(L, pack(L, state)) ? PHASES.length - 1 : 0);
  }

  /** Starts search `k` of PHASES, or the first after it that has something to add. */
  private start(k: number): Phase {
    for (let i = k; ; i++) {
      const plan = PHASES[i] as PhasePlan;
      const search = plan.make(this.state);
      if (search) {
        this.phase = i;
        // A search skipped (the looser game, where the game is played so already) gives its time
        // to none: the next searches keep the limits they have without it.
        this.sharesSoFar += plan.share;
        return search;
      }
    }
  }

  step(sliceMs: number): SolveResult | null {
    if (this.result) return this.result;
    const started = this.clock();
    for (;;) {
      const last = this.phase === PHASES.length - 1;
      const plan = PHASES[this.phase] as PhasePlan;
      const left = this.maxStates - this.spentStates;
      const cap = last ? left : Math.max(1, Math.min(left, Math.floor(this.maxStates * plan.share)));
      const status = this.search.step(cap);
      const now = this.clock();
      const spent = this.elapsed + (now - started);
      const until = Math.min(1, this.sharesSoFar);
      if (!last && status !== plan.settles && (status !== null || spent >= this.maxMs * until)) {
        // This search is over without the verdict it can give: the next one starts.
        this.search.giveUp();
        this.spentStates += this.search.states;
        this.search = this.start(this.phase + 1);
        continue;
      }
      if (status) return this.finish(now - started);
      if (spent >= this.maxMs) {
        this.search.giveUp();
        return this.finish(now - started);
      }
      if (now - started >= sliceMs) {
        this.elapsed += now - started;
        return null;
      }
    }
  }

  cancel(): SolveResult {
    if (this.result) return this.result;
    this.search.giveUp();
    return this.finish(0);
  }

  private finish(lastSlice: number): SolveResult {
    const status = this.search.status ?? 'unknown';
    const states = this.spentStates + this.search.states;
    const line = this.search.line;
    const moves = status === 'solved' && line ? lineMoves(this.search.L, this.state, line) : [];
    this.result = { status, moves, states, ms: this.elapsed + lastSlice };
    return this.result;
  }
}
