import { AUTO_MODES, GAME_IDS, GAME_OPTIONS } from '../../engine';
import {
  ANIMATION_SPEEDS,
  CARD_BACKS,
  LANGUAGES,
  type Settings,
  TABLE_COLOURS,
  t,
  tOr,
  translate,
} from '../../platform';
import { FELTS } from '../felts';
import { BACK_SWATCHES } from '../table/card-backs';
import { column, drawHeader, EDGE, type MenuContext } from './menu-page';
import { BUTTON_HEIGHT, MENU_COLOURS, type MenuUi } from './menu-ui';

// The settings page: each setting is a label over a row of finger-sized choices, the current one
// highlighted. A change is saved at once (SettingsStore), and the page is redrawn to show it.

// No 0 %: silence is the sound switch's job.
const VOLUMES = [0.2, 0.4, 0.6, 0.8, 1] as const;

/** The volume step nearest the current volume (a stored 0.7 shows as 60 % or 80 %, never as nothing). */
const nearestVolume = (v: number): number =>
  VOLUMES.reduce((best, step) => (Math.abs(step - v) < Math.abs(best - v) ? step : best), VOLUMES[0]);

export function drawSettingsPage(ctx: MenuContext): number {
  const { ui, platform } = ctx;
  const s = platform.settings.get();
  const set = (patch: Partial<Settings>) => {
    platform.settings.update(patch);
    ctx.redraw();
  };
  let y = drawHeader(ctx, t('settings.title'), () => ctx.go({ kind: 'games' }), t('menu.back'), 640) + EDGE;
  const { x, w } = column(ui, 640);

  const row = <T>(
    label: string,
    values: readonly T[],
    labelOf: (v: T) => string,
    current: T,
    choose: (v: T) => void,
    note?: string,
    /** A colour strip under each choice's label (card backs, table colours). */
    swatchOf?: (v: T) => number,
  ) => {
    const l = ui.text(x, y, label, 16, { bold: true, wrap: w });
    y += ui.heightOf(l) + 6;
    // A dim line under the name where the name alone does not say what the setting does.
    if (note) {
      const n = ui.text(x, y, note, 13, { wrap: w, colour: MENU_COLOURS.dim });
      y += ui.heightOf(n) + 6;
    }
    if (swatchOf) drawSwatches(ui, x, y, w, values.map(swatchOf));
    y += ui.choices(x, y, w, values, labelOf, current, choose, label) + EDGE * 1.5;
  };
  const onOff = [true, false] as const;
  const onOffLabel = (v: boolean) => t(v ? 'settings.on' : 'settings.off');

  row(
    t('settings.language'),
    LANGUAGES,
    (l) => translate(l, `settings.language.${l}`),
    s.language,
    (language) => set({ language }),
  );
  row(
    t('settings.autoMode'),
    AUTO_MODES,
    (m) => t(`settings.autoMode.${m}`),
    s.autoMode,
    (autoMode) => set({ autoMode }),
    t('settings.autoMode.note'),
  );
  row(
    t('settings.animationSpeed'),
    ANIMATION_SPEEDS,
    (a) => t(`settings.animationSpeed.${a}`),
    s.animationSpeed,
    (animationSpeed) => set({ animationSpeed }),
  );
  row(
    t('settings.fourColour'),
    onOff,
    onOffLabel,
    s.fourColour,
    (fourColour) => set({ fourColour }),
    t('settings.fourColour.note'),
  );
  row(
    t('settings.cardBack'),
    CARD_BACKS,
    (b) => t(`settings.cardBack.${b}`),
    s.cardBack,
    (cardBack) => set({ cardBack }),
    undefined,
    (b) => BACK_SWATCHES[b],
  );
  row(
    t('settings.tableColour'),
    TABLE_COLOURS,
    (c) => t(`settings.tableColour.${c}`),
    s.tableColour,
    (tableColour) => set({ tableColour }),
    undefined,
    (c) => Number.parseInt(FELTS[c].table.slice(1), 16),
  );
  row(t('settings.leftHanded'), onOff, onOffLabel, s.leftHanded, (leftHanded) => set({ leftHanded }));
  row(
    t('settings.showTargets'),
    onOff,
    onOffLabel,
    s.showTargets,
    (showTargets) => set({ showTargets }),
    t('settings.showTargets.note'),
  );
  // "Sound: On" reads better than "Mute: Off"; the setting itself stays `muted`, as the view's port has it.
  row(t('settings.sound'), onOff, onOffLabel, !s.muted, (on) => set({ muted: !on }));
  row(
    t('settings.volume'),
    VOLUMES,
    (v) => `${Math.round(v * 100)}%`,
    nearestVolume(s.volume),
    (volume) => {
      set({ volume });
      // Let the player hear the new level (nothing plays when muted).
      platform.sounds.play('drop');
    },
  );

  const heading = ui.text(x, y, t('settings.gameOptions'), 19, { bold: true });
  y += ui.heightOf(heading) + EDGE;
  for (const game of GAME_IDS) {
    const options = GAME_OPTIONS[game];
    if (options.length === 0) continue;
    const name = ui.text(x, y, t(`game.${game}`), 17, { bold: true, colour: '#f3d98b' });
    y += ui.heightOf(name) + 6;
    for (const option of options) {
      const chosen = s.gameOptions[game].includes(option.id);
      const label = ui.text(x, y, tOr(`option.${game}.${option.id}`, option.name), 15, {
        wrap: w,
        colour: MENU_COLOURS.dim,
      });
      y += ui.heightOf(label) + 6;
      const optionName = tOr(`option.${game}.${option.id}`, option.name);
      y += ui.choices(
        x,
        y,
        Math.min(w, 320),
        onOff,
        onOffLabel,
        chosen,
        (on) => {
          const rest = s.gameOptions[game].filter((id) => id !== option.id);
          platform.settings.setGameOptions(game, on ? [...rest, option.id] : rest);
          ctx.redraw();
        },
        `${t(`game.${game}`)}, ${optionName}`,
      );
      y += EDGE;
    }
    const note = ui.text(x, y, t('settings.optionsNewDeals'), 13, { wrap: w, colour: MENU_COLOURS.dim });
    y += ui.heightOf(note) + EDGE;
  }
  const winnable = ui.text(x, y, t('settings.winnableOnly'), 19, { bold: true });
  y += ui.heightOf(winnable) + 6;
  const winnableNote = ui.text(x, y, t('settings.winnableNote'), 13, { wrap: w, colour: MENU_COLOURS.dim });
  y += ui.heightOf(winnableNote) + EDGE;
  for (const game of GAME_IDS) {
    const name = ui.text(x, y, t(`game.${game}`), 15, { colour: MENU_COLOURS.dim });
    y += ui.heightOf(name) + 6;
    y += ui.choices(
      x,
      y,
      Math.min(w, 320),
      onOff,
      onOffLabel,
      s.winnableOnly[game],
      (on) => {
        platform.settings.setWinnableOnly(game, on);
        ctx.redraw();
      },
      `${t('settings.winnableOnly')}, ${t(`game.${game}`)}`,
    );
    y += EDGE;
  }
  return y + BUTTON_HEIGHT / 2;
}

/**
 * A strip of colour along the bottom of each button of a row of choices (laid out as ui.choices lays
 * them out), drawn above the buttons, clear of their labels.
 */
function drawSwatches(ui: MenuUi, x: number, y: number, w: number, colours: readonly number[]): void {
  const gap = 8;
  const bw = (w - gap * (colours.length - 1)) / colours.length;
  const d = ui.dpr;
  const g = ui.graphics().setDepth(12);
  colours.forEach((colour, i) => {
    const left = x + i * (bw + gap) + 12;
    const top = y + BUTTON_HEIGHT - 10;
    g.fillStyle(colour, 1).fillRoundedRect(left * d, top * d, (bw - 24) * d, 5 * d, 2.5 * d);
    g.lineStyle(Math.max(1, d * 0.75), 0xffffff, 0.6).strokeRoundedRect(
      left * d,
      top * d,
      (bw - 24) * d,
      5 * d,
      2.5 * d,
    );
  });
}
