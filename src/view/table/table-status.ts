import type * as Phaser from 'phaser';
import { currentState, faceDownCount, finishingMoves, isWon, type Session } from '../../engine';
import { t } from '../../platform';
import { solver } from './hint-source';
import type { TableLayout } from './layout';
import { type LostNews, LostWatch } from './lost-watch';
import { type StatusAction, StatusStrip } from './status-strip';

// What the table says about the game as a whole, in the status strip at its foot, after every
// change: that the rest needs no decision (with Finish), or that the deal can no longer be won
// (with the button that undoes to the last winning position, or a new deal when it was lost from
// the start). A status the player closed stays closed until the news changes.

export interface StatusHost {
  session(): Session;
  /** Takes the game back to the position after `cursor` steps. */
  rewindTo(cursor: number): void;
  undo(): void;
  newDeal(): void;
  finish(): void;
  /** Each verdict of the quiet check: proven lost, or not (for the portal). */
  lostNews?(lost: boolean): void;
  /** Says a new status for a screen reader. */
  say?(text: string): void;
  /** The status line's top edge moved, appeared or went (null): the columns should end above it. */
  statusMoved?(top: number | null): void;
}

export class TableStatus {
  private readonly strip: StatusStrip;
  private readonly watch: LostWatch;
  /** The kinds of news the player closed, with what they were about (so the same news stays closed). */
  private readonly closed = new Map<string, string>();

  constructor(
    scene: Phaser.Scene,
    layout: TableLayout,
    private readonly host: StatusHost,
  ) {
    this.strip = new StatusStrip(
      scene,
      layout,
      (kind, message) => this.closed.set(kind, message),
      (text) => host.say?.(text),
      (top) => host.statusMoved?.(top),
    );
    this.watch = new LostWatch(solver, (news, session) => this.lostNews(news, session));
  }

  /** The status line's top edge (canvas px), null while none shows. */
  get top(): number | null {
    return this.strip.top;
  }

  /** The status shown now (tests, the automation API). */
  get message(): string | null {
    return this.strip.message;
  }

  /** The keyboard's Enter: the status's button, if one shows. */
  pressAction(): void {
    this.strip.pressFirst();
  }

  setLayout(layout: TableLayout): void {
    this.strip.setLayout(layout);
  }

  /** After a change has settled on screen: what to say now. `watch`: ask the solver too. */
  settled(watch: boolean): void {
    const session = this.host.session();
    const state = currentState(session);
    if (isWon(state)) {
      this.stop();
      this.strip.hide();
      return;
    }
    if (finishingMoves(state)) {
      this.watch.stop();
      this.say('finish', t('table.finishOffer'), [
        { label: t('table.finish'), icon: 'finish', action: () => this.host.finish() },
      ]);
      return;
    }
    this.strip.hide('finish');
    this.closed.delete('finish');
    // At the start of a game the solver is asked only to take back news of a loss (after an undo
    // to there): a fresh deal does not wait on the worker.
    if (session.cursor > 0 || this.strip.kind === 'lost') {
      if (watch) this.watch.check(session);
      return;
    }
    // Back at the deal (Restart, or every move undone) nothing is asked, so a word that the
    // solver did not answer about a later position no longer applies.
    this.strip.hide('unknown');
    this.closed.delete('unknown');
  }

  /** A hint's solve proved the position lost: say so now, with the way back. */
  provenLost(): void {
    const session = this.host.session();
    this.watch.learn(session, currentState(session), 'no');
    this.watch.check(session);
  }

  /** Stops the solver's quiet check (a hint wants the worker, the table closes). */
  stop(): void {
    this.watch.stop();
  }

  hide(): void {
    this.strip.hide();
  }

  private lostNews(news: LostNews, session: Session): void {
    if (session !== this.host.session()) return;
    if (news.kind === 'unknown') {
      // Said once a kind, like any news: closed, it stays closed while the solver stays silent.
      if (this.strip.kind !== 'lost') this.say('unknown', t('table.winnableUnknown'), []);
      return;
    }
    this.strip.hide('unknown');
    this.host.lostNews?.(news.kind === 'lost');
    if (news.kind === 'quiet') {
      this.strip.hide('lost');
      this.closed.delete('lost');
      return;
    }
    const { point } = news;
    if (point.kind === 'from-start') {
      this.say('lost', t('table.lostFromStart'), [
        { label: t('table.newDeal'), icon: 'newDeal', action: () => this.host.newDeal() },
      ]);
    } else if (point.kind === 'undo') {
      const message = t('table.lostAgo', { moves: session.cursor - point.cursor });
      this.say('lost', message, [
        { label: t('table.undoToWin'), icon: 'undo', action: () => this.host.rewindTo(point.cursor) },
      ]);
    } else {
      const undo: StatusAction = { label: t('table.undo'), icon: 'undo', action: () => this.host.undo() };
      // With cards still face down (Klondike) a loss is proven only where none can turn up again
      // (solver/klondike/turn-up.ts): the player is told that, which they can see for themselves,
      // and offered a new deal beside the undo (how far back a win was is not known).
      if (faceDownCount(currentState(session)) > 0) {
        this.say('lost', t('table.lostNoTurnUp'), [
          undo,
          { label: t('table.newDeal'), icon: 'newDeal', action: () => this.host.newDeal() },
        ]);
      } else this.say('lost', t('table.lostUnclear'), [undo]);
    }
  }

  /** Shows a status unless the player closed the same news. */
  private say(kind: string, message: string, actions: readonly StatusAction[]): void {
    if (this.closed.get(kind) === message) return;
    this.closed.delete(kind);
    this.strip.show({ kind, message, actions });
  }
}
