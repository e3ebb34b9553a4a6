import { readFileSync, writeFileSync } from 'node:fs';
import { dealPosition, faceDownCount, rulesFor, type State, seededRandom } from '../../src/engine';
import { turnUpSearch } from '../../src/engine/solver/klondike/turn-up';
import { mustBeOk, parseArgs, runMain, stringFlag, wholeFlags } from '../args';
import { randomGame, throughTheStock } from './klondike-play';

// `npx tsx tools/bench/turn-up-speed.ts [--options draw-3] [--from 1] [--to 60] [--max-states 20000]
//   [--write answers.json | --compare answers.json]`
// What the search for a card to turn up (turn-up.ts) costs a position, on positions of random
// play once the stock has been seen: each deal played by picking among the legal moves (seeded by
// the deal), every tenth move's position drawn through the stock until its first pass is over, kept
// where a card lies face down. Prints positions looked at per second and the verdicts; `--write`
// saves every answer (verdict, first move and positions looked at), `--compare` checks them against a saved run, so a
// faster search can be held to the answers of the one before.

const MOVES = 400;
const EVERY = 10;

/** Every EVERY-th position of a random game of up to MOVES moves, drawn through the stock, where a card lies face down. */
function positionsOf(state: State, deal: number): State[] {
  return randomGame(state, seededRandom('turn-up-speed', deal), MOVES)
    .filter((_, i) => i > 0 && i % EVERY === 0)
    .map(throughTheStock)
    .filter((seen) => faceDownCount(seen) > 0);
}

async function main(argv: string[]): Promise<number> {
  const parsed = parseArgs(argv, ['options', 'from', 'to', 'max-states', 'write', 'compare'], []);
  mustBeOk(parsed);
  const flags = wholeFlags(parsed.args, {
    from: { fallback: 1 },
    to: { fallback: 60 },
    'max-states': { fallback: 20_000 },
  });
  mustBeOk(flags);
  const options = stringFlag(parsed.args, 'options')?.split(',') ?? [];
  const r = rulesFor('klondike', options);
  mustBeOk(r);
  const { from, to, 'max-states': maxStates } = flags.values;
  const positions: State[] = [];
  for (let deal = from; deal <= to; deal++) {
    const d = dealPosition(r.rules, deal);
    if (!d.ok) throw new Error(d.error);
    positions.push(...positionsOf(d.state, deal));
  }
  const answers: string[] = [];
  const tally = { never: 0, possible: 0, unknown: 0 };
  let looked = 0;
  // CPU time, not the wall clock's: the machine may be busy with other work.
  const start = process.cpuUsage();
  for (const p of positions) {
    const a = turnUpSearch(p, { maxStates, maxMs: 1e12 });
    tally[a.verdict]++;
    looked += a.positions;
    answers.push(JSON.stringify(a));
  }
  const used = process.cpuUsage(start);
  const ms = (used.user + used.system) / 1000;
  process.stdout.write(
    `klondike${options.map((o) => ` + ${o}`).join('')}, deals ${from}..${to}, at most ${maxStates}: ` +
      `${positions.length} searches, never ${tally.never}, possible ${tally.possible}, unknown ${tally.unknown}; ` +
      `${looked} positions in ${ms.toFixed(0)} ms of CPU, ${((looked / ms) * 1000).toFixed(0)} a second\n`,
  );
  const write = stringFlag(parsed.args, 'write');
  if (write) writeFileSync(write, `${JSON.stringify(answers)}\n`);
  const compare = stringFlag(parsed.args, 'compare');
  if (compare) {
    const before = JSON.parse(readFileSync(compare, 'utf8')) as string[];
    // A run over fewer deals (from the same first one) is compared with the saved run's first answers.
    const differ = answers.flatMap((a, i) => (i < before.length && a === before[i] ? [] : [i]));
    process.stdout.write(
      `compared with ${compare} (${before.length} answers): ${differ.length} of ${answers.length} differ` +
        `${differ.length ? ` (${differ.slice(0, 10).join(', ')})` : ''}\n`,
    );
    if (differ.length > 0) return 1;
  }
  return 0;
}

runMain(main);
