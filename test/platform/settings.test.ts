import { describe, expect, it } from 'vitest';
import {
  CARD_BACKS,
  defaultSettings,
  SETTINGS_KEY,
  type Settings,
  SettingsStore,
  TABLE_COLOURS,
  validateSettings,
} from '../../src/platform/settings';
import { MemoryStore } from '../../src/platform/store';

describe('validateSettings', () => {
  it('gives the defaults for nothing or nonsense', () => {
    expect(validateSettings(undefined)).toEqual(defaultSettings());
    expect(validateSettings('hello')).toEqual(defaultSettings());
    expect(validateSettings([1, 2])).toEqual(defaultSettings());
  });

  it('keeps good fields and replaces each bad one with its default', () => {
    const s = validateSettings({
      language: 'de',
      autoMode: 'sometimes',
      animationSpeed: 'fast',
      fourColour: 'yes',
      leftHanded: true,
      muted: true,
      volume: 7,
      gameOptions: { 'eight-off': ['alternate-colours', 'bogus', 'run-shortcut'], freecell: 'x' },
    });
    expect(s.language).toBe('de');
    expect(s.autoMode).toBe('safe');
    expect(s.animationSpeed).toBe('fast');
    expect(s.fourColour).toBe(false);
    expect(s.leftHanded).toBe(true);
    expect(s.muted).toBe(true);
    expect(s.volume).toBe(1);
    // Unknown options dropped, the rest in the engine's order.
    expect(s.gameOptions['eight-off']).toEqual(['run-shortcut', 'alternate-colours']);
    expect(s.gameOptions.freecell).toEqual([]);
  });

  it('rejects a volume that is not a number', () => {
    expect(validateSettings({ volume: Number.NaN }).volume).toBe(defaultSettings().volume);
    expect(validateSettings({ volume: -1 }).volume).toBe(0);
  });
});

describe('SettingsStore', () => {
  it('starts from the defaults it is given (the browser language)', () => {
    const s = new SettingsStore(new MemoryStore(), defaultSettings('de'));
    expect(s.get().language).toBe('de');
  });

  it('remembers changes across a reload and tells listeners', () => {
    const store = new MemoryStore();
    const a = new SettingsStore(store);
    const seen: [Settings, Settings][] = [];
    a.subscribe((now, before) => seen.push([now, before]));
    a.update({ muted: true, volume: 0.25 });
    a.setGameOptions('eight-off', ['any-card-in-space']);
    expect(seen).toHaveLength(2);
    expect(seen[0]?.[1].muted).toBe(false);
    const b = new SettingsStore(store);
    expect(b.get().muted).toBe(true);
    expect(b.get().volume).toBe(0.25);
    expect(b.get().gameOptions['eight-off']).toEqual(['any-card-in-space']);
  });

  it('leaves what another tab changed since: a change writes only what it changes', () => {
    // Two tabs opened on the same settings: each holds its own copy. What one changes must not be
    // undone by the other's next change of something else (a tap on Sound in the older tab).
    const store = new MemoryStore();
    const first = new SettingsStore(store);
    const second = new SettingsStore(store);
    first.update({ language: 'de', autoMode: 'off' });
    first.setGameOptions('eight-off', ['any-card-in-space']);
    first.setWinnableOnly('freecell', true);
    second.update({ muted: true });
    second.setGameOptions('klondike', ['draw-3']);
    second.setWinnableOnly('penguin', true);
    const reloaded = new SettingsStore(store).get();
    expect([reloaded.language, reloaded.autoMode, reloaded.muted]).toEqual(['de', 'off', true]);
    expect(reloaded.gameOptions['eight-off']).toEqual(['any-card-in-space']);
    expect(reloaded.gameOptions.klondike).toEqual(['draw-3']);
    expect([reloaded.winnableOnly.freecell, reloaded.winnableOnly.penguin]).toEqual([true, true]);
    // The older tab's own page keeps what it showed until it is reloaded, but for its change.
    expect([second.get().language, second.get().muted]).toEqual(['en', true]);
  });

  it('survives corrupt stored settings', () => {
    const store = new MemoryStore();
    store.set(SETTINGS_KEY, '{{{');
    expect(new SettingsStore(store).get()).toEqual(defaultSettings());
    store.set(SETTINGS_KEY, JSON.stringify({ version: 1, settings: { autoMode: 'all', volume: 'loud' } }));
    const s = new SettingsStore(store).get();
    expect(s.autoMode).toBe('all');
    expect(s.volume).toBe(defaultSettings().volume);
  });

  it('validates updates too', () => {
    const s = new SettingsStore(new MemoryStore());
    s.update({ volume: 3 });
    expect(s.get().volume).toBe(1);
  });
});

describe('winnable deals only, per game', () => {
  it('is off for every game by default, remembered per game, and a bad value falls back', () => {
    const store = new MemoryStore();
    const a = new SettingsStore(store);
    expect(Object.values(a.get().winnableOnly).every((on) => on === false)).toBe(true);
    a.setWinnableOnly('eights-down', true);
    const b = new SettingsStore(store);
    expect(b.get().winnableOnly['eights-down']).toBe(true);
    expect(b.get().winnableOnly.freecell).toBe(false);
    const c = validateSettings({ winnableOnly: { freecell: 'yes', 'eight-off': true } });
    expect(c.winnableOnly.freecell).toBe(false);
    expect(c.winnableOnly['eight-off']).toBe(true);
  });
});

describe('card back and table colour', () => {
  it('start as the blue back on the green table', () => {
    expect(defaultSettings().cardBack).toBe('blue');
    expect(defaultSettings().tableColour).toBe('green');
    expect(CARD_BACKS[0]).toBe('blue');
    expect(TABLE_COLOURS[0]).toBe('green');
  });

  it('offer at least three of each', () => {
    expect(CARD_BACKS.length).toBeGreaterThanOrEqual(3);
    expect(TABLE_COLOURS.length).toBeGreaterThanOrEqual(3);
  });

  it('keep a known stored value and fall back to the default for an unknown one', () => {
    const store = new MemoryStore();
    store.set(SETTINGS_KEY, JSON.stringify({ version: 1, settings: { cardBack: 'red', tableColour: 'grey' } }));
    expect(new SettingsStore(store).get()).toMatchObject({ cardBack: 'red', tableColour: 'grey' });
    store.set(SETTINGS_KEY, JSON.stringify({ version: 1, settings: { cardBack: 'tartan', tableColour: 7 } }));
    expect(new SettingsStore(store).get()).toMatchObject({ cardBack: 'blue', tableColour: 'green' });
  });

  it('are remembered across a reload, and a bad update leaves the last good value', () => {
    const store = new MemoryStore();
    const a = new SettingsStore(store);
    a.update({ cardBack: 'black', tableColour: 'blue' });
    a.update({ cardBack: 'purple' as never });
    expect(new SettingsStore(store).get()).toMatchObject({ cardBack: 'black', tableColour: 'blue' });
  });
});
