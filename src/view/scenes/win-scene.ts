import * as Phaser from 'phaser';
import { t } from '../../platform';
import { SCENES, type TableSceneData, type WinSceneData } from '../keys';
import { ports } from '../ports';
import { winNote } from '../stats-pairs';
import type { Rect } from '../table/layout';
import { reducedMotion } from '../table/motion';
import { pageTextRegion } from '../ui/live-region';
import { onceEach } from '../ui/once-each';
import { Cascade } from '../win/cascade';
import { PanelFocus } from '../win/panel-focus';
import { type WinChoice, WinPanel, winPanelWords, wonInLine } from '../win/win-panel';

// The win, launched over the table: the classic cascade of cards in the table between the HUD's
// bars (win/cascade.ts), and over it an opaque panel with the moves, time and statistics and the
// ways on: New deal (the primary), Replay this deal, Menu (win/win-panel.ts). Both are laid out
// again when the screen changes size (a phone turned); the cascade then starts again.
//
// Keys: the panel's focus (win/panel-focus.ts: Tab and arrows, Enter or Space); Esc goes to the
// menu, as Esc on the table does (the game is recorded and over, so nothing is lost). The table
// under this scene takes no keys meanwhile: its keyboard is switched off until this scene ends.

export class WinScene extends Phaser.Scene {
  private info!: WinSceneData;
  private cascade: Cascade | null = null;
  private panel!: WinPanel;
  private focus!: PanelFocus;
  private resized = false;
  /**
   * A choice has been made: the scenes change at Phaser's next step, and a second choice in the
   * same frame (Esc and Enter together) would start the menu and a table both.
   */
  private gone = false;

  constructor() {
    super(SCENES.win);
  }

  init(data: WinSceneData): void {
    this.info = data;
    this.cascade = null;
    this.resized = false;
    this.gone = false;
  }

  create(): void {
    const animated = !reducedMotion() && ports().settings.get().animationSpeed !== 'off';
    this.cascade = animated ? new Cascade(this) : null;
    this.panel = new WinPanel(this, this.info, this.choices());
    const note = winNote(this.info);
    const said = `${t('win.title')} ${wonInLine(this.info)}`;
    this.focus = new PanelFocus(this, note ? `${said} ${note}` : said);
    // All the panel says, for a screen reader to read in its own time (the live region says the win).
    const words = pageTextRegion('win-panel-text');
    words.show(winPanelWords(this.info));
    this.events.once('shutdown', () => words.remove());
    this.layout();

    const table = this.scene.get(SCENES.table);
    const tableKeys = table?.input?.keyboard ?? null;
    if (tableKeys) tableKeys.enabled = false;
    const onKey = onceEach((e: KeyboardEvent) => {
      if (this.focus.key(e)) return;
      if (e.key === 'Escape') this.menu();
    });
    this.input.keyboard?.on('keydown', onKey);
    // A resize is handled at the next update, after the table has laid itself out for it.
    const onResize = () => {
      this.resized = true;
    };
    this.scale.on('resize', onResize);
    this.events.once('shutdown', () => {
      if (tableKeys) tableKeys.enabled = true;
      this.input.keyboard?.off('keydown', onKey);
      this.scale.off('resize', onResize);
      this.cascade?.stop();
      this.panel.destroy();
    });
  }

  override update(_time: number, deltaMs: number): void {
    if (this.resized) {
      this.resized = false;
      this.layout();
    }
    this.cascade?.update(deltaMs);
  }

  private layout(): void {
    const { width, height } = this.scale;
    this.cameras.main.setSize(width, height);
    const area: Rect = this.info.tableArea?.() ?? { x: 0, y: 0, w: width, h: height };
    this.cascade?.start(area);
    this.focus.setButtons(this.panel.place(area, { width, height }));
  }

  /** In focus order, the primary first. Menu only where there is a menu scene (not in every build). */
  private choices(): WinChoice[] {
    const again: TableSceneData = {
      game: this.info.game,
      options: this.info.options,
      ...(this.info.deal !== null ? { deal: this.info.deal } : {}),
      ...(this.info.position !== undefined ? { position: this.info.position } : {}),
    };
    const choices: WinChoice[] = [
      {
        label: t('win.playAgain'),
        press: () => this.go({ game: this.info.game, options: this.info.newDealOptions ?? this.info.options }),
      },
      { label: t('win.replay'), press: () => this.go(again) },
    ];
    if (this.scene.manager.keys[SCENES.menu]) choices.push({ label: t('win.menu'), press: () => this.menu() });
    return choices;
  }

  private go(data: TableSceneData): void {
    if (this.gone) return;
    this.gone = true;
    // Starting the table from here stops this scene and restarts the table with the new game.
    this.scene.start(SCENES.table, data);
  }

  /** The table has recorded the game and dropped its save: both scenes end, the menu starts. */
  private menu(): void {
    if (!this.scene.manager.keys[SCENES.menu] || this.gone) return;
    this.gone = true;
    this.scene.stop(SCENES.table);
    this.scene.start(SCENES.menu);
  }
}
