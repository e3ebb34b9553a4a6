import { describe, expect, it } from 'vitest';
import { readCommand } from '../../src/platform/portal-messages';
import { allowedOrigins, isOrigin, readOriginList } from '../../src/platform/portal-origin';

describe('commands from the portal', () => {
  it('reads the four plain commands, whatever else the message carries', () => {
    for (const type of ['pause', 'resume', 'mute', 'unmute']) {
      expect(readCommand({ type: `solitaire:${type}`, at: 12 })).toEqual({ ok: true, command: { type } });
    }
  });

  it('reads newGame with or without a game and a deal', () => {
    expect(readCommand({ type: 'solitaire:newGame' })).toEqual({ ok: true, command: { type: 'newGame' } });
    expect(readCommand({ type: 'solitaire:newGame', game: 'eight-off', deal: 617 })).toEqual({
      ok: true,
      command: { type: 'newGame', game: 'eight-off', deal: 617 },
    });
  });

  it('calls a newGame with a bad game or deal malformed', () => {
    for (const body of [
      { game: 'spider' },
      { game: 7 },
      { deal: 0 },
      { deal: 1.5 },
      { deal: '617' },
      { deal: 2 ** 33 },
      { game: null },
    ]) {
      expect(readCommand({ type: 'solitaire:newGame', ...body })).toEqual({ ok: false, why: 'malformed' });
    }
  });

  it('calls an unknown solitaire: type unknown, the game’s own events included', () => {
    expect(readCommand({ type: 'solitaire:explode' })).toEqual({ ok: false, why: 'unknown' });
    expect(readCommand({ type: 'solitaire:ready' })).toEqual({ ok: false, why: 'unknown' });
    expect(readCommand({ type: 'solitaire:' })).toEqual({ ok: false, why: 'unknown' });
  });

  it('leaves everyone else’s messages alone (foreign)', () => {
    for (const data of [
      null,
      undefined,
      'solitaire:pause',
      42,
      ['solitaire:pause'],
      { type: 'pause' },
      { kind: 'x' },
    ]) {
      expect(readCommand(data)).toEqual({ ok: false, why: 'foreign' });
    }
  });
});

describe('origins', () => {
  it('takes only origins written exactly as browsers write them', () => {
    expect(isOrigin('https://games.example')).toBe(true);
    expect(isOrigin('http://127.0.0.1:5173')).toBe(true);
    for (const bad of [
      'https://games.example/',
      'games.example',
      '*',
      'null',
      'javascript:alert(1)',
      'ftp://x.example',
      'https://games.example/path',
      'HTTPS://GAMES.EXAMPLE',
    ]) {
      expect(isOrigin(bad), bad).toBe(false);
    }
  });

  it('allows the game’s own origin and those named, never "null"', () => {
    const allowed = allowedOrigins('https://solitaire.example', ['https://portal.example', undefined, 'nonsense']);
    expect([...allowed].sort()).toEqual(['https://portal.example', 'https://solitaire.example']);
    expect(allowedOrigins('null').size).toBe(0);
  });

  it('reads the build-time list, leaving out what is not an origin', () => {
    expect(readOriginList(' https://a.example, https://b.example:8443 ,nope, ')).toEqual({
      origins: ['https://a.example', 'https://b.example:8443'],
      bad: ['nope'],
    });
    expect(readOriginList(undefined)).toEqual({ origins: [], bad: [] });
  });
});
