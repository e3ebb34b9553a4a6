import { type GameId, readPosition, rulesFor, type State } from '../../../src/engine/index';

/** A position of `game` read from board text (README's format); throws on text that does not read. */
export function positionOf(game: GameId, text: string): State {
  const r = rulesFor(game);
  if (!r.ok) throw new Error(r.error);
  const p = readPosition(r.rules, text);
  if (!p.ok) throw new Error(p.error);
  return p.state;
}

/** Every card of two decks but those named, as stock text (bottom first). */
export function restOfTwoDecks(named: readonly string[]): string {
  const left = new Map<string, number>();
  for (const r of 'A23456789TJQK') for (const s of 'CDHS') left.set(`${r}${s}`, 2);
  for (const c of named) left.set(c, (left.get(c) ?? 0) - 1);
  const out: string[] = [];
  for (const [c, n] of left) for (let k = 0; k < n; k++) out.push(c);
  return out.join(' ');
}
