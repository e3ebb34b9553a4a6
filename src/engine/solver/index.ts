// The solver's public surface: pure TypeScript like the rest of the engine.
export {
  bestGuess,
  HINT_BUDGET,
  type Hint,
  hint,
  hintFrom,
  lastWinnableStep,
  lostMessage,
  sessionHint,
  stillWinnable,
  type UndoPoint,
  undoPointBy,
  type Winnable,
  walkBack,
} from './hint';
export { THOUGHTFUL } from './klondike/solve';
export type { SearchStatus } from './search';
export {
  DEFAULT_MAX_MS,
  DEFAULT_MAX_STATES,
  type SolveBudget,
  type SolveResult,
  SolveRun,
  solve,
  verifyLine,
} from './solve';
export { isSolvedDeal, nextWinnableDeal, WINNABLE_DEAL_BUDGET, WINNABLE_DEAL_TRIES } from './winnable-deals';
