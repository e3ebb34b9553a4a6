import type * as Phaser from 'phaser';

// A touch whose end never came (a system gesture that took it without a touchcancel, a page hidden
// under the finger) leaves Phaser's pointer for it active, and Phaser gives a new touch only a
// pointer that is not active and frees one only at its own touch's end: after as many such touches
// as the game follows at once (main.ts: three), no touch would reach the game again. So at each
// touchstart, before Phaser hears it, a touch pointer whose finger is off the screen (not among the
// event's `touches`) or has just come down again (its identifier among `changedTouches`: browsers
// reuse identifiers) is let go.

/** Frees the pointers of lost touches at each new touch; returns the way to stop. */
export function freeLostTouches(game: Phaser.Game, win: Window): () => void {
  const onTouchStart = (e: TouchEvent) => {
    const on = new Set(Array.from(e.touches, (t) => t.identifier));
    const started = new Set(Array.from(e.changedTouches, (t) => t.identifier));
    for (const pointer of game.input.pointers) {
      // Pointer 0 is the mouse's.
      if (pointer.id === 0 || !pointer.active) continue;
      if (!on.has(pointer.identifier) || started.has(pointer.identifier)) pointer.reset();
    }
  };
  // On the window, in the capture phase: before the canvas's own listener (Phaser's).
  win.addEventListener('touchstart', onTouchStart, { capture: true, passive: true });
  return () => win.removeEventListener('touchstart', onTouchStart, { capture: true });
}
