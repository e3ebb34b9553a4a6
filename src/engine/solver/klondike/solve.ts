import type { State } from '../../state';
import type { SolveBudget, SolveResult } from '../solve';
import { lineMoves } from './line';
import { KlondikeSearch } from './search';

// Klondike's solve with every card known: the "thoughtful" game (family.md: fair for choosing
// winnable deals and for win rates, never for a player's hints). Same budget and result as the
// other games' solve; run in slices so that a worker can cancel it between them.

export const THOUGHTFUL = 'thoughtful: every face-down card known';

export class KlondikeSolveRun {
  private readonly search: KlondikeSearch;
  private readonly maxStates: number;
  private readonly maxMs: number;
  private elapsed = 0;
  private result: SolveResult | null = null;

  constructor(
    private readonly state: State,
    budget: SolveBudget,
    defaults: { readonly maxStates: number; readonly maxMs: number },
  ) {
    this.maxStates = budget.maxStates ?? defaults.maxStates;
    this.maxMs = budget.maxMs ?? defaults.maxMs;
    this.search = new KlondikeSearch(state);
  }

  step(sliceMs: number): SolveResult | null {
    if (this.result) return this.result;
    const started = Date.now();
    for (;;) {
      const status = this.search.step(this.maxStates);
      const now = Date.now();
      if (status) return this.finish(now - started);
      if (this.elapsed + (now - started) >= this.maxMs) {
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
    const states = this.search.states;
    const line = this.search.line;
    const moves = status === 'solved' && line ? lineMoves(this.search.L, this.state, line) : [];
    this.result = { status, moves, states, ms: this.elapsed + lastSlice };
    return this.result;
  }
}
