import { type Card, card, type Rank, rankOf, type Suit, suitOf } from './cards';
import type { BuildRule, RunRule } from './games';
import { plural } from './plurals';

/** Why a move was refused, as data; `explain` turns it into words for the player. */
export type Refusal =
  | { readonly code: 'no-such-pile' }
  | { readonly code: 'no-card' }
  | { readonly code: 'same-pile' }
  | { readonly code: 'face-down' }
  | { readonly code: 'not-enough-cards'; readonly n: number }
  | { readonly code: 'one-card-from-here' }
  | { readonly code: 'one-card-at-a-time' }
  | { readonly code: 'not-a-run'; readonly n: number; readonly build: BuildRule }
  | { readonly code: 'over-capacity'; readonly n: number; readonly max: number; readonly runs: RunRule }
  | { readonly code: 'cell-one-card' }
  | { readonly code: 'cell-taken'; readonly held: Card }
  | { readonly code: 'foundation-one-way' }
  | { readonly code: 'foundation-back-to-column' }
  | { readonly code: 'foundation-back-one-card' }
  | { readonly code: 'foundation-one-card' }
  | { readonly code: 'foundation-full' }
  | { readonly code: 'foundation-needs'; readonly card: Card; readonly rank: Rank; readonly suit: Suit | null }
  | { readonly code: 'space-top-rank-only'; readonly card: Card; readonly rank: Rank }
  | { readonly code: 'space-none' }
  | {
      readonly code: 'does-not-build';
      readonly card: Card;
      readonly onto: Card;
      readonly why: { readonly rank: Rank | null } | { readonly suit: 'same-suit' | 'alternate-colour' };
      readonly build: BuildRule;
    }
  | { readonly code: 'stock-to-waste-only' }
  | { readonly code: 'stock-empty' }
  | { readonly code: 'stock-empty-turn-waste' }
  | { readonly code: 'stock-draw-count'; readonly draw: number }
  | { readonly code: 'waste-from-stock-only' }
  | { readonly code: 'not-to-stock' }
  | { readonly code: 'redeal-stock-not-empty' }
  | { readonly code: 'redeal-whole-waste' }
  | { readonly code: 'no-passes-left'; readonly passes: number };

export type Language = 'en' | 'de';

const RANK_EN = ['ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'jack', 'queen', 'king'];
const SUIT_EN = ['clubs', 'diamonds', 'hearts', 'spades'];
const RANK_DE = ['Ass', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Bube', 'Dame', 'König'];
const SUIT_DE = ['Kreuz', 'Karo', 'Herz', 'Pik'];
/** A German rank's article: "ein Ass", "eine 6", "ein Bube", "eine Dame", "ein König". */
const articleDe = (r: Rank): string => (r === 1 || r === 11 || r === 13 ? 'ein' : 'eine');

/** "the 6 of spades" / "Pik 6". */
export function cardName(c: Card, lang: Language = 'en'): string {
  return lang === 'en'
    ? `the ${RANK_EN[rankOf(c) - 1]} of ${SUIT_EN[suitOf(c)]}`
    : `${SUIT_DE[suitOf(c)]} ${RANK_DE[rankOf(c) - 1]}`;
}

/** The first letter in capitals, the rest as it is ("the 6 of spades" starts a sentence as "The 6 of spades"). */
const capitalised = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** "a 6", "an ace", "an 8" / "eine 6", "ein Ass". */
function rankName(r: Rank, lang: Language): string {
  if (lang === 'de') return `${articleDe(r)} ${RANK_DE[r - 1]}`;
  const name = RANK_EN[r - 1] as string;
  return /^[a8]/.test(name) ? `an ${name}` : `a ${name}`;
}

function suitWord(build: BuildRule, lang: Language): string {
  if (build.suit === 'same-suit') return lang === 'en' ? 'same suit' : 'gleiche Farbe';
  if (build.suit === 'alternate-colour') return lang === 'en' ? 'alternating colours' : 'wechselnde Farben';
  return lang === 'en' ? 'any suit' : 'beliebige Farbe';
}

function order(build: BuildRule, lang: Language): string {
  return build.direction === 'down' ? (lang === 'en' ? 'down' : 'absteigend') : lang === 'en' ? 'up' : 'aufsteigend';
}

/**
 * The refusal in words a player can read, in English or German: a sentence, starting with a
 * capital and ending with a full stop. Counts take the plural form the language gives them.
 */
export function explain(r: Refusal, lang: Language = 'en'): string {
  const en = lang === 'en';
  const name = (c: Card) => cardName(c, lang);
  switch (r.code) {
    case 'no-such-pile':
      return en ? 'There is no such pile in this game.' : 'Diesen Stapel gibt es in diesem Spiel nicht.';
    case 'no-card':
      return en ? 'There is no card there to move.' : 'Dort liegt keine Karte.';
    case 'same-pile':
      return en ? 'The card is already there.' : 'Die Karte liegt schon dort.';
    case 'face-down':
      return en ? 'That card is face down.' : 'Diese Karte liegt verdeckt.';
    case 'not-enough-cards':
      return en
        ? plural('en', r.n, {
            one: `There is not ${r.n} card to move there.`,
            other: `There are not ${r.n} cards to move there.`,
          })
        : plural('de', r.n, { one: `Dort liegt nicht ${r.n} Karte.`, other: `Dort liegen keine ${r.n} Karten.` });
    case 'one-card-from-here':
      return en
        ? 'Only one card at a time leaves a cell or the waste.'
        : 'Aus einer Zelle oder vom Abwurf geht nur eine Karte auf einmal.';
    case 'one-card-at-a-time':
      return en
        ? 'Only one card moves at a time in this game.'
        : 'In diesem Spiel bewegst du nur eine Karte auf einmal.';
    case 'not-a-run': {
      const run = en
        ? `(${order(r.build, lang)} in ${suitWord(r.build, lang)})`
        : `(${order(r.build, lang)}, ${suitWord(r.build, lang)})`;
      return en
        ? plural('en', r.n, {
            one: `That ${r.n} card is not a run ${run}.`,
            other: `Those ${r.n} cards are not a run ${run}.`,
          })
        : plural('de', r.n, {
            one: `Diese ${r.n} Karte ist keine Folge ${run}.`,
            other: `Diese ${r.n} Karten sind keine Folge ${run}.`,
          });
    }
    case 'over-capacity': {
      if (en) {
        const why =
          r.runs === 'capacity' ? 'free cells add one each, empty columns double it' : 'one more than the free cells';
        return plural('en', r.max, {
          one: `You can move ${r.max} card at once here, not ${r.n}: ${why}.`,
          other: `You can move ${r.max} cards at once here, not ${r.n}: ${why}.`,
        });
      }
      const why =
        r.runs === 'capacity'
          ? 'Jede freie Zelle zählt eine dazu, jede leere Spalte verdoppelt'
          : 'eine mehr als freie Zellen';
      return plural('de', r.max, {
        one: `Hier kannst du ${r.max} Karte auf einmal bewegen, nicht ${r.n}: ${why}.`,
        other: `Hier kannst du ${r.max} Karten auf einmal bewegen, nicht ${r.n}: ${why}.`,
      });
    }
    case 'cell-one-card':
      return en ? 'A cell holds exactly one card.' : 'Eine Zelle nimmt genau eine Karte auf.';
    case 'cell-taken':
      return en
        ? `One card per cell: that cell holds ${name(r.held)}.`
        : `Eine Karte pro Zelle: Dort liegt schon ${name(r.held)}.`;
    case 'foundation-one-way':
      return en
        ? 'Foundations are one-way: cards do not come back down.'
        : 'Karten auf den Zielstapeln bleiben liegen.';
    case 'foundation-back-to-column':
      return en
        ? 'A card comes back from a foundation only to a column.'
        : 'Vom Zielstapel geht eine Karte nur zurück in eine Spalte.';
    case 'foundation-back-one-card':
      return en
        ? 'Cards come back from a foundation one at a time.'
        : 'Vom Zielstapel kommt nur eine Karte auf einmal zurück.';
    case 'foundation-one-card':
      return en ? 'Cards go to a foundation one at a time.' : 'Auf die Zielstapel kommt nur eine Karte auf einmal.';
    case 'foundation-full':
      return en ? 'That foundation is complete.' : 'Dieser Zielstapel ist vollständig.';
    case 'foundation-needs': {
      if (r.suit === null) {
        return en
          ? `${capitalised(name(r.card))} cannot start a foundation: ${rankName(r.rank, lang)} starts one.`
          : `${name(r.card)} eröffnet keinen Zielstapel: Das tut ${rankName(r.rank, lang)}.`;
      }
      const needed = cardName(card(r.rank, r.suit), lang);
      return en ? `That foundation needs ${needed} next.` : `Auf diesen Zielstapel gehört als Nächstes ${needed}.`;
    }
    case 'space-top-rank-only':
      return r.rank === 13
        ? en
          ? 'Only a king may go into an empty column.'
          : 'Nur ein König darf in eine leere Spalte.'
        : en
          ? `Only ${rankName(r.rank, lang)} may go into an empty column.`
          : `Nur ${rankName(r.rank, lang)} darf in eine leere Spalte.`;
    case 'space-none':
      return en
        ? 'An empty column cannot be filled in this game.'
        : 'In diesem Spiel darf keine Karte in eine leere Spalte.';
    case 'does-not-build': {
      const head = en
        ? `${capitalised(name(r.card))} does not build on ${name(r.onto)}`
        : `${name(r.card)} passt nicht auf ${name(r.onto)}`;
      if ('suit' in r.why) return `${head}: ${suitWord(r.build, lang)}${en ? ' needed' : ' nötig'}.`;
      if (r.why.rank === null) return en ? `${head}: nothing builds on it.` : `${head}: Darauf passt nichts.`;
      return en
        ? `${head}: it takes ${rankName(r.why.rank, lang)} (${order(r.build, lang)} in ${suitWord(r.build, lang)}).`
        : `${head}: Darauf gehört ${rankName(r.why.rank, lang)} (${order(r.build, lang)}, ${suitWord(r.build, lang)}).`;
    }
    case 'stock-to-waste-only':
      return en ? 'The stock deals only to the waste.' : 'Der Talon gibt nur auf den Abwurf.';
    case 'stock-empty':
      return en
        ? 'The stock is empty and no passes are left.'
        : 'Der Talon ist leer und es gibt keinen Durchgang mehr.';
    case 'stock-empty-turn-waste':
      return en ? 'The stock is empty: turn the waste over first.' : 'Der Talon ist leer: Dreh erst den Abwurf um.';
    case 'stock-draw-count':
      return en
        ? plural('en', r.draw, {
            one: `The stock deals ${r.draw} card at a time.`,
            other: `The stock deals ${r.draw} cards at a time.`,
          })
        : plural('de', r.draw, {
            one: `Der Talon gibt ${r.draw} Karte auf einmal.`,
            other: `Der Talon gibt ${r.draw} Karten auf einmal.`,
          });
    case 'waste-from-stock-only':
      return en ? 'Only the stock deals to the waste.' : 'Auf den Abwurf kommen nur Karten vom Talon.';
    case 'not-to-stock':
      return en ? 'Cards do not go back to the stock.' : 'Karten gehen nicht zurück auf den Talon.';
    case 'redeal-stock-not-empty':
      return en
        ? 'The waste turns over only when the stock is empty.'
        : 'Der Abwurf wird erst umgedreht, wenn der Talon leer ist.';
    case 'redeal-whole-waste':
      return en ? 'The whole waste turns over at once.' : 'Der ganze Abwurf wird auf einmal umgedreht.';
    case 'no-passes-left':
      return en
        ? plural('en', r.passes, {
            one: `Only ${r.passes} pass through the stock is allowed.`,
            other: `Only ${r.passes} passes through the stock are allowed.`,
          })
        : plural('de', r.passes, {
            one: `Nur ${r.passes} Durchgang durch den Talon ist erlaubt.`,
            other: `Nur ${r.passes} Durchgänge durch den Talon sind erlaubt.`,
          });
  }
}
