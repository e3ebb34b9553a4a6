import { describe, expect, it } from 'vitest';
import { newGame, rulesFor, saveToJson } from '../../src/engine';
import type { SoundName, SoundPlayer } from '../../src/platform/audio';
import { getLanguage, setLanguage } from '../../src/platform/i18n';
import { saveKey, setAsideKey } from '../../src/platform/saved-games';
import { createPlatform } from '../../src/platform/services';
import { MemoryStore } from '../../src/platform/store';

class RecordingSounds implements SoundPlayer {
  log: string[] = [];
  play(name: SoundName): void {
    this.log.push(name);
  }
  setMuted(muted: boolean): void {
    this.log.push(`muted ${muted}`);
  }
  setVolume(volume: number): void {
    this.log.push(`volume ${volume}`);
  }
}

function freecellSaveJson(): string {
  const r = rulesFor('freecell');
  if (!r.ok) throw new Error(r.error);
  const g = newGame(r.rules, 617);
  if (!g.ok) throw new Error(g.error);
  return saveToJson(g.session);
}

describe('createPlatform', () => {
  it('takes the first-visit language from the browser, and ?lang= over everything', () => {
    setLanguage('en');
    expect(createPlatform({ languages: ['de-CH'] }).settings.get().language).toBe('de');
    expect(getLanguage()).toBe('de');
    const store = new MemoryStore();
    createPlatform({ store, languages: ['de'], search: '?lang=en' });
    expect(createPlatform({ store, languages: ['de'] }).settings.get().language).toBe('en');
    expect(getLanguage()).toBe('en');
  });

  it('follows a language change in the settings', () => {
    const p = createPlatform({ languages: ['en'] });
    p.settings.update({ language: 'de' });
    expect(getLanguage()).toBe('de');
    p.settings.update({ language: 'en' });
  });

  it('reads the URL, its problems in the player language', () => {
    const p = createPlatform({ search: '?game=solitaire&lang=de' });
    expect(p.url.errors).toEqual([expect.stringMatching(/^Unbekanntes Spiel/)]);
    expect(p.url.params.lang).toBe('de');
    expect(p.notices.size).toBe(0);
    p.settings.update({ language: 'en' });
  });

  it('keeps sound mute and volume in step with the settings', () => {
    const sounds = new RecordingSounds();
    const p = createPlatform({ sounds });
    p.settings.update({ muted: true });
    expect(sounds.log).toEqual(['muted false', 'volume 0.8', 'muted true']);
  });
});

describe('the ports the view asks for', () => {
  it('SaveStore: keeps JSON per game, and sets aside an unreadable save with a notice', () => {
    const store = new MemoryStore();
    const p = createPlatform({ store });
    const json = freecellSaveJson();
    p.saves.save('freecell', json);
    expect(p.saves.load('freecell')).toBe(json);
    expect(p.saves.load('not-a-game')).toBeNull();
    p.saves.clear('freecell');
    expect(p.saves.load('freecell')).toBeNull();

    store.set(saveKey('eight-off'), '{"format":"something else"}');
    const warn = console.warn;
    console.warn = () => {};
    expect(p.saves.load('eight-off')).toBeNull();
    console.warn = warn;
    expect(store.get(setAsideKey('eight-off'))).toBe('{"format":"something else"}');
    expect(p.notices.take()).toEqual(['Your saved game could not be read and was set aside.']);
  });

  it('Statistics: records finished games by id', () => {
    const p = createPlatform();
    p.statistics.record({ game: 'seahaven-towers', deal: 5, won: true, moves: 80, seconds: 200 });
    p.statistics.record({ game: 'seahaven-towers', deal: 6, won: false, moves: 12, seconds: 50 });
    p.statistics.record({ game: 'klondike', deal: 6, won: true, moves: 12, seconds: 50 });
    expect(p.statistics.get('seahaven-towers')).toMatchObject({ played: 2, won: 1, currentStreak: 0, bestMoves: 80 });
  });
});
