import { dealPosition } from '../deal';
import type { Rules } from '../games';
import { MAX_DEAL } from '../random';
import { type SolveBudget, solve } from './solve';

// "Winnable deals": an option that only deals positions the solver has solved. It does not change
// how deals are made; it skips the deal numbers the solver could not win, so the number shown to
// the player is the real deal number and reproduces the same deal with the option off.

export const WINNABLE_DEAL_BUDGET: SolveBudget = { maxStates: 500_000, maxMs: 2_000 };
/** How many deal numbers a search for a winnable deal tries before it gives up. */
export const WINNABLE_DEAL_TRIES = 50;

/** Is this deal won by the solver within the budget? */
export function isSolvedDeal(rules: Rules, deal: number, budget: SolveBudget = WINNABLE_DEAL_BUDGET): boolean {
  const d = dealPosition(rules, deal);
  return d.ok && solve(d.state, budget).status === 'solved';
}

/**
 * The first deal number from `deal` on (wrapping past the last) that the solver wins, trying at
 * most `tries` numbers; null when none of them was won.
 */
export function nextWinnableDeal(
  rules: Rules,
  deal: number,
  budget: SolveBudget = WINNABLE_DEAL_BUDGET,
  tries = WINNABLE_DEAL_TRIES,
): number | null {
  let n = deal;
  for (let i = 0; i < tries; i++) {
    if (isSolvedDeal(rules, n, budget)) return n;
    n = n >= MAX_DEAL ? 1 : n + 1;
  }
  return null;
}
