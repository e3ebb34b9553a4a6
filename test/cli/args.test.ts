import { describe, expect, it } from 'vitest';
import { parseArgs, wholeFlag, wholeFlags } from '../../tools/args';

// The tools' whole-number options (solve, bench, winrates): a bad value is a one-line error the
// tool prints before exiting 2, never a NaN that runs on.

function args(...argv: string[]) {
  const parsed = parseArgs(argv, ['deals', 'hints'], []);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.args;
}

describe('wholeFlag', () => {
  it('gives the value, or the fallback when the option is absent', () => {
    expect(wholeFlag(args('--deals', '250'), 'deals', 1000)).toBe(250);
    expect(wholeFlag(args(), 'deals', 1000)).toBe(1000);
    expect(wholeFlag(args('--hints', '0'), 'hints', 200, 0)).toBe(0);
  });

  it.each(['x', '-3', '1.5', '', '0'])('refuses "%s" where at least 1 is wanted', (text) => {
    expect(wholeFlag(args('--deals', text), 'deals', 1000)).toBe(
      `--deals must be a whole number of at least 1, not "${text}"`,
    );
  });
});

describe('wholeFlags', () => {
  const specs = { deals: { fallback: 1000 }, hints: { fallback: 200, min: 0 } };

  it('reads several options at once', () => {
    expect(wholeFlags(args('--hints', '0'), specs)).toEqual({ ok: true, values: { deals: 1000, hints: 0 } });
  });

  it('stops at the first bad one', () => {
    expect(wholeFlags(args('--deals', '7', '--hints', 'many'), specs)).toEqual({
      ok: false,
      error: '--hints must be a whole number of at least 0, not "many"',
    });
  });
});

describe('parseArgs', () => {
  it('refuses an option given twice, valued or not (which one was meant?)', () => {
    expect(parseArgs(['--deals', '1', '--deals', '2'], ['deals'], [])).toEqual({
      ok: false,
      error: '--deals is given twice',
    });
    expect(parseArgs(['--quiet', '--quiet'], [], ['quiet'])).toEqual({ ok: false, error: '--quiet is given twice' });
    expect(parseArgs(['--deals=1', '--quiet'], ['deals'], ['quiet']).ok).toBe(true);
  });
});
