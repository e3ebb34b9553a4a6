import type * as Phaser from 'phaser';
import type { State } from '../../engine';
import { ANIMATION_SCALE } from '../../platform';
import { ports } from '../ports';
import type { CardBoard } from './card-board';

// Plays a list of positions one after another (a move, its played-out single moves, then the
// auto-moves) at a pace the eye can follow. Anything the player does meanwhile first calls
// `finish()`, which jumps to the last position, so input is never applied to a half-drawn table.

export function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Milliseconds for one card's flight at the current settings; 0 means jump. */
export function moveDuration(kind: 'move' | 'auto' | 'snap'): number {
  if (reducedMotion()) return 0;
  const base = kind === 'move' ? 210 : kind === 'auto' ? 170 : 180;
  return Math.round(base * ANIMATION_SCALE[ports().settings.get().animationSpeed]);
}

export interface Frame {
  readonly state: State;
  readonly kind: 'move' | 'auto' | 'snap';
  /** Called as the frame starts (a sound, say). */
  readonly cue?: () => void;
}

export class Motion {
  private timer: Phaser.Time.TimerEvent | null = null;
  private frames: Frame[] = [];
  private done: (() => void) | null = null;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly board: CardBoard,
  ) {}

  get busy(): boolean {
    return this.done !== null;
  }

  /**
   * Shows the frames in turn, then calls `onDone`. A run already going is finished first. `after`:
   * the first frame waits this long (ms) while the board animates something of its own (the deal),
   * and the sequence counts as running meanwhile.
   */
  run(frames: readonly Frame[], onDone: () => void, after = 0): void {
    this.finish();
    this.frames = frames.slice();
    this.done = onDone;
    if (after > 0) this.timer = this.scene.time.delayedCall(after, () => this.next());
    else this.next();
  }

  /** Jumps to the end of the running sequence (sounds of skipped frames are dropped). */
  finish(): void {
    if (!this.done) return;
    this.timer?.remove(false);
    this.timer = null;
    const last = this.frames.at(-1);
    this.frames = [];
    if (last) this.board.show(last.state, 0);
    else this.board.settle();
    const done = this.done;
    this.done = null;
    done();
  }

  private next(): void {
    const frame = this.frames.shift();
    if (!frame && this.board.moving()) {
      // Tweens run on the tween manager's clock, which skips a late frame's lag (a frame over
      // 500 ms counts as 33), and this timer on the scene's, which does not: after a stall the
      // timer ends the run while the last cards still fly or turn. The run lasts until they lie still.
      this.timer = this.scene.time.delayedCall(0, () => this.next());
      return;
    }
    if (!frame) {
      const done = this.done;
      this.done = null;
      this.timer = null;
      done?.();
      return;
    }
    const d = moveDuration(frame.kind);
    if (d === 0) {
      // No motion wanted: straight to the last position.
      const last = this.frames.at(-1) ?? frame;
      this.frames = [];
      this.board.show(last.state, 0);
      frame.cue?.();
      this.next();
      return;
    }
    const took = this.board.show(frame.state, d);
    frame.cue?.();
    // The next card leaves a little before this one lands: smooth, but still one after another.
    const wait = this.frames.length === 0 ? took : Math.max(took * 0.8, d * 0.8);
    this.timer = this.scene.time.delayedCall(wait, () => this.next());
  }
}
