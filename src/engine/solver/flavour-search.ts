import type { SearchLimits, SearchStatus } from './search';

// What the schedule (solve.ts) asks of a flavour's best-first search: best-first.ts's BestFirst,
// or for the open one-deck games the open core (open-core/search.ts, Plan.openCore).

export interface FlavourSearch {
  /** Positions expanded so far: what the budget counts. */
  readonly states: number;
  readonly status: SearchStatus | null;
  /** The packed moves of the win (packed.ts), safe auto-moves included. */
  readonly winningLine: readonly number[];
  /** It leaves out the moves generateMoves' pruning leaves out: its running dry proves nothing. */
  readonly prune: boolean;
  /** A pruned search's queue emptied: it ended unknown, and only a search of every move can say more. */
  readonly ranDry: boolean;
  /** After an 'unknown' for a spent budget: the search may go on with a bigger one. */
  resume(): void;
  /** Ends the search for good and lets its memory go; its outcome, states and line stay readable. */
  release(): void;
  giveUp(): SearchStatus;
  /** Up to `expansions` positions expanded: the outcome once there is one, else null. */
  step(expansions: number, limits: SearchLimits): SearchStatus | null;
}
