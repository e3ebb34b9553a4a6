import type * as Phaser from 'phaser';
import {
  applyMove,
  canRedo,
  canUndo,
  catchUpAutoMoves,
  currentState,
  type Move,
  play,
  playFinish,
  type Refusal,
  redo,
  restart,
  rewind,
  type Session,
  type State,
  type Status,
  type Step,
  saveToJson,
  statusOf,
  undo,
} from '../../engine';
import { ports } from '../ports';
import type { CardBoard } from './card-board';
import { type Frame, Motion, moveDuration } from './motion';

// The game in progress: the engine's session, and the animation of each change to it. Every
// change goes through here, so the picture, the save and the counters never disagree.

export interface DriverEvents {
  /** After any change, once its animation is over. */
  settled(status: Status): void;
  /** Each time a frame of an animation starts (the counters follow the cards). */
  shown(): void;
  /** Right after the game was saved (the table keeps its clock beside the save). */
  saved?(): void;
  /** A move was played (by the player, a redo or Finish): the clock begins with the first. */
  moved?(): void;
  /** A step is played (a move, a redo, Finish), from the position before it: what a screen reader hears. */
  played?(before: State, step: Step): void;
}

export class GameDriver {
  private motion: Motion;

  constructor(
    scene: Phaser.Scene,
    private readonly board: CardBoard,
    public session: Session,
    private readonly events: DriverEvents,
  ) {
    this.motion = new Motion(scene, board);
    board.show(currentState(session), 0);
  }

  /**
   * Deals the cards onto the table from a point (a fresh game), then plays the auto-moves due at
   * the deal (the session's opening: aces go home at once); input meanwhile finishes it all.
   */
  deal(from: { x: number; y: number }): void {
    const flight = moveDuration('move');
    const opening = this.session.opening;
    const dealt = opening?.dealt ?? this.state;
    const total = this.board.dealIn(dealt, from, flight > 0 ? Math.max(8, flight / 12) : 0, flight * 1.6);
    if (total > 0) ports().sounds.play('deal');
    const frames: Frame[] = [];
    let s = dealt;
    for (const m of opening?.moves ?? []) {
      s = applyMove(s, m);
      frames.push({ state: s, kind: 'auto', cue: () => ports().sounds.play(soundOf(m)) });
    }
    if (frames.length === 0) frames.push({ state: this.state, kind: 'snap' });
    this.motion.run(frames, () => this.events.settled(statusOf(this.state)), total);
  }

  get state(): State {
    return currentState(this.session);
  }

  get busy(): boolean {
    return this.motion.busy;
  }

  /** Ends the running animation at once (before any new input is applied). */
  finish(): void {
    this.motion.finish();
  }

  /** Plays a move if the engine allows it; otherwise the refusal, and nothing changes. */
  tryMove(move: Move): Refusal | null {
    this.finish();
    const result = play(this.session, move);
    if (!result.ok) return result.refusal;
    const before = this.state;
    this.session = result.session;
    this.animateStep(before, result.step);
    return null;
  }

  undo(): boolean {
    this.finish();
    if (!canUndo(this.session)) return false;
    this.session = undo(this.session);
    ports().sounds.play('undo');
    this.runFrames([{ state: this.state, kind: 'move' }]);
    return true;
  }

  redo(): boolean {
    this.finish();
    if (!canRedo(this.session)) return false;
    const before = this.state;
    const step = this.session.steps[this.session.cursor] as Step;
    this.session = redo(this.session);
    this.animateStep(before, step);
    return true;
  }

  /** Undoes the last step without animating it (the tap cycle replaces it with another move). */
  dropLastStep(): void {
    this.finish();
    if (canUndo(this.session)) this.session = undo(this.session);
  }

  /** Takes back every step after `cursor` at once (to the last winning position, say). */
  rewindTo(cursor: number): void {
    this.finish();
    if (cursor >= this.session.cursor) return;
    this.session = rewind(this.session, cursor);
    ports().sounds.play('undo');
    this.runFrames([{ state: this.state, kind: 'move' }]);
  }

  /** Plays every card home when nothing else is left to decide (the Finish button); false if not so. */
  playFinish(): boolean {
    this.finish();
    const before = this.state;
    const next = playFinish(this.session);
    if (!next) return false;
    this.session = next;
    this.animateStep(before, next.steps[next.cursor - 1] as Step);
    return true;
  }

  /** Plays the auto-moves a game taken up again under a changed setting now makes due (catchUpAutoMoves); false if none. */
  catchUp(): boolean {
    this.finish();
    const before = this.state;
    const next = catchUpAutoMoves(this.session);
    if (!next) return false;
    this.session = next;
    this.animateStep(before, next.steps[next.cursor - 1] as Step);
    return true;
  }

  restart(): void {
    this.finish();
    this.session = restart(this.session);
    ports().sounds.play('deal');
    this.runFrames([{ state: this.state, kind: 'move' }]);
  }

  /** Redraws after a layout change (no animation). */
  relayout(): void {
    this.finish();
    this.board.settle();
  }

  private animateStep(before: State, step: Step): void {
    this.events.moved?.();
    this.events.played?.(before, step);
    const frames: Frame[] = [];
    let s = before;
    const own = step.played.length - step.auto;
    step.played.forEach((m, i) => {
      s = applyMove(s, m);
      const cue = () => {
        ports().sounds.play(soundOf(m));
        this.events.shown();
      };
      frames.push({ state: s, kind: i < own ? 'move' : 'auto', cue });
    });
    this.runFrames(frames);
  }

  private runFrames(frames: readonly Frame[]): void {
    this.save();
    this.motion.run(frames, () => this.events.settled(statusOf(this.state)));
  }

  private save(): void {
    const json = saveToJson(this.session);
    ports().saves.save(this.session.rules.id, json);
    this.events.saved?.();
  }
}

function soundOf(m: Move): 'foundation' | 'deal' | 'drop' {
  if (m.to.kind === 'foundation') return 'foundation';
  if (m.from.kind === 'stock' || m.to.kind === 'stock') return 'deal';
  return 'drop';
}
