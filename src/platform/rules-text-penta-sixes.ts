import type { GameText, RulesSection } from './rules-text';

// Penta's and Sixes and Sevens' rules for a player, from family.md (the engine's games.ts says the
// same in data), in English and German: the two games of the family with two kinds of foundation. Sixes and Sevens' nine
// places of one card are columns (t1..t9) that build nothing, and are called so.

/** The stock and the end of the game, alike in both: one pass, won with all 104 cards home. */
const ONE_PASS_EN: readonly RulesSection[] = [
  {
    heading: 'Stock',
    paragraphs: ['Tap the stock to turn one card onto the waste. The stock is gone through once: no redeal.'],
  },
  {
    heading: 'Winning',
    paragraphs: [
      'You win when all 104 cards are on the foundations. The game is lost when the stock is used up and no move is left.',
    ],
  },
];

const ONE_PASS_DE: readonly RulesSection[] = [
  {
    heading: 'Talon',
    paragraphs: [
      'Tipp auf den Talon, um eine Karte auf den Abwurf zu legen. Du gehst den Talon einmal durch: kein neuer Durchgang.',
    ],
  },
  {
    heading: 'Gewonnen',
    paragraphs: [
      'Du gewinnst, wenn alle 104 Karten auf den Zielstapeln liegen. Verloren ist das Spiel, wenn der Talon aufgebraucht ist und kein Zug mehr bleibt.',
    ],
  },
];

export const PENTA_EN: GameText = {
  name: 'Penta',
  summary: 'Two decks: foundations up and down from the fives, any suit; left columns build down, right ones up.',
  sections: [
    {
      heading: 'Goal',
      paragraphs: ['Move all 104 cards onto the eight foundations, thirteen on each.'],
    },
    {
      heading: 'Rank order',
      paragraphs: [
        'The ranks run in a circle: after the king comes the ace, before the ace the king. Every foundation starts with a five.',
        '• The four "up" foundations (the first row) count up: 5, 6 … K, A, 2, 3, 4.',
        '• The four "down" foundations count down: 5, 4, 3, 2, A, K, Q … 6.',
        'Suits do not matter, on the foundations or in the columns.',
      ],
    },
    {
      heading: 'Layout',
      paragraphs: [
        'Two decks. Six cards are dealt face up, one to each column: three columns on the left, three on the right. The foundations start empty. The other 98 cards form the stock.',
      ],
    },
    {
      heading: 'Moves',
      paragraphs: [
        'You move one card at a time: the last card of a column or the top card of the waste.',
        '• Onto a foundation: a five onto an empty one, then the next rank its way, any suit. Cards on the foundations stay there.',
        '• Onto a left column: one rank lower, any suit (a king goes on an ace).',
        '• Onto a right column: one rank higher, any suit (an ace goes on a king).',
        '• Into an empty column: any card.',
        'A five fits an empty "up" foundation and an empty "down" one alike, and the choice changes the game: drag the five onto the one you want; a tap puts it on an "up" foundation, and a second tap moves it to a "down" one.',
      ],
    },
    ...ONE_PASS_EN,
    {
      heading: 'Tips',
      paragraphs: [
        '• A left column and a right column hold runs that go opposite ways: put a card where its next rank can follow soon.',
        '• Start a foundation of each kind early: the "up" ones want the sixes next, the "down" ones the fours.',
      ],
    },
  ],
};

export const PENTA_DE: GameText = {
  name: 'Penta',
  summary:
    'Zwei Blätter: Zielstapel auf- und abwärts von den Fünfen, Farbe egal; links abwärts, rechts aufwärts bauen.',
  sections: [
    {
      heading: 'Ziel',
      paragraphs: ['Bring alle 104 Karten auf die acht Zielstapel, dreizehn auf jeden.'],
    },
    {
      heading: 'Rangfolge',
      paragraphs: [
        'Die Ränge laufen im Kreis: Nach dem König kommt das Ass, vor dem Ass der König. Jeder Zielstapel beginnt mit einer Fünf.',
        '• Die vier „aufwärts“-Zielstapel (die erste Reihe) zählen hoch: 5, 6 … K, A, 2, 3, 4.',
        '• Die vier „abwärts“-Zielstapel zählen herunter: 5, 4, 3, 2, A, K, D … 6.',
        'Die Farbe zählt nicht, weder auf den Zielstapeln noch in den Spalten.',
      ],
    },
    {
      heading: 'Auslage',
      paragraphs: [
        'Zwei Blätter. Sechs Karten liegen offen, eine in jeder Spalte: drei Spalten links, drei rechts. Die Zielstapel sind anfangs leer. Die übrigen 98 Karten bilden den Talon.',
      ],
    },
    {
      heading: 'Züge',
      paragraphs: [
        'Du bewegst eine Karte nach der anderen: die letzte Karte einer Spalte oder die oberste des Abwurfs.',
        '• Auf einen Zielstapel: eine Fünf auf einen leeren, dann jeweils der nächste Rang in seiner Richtung, Farbe egal. Karten auf den Zielstapeln bleiben dort.',
        '• An eine linke Spalte: einen Rang niedriger, Farbe egal (ein König auf ein Ass).',
        '• An eine rechte Spalte: einen Rang höher, Farbe egal (ein Ass auf einen König).',
        '• In eine leere Spalte: jede Karte.',
        'Eine Fünf passt auf einen leeren „aufwärts“- wie auf einen leeren „abwärts“-Zielstapel, und die Wahl ändert das Spiel: Zieh die Fünf auf den gewünschten; ein Tipp legt sie auf einen „aufwärts“-Zielstapel, ein zweiter Tipp auf einen „abwärts“-Stapel.',
      ],
    },
    ...ONE_PASS_DE,
    {
      heading: 'Tipps',
      paragraphs: [
        '• Linke und rechte Spalten tragen Folgen in entgegengesetzter Richtung: Leg eine Karte dorthin, wo ihr nächster Rang bald folgen kann.',
        '• Beginne früh einen Zielstapel jeder Art: Die „aufwärts“-Stapel wollen als Nächstes die Sechsen, die „abwärts“-Stapel die Vieren.',
      ],
    },
  ],
};

export const SIXES_AND_SEVENS_EN: GameText = {
  name: 'Sixes and Sevens',
  summary: 'Two decks: the sixes build down to the aces, the sevens up to the kings; nine columns of one card each.',
  sections: [
    {
      heading: 'Goal',
      paragraphs: [
        'Move all 104 cards onto the sixteen foundations: the eight sixes build down in suit to the ace, the eight sevens up in suit to the king.',
      ],
    },
    {
      heading: 'Layout',
      paragraphs: [
        'Two decks. The eight sixes and the eight sevens start the foundations: the sixes in the first row, the sevens in the second. Nine cards are dealt face up, one to each of nine columns. The other 79 cards form the stock.',
      ],
    },
    {
      heading: 'Moves',
      paragraphs: [
        'You move one card at a time: the card of a column or the top card of the waste.',
        "• Onto a six's foundation: one rank lower in the same suit, 5, 4, 3, 2, A.",
        "• Onto a seven's foundation: one rank higher in the same suit, 8, 9, 10, J, Q, K.",
        '• Into an empty column: any card. A column holds one card: nothing builds on it.',
        'Cards on the foundations stay there.',
      ],
    },
    ...ONE_PASS_EN,
    {
      heading: 'Tips',
      paragraphs: [
        '• Nine columns of one card are all the room there is: keep one empty for a card the waste cannot place yet.',
        '• Each suit has two sixes and two sevens: spread the low and the high cards over both.',
      ],
    },
  ],
};

export const SIXES_AND_SEVENS_DE: GameText = {
  name: 'Sixes and Sevens',
  summary:
    'Zwei Blätter: die Sechsen abwärts bis zum Ass, die Siebenen aufwärts bis zum König; neun Spalten für je eine Karte.',
  sections: [
    {
      heading: 'Ziel',
      paragraphs: [
        'Bring alle 104 Karten auf die sechzehn Zielstapel: Auf die acht Sechsen kommen in Farbe die Ränge abwärts bis zum Ass, auf die acht Siebenen aufwärts bis zum König.',
      ],
    },
    {
      heading: 'Auslage',
      paragraphs: [
        'Zwei Blätter. Die acht Sechsen und die acht Siebenen beginnen die Zielstapel: die Sechsen in der ersten Reihe, die Siebenen in der zweiten. Neun Karten liegen offen, eine in jeder von neun Spalten. Die übrigen 79 Karten bilden den Talon.',
      ],
    },
    {
      heading: 'Züge',
      paragraphs: [
        'Du bewegst eine Karte nach der anderen: die Karte einer Spalte oder die oberste des Abwurfs.',
        '• Auf den Zielstapel einer Sechs: einen Rang niedriger in derselben Farbe, 5, 4, 3, 2, A.',
        '• Auf den Zielstapel einer Sieben: einen Rang höher in derselben Farbe, 8, 9, 10, B, D, K.',
        '• In eine leere Spalte: jede Karte. Eine Spalte trägt eine Karte: Darauf wird nicht gebaut.',
        'Karten auf den Zielstapeln bleiben dort.',
      ],
    },
    ...ONE_PASS_DE,
    {
      heading: 'Tipps',
      paragraphs: [
        '• Neun Spalten für je eine Karte sind der ganze Raum: Halte eine frei für eine Karte, die der Abwurf noch nicht loswird.',
        '• Jede Farbe hat zwei Sechsen und zwei Siebenen: Verteile die niedrigen und die hohen Karten auf beide.',
      ],
    },
  ],
};
