/**
 * A Klondike table where no face-down card can ever turn up (solver/klondike/turn-up.ts): hearts
 * and clubs home; the diamonds' and spades' aces, 6s, 8s and 10s face down, each under a card that
 * would need one of them (or a king on a column) to move. The eleven cards left, in the stock and
 * waste, only build down on the two 5s, and no column ever empties. The columns and foundations,
 * as board text lines; the stock, waste and pass are each test's own.
 */
export const DEAD_END_TABLE: readonly string[] = [
  'Foundations: H-K C-K D-0 S-0',
  ': [AD] 5S',
  ': [AS] 5D',
  ': [6D] 7D',
  ': [6S] 7S',
  ': [8S] 9D',
  ': [8D] 9S',
  ': [TS TD] JD',
];
