import type * as Phaser from 'phaser';
import { type Card, card, type Rank, type Suit } from '../../engine';
import { ports } from '../ports';
import { CardTextures } from '../table/card-textures';
import type { Rect } from '../table/layout';
import { rankLabels } from '../table/rank-labels';

// The classic win cascade: cards leap from the top of the table and bounce down it, leaving a
// trail. The trail is stamped into one render texture, so a frame costs the same at the end of the
// cascade as at the start (hundreds of trail images would each be drawn every frame). Everything
// stays inside `area` (the table between the HUD's bars): the render texture covers just the area,
// and a flying card is cropped to it, so neither covers the counters or the buttons.

interface Flyer {
  img: Phaser.GameObjects.Image;
  vx: number;
  vy: number;
  stamp: number;
}

const TRAIL_DEPTH = 5;
const FLYER_DEPTH = 10;

export class Cascade {
  private flyers: Flyer[] = [];
  private trail: Phaser.GameObjects.RenderTexture | null = null;
  private timer: Phaser.Time.TimerEvent | null = null;
  private readonly textures: CardTextures;
  private area: Rect = { x: 0, y: 0, w: 0, h: 0 };
  private cardW = 0;
  private cardH = 0;

  constructor(private readonly scene: Phaser.Scene) {
    this.textures = new CardTextures(scene, 'win');
  }

  /** (Re)starts the cascade in `area` (canvas px), kings first, suit after suit. */
  start(area: Rect): void {
    this.stop();
    this.area = area;
    const dpr = window.devicePixelRatio || 1;
    this.cardW = Math.max(8, Math.round(Math.min(area.w / 9, 100 * dpr)));
    this.cardH = Math.round(this.cardW * 1.4);
    const s = ports().settings.get();
    const ranks = rankLabels(s.language);
    // Only faces fly; the empty-pile pictures are drawn but unused.
    this.textures.ensure(this.cardW, this.cardH, {
      fourColour: s.fourColour,
      ranks,
      slotLabels: { foundations: [{ base: ranks[0] ?? 'A', direction: 'up' }], space: null },
    });
    this.trail = this.scene.add
      .renderTexture(area.x, area.y, Math.max(1, area.w), Math.max(1, area.h))
      .setOrigin(0, 0)
      .setDepth(TRAIL_DEPTH);
    // As the foundations give them up: the kings, then the queens, and so on.
    const cards: Card[] = [];
    for (let r = 13; r >= 1; r--) for (let su = 0; su < 4; su++) cards.push(card(r as Rank, su as Suit));
    this.timer = this.scene.time.addEvent({
      delay: 110,
      repeat: cards.length - 1,
      callback: () => {
        const c = cards.shift();
        if (c !== undefined) this.launch(c);
      },
    });
  }

  stop(): void {
    this.timer?.remove();
    this.timer = null;
    for (const f of this.flyers) f.img.destroy();
    this.flyers = [];
    this.trail?.destroy();
    this.trail = null;
  }

  update(deltaMs: number): void {
    if (!this.trail) return;
    const dt = Math.min(deltaMs, 50) / 1000;
    const dpr = window.devicePixelRatio || 1;
    const a = this.area;
    const floor = a.y + a.h - this.cardH;
    let stamped = false;
    for (const f of this.flyers) {
      f.vy += 1500 * dpr * dt;
      f.img.x += f.vx * dt;
      f.img.y += f.vy * dt;
      if (f.img.y > floor) {
        f.img.y = floor;
        f.vy = -f.vy * 0.72;
      }
      this.crop(f.img);
      f.stamp += dt;
      if (f.stamp > 0.045) {
        f.stamp = 0;
        const { key } = f.img.texture;
        this.trail.stamp(key, f.img.frame.name, f.img.x - a.x, f.img.y - a.y, { originX: 0, originY: 0 });
        stamped = true;
      }
    }
    // Phaser 4 queues drawing into a render texture until render() is called.
    if (stamped) this.trail.render();
    this.flyers = this.flyers.filter((f) => {
      const gone = f.img.x + this.cardW < a.x || f.img.x > a.x + a.w;
      if (gone) f.img.destroy();
      return !gone;
    });
  }

  private launch(c: Card): void {
    const a = this.area;
    const dpr = window.devicePixelRatio || 1;
    const face = this.textures.face(c);
    const x = a.x + (a.w - this.cardW) * (0.1 + 0.8 * Math.random());
    const img = this.scene.add
      .image(x, a.y + this.cardH * 0.1, face.key, face.frame)
      .setOrigin(0, 0)
      .setDepth(FLYER_DEPTH);
    this.crop(img);
    const dir = Math.random() < 0.5 ? -1 : 1;
    this.flyers.push({ img, vx: dir * (120 + Math.random() * 260) * dpr, vy: -Math.random() * 200 * dpr, stamp: 0 });
  }

  /** Shows only the part of the card inside the area (the crop is in the card's own pixels). */
  private crop(img: Phaser.GameObjects.Image): void {
    const a = this.area;
    const left = Math.max(0, a.x - img.x);
    const top = Math.max(0, a.y - img.y);
    const right = Math.min(this.cardW, a.x + a.w - img.x);
    const bottom = Math.min(this.cardH, a.y + a.h - img.y);
    if (right <= left || bottom <= top) {
      img.setVisible(false);
      return;
    }
    img.setVisible(true);
    if (left === 0 && top === 0 && right === this.cardW && bottom === this.cardH) img.setCrop();
    else img.setCrop(left, top, right - left, bottom - top);
  }
}
