import * as Phaser from 'phaser';
import {
  canUndo,
  checkMove,
  explain,
  GAMES,
  type GameId,
  type Move,
  moveCount,
  pileName,
  type Refusal,
  type Rules,
  type Status,
  setAutoMode,
  statusOf,
} from '../../engine';
import { getLanguage, t } from '../../platform';
import { SCENES, type TableSceneData } from '../keys';
import { ports, type RecordOutcome } from '../ports';
import { installAutomation, type SolitaireApi } from '../table/automation';
import { CardBoard, type CardSprite } from '../table/card-board';
import { CardTextures } from '../table/card-textures';
import { DealControls } from '../table/deal-controls';
import { Dialog } from '../table/dialog';
import { GameClock } from '../table/game-clock';
import { GameDriver } from '../table/game-driver';
import { Highlights } from '../table/highlights';
import { HintSource, warmUpSolver } from '../table/hint-source';
import { Hud } from '../table/hud';
import { KeyMoves } from '../table/key-moves';
import { bindKeyboard } from '../table/keyboard';
import { layoutTable, type TableLayout } from '../table/layout';
import { Notice } from '../table/notice';
import { tapReason } from '../table/nowhere-reason';
import { PointerInput } from '../table/pointer-input';
import { rankLabels } from '../table/rank-labels';
import { showHint } from '../table/show-hint';
import { startFrom } from '../table/start-session';
import { hudInfo, stockMove, winData } from '../table/table-info';
import { TapPlay } from '../table/tap-play';
import { visibleTexts } from '../table/visible-texts';
import { waitForWinnableDeal, wantsWinnableDeal } from '../table/winnable-deal';

// The playable table: draws the position, animates each change, and hands every move to the
// engine. No rules live here: legality, refusals and auto-moves come from src/engine.

let api: SolitaireApi | null = null;

export class TableScene extends Phaser.Scene {
  private data0: TableSceneData = { game: 'freecell' };
  private textures0!: CardTextures;
  private board!: CardBoard;
  private driver!: GameDriver;
  private hud!: Hud;
  private notice!: Notice;
  private dialog!: Dialog;
  private deals!: DealControls;
  private highlights!: Highlights;
  private pointer!: PointerInput;
  private taps!: TapPlay;
  private readonly hints = new HintSource();
  private keys!: KeyMoves;
  private readonly clock = new GameClock(() => this.time.now);
  private finished = false;
  /** The save was cleared (new deal, win): the clock must not be written back beside it. */
  private discarded = false;

  constructor() {
    super(SCENES.table);
  }

  init(data: TableSceneData): void {
    this.data0 = data && typeof data.game === 'string' ? data : { game: 'freecell' };
    this.finished = false;
    this.discarded = false;
  }

  create(): void {
    if (api) api.ready = false;
    const settings = ports().settings.get();
    this.cameras.main.setBackgroundColor('#0b5d3b');
    if (wantsWinnableDeal(this.data0, settings)) {
      waitForWinnableDeal(this, this.data0, (deal) => this.scene.restart({ ...this.data0, deal }));
      return;
    }
    const { session, problem, resumed } = startFrom(this.data0, settings.autoMode);
    this.textures0 = new CardTextures(this);
    const layout = this.computeLayout(session.rules);
    this.board = new CardBoard(this, this.textures0, layout);
    this.driver = new GameDriver(this, this.board, session, {
      settled: (s) => this.settled(s),
      shown: () => this.refreshHud(),
      saved: () => this.keepClock(),
    });
    this.notice = new Notice(this);
    this.dialog = new Dialog(this);
    this.deals = new DealControls({
      dialog: this.dialog,
      canvas: this.game.canvas,
      session: () => this.driver.session,
      notice: (text) => this.notice.show(text, 5000),
      play: (deal) => this.newDeal(deal),
    });
    this.highlights = new Highlights(this);
    this.taps = new TapPlay(this.driver);
    this.keys = new KeyMoves(this.driver, this.board, this.highlights, (text) => this.notice.show(text));
    const onTitle = () => this.command(() => this.deals.menu());
    this.hud = new Hud(this, onTitle, {
      menu: () => this.command(() => this.openMenu()),
      undo: () => this.command(() => this.undo()),
      redo: () => this.command(() => this.redo()),
      hint: () => this.command(() => this.hint()),
      newDeal: () => this.command(() => this.newDeal()),
      restart: () => this.command(() => this.restart()),
    });
    this.hud.place(layout);
    this.pointer = new PointerInput(this, this.board, {
      blocked: () => this.blocked(),
      settle: () => {
        this.hints.stop();
        this.driver.finish();
        this.highlights.clear();
        this.keys.clear();
      },
      state: () => this.driver.state,
      drop: (m) => this.drop(m),
      tap: (s, x, y) => this.tap(s, x, y),
      tapStock: () => this.tapStock(),
      refuse: (r) => this.refuse(r),
      pickedUp: () => ports().sounds.play('pickup'),
      hover: (m) => this.hover(m),
    });
    bindKeyboard(this, {
      blocked: () => this.blocked(),
      dismiss: () => this.dialog.close(),
      undo: () => this.command(() => this.undo()),
      redo: () => this.command(() => this.redo()),
      hint: () => this.command(() => this.hint()),
      newDeal: () => this.command(() => this.newDeal()),
      deal: () => this.command(() => this.deals.ask()),
      menu: () => this.command(() => this.openMenu()),
      stock: () => this.command(() => this.driver.session.rules.stock && this.tapStock()),
      select: (token) => this.keys.select(token),
      target: (token) => this.command(() => this.keys.target(token)),
      selected: () => this.keys.selected(),
      clearSelection: () => this.keys.clear(),
    });
    const onResize = () => this.relayout();
    this.scale.on('resize', onResize);
    // A closed or hidden tab may never come back: the clock is written while it still can be.
    const onHide = () => {
      if (document.visibilityState === 'hidden') this.keepClock();
    };
    document.addEventListener('visibilitychange', onHide);
    // Settings (four colours, left hand, language, speed) apply at once, without losing the game.
    const stopSettings = ports().settings.subscribe((now) => {
      this.driver.session = setAutoMode(this.driver.session, now.autoMode);
      this.relayout();
    });
    this.events.once('shutdown', () => {
      this.hints.stop();
      if (api) api.ready = false;
      this.keepClock();
      document.removeEventListener('visibilitychange', onHide);
      this.scale.off('resize', onResize);
      stopSettings();
      this.dialog.close();
      this.deals.close();
    });
    this.clock.start(resumed ? ports().saves.loadSeconds(session.rules.id) : 0);
    this.time.addEvent({ delay: 1000, loop: true, callback: () => this.refreshHud() });
    this.refreshHud();
    this.exposeAutomation();
    const pending = (this.registry.get('notices') as string[] | undefined) ?? [];
    this.registry.set('notices', []);
    const notes = [...pending, ...(problem ? [problem] : [])];
    if (notes.length) this.notice.show(notes.join('\n'), 4000);
    if (session.cursor === 0 && session.steps.length === 0) {
      // A fresh game is dealt from the bottom centre of the table; a resumed one just appears.
      this.driver.deal({ x: (layout.width - layout.cardW) / 2, y: layout.height });
    } else if (statusOf(this.driver.state) === 'stuck') this.settled('stuck');
    if (api) api.ready = true;
    ports().portal?.ready(session.rules.id, session.deal, moveCount(session));
  }

  private computeLayout(rules: Rules): TableLayout {
    const s = ports().settings.get();
    const dpr = window.devicePixelRatio || 1;
    const base = rules.foundations.base;
    const layout = layoutTable(rules, this.scale.width / dpr, this.scale.height / dpr, dpr, s.leftHanded);
    const ranks = rankLabels(s.language);
    this.textures0.ensure(layout.cardW, layout.cardH, s.fourColour, ranks, ranks[base - 1] ?? '');
    return layout;
  }

  private relayout(): void {
    this.pointer?.cancel();
    this.driver.finish();
    this.highlights.clear();
    const layout = this.computeLayout(this.driver.session.rules);
    this.cameras.main.setSize(this.scale.width, this.scale.height);
    this.board.setLayout(layout);
    this.hud.place(layout);
    this.dialog.relayout();
    this.refreshHud();
  }

  /** Any command first finishes the running animation, so it applies to the position it shows. */
  private blocked(): boolean {
    return this.dialog.open || this.deals.open || this.finished;
  }

  private command(run: () => void): void {
    if (this.blocked()) return;
    this.hints.stop();
    this.driver.finish();
    this.highlights.clear();
    run();
  }

  private drop(move: Move): boolean {
    this.taps.reset();
    this.keys.clear();
    const refusal = this.driver.tryMove(move);
    if (refusal) this.refuse(refusal);
    return refusal === null;
  }

  /** Outlines the pile under dragged cards when the engine would take them there. */
  private hover(move: Move | null): void {
    const area = move && checkMove(this.driver.state, move).ok ? this.board.pileArea(pileName(move.to)) : null;
    if (area) this.highlights.show([{ rect: area, colour: 0x9cff8a }]);
    else this.highlights.clear();
  }

  private tap(sprite: CardSprite, x: number, y: number): void {
    this.keys.clear();
    const slop = 24 * (window.devicePixelRatio || 1);
    const out = this.taps.tap(sprite, performance.now(), x, y, slop);
    if (out.played || !out.from || out.n === undefined) return;
    ports().sounds.play('illegal');
    const why = tapReason(this.driver.state, out.from, out.n, sprite.card, getLanguage());
    if (why) this.notice.show(why);
  }

  private tapStock(): void {
    this.taps.reset();
    const move = stockMove(this.driver.state);
    const r = this.driver.tryMove(move);
    if (r) this.refuse(r);
  }

  private refuse(r: Refusal): void {
    ports().sounds.play('illegal');
    this.notice.show(explain(r, getLanguage()));
  }

  private undo(): void {
    this.taps.reset();
    this.driver.undo();
    this.refreshHud();
  }

  private redo(): void {
    this.taps.reset();
    this.driver.redo();
    this.refreshHud();
  }

  private hint(): void {
    const state = this.driver.state;
    this.hints.request(state, (a) => {
      // A hint for a position that is no longer on the table is dropped.
      if (this.driver.state !== state || this.dialog.open) return;
      if (a.kind === 'none') this.notice.show(t('table.noHint'));
      else if (a.kind === 'lost') {
        this.notice.show(t('table.lost'));
        if (a.move) showHint(a.move, this.board, this.highlights);
      } else showHint(a.move, this.board, this.highlights);
    });
  }

  private inProgress(): boolean {
    return this.driver.session.cursor > 0 && !this.clock.stopped;
  }

  /** A new deal: random, or the one asked for. */
  private newDeal(deal?: number): void {
    const go = () => {
      if (this.inProgress()) this.record(false);
      this.discardSave();
      const { id, options } = this.driver.session.rules;
      this.scene.restart({ game: id, options, ...(deal !== undefined ? { deal } : {}) });
    };
    if (this.inProgress())
      this.dialog.ask(t('table.confirmNewDeal'), [
        { label: t('table.yes'), action: go },
        { label: t('table.cancel'), action: () => {} },
      ]);
    else go();
  }

  private restart(): void {
    const go = () => {
      this.taps.reset();
      this.driver.restart();
      this.refreshHud();
    };
    if (this.inProgress())
      this.dialog.ask(t('table.confirmRestart'), [
        { label: t('table.yes'), action: go },
        { label: t('table.cancel'), action: () => {} },
      ]);
    else go();
  }

  private openMenu(): void {
    if (this.scene.manager.keys[SCENES.menu]) {
      this.scene.start(SCENES.menu);
      return;
    }
    // Until the menu scene lands: a chooser of the games.
    const ids = Object.keys(GAMES) as GameId[];
    this.dialog.ask(t('table.menu'), [
      ...ids.map((id) => ({ label: GAMES[id].name, action: () => this.scene.restart({ game: id }) })),
      { label: t('table.cancel'), action: () => {} },
    ]);
  }

  private settled(status: Status): void {
    this.refreshHud();
    if (this.driver.session.cursor > 0) warmUpSolver();
    if (status === 'won' && !this.clock.stopped) {
      this.clock.stop();
      this.finished = true;
      const outcome = this.record(true);
      this.discardSave();
      ports().sounds.play('win');
      this.time.delayedCall(500, () => this.showWin(outcome));
    } else if (status === 'stuck') {
      const newDeal = { label: t('table.newDeal'), action: () => this.newDeal() };
      const back = { label: t('table.undo'), action: () => this.undo() };
      this.dialog.ask(t('table.stuck'), canUndo(this.driver.session) ? [back, newDeal] : [newDeal]);
    }
  }

  /** Writes the clock beside the save of a game in progress. */
  private keepClock(): void {
    if (this.discarded || !this.inProgress() || !this.driver) return;
    ports().saves.saveSeconds(this.driver.session.rules.id, this.clock.seconds());
  }

  /** Drops the save (and its clock) of this game: it is over. */
  private discardSave(): void {
    this.discarded = true;
    ports().saves.clear(this.driver.session.rules.id);
  }

  private record(won: boolean): RecordOutcome | null {
    const s = this.driver.session;
    return ports().statistics.record({
      game: s.rules.id,
      deal: s.deal,
      won,
      moves: moveCount(s),
      seconds: Math.round(this.clock.seconds()),
    });
  }

  private showWin(outcome: RecordOutcome | null): void {
    const data = winData(this.driver.session, this.clock.seconds());
    this.scene.launch(SCENES.win, outcome ? { ...data, record: outcome } : data);
  }

  private refreshHud(): void {
    const shown = this.board.current ?? this.driver.state;
    this.hud.update(hudInfo(this.driver.session, shown, this.clock.seconds()));
  }

  private exposeAutomation(): void {
    if (!api) {
      api = installAutomation(() => {
        const scene = this.scene.manager.getScene(SCENES.table) as TableScene | null;
        return scene?.automationSource() ?? null;
      });
    }
  }

  automationSource() {
    if (!this.board || !this.scene.isActive()) return null;
    return {
      board: this.board,
      canvas: this.game.canvas,
      state: () => this.driver.state,
      deal: () => this.driver.session.deal,
      moves: () => moveCount(this.driver.session),
      busy: () => this.driver.busy,
      notice: () => this.notice.last,
      texts: () => visibleTexts(this),
    };
  }
}
