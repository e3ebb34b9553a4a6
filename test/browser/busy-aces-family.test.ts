import { describe, expect, it } from 'vitest';
import {
  applyMove,
  dealPosition,
  foundationGroupOf,
  foundationRank,
  GAMES,
  type GameId,
  legalMoves,
  type Move,
  pileName,
  positionPiles,
  RANK_LETTERS,
  readPosition,
  type State,
} from '../../src/engine';
import { cardCount, centre, gamePages, gameUrl, query } from './helpers';

// The Busy Aces family at the table: each game deals, shows all 104 cards, and takes a move by hand
// (a drag, or a tap on the stock where the deal leaves no card move), the table agreeing with the
// engine card for card afterwards. Penta, whose foundations come in two groups (up and down from
// the 5s, regardless of suit), plays a near-won position to the win in both renderers.

const FAMILY = [
  'busy-aces',
  'deuces',
  'threes-company',
  'fours-up',
  'penta',
  'sixes-and-sevens',
  'cast-out-nines',
  'dimes',
  'jacks-in-the-box',
] as const satisfies readonly GameId[];

function dealt(game: GameId): State {
  const d = dealPosition(GAMES[game], 1);
  if (!d.ok) throw new Error(d.error);
  return d.state;
}

/** A move a hand makes in one gesture: a card from a pile to another (not a cell), else the stock. */
function handMove(state: State): Move {
  const moves = legalMoves(state);
  const card = moves.find((m) => m.n === 1 && m.from.kind !== 'stock' && m.to.kind !== 'cell');
  const stock = moves.find((m) => m.from.kind === 'stock');
  const move = card ?? stock;
  if (!move) throw new Error('no move at the deal');
  return move;
}

const SUIT_LETTERS = ['H', 'C', 'D', 'S'] as const;

/** The cards of Penta's foundation pile `p` up to `height` cards (pile p all of suit p % 4). */
function pentaPile(p: number, height: number): string[] {
  const group = foundationGroupOf(GAMES.penta, p);
  return Array.from(
    { length: height },
    (_, h) => `${RANK_LETTERS[foundationRank(group, h) - 1]}${SUIT_LETTERS[p % 4]}`,
  );
}

/**
 * Penta with an up pile (f4) and a down pile (f8) empty, the 5 of spades in column 1 and the
 * other spades those two want in the stock: the 5 may start either, and the choice is the player's.
 */
function pentaFiveToPlace(): string {
  const piles = Array.from({ length: 8 }, (_, p) => (p === 3 || p === 7 ? '-' : pentaPile(p, 13).join(',')));
  // Both piles' spades but the one 5 in column 1.
  const stock = [...pentaPile(3, 13), ...pentaPile(7, 13)].slice(1);
  return [
    `Foundations: ${piles.join(' ')}`,
    ': 5S',
    ':',
    ':',
    ':',
    ':',
    ':',
    `Stock: ${stock.join(' ')}`,
    'Waste:',
    '',
  ].join('\n');
}

/**
 * Penta with three cards to go: every foundation full (pile p's cards all of suit p % 4, so each
 * card is there twice over the two decks) but the last of an up pile (f4 wants the 4 of spades)
 * and the last two of a down pile (f8 wants the 7, then the 6 of spades).
 */
function nearWonPenta(): string {
  const piles = Array.from({ length: 8 }, (_, p) => pentaPile(p, 13 - (p === 3 ? 1 : p === 7 ? 2 : 0)).join(','));
  return [`Foundations: ${piles.join(' ')}`, ': 6S', ':', ':', ': 7S', ': 4S', ':', 'Stock:', 'Waste:', ''].join('\n');
}

describe.skipIf(gameUrl() === undefined)('the Busy Aces family in chromium', () => {
  const open = gamePages();

  it.each(FAMILY)('%s deals all 104 cards and takes a move by hand', async (game) => {
    // Auto-moves off, so the table shows the deal as dealt and the one move made.
    const g = await open(query({ game, deal: 1, renderer: 'canvas' }), { settings: { autoMode: 'off' } });
    const start = dealt(game);
    let s = await g.settle();
    expect(s.game).toBe(game);
    expect(cardCount(s)).toBe(104);
    expect(s.piles).toEqual(positionPiles(start));
    const move = handMove(start);
    if (move.from.kind === 'stock') {
      const at = centre(await g.bounds('s'));
      await g.page.mouse.click(at.x, at.y);
    } else await g.dragTopTo(pileName(move.from), pileName(move.to));
    s = await g.settle();
    expect(s.moves, `${game}: ${pileName(move.from)} to ${pileName(move.to)}`).toBe(1);
    expect(s.piles).toEqual(positionPiles(applyMove(start, move)));
    expect(g.errors).toEqual([]);
  });

  it('leaves a 5 in Penta to the player: a tap puts it on an up pile and says so, another puts it on a down pile', async () => {
    const position = pentaFiveToPlace();
    const read = readPosition(GAMES.penta, position);
    expect(read.ok ? '' : read.error).toBe('');
    const g = await open(query({ game: 'penta', position, renderer: 'canvas' }));
    let s = await g.settle();
    // Auto-moves do not choose for the player.
    expect(s.piles.t1).toEqual(['5S']);
    const at = centre(await g.bounds('t1', 0));
    await g.page.mouse.click(at.x, at.y);
    s = await g.settle();
    expect(s.piles.f4).toEqual(['5S']);
    expect(await g.notice()).toBe(
      'The 5 of spades went onto a foundation that builds up: tap it again for one that builds down.',
    );
    // A second tap, slower than a double tap, sends it the other way.
    await g.page.waitForTimeout(600);
    const again = centre(await g.bounds('f4'));
    await g.page.mouse.click(again.x, again.y);
    s = await g.settle();
    expect(s.piles.f4).toEqual([]);
    expect(s.piles.f8).toEqual(['5S']);
    expect(s.moves).toBe(1);
    expect(g.errors).toEqual([]);
  });

  it('leaves a 5 in Penta to the keyboard too: "1h" asks up or down, and ↓ puts it on a down pile', async () => {
    const g = await open(query({ game: 'penta', position: pentaFiveToPlace(), renderer: 'canvas' }));
    await g.settle();
    await g.keys('1', 'h');
    await expect
      .poll(() => g.page.evaluate(() => window.solitaire?.said() ?? ''))
      .toBe('The 5 of spades may go onto a foundation that builds up or one that builds down: press ↑ or ↓.');
    expect((await g.state()).piles.t1).toEqual(['5S']);
    await g.keys('ArrowDown');
    const s = await g.settle();
    expect(s.piles.f8).toEqual(['5S']);
    expect(s.moves).toBe(1);
    expect(g.errors).toEqual([]);
  });

  it.each(['canvas'] as const)('plays a near-won Penta position to the win (%s)', async (renderer) => {
    const position = nearWonPenta();
    expect(readPosition(GAMES.penta, position).ok).toBe(true);
    const g = await open(query({ game: 'penta', position, renderer }));
    let s = await g.settle();
    expect(s.won).toBe(false);
    expect(cardCount(s)).toBe(104);
    // The 7 of spades, then the 6, onto the down pile that wants them; the 4 onto the up pile.
    for (const [from, to] of [
      ['t4', 'f8'],
      ['t1', 'f8'],
      ['t5', 'f4'],
    ] as const) {
      if (s.won || (s.piles[from]?.length ?? 0) === 0) continue;
      await g.dragTopTo(from, to);
      s = await g.settle();
    }
    expect(s.won).toBe(true);
    expect(g.errors).toEqual([]);
  });
});
