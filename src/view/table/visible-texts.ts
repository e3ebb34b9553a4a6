import * as Phaser from 'phaser';

// What a scene says on screen, as strings: lets browser tests check the language of the HUD,
// dialogs and notices without reading pixels, and how large each text is drawn.

export interface TextSize {
  readonly text: string;
  /** The font's size as drawn, in canvas px: its size times every scale it is drawn at. */
  readonly px: number;
}

/**
 * Every visible Text object in the scene with a non-empty text (in containers too), in display order,
 * then those of the scenes running over it, with the size each is drawn at.
 */
export function visibleTextSizes(scene: Phaser.Scene): TextSize[] {
  const out: TextSize[] = [];
  const walk = (list: readonly Phaser.GameObjects.GameObject[], scale: number) => {
    for (const o of list) {
      if (o instanceof Phaser.GameObjects.Text) {
        if (o.visible && o.text !== '') out.push({ text: o.text, px: fontPx(o) * o.scaleY * scale });
      } else if (o instanceof Phaser.GameObjects.Container && o.visible) walk(o.list, scale * o.scaleY);
    }
  };
  walk(scene.children.list, 1);
  // The scenes drawn over this one show their texts too (the win panel over the table).
  const running = scene.scene.manager.getScenes(true);
  const at = running.indexOf(scene);
  if (at >= 0) for (const above of running.slice(at + 1)) if (above.sys.isVisible()) walk(above.children.list, 1);
  return out;
}

/** The texts alone, as visibleTextSizes lists them. */
export function visibleTexts(scene: Phaser.Scene): string[] {
  return visibleTextSizes(scene).map((t) => t.text);
}

function fontPx(text: Phaser.GameObjects.Text): number {
  const size = text.style.fontSize;
  return typeof size === 'number' ? size : Number.parseFloat(size);
}
