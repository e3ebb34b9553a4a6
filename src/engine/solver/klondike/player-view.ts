import type { Card } from '../../cards';
import { legalMoves, type Move } from '../../moves';
import { moveToPileText } from '../../notation';
import { randomBelow, seededRandom } from '../../random';
import { isWon, type State } from '../../state';
import type { Hint, Winnable } from '../hint';
import type { SolveBudget } from '../solve';
import { KlondikeSolveRun } from './solve';

// Hints and "still winnable?" for a Klondike player, from what the player sees: face-down cards
// of the columns and the cards of the stock are unknown. The hint solves a few samples (the
// hidden cards dealt afresh into the hidden places, seeded only by what is seen) and plays the
// first move that wins most of them; so two positions that differ only in hidden cards get the
// same hint. A sample's win proves nothing about the real cards, so the hint is a guess, and a
// position is called winnable or lost only when nothing is hidden.

const SAMPLES = 8;

/** The hidden cards, sorted (so their order in the real position cannot leak), and the position with them masked. */
function hidden(state: State): { readonly cards: Card[]; readonly seen: string } {
  const cards: Card[] = [];
  const cols = state.tableau.map((col, i) => {
    const down = state.faceDown[i] ?? 0;
    cards.push(...col.slice(0, down));
    return `${down}:${col.slice(down).join(',')}`;
  });
  cards.push(...state.stock);
  cards.sort((a, b) => a - b);
  const found = state.foundations.map((f) => f.length).join(',');
  const seen = `${cols.join('|')}/${found}/${state.stock.length}/${state.waste.join(',')}/${state.pass}`;
  return { cards, seen };
}

/** One arrangement of the hidden cards consistent with what is seen. */
function sample(state: State, cards: readonly Card[], seen: string, k: number): State {
  let h = 2166136261;
  for (let i = 0; i < seen.length; i++) h = Math.imul(h ^ seen.charCodeAt(i), 16777619);
  const next = seededRandom('klondike-hint', ((h >>> 0) % 2 ** 31) * 64 + k);
  const deck = cards.slice();
  for (let i = deck.length - 1; i > 0; i--) {
    const j = randomBelow(next, i + 1);
    [deck[i], deck[j]] = [deck[j] as Card, deck[i] as Card];
  }
  let at = 0;
  const tableau = state.tableau.map((col, i) => {
    const down = state.faceDown[i] ?? 0;
    const dealt = deck.slice(at, at + down);
    at += down;
    return [...dealt, ...col.slice(down)];
  });
  return { ...state, tableau, stock: deck.slice(at) };
}

export function hasHidden(state: State): boolean {
  return state.stock.length > 0 || state.faceDown.some((d) => d > 0);
}

/** The player's hint: the first move that wins most samples, or a legal move by a simple order. */
export function klondikeHint(state: State, budget: SolveBudget): Hint {
  if (isWon(state)) return { kind: 'won' };
  const { cards, seen } = hidden(state);
  const votes = new Map<string, { move: Move; n: number }>();
  const each = {
    maxStates: Math.ceil((budget.maxStates ?? 200_000) / SAMPLES),
    maxMs: Math.ceil((budget.maxMs ?? 150) / SAMPLES),
  };
  for (let k = 0; k < SAMPLES; k++) {
    const r = new KlondikeSolveRun(sample(state, cards, seen, k), each, {
      maxStates: each.maxStates,
      maxMs: each.maxMs,
    });
    const result = r.step(Number.POSITIVE_INFINITY);
    const first = result?.status === 'solved' ? result.moves[0] : undefined;
    if (!first) continue;
    const key = moveToPileText(first);
    const v = votes.get(key) ?? { move: first, n: 0 };
    v.n++;
    votes.set(key, v);
  }
  let best: { move: Move; n: number } | null = null;
  for (const v of votes.values()) if (!best || v.n > best.n) best = v;
  const move = best?.move ?? fallback(state);
  return move ? { kind: 'guess', move } : { kind: 'lost' };
}

/** Without a sampled win: home first, then a move that turns a card up, then any, then the stock. */
function fallback(state: State): Move | null {
  const moves = legalMoves(state);
  const rank = (m: Move): number => {
    if (m.to.kind === 'foundation') return 0;
    if (
      m.from.kind === 'tableau' &&
      (state.faceDown[m.from.index] ?? 0) === (state.tableau[m.from.index]?.length ?? 0) - m.n
    )
      return 1;
    if (m.from.kind === 'foundation') return 4;
    if (m.from.kind === 'stock' || m.to.kind === 'stock') return 3;
    return 2;
  };
  return moves.sort((a, b) => rank(a) - rank(b))[0] ?? null;
}

/** "Still winnable?" for the player: decided only when nothing is hidden; otherwise unknown. */
export function klondikeWinnable(state: State, budget: SolveBudget): Winnable {
  if (isWon(state)) return 'yes';
  if (hasHidden(state)) return 'unknown';
  const r = new KlondikeSolveRun(state, budget, { maxStates: budget.maxStates ?? 200_000, maxMs: budget.maxMs ?? 150 });
  const status = r.step(Number.POSITIVE_INFINITY)?.status;
  return status === 'solved' ? 'yes' : status === 'unsolvable' ? 'no' : 'unknown';
}
