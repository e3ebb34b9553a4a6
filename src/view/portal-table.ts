import type * as Phaser from 'phaser';
import { moveCount, type Session } from '../engine';
import { ports } from './ports';

// The table's few words to the portal (src/platform/portal.ts), kept out of the table scene: each
// is one call there, where the table already knows what happened.

/** A real input at the table: a move was played. */
export function reportPlayed(): void {
  ports().portal?.played?.();
}

/** No legal move is left ('stuck'), or the solver proved the position lost ('unwinnable'). */
export function reportLost(session: Session, reason: 'stuck' | 'unwinnable'): void {
  ports().portal?.lost?.(session.rules.id, session.deal, moveCount(session), reason);
}

/** The status line's news after a check: lost, or not (an undo back to a winnable position). */
export function reportLostNews(session: Session, lost: boolean): void {
  if (lost) reportLost(session, 'unwinnable');
  else ports().portal?.stillWinnable?.();
}

/**
 * For as long as the table runs: its clock is stopped the moment the scene is paused from outside
 * (scene time stands while paused, and the clock counts scene time between updates: it must stand
 * too; it runs again at the first update after the resume, from that frame's time), and the portal
 * hears when the table closes.
 */
export function followPortal(scene: Phaser.Scene, syncClock: () => void): void {
  const events = scene.events;
  events.on('pause', syncClock);
  events.once('shutdown', () => {
    events.off('pause', syncClock);
    ports().portal?.left?.();
  });
}
