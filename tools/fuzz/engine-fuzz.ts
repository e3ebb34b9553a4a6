import {
  AUTO_MODES,
  allPiles,
  canRedo,
  canUndo,
  cardsOf,
  currentState,
  GAMES,
  type GameId,
  isWon,
  legalMoves,
  loadSave,
  type Move,
  moveCount,
  newGame,
  type Pile,
  play,
  positionPiles,
  redo,
  restart,
  type Session,
  type State,
  saveToJson,
  statusOf,
  undo,
} from '../../src/engine';
import { Rng } from '../soak/rng';

// The engine fuzzed at scale: random actions on a session (legal moves, random and mostly illegal
// ones, undo, redo, restart, save and reload), with every card counted after each. What it
// checks, beyond conservation: a refused move changes nothing, an undo gives back the very
// position before, and a reloaded save is the same game. New deals begin when a game is won,
// stuck or long, so every part of a game is reached, and now and then at random, as a player
// gives a game up (a stock game's random play is seldom stuck, and restarts keep it short).

export interface FuzzCounts {
  actions: number;
  legal: number;
  random: number;
  refused: number;
  undos: number;
  redos: number;
  restarts: number;
  reloads: number;
  deals: number;
  wins: number;
}

export interface FuzzReport {
  readonly counts: FuzzCounts;
  /** What broke, with the action number and deal; empty when all held. */
  readonly failures: string[];
}

/** Longer games are begun afresh: a reload replays the history, so its length bounds its cost. */
const MAX_STEPS = 300;
const RELOAD_CHANCE = 0.002;
/** About one deal in a thousand actions given up for a new one. */
const GIVE_UP_CHANCE = 0.001;

/** Cards counted by number (0..51): every card of the deck(s) exactly `decks` times. */
export function conservation(state: State, decks: number, tally: Uint16Array): string | null {
  tally.fill(0);
  let total = 0;
  for (const p of allPiles(state))
    for (const c of cardsOf(state, p)) {
      if (c < 0 || c >= tally.length) return `card number ${c} out of range`;
      tally[c] = (tally[c] ?? 0) + 1;
      total++;
    }
  if (total !== 52 * decks) return `${total} cards, not ${52 * decks}`;
  for (let c = 0; c < tally.length; c++) {
    const n = tally[c] ?? 0;
    if (n !== decks) return `card number ${c} present ${n} times, not ${decks}`;
  }
  return null;
}

function randomMove(rnd: Rng, state: State): Move {
  const piles: Pile[] = allPiles(state);
  return { from: rnd.pick(piles), to: rnd.pick(piles), n: rnd.int(1, 4) };
}

export function fuzzEngine(game: GameId, actions: number, seed: number): FuzzReport {
  const rules = GAMES[game];
  const rnd = new Rng(seed);
  const decks = rules.decks;
  const tally = new Uint16Array(52);
  const counts: FuzzCounts = {
    actions: 0,
    legal: 0,
    random: 0,
    refused: 0,
    undos: 0,
    redos: 0,
    restarts: 0,
    reloads: 0,
    deals: 0,
    wins: 0,
  };
  const failures: string[] = [];
  const deal = (): Session => {
    counts.deals++;
    const g = newGame(rules, rnd.int(1, 1_000_000_000), rnd.pick(AUTO_MODES));
    if (!g.ok) throw new Error(g.error);
    return g.session;
  };
  let s = deal();
  for (let i = 0; i < actions && failures.length < 10; i++) {
    counts.actions++;
    const before = currentState(s);
    const fail = (what: string) => failures.push(`action ${i}, ${game} deal ${s.deal}: ${what}`);
    const roll = rnd.unit();
    if (roll < 0.5) {
      const moves = legalMoves(before);
      const m = moves.length > 0 ? rnd.pick(moves) : randomMove(rnd, before);
      const r = play(s, m);
      if (moves.length > 0) counts.legal++;
      if (r.ok) {
        const back = undo(r.session);
        if (currentState(back) !== before) fail(`undo after ${JSON.stringify(m)} is not the position before`);
        s = r.session;
      } else if (moves.length > 0) fail(`a legal move was refused: ${JSON.stringify(m)} (${r.refusal.code})`);
    } else if (roll < 0.75) {
      counts.random++;
      const r = play(s, randomMove(rnd, before));
      if (r.ok) s = r.session;
      else {
        counts.refused++;
        if (currentState(s) !== before) fail('a refused move changed the position');
      }
    } else if (roll < 0.88) {
      if (canUndo(s)) {
        counts.undos++;
        s = undo(s);
      }
    } else if (roll < 0.98) {
      if (canRedo(s)) {
        counts.redos++;
        s = redo(s);
      }
    } else if (roll < 0.985) {
      counts.restarts++;
      s = restart(s);
    }
    if (rnd.chance(RELOAD_CHANCE)) {
      counts.reloads++;
      const loaded = loadSave(saveToJson(s));
      if (!loaded.ok) fail(`its save did not load: ${loaded.error}`);
      else {
        const a = JSON.stringify(positionPiles(currentState(loaded.session)));
        const b = JSON.stringify(positionPiles(currentState(s)));
        if (a !== b || moveCount(loaded.session) !== moveCount(s) || loaded.session.cursor !== s.cursor)
          fail('the reloaded save is another game');
        else s = loaded.session;
      }
    }
    const state = currentState(s);
    const lost = conservation(state, decks, tally);
    if (lost !== null) fail(lost);
    if (isWon(state)) counts.wins++;
    const over = isWon(state) || statusOf(state) === 'stuck' || s.steps.length > MAX_STEPS;
    if (over || rnd.chance(GIVE_UP_CHANCE)) s = deal();
  }
  return { counts, failures };
}
