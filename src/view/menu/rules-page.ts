import { gameText, LANGUAGES, t, translate } from '../../platform';
import { savedGameOf } from './continue-card';
import { newDeal } from './games-page';
import { column, drawHeader, EDGE, type MenuContext, type MenuPage } from './menu-page';
import { BUTTON_HEIGHT, MENU_COLOURS } from './menu-ui';

// The rules of one game, in English or German (switchable here without changing the game's
// language, so a player can read the other version). Long rules scroll with the page, and end
// with the way to play the game (its saved game's Continue, and New deal), so that reading the
// rules does not end in a trip back to find the game's tile.

export function drawRulesPage(ctx: MenuContext, page: Extract<MenuPage, { kind: 'rules' }>): number {
  const { ui } = ctx;
  const text = gameText(page.game, page.language);
  let y =
    drawHeader(ctx, `${t('menu.rules')}: ${text.name}`, () => ctx.go({ kind: 'games' }), t('menu.back'), 720) + EDGE;
  const { x, w } = column(ui, 720);
  // Each language's button is labelled in its own language, as language pickers are.
  y += ui.choices(
    x,
    y,
    Math.min(w, 360),
    LANGUAGES,
    (l) => translate(l, `settings.language.${l}`),
    page.language,
    (language) => ctx.go({ ...page, language }),
  );
  y += EDGE;
  ctx.readable(`${t('menu.rules')}: ${text.name}`, [
    text.summary,
    ...text.sections.flatMap((s) => [s.heading, ...s.paragraphs]),
  ]);
  const summary = ui.text(x, y, text.summary, 16, { wrap: w, colour: '#f3d98b' });
  y += ui.heightOf(summary) + EDGE;
  for (const section of text.sections) {
    const heading = ui.text(x, y, section.heading, 19, { bold: true });
    y += ui.heightOf(heading) + 6;
    for (const p of section.paragraphs) {
      const bullet = p.startsWith('• ');
      const indent = bullet ? 16 : 0;
      const para = ui.text(x + indent, y, bullet ? p.slice(2) : p, 15, { wrap: w - indent, colour: MENU_COLOURS.dim });
      if (bullet) ui.text(x, y, '•', 15, { colour: MENU_COLOURS.dim });
      y += ui.heightOf(para) + 8;
    }
    y += EDGE;
  }
  const game = t(`game.${page.game}`);
  const buttons: [string, () => void, boolean][] = [];
  if (savedGameOf(ctx.platform, page.game)) {
    buttons.push([t('menu.continue'), () => ctx.startTable({ game: page.game, resume: true }), true]);
  }
  buttons.push([t('menu.newDeal'), () => newDeal(ctx, page.game), false]);
  const gap = 8;
  const bw = (Math.min(w, 360) - gap * (buttons.length - 1)) / buttons.length;
  buttons.forEach(([label, press, primary], i) => {
    ui.button(x + i * (bw + gap), y, bw, BUTTON_HEIGHT, label, press, { name: `${game}: ${label}`, primary });
  });
  return y + BUTTON_HEIGHT + 2 * EDGE;
}
