import { describe, expect, it } from 'vitest';
import { FELTS } from '../../src/view/felts';
import { MENU_COLOURS } from '../../src/view/menu/menu-ui';
import { SLOT_INK_ALPHA } from '../../src/view/table/slot-art';

// Text on the table and in the menu passes WCAG AA contrast on every felt: 4.5:1 for text, 3:1 for
// large bold text and the marks on empty piles (WCAG 1.4.3, 1.4.11). Colours as the view draws
// them; a translucent fill is blended over what lies under it.

type Rgb = readonly [number, number, number];
const hex = (c: number | string): Rgb => {
  const n = typeof c === 'string' ? Number.parseInt(c.slice(1), 16) : c;
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};
const over = (top: Rgb, alpha: number, under: Rgb): Rgb =>
  [0, 1, 2].map((i) => (top[i] as number) * alpha + (under[i] as number) * (1 - alpha)) as unknown as Rgb;
const luminance = (c: Rgb): number => {
  const [r, g, b] = c.map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: Rgb, b: Rgb): number => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
};
const WHITE = hex(0xffffff);

describe.each(Object.entries(FELTS))('on the %s felt', (_name, felt) => {
  const table = hex(felt.table);

  it('the HUD counters (on the bar) and the button labels read at 4.5:1', () => {
    const bar = over(hex(0x000000), 0.22, table);
    expect(contrast(hex('#f2f7f2'), bar)).toBeGreaterThanOrEqual(4.5);
    for (const fill of [0x123b2a, 0x2a6e4d, 0x3a3a3a])
      expect(contrast(WHITE, over(hex(fill), 0.95, table))).toBeGreaterThanOrEqual(4.5);
  });

  it('the empty piles’ marks (a large bold rank, an arrow) stand out at 3:1', () => {
    const slot = over(hex(0x000000), 0.16, table);
    expect(contrast(over(WHITE, SLOT_INK_ALPHA, slot), slot)).toBeGreaterThanOrEqual(3);
  });

  it('the menu’s text on its tiles, the dim summaries and the gold notes read at 4.5:1', () => {
    const tile = over(hex(felt.tile), 0.9, table);
    expect(contrast(WHITE, tile)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(hex(MENU_COLOURS.dim), tile)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(hex('#f3d98b'), tile)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(WHITE, hex(felt.button))).toBeGreaterThanOrEqual(4.5);
  });
});

describe('the panels over the table', () => {
  it('notices, the status line, dialogs and the chosen menu buttons read at 4.5:1', () => {
    expect(contrast(WHITE, hex(0x101010))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(WHITE, hex(0x0d241a))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(WHITE, hex(0x0e2f22))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(hex(MENU_COLOURS.selectedText), hex(MENU_COLOURS.selected))).toBeGreaterThanOrEqual(4.5);
  });
});
