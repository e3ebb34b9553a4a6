import { describe, expect, it } from 'vitest';
import { ECHO_MAX, parseUrlParams, tableRequest } from '../../src/platform/url';

const FREECELL_POSITION = [
  'Foundations: H-0 C-0 D-0 S-0',
  'Freecells: - - - -',
  ': JD KD 2S 4C 3S 6D 6S',
  ': 2D KC KS 5C TD 8S 9C',
  ': 9H 9S 9D TS 4S 8D 2H',
  ': JC 5S QD QH TH QS 6H',
  ': 5D AD JS 4H 8H 6C',
  ': 7H QC AS AC 2C 3D',
  ': 7C KH AH 4D JH 8C',
  ': 5H 3H 3C 7S 7D TC',
].join('\n');

describe('parseUrlParams', () => {
  it('reads every parameter when all are good', () => {
    const r = parseUrlParams(
      '?game=eight-off&deal=42&renderer=canvas&lang=de-AT&options=alternate-colours,run-shortcut',
    );
    expect(r.errors).toEqual([]);
    expect(r.params).toEqual({
      game: 'eight-off',
      deal: 42,
      renderer: 'canvas',
      lang: 'de',
      options: ['alternate-colours', 'run-shortcut'],
    });
  });

  it('reads nothing from an empty query', () => {
    expect(parseUrlParams('')).toEqual({ params: {}, problems: [], errors: [] });
  });

  it.each([
    ['game=spider', 'game', /Unknown game "spider"/],
    ['deal=0', 'deal', /deal "0" is not a whole number/],
    ['deal=12.5', 'deal', /deal "12.5"/],
    ['deal=-3', 'deal', /deal "-3"/],
    ['deal=99999999999', 'deal', /deal "99999999999"/],
    ['renderer=vulkan', 'renderer', /renderer "vulkan"/],
    ['lang=fr', 'lang', /language "fr"/],
    ['game=freecell&options=run-shortcut', 'options', /FreeCell has no options, so not "run-shortcut"/],
    ['game=eight-off&options=kings', 'options', /Eight Off has no option "kings"; its options are "Move runs/],
    [
      'game=eight-off&options=kings&lang=de',
      'options',
      /Eight Off hat keine Option „kings“; seine Optionen sind „Folgen/,
    ],
    ['options=run-shortcut', 'options', /needs a game/],
    ['position=nonsense', 'position', /position could not be read/],
    ['mute=loud', 'mute', /value "loud" of mute/],
    ['parentOrigin=https://portal.example/games/', 'parentOrigin', /parent origin/],
    ['parentOrigin=*', 'parentOrigin', /parent origin "\*"/],
  ])('reports and ignores %s', (query, param, message) => {
    const r = parseUrlParams(`?${query}`);
    expect(r.problems.map((p) => p.param)).toEqual([param]);
    expect(r.errors[0]).toMatch(message);
    expect(r.params).not.toHaveProperty(param);
  });

  it('echoes a long value cut short, so it cannot fill the screen, and still lists every game', () => {
    const long = 'x'.repeat(5000);
    for (const query of [`game=${long}`, `lang=${long}`, `renderer=${long}`, `mute=${long}`, `deal=${long}`]) {
      const r = parseUrlParams(`?${query}`);
      expect(r.errors).toHaveLength(1);
      expect(r.errors[0]).toContain(`"${'x'.repeat(ECHO_MAX - 1)}…"`);
      expect((r.errors[0] ?? '').length).toBeLessThan(400);
    }
    expect(parseUrlParams(`?game=${long}`).errors[0]).toContain('jacks-in-the-box');
    expect(parseUrlParams('?game=spider').errors[0]).toContain('"spider"');
  });

  it('reads mute and the parent origin', () => {
    expect(parseUrlParams('mute=1&parentOrigin=https://portal.example').params).toEqual({
      mute: true,
      parentOrigin: 'https://portal.example',
    });
    expect(parseUrlParams('mute=0').params).toEqual({ mute: false });
    expect(parseUrlParams('mute').params).toEqual({ mute: true });
  });

  it.each([
    ['a space after the number', '?game=freecell&deal=617%20'],
    ["a plus (a form's space) before it", '?game=freecell&deal=+617'],
    ['a line break after it (a link wrapped in an e-mail)', '?game=freecell&deal=617%0A'],
    ['a space before the game', '?game=%20freecell&deal=617'],
    ['a space before a name', '?game=freecell&%20deal=617'],
    ['an ampersand written for a web page (&amp;)', '?game=freecell&amp;deal=617'],
  ])('reads a link pasted with %s as the deal it names', (_, query) => {
    const r = parseUrlParams(query);
    expect(r.errors).toEqual([]);
    expect(r.params).toEqual({ game: 'freecell', deal: 617 });
  });

  it('keeps the good parameters beside a bad one', () => {
    const r = parseUrlParams('game=bakers-game&deal=abc&renderer=webgl');
    expect(r.params).toEqual({ game: 'bakers-game', renderer: 'webgl' });
    expect(r.errors).toHaveLength(1);
  });

  it('reads a position, and then ignores a deal', () => {
    const search = new URLSearchParams({ game: 'freecell', position: FREECELL_POSITION, deal: '3' }).toString();
    const r = parseUrlParams(search);
    expect(r.params.position).toBe(FREECELL_POSITION);
    expect(r.params.deal).toBeUndefined();
    expect(r.problems.map((p) => p.param)).toEqual(['deal']);
  });

  it('uses the first of a repeated parameter and says so', () => {
    const r = parseUrlParams('?deal=5&deal=6');
    expect(r.params.deal).toBe(5);
    expect(r.errors[0]).toMatch(/more than once/);
  });

  it('writes its problems in the language asked for', () => {
    expect(parseUrlParams('?lang=de&game=x').errors[0]).toMatch(/Unbekanntes Spiel „x“/);
    expect(parseUrlParams('?lang=de&game=x', 'en').errors[0]).toMatch(/Unknown game/);
  });
});

describe('tableRequest', () => {
  it('opens the menu when no game, deal or position is asked for', () => {
    expect(tableRequest({ renderer: 'canvas', lang: 'de' })).toBeNull();
  });

  it('opens the table with what was asked for, FreeCell by default', () => {
    expect(tableRequest({ deal: 617 })).toEqual({ game: 'freecell', deal: 617 });
    expect(tableRequest({ game: 'eight-off', options: ['any-card-in-space'] })).toEqual({
      game: 'eight-off',
      options: ['any-card-in-space'],
    });
  });
});
