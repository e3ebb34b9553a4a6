import fc from 'fast-check';
import { currentState, type GameId, rulesFor, type State } from '../../../src/engine/index';
import { CoreBoard } from '../../../src/engine/solver/open-core/board';
import { coreTablesFor } from '../../../src/engine/solver/open-core/tables';
import { autoModeArb, dealArb, picksArb, playPick, start } from '../../engine/helpers/random-play';

// What the open core's tests share: a game's rules, a board of a state, random walks.

export function rulesOf(game: GameId): State['rules'] {
  const r = rulesFor(game);
  if (!r.ok) throw new Error(r.error);
  return r.rules;
}

export const boardOf = (s: State): CoreBoard => new CoreBoard(coreTablesFor(s), s);

/** Every state of a random walk: a deal, the table's auto mode, then picks among the legal moves. */
export const walkArb = fc.tuple(dealArb, autoModeArb, picksArb(80));
export function walk(
  rules: State['rules'],
  [deal, mode, picks]: [number, Parameters<typeof start>[2], number[]],
): State[] {
  let s = start(rules, deal, mode);
  const states = [currentState(s)];
  for (const pick of picks) {
    s = playPick(s, pick);
    states.push(currentState(s));
  }
  return states;
}

/** Column i's cards on the board. */
export const boardColumn = (b: CoreBoard, i: number): number[] =>
  Array.from(b.mem.subarray(i * b.stride, i * b.stride + (b.len[i] as number)));
