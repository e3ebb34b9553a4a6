import * as Phaser from 'phaser';
import { t } from '../../platform';
import { currentFelt } from '../felts';
import { SCENES, type TableSceneData } from '../keys';
import { UI_FONT } from '../ui/button';

// Shows a progress bar while anything loads (fonts, and whatever the platform queues), then opens
// the table for a shared link, else the menu, else FreeCell.

export interface BootPlan {
  /** The game a link asks for, or null. */
  readonly table: TableSceneData | null;
}

export class BootScene extends Phaser.Scene {
  private loadingShown = false;

  constructor() {
    super(SCENES.boot);
  }

  preload(): void {
    this.loadingShown = false;
    this.cameras.main.setBackgroundColor(currentFelt().table);
    // The loading screen only when there is something to wait for: usually nothing loads and the
    // table follows at the next frame, so the screen would never be seen, yet its text and bar cost
    // start-up time.
    this.load.once('start', () => {
      if (this.load.list.size > 0) this.showLoading();
    });
  }

  private showLoading(): void {
    if (this.loadingShown) return;
    this.loadingShown = true;
    const { width, height } = this.scale;
    const dpr = window.devicePixelRatio || 1;
    const w = Math.min(width * 0.6, 360 * dpr);
    const h = 14 * dpr;
    const x = (width - w) / 2;
    const y = height / 2;
    this.add
      .text(width / 2, y - 24 * dpr, t('table.loading'), {
        fontFamily: UI_FONT,
        color: '#ffffff',
        fontSize: `${Math.round(16 * dpr)}px`,
      })
      .setOrigin(0.5, 1);
    const frame = this.add.graphics();
    frame.lineStyle(2 * dpr, 0xffffff, 0.6).strokeRoundedRect(x, y, w, h, h / 2);
    const bar = this.add.graphics();
    this.load.on('progress', (p: number) => {
      bar
        .clear()
        .fillStyle(0xffffff, 0.9)
        .fillRoundedRect(x + 2 * dpr, y + 2 * dpr, Math.max(h, (w - 4 * dpr) * p), h - 4 * dpr, (h - 4 * dpr) / 2);
    });
  }

  create(): void {
    const plan = (this.registry.get('boot-plan') as BootPlan | undefined) ?? { table: null };
    const go = () => {
      if (plan.table) this.scene.start(SCENES.table, plan.table);
      else if (this.scene.manager.keys[SCENES.menu]) this.scene.start(SCENES.menu);
      else this.scene.start(SCENES.table, { game: 'freecell' } satisfies TableSceneData);
    };
    // The card faces use the system font: wait for it, briefly, so the first textures use it.
    if (document.fonts?.status === 'loading') this.showLoading();
    const fonts = document.fonts?.ready ?? Promise.resolve();
    Promise.race([fonts, new Promise((r) => setTimeout(r, 800))]).then(go, go);
  }
}
