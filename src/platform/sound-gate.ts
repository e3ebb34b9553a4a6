import type { SoundName, SoundPlayer } from './audio';
import type { GameControl } from './game-control';

// The sounds as the game hears them: the player's own mute setting (followSettings calls setMuted)
// and the outside world's (GameControl: a portal's mute, an SDK's, a pause, a hidden page), kept
// apart so that lifting one never lifts the other. A change reaches Howler at once, within the
// same task as the command that made it.

export class SoundGate implements SoundPlayer {
  private settingMuted = false;
  private applied: boolean | null = null;

  constructor(
    private readonly inner: SoundPlayer,
    private readonly control: GameControl,
  ) {
    control.subscribe(() => this.apply());
    this.apply();
  }

  /** Nothing is heard now, for any reason. */
  get silent(): boolean {
    return this.settingMuted || this.control.silent;
  }

  play(name: SoundName): void {
    if (!this.silent) this.inner.play(name);
  }

  /** The player's setting. */
  setMuted(muted: boolean): void {
    this.settingMuted = muted;
    this.apply();
  }

  setVolume(volume: number): void {
    this.inner.setVolume(volume);
  }

  private apply(): void {
    const silent = this.silent;
    if (silent === this.applied) return;
    this.applied = silent;
    this.inner.setMuted(silent);
  }
}
