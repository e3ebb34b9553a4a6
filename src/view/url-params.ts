import { GAMES, type GameId, isDealNumber, isGameId, readPosition, rulesFor } from '../engine';
import type { TableSceneData } from './keys';

// Reads ?game=freecell&deal=11982 (and ?position=<board text>, ?options=a,b, ?renderer=canvas|webgl).
// A bad parameter is reported by name and ignored, never fatal.

export type RendererChoice = 'auto' | 'canvas' | 'webgl';

export interface UrlRequest {
  /** What to open, or null to show the menu (or FreeCell when there is no menu). */
  readonly table: TableSceneData | null;
  /** Board text to start from instead of a deal (checked against the game's rules). */
  readonly position: string | null;
  readonly renderer: RendererChoice;
  /** Human-readable problems with the parameters, for an on-screen notice. */
  readonly problems: readonly string[];
}

export function readUrl(search: string): UrlRequest {
  const q = new URLSearchParams(search);
  const problems: string[] = [];
  const r = q.get('renderer');
  let renderer: RendererChoice = 'auto';
  if (r === 'canvas' || r === 'webgl' || r === 'auto') renderer = r;
  else if (r !== null) problems.push(`renderer=${r}`);

  const g = q.get('game');
  let game: GameId | null = null;
  if (g !== null) {
    if (isGameId(g)) game = g;
    else problems.push(`game=${g}`);
  }
  let options: string[] = [];
  const o = q.get('options');
  if (o !== null && game !== null) {
    const list = o.split(',').filter((s) => s !== '');
    const checked = rulesFor(game, list);
    if (checked.ok) options = list;
    else problems.push(`options=${o}`);
  }
  const d = q.get('deal');
  let deal: number | undefined;
  if (d !== null) {
    const n = Number(d);
    if (/^\d+$/.test(d) && isDealNumber(n)) deal = n;
    else problems.push(`deal=${d}`);
  }
  let position: string | null = null;
  const p = q.get('position');
  if (p !== null) {
    const rules = rulesFor(game ?? 'freecell', options);
    const read = rules.ok ? readPosition(rules.rules, p) : null;
    if (read?.ok) position = p;
    else problems.push(`position (${read && !read.ok ? read.error : 'bad game'})`);
  }
  const wanted = game !== null || deal !== undefined || position !== null;
  const table: TableSceneData | null = wanted
    ? { game: game ?? 'freecell', ...(deal !== undefined ? { deal } : {}), options }
    : null;
  return { table, position, renderer, problems };
}

export const gameName = (id: GameId): string => GAMES[id].name;
