import { describe, expect, it } from 'vitest';
import { Notices } from '../../src/platform/notices';
import { SaveSlots } from '../../src/platform/save-slots';
import { SavedGames, saveKey } from '../../src/platform/saved-games';
import { KEY_PREFIX, MemoryStore } from '../../src/platform/store';

// Two tabs on one game: when another tab writes the save of the game this page plays, this page
// says so once and stops overwriting (or clearing) that save, until it starts the game afresh.

function tab() {
  const store = new MemoryStore();
  const notices = new Notices();
  let heard: (key: string | null) => void = () => {};
  const slots = new SaveSlots(store, new SavedGames(store), notices, (h) => {
    heard = h;
    return () => {};
  });
  return { store, notices, slots, otherTabWrote: (key: string | null) => heard(key) };
}

describe('a save another tab wrote', () => {
  it('is not overwritten or cleared by this page, which says so once', () => {
    const { store, notices, slots, otherTabWrote } = tab();
    slots.claim('freecell');
    slots.save('freecell', '{"mine":1}');
    store.set(saveKey('freecell'), '{"theirs":2}');
    otherTabWrote(KEY_PREFIX + saveKey('freecell'));
    otherTabWrote(KEY_PREFIX + saveKey('freecell'));
    expect(notices.take()).toEqual([
      'This game is being played in another tab: moves here are no longer saved. Reload to play on from there.',
    ]);
    expect(slots.isYielded('freecell')).toBe(true);
    slots.save('freecell', '{"mine":3}');
    slots.saveSeconds('freecell', 99);
    slots.clear('freecell');
    expect(store.get(saveKey('freecell'))).toBe('{"theirs":2}');
  });

  it('is this page’s again once it starts the game afresh', () => {
    const { store, slots, otherTabWrote } = tab();
    slots.claim('freecell');
    otherTabWrote(null);
    expect(slots.isYielded('freecell')).toBe(true);
    slots.claim('freecell');
    slots.save('freecell', '{"mine":4}');
    expect(store.get(saveKey('freecell'))).toBe('{"mine":4}');
  });

  it('of another game, or before this page plays one, changes nothing here', () => {
    const { notices, slots, otherTabWrote } = tab();
    otherTabWrote(KEY_PREFIX + saveKey('freecell'));
    slots.claim('eight-off');
    otherTabWrote(KEY_PREFIX + saveKey('freecell'));
    otherTabWrote(`${KEY_PREFIX}settings`);
    expect(slots.isYielded('eight-off')).toBe(false);
    expect(slots.isYielded('freecell')).toBe(false);
    expect(notices.size).toBe(0);
  });
});
