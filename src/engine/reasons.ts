import { type Card, card, type Rank, rankOf, type Suit, suitOf } from './cards';
import type { BuildRule, RunRule } from './games';

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
  | { readonly code: 'foundation-one-card' }
  | { readonly code: 'foundation-full' }
  | { readonly code: 'foundation-needs'; readonly card: Card; readonly rank: Rank; readonly suit: Suit | null }
  | { readonly code: 'space-kings-only'; readonly card: Card }
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

/** "the 6 of spades" / "Pik 6". */
export function cardName(c: Card, lang: Language = 'en'): string {
  return lang === 'en'
    ? `the ${RANK_EN[rankOf(c) - 1]} of ${SUIT_EN[suitOf(c)]}`
    : `${SUIT_DE[suitOf(c)]} ${RANK_DE[rankOf(c) - 1]}`;
}

function rankName(r: Rank, lang: Language): string {
  const name = (lang === 'en' ? RANK_EN : RANK_DE)[r - 1] as string;
  if (lang === 'de') return name;
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

/** The refusal in words a player can read, in English or German. */
export function explain(r: Refusal, lang: Language = 'en'): string {
  const en = lang === 'en';
  const name = (c: Card) => cardName(c, lang);
  switch (r.code) {
    case 'no-such-pile':
      return en ? 'there is no such pile in this game' : 'diesen Stapel gibt es in diesem Spiel nicht';
    case 'no-card':
      return en ? 'there is no card there to move' : 'dort liegt keine Karte';
    case 'same-pile':
      return en ? 'the card is already there' : 'die Karte liegt schon dort';
    case 'face-down':
      return en ? 'that card is face down' : 'diese Karte liegt verdeckt';
    case 'not-enough-cards':
      return en ? `there are not ${r.n} cards to move there` : `dort liegen keine ${r.n} Karten`;
    case 'one-card-from-here':
      return en ? 'only one card at a time leaves a cell or the waste' : 'aus Reserve und Abwurf geht nur eine Karte';
    case 'one-card-at-a-time':
      return en ? 'only one card moves at a time in this game' : 'in diesem Spiel bewegst du nur eine Karte auf einmal';
    case 'not-a-run':
      return en
        ? `those ${r.n} cards are not a run (${order(r.build, lang)} in ${suitWord(r.build, lang)})`
        : `diese ${r.n} Karten sind keine Folge (${order(r.build, lang)}, ${suitWord(r.build, lang)})`;
    case 'over-capacity':
      return en
        ? `you can move ${r.max} card${r.max === 1 ? '' : 's'} at once here, not ${r.n}: ${
            r.runs === 'capacity' ? 'free cells add one each, empty columns double it' : 'one more than the free cells'
          }`
        : `hier kannst du ${r.max} Karte${r.max === 1 ? '' : 'n'} auf einmal bewegen, nicht ${r.n}`;
    case 'cell-one-card':
      return en ? 'a cell holds exactly one card' : 'ein Reserveplatz nimmt genau eine Karte auf';
    case 'cell-taken':
      return en
        ? `one card per cell: that cell holds ${name(r.held)}`
        : `eine Karte pro Platz: dort liegt schon ${name(r.held)}`;
    case 'foundation-one-way':
      return en ? 'foundations are one-way: cards do not come back down' : 'Karten auf den Zielstapeln bleiben liegen';
    case 'foundation-one-card':
      return en ? 'cards go to a foundation one at a time' : 'auf die Zielstapel kommt nur eine Karte auf einmal';
    case 'foundation-full':
      return en ? 'that foundation is complete' : 'dieser Zielstapel ist vollständig';
    case 'foundation-needs': {
      if (r.suit === null) {
        return en
          ? `${name(r.card)} cannot start a foundation: ${rankName(r.rank, lang)} starts one`
          : `${name(r.card)} eröffnet keinen Zielstapel: das tut ${rankName(r.rank, lang)}`;
      }
      const needed = cardName(card(r.rank, r.suit), lang);
      return en ? `that foundation needs ${needed} next` : `auf diesen Zielstapel gehört als Nächstes ${needed}`;
    }
    case 'space-kings-only':
      return en ? 'only a king may fill a space' : 'nur ein König darf in eine leere Spalte';
    case 'space-none':
      return en ? 'an empty column cannot be filled in this game' : 'eine leere Spalte darf nicht gefüllt werden';
    case 'does-not-build': {
      const head = en
        ? `${name(r.card)} does not build on ${name(r.onto)}`
        : `${name(r.card)} passt nicht auf ${name(r.onto)}`;
      if ('suit' in r.why) return `${head}: ${suitWord(r.build, lang)}${en ? ' needed' : ' nötig'}`;
      if (r.why.rank === null) return en ? `${head}: nothing builds on it` : `${head}: darauf passt nichts`;
      return en
        ? `${head}: it takes ${rankName(r.why.rank, lang)} (${order(r.build, lang)} in ${suitWord(r.build, lang)})`
        : `${head}: darauf gehört ${rankName(r.why.rank, lang)} (${order(r.build, lang)}, ${suitWord(r.build, lang)})`;
    }
    case 'stock-to-waste-only':
      return en ? 'the stock deals only to the waste' : 'der Talon gibt nur auf den Abwurf';
    case 'stock-empty':
      return en ? 'the stock is empty and no passes are left' : 'der Talon ist leer und es gibt keinen Durchgang mehr';
    case 'stock-empty-turn-waste':
      return en ? 'the stock is empty: turn the waste over first' : 'der Talon ist leer: dreh erst den Abwurf um';
    case 'stock-draw-count':
      return en ? `the stock deals ${r.draw} at a time` : `der Talon gibt ${r.draw} auf einmal`;
    case 'waste-from-stock-only':
      return en ? 'only the stock deals to the waste' : 'auf den Abwurf kommen nur Karten vom Talon';
    case 'not-to-stock':
      return en ? 'cards do not go back to the stock' : 'Karten gehen nicht zurück auf den Talon';
    case 'redeal-stock-not-empty':
      return en
        ? 'the waste turns over only when the stock is empty'
        : 'der Abwurf wird erst umgedreht, wenn der Talon leer ist';
    case 'redeal-whole-waste':
      return en ? 'the whole waste turns over at once' : 'der ganze Abwurf wird auf einmal umgedreht';
    case 'no-passes-left':
      return en
        ? `only ${r.passes} passes through the stock are allowed`
        : `nur ${r.passes} Durchgänge durch den Talon sind erlaubt`;
  }
}
