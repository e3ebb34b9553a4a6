import type { GameId } from '../../engine';
import { gameSummary, getLanguage, t } from '../../platform';
import { drawContinueCard, giveUpSaved, loadSavedGames, type SavedGame, savedGameOf } from './continue-card';
import { menuSections } from './game-groups';
import { drawGamePreview } from './game-preview';
import { column, drawHeader, EDGE, type MenuContext } from './menu-page';
import { BUTTON_HEIGHT, MENU_COLOURS, type MenuUi } from './menu-ui';

// The first page: the saved games on top (continue-card.ts), then settings and statistics, then
// the games in sections (game-groups.ts: the last played first), each a tile with its preview and
// one-line summary, and buttons to continue its saved game (first, in gold), play a new deal, or
// read the rules. A new deal over a saved game with
// moves asks first, as the table does: one tap must never lose a game in progress. Tiles flow
// into one to three columns with the screen's width.

const TILE_MIN_WIDTH = 360;
const PAD = 12;

/**
 * A new deal of this game from the menu. Over a saved game in progress it asks first; whether there
 * is one is read now, at the tap, not as the page drew it: another tab may have begun it since.
 */
export function newDeal(ctx: Pick<MenuContext, 'platform' | 'startTable' | 'confirm'>, game: GameId): void {
  const saved = savedGameOf(ctx.platform, game);
  const start = () => {
    giveUpSaved(ctx.platform, game);
    ctx.startTable({ game, options: ctx.platform.settings.get().gameOptions[game] });
  };
  if (!saved?.inProgress || saved.won) {
    start();
    return;
  }
  ctx.confirm(() => ({
    message: t('menu.confirmNewDeal', {
      game: t(`game.${game}`),
      progress: t('menu.savedProgress', { moves: saved.moves }),
    }),
    keepLabel: t('menu.keepGame'),
    goLabel: t('menu.newDeal'),
    go: start,
  }));
}

/**
 * Draws a tile's preview and text; returns the height they need and the function that finishes
 * the tile at the row's height (background, and the buttons along its bottom edge, so the buttons
 * of a row line up).
 */
function drawTile(
  ctx: MenuContext,
  game: GameId,
  saved: SavedGame | undefined,
  x: number,
  y: number,
  w: number,
): { height: number; finish: (height: number) => void } {
  const { ui } = ctx;
  const pw = Math.min(140, w * 0.34);
  const ph = pw * 0.72;
  const tx = x + PAD + pw + PAD;
  const tw = x + w - PAD - tx;
  const name = ui.text(tx, y + PAD, t(`game.${game}`), 19, { bold: true });
  let textBottom = y + PAD + ui.heightOf(name) + 4;
  const summary = ui.text(tx, textBottom, gameSummary(game, getLanguage()), 14, {
    wrap: tw,
    colour: MENU_COLOURS.dim,
  });
  textBottom += ui.heightOf(summary);
  if (saved) {
    const line = ui.text(tx, textBottom + 4, t('menu.savedMoves', { moves: saved.moves }), 13, { colour: '#f3d98b' });
    textBottom += 4 + ui.heightOf(line);
  }
  drawGamePreview(ui.graphics(), game, (x + PAD) * ui.dpr, (y + PAD) * ui.dpr, pw * ui.dpr, ph * ui.dpr);
  const height = Math.max(y + PAD + ph, textBottom) + PAD + BUTTON_HEIGHT + PAD - y;

  const finish = (h: number) => {
    // The background goes under what was already drawn.
    const bg = ui.graphics().setDepth(-1);
    bg.fillStyle(MENU_COLOURS.tile, 0.9).fillRoundedRect(x * ui.dpr, y * ui.dpr, w * ui.dpr, h * ui.dpr, 14 * ui.dpr);
    // With a saved game, Continue comes first and in gold; New deal is an ordinary button.
    const buttons: [string, () => void, boolean][] = [];
    if (saved) buttons.push([t('menu.continue'), () => ctx.startTable({ game, resume: true }), true]);
    buttons.push([t('menu.newDeal'), () => newDeal(ctx, game), false]);
    buttons.push([t('menu.rules'), () => ctx.go({ kind: 'rules', game, language: getLanguage() }), false]);
    const gap = 8;
    const bw = (w - 2 * PAD - gap * (buttons.length - 1)) / buttons.length;
    const by = y + h - PAD - BUTTON_HEIGHT;
    buttons.forEach(([label, press, primary], i) => {
      ui.button(x + PAD + i * (bw + gap), by, bw, BUTTON_HEIGHT, label, press, {
        name: `${t(`game.${game}`)}: ${label}`,
        primary,
      });
    });
  };
  return { height, finish };
}

function drawTopButtons(ctx: MenuContext, ui: MenuUi, y: number): number {
  const { x, w } = column(ui, 1200);
  const gap = 8;
  const bw = (w - gap) / 2;
  ui.button(x, y, bw, BUTTON_HEIGHT, t('menu.settings'), () => ctx.go({ kind: 'settings' }));
  ui.button(x + bw + gap, y, bw, BUTTON_HEIGHT, t('menu.statistics'), () => ctx.go({ kind: 'statistics' }));
  return BUTTON_HEIGHT;
}

/** Draws the page; returns its height in CSS px. */
export function drawGamesPage(ctx: MenuContext): number {
  const { ui } = ctx;
  let y = drawHeader(ctx, t('app.title'), null, '', 1200) + EDGE;
  const saves = loadSavedGames(ctx);
  // First on the page, so the game in progress is in view on every screen and first for the keyboard.
  y += drawContinueCard(ctx, saves, y);
  y += drawTopButtons(ctx, ui, y) + EDGE;
  const { x, w } = column(ui, 1200);
  const cols = Math.max(1, Math.min(3, Math.floor((w + EDGE) / (TILE_MIN_WIDTH + EDGE))));
  const tw = (w - EDGE * (cols - 1)) / cols;
  for (const section of menuSections(ctx.platform.recentGames.list())) {
    const heading = ui.text(x + 4, y, t(`menu.group.${section.group}`), 17, { bold: true, colour: MENU_COLOURS.dim });
    y += ui.heightOf(heading) + 6;
    for (let first = 0; first < section.games.length; first += cols) {
      const row = section.games.slice(first, first + cols).map((game, col) =>
        drawTile(
          ctx,
          game,
          saves.find((s) => s.game === game),
          x + col * (tw + EDGE),
          y,
          tw,
        ),
      );
      const rowHeight = Math.max(...row.map((tile) => tile.height));
      for (const tile of row) tile.finish(rowHeight);
      y += rowHeight + EDGE;
    }
    y += EDGE;
  }
  return y;
}
