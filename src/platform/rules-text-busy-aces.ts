import type { GameId } from '../engine';
import type { GameText } from './rules-text';

// The Busy Aces family's rules for a player (family.md's table and its "where sources differ"
// notes; the engine's games.ts says the same in data), in English and German. Every one of the
// seven is two decks, one card face up to each column, one pass through the stock, any card into
// an empty column, and foundations that build up in suit from their first rank round the corner:
// those paragraphs are written once here, what differs game by game beside them.

type BusyAcesId = Extract<
  GameId,
  'busy-aces' | 'deuces' | 'threes-company' | 'fours-up' | 'cast-out-nines' | 'dimes' | 'jacks-in-the-box'
>;

/** What one game's page says that the others' do not. */
interface Page {
  readonly name: string;
  readonly summary: string;
  readonly order: string;
  readonly layout: string;
  /** The column rule, the cells (Jacks in the Box) and the foundation rule: list items. */
  readonly moves: readonly string[];
  readonly runs: readonly string[];
  readonly tips: readonly string[];
  /** Where the sources play it otherwise, and which reading this is (family.md's notes). */
  readonly differs?: string;
}

const en = (p: Page): GameText => ({
  name: p.name,
  summary: p.summary,
  sections: [
    {
      heading: 'Goal',
      paragraphs: ['Move all 104 cards onto the eight foundations, thirteen on each, all of one suit.'],
    },
    { heading: 'Rank order', paragraphs: [p.order] },
    { heading: 'Layout', paragraphs: [p.layout] },
    {
      heading: 'Moves',
      paragraphs: [
        'You move the last card of a column or the top card of the waste:',
        ...p.moves,
        '• Into an empty column: any card.',
        'Cards on the foundations stay there.',
      ],
    },
    { heading: 'Moving runs', paragraphs: p.runs },
    {
      heading: 'Stock',
      paragraphs: [
        'Tap the stock to turn one card onto the waste; its top card is playable. One pass only: when the stock is empty, the waste is not turned over again.',
      ],
    },
    {
      heading: 'Winning',
      paragraphs: [
        'You win when all 104 cards are on the foundations. The game is lost when the stock is used up and no move is left.',
      ],
    },
    ...(p.differs ? [{ heading: 'Where sources differ', paragraphs: [p.differs] }] : []),
    { heading: 'Tips', paragraphs: p.tips },
  ],
});

const de = (p: Page): GameText => ({
  name: p.name,
  summary: p.summary,
  sections: [
    {
      heading: 'Ziel',
      paragraphs: ['Bring alle 104 Karten auf die acht Zielstapel, dreizehn auf jeden, alle in einer Farbe.'],
    },
    { heading: 'Rangfolge', paragraphs: [p.order] },
    { heading: 'Auslage', paragraphs: [p.layout] },
    {
      heading: 'Züge',
      paragraphs: [
        'Du bewegst die letzte Karte einer Spalte oder die oberste Karte des Abwurfs:',
        ...p.moves,
        '• In eine leere Spalte: jede Karte.',
        'Karten auf den Zielstapeln bleiben liegen.',
      ],
    },
    { heading: 'Folgen verschieben', paragraphs: p.runs },
    {
      heading: 'Talon',
      paragraphs: [
        'Tipp auf den Talon, um eine Karte auf den Abwurf zu legen; dessen oberste Karte ist spielbar. Nur ein Durchgang: Ist der Talon leer, wird der Abwurf nicht noch einmal umgedreht.',
      ],
    },
    {
      heading: 'Gewonnen oder verloren',
      paragraphs: [
        'Du gewinnst, wenn alle 104 Karten auf den Zielstapeln liegen. Ist der Talon aufgebraucht und geht kein Zug mehr, ist das Spiel verloren.',
      ],
    },
    ...(p.differs ? [{ heading: 'Wo die Quellen abweichen', paragraphs: [p.differs] }] : []),
    { heading: 'Tipps', paragraphs: p.tips },
  ],
});

// The supermove without cells, and with Jacks in the Box's four.
const SUPERMOVE_EN =
  'A run of one suit, in order, moves as a unit when you could move it card by card through the empty columns: 2 cards with one empty column, 4 with two, 8 with three. Into an empty column, half of that, since that column cannot help.';
const SUPERMOVE_DE =
  'Eine geordnete Folge in einer Farbe verschiebst du auf einmal, wenn du sie auch Karte für Karte über leere Spalten bewegen könntest: 2 Karten mit einer leeren Spalte, 4 mit zwei, 8 mit drei. In eine leere Spalte nur halb so viele, weil diese Spalte dann nicht mithilft.';
const ONE_CARD_EN = 'Without an empty column, cards move one at a time.';
const ONE_CARD_DE = 'Ohne leere Spalte bewegst du die Karten einzeln.';

export const BUSY_ACES_EN: Readonly<Record<BusyAcesId, GameText>> = {
  'busy-aces': en({
    name: 'Busy Aces',
    summary:
      'Two decks, twelve columns of one card and a stock: the aces start eight foundations; columns build down by suit.',
    order: 'The usual order: ace lowest, king highest. Foundations build up from the ace to the king.',
    layout:
      'Two decks. Twelve cards are dealt face up, one to each column; the eight foundations start empty. The other 92 cards form the stock.',
    moves: [
      '• Onto a column: one rank lower in the same suit. On the 9 of spades goes the 8 of spades; nothing goes on an ace.',
      '• Onto a foundation: an ace starts one, then the 2 of its suit, and so on up to the king.',
    ],
    runs: [SUPERMOVE_EN, ONE_CARD_EN],
    tips: [
      '• Twelve columns are a lot of room: keep a few empty for sorting the waste.',
      '• Aces go up at once; a low card under a long run costs the most.',
    ],
  }),
  deuces: en({
    name: 'Deuces',
    summary: 'The eight twos start the foundations, which go up by suit to the ace; ten columns build down by suit.',
    order:
      'The two is the lowest rank and the ace the highest: 2, 3 … K, A. Foundations build up from the two: 2, 3 … Q, K, A.',
    layout:
      'Two decks. The eight twos start the eight foundations. Ten cards are dealt face up, one to each column. The other 86 cards form the stock.',
    moves: [
      '• Onto a column: one rank lower in the same suit. On an ace goes the king of its suit; nothing goes on a 2.',
      '• Onto a foundation: one rank higher in the same suit, from the two up to the ace.',
    ],
    runs: [SUPERMOVE_EN, ONE_CARD_EN],
    differs:
      'Morehead and Mott-Smith fill empty columns only from the stock or the waste; PySolFC lets an ace build on a 2, round the corner. Here, as at politaire, the site these rules come from: any card fills an empty column, runs move as above, and nothing goes on a 2.',
    tips: [
      '• An ace is the highest card here: it is the last of its foundation, and a good card to build on.',
      '• Empty columns double what you can move: do not fill one without a reason.',
    ],
  }),
  'threes-company': en({
    name: "Three's Company",
    summary: 'The eight threes start the foundations, up by suit round to the two; suit runs move whole.',
    order:
      'The three is the lowest rank and the two the highest: 3, 4 … K, A, 2. Foundations build up from the three: 3, 4 … K, A, 2.',
    layout:
      'Two decks. The eight threes start the eight foundations. Eight cards are dealt face up, one to each column. The other 88 cards form the stock.',
    moves: [
      '• Onto a column: one rank lower in the same suit. On a 2 goes the ace of its suit, on an ace the king; nothing goes on a 3.',
      '• Onto a foundation: one rank higher in the same suit, from the three up to the two, round from king to ace.',
    ],
    runs: ['A run of one suit, in order, moves as a unit, however long.'],
    tips: [
      '• Whole suit runs move at once: build long runs on the cards the foundations need last.',
      '• Keep an empty column for the waste cards that have nowhere else to go.',
    ],
  }),
  'fours-up': en({
    name: 'Fours Up',
    summary: 'The eight fours start the foundations, up by suit round to the three; columns build down in any suit.',
    order:
      'The four is the lowest rank and the three the highest: 4, 5 … K, A, 2, 3. Foundations build up from the four: 4, 5 … K, A, 2, 3.',
    layout:
      'Two decks. The eight fours start the eight foundations. Six cards are dealt face up, one to each column. The other 90 cards form the stock.',
    moves: [
      '• Onto a column: one rank lower, in any suit. On a 3 goes any 2, on an ace any king; nothing goes on a 4.',
      '• Onto a foundation: one rank higher in the same suit, from the four up to the three, round from king to ace.',
    ],
    runs: [
      'A run in order (each card one rank below the one under it, whatever the suits) moves as a unit, however long.',
    ],
    differs:
      'Pretty Good Solitaire moves only runs of one suit. Here, as at politaire, the site these rules come from, any run in order moves.',
    tips: [
      '• Building in any suit is easy; getting mixed runs home is not: the foundations take one suit at a time.',
      '• With only six columns, an empty one is precious.',
    ],
  }),
  'cast-out-nines': en({
    name: 'Cast Out Nines',
    summary: 'The nines start eight foundations, up by suit round to the eight; seven columns build down by suit.',
    order:
      'The nine is the lowest rank and the eight the highest: 9, 10, J, Q, K, A, 2 … 8. Foundations build up from the nine: 9, 10 … K, A, 2 … 8.',
    layout:
      'Two decks. Seven cards are dealt face up, one to each column; the eight foundations start empty. The other 97 cards form the stock.',
    moves: [
      '• Onto a column: one rank lower in the same suit. On an ace goes the king of its suit; nothing goes on a 9.',
      '• Onto a foundation: a nine starts one, then the 10 of its suit, and so on round from king to ace, up to the eight.',
    ],
    runs: [SUPERMOVE_EN, ONE_CARD_EN],
    tips: [
      '• The nines must come out of the stock before anything goes home: keep room until they do.',
      '• An eight is the last card of its foundation: it is a good card to build on.',
    ],
  }),
  dimes: en({
    name: 'Dimes',
    summary: 'The tens start eight foundations, up by suit round to the nine; eight columns build down by suit.',
    order:
      'The ten is the lowest rank and the nine the highest: 10, J, Q, K, A, 2 … 9. Foundations build up from the ten: 10, J, Q, K, A, 2 … 9.',
    layout:
      'Two decks. Eight cards are dealt face up, one to each column; the eight foundations start empty. The other 96 cards form the stock.',
    moves: [
      '• Onto a column: one rank lower in the same suit. On an ace goes the king of its suit; nothing goes on a 10.',
      '• Onto a foundation: a ten starts one, then the jack of its suit, and so on round from king to ace, up to the nine.',
    ],
    runs: [SUPERMOVE_EN, ONE_CARD_EN],
    differs:
      'Dimes is sometimes called a Deuces variant, with the tens dealt to the foundations. Here, as in politaire’s settings, the foundations start empty, as in Busy Aces.',
    tips: [
      '• The tens must come out of the stock before anything goes home: keep room until they do.',
      '• A nine is the last card of its foundation: it is a good card to build on.',
    ],
  }),
  'jacks-in-the-box': en({
    name: 'Jacks in the Box',
    summary: 'The eight jacks start the foundations, up by suit round to the ten; six columns and four free cells.',
    order:
      'The jack is the lowest rank and the ten the highest: J, Q, K, A, 2 … 10. Foundations build up from the jack: J, Q, K, A, 2 … 10.',
    layout:
      'Two decks. The eight jacks start the eight foundations. Six cards are dealt face up, one to each column, and four free cells start empty. The other 90 cards form the stock.',
    moves: [
      '• Onto a column: one rank lower in the same suit. On an ace goes the king of its suit; nothing goes on a jack, not even a 10.',
      '• Into an empty free cell: any card. A cell holds one card.',
      '• Onto a foundation: one rank higher in the same suit, from the jack up to the ten, round from king to ace.',
    ],
    runs: [
      'A run of one suit, in order, moves as a unit when you could move it card by card through the free cells and empty columns: up to (free cells + 1) × 2 to the power of the empty columns. Into an empty column, half of that, since that column cannot help.',
    ],
    differs:
      'PySolFC lets a 10 build on a jack. Here, as at politaire, the order ends at the 10: nothing goes on a jack.',
    tips: [
      '• The cells are the only room you start with: park a card only when you know how it gets out.',
      '• A 10 is the last card of its foundation: it is a good card to build on.',
    ],
  }),
};

export const BUSY_ACES_DE: Readonly<Record<BusyAcesId, GameText>> = {
  'busy-aces': de({
    name: 'Busy Aces',
    summary:
      'Zwei Blätter, zwölf Spalten zu einer Karte, ein Talon: Asse eröffnen acht Zielstapel, Spalten abwärts in gleicher Farbe.',
    order:
      'Die übliche Folge: Das Ass ist die niedrigste Karte, der König die höchste. Die Zielstapel gehen vom Ass bis zum König.',
    layout:
      'Zwei Blätter. Zwölf Karten werden offen ausgeteilt, eine pro Spalte; die acht Zielstapel sind zu Beginn leer. Die übrigen 92 Karten bilden den Talon.',
    moves: [
      '• An eine Spalte: einen Rang niedriger in derselben Farbe. Auf die Pik 9 kommt die Pik 8; auf ein Ass passt nichts.',
      '• Auf einen Zielstapel: Ein Ass eröffnet ihn, dann die 2 seiner Farbe und so weiter bis zum König.',
    ],
    runs: [SUPERMOVE_DE, ONE_CARD_DE],
    tips: [
      '• Zwölf Spalten lassen viel Raum: Halte ein paar leer, um den Abwurf zu sortieren.',
      '• Asse gehen sofort hinauf; eine niedrige Karte unter einer langen Folge kostet am meisten.',
    ],
  }),
  deuces: de({
    name: 'Deuces',
    summary:
      'Die acht Zweien eröffnen die Zielstapel, die in gleicher Farbe bis zum Ass steigen; zehn Spalten, abwärts in Farbe.',
    order:
      'Die Zwei ist der niedrigste Rang, das Ass der höchste: 2, 3 … K, A. Die Zielstapel steigen von der Zwei an: 2, 3 … D, K, A.',
    layout:
      'Zwei Blätter. Die acht Zweien eröffnen die acht Zielstapel. Zehn Karten werden offen ausgeteilt, eine pro Spalte. Die übrigen 86 Karten bilden den Talon.',
    moves: [
      '• An eine Spalte: einen Rang niedriger in derselben Farbe. Auf ein Ass kommt der König seiner Farbe; auf eine 2 passt nichts.',
      '• Auf einen Zielstapel: einen Rang höher in derselben Farbe, von der Zwei bis zum Ass.',
    ],
    runs: [SUPERMOVE_DE, ONE_CARD_DE],
    differs:
      'Bei Morehead und Mott-Smith füllen nur Karten aus dem Talon oder dem Abwurf eine leere Spalte; bei PySolFC darf, übers Eck, ein Ass auf eine 2. Hier gilt, wie bei politaire, woher diese Regeln stammen: Jede Karte füllt eine leere Spalte, Folgen ziehen wie oben, und auf eine 2 passt nichts.',
    tips: [
      '• Das Ass ist hier die höchste Karte: Es kommt als letzte auf seinen Zielstapel und ist eine gute Unterlage.',
      '• Leere Spalten verdoppeln, was du verschieben darfst: Füll keine ohne Grund.',
    ],
  }),
  'threes-company': de({
    name: 'Three’s Company',
    summary:
      'Die acht Dreien eröffnen die Zielstapel, in gleicher Farbe aufwärts bis zur Zwei; Folgen einer Farbe ziehen ganz.',
    order:
      'Die Drei ist der niedrigste Rang, die Zwei der höchste: 3, 4 … K, A, 2. Die Zielstapel steigen von der Drei an: 3, 4 … K, A, 2.',
    layout:
      'Zwei Blätter. Die acht Dreien eröffnen die acht Zielstapel. Acht Karten werden offen ausgeteilt, eine pro Spalte. Die übrigen 88 Karten bilden den Talon.',
    moves: [
      '• An eine Spalte: einen Rang niedriger in derselben Farbe. Auf eine 2 kommt das Ass ihrer Farbe, auf ein Ass der König; auf eine 3 passt nichts.',
      '• Auf einen Zielstapel: einen Rang höher in derselben Farbe, von der Drei bis zur Zwei, vom König weiter zum Ass.',
    ],
    runs: ['Eine geordnete Folge in einer Farbe verschiebst du auf einmal, egal wie lang.'],
    tips: [
      '• Ganze Folgen ziehen auf einmal: Bau lange Folgen auf die Karten, die die Zielstapel zuletzt brauchen.',
      '• Halte eine leere Spalte für Karten aus dem Abwurf frei, die sonst nirgends hinpassen.',
    ],
  }),
  'fours-up': de({
    name: 'Fours Up',
    summary:
      'Die acht Vieren eröffnen die Zielstapel, in gleicher Farbe aufwärts bis zur Drei; Spalten abwärts in jeder Farbe.',
    order:
      'Die Vier ist der niedrigste Rang, die Drei der höchste: 4, 5 … K, A, 2, 3. Die Zielstapel steigen von der Vier an: 4, 5 … K, A, 2, 3.',
    layout:
      'Zwei Blätter. Die acht Vieren eröffnen die acht Zielstapel. Sechs Karten werden offen ausgeteilt, eine pro Spalte. Die übrigen 90 Karten bilden den Talon.',
    moves: [
      '• An eine Spalte: einen Rang niedriger, in jeder Farbe. Auf eine 3 kommt jede 2, auf ein Ass jeder König; auf eine 4 passt nichts.',
      '• Auf einen Zielstapel: einen Rang höher in derselben Farbe, von der Vier bis zur Drei, vom König weiter zum Ass.',
    ],
    runs: [
      'Eine geordnete Folge (jede Karte einen Rang unter der darunter, egal in welcher Farbe) verschiebst du auf einmal, egal wie lang.',
    ],
    differs:
      'Bei Pretty Good Solitaire ziehen nur Folgen einer Farbe. Hier zieht, wie bei politaire, woher diese Regeln stammen, jede geordnete Folge.',
    tips: [
      '• Anlegen in jeder Farbe ist leicht; gemischte Folgen heimzubringen nicht: Die Zielstapel nehmen nur eine Farbe.',
      '• Bei nur sechs Spalten ist eine leere Gold wert.',
    ],
  }),
  'cast-out-nines': de({
    name: 'Cast Out Nines',
    summary:
      'Die Neunen eröffnen acht Zielstapel, in gleicher Farbe aufwärts bis zur Acht; sieben Spalten, abwärts in Farbe.',
    order:
      'Die Neun ist der niedrigste Rang, die Acht der höchste: 9, 10, B, D, K, A, 2 … 8. Die Zielstapel steigen von der Neun an: 9, 10 … K, A, 2 … 8.',
    layout:
      'Zwei Blätter. Sieben Karten werden offen ausgeteilt, eine pro Spalte; die acht Zielstapel sind zu Beginn leer. Die übrigen 97 Karten bilden den Talon.',
    moves: [
      '• An eine Spalte: einen Rang niedriger in derselben Farbe. Auf ein Ass kommt der König seiner Farbe; auf eine 9 passt nichts.',
      '• Auf einen Zielstapel: Eine Neun eröffnet ihn, dann die 10 ihrer Farbe und so weiter, vom König weiter zum Ass, bis zur Acht.',
    ],
    runs: [SUPERMOVE_DE, ONE_CARD_DE],
    tips: [
      '• Die Neunen müssen aus dem Talon kommen, bevor etwas hinaufgeht: Halte bis dahin Spalten frei.',
      '• Eine Acht kommt als letzte auf ihren Zielstapel: Sie ist eine gute Unterlage.',
    ],
  }),
  dimes: de({
    name: 'Dimes',
    summary:
      'Die Zehnen eröffnen acht Zielstapel, in gleicher Farbe aufwärts bis zur Neun; acht Spalten, abwärts in Farbe.',
    order:
      'Die Zehn ist der niedrigste Rang, die Neun der höchste: 10, B, D, K, A, 2 … 9. Die Zielstapel steigen von der Zehn an: 10, B, D, K, A, 2 … 9.',
    layout:
      'Zwei Blätter. Acht Karten werden offen ausgeteilt, eine pro Spalte; die acht Zielstapel sind zu Beginn leer. Die übrigen 96 Karten bilden den Talon.',
    moves: [
      '• An eine Spalte: einen Rang niedriger in derselben Farbe. Auf ein Ass kommt der König seiner Farbe; auf eine 10 passt nichts.',
      '• Auf einen Zielstapel: Eine Zehn eröffnet ihn, dann der Bube ihrer Farbe und so weiter, vom König weiter zum Ass, bis zur Neun.',
    ],
    runs: [SUPERMOVE_DE, ONE_CARD_DE],
    differs:
      'Manche nennen Dimes eine Spielart von Deuces, bei der die Zehnen auf den Zielstapeln ausgeteilt werden. Hier sind die Zielstapel, wie in den Einstellungen von politaire, zu Beginn leer, wie bei Busy Aces.',
    tips: [
      '• Die Zehnen müssen aus dem Talon kommen, bevor etwas hinaufgeht: Halte bis dahin Spalten frei.',
      '• Eine Neun kommt als letzte auf ihren Zielstapel: Sie ist eine gute Unterlage.',
    ],
  }),
  'jacks-in-the-box': de({
    name: 'Jacks in the Box',
    summary:
      'Die acht Buben eröffnen die Zielstapel, in gleicher Farbe aufwärts bis zur Zehn; sechs Spalten, vier freie Zellen.',
    order:
      'Der Bube ist der niedrigste Rang, die Zehn der höchste: B, D, K, A, 2 … 10. Die Zielstapel steigen vom Buben an: B, D, K, A, 2 … 10.',
    layout:
      'Zwei Blätter. Die acht Buben eröffnen die acht Zielstapel. Sechs Karten werden offen ausgeteilt, eine pro Spalte, und vier freie Zellen sind zu Beginn leer. Die übrigen 90 Karten bilden den Talon.',
    moves: [
      '• An eine Spalte: einen Rang niedriger in derselben Farbe. Auf ein Ass kommt der König seiner Farbe; auf einen Buben passt nichts, auch keine 10.',
      '• In eine freie Zelle: jede Karte. Eine Zelle nimmt eine Karte auf.',
      '• Auf einen Zielstapel: einen Rang höher in derselben Farbe, vom Buben bis zur Zehn, vom König weiter zum Ass.',
    ],
    runs: [
      'Eine geordnete Folge in einer Farbe verschiebst du auf einmal, wenn du sie auch Karte für Karte über freie Zellen und leere Spalten bewegen könntest: bis zu (freie Zellen + 1) × 2 hoch Anzahl der leeren Spalten. In eine leere Spalte nur halb so viele, weil diese Spalte dann nicht mithilft.',
    ],
    differs:
      'Bei PySolFC darf eine 10 auf einen Buben. Hier endet die Folge, wie bei politaire, bei der 10: Auf einen Buben passt nichts.',
    tips: [
      '• Zu Beginn hast du nur die Zellen: Leg eine Karte nur ab, wenn du weißt, wie sie wieder herauskommt.',
      '• Eine 10 kommt als letzte auf ihren Zielstapel: Sie ist eine gute Unterlage.',
    ],
  }),
};
