import type { State } from '../../state';
import type { SolveBudget, SolveResult } from '../solve';
import { KlondikeBestFirst } from './best-first';
import { lineMoves } from './line';
import { KlondikeSearch } from './search';

// Klondike's solve with every card known: the "thoughtful" game (family.md: fair for choosing
// winnable deals and for win rates, never for a player's hints). Same budget and result as the
// other games' solve; run in slices so that a worker can cancel it between them.

export const THOUGHTFUL = 'thoughtful: every face-down card known';

/**
 * Two searches: first one among the moves wins usually need, with a share of the budget; then, if
 * it found no win, one of every move, whose running dry is the proof of a lost deal.
 */
const QUICK_SHARE = 0.25;

export class KlondikeSolveRun {
  private search: KlondikeSearch | KlondikeBestFirst;
  private readonly maxStates: number;
  private readonly maxMs: number;
  private elapsed = 0;
  /** Positions of the quick search, once it is over. */
  private quickStates = 0;
  private result: SolveResult | null = null;

  constructor(
    private readonly state: State,
    budget: SolveBudget,
    defaults: { readonly maxStates: number; readonly maxMs: number },
  ) {
    this.maxStates = budget.maxStates ?? defaults.maxStates;
    this.maxMs = budget.maxMs ?? defaults.maxMs;
    this.search = new KlondikeBestFirst(state, true);
  }

  step(sliceMs: number): SolveResult | null {
    if (this.result) return this.result;
    const started = Date.now();
    for (;;) {
      const quick = this.search.pruned;
      const cap = quick ? Math.max(1, Math.floor(this.maxStates * QUICK_SHARE)) : this.maxStates - this.quickStates;
      const status = this.search.step(cap);
      const now = Date.now();
      const spent = this.elapsed + (now - started);
      if (quick && (status === 'unsolvable' || status === 'unknown' || spent >= this.maxMs * QUICK_SHARE)) {
        // The quick search is over without a win: the full one starts afresh.
        this.search.giveUp();
        this.quickStates = this.search.states;
        this.search = new KlondikeSearch(this.state, false);
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
    const states = this.quickStates + this.search.states;
    const line = this.search.line;
    const moves = status === 'solved' && line ? lineMoves(this.search.L, this.state, line) : [];
    this.result = { status, moves, states, ms: this.elapsed + lastSlice };
    return this.result;
  }
}
