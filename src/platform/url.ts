import {
  GAME_IDS,
  type GameId,
  isDealNumber,
  isGameId,
  type Language,
  MAX_DEAL,
  readPosition,
  rulesFor,
} from '../engine';
import { isLanguage, LANGUAGES, type MessageKey, translateAny } from './i18n';
import { isOrigin } from './portal-origin';
import { describeOptionError } from './refusal-words';

// The page's URL parameters: ?game=&deal=&renderer=&lang=&options=&position=&mute=&parentOrigin=. Each is checked on
// its own; a bad one is reported in words and left out, so a mistyped link still opens the game.
// Unknown parameters are ignored silently: portals and trackers add their own.

export const RENDERERS = ['auto', 'webgl', 'canvas'] as const;
export type Renderer = (typeof RENDERERS)[number];

export interface UrlParams {
  readonly game?: GameId;
  readonly deal?: number;
  readonly renderer?: Renderer;
  readonly lang?: Language;
  /** Option ids, checked against the game (see GAME_OPTIONS). */
  readonly options?: readonly string[];
  /** Board text (see readPosition), checked against the game's rules. */
  readonly position?: string;
  /** The portal wants the game silent from the start (`mute=1`); an unmute command lifts it. */
  readonly mute?: boolean;
  /** The embedding page's origin: its commands are obeyed, and events are addressed to it alone. */
  readonly parentOrigin?: string;
}

export interface UrlProblem {
  readonly param: string;
  /** What to show the player, in the language asked for (or the current one). */
  readonly text: string;
}

export interface ParsedUrl {
  readonly params: UrlParams;
  readonly problems: readonly UrlProblem[];
  /** The problems' texts, for a notice. */
  readonly errors: readonly string[];
}

const PARAMS = ['game', 'deal', 'renderer', 'lang', 'options', 'position', 'mute', 'parentOrigin'] as const;

const YES = ['1', 'true', 'yes', 'on'];
const NO = ['0', 'false', 'no', 'off'];
type ParamName = (typeof PARAMS)[number];

const list = (xs: readonly string[]): string => xs.join(', ');

/** "de", "DE" or "de-AT" all mean German. */
function languageOf(value: string): Language | null {
  const base = value.toLowerCase().split(/[-_]/)[0] ?? '';
  return isLanguage(base) ? base : null;
}

/** The longest a value of the link is echoed in a problem's text, in characters. */
export const ECHO_MAX = 40;

/**
 * A link's values as its problems echo them: cut to ECHO_MAX characters (the engine's detail of
 * what it could not read, which may quote the value, to three times that), so that a long or
 * hostile value cannot fill the notice, the screen or a screen reader.
 */
function shortened(values: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(values)) {
    // The known values are ours, whole.
    const max = k === 'known' ? Number.POSITIVE_INFINITY : k === 'detail' ? 3 * ECHO_MAX : ECHO_MAX;
    out[k] = v.length > max ? `${v.slice(0, max - 1)}…` : v;
  }
  return out;
}

/**
 * A query string's values by name, as a link pasted by hand arrives: a stray space or line break
 * around a name or a value (a link wrapped in an e-mail, a plus a form made of a space) and an
 * ampersand written for a web page (`&amp;deal=`) are not the player's meaning. Left as they
 * were, the deal was refused, or its name not known and the link opened a deal nobody asked for.
 * A position keeps its value whole (its lines are its rows).
 */
function pastedParams(search: string): Map<string, string[]> {
  const params = new Map<string, string[]>();
  for (const [key, value] of new URLSearchParams(search)) {
    const name = key.trim().replace(/^amp;/, '');
    const values = params.get(name) ?? [];
    values.push(name === 'position' ? value : value.trim());
    params.set(name, values);
  }
  return params;
}

/** Reads a query string (with or without the leading "?"); `language` is for the problem texts. */
export function parseUrlParams(search: string, language?: Language): ParsedUrl {
  const query = pastedParams(search);
  const raw: Partial<Record<ParamName, string>> = {};
  const found: { param: string; key: MessageKey; values: Record<string, string> }[] = [];
  const report = (param: string, key: MessageKey, values: Record<string, string> = {}) =>
    found.push({ param, key, values: { name: param, ...shortened(values) } });

  for (const name of PARAMS) {
    const all = query.get(name) ?? [];
    if (all.length > 1) report(name, 'url.duplicate');
    if (all[0] !== undefined) raw[name] = all[0];
  }

  const params: { -readonly [K in keyof UrlParams]: UrlParams[K] } = {};
  if (raw.lang !== undefined) {
    const lang = languageOf(raw.lang);
    if (lang) params.lang = lang;
    else report('lang', 'url.badLanguage', { value: raw.lang, known: list(LANGUAGES) });
  }
  if (raw.renderer !== undefined) {
    const r = raw.renderer.toLowerCase();
    if ((RENDERERS as readonly string[]).includes(r)) params.renderer = r as Renderer;
    else report('renderer', 'url.badRenderer', { value: raw.renderer, known: list(RENDERERS) });
  }
  if (raw.game !== undefined) {
    const g = raw.game.toLowerCase();
    if (isGameId(g)) params.game = g;
    else report('game', 'url.unknownGame', { value: raw.game, known: list(GAME_IDS) });
  }
  if (raw.deal !== undefined) {
    const n = Number(raw.deal);
    if (/^\d+$/.test(raw.deal) && isDealNumber(n)) params.deal = n;
    else report('deal', 'url.badDeal', { value: raw.deal, max: String(MAX_DEAL) });
  }
  if (raw.options !== undefined) {
    const ids = raw.options
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '');
    if (!params.game) {
      if (ids.length > 0) report('options', 'url.needsGame');
    } else {
      const checked = rulesFor(params.game, ids);
      if (checked.ok) params.options = checked.rules.options;
      else {
        // The language is read above: the detail is in the one the problems are said in.
        const detail = describeOptionError(checked, language ?? params.lang ?? 'en');
        report('options', 'url.badOptions', { value: raw.options, detail });
      }
    }
  }
  if (raw.position !== undefined) {
    // A position without a game is read as FreeCell, the game the table opens by default.
    const rules = rulesFor(params.game ?? 'freecell', params.options ?? []);
    const read = rules.ok ? readPosition(rules.rules, raw.position) : rules;
    if (read.ok) params.position = raw.position;
    else report('position', 'url.badPosition', { detail: read.error });
  }
  if (raw.mute !== undefined) {
    const m = raw.mute.toLowerCase();
    if (YES.includes(m) || m === '') params.mute = true;
    else if (NO.includes(m)) params.mute = false;
    else report('mute', 'url.badMute', { value: raw.mute });
  }
  if (raw.parentOrigin !== undefined) {
    if (isOrigin(raw.parentOrigin)) params.parentOrigin = raw.parentOrigin;
    else report('parentOrigin', 'url.badOrigin', { value: raw.parentOrigin });
  }
  if (params.position !== undefined && params.deal !== undefined) {
    delete params.deal;
    report('deal', 'url.dealAndPosition');
  }

  const lang = language ?? params.lang ?? 'en';
  const problems = found.map(({ param, key, values }) => ({
    param,
    // The keys take different placeholders; every value they might need is in `values`.
    text: translateAny(lang, key, values),
  }));
  return { params, problems, errors: problems.map((p) => p.text) };
}

/** What to open at start (the table scene's data), or null to show the menu. */
export function tableRequest(
  params: UrlParams,
): { game: GameId; deal?: number; options?: readonly string[]; position?: string } | null {
  if (params.game === undefined && params.deal === undefined && params.position === undefined) return null;
  return {
    game: params.game ?? 'freecell',
    ...(params.deal !== undefined ? { deal: params.deal } : {}),
    ...(params.options !== undefined ? { options: params.options } : {}),
    ...(params.position !== undefined ? { position: params.position } : {}),
  };
}
