import type { GameId } from '../engine';

// What the outside world may do to a running game, kept in one place: hold it (a portal's pause,
// an ad break), silence it (a portal's mute, an SDK's mute setting, a hidden page), or ask for a new
// deal. Portal adapters write here; the view (src/view/pause.ts) and the sounds (sound-gate.ts)
// follow it. Each reason is kept apart, so an ad ending never lifts the portal's own pause.

export type HoldReason = 'portal' | 'ad';
export type MuteReason = 'portal' | 'sdk';

export interface NewGameRequest {
  readonly game?: GameId;
  readonly deal?: number;
}

export class GameControl {
  private readonly holds = new Set<HoldReason>();
  private readonly mutes = new Set<MuteReason>();
  private hiddenPage = false;
  private drivenPause = false;
  private readonly listeners = new Set<() => void>();
  private readonly newGameListeners = new Set<(request: NewGameRequest) => void>();
  private pendingNewGame: NewGameRequest | null = null;

  /** Held for any reason: clock, animations, input and sound stop. */
  get paused(): boolean {
    return this.holds.size > 0;
  }

  /** Muted from outside (the portal, an SDK); the player's own sound setting is not counted here. */
  get muted(): boolean {
    return this.mutes.size > 0;
  }

  get hidden(): boolean {
    return this.hiddenPage;
  }

  /** Once the portal has sent a pause, it drives pausing: a hidden page no longer silences the game on its own. */
  get portalDrivesPause(): boolean {
    return this.drivenPause;
  }

  /** No sound may be heard: muted, held, or hidden (unless the portal drives pause). */
  get silent(): boolean {
    return this.muted || this.paused || (this.hiddenPage && !this.drivenPause);
  }

  isHeldFor(reason: HoldReason): boolean {
    return this.holds.has(reason);
  }

  hold(reason: HoldReason): void {
    if (reason === 'portal') this.drivenPause = true;
    if (this.holds.has(reason)) return;
    this.holds.add(reason);
    this.changed();
  }

  release(reason: HoldReason): void {
    if (this.holds.delete(reason)) this.changed();
  }

  mute(reason: MuteReason, on: boolean): void {
    if (on === this.mutes.has(reason)) return;
    if (on) this.mutes.add(reason);
    else this.mutes.delete(reason);
    this.changed();
  }

  setHidden(hidden: boolean): void {
    if (hidden === this.hiddenPage) return;
    this.hiddenPage = hidden;
    this.changed();
  }

  /** Called after every change; returns the function that stops it. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A new deal is wanted; kept until someone listens (a command that comes before the game has started). */
  requestNewGame(request: NewGameRequest): void {
    if (this.newGameListeners.size === 0) {
      this.pendingNewGame = request;
      return;
    }
    for (const listener of this.newGameListeners) listener(request);
  }

  onNewGame(listener: (request: NewGameRequest) => void): () => void {
    this.newGameListeners.add(listener);
    const pending = this.pendingNewGame;
    this.pendingNewGame = null;
    if (pending) listener(pending);
    return () => this.newGameListeners.delete(listener);
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }
}
