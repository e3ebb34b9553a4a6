import { type GameId, readPosition, rulesFor, type State } from '../../../src/engine/index';

/** A position of `game` read from board text (README's format); throws on text that does not read. */
export function positionOf(game: GameId, text: string): State {
  const r = rulesFor(game);
  if (!r.ok) throw new Error(r.error);
  const p = readPosition(r.rules, text);
  if (!p.ok) throw new Error(p.error);
  return p.state;
}
