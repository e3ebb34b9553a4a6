import { applyMove, checkMove, type Move } from '../moves';
import { isWon, type State } from '../state';
import { BestFirst } from './best-first';
import { toEngineMove } from './packed';
import { Search, type SearchStatus } from './search';

/** What a solve may spend: distinct positions and wall-clock time. */
export interface SolveBudget {
  /** Distinct positions before giving up (this bounds memory). Default 2,000,000. */
  readonly maxStates?: number;
  /** Milliseconds before giving up. Default 10,000. */
  readonly maxMs?: number;
}

export interface SolveResult {
  /** solved: `moves` wins; unsolvable: the whole move set was searched (a proof); unknown: budget spent. */
  readonly status: SearchStatus;
  /** Every move of the win from the given position, auto-moves included; empty unless solved. */
  readonly moves: readonly Move[];
  /** Distinct positions examined. */
  readonly states: number;
  readonly ms: number;
}

export const DEFAULT_MAX_STATES = 2_000_000;
export const DEFAULT_MAX_MS = 10_000;
/**
 * The best-first phase keeps every queued position, so it stops here and a depth-first search
 * (memory: only the keys of the positions seen) takes over for the long haul and for proofs.
 */
const BEST_FIRST_STATES = 150_000;
/** Positions expanded between clock checks. */
const SLICE = 512;

type Phase = BestFirst | Search;

/**
 * A solve that runs in slices, so that a worker can answer messages (cancel) between them.
 * `solve` below is the same thing run to the end.
 */
export class SolveRun {
  private readonly state: State;
  private readonly maxStates: number;
  private readonly maxMs: number;
  private phase: Phase;
  private elapsed = 0;
  private spentStates = 0;
  private result: SolveResult | null = null;

  constructor(state: State, budget: SolveBudget = {}) {
    this.state = state;
    this.maxStates = budget.maxStates ?? DEFAULT_MAX_STATES;
    this.maxMs = budget.maxMs ?? DEFAULT_MAX_MS;
    this.phase = new BestFirst(state);
  }

  /** Searches for up to `sliceMs`; the result once there is one, else null. */
  step(sliceMs: number): SolveResult | null {
    if (this.result) return this.result;
    const started = Date.now();
    for (;;) {
      const phase = this.phase;
      const firstPhase = phase instanceof BestFirst;
      const cap = firstPhase ? Math.min(this.maxStates, BEST_FIRST_STATES) : this.maxStates;
      const status = phase.step(SLICE, { maxStates: cap });
      const now = Date.now();
      if (status === 'unknown' && firstPhase && cap < this.maxStates) {
        // Hand over to the depth-first search, which starts afresh with the rest of the budget.
        this.spentStates = phase.states;
        this.phase = new Search(this.state);
        continue;
      }
      if (status !== null) return this.finish(now - started);
      if (this.elapsed + (now - started) >= this.maxMs) {
        phase.giveUp();
        return this.finish(now - started);
      }
      if (now - started >= sliceMs) {
        this.elapsed += now - started;
        return null;
      }
    }
  }

  /** Stops the search: the result says unknown unless it had already ended. */
  cancel(): SolveResult {
    if (this.result) return this.result;
    this.phase.giveUp();
    return this.finish(0);
  }

  private finish(lastSlice: number): SolveResult {
    const phase = this.phase;
    const status = phase.status ?? 'unknown';
    const moves = status === 'solved' ? phase.winningLine.map(toEngineMove) : [];
    if (status === 'solved') verifyLine(this.state, moves);
    this.result = { status, moves, states: this.spentStates + phase.states, ms: this.elapsed + lastSlice };
    return this.result;
  }
}

/** Solves a position within a budget. */
export function solve(state: State, budget: SolveBudget = {}): SolveResult {
  const run = new SolveRun(state, budget);
  for (;;) {
    const r = run.step(Number.POSITIVE_INFINITY);
    if (r) return r;
  }
}

/** Throws when a line is not legal move after move or does not end in a win: a solver bug, never a player error. */
export function verifyLine(state: State, moves: readonly Move[]): void {
  let s = state;
  moves.forEach((m, i) => {
    const v = checkMove(s, m);
    if (!v.ok) throw new Error(`solver: move ${i + 1} of its line is illegal (${v.refusal.code})`);
    s = applyMove(s, m);
  });
  if (!isWon(s)) throw new Error('solver: its line does not end in a win');
}
