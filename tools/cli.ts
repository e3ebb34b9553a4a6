import { readFileSync } from 'node:fs';
import {
  AUTO_MODES,
  type AutoMode,
  applyMove,
  autoMoves,
  GAME_IDS,
  legalMoves,
  moveToJson,
  moveToText,
  parseMove,
  positionPiles,
  statusOf,
  writePosition,
} from '../src/engine';
import { describeMoveProblem } from '../src/platform/refusal-words';
import { type ParsedArgs, parseArgs, stringFlag } from './args';
import { type Loaded, loadFromArgs } from './load-position';

// The engine on the command line: deal, moves, play, and the solver's solve.
// Exit codes: 0 done, 1 an illegal move (play), 2 bad input (unknown game, deal, position, option).

export interface Io {
  out(text: string): void;
  err(text: string): void;
  stdin(): string;
}

const USAGE = `usage: cli <command> [options]
  deal  --game ID --deal N [--options A,B] [--json]
  moves --game ID (--deal N | --position FILE|-) [--options A,B] [--json]
  play  --game ID (--deal N | --position FILE|-) [--options A,B] [--auto off|safe|all] [--json] MOVE...
  solve --game ID (--deal N | --position FILE|-) [--options A,B] [--json] [--max-states N] [--max-ms N]
games: ${GAME_IDS.join(', ')} (klondike's options: draw-3, limited-passes, one-way-foundations)
moves: standard notation (3a, a5, 1h, 36, 36:2, sw) or pile names (t3-c1, c1-t5, t1-f, t3-t6:2)`;

function positionJson(l: Loaded, state = l.state): string {
  const json = {
    game: l.rules.id,
    options: l.rules.options,
    deal: l.deal,
    piles: positionPiles(state),
    ...(l.rules.stock ? { pass: state.pass, passes: l.rules.stock.passes } : {}),
    status: statusOf(state),
  };
  return `${JSON.stringify(json)}\n`;
}

export async function runCli(argv: readonly string[], io: Io): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'solve') {
    // The solver's command prints for itself; loaded only when asked for.
    const { solveCommand } = await import('./solve');
    return solveCommand([...rest]);
  }
  if (command !== 'deal' && command !== 'moves' && command !== 'play') {
    io.err(command === undefined || command === '--help' ? `${USAGE}\n` : `unknown command "${command}"\n${USAGE}\n`);
    return command === '--help' ? 0 : 2;
  }
  const parsed = parseArgs(rest, ['game', 'deal', 'position', 'options', 'auto'], ['json']);
  if (!parsed.ok) return fail(io, parsed.error);
  const args = parsed.args;
  if (command !== 'play' && args.positionals.length > 0)
    return fail(io, `unexpected argument "${args.positionals[0]}"`);
  if (command === 'deal' && args.flags.has('position')) return fail(io, 'deal takes --deal N, not --position');
  // Auto-moves are played after each move given: only play has any.
  if (command !== 'play' && args.flags.has('auto')) return fail(io, `--auto is for play (${command} plays no move)`);
  const loaded = loadFromArgs(args, io.stdin);
  if (!loaded.ok) return fail(io, loaded.error);
  const l = loaded.loaded;
  const json = args.flags.has('json');

  switch (command) {
    case 'deal':
      io.out(json ? positionJson(l) : writePosition(l.state));
      return 0;
    case 'moves': {
      const moves = legalMoves(l.state);
      io.out(
        json
          ? `${JSON.stringify(moves.map((m) => moveToJson(m, l.state.rules)))}\n`
          : moves.map((m) => `${moveToText(l.state, m)}\n`).join(''),
      );
      return 0;
    }
    case 'play':
      return play(l, args, json, io);
  }
}

function play(l: Loaded, args: ParsedArgs, json: boolean, io: Io): number {
  const mode = stringFlag(args, 'auto') ?? 'off';
  if (!(AUTO_MODES as readonly string[]).includes(mode))
    return fail(io, `--auto must be off, safe or all, not "${mode}"`);
  let state = l.state;
  for (const [i, text] of args.positionals.entries()) {
    const m = parseMove(state, text);
    if (!m.ok) {
      io.err(`move ${i + 1} is illegal: ${describeMoveProblem(m.problem, 'en')}\n`);
      return 1;
    }
    state = autoMoves(applyMove(state, m.move), mode as AutoMode).state;
  }
  io.out(json ? positionJson(l, state) : writePosition(state));
  return 0;
}

function fail(io: Io, message: string): number {
  io.err(`error: ${message}\n`);
  return 2;
}

const isMain = process.argv[1] !== undefined && import.meta.url.endsWith(process.argv[1].replace(/^.*\//, '/'));
if (isMain) {
  const io: Io = {
    out: (t) => process.stdout.write(t),
    err: (t) => process.stderr.write(t),
    stdin: () => readFileSync(0, 'utf8'),
  };
  runCli(process.argv.slice(2), io).then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      process.stderr.write(`error: ${(e as Error).message}\n`);
      process.exitCode = 2;
    },
  );
}
