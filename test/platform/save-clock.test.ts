import { describe, expect, it } from 'vitest';
import { clockKey } from '../../src/platform/save-slots';
import { saveKey } from '../../src/platform/saved-games';
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

  it('leaves the clock of the last save that was written where a later save is refused (storage full)', () => {
    // Storage that refuses the save's key (a full quota: a save is far longer than a clock).
    class RefusingSaves extends MemoryStore {
      refuse = false;
      override set(key: string, value: string): boolean {
        return !(this.refuse && key.endsWith(saveKey('freecell'))) && super.set(key, value);
      }
    }
    const store = new RefusingSaves();
    const p = createPlatform({ store });
    p.saves.save('freecell', '{"a save":1}');
    p.saves.saveSeconds('freecell', 30);
    store.refuse = true;
    p.saves.save('freecell', '{"a later save":2}');
    // The save that stands is the one of 30 s: a clock of 95 s beside it would be the later game's.
    p.saves.saveSeconds('freecell', 95);
    expect(p.saves.loadSeconds('freecell')).toBe(30);
    // Written again, the save takes its clock with it.
    store.refuse = false;
    p.saves.save('freecell', '{"a later save":3}');
    p.saves.saveSeconds('freecell', 96);
    expect(p.saves.loadSeconds('freecell')).toBe(96);
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
