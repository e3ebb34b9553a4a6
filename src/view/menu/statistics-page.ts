import { GAME_IDS, type GameId } from '../../engine';
import { type Statistics, t } from '../../platform';
import { statsPairs, variantTitle } from '../stats-pairs';
import { column, drawHeader, EDGE, type MenuContext } from './menu-page';
import { MENU_COLOURS } from './menu-ui';

// Statistics per game: played, won, win rate, streaks and bests, as a small label-value grid per
// game that fits a phone in portrait (two pairs a line) and a desktop (four). A game played with
// options (Klondike drawing three) has a grid of its own under the game's, once played. The games
// played come first.

/**
 * The page's grids in order: every game, each followed by each set of its options played, with
 * their titles. The games played come first, the last played (`recent`, as the menu keeps it) on
 * top: else a player of one game scrolled past a dozen grids of noughts to find it.
 */
export function statisticsEntries(
  statistics: Pick<Statistics, 'variants'>,
  recent: readonly GameId[] = [],
): { name: string; list: [string, string][] }[] {
  const games = GAME_IDS.map((game) => ({ game, variants: statistics.variants(game) }));
  const played = (g: (typeof games)[number]) => g.variants.some((v) => v.stats.played > 0);
  const rank = (g: (typeof games)[number]): number => {
    if (!played(g)) return 2 * GAME_IDS.length + GAME_IDS.indexOf(g.game);
    const i = recent.indexOf(g.game);
    return i < 0 ? GAME_IDS.length + GAME_IDS.indexOf(g.game) : i;
  };
  return games
    .sort((a, b) => rank(a) - rank(b))
    .flatMap(({ game, variants }) =>
      variants.map(({ options, stats }) => ({ name: variantTitle(game, options), list: statsPairs(stats) })),
    );
}

export function drawStatisticsPage(ctx: MenuContext): number {
  const { ui, platform } = ctx;
  let y = drawHeader(ctx, t('stats.title'), () => ctx.go({ kind: 'games' }), t('menu.back'), 900) + EDGE;
  const { x, w } = column(ui, 900);
  const perLine = w >= 640 ? 4 : 2;
  const cellW = w / perLine;
  // Each game's statistics read once (from storage): drawn, and given to the screen reader.
  const games = statisticsEntries(platform.statistics, platform.recentGames.list());
  ctx.readable(
    t('stats.title'),
    games.map(({ name, list }) => [name, ...list.map(([l, v]) => `${l}: ${v}`)].join('. ')),
  );
  for (const { name: gameName, list } of games) {
    const name = ui.text(x, y, gameName, 19, { bold: true, colour: '#f3d98b', wrap: w });
    y += ui.heightOf(name) + 6;
    let lineHeight = 0;
    list.forEach(([label, value], i) => {
      const col = i % perLine;
      if (col === 0 && i > 0) {
        y += lineHeight + 6;
        lineHeight = 0;
      }
      const cx = x + col * cellW;
      const l = ui.text(cx, y, label, 13, { colour: MENU_COLOURS.dim, wrap: cellW - 8 });
      const v = ui.text(cx, y + ui.heightOf(l) + 2, value, 18, { bold: true });
      lineHeight = Math.max(lineHeight, ui.heightOf(l) + 2 + ui.heightOf(v));
    });
    y += lineHeight + EDGE * 2;
  }
  return y;
}
