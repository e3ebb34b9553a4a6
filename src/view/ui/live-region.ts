// A polite live region for a screen reader: what a focus ring on the canvas points at is written
// here, since the canvas has no buttons of its own to read.

/** Makes a visually hidden live region, marked `data-<mark>` (tests find it so), in the page. */
export function liveRegion(mark: string): HTMLDivElement {
  const live = document.createElement('div');
  live.setAttribute(`data-${mark}`, '');
  live.setAttribute('role', 'status');
  live.setAttribute('aria-live', 'polite');
  Object.assign(live.style, VISUALLY_HIDDEN);
  document.body.appendChild(live);
  return live;
}

/** Visually hidden, still read: the usual "sr-only" rules. */
const VISUALLY_HIDDEN: Partial<CSSStyleDeclaration> = {
  position: 'fixed',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

/** A page's words (a title and its lines), or none. */
export interface PageWords {
  readonly title: string;
  readonly lines: readonly string[];
}

/**
 * A page of text the canvas draws (the rules, the statistics), in the page for a screen reader to
 * read in its own time: a region named by its title, a heading and a paragraph a line. Not live: it
 * is read when the reader goes there, as a web page is. `show(null)` empties it.
 */
export function pageTextRegion(mark: string): { show(words: PageWords | null): void; remove(): void } {
  const region = document.createElement('div');
  region.setAttribute(`data-${mark}`, '');
  region.setAttribute('role', 'region');
  Object.assign(region.style, VISUALLY_HIDDEN, { whiteSpace: 'normal' });
  document.body.appendChild(region);
  let shown = '';
  let shownTitle: string | null = null;
  return {
    show(words) {
      const key = words === null ? '' : JSON.stringify(words);
      if (key === shown) return;
      shown = key;
      // The same title and as many lines (the HUD's counters, each second): only the lines that
      // changed are written, so a reader resting on one of the others keeps its place.
      const paragraphs = region.querySelectorAll('p');
      if (words !== null && words.title === shownTitle && paragraphs.length === words.lines.length) {
        words.lines.forEach((line, i) => {
          const p = paragraphs[i] as HTMLParagraphElement;
          if (p.textContent !== line) p.textContent = line;
        });
        return;
      }
      shownTitle = words?.title ?? null;
      region.replaceChildren();
      region.removeAttribute('aria-label');
      if (words === null) return;
      region.setAttribute('aria-label', words.title);
      const heading = document.createElement('h2');
      heading.textContent = words.title;
      region.append(
        heading,
        ...words.lines.map((line) => Object.assign(document.createElement('p'), { textContent: line })),
      );
    },
    remove: () => region.remove(),
  };
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
