import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { headerText, outcomeLine } from '../../tools/deal-results';
import { reportTable } from '../../tools/winrates';

// `npm run winrates -- --report` makes docs/winrates.md's table from the results files, each game
// over deals 1..the last one its file holds.

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'winrates-report-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the win-rate report', () => {
  it('takes a results file of 200,000 deals (a row for the game, its deals counted)', () => {
    const header = { game: 'seahaven-towers', options: [], maxStates: 3_000_000, maxMs: 300_000 };
    const lines: string[] = [headerText(header)];
    for (let deal = 1; deal <= 200_000; deal++) {
      const lost = deal % 10 === 0;
      lines.push(
        outcomeLine({ deal, status: lost ? 'unsolvable' : 'solved', ms: 1, states: 100, length: lost ? 0 : 80 }),
      );
    }
    writeFileSync(join(dir, 'seahaven-towers.tsv'), lines.join(''));
    const table = reportTable(dir);
    expect(table).toMatch(/\| Seahaven Towers \| 1\.\.200000 \| 180,000 \| 20,000 \| 0 \| 90\.000%/);
  });
});
