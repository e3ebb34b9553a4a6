import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DealOutcome } from '../../tools/deal-pool';
import { dealsToDo, headerText, openResults, outcomeLine, parseResults } from '../../tools/deal-results';

// `npm run winrates` appends each deal's outcome to the game's results file as it is decided; a run
// stopped part way (even mid-line) is continued by the next one, which skips the deals in the file.

const header = { game: 'freecell', options: [], maxStates: 3_000_000, maxMs: 300_000 };
const won = (deal: number): DealOutcome => ({ deal, status: 'solved', ms: 0.5, states: 60, length: 90 });

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'winrates-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('a results file', () => {
  it('is started with its header and takes the outcomes appended one by one', () => {
    const path = join(dir, 'freecell.tsv');
    const opened = openResults(path, header, 'run 1');
    if (!opened.ok) throw new Error(opened.error);
    expect(opened.file.done.size).toBe(0);
    opened.file.append(won(1));
    opened.file.append({ deal: 2, status: 'unsolvable', ms: 700.123, states: 165948, length: 0 });
    const parsed = parseResults(readFileSync(path, 'utf8'));
    expect(parsed.ok && [...parsed.outcomes.values()]).toEqual([
      won(1),
      { deal: 2, status: 'unsolvable', ms: 700.12, states: 165948, length: 0 },
    ]);
  });

  it('is continued where a stopped run left it, not restarted: the deals in it are skipped', () => {
    const path = join(dir, 'freecell.tsv');
    writeFileSync(path, `${headerText(header)}# run 1\n${outcomeLine(won(1))}${outcomeLine(won(3))}`);
    const opened = openResults(path, header, 'run 2');
    if (!opened.ok) throw new Error(opened.error);
    expect([...opened.file.done.keys()]).toEqual([1, 3]);
    expect(dealsToDo(1, 5, opened.file)).toEqual([2, 4, 5]);
    opened.file.append(won(2));
    const parsed = parseResults(readFileSync(path, 'utf8'));
    expect(parsed.ok && [...parsed.outcomes.keys()]).toEqual([1, 3, 2]);
    // Both runs are noted, and the first deals are still there once.
    expect(readFileSync(path, 'utf8').match(/^# run/gm)).toHaveLength(2);
  });

  it('drops a line cut short by a stop mid-write, and appends after the last whole line', () => {
    const path = join(dir, 'freecell.tsv');
    writeFileSync(path, `${headerText(header)}${outcomeLine(won(1))}2\tsol`);
    const opened = openResults(path, header, 'run 2');
    if (!opened.ok) throw new Error(opened.error);
    expect([...opened.file.done.keys()]).toEqual([1]);
    opened.file.append(won(2));
    const parsed = parseResults(readFileSync(path, 'utf8'));
    expect(parsed.ok && [...parsed.outcomes.keys()]).toEqual([1, 2]);
  });

  it('made with another budget is refused rather than mixed into the same figures', () => {
    const path = join(dir, 'freecell.tsv');
    writeFileSync(path, headerText({ ...header, maxStates: 500_000 }));
    const opened = openResults(path, header, 'run 2');
    expect(opened.ok).toBe(false);
    expect(!opened.ok && opened.error).toMatch(/max-states 500000.*not.*max-states 3000000/);
  });

  it('that is not a results file, or has a broken line inside, is an error', () => {
    expect(parseResults('deal\tstatus\n1\tsolved\t1\t1\t1\n').ok).toBe(false);
    const broken = `${headerText(header)}1\tsolved\t1\t1\t1\n2\twon\t1\t1\t1\n3\tsolved\t1\t1\t1\n`;
    const parsed = parseResults(broken);
    expect(!parsed.ok && parsed.error).toMatch(/^line 4 /);
  });
});

describe('npm run winrates on a partial results file', () => {
  it('solves only the deals missing from it and counts the ones it found there', () => {
    const path = join(dir, 'freecell.tsv');
    // Deals 1 and 3 "done" with a mark no real solve leaves (7 positions), and deal 2 cut short.
    const mark = (deal: number): DealOutcome => ({ ...won(deal), states: 7 });
    writeFileSync(path, `${headerText(header)}${outcomeLine(mark(1))}${outcomeLine(mark(3))}2\tso`);
    const r = spawnSync(
      'npm',
      ['run', '--silent', 'winrates', '--', '--game', 'freecell', '--to', '4', '--results', dir],
      {
        encoding: 'utf8',
      },
    );
    expect(r.status).toBe(0);
    expect(r.stderr).toMatch(/2 deals already in .*, 2 to go/);
    const parsed = parseResults(readFileSync(path, 'utf8'));
    if (!parsed.ok) throw new Error(parsed.error);
    expect([...parsed.outcomes.keys()].sort()).toEqual([1, 2, 3, 4]);
    expect(parsed.outcomes.get(1)?.states).toBe(7);
    expect(parsed.outcomes.get(3)?.states).toBe(7);
    expect(parsed.outcomes.get(2)?.states).toBeGreaterThan(7);
    expect(r.stdout).toMatch(/won 4, proven lost 0, unknown 0/);
  });
});

describe('retrying the unknown deals', () => {
  it('lists them again, and their new line is the one that counts', () => {
    const path = join(dir, 'freecell.tsv');
    const unknown: DealOutcome = { deal: 2, status: 'unknown', ms: 10_000, states: 3_000_000, length: 0 };
    writeFileSync(path, `${headerText(header)}${outcomeLine(won(1))}${outcomeLine(unknown)}`);
    const opened = openResults(path, header, 'run 2');
    if (!opened.ok) throw new Error(opened.error);
    expect(dealsToDo(1, 3, opened.file)).toEqual([3]);
    expect(dealsToDo(1, 3, opened.file, 'unknown')).toEqual([2, 3]);
    opened.file.append({ deal: 2, status: 'unsolvable', ms: 700, states: 145_602, length: 0 });
    const parsed = parseResults(readFileSync(path, 'utf8'));
    expect(parsed.ok && parsed.outcomes.get(2)?.status).toBe('unsolvable');
  });

  it('retries only the deals a wall-clock run stopped short of their positions, with --retry-timed-out', () => {
    // Deal 2 spent its 3M positions: the same search would again. Deal 3 was stopped at 1.2M by the
    // wall clock of a loaded machine: it is solved again. Deal 4 was stopped at 1.2M by a run timed
    // by CPU, which gave it its whole time.
    const path = join(dir, 'freecell.tsv');
    const unknown = (deal: number, states: number): DealOutcome => ({
      deal,
      status: 'unknown',
      ms: 10_000,
      states,
      length: 0,
    });
    writeFileSync(
      path,
      `${headerText(header)}# run 1 threads=1\n${outcomeLine(won(1))}${outcomeLine(unknown(2, 3_000_000))}${outcomeLine(unknown(3, 1_200_000))}` +
        `# run 2 threads=2 deals=4..4 clock=cpu\n${outcomeLine(unknown(4, 1_200_000))}`,
    );
    const opened = openResults(path, header, 'run 3');
    if (!opened.ok) throw new Error(opened.error);
    expect(dealsToDo(1, 5, opened.file, 'timed-out', 3_000_000)).toEqual([3, 5]);
    expect(dealsToDo(1, 5, opened.file, 'unknown', 3_000_000)).toEqual([2, 3, 4, 5]);
  });

  it('is what npm run winrates --retry-unknown does: the unknown deal is solved again, the others are left', () => {
    const path = join(dir, 'freecell.tsv');
    const mark = (deal: number): DealOutcome => ({ ...won(deal), states: 7 });
    const unknown: DealOutcome = { deal: 2, status: 'unknown', ms: 10_000, states: 3_000_000, length: 0 };
    writeFileSync(path, `${headerText(header)}${outcomeLine(mark(1))}${outcomeLine(unknown)}`);
    const r = spawnSync(
      'npm',
      ['run', '--silent', 'winrates', '--', '--game', 'freecell', '--to', '2', '--retry-unknown', '--results', dir],
      { encoding: 'utf8' },
    );
    expect(r.status).toBe(0);
    expect(r.stderr).toMatch(/1 deal already in .*, 1 to go/);
    const parsed = parseResults(readFileSync(path, 'utf8'));
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.outcomes.get(1)?.states).toBe(7);
    expect(parsed.outcomes.get(2)?.status).toBe('solved');
    expect(r.stdout).toMatch(/won 2, proven lost 0, unknown 0/);
  });
});
