import { applyMove, legalMoves, type Move, randomBelow, type State, stockUnseen } from '../../src/engine';

// Random Klondike play for the turn-up search's bench (turn-up-speed.ts) and its tests: positions
// as a player meets them, and the stock drawn through until the player has seen it.

/** `start` and the positions after each of up to `steps` random legal moves (`next` picks), ending early where no move is left. */
export function randomGame(start: State, next: () => number, steps: number): State[] {
  const out = [start];
  let at = start;
  for (let i = 0; i < steps; i++) {
    const moves = legalMoves(at);
    // No move left (the passes used up): the game is over (randomBelow wants at least one).
    if (moves.length === 0) break;
    at = applyMove(at, moves[randomBelow(next, moves.length)] as Move);
    out.push(at);
  }
  return out;
}

/** `s` drawn through the stock, the waste turned over as it comes, until the player has seen the stock. */
export function throughTheStock(s: State): State {
  let at = s;
  while (stockUnseen(at)) {
    const turn = legalMoves(at).find((m) => m.from.kind === 'stock' || m.to.kind === 'stock');
    if (!turn) return at;
    at = applyMove(at, turn);
  }
  return at;
}
