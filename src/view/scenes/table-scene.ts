import * as Phaser from 'phaser';
import {
  applyMove,
  canUndo,
  cardsHidden,
  currentState,
  moveCount,
  type Status,
  setAutoMode,
  statusOf,
  undo,
} from '../../engine';
import { t } from '../../platform';
import { Announcer } from '../a11y/announcer';
import { DomLayer } from '../a11y/dom-layer';
import { hintWords, openingWords, stepWords, undoneWords } from '../a11y/move-words';
import { tableControls } from '../a11y/table-controls';
import { backButton } from '../back-button';
import { lastFrameDrawn } from '../draw-on-demand';
import { feltOf } from '../felts';
import { KEYBOARD_FOCUS, SCENES, type TableSceneData, UNREAD_NOTICE_MS } from '../keys';
import { isPaused } from '../pause';
import { followPortal, reportLost, reportLostNews, reportPlayed } from '../portal-table';
import { ports, type RecordOutcome } from '../ports';
import { type AutomationSource, exposeAutomation, setAutomationReady } from '../table/automation';
import { census, drawnCards } from '../table/board-audit';
import { CardBoard } from '../table/card-board';
import { CardTextures } from '../table/card-textures';
import { confirmIfPlaying } from '../table/confirm';
import { DealControls } from '../table/deal-controls';
import { Dialog } from '../table/dialog';
import { fitLayout, layoutFor } from '../table/fit-layout';
import { chooseGame } from '../table/game-chooser';
import { GameDriver } from '../table/game-driver';
import { GameRecord } from '../table/game-record';
import { Highlights } from '../table/highlights';
import { HintSource, warmUpSolver } from '../table/hint-source';
import { Hud } from '../table/hud';
import { KeyMoves } from '../table/key-moves';
import { bindKeyboard } from '../table/keyboard';
import { endAbove } from '../table/layout';
import { moveDuration } from '../table/motion';
import { MoveInput } from '../table/move-input';
import { Notice } from '../table/notice';
import { PointerInput } from '../table/pointer-input';
import { presentHint } from '../table/show-hint';
import { startFrom } from '../table/start-session';
import { hudInfo, winData } from '../table/table-info';
import { TableStatus } from '../table/table-status';
import { TapPlay } from '../table/tap-play';
import { visibleTextSizes, visibleTexts } from '../table/visible-texts';
import { waitForWinnableDeal, wantsWinnableDeal } from '../table/winnable-deal';
import { buttonsOf } from '../ui/button';
import { TapGuard } from '../ui/tap-guard';
import { playArea } from '../win/play-area';

// The playable table: draws the position, animates each change, and hands every move to the
// engine. No rules live here: legality, refusals and auto-moves come from src/engine; turning
// input into moves is move-input.ts, the clock, save and statistics are game-record.ts.

export class TableScene extends Phaser.Scene {
  private data0: TableSceneData = { game: 'freecell' };
  /** The label of the control the keyboard had on the table before this one (KEYBOARD_FOCUS), given back at the first layout of the controls. */
  private focusAfterStart: string | null = null;
  /** The notices this table's start showed, and when (performance.now): see UNREAD_NOTICE_MS. */
  private startNotes: { readonly texts: readonly string[]; readonly at: number } | null = null;
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
  /** Drops the second tap of a double tap on a button that dealt or answered a dialog (tap-guard.ts). */
  private readonly tapGuard = new TapGuard(window.devicePixelRatio || 1);
  private keys!: KeyMoves;
  private moves!: MoveInput;
  private record!: GameRecord;
  /** False while the scene only waits for a winnable deal: create returned before the table was built. */
  private built = false;
  /** fitToStatus waits for the table to be still. */
  private fitWaiting = false;
  private status!: TableStatus;
  private voice!: Announcer;
  private layer!: DomLayer;
  private finished = false;
  /**
   * The table has asked to be replaced (a new deal, the menu): Phaser does that at its next step,
   * and until then the table takes no input and tells automation it is not ready, so that nothing
   * plays on a game already given up (or counts it as the table's game).
   */
  private leaving = false;

  constructor() {
    super(SCENES.table);
  }

  init(data: TableSceneData): void {
    this.data0 = data && typeof data.game === 'string' ? data : { game: 'freecell' };
    this.finished = false;
    this.leaving = false;
  }

  create(): void {
    setAutomationReady(false);
    // The browser's Back, like Esc, leaves the table for the menu (the game is saved as it goes).
    backButton().place(false);
    const settings = ports().settings.get();
    this.cameras.main.setBackgroundColor(feltOf(settings.tableColour).table);
    this.built = false;
    this.fitWaiting = false;
    // A new table (a new deal, a replay, a game from the menu) came under the finger of the tap that asked for it.
    this.tapGuard.changed(this.input.activePointer);
    if (wantsWinnableDeal(this.data0, settings)) {
      const menu = this.scene.manager.keys[SCENES.menu] ? () => this.scene.start(SCENES.menu) : undefined;
      waitForWinnableDeal(this, this.data0, (deal) => this.scene.restart({ ...this.data0, deal }), menu);
      return;
    }
    const { session, problem, resumed, held } = startFrom(this.data0, settings.autoMode);
    ports().saves.claim?.(session.rules.id);
    this.textures0 = new CardTextures(this);
    const fresh = session.cursor === 0 && session.steps.length === 0;
    // An animated deal hides each card until it flies (CardBoard.dealIn): the first frame shows no
    // face, so the faces are drawn at the next one and the table appears sooner.
    const layout = fitLayout(this, this.textures0, currentState(session), fresh && moveDuration('move') > 0);
    this.board = new CardBoard(this, this.textures0, layout);
    this.voice = new Announcer(this);
    this.layer = new DomLayer(this.game.canvas);
    // The keyboard's place goes to the table that follows, if one does (a new deal): a screen
    // reader keeps its place there, where the page would otherwise have the focus.
    this.focusAfterStart = (this.registry.get(KEYBOARD_FOCUS) as string | null | undefined) ?? null;
    this.registry.set(KEYBOARD_FOCUS, null);
    this.events.once('shutdown', () => {
      this.registry.set(KEYBOARD_FOCUS, this.layer.focusedLabel);
      this.layer.destroy();
    });
    const say = (text: string) => this.voice.say(text);
    this.record = new GameRecord(
      () => this.time.now,
      () => this.driver.session,
    );
    this.driver = new GameDriver(this, this.board, session, {
      settled: (s) => this.settled(s),
      shown: () => this.refreshHud(),
      saved: () => this.record.keep(),
      moved: () => {
        this.record.moved();
        // The clock stops at the winning move, not when its cards have flown home (at the slow
        // speed that took seconds more; with animations off, none).
        if (statusOf(this.driver.state) === 'won') this.record.stop();
        reportPlayed();
      },
      played: (before, step) => say(stepWords(before, step, applyMove)),
    });
    this.notice = new Notice(this, say);
    // A dialog opened or closed between frames (a key, a click on an HTML button) moves the
    // keyboard's focus at once; not while the scene shuts down, as its layer goes.
    this.dialog = new Dialog(
      this,
      say,
      () => {
        this.tapGuard.changed(this.input.activePointer);
        if (!this.sys.isActive() || !this.built) return;
        this.syncClock();
        this.syncLayer();
      },
      (at) => this.tapGuard.allows(at),
    );
    this.deals = new DealControls({
      dialog: this.dialog,
      canvas: this.game.canvas,
      session: () => this.driver.session,
      notice: (text) => this.notice.show(text, 5000),
      play: (deal) => this.newDeal(deal),
      held: () => isPaused(),
    });
    this.highlights = new Highlights(this);
    this.taps = new TapPlay(this.driver);
    this.keys = new KeyMoves(this.driver, this.board, this.highlights, (text) => this.notice.show(text));
    this.moves = new MoveInput({
      driver: this.driver,
      board: this.board,
      highlights: this.highlights,
      taps: this.taps,
      keys: this.keys,
      notice: this.notice,
    });
    const onTitle = () => this.command(() => this.deals.menu());
    this.hud = new Hud(this, layout, onTitle, {
      menu: () => this.command(() => this.openMenu()),
      undo: () => this.command(() => this.undo()),
      redo: () => this.command(() => this.redo()),
      hint: () => this.command(() => this.hint()),
      newDeal: () => this.command(() => this.newDeal()),
      restart: () => this.command(() => this.restart()),
      sound: () => this.toggleSound(),
    });
    this.status = new TableStatus(this, layout, {
      session: () => this.driver.session,
      rewindTo: (cursor) => this.command(() => this.rewindTo(cursor)),
      undo: () => this.command(() => this.undo()),
      newDeal: () => this.command(() => this.newDeal()),
      finish: () => this.command(() => this.driver.playFinish()),
      lostNews: (lost) => reportLostNews(this.driver.session, lost),
      say,
      statusMoved: () => this.fitToStatus(),
    });
    this.bindInput();
    this.watch();
    this.record.start(resumed === true);
    this.time.addEvent({ delay: 1000, loop: true, callback: () => this.refreshHud() });
    this.refreshHud();
    exposeAutomation(() => {
      const scene = this.scene.manager.getScene(SCENES.table) as TableScene | null;
      return scene?.automationSource() ?? null;
    });
    const pending = (this.registry.get('notices') as string[] | undefined) ?? [];
    this.registry.set('notices', []);
    const notes = [...pending, ...(problem ? [problem] : [])];
    const dealt = t('say.table', {
      title: hudInfo(session, currentState(session), 0, false).title,
      columns: session.rules.layout.columns.length,
    });
    // A fresh deal's cards that went home by themselves are said with it; a game continued is as it was.
    say(fresh ? `${dealt} ${openingWords(session, applyMove)}`.trim() : dealt);
    if (notes.length) {
      this.notice.show(notes.join('\n'), 4000);
      this.startNotes = { texts: notes, at: performance.now() };
    }
    if (fresh) {
      // A fresh game is dealt from the bottom centre of the table; a resumed one just appears.
      this.driver.deal({ x: (layout.width - layout.cardW) / 2, y: layout.height });
      // The counters follow the cards: the first frame shows the deal, before its cards go home.
      this.refreshHud();
    }
    // A save of a won position (the page closed while the winning cards flew home, or a portal's new
    // game came then): the win counts now; a start held back is then dealt, as nothing is lost in
    // giving a won game up.
    else if (statusOf(this.driver.state) === 'won') {
      this.settled('won');
      if (held) this.giveUpFor(held);
    } else if (held) this.askToReplace(held);
    // A game continued: the cards the auto-moves setting (changed since, perhaps) sends home go now,
    // not with the next move; where it stands (Finish, or lost) is worked out now, not at its next move.
    else if (!this.driver.catchUp()) this.settled(statusOf(this.driver.state));
    this.built = true;
    // A status shown while the table was being built (a continued game's Finish or loss) waited for it.
    this.fitToStatus();
    // A table left as it opens (a won save's held start, dealt at once) tells neither automation nor
    // the portal that it is ready (the portal would hear of a deal, and might ask for an ad, for it):
    // the next table does.
    if (this.leaving) return;
    setAutomationReady(true);
    // After the catch-up above: the moves as the table shows them.
    const shown = this.driver.session;
    ports().portal?.ready(shown.rules.id, shown.deal, moveCount(shown));
  }

  /** The pointer plays cards through MoveInput; the keyboard runs commands and moves in notation. */
  private bindInput(): void {
    const moves = this.moves;
    this.pointer = new PointerInput(this, this.board, {
      blocked: () => this.blocked(),
      tapAllowed: (at) => this.tapGuard.allows(at),
      settle: () => {
        this.dropHint();
        this.driver.finish();
        this.highlights.clear();
        this.keys.clear();
      },
      state: () => this.driver.state,
      drop: (m) => moves.drop(m),
      tap: (s, x, y) => moves.tap(s, x, y),
      tapStock: () => moves.tapStock(),
      refuse: (r) => moves.refuse(r),
      pickedUp: (from, n) => {
        ports().sounds.play('pickup');
        moves.lifted(from, n);
      },
      hover: (m, held) => moves.hover(m, held),
    });
    bindKeyboard(this, {
      blocked: () => this.blocked(),
      blockedKey: (e) => this.dialog.key(e),
      undo: () => this.command(() => this.undo()),
      redo: () => this.command(() => this.redo()),
      hint: () => this.command(() => this.hint()),
      newDeal: () => this.command(() => this.newDeal()),
      deal: () => this.command(() => this.deals.ask()),
      menu: () => this.command(() => this.openMenu()),
      stock: () => this.command(() => this.driver.session.rules.stock && moves.tapStock()),
      statusAction: () => this.status.pressAction(),
      select: (token) => this.keys.select(token),
      target: (token) => this.command(() => this.keys.target(token), true),
      targetHome: (direction) => this.command(() => this.keys.targetHome(direction), true),
      selected: () => this.keys.selected(),
      fewer: () => this.keys.fewer(),
      clearSelection: () => this.keys.clear(),
    });
  }

  /** Resizes, settings and a hidden tab, for as long as the scene runs. */
  private watch(): void {
    const onResize = () => this.relayout();
    this.scale.on('resize', onResize);
    followPortal(this, () => this.syncClock());
    // A paused scene hears no input, so a drag under way when a portal pauses the game would lose
    // its release and leave the cards in the hand: they go back to their pile instead.
    const dropHand = () => this.pointer?.cancel();
    this.events.on('pause', dropHand);
    // A hidden tab stops the clock (no frames run there to do it); a closed one may never come
    // back, so the clock is written while it still can be.
    const onHide = () => {
      if (document.visibilityState === 'hidden') dropHand();
      this.syncClock();
      if (document.visibilityState === 'hidden') this.record.keep();
    };
    const onLeave = () => this.record.keep();
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onLeave);
    // Settings (four colours, card back, table colour, left hand, language, speed) apply at once,
    // without losing the game.
    const stopSettings = ports().settings.subscribe((now) => {
      this.cameras.main.setBackgroundColor(feltOf(now.tableColour).table);
      // Only a change of mode makes a new session: a pending check of where the game stands drops
      // an answer for a session no longer on the table (the Sound button changes settings too).
      if (now.autoMode !== this.driver.session.autoMode) {
        this.driver.session = setAutoMode(this.driver.session, now.autoMode);
      }
      this.relayout();
    });
    this.events.once('shutdown', () => {
      // The start's notices, if this table is replaced before anyone could read them (a portal's
      // new game in the next frame), are the next table's to show.
      const start = this.startNotes;
      this.startNotes = null;
      if (start && performance.now() - start.at < UNREAD_NOTICE_MS) {
        const pending = (this.registry.get('notices') as string[] | undefined) ?? [];
        this.registry.set('notices', [...start.texts, ...pending]);
      }
      this.hints.stop();
      this.status.stop();
      setAutomationReady(false);
      this.record.keep();
      this.events.off('pause', dropHand);
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onLeave);
      this.scale.off('resize', onResize);
      stopSettings();
      this.dialog.close();
      this.deals.close();
    });
  }

  private relayout(): void {
    this.pointer?.cancel();
    this.driver.finish();
    this.highlights.clear();
    this.keys?.clear();
    const layout = endAbove(fitLayout(this, this.textures0, this.driver.state), this.status.top);
    this.cameras.main.setSize(this.scale.width, this.scale.height);
    this.board.setLayout(layout);
    this.hud.place(layout);
    this.status.setLayout(layout);
    this.dialog.relayout();
    this.refreshHud();
  }

  /**
   * The layout the table should have now differs from the one it has: a column grown past what the
   * cards keep readable (or back), or a status line come, gone or moved over the columns' ends.
   */
  private layoutStale(): boolean {
    const wanted = endAbove(layoutFor(this, this.driver.state), this.status.top);
    const now = this.board.tableLayout;
    return wanted.cardW !== now.cardW || wanted.tableauBottom !== now.tableauBottom;
  }

  /**
   * The status line came, went or moved: the columns are laid out to end above it, but not under a
   * card in flight, a card in hand or a card chosen by key (a relayout drops them); then a moment later.
   */
  private fitToStatus(): void {
    if (!this.built || this.fitWaiting) return;
    if (this.driver.busy || this.pointer?.pressed || this.keys.selected() !== null) {
      this.fitWaiting = true;
      this.time.delayedCall(250, () => {
        this.fitWaiting = false;
        this.fitToStatus();
      });
      return;
    }
    if (this.layoutStale()) this.relayout();
  }

  /** Any command first finishes the running animation, so it applies to the position it shows. */
  private blocked(): boolean {
    return this.dialog.open || this.deals.open || this.finished || this.leaving || isPaused();
  }

  /** The clock runs only while the game can be played: no dialog open, the page in view, not won. */
  private syncClock(): void {
    this.record.setRunning(!this.blocked() && document.visibilityState !== 'hidden');
  }

  override update(): void {
    if (!this.built) return;
    this.syncClock();
    // The HTML layer follows the picture: worked out after a frame drawn, not on the still
    // table's undrawn frames (a fifth of a still table's main-thread time).
    if (!lastFrameDrawn()) return;
    this.syncLayer();
  }

  /** The HTML buttons over the canvas (dom-layer.ts), where the table's piles and buttons are now. */
  private syncLayer(): void {
    const { controls, modal } = tableControls({
      board: this.board,
      keys: this.keys,
      state: () => this.driver.state,
      tapStock: () => this.command(() => this.moves.tapStock()),
      say: (text) => this.voice.say(text),
      blocked: () => this.blocked(),
      buttons: [this.hud.titleButton(), ...buttonsOf(this)],
      dialogOpen: this.dialog.open,
      finished: this.finished,
      focusDialog: (i) => this.dialog.focusAt(i),
    });
    this.layer.update(controls, modal);
    const focus = this.focusAfterStart;
    if (focus !== null && !modal) {
      this.focusAfterStart = null;
      this.layer.focusLabelled(focus);
    }
  }

  /** `keepSelection`: the command is the keyboard's second half of a move (its target), which reads the selection. */
  private command(run: () => void, keepSelection = false): void {
    if (this.blocked()) return;
    this.dropHint();
    // Cards in the hand go back first: the command may change the position under them.
    this.pointer?.cancel();
    this.driver.finish();
    // Finishing the animation may have won the game or asked a question (no moves left): the
    // command was meant for the table before that, and is dropped.
    if (this.blocked()) return;
    this.highlights.clear();
    // The selection's glow is gone with the highlights: so is the selection.
    if (!keepSelection) this.keys.clear();
    run();
  }

  private undo(): void {
    this.taps.reset();
    const words = undoneWords(this.driver.session);
    if (this.driver.undo()) this.voice.say(words);
    this.refreshHud();
  }

  private redo(): void {
    this.taps.reset();
    this.driver.redo();
    this.refreshHud();
  }

  private rewindTo(cursor: number): void {
    this.taps.reset();
    this.driver.rewindTo(cursor);
    this.voice.say(t('say.undone'));
    this.refreshHud();
  }

  private toggleSound(): void {
    const settings = ports().settings;
    settings.update({ muted: !settings.get().muted });
    this.refreshHud();
  }

  /**
   * Drops a hint in flight. It had stopped the quiet check, which its answer would have started
   * again: a hint dropped by a tap or a command starts it here, or it waited for the next move.
   */
  private dropHint(): void {
    if (this.hints.stop()) this.resumeQuietCheck();
  }

  /** The quiet check a hint stopped (it had the worker) goes on from the position on the table. */
  private resumeQuietCheck(): void {
    this.status.settled(statusOf(this.driver.state) === 'playing');
  }

  private hint(): void {
    const state = this.driver.state;
    const session = this.driver.session;
    // The hint has the worker to itself: the quiet check waits until it is answered.
    this.status.stop();
    this.hints.request(
      state,
      (answer) => {
        // A hint for a position that is no longer on the table is dropped (the move's settling
        // starts the quiet check again); one that comes while a dialog is open is not shown, but
        // the check it stopped goes on.
        if (this.driver.state !== state) return;
        if (this.dialog.open) {
          this.resumeQuietCheck();
          return;
        }
        // Klondike's hint is a best guess while any card is hidden, and not said to be one.
        presentHint(answer, this.board, this.highlights, (text) => this.notice.show(text), cardsHidden(state));
        if (answer.kind === 'move') this.voice.say(t('say.hint', { move: hintWords(state, answer.move) }));
        if (answer.kind === 'lost') this.status.provenLost();
        else this.resumeQuietCheck();
      },
      canUndo(session) ? currentState(undo(session)) : null,
    );
  }

  /**
   * A start held back (start-session.ts) because it would have replaced this saved game in
   * progress: the player chooses between them, and giving this one up counts it as lost, as a new
   * deal does.
   */
  private askToReplace(wanted: TableSceneData): void {
    const progress = t('menu.savedProgress', { moves: moveCount(this.driver.session) });
    const question =
      wanted.position !== undefined
        ? t('table.confirmReplacePosition', { progress })
        : wanted.deal !== undefined
          ? t('table.confirmReplaceDeal', { deal: wanted.deal, progress })
          : t('table.confirmReplaceNew', { progress });
    this.dialog.ask(question, [
      { label: t('table.play'), action: () => this.giveUpFor(wanted) },
      { label: t('menu.keepGame'), action: () => this.settled(statusOf(this.driver.state)), cancel: true },
    ]);
  }

  /** A new deal: random, or the one asked for; `ask`: whether to confirm giving up a game in progress. */
  private newDeal(deal?: number, ask = true): void {
    confirmIfPlaying(this.dialog, ask && this.record.inProgress(), t('table.confirmNewDeal'), () => {
      const game = this.driver.session.rules.id;
      this.giveUpFor({ game, options: this.newDealOptions(), ...(deal !== undefined ? { deal } : {}) });
    });
  }

  /**
   * A new deal's options: those this table was started with (a link's, the menu's, a portal's), but
   * for a saved game continued (started with none), the player's own as they are now (changed in the
   * menu since, perhaps: "a change counts from your next new deal").
   */
  private newDealOptions(): readonly string[] {
    const given = this.data0.resume ? undefined : this.data0.options;
    const rules = this.driver.session.rules;
    return given ?? ports().settings.get().gameOptions?.[rules.id] ?? rules.options;
  }

  /** Leaves this game for another start: a game in progress counts as lost, and its save goes. */
  private giveUpFor(next: TableSceneData): void {
    if (this.leaving) return;
    this.record.giveUp();
    this.leave(() => this.scene.restart(next));
  }

  /** Leaves this table for another scene, or for itself started afresh (`leaving`). */
  private leave(go: () => void): void {
    if (this.leaving) return;
    this.leaving = true;
    setAutomationReady(false);
    this.pointer?.cancel();
    // No answer of the solver's for this table may come in the frame left (a portal told of a loss).
    this.hints.stop();
    this.status.stop();
    go();
  }

  private restart(ask = true): void {
    confirmIfPlaying(this.dialog, ask && this.record.inProgress(), t('table.confirmRestart'), () => {
      this.taps.reset();
      this.driver.restart();
      this.voice.say(t('say.restarted'));
      this.refreshHud();
    });
  }

  private openMenu(): void {
    if (this.scene.manager.keys[SCENES.menu]) this.leave(() => this.scene.start(SCENES.menu));
    else chooseGame(this.dialog, (game) => this.leave(() => this.scene.restart({ game })));
  }

  private settled(status: Status): void {
    if (this.driver.session.cursor > 0) warmUpSolver();
    // A column grown past what the cards keep readable (or back): the cards change size to suit.
    if (this.layoutStale()) this.relayout();
    if (status === 'won' && !this.finished) {
      this.record.stop();
      this.finished = true;
      this.refreshHud();
      const outcome = this.record.win();
      ports().sounds.play('win');
      this.status.settled(false);
      this.time.delayedCall(500, () => this.showWin(outcome));
      return;
    }
    this.refreshHud();
    this.status.settled(status === 'playing');
    if (status === 'stuck') {
      reportLost(this.driver.session, 'stuck');
      // Chosen in answer to "no moves left": no second question.
      const newDeal = { label: t('table.newDeal'), action: () => this.newDeal(undefined, false) };
      const choices = canUndo(this.driver.session)
        ? [
            { label: t('table.undo'), action: () => this.undo() },
            { label: t('table.restart'), action: () => this.restart(false) },
            newDeal,
          ]
        : [newDeal];
      this.dialog.ask(t('table.stuck'), choices);
    }
  }

  private showWin(outcome: RecordOutcome | null): void {
    const data = winData(this.driver.session, this.record.seconds());
    const tableArea = () => playArea(this.board.tableLayout);
    const newDealOptions = this.newDealOptions();
    this.scene.launch(SCENES.win, { ...data, newDealOptions, ...(outcome ? { record: outcome } : {}), tableArea });
  }

  private refreshHud(): void {
    const shown = this.board.current ?? this.driver.state;
    const muted = ports().settings.get().muted;
    this.hud.update(hudInfo(this.driver.session, shown, this.record.seconds(), muted, this.finished));
  }

  automationSource(): AutomationSource | null {
    if (!this.board || !(this.scene.isActive() || this.scene.isPaused())) return null;
    return {
      board: this.board,
      canvas: this.game.canvas,
      state: () => this.driver.state,
      deal: () => this.driver.session.deal,
      moves: () => moveCount(this.driver.session),
      busy: () => this.driver.busy,
      notice: () => this.notice.last,
      texts: () => visibleTexts(this),
      textSizes: () => visibleTextSizes(this),
      status: () => this.status.message,
      dialog: () => this.dialog.message,
      buttons: () => buttonsOf(this),
      seconds: () => this.record.seconds(),
      said: () => this.voice.last,
      census: () => census(this.game),
      drawn: () =>
        drawnCards(this.board, this.textures0, !this.driver.busy && !this.pointer.holding, (img) =>
          this.tweens.isTweening(img),
        ),
    };
  }
}
