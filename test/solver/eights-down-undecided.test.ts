import { describe, expect, it } from 'vitest';
import { isWon } from '../../src/engine/index';
import { Search } from '../../src/engine/solver/search';
import { deal } from '../engine/helpers/board';
import { recordedLine, replayRecordedLine } from './helpers/recorded-line';

// Three deals of Eights Down's 1..100,000 were left undecided at 3M positions (docs/winrates.md):
// 24452, 39724 and 66732. All three are decided since: 39724 and 66732 here, 24452 (proven lost
// the same way as 39724, but in 39,342,041 positions and 5 minutes) by tools/bench/prove-lost.ts.

describe('Eights Down deal 39724', () => {
  // The depth-first search over every move, alone, runs dry in 1,230,118 positions (about 10 s).
  // Its visited set is exact and it leaves out only what the buried waste's proof shows lost
  // (waste-cover.ts), so running dry is a proof. Within a solve it has a twentieth of each round
  // and never gets that far; a larger share lost more hard wins than it proved (docs/winrates.md).
  it('is proven lost: the search of every move runs dry', () => {
    const search = new Search(deal('eights-down', 39724));
    let status = search.step(1_000_000, { maxStates: 2_000_000 });
    while (status === null) status = search.step(1_000_000, { maxStates: 2_000_000 });
    expect(status).toBe('unsolvable');
  }, 120_000);
});

describe('Eights Down deal 66732', () => {
  // Won by the solver at a budget of 10M positions (it took 5,088,848), in a line of 331
  // moves; the engine alone replays them here to the win.
  it('is won: the recorded line is legal move after move and ends with every card home', () => {
    const line = recordedLine('eights-down-66732.txt');
    expect(line).toHaveLength(331);
    expect(isWon(replayRecordedLine('eights-down', 66732, line))).toBe(true);
  });
});
