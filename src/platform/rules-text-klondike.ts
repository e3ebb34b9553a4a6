import type { GameText } from './rules-text';

// Klondike's rules for a player, from family.md's Klondike section (the engine's games.ts says
// the same in data), in English and German. Kept apart from the other games' texts.

export const KLONDIKE_EN: GameText = {
  name: 'Klondike',
  summary: 'The classic: seven columns, most cards face down, a stock to draw from; build down in alternating colours.',
  sections: [
    { heading: 'Goal', paragraphs: ['Move all 52 cards onto the four foundations, one per suit, from ace to king.'] },
    {
      heading: 'Layout',
      paragraphs: [
        'One deck. Seven columns of 1, 2, 3 … 7 cards: only the last card of each is face up, 21 lie face down. The other 24 cards form the stock.',
      ],
    },
    {
      heading: 'Moves',
      paragraphs: [
        'You move face-up cards of a column, the top card of the waste, or the top card of a foundation:',
        '• Onto a column: one rank lower in the other colour (red on black, black on red). A face-up run built that way moves as a unit, all of it or its lower part.',
        '• Into an empty column: only a king, or a run headed by a king.',
        '• Onto a foundation: the ace of a suit, then the 2 of that suit, and so on up to the king.',
        '• Back from a foundation onto a column where it builds (unless the one-way option is on).',
        'A face-down card that becomes the last of its column turns face up by itself.',
      ],
    },
    {
      heading: 'The stock',
      paragraphs: [
        'Tap the stock to turn one card onto the waste (three with the draw-three option: only the top one is playable). When the stock is empty, turn the waste over to go through it again, as often as you like; with limited passes, once in all (three times with draw three).',
      ],
    },
    {
      heading: 'Won or lost',
      paragraphs: ['You win when all 52 cards are on the foundations, and lose when no move helps any more.'],
    },
    {
      heading: 'Tips',
      paragraphs: [
        '• Turning up face-down cards matters most: free the longest columns first.',
        '• Keep an empty column for a king that frees something.',
      ],
    },
  ],
};

export const KLONDIKE_DE: GameText = {
  name: 'Klondike',
  summary:
    'Der Klassiker: sieben Spalten, die meisten Karten verdeckt, ein Talon zum Ziehen; absteigend in wechselnden Farben.',
  sections: [
    {
      heading: 'Ziel',
      paragraphs: ['Bring alle 52 Karten auf die vier Zielstapel, einen pro Farbe, vom Ass bis zum König.'],
    },
    {
      heading: 'Auslage',
      paragraphs: [
        'Ein Blatt. Sieben Spalten mit 1, 2, 3 … 7 Karten: Nur die letzte Karte jeder Spalte liegt offen, 21 liegen verdeckt. Die übrigen 24 Karten bilden den Talon.',
      ],
    },
    {
      heading: 'Züge',
      paragraphs: [
        'Du bewegst offene Karten einer Spalte, die oberste Karte des Abwurfs oder die oberste Karte eines Zielstapels:',
        '• An eine Spalte: einen Rang niedriger in der anderen Farbe (Rot auf Schwarz, Schwarz auf Rot). Eine so gebaute offene Folge verschiebst du auf einmal, ganz oder ihren unteren Teil.',
        '• In eine leere Spalte: nur ein König oder eine Folge, die mit einem König beginnt.',
        '• Auf einen Zielstapel: das Ass einer Farbe, dann die 2 dieser Farbe und so weiter bis zum König.',
        '• Von einem Zielstapel zurück an eine Spalte, an die die Karte passt (außer mit der Einbahn-Option).',
        'Wird eine verdeckte Karte die letzte ihrer Spalte, dreht sie sich von selbst um.',
      ],
    },
    {
      heading: 'Der Talon',
      paragraphs: [
        'Tipp auf den Talon, um eine Karte auf den Abwurf zu legen (mit der Option „drei ziehen“ drei: Nur die oberste ist spielbar). Ist der Talon leer, drehst du den Abwurf um und gehst ihn noch einmal durch, so oft du willst; mit begrenzten Durchgängen gehst du nur einmal durch den Talon (mit drei ziehen dreimal).',
      ],
    },
    {
      heading: 'Gewonnen oder verloren',
      paragraphs: [
        'Du gewinnst, wenn alle 52 Karten auf den Zielstapeln liegen, und verlierst, wenn kein Zug mehr hilft.',
      ],
    },
    {
      heading: 'Tipps',
      paragraphs: [
        '• Am wichtigsten ist, verdeckte Karten aufzudecken: Befreie zuerst die längsten Spalten.',
        '• Halte eine leere Spalte für einen König frei, der etwas freilegt.',
      ],
    },
  ],
};
