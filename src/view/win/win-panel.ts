import type * as Phaser from 'phaser';
import { t } from '../../platform';
import { formatTime } from '../format-time';
import type { WinSceneData } from '../keys';
import { statsPairs, variantTitle, winNote } from '../stats-pairs';
import type { Rect } from '../table/layout';
import { Button, UI_FONT } from '../ui/button';
import type { PageWords } from '../ui/live-region';
import type { FocusButton } from './panel-focus';
import { MIN_SCALE, type PanelMetrics, panelMetrics, panelScale } from './panel-metrics';

// The win panel: the title, "in N moves, time", a record note, the game's statistics with this
// win counted, and the ways on (New deal, the primary; Replay this deal; Menu). Opaque, so the
// cascade never shows through it, and drawn at a size that grows with the screen (panel-metrics.ts).
// Centred in the table between the HUD's bars; over them only when it cannot fit there.

/** "Won in N moves, time": the panel's line under its title, and what the win scene says. */
export function wonInLine(info: WinSceneData): string {
  return t('win.wonIn', { moves: info.moves, time: formatTime(info.seconds) });
}

/**
 * The panel's words as a page gives them to a screen reader (the canvas has none): its title, then
 * a line each for the moves and time, the note, the name of the set of options, and each statistic.
 */
export function winPanelWords(info: WinSceneData): PageWords {
  const rec = info.record;
  const note = winNote(info);
  const lines = [wonInLine(info)];
  if (note) lines.push(note);
  if (rec && info.options.length > 0) lines.push(variantTitle(info.game, info.options));
  if (rec) lines.push(...statsPairs(rec.stats).map(([label, value]) => `${label}: ${value}`));
  return { title: t('win.title'), lines };
}

export interface WinChoice {
  readonly label: string;
  readonly press: () => void;
}

const PANEL_DEPTH = 100;
const TEXT_DEPTH = 101;
const BUTTON_DEPTH = 200;
/** Kept free around the panel, CSS px. */
const MARGIN = 8;

type Part = { destroy(): void };

/** Buttons per row, top row first, and the panel width (canvas px) they need. */
interface Shape {
  readonly rows: readonly number[];
  readonly width: number;
}

export class WinPanel {
  private parts: Part[] = [];

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly info: WinSceneData,
    /** In focus order, the primary first. */
    private readonly choices: readonly WinChoice[],
  ) {}

  /**
   * Draws the panel (again) for a play area and screen (canvas px); returns its buttons in focus
   * order. Too tall for the area, it first puts its buttons in fewer rows (widening, if the area
   * is wide: a landscape phone), then is drawn smaller, down to MIN_SCALE.
   */
  place(area: Rect, screen: { readonly width: number; readonly height: number }): FocusButton[] {
    const dpr = window.devicePixelRatio || 1;
    const room = area.h - 2 * MARGIN * dpr;
    const at = (height: number) =>
      height <= room ? area.y + (area.h - height) / 2 : Math.max(0, (screen.height - height) / 2);
    let scale = panelScale(area.w / dpr, area.h / dpr);
    for (;;) {
      const m = panelMetrics(scale, area.w / dpr);
      const shapes = this.shapes(m, dpr);
      const fits = (width: number) => shapes.filter((s) => s.width <= width);
      const usual = fits(m.width * dpr)[0] ?? (shapes.at(-1) as Shape);
      let built = this.build(m, usual, area, dpr, at);
      const flatter = fits(area.w * 0.94)[0];
      if (built.height > room && flatter && flatter.rows.length < usual.rows.length) {
        built = this.build(m, flatter, area, dpr, at);
      }
      if (built.height <= room || m.scale <= MIN_SCALE) return built.buttons;
      scale = Math.max(MIN_SCALE, (m.scale * room) / built.height - 0.01);
    }
  }

  /**
   * The ways to arrange the buttons, flattest first: all in a row, the primary above the others,
   * one above the other; each with the width its labels need (canvas px) at least the panel's own.
   */
  private shapes(m: PanelMetrics, dpr: number): Shape[] {
    const n = this.choices.length;
    const fontPx = Math.round(m.buttonPx * dpr);
    const label = Math.max(...this.choices.map((c) => this.measure(c.label, fontPx))) + 32 * m.scale * dpr;
    const gap = Math.round(10 * m.scale) * dpr;
    const rowsOf: number[][] = [[n]];
    if (n > 2) rowsOf.push([1, n - 1]);
    if (n > 1) rowsOf.push(Array.from({ length: n }, () => 1));
    return rowsOf.map((rows) => ({
      rows,
      width: Math.max(m.width * dpr, Math.max(...rows.map((r) => r * label + (r - 1) * gap)) + 2 * m.padSide * dpr),
    }));
  }

  destroy(): void {
    for (const p of this.parts) p.destroy();
    this.parts = [];
  }

  /** Makes the panel at metrics `m` with its buttons in `shape`; `top` says where a panel of a height goes. */
  private build(
    m: PanelMetrics,
    shape: Shape,
    area: Rect,
    dpr: number,
    top: (height: number) => number,
  ): { height: number; buttons: FocusButton[] } {
    this.destroy();
    const px = (css: number) => Math.round(css * dpr);
    const gap = px(m.gap);
    const buttonGap = px(Math.round(10 * m.scale));
    const w = shape.width;
    const inner = w - 2 * px(m.padSide);
    const bh = px(m.buttonH);
    const buttonsH = shape.rows.length * bh + (shape.rows.length - 1) * buttonGap;

    const style = { fontFamily: UI_FONT, color: '#ffffff', align: 'center' };
    const title = this.text(t('win.title'), { ...style, fontStyle: 'bold', fontSize: `${px(m.titlePx)}px` });
    const summary = this.text(wonInLine(this.info), {
      ...style,
      fontSize: `${px(m.summaryPx)}px`,
      wordWrap: { width: inner },
    });
    const rec = this.info.record;
    const note = winNote(this.info);
    const noteText = note
      ? this.text(note, {
          ...style,
          color: '#f3d98b',
          fontStyle: 'bold',
          fontSize: `${px(m.notePx)}px`,
          wordWrap: { width: inner },
        })
      : null;
    // The statistics keep the panel's usual width when a row of buttons widens it: values stay
    // near their labels.
    const gridW = Math.min(inner, px(m.width) - 2 * px(m.padSide));
    // A game played with options has statistics of its own (Klondike drawing three apart from drawing
    // one): their name over them, or a player's first win of the set reads as statistics lost.
    const variant =
      rec && this.info.options.length > 0
        ? this.text(variantTitle(this.info.game, this.info.options), {
            ...style,
            color: '#cfe3d6',
            fontStyle: 'bold',
            fontSize: `${px(m.statsPx)}px`,
            wordWrap: { width: gridW },
          })
        : null;
    const grid = rec ? this.statsGrid(statsPairs(rec.stats), gridW, m, dpr) : null;

    const height =
      px(m.padTop) +
      title.height +
      gap +
      summary.height +
      (noteText ? gap + noteText.height : 0) +
      (grid ? 2 * gap + grid.height : 0) +
      (variant ? variant.height + gap : 0) +
      2 * gap +
      buttonsH +
      px(m.padBottom);
    const x = area.x + (area.w - w) / 2;
    const y = top(height);
    const radius = px(16 * m.scale);
    const g = this.scene.add.graphics().setDepth(PANEL_DEPTH);
    this.parts.push(g);
    g.fillStyle(0x000000, 0.35).fillRoundedRect(x, y + px(4), w, height, radius);
    g.fillStyle(0x0e2f22, 1).fillRoundedRect(x, y, w, height, radius);
    g.lineStyle(px(2), 0xffffff, 0.35).strokeRoundedRect(x, y, w, height, radius);

    const cx = x + w / 2;
    let at = y + px(m.padTop);
    title.setPosition(cx, at);
    at += title.height + gap;
    summary.setPosition(cx, at);
    at += summary.height;
    if (noteText) {
      noteText.setPosition(cx, at + gap);
      at += gap + noteText.height;
    }
    if (grid) {
      at += 2 * gap;
      if (variant) {
        variant.setPosition(cx, at);
        at += variant.height + gap;
      }
      grid.place(x + (w - gridW) / 2, at);
      at += grid.height;
    }
    at += 2 * gap;
    const buttons: FocusButton[] = [];
    let next = 0;
    shape.rows.forEach((count, r) => {
      const bw = (inner - (count - 1) * buttonGap) / count;
      for (let i = 0; i < count; i++, next++) {
        const c = this.choices[next] as WinChoice;
        const bx = x + px(m.padSide) + i * (bw + buttonGap);
        const by = at + r * (bh + buttonGap);
        const b = new Button(this.scene, c.label, c.press, BUTTON_DEPTH, next === 0 ? 'primary' : 'plain');
        b.place(bx, by, bw, bh, Math.round(px(m.buttonPx)));
        this.parts.push(b);
        buttons.push({ x: bx, y: by, w: bw, h: bh, label: c.label, press: c.press });
      }
    });
    return { height, buttons };
  }

  /**
   * The statistics as label-value pairs, labels left and values right: two pairs a row when they
   * fit side by side, else one.
   */
  private statsGrid(pairs: readonly [string, string][], w: number, m: PanelMetrics, dpr: number) {
    const font = { fontFamily: UI_FONT, fontSize: `${Math.round(m.statsPx * dpr)}px` };
    const cells = pairs.map(([label, value]) => ({
      label: this.text(label, { ...font, color: '#cfe3d6' }).setOrigin(0, 0.5),
      value: this.text(value, { ...font, color: '#ffffff', fontStyle: 'bold' }).setOrigin(1, 0.5),
    }));
    const colGap = 28 * m.scale * dpr;
    const widest = Math.max(...cells.map((c) => c.label.width + c.value.width)) + 12 * m.scale * dpr;
    const columns = (w - colGap) / 2 >= widest ? 2 : 1;
    const colW = columns === 2 ? (w - colGap) / 2 : w;
    const rowH = m.rowH * dpr;
    return {
      height: Math.ceil(cells.length / columns) * rowH,
      place: (x: number, y: number) => {
        cells.forEach((c, i) => {
          const left = x + (i % columns) * (colW + colGap);
          const mid = y + Math.floor(i / columns) * rowH + rowH / 2;
          c.label.setPosition(left, mid);
          c.value.setPosition(left + colW, mid);
        });
      },
    };
  }

  private text(s: string, style: Phaser.Types.GameObjects.Text.TextStyle): Phaser.GameObjects.Text {
    const text = this.scene.add.text(0, 0, s, style).setOrigin(0.5, 0).setDepth(TEXT_DEPTH);
    this.parts.push(text);
    return text;
  }

  /** The width of a button label at `fontPx` (bold, as Button draws it). */
  private measure(label: string, fontPx: number): number {
    const probe = this.scene.make.text(
      { text: label, style: { fontFamily: UI_FONT, fontSize: `${Math.round(fontPx)}px`, fontStyle: 'bold' } },
      false,
    );
    const width = probe.width;
    probe.destroy();
    return width;
  }
}
