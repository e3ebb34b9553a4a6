import type * as Phaser from 'phaser';
import { type Card, fullDeck } from '../../engine';
import { drawBack, drawFace, drawSlot, type SlotKind } from './card-art';

/** The texture keys of one card size and style; made again (under new keys) when either changes. */
export class CardTextures {
  private generation = 0;
  private made: string[] = [];
  private spec = '';

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly prefix = 'table',
  ) {}

  /** Makes the textures for this size and style unless they exist; true if they were made anew. */
  ensure(w: number, h: number, fourColour: boolean, ranks: readonly string[], foundationLabel: string): boolean {
    const spec = `${w}x${h}:${fourColour}:${ranks.join(',')}:${foundationLabel}`;
    if (spec === this.spec) return false;
    const old = this.made;
    this.spec = spec;
    this.generation++;
    this.made = [];
    const tex = this.scene.textures;
    const add = (key: string, el: HTMLCanvasElement) => {
      if (tex.exists(key)) tex.remove(key);
      // A plain texture from the canvas: addCanvas would make a CanvasTexture, which reads every
      // pixel back (getImageData) for pixel access we never use, the slowest step of start-up.
      // The whole canvas is the texture's one frame, as addCanvas and addImage make it.
      tex.create(key, el)?.add('__BASE', 0, 0, 0, el.width, el.height);
      this.made.push(key);
    };
    for (const c of fullDeck(1)) add(this.face(c), drawFace(c, w, h, fourColour, ranks));
    add(this.back(), drawBack(w, h));
    for (const kind of ['plain', 'foundation', 'stock', 'stock-done'] as const) {
      add(this.slot(kind), drawSlot(w, h, kind, foundationLabel));
    }
    // The old generation goes once the caller has moved its sprites onto the new keys.
    this.scene.time.delayedCall(0, () => {
      for (const key of old) if (tex.exists(key)) tex.remove(key);
    });
    return true;
  }

  face(c: Card): string {
    return `${this.prefix}-card-${this.generation}-${c}`;
  }

  back(): string {
    return `${this.prefix}-back-${this.generation}`;
  }

  slot(kind: SlotKind): string {
    return `${this.prefix}-slot-${this.generation}-${kind}`;
  }
}
