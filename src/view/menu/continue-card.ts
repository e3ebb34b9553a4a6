import { currentState, GAME_IDS, type GameId, moveCount, statusOf } from '../../engine';
import { type Platform, t } from '../../platform';
import { column, EDGE, type MenuContext } from './menu-page';
import { BUTTON_HEIGHT, MENU_COLOURS } from './menu-ui';

// The saved games at the top of the games page, so a game in progress is the first thing seen
// and one tap away on any screen: the game played last in a card with one big Continue button,
// any others below it on a line each, newest first. Saves from before the menu knew when they
// were written count as oldest, in the order of the games.

export interface SavedGame {
  readonly game: GameId;
  /** Its options (its statistics are theirs). */
  readonly options: readonly string[];
  readonly deal: number | null;
  readonly moves: number;
  /** It has steps, even all taken back (the table's own test of a game in progress). */
  readonly inProgress: boolean;
  /** Its position is won: saved as the page closed while the winning cards flew home. */
  readonly won: boolean;
  /** When it was last saved (ms since 1970), or null when not known. */
  readonly savedAt: number | null;
}

/** Every game's save, newest first; a save that cannot be read is set aside here, with a notice. */
export function loadSavedGames(ctx: MenuContext): SavedGame[] {
  const list: SavedGame[] = [];
  for (const game of GAME_IDS) {
    const saved = savedGameOf(ctx.platform, game);
    if (saved) list.push(saved);
  }
  // Array.prototype.sort is stable: equal times keep the games' order.
  return list.sort((a, b) => (b.savedAt ?? 0) - (a.savedAt ?? 0));
}

/** The save of one game as it is now; null for none (one that cannot be read is set aside, with a notice). */
export function savedGameOf(platform: Pick<Platform, 'savedGames' | 'notices'>, game: GameId): SavedGame | null {
  const { savedGames, notices } = platform;
  const loaded = savedGames.load(game);
  if (
    (loaded.kind === 'set-aside' || loaded.kind === 'unreadable' || loaded.kind === 'newer') &&
    loaded.notice !== null
  )
    notices.push(loaded.notice);
  if (loaded.kind !== 'loaded') return null;
  const { session } = loaded;
  return {
    game,
    options: session.rules.options,
    deal: session.deal,
    moves: moveCount(session),
    inProgress: session.steps.length > 0,
    won: statusOf(currentState(session)) === 'won',
    savedAt: savedGames.savedAt(game),
  };
}

/**
 * The saved game of this id given up for a new deal from the menu. Leaving a game in progress (its
 * moves all taken back too, as the table counts it) ends it: played and not won; a saved won game
 * (the page closed as its cards flew home) counts its win, as the table would have. Not where its
 * save stays (another tab plays it): the table then asks, and counts it there. The save is read
 * again here, not taken as the page drew it: another tab may have won it (and counted it) or
 * played it on since.
 */
export function giveUpSaved(
  platform: Pick<Platform, 'saves' | 'savedGames' | 'statistics' | 'notices'>,
  game: GameId,
): void {
  const { saves, statistics } = platform;
  const saved = savedGameOf(platform, game);
  // Whole seconds, rounded down, as the table's clock shows and records them.
  const seconds = Math.floor(saves.loadSeconds(game));
  if (saves.clear(game) && saved && (saved.won || saved.inProgress)) {
    const { options, deal, won, moves } = saved;
    statistics.record({ game, options, deal, won, moves, seconds });
  }
}

/** "FreeCell #617", or "FreeCell (Position)" for a game begun from a given position. */
export function savedTitle(s: SavedGame): string {
  const game = t(`game.${s.game}`);
  return s.deal === null ? `${game} (${t('table.position')})` : t('menu.savedDeal', { game, deal: s.deal });
}

const PAD = 14;
const BIG_BUTTON = 56;
/** Wider than this, the big button sits to the right of the game's name rather than below it. */
const ONE_ROW = 520;

/** Draws the card at `y` (nothing without saves); returns its height in CSS px. */
export function drawContinueCard(ctx: MenuContext, saves: readonly SavedGame[], y: number): number {
  const [newest, ...older] = saves;
  if (!newest) return 0;
  const { ui } = ctx;
  const { x, w } = column(ui, 1200);
  const resume = (s: SavedGame) => () => ctx.startTable({ game: s.game, resume: true });
  const inner = w - 2 * PAD;
  const oneRow = w >= ONE_ROW;
  const buttonW = oneRow ? Math.min(280, inner * 0.4) : inner;

  const heading = ui.text(x + PAD, y + PAD, t(saves.length > 1 ? 'menu.savedMany' : 'menu.savedOne'), 14, {
    colour: MENU_COLOURS.dim,
  });
  let textY = y + PAD + ui.heightOf(heading) + 2;
  const textW = oneRow ? inner - buttonW - PAD : inner;
  const title = ui.text(x + PAD, textY, savedTitle(newest), 22, { bold: true, wrap: textW });
  textY += ui.heightOf(title) + 2;
  const progress = ui.text(x + PAD, textY, t('menu.savedProgress', { moves: newest.moves }), 15, {
    colour: '#f3d98b',
  });
  textY += ui.heightOf(progress);
  const textH = textY - (y + PAD);
  let bottom: number;
  let buttonY: number;
  if (oneRow) {
    const rowH = Math.max(textH, BIG_BUTTON);
    buttonY = y + PAD + (rowH - BIG_BUTTON) / 2;
    bottom = y + PAD + rowH;
  } else {
    buttonY = textY + 10;
    bottom = buttonY + BIG_BUTTON;
  }
  const buttonX = oneRow ? x + w - PAD - buttonW : x + PAD;
  ui.button(buttonX, buttonY, buttonW, BIG_BUTTON, t('menu.continue'), resume(newest), {
    primary: true,
    fontSize: 20,
    name: `${savedTitle(newest)}: ${t('menu.continue')}`,
  });

  // The other saves: a line each, with a plain Continue button of its own.
  const lineButtonW = Math.min(180, inner * 0.42);
  for (const s of older) {
    const top = bottom + 8;
    const line = ui.text(x + PAD, top, `${savedTitle(s)} · ${t('menu.savedProgress', { moves: s.moves })}`, 15, {
      wrap: inner - lineButtonW - PAD,
    });
    const lineH = Math.max(BUTTON_HEIGHT, ui.heightOf(line));
    line.setY((top + (lineH - ui.heightOf(line)) / 2) * ui.dpr);
    ui.button(
      x + w - PAD - lineButtonW,
      top + (lineH - BUTTON_HEIGHT) / 2,
      lineButtonW,
      BUTTON_HEIGHT,
      t('menu.continue'),
      resume(s),
      {
        name: `${savedTitle(s)}: ${t('menu.continue')}`,
      },
    );
    bottom = top + lineH;
  }

  const h = bottom + PAD - y;
  // Under what was drawn: the card's fill, and a gold edge so it stands out from the game tiles.
  ui.graphics()
    .setDepth(-1)
    .fillStyle(MENU_COLOURS.tile, 0.95)
    .fillRoundedRect(x * ui.dpr, y * ui.dpr, w * ui.dpr, h * ui.dpr, 14 * ui.dpr);
  ui.outline(x, y, w, h, MENU_COLOURS.primary, 2, 14);
  return h + EDGE;
}
