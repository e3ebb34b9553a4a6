import { readFileSync } from 'node:fs';
import { applyMove, checkMove, type GameId, parseMove, type State } from '../../../src/engine/index';
import { describeMoveProblem } from '../../../src/platform/refusal-words';
import { deal } from '../../engine/helpers/board';

/** A recorded line's moves (test/solver/fixtures, moves as the notation writes them, one space apart). */
export function recordedLine(file: string): string[] {
  return readFileSync(new URL(`../fixtures/${file}`, import.meta.url), 'utf8')
    .trim()
    .split(' ');
}

/**
 * Plays a recorded line from the deal through the engine alone, each move parsed and checked
 * legal; returns the position it ends in. Throws at the first move the engine refuses.
 */
export function replayRecordedLine(game: GameId, dealNumber: number, line: readonly string[]): State {
  let s = deal(game, dealNumber);
  line.forEach((text, i) => {
    const parsed = parseMove(s, text);
    if (!parsed.ok) throw new Error(`move ${i + 1} (${text}): ${describeMoveProblem(parsed.problem)}`);
    const verdict = checkMove(s, parsed.move);
    if (!verdict.ok) throw new Error(`move ${i + 1} (${text}) refused`);
    s = applyMove(s, parsed.move);
  });
  return s;
}
