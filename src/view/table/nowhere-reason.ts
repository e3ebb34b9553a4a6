import {
  type Card,
  checkLift,
  type Language,
  type Pile,
  type Rank,
  type Refusal,
  rankOf,
  type State,
  wouldTake,
} from '../../engine';
import { capitalised, cardName, explain, rankName, translate } from '../../platform';
import { refusalFor } from './refusal-for';

// The words for a tapped card that could not move (and for one sent home where it had a choice).
// When the cards themselves are the trouble (face down, not a run, too many at once) the engine's
// refusal says it best; otherwise the card
// simply has nowhere to go, and the player learns what would take it: the cards it builds on
// (the engine's wouldTake): the cards it builds on, an empty column if the game lets it fill one, a free cell.

const ABOUT_THE_CARDS: readonly Refusal['code'][] = ['face-down', 'not-a-run', 'one-card-at-a-time', 'over-capacity'];

/** "a, b or c" in the language (a single item alone). */
function orList(items: readonly string[], lang: Language): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${translate(lang, 'table.or')} ${items.at(-1)}`;
}

/**
 * The cards' names, in order, a rank of which all four suits are listed said once ("a 6 of any
 * suit": Penta's columns and foundations ask no suit).
 */
function cardNames(cards: readonly Card[], lang: Language): string[] {
  const suitsOf = new Map<Rank, number>();
  for (const c of cards) suitsOf.set(rankOf(c), (suitsOf.get(rankOf(c)) ?? 0) + 1);
  const names: string[] = [];
  const said = new Set<Rank>();
  for (const c of cards) {
    const rank = rankOf(c);
    if ((suitsOf.get(rank) ?? 0) < 4) names.push(cardName(c, lang));
    else if (!said.has(rank)) {
      said.add(rank);
      names.push(translate(lang, 'table.anyRank', { rank: rankName(rank, lang) }));
    }
  }
  return names;
}

/** "The 9 of clubs has nowhere to go: it needs …", or null when nothing at all could take it. */
export function nowhereToGo(state: State, card: Card, n: number, lang: Language): string | null {
  const takes = wouldTake(state, card, n);
  const needs: string[] = [];
  if (takes.parents.length > 0) needs.push(cardNames(takes.parents, lang).join(` ${translate(lang, 'table.or')} `));
  if (takes.home.length > 0) {
    const cards = cardNames(takes.home, lang).join(` ${translate(lang, 'table.or')} `);
    needs.push(translate(lang, 'table.needs.home', { cards }));
  }
  if (takes.space) needs.push(translate(lang, 'table.needs.space'));
  if (takes.cell) needs.push(translate(lang, 'table.needs.cell'));
  if (needs.length === 0) return null;
  const params = { card: cardName(card, lang), needs: orList(needs, lang) };
  const text =
    n === 1
      ? translate(lang, 'table.nowhere.one', params)
      : n === 2
        ? translate(lang, 'table.nowhere.pair', params)
        : translate(lang, 'table.nowhere.run', { ...params, above: n - 1 });
  return capitalised(text);
}

/** Why the `n` cards from `from` (the lowest of them `card`) could not move, in words; null for none. */
export function tapReason(state: State, from: Pile, n: number, card: Card, lang: Language): string | null {
  const top = n === 1 ? card : undefined;
  const refusal = refusalFor(state, from, n, top);
  if (refusal && ABOUT_THE_CARDS.includes(refusal.code)) return explain(refusal, lang);
  const nowhere = checkLift(state, from, n).ok ? nowhereToGo(state, card, n, lang) : null;
  return nowhere ?? (refusal ? explain(refusal, lang) : null);
}

/**
 * The words for a tapped card sent home where another group's foundation would have taken it too
 * (a 5 in Penta): which way its pile builds, and that another tap sends it the other way.
 */
export function homeChoiceWords(
  card: Card,
  choice: { readonly chosen: 'up' | 'down'; readonly other: 'up' | 'down' },
  lang: Language,
): string {
  const way = (d: 'up' | 'down') => translate(lang, d === 'up' ? 'table.home.up' : 'table.home.down');
  const text = translate(lang, 'table.home.choice', {
    card: cardName(card, lang),
    chosen: way(choice.chosen),
    other: way(choice.other),
  });
  return capitalised(text);
}
