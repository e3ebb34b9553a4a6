import { describe, expect, it } from 'vitest';
import { GameControl } from '../../src/platform/game-control';
import { createPortalBridge } from '../../src/platform/portal';
import { createPlatform } from '../../src/platform/services';
import { viewPorts } from '../../src/platform/view-ports';
import type { Ports } from '../../src/view/ports';

describe('viewPorts', () => {
  it('fits the interfaces the view asks for', () => {
    // The assignment is the test: it stops compiling when the view's ports and the platform drift apart.
    const ports: Ports = viewPorts(createPlatform());
    expect(ports.settings.get().autoMode).toBe('safe');
  });

  it('records a finished game, and tells the portal of a win', () => {
    const posted: unknown[] = [];
    const p = createPlatform({
      portal: createPortalBridge(
        [{ name: 'postMessage', won: ({ game, deal, moves, seconds }) => posted.push({ game, deal, moves, seconds }) }],
        new GameControl(),
        true,
      ),
    });
    const ports = viewPorts(p);
    ports.statistics.record({ game: 'freecell', options: [], deal: 617, won: true, moves: 90, seconds: 240 });
    ports.statistics.record({ game: 'freecell', options: [], deal: 618, won: false, moves: 9, seconds: 20 });
    expect(p.statistics.get('freecell')).toMatchObject({ played: 2, won: 1 });
    // The table tells the portal of a win apart from the statistics (a prepared position's too).
    expect(posted).toEqual([]);
    ports.portal?.won?.('freecell', null, 3, 12);
    expect(posted).toEqual([{ game: 'freecell', deal: null, moves: 3, seconds: 12 }]);
  });

  it('puts each game the table shows at the front of the recent games, and still tells the portal', () => {
    const ready: string[] = [];
    const p = createPlatform({
      portal: createPortalBridge(
        [{ name: 'postMessage', ready: ({ game }) => ready.push(game) }],
        new GameControl(),
        true,
      ),
    });
    const ports = viewPorts(p);
    ports.portal?.ready('eights-down', 3, 0);
    ports.portal?.ready('freecell', 617, 0);
    expect(p.recentGames.list()).toEqual(['freecell', 'eights-down']);
    expect(ready).toEqual(['eights-down', 'freecell']);
  });
});
