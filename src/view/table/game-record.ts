import { moveCount, type Session } from '../../engine';
import { ports, type RecordOutcome } from '../ports';
import { GameClock } from './game-clock';

// What the table keeps about the game beyond its position: the clock (game-clock.ts) beside the
// save, and the statistics entry when the game ends. The save itself is the driver's (see game-driver.ts).

export class GameRecord {
  private readonly clock: GameClock;
  /** The save was cleared (new deal, win): the clock must not be written back beside it. */
  private discarded = false;

  constructor(
    now: () => number,
    private readonly session: () => Session,
  ) {
    this.clock = new GameClock(now);
  }

  /**
   * Sets the clock for the game on the table: from zero, or from the seconds the saved game had
   * already played (running at once when it had moves, even all taken back: its clock ran on before
   * the reload too, as inProgress says); a new game's clock waits for its first move.
   */
  start(resumed: boolean): void {
    this.discarded = false;
    const s = this.session();
    this.clock.reset(resumed ? ports().saves.loadSeconds(s.rules.id) : 0, resumed && s.steps.length > 0);
  }

  /** A move was made: the clock begins with the first. */
  moved(): void {
    this.clock.begin();
  }

  /** Pauses the clock (a dialog, a hidden page) or lets it run on. */
  setRunning(on: boolean): void {
    this.clock.setRunning(on);
  }

  seconds(): number {
    return this.clock.seconds();
  }

  stop(): void {
    this.clock.stop();
  }

  /**
   * A game with moves and not yet won: leaving it for another deal counts as a loss. Moves taken
   * back (a restart, undo to the deal) still count: the game was played.
   */
  inProgress(): boolean {
    return this.session().steps.length > 0 && !this.clock.stopped;
  }

  /**
   * Writes the clock beside the save of a game played: a won one's too, until its win is counted
   * and its save goes (the page may close while the winning cards fly home, and the next page
   * counts the saved win with this time; the clock stopped at the winning move).
   */
  keep(): void {
    if (this.discarded || this.session().steps.length === 0) return;
    ports().saves.saveSeconds(this.session().rules.id, this.clock.exact());
  }

  /** Drops the save (and its clock) of this game: it is over. False when the save stays (another tab's). */
  discard(): boolean {
    this.discarded = true;
    return ports().saves.clear(this.session().rules.id);
  }

  /**
   * The game is won: the clock stands for good, the save goes and the win is counted, in that
   * order: where storage is full, the room the save leaves is what lets the statistics be written.
   * A win in a tab that yielded the game to another counts too (that tab's save stays, for its own
   * game): the player won here and the win panel says so; unlike a game given up, no other start
   * brings this game back to be counted later.
   */
  win(): RecordOutcome | null {
    this.stop();
    this.discard();
    const s = this.session();
    // The portal hears of every win played, a prepared position's too, which the statistics leave out.
    if (s.steps.length > 0) ports().portal?.won?.(s.rules.id, s.deal, moveCount(s), this.clock.seconds());
    return this.record(true);
  }

  /**
   * The player leaves this game for another start: a game in progress counts as lost, and its save
   * goes. Not where the save stays because another tab took the game over: the start then brings
   * that tab's game back and asks (start-session.ts), and that game counts when it is given up, as
   * the menu's new deal does; counting here too would make one game two losses.
   */
  giveUp(): void {
    const inProgress = this.inProgress();
    if (this.discard() && inProgress) this.record(false);
  }

  /**
   * Counts the game in the statistics; the outcome says whether it set a record (null: nothing
   * counted). A game the player made no move in is not counted, won or not: a position its opening
   * auto-moves won (a link to a sorted board) was not played, and its 0 moves and 0 seconds would
   * stand as records no game could beat. Nor is a prepared position (the statistics' own rule).
   */
  record(won: boolean): RecordOutcome | null {
    const s = this.session();
    if (s.steps.length === 0) return null;
    return ports().statistics.record({
      game: s.rules.id,
      options: s.rules.options,
      deal: s.deal,
      won,
      moves: moveCount(s),
      seconds: this.clock.seconds(),
    });
  }
}
