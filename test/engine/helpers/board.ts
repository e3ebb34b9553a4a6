import {
  type Card,
  cardText,
  dealPosition,
  type FoundationGroup,
  foundationGroupOf,
  fullDeck,
  type GameId,
  parseCard,
  type Rank,
  type Rules,
  rankFromText,
  rankOf,
  readPosition,
  rulesFor,
  type State,
  suitFromText,
} from '../../../src/engine';
import { buildOf } from '../../../src/engine/rules';

// Hand-built positions for rule tests. readPosition wants every card of the deck(s) exactly once;
// a test should only have to name the cards that matter. So the board text given here may use "*"
// for "some card that does not matter": a "*" in the Freecells line is an occupied cell, a column
// line ": *" is a column of such cards, and "Stock: *" / "Waste: *" likewise. Column lines that
// are missing at the end are added as ": *". Every card the text does not name is spread over the
// "*" places, lowest ranks first, so each filler column ends in its highest card (kings on top,
// aces buried): filler rarely offers a move of its own.

/** The rules of a game, with options; throws on an unknown option (a mistake in the test). */
export function rules(id: GameId, options: readonly string[] = []): Rules {
  const r = rulesFor(id, options);
  if (!r.ok) throw new Error(r.error);
  return r.rules;
}

/** Deal `n` of a game, with options; throws on a bad option or deal number (a mistake in the test). */
export function deal(id: GameId, n: number, options: readonly string[] = []): State {
  const d = dealPosition(rules(id, options), n);
  if (!d.ok) throw new Error(d.error);
  return d.state;
}

/** The ranks of a foundation of `group` from its base up to `top`, in the group's direction. */
function foundationRanks(group: FoundationGroup, top: Rank): Rank[] {
  const out: Rank[] = [];
  let rank = group.base as number;
  const step = group.direction === 'up' ? 1 : -1;
  for (let i = 0; i < (group.length ?? 13); i++) {
    out.push(rank as Rank);
    if (rank === top) return out;
    rank += step;
    if (rank > 13) rank = 1;
    if (rank < 1) rank = 13;
  }
  throw new Error(`no foundation reaches ${top}`);
}

/** The cards the text names (foundation entries stand for every card under their top). */
function namedCards(r: Rules, lines: readonly string[]): Card[] {
  const out: Card[] = [];
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const words = line
      .slice(colon + 1)
      .trim()
      .split(/\s+/)
      .filter(Boolean);
    if (key === 'pass') continue;
    for (const [i, w] of words.entries()) {
      if (key === 'foundations' && foundationGroupOf(r, i).anySuit) {
        // A pile regardless of suit is written as its cards (Penta): "5H,6C", or "-".
        for (const text of w === '-' ? [] : w.split(',')) {
          const c = parseCard(text);
          if (c === null) throw new Error(`bad foundation entry ${w}`);
          out.push(c);
        }
        continue;
      }
      if (key === 'foundations') {
        const [suitText = '', topText = ''] = w.split('-');
        const suit = suitFromText(suitText);
        const top = rankFromText(topText);
        if (suit === null) throw new Error(`bad foundation entry ${w}`);
        if (topText === '0' || top === null) continue;
        for (const rank of foundationRanks(foundationGroupOf(r, i), top)) out.push(((rank - 1) * 4 + suit) as Card);
        continue;
      }
      const c = parseCard(w.replace(/[[\]]/g, ''));
      if (c !== null) out.push(c);
    }
  }
  return out;
}

/** The board text with every "*" replaced by cards the text does not name. */
export function boardText(r: Rules, text: string): string {
  const lines = text
    .trim()
    .split('\n')
    .map((l) => l.trim());
  const columns = lines.filter((l) => l.startsWith(':')).length;
  // The columns not given are fillers, except one-card slots (Sixes and Sevens), which stay empty.
  for (let i = columns; i < r.layout.columns.length; i++) lines.push(buildOf(r, i).direction === 'none' ? ':' : ': *');

  const counts = new Map<number, number>();
  for (const c of fullDeck(r.decks)) counts.set(c, (counts.get(c) ?? 0) + 1);
  for (const c of namedCards(r, lines)) {
    const k = counts.get(c) ?? 0;
    if (k === 0) throw new Error(`the test names ${cardText(c)} too often`);
    counts.set(c, k - 1);
  }
  const rest: Card[] = [];
  for (const c of fullDeck(1)) for (let k = counts.get(c) ?? 0; k > 0; k--) rest.push(c);
  rest.sort((a, b) => rankOf(a) - rankOf(b) || a - b);

  // Cells take one filler card each (from the top ranks down); piles share the rest in turn.
  const cellStars =
    lines
      .filter((l) => /^(freecells|cells):/i.test(l))
      .join(' ')
      .split('*').length - 1;
  const cellCards = rest.splice(rest.length - cellStars, cellStars).reverse();
  const piles = lines.filter((l) => /^(:|stock:|waste:)\s*\*$/i.test(l)).length;
  if (piles === 0 && rest.length > 0) throw new Error(`no "*" place for ${rest.length} unnamed cards`);
  if (rest.length < piles) throw new Error(`only ${rest.length} unnamed cards for ${piles} filler piles`);
  const share: Card[][] = Array.from({ length: piles }, () => []);
  rest.forEach((c, i) => {
    (share[i % piles] as Card[]).push(c);
  });
  let pile = 0;
  return `${lines
    .map((l) => {
      if (/^(freecells|cells):/i.test(l)) return l.replace(/\*/g, () => cardText(cellCards.shift() as Card));
      if (!/^(:|stock:|waste:)\s*\*$/i.test(l)) return l;
      return l.replace('*', (share[pile++] as Card[]).map(cardText).join(' '));
    })
    .join('\n')}\n`;
}

/** A position from board text that names only the cards that matter (see above). Throws if the text is bad. */
export function board(r: Rules, text: string): State {
  const full = boardText(r, text);
  const p = readPosition(r, full);
  if (!p.ok) throw new Error(`${p.error}\n${full}`);
  return p.state;
}
