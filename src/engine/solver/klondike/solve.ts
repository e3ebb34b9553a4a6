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
 * shares so far): a depth-first search among the moves wins usually need (many deals fall to its
 * first line), a greedy best-first one among the same moves, and then the search of every move,
 * with the rest of the budget, whose running dry is the proof of a lost deal.
 */
type Phase = KlondikeSearch | KlondikeBestFirst;
const PHASES: readonly { readonly share: number; readonly make: (s: State) => Phase }[] = [
  { share: 0.05, make: (s) => new KlondikeSearch(s, 'quick') },
  // The most: it finds the most wins, and on deals proven lost it runs dry early (docs/solver-tuning.md).
  { share: 0.7, make: (s) => new KlondikeBestFirst(s, 'quick') },
  { share: 1, make: (s) => new KlondikeSearch(s, 'full') },
];

export class KlondikeSolveRun {
  private search: Phase;
  private phase = 0;
  private readonly maxStates: number;
  private readonly maxMs: number;
  private elapsed = 0;
  /** Positions of the searches already over. */
  private spentStates = 0;
  private result: SolveResult | null = null;

  constructor(
    private readonly state: State,
    budget: SolveBudget,
    defaults: { readonly maxStates: number; readonly maxMs: number },
  ) {
    this.maxStates = budget.maxStates ?? defaults.maxStates;
    this.maxMs = budget.maxMs ?? defaults.maxMs;
    // A deal with a deadlock is lost: the quick searches would only spend the budget on it.
    const L = layoutFor(state);
    if (deadlocked(L, pack(L, state))) this.phase = PHASES.length - 1;
    this.search = (PHASES[this.phase] as (typeof PHASES)[number]).make(state);
  }

  step(sliceMs: number): SolveResult | null {
    if (this.result) return this.result;
    const started = Date.now();
    for (;;) {
      const last = this.phase === PHASES.length - 1;
      const plan = PHASES[this.phase] as (typeof PHASES)[number];
      const left = this.maxStates - this.spentStates;
      const cap = last ? left : Math.max(1, Math.min(left, Math.floor(this.maxStates * plan.share)));
      const status = this.search.step(cap);
      const now = Date.now();
      const spent = this.elapsed + (now - started);
      const until = PHASES.slice(0, this.phase + 1).reduce((sum, p) => sum + p.share, 0);
      if (!last && status !== 'solved' && (status !== null || spent >= this.maxMs * Math.min(1, until))) {
        // This search is over without a win (its running dry proves nothing): the next one starts.
        this.search.giveUp();
        this.spentStates += this.search.states;
        this.phase++;
        this.search = (PHASES[this.phase] as (typeof PHASES)[number]).make(this.state);
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
