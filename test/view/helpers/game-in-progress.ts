import { currentState, type GameId, legalMoves, newGame, play, rulesFor, type Session } from '../../../src/engine';

/** Deal 1 of a game (FreeCell unless said, with these options) with its first legal move played: a game in progress. */
export function gameInProgress(game: GameId = 'freecell', options: readonly string[] = []): Session {
  const rules = rulesFor(game, options);
  if (!rules.ok) throw new Error(rules.error);
  const dealt = newGame(rules.rules, 1);
  if (!dealt.ok) throw new Error(dealt.error);
  const first = legalMoves(currentState(dealt.session))[0];
  if (!first) throw new Error('no move at the deal');
  const played = play(dealt.session, first);
  if (!played.ok) throw new Error('the first legal move was refused');
  return played.session;
}
