import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/engine';
import { layoutTable, type Rect } from '../../src/view/table/layout';
import { MIN_BUTTON, MIN_SCALE, panelMetrics, panelScale } from '../../src/view/win/panel-metrics';
import { playArea } from '../../src/view/win/play-area';

// Where the win's cascade may go (the table between the HUD's bars) and how big the win panel is
// drawn for the room it has.

const overlaps = (a: Rect, b: Rect): boolean =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe('the play area of the win cascade', () => {
  it('lies between the counters bar and the buttons, bottom bar or side column, mirrored or not', () => {
    for (const [w, h] of [
      [390, 844],
      [844, 390],
      [1920, 1080],
    ] as const) {
      for (const leftHanded of [false, true]) {
        const l = layoutTable(GAMES.freecell, w, h, 2, leftHanded);
        const area = playArea(l);
        expect(overlaps(area, l.stats)).toBe(false);
        expect(overlaps(area, l.buttons)).toBe(false);
        // Everything else is the area: it together with the bars covers the screen.
        expect(area.w * area.h + l.stats.w * l.stats.h + l.buttons.w * l.buttons.h).toBe(l.width * l.height);
      }
    }
  });
});

describe('the win panel size', () => {
  it('grows on a desktop: about 600-700 px wide, fonts at least 1.3 times a phone’s', () => {
    const l = layoutTable(GAMES.freecell, 1920, 1080, 1, false);
    const area = playArea(l);
    const big = panelMetrics(panelScale(area.w, area.h), area.w);
    const phone = panelMetrics(1, 390);
    expect(big.width).toBeGreaterThanOrEqual(600);
    expect(big.width).toBeLessThanOrEqual(700);
    expect(big.titlePx / phone.titlePx).toBeGreaterThanOrEqual(1.3);
    expect(big.statsPx / phone.statsPx).toBeGreaterThanOrEqual(1.3);
    expect(big.buttonPx / phone.buttonPx).toBeGreaterThanOrEqual(1.3);
  });

  it('keeps a phone at the base size, within its width', () => {
    expect(panelScale(390, 752)).toBe(1);
    expect(panelMetrics(1, 390).width).toBeLessThan(390);
  });

  it('never makes a button shorter than a finger, even shrunk to fit a short screen', () => {
    for (const scale of [MIN_SCALE, 0.9, 1, 1.3, 1.6]) {
      expect(panelMetrics(scale, 844).buttonH).toBeGreaterThanOrEqual(MIN_BUTTON);
    }
    expect(panelMetrics(0.1, 844).scale).toBe(MIN_SCALE);
  });
});
