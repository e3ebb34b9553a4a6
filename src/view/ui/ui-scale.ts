import type * as Phaser from 'phaser';

// How large the table's HUD, dialogs and notices are drawn. On a phone a UI pixel is a CSS pixel;
// on a large screen everything grows with it (up to 1.6x at about 1700x1100 CSS px), so a desktop's
// buttons and text keep the proportion they have beside the cards instead of a phone's sizes lost
// on a big table. The menu's pages grow the same way (menu-ui.ts).

/** The zoom for a screen of this size in CSS px: 1 up to about 1000x700, then with the screen. */
export function uiZoom(cssW: number, cssH: number): number {
  return Math.min(1.6, Math.max(1, Math.min(cssW / 1000, cssH / 700)));
}

/** Canvas px per UI px for the scene's screen now. */
export function uiUnit(scene: Phaser.Scene): number {
  const dpr = window.devicePixelRatio || 1;
  return dpr * uiZoom(scene.scale.width / dpr, scene.scale.height / dpr);
}
