import { describe, expect, it } from 'vitest';
import { clockKey } from '../../src/platform/save-slots';
import { createPlatform } from '../../src/platform/services';
import { MemoryStore } from '../../src/platform/store';

describe('the game clock beside the save', () => {
  it('keeps the seconds per game to the millisecond and forgets them with the save', () => {
    const store = new MemoryStore();
    const p = createPlatform({ store });
    expect(p.saves.loadSeconds('freecell')).toBe(0);
    // 59.6 s shows as 0:59: the game continued after a reload must show 0:59 too, not 1:00.
    p.saves.saveSeconds('freecell', 59.6004);
    expect(p.saves.loadSeconds('freecell')).toBe(59.6);
    p.saves.saveSeconds('freecell', 83.6);
    expect(p.saves.loadSeconds('freecell')).toBe(83.6);
    expect(p.saves.loadSeconds('eight-off')).toBe(0);
    p.saves.clear('freecell');
    expect(p.saves.loadSeconds('freecell')).toBe(0);
  });

  it('reads nonsense as 0 and ignores unknown games', () => {
    const store = new MemoryStore();
    const p = createPlatform({ store });
    store.set(clockKey('freecell'), 'soon');
    expect(p.saves.loadSeconds('freecell')).toBe(0);
    p.saves.saveSeconds('nope', 10);
    expect(store.get(clockKey('nope'))).toBeNull();
  });
});
