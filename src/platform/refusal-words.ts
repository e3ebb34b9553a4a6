import {
  type BuildRule,
  type Card,
  card,
  GAME_OPTIONS,
  type MoveProblem,
  type OptionError,
  type Rank,
  type Refusal,
  rankOf,
  suitOf,
} from '../engine';
import { isMessageKey, type Language, translate, translateAny } from './i18n';

// The engine says why a move was refused as a code with its values (reasons.ts); these turn it
// into a sentence of the message tables, in English or German: a capital first, a full stop last,
// counts in the plural form the number takes.

const RANKS: Readonly<Record<Language, readonly string[]>> = {
  en: ['ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'jack', 'queen', 'king'],
  de: ['Ass', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Bube', 'Dame', 'König'],
};
const SUITS: Readonly<Record<Language, readonly string[]>> = {
  en: ['clubs', 'diamonds', 'hearts', 'spades'],
  de: ['Kreuz', 'Karo', 'Herz', 'Pik'],
};

/** "the 6 of spades" / "Pik 6". */
export function cardName(c: Card, lang: Language = 'en'): string {
  return translate(lang, 'words.card', {
    rank: RANKS[lang][rankOf(c) - 1] ?? '',
    suit: SUITS[lang][suitOf(c)] ?? '',
  });
}

/** "a 6", "an ace", "an 8" / "eine 6", "ein Ass". */
export function rankName(r: Rank, lang: Language): string {
  return translate(lang, `words.rank.${r}` as 'words.rank.1');
}

/** The first letter in capitals ("the 6 of spades" starts a sentence as "The 6 of spades"). */
export const capitalised = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

const suitWord = (build: BuildRule, lang: Language): string => translate(lang, `words.suit.${build.suit}`);

/** "down in alternating colours" / "absteigend, wechselnde Farben". */
function runWords(build: BuildRule, lang: Language): string {
  return translate(lang, 'words.run', {
    order: translate(lang, `words.order.${build.direction}`),
    suit: suitWord(build, lang),
  });
}

/** The refusal in words a player can read. */
export function explain(r: Refusal, lang: Language = 'en'): string {
  const name = (c: Card) => cardName(c, lang);
  switch (r.code) {
    case 'not-enough-cards':
      return translate(lang, 'refusal.not-enough-cards', { n: r.n });
    case 'not-a-run':
      return translate(lang, 'refusal.not-a-run', { n: r.n, run: runWords(r.build, lang) });
    case 'over-capacity': {
      // A game without cells (Busy Aces) moves runs by its spaces alone: no word of free cells.
      const why = translate(
        lang,
        r.runs !== 'capacity'
          ? 'refusal.capacity.cells'
          : r.cells === 0
            ? 'refusal.capacity.spaces'
            : 'refusal.capacity.capacity',
      );
      return translate(lang, 'refusal.over-capacity', { max: r.max, n: r.n, why });
    }
    case 'cell-taken':
      return translate(lang, 'refusal.cell-taken', { held: name(r.held) });
    case 'foundation-needs-rank':
      return translate(lang, 'refusal.foundation-next-rank', { rank: rankName(r.rank, lang) });
    case 'foundation-ambiguous':
      return translate(lang, 'refusal.foundation-ambiguous', {
        card: capitalised(name(r.card)),
        piles: r.piles.map((i) => `f${i + 1}`).join(lang === 'de' ? ' oder ' : ' or '),
      });
    case 'foundation-needs':
      return r.suit === null
        ? translate(lang, 'refusal.foundation-start', { card: capitalised(name(r.card)), rank: rankName(r.rank, lang) })
        : translate(lang, 'refusal.foundation-next', { card: name(card(r.rank, r.suit)) });
    case 'space-top-rank-only':
      return r.rank === 13
        ? translate(lang, 'refusal.space-king')
        : translate(lang, 'refusal.space-rank', { rank: rankName(r.rank, lang) });
    case 'does-not-build': {
      const who = { card: capitalised(name(r.card)), onto: name(r.onto) };
      if ('suit' in r.why) return translate(lang, 'refusal.build-suit', { ...who, suit: suitWord(r.build, lang) });
      if (r.why.rank === null) return translate(lang, 'refusal.build-end', who);
      const rank = rankName(r.why.rank, lang);
      return translate(lang, 'refusal.build-rank', { ...who, rank, run: runWords(r.build, lang) });
    }
    case 'stock-draw-count':
      return translate(lang, 'refusal.stock-draw-count', { draw: r.draw });
    case 'no-passes-left':
      return translate(lang, 'refusal.no-passes-left', { passes: r.passes });
    default:
      // The refusals with no values: their code is their message's name.
      return translate(lang, `refusal.${r.code}`);
  }
}

/** A move given as text that could not be read or played, in words ("\"3a\": One card per cell: …"). */
export function describeMoveProblem(p: MoveProblem, lang: Language = 'en'): string {
  switch (p.code) {
    case 'not-a-move':
      return translate(lang, 'move.not-a-move', { text: p.text });
    case 'unknown-pile':
      return translate(lang, 'move.unknown-pile', { text: p.text });
    case 'refused':
      return translate(lang, 'move.refused', { text: p.text, reason: explain(p.refusal, lang) });
  }
}

/** An option the game does not have, with the ones it has, in the player's words. */
export function describeOptionError(e: OptionError, lang: Language = 'en'): string {
  const name = (key: string, fallback: string) => (isMessageKey(key) ? translateAny(lang, key, {}) : fallback);
  const quoted = (s: string) => (lang === 'de' ? `„${s}“` : `"${s}"`);
  const known = GAME_OPTIONS[e.game].map((o) => quoted(name(`option.${e.game}.${o.id}`, o.name)));
  const game = name(`game.${e.game}`, e.game);
  return known.length === 0
    ? translate(lang, 'problem.noOptions', { game, option: e.option })
    : translate(lang, 'problem.unknownOption', { game, option: e.option, known: known.join(', ') });
}
