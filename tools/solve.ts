import { readFileSync } from 'node:fs';
import { applyMove, moveToJson, moveToText, type State } from '../src/engine';
import { DEFAULT_MAX_MS, DEFAULT_MAX_STATES, type SolveResult, solve, THOUGHTFUL } from '../src/engine/solver';
import { parseArgs, runMain, wholeFlag } from './args';
import { loadFromArgs } from './load-position';

// `cli solve --game ID (--deal N | --position FILE|-) [--options A,B] [--json] [--max-states N] [--max-ms N]`
// Prints the outcome and the winning line in standard notation (every move, auto-moves included),
// or with --json {"status", "moves": [{from, to, n}], "states", "ms"} with the engine CLI's pile names.
// Exit codes: 0 the search ran (whatever its outcome), 2 bad input.

/** The line in standard notation, each move written as it reads in the position it is played from. */
export function lineText(start: State, result: SolveResult): string[] {
  const out: string[] = [];
  let s = start;
  for (const m of result.moves) {
    out.push(moveToText(s, m));
    s = applyMove(s, m);
  }
  return out;
}

export async function solveCommand(argv: string[]): Promise<number> {
  const fail = (message: string): number => {
    process.stderr.write(`error: ${message}\n`);
    return 2;
  };
  const parsed = parseArgs(argv, ['game', 'deal', 'position', 'options', 'max-states', 'max-ms'], ['json']);
  if (!parsed.ok) return fail(parsed.error);
  const args = parsed.args;
  if (args.positionals.length > 0) return fail(`unexpected argument "${args.positionals[0]}"`);
  const maxStates = wholeFlag(args, 'max-states', DEFAULT_MAX_STATES);
  if (typeof maxStates === 'string') return fail(maxStates);
  const maxMs = wholeFlag(args, 'max-ms', DEFAULT_MAX_MS);
  if (typeof maxMs === 'string') return fail(maxMs);
  const loaded = loadFromArgs(args, () => readFileSync(0, 'utf8'));
  if (!loaded.ok) return fail(loaded.error);
  const start = loaded.loaded.state;

  const result = solve(start, { maxStates, maxMs });
  // Klondike's solver knows the face-down cards: say so wherever its answer is shown.
  const thoughtful = start.rules.layout.faceDown !== undefined;
  if (args.flags.has('json')) {
    const json = {
      ...(thoughtful ? { thoughtful: true } : {}),
      status: result.status,
      moves: result.moves.map((m) => moveToJson(m, start.rules)),
      states: result.states,
      ms: result.ms,
    };
    process.stdout.write(`${JSON.stringify(json)}\n`);
    return 0;
  }
  const stats = `${result.states} positions, ${result.ms} ms${thoughtful ? `; ${THOUGHTFUL}` : ''}`;
  switch (result.status) {
    case 'solved':
      process.stdout.write(`solved in ${result.moves.length} moves (${stats})\n${lineText(start, result).join(' ')}\n`);
      break;
    case 'unsolvable':
      process.stdout.write(`unsolvable: every line was searched (${stats})\n`);
      break;
    case 'unknown':
      process.stdout.write(`unknown: the budget ran out before a win or a proof (${stats})\n`);
      break;
  }
  return 0;
}

const isMain = process.argv[1] !== undefined && import.meta.url.endsWith(process.argv[1].replace(/^.*\//, '/'));
if (isMain) runMain(solveCommand);
