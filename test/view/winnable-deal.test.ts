import { describe, expect, it, vi } from 'vitest';

// "Only winnable deals": the search for a deal the solver wins is given up, and cancelled in the
// worker, when the table that asked has gone (a portal's new deal came meanwhile), so the worker is
// free for the next table rather than busy for the rest of the patience.

const cancelled: string[] = [];
let searches = 0;
vi.mock('../../src/view/table/hint-source', () => ({
  solver: async () => ({
    nextWinnableDeal: () => {
      searches++;
      return {
        promise: new Promise<number | null>(() => {}), // a search that would run to the patience
        cancel: () => cancelled.push('winnable-deal'),
      };
    },
  }),
}));

const { pickWinnableDeal } = await import('../../src/view/table/winnable-deal');

describe('the winnable-deal search', () => {
  it('is given up and cancelled at once when the table that asked has gone', async () => {
    const gone = new AbortController();
    const picked = pickWinnableDeal({ game: 'freecell' }, 60_000, gone.signal);
    // The search under way (after the list of known wins, which FreeCell has none in, was looked at).
    await vi.waitFor(() => expect(searches).toBe(1));
    expect(cancelled).toEqual([]);
    gone.abort();
    // Not after the patience (a minute, past the test's time limit): now, with no deal vouched for.
    expect((await picked).winnable).toBe(false);
    expect(cancelled).toEqual(['winnable-deal']);
  });
});
