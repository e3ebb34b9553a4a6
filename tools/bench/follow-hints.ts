import {
  bestMove,
  canUndo,
  currentState,
  type GameId,
  isGameId,
  keptLine,
  legalMoves,
  type Move,
  newGame,
  play,
  playOpening,
  rulesFor,
  type State,
  sitsOnItsParent,
  takesBack,
  undo,
} from '../../src/engine';
import { hint as hintNow, type SolveBudget } from '../../src/engine/solver';
import { badInput, mustBeOk, parseArgs, runMain, stringFlag, wholeFlags } from '../args';

// `npx tsx tools/bench/follow-hints.ts --game klondike [--options draw-3] [--from 1] [--to 50]
//   [--max-states 200000] [--before tmp/before]`
// How far a player gets by pressing Hint and playing what it shows, every time, with the table's
// default auto-moves (safe), and the table's own choice where a guess only takes the last step
// back (hint-source.ts): each deal is played so until it is won, the hint says it is lost,
// a position comes back a third time or 500 moves are played. A position come back so is "stuck"
// where nothing but draws and moves that gain nothing is left, a loop of the hints otherwise. Prints
// how many deals each way, and of the moves played how many dealt from the stock or turned it
// over. The budget is in positions only (the game's is also 150 ms of wall time), so that a run
// is repeatable; `--before DIR` plays each deal with an earlier copy's hints too (a directory
// holding `src/`, as for solver-ab.ts), taking turns deal by deal.

type HintOf = typeof hintNow;
type Hint = ReturnType<HintOf>;

interface Tally {
  won: number;
  lost: number;
  looped: number;
  stuck: number;
  tooLong: number;
  moves: number;
  stockMoves: number;
  guesses: number;
  ms: number;
}

const MOVE_CAP = 500;

/**
 * What a position looks like to the loop check: every pile, in order, and the pass where passes
 * are counted (with unlimited passes, going round the stock again to the same cards is a loop).
 */
function positionKey(s: State): string {
  const pass = s.rules.stock?.passes === 'unlimited' ? 0 : s.pass;
  return JSON.stringify([s.tableau, s.faceDown, s.cells, s.foundations, s.stock, s.waste, pass]);
}

function followHints(rules: State['rules'], deal: number, hint: HintOf, budget: SolveBudget, t: Tally): string {
  const started = newGame(rules, deal, 'safe');
  if (!started.ok) throw new Error(started.error);
  let session = playOpening(started.session);
  const seen = new Map<string, number>();
  const t0 = performance.now();
  let kept: { from: State; line: readonly Move[] } | null = null;
  try {
    for (let played = 0; played < MOVE_CAP; played++) {
      const state = currentState(session);
      const key = positionKey(state);
      const times = (seen.get(key) ?? 0) + 1;
      seen.set(key, times);
      if (times >= 3) {
        // Stuck, as a player would be, where only a draw, a turn of the waste, a card back from a
        // foundation or a run moved off its parent is left: a loop of the hints' own otherwise.
        const stuck = legalMoves(state).every(
          (m) =>
            m.from.kind === 'stock' ||
            m.to.kind === 'stock' ||
            m.from.kind === 'foundation' ||
            sitsOnItsParent(state, m),
        );
        if (stuck) t.stuck++;
        else t.looped++;
        return stuck ? 'stuck' : 'looped';
      }
      // As the table does (hint-source.ts): the last winning line goes on where its first move
      // was played; a guess that only takes the last step back is replaced by the table's own
      // ranking of the legal moves.
      const rest: Move[] | null = kept ? keptLine(kept.from, kept.line, state) : null;
      const h: Hint = rest ? { kind: 'winning', move: rest[0] as Move, line: rest } : hint(state, budget);
      kept = h.kind === 'winning' ? { from: state, line: h.line } : null;
      if (h.kind === 'won') {
        t.won++;
        return 'won';
      }
      if (h.kind === 'lost') {
        t.lost++;
        return 'lost';
      }
      if (h.kind === 'guess') t.guesses++;
      const before = canUndo(session) ? currentState(undo(session)) : null;
      const move: Move | null =
        h.kind === 'guess' && before && takesBack(state, h.move, before) ? bestMove(state, before) : h.move;
      if (!move) {
        t.lost++;
        return 'no move';
      }
      const r = play(session, move);
      if (!r.ok) throw new Error(`deal ${deal}: the hint's move was refused: ${JSON.stringify(move)}`);
      session = r.session;
      t.moves++;
      if (move.from.kind === 'stock' || move.to.kind === 'stock') t.stockMoves++;
    }
    t.tooLong++;
    return 'too long';
  } finally {
    t.ms += performance.now() - t0;
  }
}

function line(name: string, t: Tally, deals: number): string {
  const share = (n: number) => `${((100 * n) / Math.max(1, t.moves)).toFixed(1)}%`;
  return (
    `${name}: won ${t.won} of ${deals}, lost ${t.lost}, stuck ${t.stuck}, looped ${t.looped}, over ${MOVE_CAP} moves ${t.tooLong}; ` +
    `${t.moves} moves (${share(t.stockMoves)} at the stock), ${t.guesses} guesses; ${(t.ms / 1000).toFixed(1)} s`
  );
}

async function main(argv: string[]): Promise<number> {
  const parsed = parseArgs(argv, ['game', 'options', 'from', 'to', 'max-states', 'before'], ['each']);
  mustBeOk(parsed);
  const game = stringFlag(parsed.args, 'game') ?? 'klondike';
  const options = stringFlag(parsed.args, 'options')?.split(',') ?? [];
  const before = stringFlag(parsed.args, 'before');
  const flags = wholeFlags(parsed.args, {
    from: { fallback: 1 },
    to: { fallback: 50 },
    'max-states': { fallback: 200_000 },
  });
  mustBeOk(flags);
  if (!isGameId(game)) badInput(`--game ${game}: no such game`);
  const r = rulesFor(game as GameId, options);
  mustBeOk(r);
  const { from, to, 'max-states': maxStates } = flags.values;
  const budget: SolveBudget = { maxStates, maxMs: 1e9 };
  const hints: { name: string; hint: HintOf; tally: Tally }[] = [];
  const empty = (): Tally => ({
    won: 0,
    lost: 0,
    looped: 0,
    stuck: 0,
    tooLong: 0,
    moves: 0,
    stockMoves: 0,
    guesses: 0,
    ms: 0,
  });
  if (before) {
    const old = (await import(`${process.cwd()}/${before}/src/engine/solver/index.ts`)) as { hint: HintOf };
    hints.push({ name: 'before', hint: old.hint, tally: empty() });
  }
  hints.push({ name: before ? 'after' : 'hints', hint: hintNow, tally: empty() });
  const each = parsed.args.flags.has('each');
  for (let deal = from; deal <= to; deal++) {
    const order = deal % 2 === 0 ? hints : [...hints].reverse();
    const ends = new Map<string, string>();
    for (const h of order) ends.set(h.name, followHints(r.rules, deal, h.hint, budget, h.tally));
    if (each) process.stdout.write(`${deal}: ${hints.map((h) => `${h.name} ${ends.get(h.name)}`).join(', ')}\n`);
  }
  const name = [game, ...options].join(' + ');
  for (const h of hints)
    process.stdout.write(`${name}, deals ${from}..${to}, ${line(h.name, h.tally, to - from + 1)}\n`);
  return 0;
}

runMain(main);
