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
