import { readFileSync } from 'node:fs';
import { dealPosition, GAME_IDS, isGameId, type Rules, readPosition, rulesFor, type State } from '../src/engine';
import { type ParsedArgs, stringFlag } from './args';

/** The game, its rules and the position named by --game, --options and --deal or --position. */
export interface Loaded {
  readonly rules: Rules;
  readonly state: State;
  readonly deal: number | null;
}

/** Reads the game and the starting position from the options; an error is one line for stderr. */
export function loadFromArgs(
  args: ParsedArgs,
  readStdin: () => string,
): { ok: true; loaded: Loaded } | { ok: false; error: string } {
  const game = stringFlag(args, 'game');
  const games = `one of ${GAME_IDS.join(', ')}`;
  if (game === undefined)
    return {
      ok: false,
      error: `missing --game (${games})`,
    };
  if (!isGameId(game))
    return {
      ok: false,
      error: `unknown game "${game}" (${games})`,
    };
  const options = (stringFlag(args, 'options') ?? '').split(',').filter(Boolean);
  const r = rulesFor(game, options);
  if (!r.ok) return r;
  const dealText = stringFlag(args, 'deal');
  const positionFile = stringFlag(args, 'position');
  if ((dealText === undefined) === (positionFile === undefined)) {
    return { ok: false, error: 'give exactly one of --deal N or --position FILE (or - for standard input)' };
  }
  if (dealText !== undefined) {
    const deal = /^\d+$/.test(dealText) ? Number(dealText) : Number.NaN;
    const d = dealPosition(r.rules, deal);
    if (!d.ok) return { ok: false, error: `bad deal number "${dealText}": ${d.error}` };
    return { ok: true, loaded: { rules: r.rules, state: d.state, deal } };
  }
  let text: string;
  try {
    text = positionFile === '-' ? readStdin() : readFileSync(positionFile as string, 'utf8');
  } catch (e) {
    return { ok: false, error: `cannot read the position "${positionFile}": ${(e as Error).message}` };
  }
  const p = readPosition(r.rules, text);
  if (!p.ok) return { ok: false, error: `unreadable position: ${p.error}` };
  return { ok: true, loaded: { rules: r.rules, state: p.state, deal: null } };
}
