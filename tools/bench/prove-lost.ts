import { dealPosition, isGameId, rulesFor } from '../../src/engine';
import { Search } from '../../src/engine/solver/search';
import { parseArgs, runMain, stringFlag, wholeFlags } from '../args';

// `npx tsx tools/bench/prove-lost.ts --game eights-down --deals 39724,24452 [--max-states 50000000]`
// Runs the depth-first search over every move (search.ts: an exact visited set, and only the
// buried waste's proof to leave positions out) alone on each deal, to its end or the budget, and
// prints what it found: a deal it runs dry on is proven lost. Within a solve that search has a
// small share of each round; this is how Eights Down's 39724 and 24452, undecided by the
// 100,000-deal run at 3M positions, were proven lost (docs/winrates.md). Its memory grows with its
// positions: about 130 bytes each (5.1 GB at 39M).

async function main(argv: string[]): Promise<number> {
  const parsed = parseArgs(argv, ['game', 'deals', 'max-states'], []);
  if (!parsed.ok) {
    process.stderr.write(`error: ${parsed.error}\n`);
    return 2;
  }
  const game = stringFlag(parsed.args, 'game') ?? 'eights-down';
  const flags = wholeFlags(parsed.args, { 'max-states': { fallback: 50_000_000 } });
  if (!flags.ok) {
    process.stderr.write(`error: ${flags.error}\n`);
    return 2;
  }
  if (!isGameId(game) || game === 'klondike') {
    process.stderr.write(`error: --game ${game}: not a game of this solver\n`);
    return 2;
  }
  const deals = (stringFlag(parsed.args, 'deals') ?? '')
    .split(/[\s,]+/)
    .filter((t) => t !== '')
    .map(Number);
  if (deals.length === 0 || deals.some((n) => !Number.isSafeInteger(n) || n < 1)) {
    process.stderr.write('error: --deals needs deal numbers, such as --deals 39724,24452\n');
    return 2;
  }
  const r = rulesFor(game);
  if (!r.ok) throw new Error(r.error);
  const maxStates = flags.values['max-states'];
  for (const n of deals) {
    const d = dealPosition(r.rules, n);
    if (!d.ok) throw new Error(d.error);
    const before = process.cpuUsage();
    const search = new Search(d.state);
    let status = search.step(1_000_000, { maxStates });
    while (status === null) status = search.step(1_000_000, { maxStates });
    const cpu = process.cpuUsage(before);
    const verdict = status === 'unsolvable' ? 'proven lost' : status === 'solved' ? 'won' : 'undecided';
    const seconds = ((cpu.user + cpu.system) / 1e6).toFixed(1);
    console.log(`${game} ${n}: ${verdict} at ${search.states.toLocaleString('en')} positions, ${seconds} s of CPU`);
  }
  return 0;
}

runMain(main);
