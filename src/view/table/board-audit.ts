import * as Phaser from 'phaser';
import { pileCardText } from '../../engine';
import type { CardBoard } from './card-board';
import type { CardTextures } from './card-textures';

// What the table draws, read off its sprites rather than the engine, so that the soak (and any
// test) can hold the picture to the position: a card the engine moved but the board did not, a
// sprite left behind, a face drawn from a texture page that was already removed.

export interface DrawnCards {
  /** The card text of each pile's sprites, bottom first, as the sprites say where they belong. */
  readonly piles: Record<string, string[]>;
  /**
   * What is wrong with the picture, in words: a sprite hidden, destroyed, on the wrong texture
   * frame, or (when `settled`) away from its place. Empty when the table draws what it holds.
   */
  readonly faults: string[];
}

/**
 * Reads the board. `settled`: no move is being animated and no card is held, so every card must
 * also be at its place, unless `sliding` says its own tween still runs (a refused drop slides back
 * outside any move's animation).
 */
export function drawnCards(
  board: CardBoard,
  textures: CardTextures,
  settled: boolean,
  sliding: (img: Phaser.GameObjects.Image) => boolean,
): DrawnCards {
  const piles: Record<string, string[]> = {};
  const faults: string[] = [];
  const layout = board.tableLayout;
  for (const name of board.pileNames()) piles[name] = [];
  for (const s of board.allSprites()) {
    // Written as the automation's state() writes the engine's position; the stock's cards are face
    // down without saying so.
    const text = pileCardText(s.card, !s.faceUp && s.pile.startsWith('t'));
    const where = `${text} in ${s.pile}[${s.index}]`;
    const pile = piles[s.pile];
    if (pile === undefined) {
      faults.push(`${where}: no such pile on the table`);
      continue;
    }
    if (pile[s.index] !== undefined) faults.push(`${where}: two sprites at one place`);
    pile[s.index] = text;
    const img = s.img;
    if (!img.active || img.scene === undefined) {
      faults.push(`${where}: its sprite was destroyed`);
      continue;
    }
    const want = s.faceUp ? textures.face(s.card) : textures.back();
    // A card turning up shows its back for the first half of the turn (card-board.ts turnUp).
    if (s.turn === undefined && (img.texture.key !== want.key || img.frame.name !== want.frame))
      faults.push(`${where}: drawn as ${img.texture.key}/${img.frame.name}, not ${want.key}/${want.frame}`);
    if (!img.scene.textures.exists(img.texture.key)) faults.push(`${where}: its texture ${img.texture.key} is gone`);
    if (!settled || sliding(img)) continue;
    if (!img.visible) faults.push(`${where}: hidden`);
    if (Math.abs(img.displayWidth - layout.cardW) > 1 || Math.abs(img.displayHeight - layout.cardH) > 1)
      faults.push(`${where}: drawn ${img.displayWidth.toFixed(0)} wide, not ${layout.cardW.toFixed(0)}`);
    const at = board.placeOf(s.pile, s.index);
    if (Math.abs(img.x - at.x) > 1 || Math.abs(img.y - at.y) > 1)
      faults.push(`${where}: at ${img.x.toFixed(0)},${img.y.toFixed(0)}, not ${at.x.toFixed(0)},${at.y.toFixed(0)}`);
  }
  for (const [name, cards] of Object.entries(piles)) {
    // A hole in a pile: sprites at 0 and 2 but none at 1 (a plain loop: some() skips holes).
    for (let i = 0; i < cards.length; i++) if (cards[i] === undefined) faults.push(`${name}[${i}]: no sprite`);
    piles[name] = cards.filter((c) => c !== undefined);
  }
  return { piles, faults };
}

/** What the game holds now: a leak shows as counts that grow from deal to deal. */
export function census(game: Phaser.Game): { textures: number; gameObjects: number; scenes: number } {
  let gameObjects = 0;
  const walk = (list: readonly Phaser.GameObjects.GameObject[]) => {
    for (const o of list) {
      gameObjects++;
      if (o instanceof Phaser.GameObjects.Container) walk(o.list);
    }
  };
  const scenes = game.scene.getScenes(true);
  for (const s of scenes) walk(s.children.list);
  return { textures: game.textures.getTextureKeys().length, gameObjects, scenes: scenes.length };
}
