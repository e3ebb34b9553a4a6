import type { GameId } from '../engine';
import type { GameText } from './rules-text';
import { BUSY_ACES_EN } from './rules-text-busy-aces';
import { KLONDIKE_EN } from './rules-text-klondike';
import { PENTA_EN, SIXES_AND_SEVENS_EN } from './rules-text-penta-sixes';

// The rules in English. Sources: 001 (FreeCell), 000 and 002 (Eight Off and its variants, Baker's
// Game), 003 (Eights Down); Seahaven Towers as long-standing collections publish it.

const freecellFoundations =
  'Foundations build up by suit from ace to king: an ace starts one, then the 2 of that suit, and so on. Cards on the foundations stay there.';

export const RULES_EN: Readonly<Record<GameId, GameText>> = {
  freecell: {
    name: 'FreeCell',
    summary: 'Every card face up, four free cells: build down in alternating colours and bring each suit home.',
    sections: [
      { heading: 'Goal', paragraphs: ['Move all 52 cards onto the four foundations, one per suit, from ace to king.'] },
      {
        heading: 'Layout',
        paragraphs: [
          'One deck is dealt face up into eight columns: four of seven cards and four of six. Above them are four free cells and four foundations, all empty. There is no stock: nothing is hidden.',
        ],
      },
      {
        heading: 'Moves',
        paragraphs: [
          'You move the last card of a column or a card from a free cell:',
          '• Onto a column: one rank lower and the other colour. A red 8 goes on a black 9.',
          '• Into an empty free cell: any card. A cell holds one card.',
          '• Into an empty column: any card, not only kings.',
          `• Onto a foundation. ${freecellFoundations}`,
        ],
      },
      {
        heading: 'Moving runs',
        paragraphs: [
          'A run in order (down in alternating colours) moves as a unit when you could move it card by card through the free space: up to (free cells + 1) × 2 to the power of the empty columns. Into an empty column, half of that, since that column cannot help.',
          'Example: with 2 free cells and 1 empty column you may move 6 cards onto another column, or 3 into the empty one. Free cells add; empty columns double.',
        ],
      },
      {
        heading: 'Winning',
        paragraphs: [
          'You win when all 52 cards are on the foundations, and lose only when no move is left. Nearly every deal can be won. Deal numbers follow Microsoft’s numbering: deal 11982 is the famous one that cannot be won.',
        ],
      },
      {
        heading: 'Tips',
        paragraphs: [
          '• Find the aces first and count what covers them.',
          '• A card in a cell costs room until it leaves: know how it gets out before you park it.',
          '• One empty column is worth more than all four cells.',
          '• Aces and twos always go up; past that, ask whether the tableau still needs the card.',
        ],
      },
    ],
  },

  'eight-off': {
    name: 'Eight Off',
    summary:
      'Eight cells, four filled at the deal: build down by suit, kings only in empty columns, one card at a time.',
    sections: [
      { heading: 'Goal', paragraphs: ['Move all 52 cards onto the four foundations, one per suit, from ace to king.'] },
      {
        heading: 'Layout',
        paragraphs: [
          'One deck: 48 cards are dealt face up into eight columns of six. The last four go into four of the eight cells (the 1st, 3rd, 5th and 7th), so you start with four free cells. The four foundations start empty. Nothing is hidden.',
        ],
      },
      {
        heading: 'Moves',
        paragraphs: [
          'Only one card moves at a time: the last card of a column or a card from a cell.',
          '• Onto a column: one rank lower in the same suit. The 6 of clubs goes only on the 7 of clubs.',
          '• Into an empty cell: any card. A cell holds one card; there are never more than eight in the cells.',
          '• Into an empty column: only a king.',
          `• Onto a foundation. ${freecellFoundations}`,
        ],
      },
      {
        heading: 'Winning',
        paragraphs: [
          'You win when all 52 cards are on the foundations. When no legal move remains the game is lost: there is no stock to fall back on.',
        ],
      },
      {
        heading: 'Options',
        paragraphs: [
          'Choose these in the settings; each one changes only new deals.',
          '• Move runs (free cells + 1), played as single moves: a same-suit run that your free cells could carry card by card moves with one drag, and every card counts as a move. Empty columns do not help, since only kings may enter them.',
          '• Any card may go into an empty column, as in FreeCell. Much easier.',
          '• Build down in alternating colours (a red 9 on a black 10) instead of by suit. Easier.',
        ],
      },
      {
        heading: 'Tips',
        paragraphs: [
          '• Empty the four filled cells first: until then you have only FreeCell’s four.',
          '• The main trouble is a higher card lying on a lower one of its suit. Find those first.',
          '• Before clearing a column, make sure a king can reach it.',
          '• Send low cards up promptly; they are rarely useful in the tableau.',
        ],
      },
    ],
  },

  'bakers-game': {
    name: "Baker's Game",
    summary: 'FreeCell’s ancestor: the same deal and four free cells, but columns build down in suit.',
    sections: [
      { heading: 'Goal', paragraphs: ['Move all 52 cards onto the four foundations, one per suit, from ace to king.'] },
      {
        heading: 'Layout',
        paragraphs: [
          'As in FreeCell: one deck dealt face up into eight columns (7, 7, 7, 7, 6, 6, 6, 6 cards), four empty free cells and four empty foundations.',
        ],
      },
      {
        heading: 'Moves',
        paragraphs: [
          'You move the last card of a column or a card from a free cell:',
          '• Onto a column: one rank lower in the same suit. The 9 of hearts goes on the 10 of hearts, never on the 10 of diamonds.',
          '• Into an empty free cell: any card.',
          '• Into an empty column: any card.',
          `• Onto a foundation. ${freecellFoundations}`,
        ],
      },
      {
        heading: 'Moving runs',
        paragraphs: [
          'A same-suit run moves as a unit, as in FreeCell: up to (free cells + 1) × 2 to the power of the empty columns, half that into an empty column.',
        ],
      },
      {
        heading: 'Winning',
        paragraphs: [
          'You win when all 52 cards are on the foundations. Suit building makes it clearly harder than FreeCell.',
        ],
      },
      {
        heading: 'Tips',
        paragraphs: [
          '• Look for a higher card lying on a lower one of its suit: each needs room to untangle.',
          '• A full set of cells is as bad as a buried ace.',
        ],
      },
    ],
  },

  'seahaven-towers': {
    name: 'Seahaven Towers',
    summary: 'Ten columns of five, four cells with two filled: build down by suit, kings only in empty columns.',
    sections: [
      { heading: 'Goal', paragraphs: ['Move all 52 cards onto the four foundations, one per suit, from ace to king.'] },
      {
        heading: 'Layout',
        paragraphs: [
          'One deck: 50 cards are dealt face up into ten columns of five. The last two go into the two middle cells of four, so two cells are free. The four foundations start empty.',
        ],
      },
      {
        heading: 'Moves',
        paragraphs: [
          'You move the last card of a column or a card from a cell:',
          '• Onto a column: one rank lower in the same suit.',
          '• Into an empty cell: any card.',
          '• Into an empty column: only a king.',
          `• Onto a foundation. ${freecellFoundations}`,
        ],
      },
      {
        heading: 'Moving runs',
        paragraphs: [
          'A same-suit run moves as a unit when the free cells could carry it card by card: up to free cells + 1 cards. Empty columns do not add to this, since only kings may enter them.',
        ],
      },
      {
        heading: 'Winning',
        paragraphs: ['You win when all 52 cards are on the foundations, and lose when no move is left.'],
      },
      {
        heading: 'Tips',
        paragraphs: [
          '• You start with only two free cells: spend them carefully.',
          '• Kings at the bottom of a column are well placed; a king high up a column blocks it.',
        ],
      },
    ],
  },

  'eights-down': {
    name: 'Eights Down',
    summary:
      'Two decks and a stock: eight foundations start with the eights and build down by suit, round from ace to king.',
    sections: [
      {
        heading: 'Goal',
        paragraphs: ['Move all 104 cards onto the eight foundations, thirteen on each, all of one suit.'],
      },
      {
        heading: 'Rank order',
        paragraphs: [
          'The ranks run in a circle with the eight lowest: 8, 9, 10, J, Q, K, A, 2, 3 … 7. Foundations count down from the eight: 8, 7, 6, 5, 4, 3, 2, A, K, Q, J, 10, 9.',
        ],
      },
      {
        heading: 'Layout',
        paragraphs: [
          'Two decks. The eight eights start the eight foundations. Six cards are dealt face up, one to each column. The rest form the stock.',
        ],
      },
      {
        heading: 'Moves',
        paragraphs: [
          'You move the last card of a column or the top card of the waste:',
          '• Onto a foundation: one rank lower in the same suit, from the eight down as above. Cards on the foundations stay there.',
          '• Onto a column: one rank higher in the same suit. On the 5 of spades goes the 6 of spades; on a king, the ace of its suit.',
          '• Into an empty column: any card.',
          'A run of one suit, in order, moves as a unit, however long.',
        ],
      },
      {
        heading: 'Stock',
        paragraphs: [
          'Tap the stock to turn one card onto the waste. When the stock is empty you may turn the waste over once to go through it again: two passes in all.',
        ],
      },
      {
        heading: 'Winning',
        paragraphs: [
          'You win when all 104 cards are on the foundations. The game is lost when the stock is used up and no move is left.',
        ],
      },
      {
        heading: 'Tips',
        paragraphs: [
          '• Empty columns are your working room: use them to sort the waste into runs.',
          '• Do not bury a card the foundations will soon need under a long run.',
        ],
      },
    ],
  },
  penguin: {
    name: 'Penguin',
    summary:
      'The first card dealt, the beak, sets the foundations’ first rank: seven cells, build down by suit, suit runs move whole.',
    sections: [
      {
        heading: 'Goal',
        paragraphs: ['Move all 52 cards onto the four foundations, one per suit, thirteen on each.'],
      },
      {
        heading: 'The beak',
        paragraphs: [
          'The first card dealt is the beak: it lies at the bottom of the first column, and its rank starts every foundation. The other three cards of that rank go to the foundations as the deal reaches them, so the deal ends with seven columns of seven cards, three foundations of one card, and an empty one waiting for the beak. Seven free cells start empty.',
          'The ranks run in a circle from the beak’s rank. With a 10 as the beak: 10, J, Q, K, A, 2 … 9. Foundations build up by suit in that order, round from king to ace.',
        ],
      },
      {
        heading: 'Moves',
        paragraphs: [
          'You move the last card of a column or a card from a free cell:',
          '• Onto a column: one rank lower in the same suit, in the beak’s order. Nothing goes on a card of the beak’s rank.',
          '• Into an empty free cell: any card. A cell holds one card.',
          '• Into an empty column: only a card of the rank just below the beak’s (a 9 when the beak is a 10), or a run headed by one.',
          '• Onto a foundation: the next rank of its suit. Cards on the foundations stay there.',
          'A run of one suit, in order, moves as a unit, however long, whatever the free cells.',
        ],
      },
      {
        heading: 'Winning',
        paragraphs: ['You win when all 52 cards are on the foundations, and lose when no move is left.'],
      },
      {
        heading: 'Tips',
        paragraphs: [
          '• Free the beak’s suit first: its foundation cannot start until the beak itself goes up.',
          '• An empty column takes only the top rank: keep one of those free to fill it.',
        ],
      },
    ],
  },
  klondike: KLONDIKE_EN,
  ...BUSY_ACES_EN,
  penta: PENTA_EN,
  'sixes-and-sevens': SIXES_AND_SEVENS_EN,
};
