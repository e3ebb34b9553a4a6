import { describe, expect, it } from 'vitest';
import { GameControl } from '../../src/platform/game-control';
import { createPortalBridge } from '../../src/platform/portal';
import type { PortalAdapter } from '../../src/platform/portal-adapter';

/** An adapter that writes down every call, by name. */
function recorder(): { adapter: PortalAdapter; calls: string[] } {
  const calls: string[] = [];
  const adapter: PortalAdapter = {
    name: 'postMessage',
    loading: (p) => calls.push(`loading ${p}`),
    loaded: () => calls.push('loaded'),
    ready: (d) => calls.push(`ready ${d.game} ${d.deal} ${d.moves}`),
    gameplayStart: () => calls.push('gameplayStart'),
    gameplayStop: () => calls.push('gameplayStop'),
    won: (w) => calls.push(`won ${w.moves} ${w.seconds}`),
    lost: (l) => calls.push(`lost ${l.reason}`),
    paused: () => calls.push('paused'),
    resumed: () => calls.push('resumed'),
    betweenDeals: () => calls.push('betweenDeals'),
  };
  return { adapter, calls };
}

describe('the portal bridge', () => {
  it('tells a short game in order: loading, ready, gameplay from the first move, won', () => {
    const { adapter, calls } = recorder();
    const portal = createPortalBridge([adapter], new GameControl(), true);
    portal.loading(0);
    portal.loading(0.5);
    portal.ready('freecell', 5, 0);
    portal.played();
    portal.played();
    portal.won('freecell', 5, 80, 190);
    expect(calls).toEqual([
      'loading 0',
      'loading 0.5',
      'loading 1',
      'loaded',
      'ready freecell 5 0',
      'gameplayStart',
      'gameplayStop',
      'won 80 190',
    ]);
  });

  it('loads once: later progress is not news', () => {
    const { adapter, calls } = recorder();
    const portal = createPortalBridge([adapter], new GameControl(), true);
    portal.loading(1);
    portal.loading(0.3);
    portal.ready('freecell', 1);
    expect(calls).toEqual(['loading 1', 'loaded', 'ready freecell 1 0']);
  });

  it('stops gameplay on a pause and starts it again on resume, only if it was running', () => {
    const { adapter, calls } = recorder();
    const control = new GameControl();
    const portal = createPortalBridge([adapter], control, true);
    portal.ready('freecell', 1);
    control.hold('portal');
    control.release('portal');
    portal.played();
    control.hold('portal');
    portal.played(); // no input reaches a paused game; if one did, it would not start gameplay
    control.hold('ad');
    control.release('portal');
    control.release('ad');
    expect(calls.slice(3)).toEqual([
      'paused',
      'resumed',
      'gameplayStart',
      'gameplayStop',
      'paused',
      'resumed',
      'gameplayStart',
    ]);
  });

  it('stops gameplay when the table is left, and the next deal asks for an ad', () => {
    const { adapter, calls } = recorder();
    const portal = createPortalBridge([adapter], new GameControl(), true);
    portal.ready('freecell', 1);
    portal.played();
    portal.left();
    portal.ready('eight-off', 2);
    expect(calls.slice(3)).toEqual(['gameplayStart', 'gameplayStop', 'ready eight-off 2 0', 'betweenDeals']);
  });

  it('tells a loss: stuck every time, unwinnable once until the position is winnable again', () => {
    const { adapter, calls } = recorder();
    const portal = createPortalBridge([adapter], new GameControl(), true);
    portal.ready('freecell', 1);
    portal.played();
    portal.lost('freecell', 1, 10, 'unwinnable');
    portal.played();
    portal.lost('freecell', 1, 11, 'unwinnable');
    portal.lost('freecell', 1, 12, 'stuck');
    portal.stillWinnable();
    portal.lost('freecell', 1, 9, 'unwinnable');
    expect(calls.slice(3)).toEqual([
      'gameplayStart',
      'gameplayStop',
      'lost unwinnable',
      'gameplayStart',
      'gameplayStop',
      'lost stuck',
      'lost unwinnable',
    ]);
  });

  it('knows when a game is in progress (no reload under it)', () => {
    const portal = createPortalBridge([], new GameControl(), false);
    expect(portal.midGame).toBe(false);
    portal.ready('freecell', 1, 0);
    expect(portal.midGame).toBe(false);
    portal.played();
    expect(portal.midGame).toBe(true);
    portal.won('freecell', 1, 80, 100);
    expect(portal.midGame).toBe(false);
    portal.ready('freecell', 2, 14); // a saved game resumed
    expect(portal.midGame).toBe(true);
    portal.left();
    expect(portal.midGame).toBe(false);
  });

  it('keeps going when an adapter throws', () => {
    const { adapter, calls } = recorder();
    const broken: PortalAdapter = {
      name: 'poki',
      ready: () => {
        throw new Error('host broke');
      },
    };
    const portal = createPortalBridge([broken, adapter], new GameControl(), true);
    expect(() => portal.ready('freecell', 1)).not.toThrow();
    expect(calls).toContain('ready freecell 1 0');
  });
});
