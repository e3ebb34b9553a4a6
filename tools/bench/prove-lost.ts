import { dealPosition, isGameId, rulesFor } from '../../src/engine';
import { verifyLine } from '../../src/engine/solver';
import { toEngineMove } from '../../src/engine/solver/packed';
import { Search } from '../../src/engine/solver/search';
import { badInput, mustBeOk, parseArgs, runMain, stringFlag, wholeFlags } from '../args';
import { cpuSecondsSince } from '../cpu-time';
import { dealsFrom } from './deal-tally';

// `npx tsx tools/bench/prove-lost.ts --game eights-down --deals 39724,24452 [--max-states 50000000]`
// (`--game eight-off+alternate-colours`: a game with its options, as `npm run winrates` takes them)
// Runs the depth-first search over every move (search.ts: an exact visited set, and only the
// buried waste's proof to leave positions out) alone on each deal, to its end or the budget, and
// prints what it found: a deal it runs dry on is proven lost; a win is told once the engine has
// replayed its line. Within a solve that search has a share of each round (small in Eights Down);
// this is how Eights Down's 39724 and 24452, undecided by the 100,000-deal run at 3M positions,
// were proven lost, and Seahaven Towers' 84588 and 143969 and Eight Off with alternate colours'
// 62714 won (docs/winrates.md). Its memory grows with its positions: about 130 bytes each (5.1 GB
// at 39M).

async function main(argv: string[]): Promise<number> {
  const parsed = parseArgs(argv, ['game', 'deals', 'max-states'], []);
  mustBeOk(parsed);
  // A game and its options, as `npm run winrates` names them: eight-off+alternate-colours.
  const [game = '', ...options] = (stringFlag(parsed.args, 'game') ?? 'eights-down').split('+');
  const flags = wholeFlags(parsed.args, { 'max-states': { fallback: 50_000_000 } });
  mustBeOk(flags);
  if (!isGameId(game) || game === 'klondike') badInput(`--game ${game}: not a game of this solver`);
  const deals = dealsFrom(stringFlag(parsed.args, 'deals'), undefined);
  if (deals.length === 0 || deals.some((n) => !Number.isSafeInteger(n) || n < 1))
    badInput('--deals needs deal numbers, such as --deals 39724,24452');
  const r = rulesFor(game, options);
  if (!r.ok) badInput(`--game ${game}: ${r.error}`);
  const maxStates = flags.values['max-states'];
  for (const n of deals) {
    const d = dealPosition(r.rules, n);
    if (!d.ok) throw new Error(d.error);
    const before = process.cpuUsage();
    const search = new Search(d.state);
    let status = search.step(1_000_000, { maxStates });
    while (status === null) status = search.step(1_000_000, { maxStates });
    const seconds = cpuSecondsSince(before).toFixed(1);
    // A win is told only once the engine has replayed its line (verifyLine throws where it does not).
    if (status === 'solved') verifyLine(d.state, search.winningLine.map(toEngineMove));
    const line = status === 'solved' ? ` (a line of ${search.winningLine.length} moves, replayed by the engine)` : '';
    const verdict = status === 'unsolvable' ? 'proven lost' : status === 'solved' ? `won${line}` : 'undecided';
    console.log(
      `${[game, ...options].join('+')} ${n}: ${verdict} at ${search.states.toLocaleString('en')} positions, ${seconds} s of CPU`,
    );
  }
  return 0;
}

runMain(main);
