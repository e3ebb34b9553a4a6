import { dealPosition, type GameId, rulesFor } from '../src/engine';
import { KlondikeBestFirst } from '../src/engine/solver/klondike/best-first';
import { KlondikeSearch } from '../src/engine/solver/klondike/search';
import { KlondikeSolveRun, loosened } from '../src/engine/solver/klondike/solve';
import { cpuSecondsSince } from './cpu-time';

// `npx tsx tools/klondike-cpu.ts SPEC FROM TO MAX-STATES [quick|best-first|best-first-full|full|loose]`: the thoughtful
// Klondike solver on deals FROM..TO at a budget of positions, with the CPU time each took
// (process.cpuUsage, so the machine's load counts less than in a budget of time). Without a
// search named, the solve's schedule of searches; with one, that search alone (a `quick` or
// `best-first` search running dry proves nothing; `best-first-full` is the best-first search
// among every move; `loose` the full search of the looser game, draw one and unlimited passes,
// whose running dry proves the deal lost in the game too). VERBOSE=1 prints each deal.

const [spec = 'klondike', from = '1', to = '10', max = '1000000', alone] = process.argv.slice(2);
const [game, ...options] = spec.split('+');
const found = rulesFor(game as GameId, options);
if (!found.ok) throw new Error(found.error);
const rules = found.rules;
const maxStates = Number(max);
const verbose = process.env.VERBOSE === '1';

function solveOne(deal: number): { status: string; states: number } {
  const d = dealPosition(rules, deal);
  if (!d.ok) throw new Error(d.error);
  if (!alone) {
    const run = new KlondikeSolveRun(d.state, { maxStates, maxMs: 1e9 }, { maxStates, maxMs: 1e9 });
    const r = run.step(Number.POSITIVE_INFINITY);
    if (!r) throw new Error('an unbounded slice ended undecided');
    return r;
  }
  const search =
    alone === 'best-first' || alone === 'best-first-full'
      ? new KlondikeBestFirst(d.state, alone === 'best-first' ? 'quick' : 'full')
      : new KlondikeSearch(
          alone === 'loose' ? (loosened(d.state) ?? d.state) : d.state,
          alone === 'quick' ? 'quick' : 'full',
        );
  for (;;) {
    const status = search.step(maxStates);
    if (status) return { status, states: search.states };
  }
}

const counts = { solved: [] as number[], unsolvable: [] as number[], unknown: [] as number[] };
let states = 0;
let cpuMs = 0;
for (let deal = Number(from); deal <= Number(to); deal++) {
  const before = process.cpuUsage();
  const r = solveOne(deal);
  const ms = cpuSecondsSince(before) * 1000;
  cpuMs += ms;
  states += r.states;
  (counts[r.status as keyof typeof counts] ?? counts.unknown).push(deal);
  if (verbose) console.log(`${deal}\t${r.status}\t${r.states}\t${ms.toFixed(0)} ms`);
}
const n = Number(to) - Number(from) + 1;
console.log(
  `${spec} deals ${from}..${to} at ${maxStates} positions${alone ? ` (${alone} alone)` : ''}: ${counts.solved.length} won, ` +
    `${counts.unsolvable.length} proven lost, ${counts.unknown.length} unknown; ${states} positions; ` +
    `${(cpuMs / 1000).toFixed(1)} s CPU, ${(cpuMs / n).toFixed(0)} ms a deal, ${Math.round((states / cpuMs) * 1000)} positions a CPU second`,
);
console.log(`lost: ${counts.unsolvable.join(' ')}`);
console.log(`unknown: ${counts.unknown.join(' ')}`);
