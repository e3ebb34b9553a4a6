import { dealPosition, type GameId, rulesFor } from '../../src/engine';
import { KlondikeSolveRun as SolveRunNow } from '../../src/engine/solver/klondike/solve';
import { cpuSecondsSince } from '../cpu-time';

// `npx tsx tools/bench/klondike-ab.ts BEFORE SPEC DEALS MAX-STATES [BLOCK]`: the thoughtful
// Klondike solver as it is beside an earlier copy of it (BEFORE, a directory holding `src/` inside
// this checkout, e.g. `mkdir -p tmp/before && git archive HEAD~1 src | tar -x -C tmp/before`), on
// the same deals at a budget of positions, in one run: blocks of BLOCK deals (5) taken in turn by
// each, which goes first alternating, so that a machine shared with others loads both alike.
// DEALS: `1-100` or `5,47,78`. Prints each one's verdicts, positions and CPU time, and the deals
// whose verdicts differ. VERBOSE=1 prints each deal.

type SolveRun = typeof SolveRunNow;

interface Tally {
  cpuMs: number;
  states: number;
  verdicts: Map<number, string>;
}

function dealsOf(text: string): number[] {
  const dash = /^(\d+)-(\d+)$/.exec(text);
  if (!dash) return text.split(',').map(Number);
  const out: number[] = [];
  for (let n = Number(dash[1]); n <= Number(dash[2]); n++) out.push(n);
  return out;
}

async function main(): Promise<void> {
  const [before, spec = 'klondike', dealText = '1-20', max = '1000000', block = '5'] = process.argv.slice(2);
  if (!before) throw new Error('usage: klondike-ab.ts BEFORE SPEC DEALS MAX-STATES [BLOCK]');
  const [game, ...options] = spec.split('+');
  const found = rulesFor(game as GameId, options);
  if (!found.ok) throw new Error(found.error);
  const rules = found.rules;
  const maxStates = Number(max);
  const old = (await import(`${process.cwd()}/${before}/src/engine/solver/klondike/solve.ts`)) as {
    KlondikeSolveRun: SolveRun;
  };
  const runs: SolveRun[] = [old.KlondikeSolveRun, SolveRunNow];
  const names = ['before', 'now'];
  const tallies = runs.map((): Tally => ({ cpuMs: 0, states: 0, verdicts: new Map() }));
  const deals = dealsOf(dealText);
  const verbose = process.env.VERBOSE === '1';
  for (let a = 0, k = 0; a < deals.length; a += Number(block), k++) {
    for (const i of k % 2 === 0 ? [0, 1] : [1, 0]) {
      const Run = runs[i] as SolveRun;
      const t = tallies[i] as Tally;
      for (const deal of deals.slice(a, a + Number(block))) {
        const d = dealPosition(rules, deal);
        if (!d.ok) throw new Error(d.error);
        const cpu0 = process.cpuUsage();
        const run = new Run(d.state, { maxStates, maxMs: 1e9 }, { maxStates, maxMs: 1e9 });
        const r = run.step(Number.POSITIVE_INFINITY);
        if (!r) throw new Error('an unbounded slice ended undecided');
        const ms = cpuSecondsSince(cpu0) * 1000;
        t.cpuMs += ms;
        t.states += r.states;
        t.verdicts.set(deal, r.status);
        if (verbose) console.log(`${names[i]}\t${deal}\t${r.status}\t${r.states}\t${ms.toFixed(0)} ms`);
      }
    }
  }
  console.log(`${spec}, ${deals.length} deals (${dealText}) at ${maxStates} positions, blocks of ${block} in turn:`);
  tallies.forEach((t, i) => {
    const of = (status: string) => [...t.verdicts].filter(([, v]) => v === status).map(([n]) => n);
    console.log(
      `  ${names[i]}: ${of('solved').length} won, ${of('unsolvable').length} proven lost, ${of('unknown').length} unknown ` +
        `[${of('unknown').join(' ')}]; ${t.states} positions; ${(t.cpuMs / 1000).toFixed(1)} s CPU, ` +
        `${(t.cpuMs / deals.length).toFixed(0)} ms a deal`,
    );
  });
  const differ = deals.filter((n) => tallies[0]?.verdicts.get(n) !== tallies[1]?.verdicts.get(n));
  console.log(
    `  verdicts that differ: ${differ.map((n) => `${n} ${tallies[0]?.verdicts.get(n)}->${tallies[1]?.verdicts.get(n)}`).join(', ') || 'none'}`,
  );
}

main();
