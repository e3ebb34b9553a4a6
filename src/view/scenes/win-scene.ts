import * as Phaser from 'phaser';
import { type Card, card, type Rank, type Suit } from '../../engine';
import { t } from '../../platform';
import { formatTime } from '../format-time';
import { SCENES, type TableSceneData, type WinSceneData } from '../keys';
import { ports } from '../ports';
import { recordNote, statsPairs } from '../stats-pairs';
import { CardTextures } from '../table/card-textures';
import { reducedMotion } from '../table/motion';
import { rankLabels } from '../table/rank-labels';
import { Button, UI_FONT } from '../ui/button';

// The win: cards leap from the top of the table and bounce down it, leaving a trail (the classic
// cascade). The trail is stamped into one render texture, so a frame costs the same at the end of
// the cascade as at the start (hundreds of trail images would each be drawn every frame). Over it:
// the moves and time, the game's statistics with this win counted (and a new record when the win
// beat the best), and two ways on: a new deal or this deal again.

interface Flyer {
  img: Phaser.GameObjects.Image;
  vx: number;
  vy: number;
  stamp: number;
}

export class WinScene extends Phaser.Scene {
  private info!: WinSceneData;
  private flyers: Flyer[] = [];
  private trail: Phaser.GameObjects.RenderTexture | null = null;
  private cards: Card[] = [];
  private textures0!: CardTextures;
  private cardW = 0;

  constructor() {
    super(SCENES.win);
  }

  init(data: WinSceneData): void {
    this.info = data;
    this.flyers = [];
    this.trail = null;
  }

  create(): void {
    const { width, height } = this.scale;
    const dpr = window.devicePixelRatio || 1;
    this.cardW = Math.round(Math.min(width / 9, 100 * dpr));
    this.textures0 = new CardTextures(this, 'win');
    const s = ports().settings.get();
    const ranks = rankLabels(s.language);
    this.textures0.ensure(this.cardW, Math.round(this.cardW * 1.4), s.fourColour, ranks, {
      base: ranks[0] ?? 'A',
      direction: 'up',
      space: null,
    });
    // Kings first, suit after suit, as the foundations give them up.
    this.cards = [];
    for (let r = 13; r >= 1; r--) for (let s = 0; s < 4; s++) this.cards.push(card(r as Rank, s as Suit));
    if (!reducedMotion() && ports().settings.get().animationSpeed !== 'off') {
      this.trail = this.add.renderTexture(0, 0, width, height).setOrigin(0, 0).setDepth(5);
      this.time.addEvent({ delay: 110, repeat: this.cards.length - 1, callback: () => this.launch() });
    }
    this.panel(width, height, dpr);
  }

  private launch(): void {
    const c = this.cards.shift();
    if (c === undefined) return;
    const { width } = this.scale;
    const dpr = window.devicePixelRatio || 1;
    const x = width * (0.15 + 0.7 * Math.random());
    const face = this.textures0.face(c);
    const img = this.add
      .image(x, this.cardW * 0.3, face.key, face.frame)
      .setOrigin(0, 0)
      .setDepth(10);
    const dir = Math.random() < 0.5 ? -1 : 1;
    this.flyers.push({ img, vx: dir * (120 + Math.random() * 260) * dpr, vy: -Math.random() * 200 * dpr, stamp: 0 });
  }

  override update(_time: number, deltaMs: number): void {
    const dt = Math.min(deltaMs, 50) / 1000;
    const { width, height } = this.scale;
    const dpr = window.devicePixelRatio || 1;
    const floor = height - this.cardW * 1.4;
    let stamped = false;
    for (const f of this.flyers) {
      f.vy += 1500 * dpr * dt;
      f.img.x += f.vx * dt;
      f.img.y += f.vy * dt;
      if (f.img.y > floor) {
        f.img.y = floor;
        f.vy = -f.vy * 0.72;
      }
      f.stamp += dt;
      if (f.stamp > 0.045 && this.trail) {
        f.stamp = 0;
        this.trail.stamp(f.img.texture.key, f.img.frame.name, f.img.x, f.img.y, { originX: 0, originY: 0 });
        stamped = true;
      }
    }
    // Phaser 4 queues drawing into a render texture until render() is called.
    if (stamped) this.trail?.render();
    this.flyers = this.flyers.filter((f) => {
      const gone = f.img.x < -this.cardW || f.img.x > width;
      if (gone) f.img.destroy();
      return !gone;
    });
  }

  private panel(width: number, height: number, dpr: number): void {
    const w = Math.min(width * 0.92, 460 * dpr);
    const style = { fontFamily: UI_FONT, color: '#ffffff', align: 'center' };
    const depth = 101;
    // Texts first (their heights decide the panel's), then the panel centred around them.
    const title = this.add
      .text(width / 2, 0, t('win.title'), { ...style, fontStyle: 'bold', fontSize: `${Math.round(30 * dpr)}px` })
      .setOrigin(0.5, 0)
      .setDepth(depth);
    const line = t('win.wonIn', { moves: this.info.moves, time: formatTime(this.info.seconds) });
    const summary = this.add
      .text(width / 2, 0, line, { ...style, fontSize: `${Math.round(18 * dpr)}px` })
      .setOrigin(0.5, 0)
      .setDepth(depth);
    const rec = this.info.record;
    const note = rec ? recordNote(rec) : null;
    const noteText = note
      ? this.add
          .text(width / 2, 0, note, {
            ...style,
            color: '#f3d98b',
            fontStyle: 'bold',
            fontSize: `${Math.round(17 * dpr)}px`,
            wordWrap: { width: w - 32 * dpr },
          })
          .setOrigin(0.5, 0)
          .setDepth(depth)
      : null;
    const rowH = 24 * dpr;
    const pairs = rec ? statsPairs(rec.stats) : [];
    const rows = Math.ceil(pairs.length / 2);
    const buttonsH = 54 * dpr;
    const gap = 12 * dpr;
    const h =
      22 * dpr +
      title.height +
      gap +
      summary.height +
      (noteText ? gap + noteText.height : 0) +
      (rows > 0 ? 2 * gap + rows * rowH : 0) +
      2 * gap +
      buttonsH +
      16 * dpr;
    const x = (width - w) / 2;
    const y = Math.max(0, (height - h) / 2);
    const g = this.add.graphics().setDepth(100);
    g.fillStyle(0x0e2f22, 0.94).fillRoundedRect(x, y, w, h, 16 * dpr);
    g.lineStyle(2 * dpr, 0xffffff, 0.35).strokeRoundedRect(x, y, w, h, 16 * dpr);
    let at = y + 22 * dpr;
    title.setY(at);
    at += title.height + gap;
    summary.setY(at);
    at += summary.height;
    if (noteText) {
      noteText.setY(at + gap);
      at += gap + noteText.height;
    }
    if (rows > 0) {
      at += 2 * gap;
      this.statsGrid(pairs, x + 18 * dpr, at, w - 36 * dpr, rowH, dpr);
      at += rows * rowH;
    }
    this.buttons(x, at + 2 * gap, w, buttonsH, dpr);
  }

  /** The statistics as two label-value pairs a row, labels left and values right in each half. */
  private statsGrid(pairs: readonly [string, string][], x: number, y: number, w: number, rowH: number, dpr: number) {
    const half = w / 2;
    const inner = 12 * dpr;
    const font = { fontFamily: UI_FONT, fontSize: `${Math.round(14 * dpr)}px` };
    pairs.forEach(([label, value], i) => {
      const cx = x + (i % 2) * half;
      const cy = y + Math.floor(i / 2) * rowH + rowH / 2;
      this.add
        .text(cx, cy, label, { ...font, color: '#cfe3d6' })
        .setOrigin(0, 0.5)
        .setDepth(101);
      this.add
        .text(cx + half - inner, cy, value, { ...font, color: '#ffffff', fontStyle: 'bold' })
        .setOrigin(1, 0.5)
        .setDepth(101);
    });
  }

  private buttons(x: number, by: number, w: number, bh: number, dpr: number): void {
    const bw = (w - 42 * dpr) / 2;
    const again: TableSceneData = {
      game: this.info.game,
      options: this.info.options,
      ...(this.info.deal !== null ? { deal: this.info.deal } : {}),
      ...(this.info.position !== undefined ? { position: this.info.position } : {}),
    };
    new Button(
      this,
      t('win.playAgain'),
      () => this.go({ game: this.info.game, options: this.info.options }),
      200,
      'primary',
    ).place(x + 14 * dpr, by, bw, bh, Math.round(16 * dpr));
    new Button(this, t('win.replay'), () => this.go(again), 200).place(
      x + 28 * dpr + bw,
      by,
      bw,
      bh,
      Math.round(16 * dpr),
    );
  }

  private go(data: TableSceneData): void {
    // Starting the table from here stops this scene and restarts the table with the new game.
    this.scene.start(SCENES.table, data);
  }
}
