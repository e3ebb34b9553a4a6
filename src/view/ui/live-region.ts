// A polite live region for a screen reader: what a focus ring on the canvas points at is written
// here, since the canvas has no buttons of its own to read.

/** Makes a visually hidden live region, marked `data-<mark>` (tests find it so), in the page. */
export function liveRegion(mark: string): HTMLDivElement {
  const live = document.createElement('div');
  live.setAttribute(`data-${mark}`, '');
  live.setAttribute('role', 'status');
  live.setAttribute('aria-live', 'polite');
  // Visually hidden, still read: the usual "sr-only" rules.
  Object.assign(live.style, {
    position: 'fixed',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  });
  document.body.appendChild(live);
  return live;
}

/**
 * Writes a live region's words a moment from now (`ms`): a screen reader reads a region's changes,
 * not what it held when it appeared, so words put in a region just made were never read. Nothing is
 * written if the region is gone by then, or has had other words meanwhile (a key already pressed),
 * nor if it says these words already.
 */
export function fillSoon(live: HTMLElement, text: string, ms = 100): void {
  // The same words again (the menu's banner redrawn with a new page): said once is enough.
  if (live.textContent === text) return;
  live.textContent = '';
  setTimeout(() => {
    if (live.isConnected && live.textContent === '') live.textContent = text;
  }, ms);
}
