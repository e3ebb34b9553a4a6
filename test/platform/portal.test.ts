import { describe, expect, it } from 'vitest';
import { createPortal, isEmbedded, type WindowLike } from '../../src/platform/portal';

function fakeWindow(framed: boolean) {
  const posted: { message: unknown; origin: string }[] = [];
  const parent = { postMessage: (message: unknown, origin: string) => posted.push({ message, origin }) };
  const win: { self: unknown; top: unknown; parent: typeof parent } = { self: null, top: null, parent };
  win.self = win;
  win.top = framed ? {} : win;
  return { win: win as WindowLike, posted };
}

describe('portal', () => {
  it('knows when it is framed', () => {
    expect(isEmbedded(fakeWindow(true).win)).toBe(true);
    expect(isEmbedded(fakeWindow(false).win)).toBe(false);
    expect(isEmbedded(undefined)).toBe(false);
  });

  it('counts a top it may not read as framed (another origin)', () => {
    const win = {
      self: {},
      get top(): unknown {
        throw new Error('SecurityError');
      },
      parent: null,
    };
    expect(isEmbedded(win)).toBe(true);
  });

  it('tells the parent when ready and when won', () => {
    const { win, posted } = fakeWindow(true);
    const portal = createPortal(win);
    expect(portal.embedded).toBe(true);
    portal.ready('freecell', 617);
    portal.won('freecell', 617, 93, 241);
    expect(posted).toEqual([
      { message: { type: 'solitaire:loading', progress: 1 }, origin: '*' },
      { message: { type: 'solitaire:ready', game: 'freecell', deal: 617, moves: 0 }, origin: '*' },
      { message: { type: 'solitaire:won', game: 'freecell', deal: 617, moves: 93, seconds: 241 }, origin: '*' },
    ]);
  });

  it('addresses a given origin', () => {
    const { win, posted } = fakeWindow(true);
    createPortal(win, { targetOrigin: 'https://portal.example' }).won('eights-down', null, 120);
    expect(posted[0]?.origin).toBe('https://portal.example');
  });

  it('does nothing outside an iframe or in Node', () => {
    const { win, posted } = fakeWindow(false);
    createPortal(win).won('freecell', 1, 80);
    expect(posted).toEqual([]);
    expect(() => createPortal(undefined).ready('freecell', 1)).not.toThrow();
  });

  it('survives a parent that throws', () => {
    const win: WindowLike = {
      self: 1,
      top: 2,
      parent: {
        postMessage() {
          throw new Error('DataCloneError');
        },
      },
    };
    expect(() => createPortal(win).ready('freecell', 1)).not.toThrow();
  });
});
