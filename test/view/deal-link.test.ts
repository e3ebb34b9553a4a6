import { describe, expect, it } from 'vitest';
import { MAX_DEAL } from '../../src/engine';
import { copyText, dealLink, parseDealInput } from '../../src/view/deal-link';

describe('the deal-number box', () => {
  it('takes whole numbers from 1 to MAX_DEAL, spaces around allowed', () => {
    expect(parseDealInput('1')).toEqual({ ok: true, deal: 1 });
    expect(parseDealInput(' 11982 ')).toEqual({ ok: true, deal: 11982 });
    expect(parseDealInput(String(MAX_DEAL))).toEqual({ ok: true, deal: 8589934591 });
  });

  it('refuses nothing, zero, too big, signs, decimals and exponents', () => {
    for (const bad of ['', '0', '8589934592', '-3', '+3', '2.5', '1e3', 'abc', '99999999999999999999']) {
      expect(parseDealInput(bad).ok).toBe(false);
    }
  });
});

describe('sharing a deal', () => {
  it('links to the game and deal, with options when there are any', () => {
    expect(dealLink('https://example.org/play/', 'freecell', 617)).toBe(
      'https://example.org/play/?game=freecell&deal=617',
    );
    expect(dealLink('https://x.test/', 'eight-off', 5, ['run-shortcut'])).toBe(
      'https://x.test/?game=eight-off&deal=5&options=run-shortcut',
    );
  });

  it('copies through the clipboard, and says so when it cannot', async () => {
    const copied: string[] = [];
    expect(await copyText('link', { writeText: async (s) => void copied.push(s) })).toBe(true);
    expect(copied).toEqual(['link']);
    expect(await copyText('link', { writeText: () => Promise.reject(new Error('denied')) })).toBe(false);
    expect(await copyText('link', undefined)).toBe(false);
  });
});
