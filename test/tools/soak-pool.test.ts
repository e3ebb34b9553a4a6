import { describe, expect, it } from 'vitest';
import { inLanes } from '../../tools/soak/pool';

// `npm run soak -- --pages N` runs N soak runs at once, in lanes of one browser.

describe("the soak's lanes", () => {
  it('run every job once, no more at a time than there are lanes', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await inLanes([1, 2, 3, 4, 5, 6, 7], 3, async (j) => {
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, j % 3));
      done.push(j);
      running--;
    });
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
  });
});
