import type { GameControl } from './game-control';

// The page around the game, in any host: game input must never scroll the page (or, inside an
// iframe, the portal's page around it: Chromium passes a key's scroll on to the parent when the frame
// cannot scroll), zoom it or select its text. CSS (src/page.css) does most of it; these listeners do
// what CSS cannot. Form fields (the deal-number box) keep their keys.

const SCROLL_KEYS = new Set([
  ' ',
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'PageUp',
  'PageDown',
  'Home',
  'End',
]);

function isField(target: EventTarget | null): boolean {
  const el = target as { tagName?: string; isContentEditable?: boolean } | null;
  const tag = el?.tagName;
  return (
    tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || tag === 'BUTTON' || el?.isContentEditable === true
  );
}

/**
 * Keys and the wheel scroll nothing, pinches zoom nothing. Add it after Phaser's keyboard has its
 * listener on the window: Phaser skips a key event whose default was prevented before it saw it.
 */
export function guardScrolling(win: Window): () => void {
  const onKey = (e: KeyboardEvent) => {
    if (SCROLL_KEYS.has(e.key) && !isField(e.target)) e.preventDefault();
  };
  const onWheel = (e: WheelEvent) => {
    if (!isField(e.target)) e.preventDefault();
  };
  const onGesture = (e: Event) => e.preventDefault();
  const onSelect = (e: Event) => {
    if (!isField(e.target)) e.preventDefault();
  };
  // Phaser prevents the default of every touchcancel on the canvas, and Chrome logs a console error
  // for each one that cannot be cancelled (the system took the touch: a swipe, a call). There is
  // nothing to prevent: that event's preventDefault is made a no-op before Phaser sees it.
  const onTouchCancel = (e: Event) => {
    if (!e.cancelable) Object.defineProperty(e, 'preventDefault', { value: () => {} });
  };
  win.addEventListener('touchcancel', onTouchCancel, { capture: true });
  win.addEventListener('keydown', onKey);
  win.addEventListener('wheel', onWheel, { passive: false });
  win.addEventListener('gesturestart', onGesture);
  win.document.addEventListener('selectstart', onSelect);
  return () => {
    win.removeEventListener('touchcancel', onTouchCancel, { capture: true });
    win.removeEventListener('keydown', onKey);
    win.removeEventListener('wheel', onWheel);
    win.removeEventListener('gesturestart', onGesture);
    win.document.removeEventListener('selectstart', onSelect);
  };
}

/** A hidden page silences the game (sound-gate.ts) unless the portal drives pause itself. */
export function followVisibility(doc: Document, control: GameControl): () => void {
  const update = () => control.setHidden(doc.visibilityState === 'hidden');
  doc.addEventListener('visibilitychange', update);
  update();
  return () => doc.removeEventListener('visibilitychange', update);
}
