import * as Phaser from 'phaser';

// What a scene says on screen, as strings: lets browser tests check the language of the HUD,
// dialogs and notices without reading pixels.

/**
 * The non-empty text of every visible Text object in the scene (in containers too), in display order,
 * then those of the scenes running over it.
 */
export function visibleTexts(scene: Phaser.Scene): string[] {
  const out: string[] = [];
  const walk = (list: readonly Phaser.GameObjects.GameObject[]) => {
    for (const o of list) {
      if (o instanceof Phaser.GameObjects.Text) {
        if (o.visible && o.text !== '') out.push(o.text);
      } else if (o instanceof Phaser.GameObjects.Container && o.visible) walk(o.list);
    }
  };
  walk(scene.children.list);
  // The scenes drawn over this one show their texts too (the win panel over the table).
  const running = scene.scene.manager.getScenes(true);
  const at = running.indexOf(scene);
  if (at >= 0) for (const above of running.slice(at + 1)) if (above.sys.isVisible()) walk(above.children.list);
  return out;
}
