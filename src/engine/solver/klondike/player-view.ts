import type { Card } from '../../cards';
import { bestMove, sitsOnItsParent } from '../../move-ranking';
import { applyMove, legalMoves, type Move } from '../../moves';
import { moveToPileText } from '../../notation';
import { randomBelow, seededRandom } from '../../random';
import { cardsHidden, isWon, type Pile, type State, stockUnseen } from '../../state';
import type { Hint, Winnable } from '../hint';
import type { SolveBudget, SolveResult } from '../solve';
import { KlondikeSolveRun } from './solve';
import { type TurnUpAnswer, turnUpSearch } from './turn-up';

// Hints and "still winnable?" for a Klondike player, from what the player sees: face-down cards
// of the columns, and the cards of the stock until its first pass is through, are unknown. The
// hint solves a few samples (the hidden cards dealt afresh into the hidden places, seeded only by
// what is seen) and plays a move that wins most of them; so two positions that differ only in
// hidden cards get the same hint. A sample's win proves nothing about the real cards, so the hint
// is a guess, and a position is called winnable only when nothing is hidden; lost also where no
// face-down card can ever turn up, which the cards in view decide once the stock has been seen
// (turn-up.ts).

const SAMPLES = 8;
/** The most positions the search for a card to turn up looks at (turnUpAnswer). */
const TURN_UP_STATES = 20_000;
/**
 * What one of that search's positions costs in the solver's (a budget's maxStates counts the
 * solver's): 20 when it cost about 80 us against the Klondike solver's 3.8 us (40,000 positions in
 * 150 ms); 3.3 times cheaper since its moves and cuts are kept (docs/solver-tuning.md, turn-up).
 */
const TURN_UP_COST = 6;
/**
 * The share of a hint's budget that search may take (the samples have the whole budget after it):
 * less than the quiet check's whole budget, which tells the player of a loss the hint missed.
 */
const TURN_UP_SHARE = 1 / 3;

/**
 * The hidden cards, sorted (so their order in the real position cannot leak), and the position
 * with them masked. The stock is hidden only in its first pass (state.ts stockUnseen).
 */
function hidden(state: State): { readonly cards: Card[]; readonly seen: string } {
  const cards: Card[] = [];
  const cols = state.tableau.map((col, i) => {
    const down = state.faceDown[i] ?? 0;
    cards.push(...col.slice(0, down));
    return `${down}:${col.slice(down).join(',')}`;
  });
  const unseen = stockUnseen(state);
  if (unseen) cards.push(...state.stock);
  cards.sort((a, b) => a - b);
  const found = state.foundations.map((f) => f.length).join(',');
  const stock = unseen ? state.stock.length : state.stock.join(',');
  const seen = `${cols.join('|')}/${found}/${stock}/${state.waste.join(',')}/${state.pass}`;
  return { cards, seen };
}

/** One arrangement of the hidden cards consistent with what is seen (the stock as it is once seen). */
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
  return { ...state, tableau, stock: stockUnseen(state) ? deck.slice(at) : state.stock };
}

/**
 * The player's hint: the move most samples can win with; where no sample is won, the first move
 * of a line of fewest moves that turns a face-down card up (once the stock has been seen:
 * turn-up.ts), else the table's one-move look; lost where no card can turn up. A sample counts for
 * each move its winning line can begin with (openingMoves): the moves of the line that no earlier
 * move of it touches a pile of (played first, such a move finds its piles as it would have found
 * them and leaves the earlier moves' piles alone, so the line still wins), and a draw only where
 * there is no other. The solver's lines draw first, for cards the samples dealt into the stock
 * (guesses at cards the player has not seen): counted as they came, the draw won every vote, and
 * following the hints drew round the stock for good. On a tie the order of `rank` chooses, drawing
 * last. With nothing hidden, the real position's winning line.
 */
export function klondikeHint(state: State, budget: SolveBudget): Hint {
  if (isWon(state)) return { kind: 'won' };
  // Nothing hidden: the real position's winning line, or its proof of loss.
  if (!cardsHidden(state)) {
    const result = solveSeen(state, budget);
    const first = result?.moves[0];
    if (result?.status === 'solved' && first) return { kind: 'winning', move: first, line: result.moves };
    if (result?.status === 'unsolvable') return { kind: 'lost' };
    // Samples of nothing hidden would be the same position solved again: the one-move look.
    const move = bestMove(state);
    return move ? { kind: 'guess', move } : { kind: 'lost' };
  }
  const turnUp = turnUpAnswer(state, budget, TURN_UP_SHARE);
  if (turnUp?.verdict === 'never') return { kind: 'lost' };
  const { cards, seen } = hidden(state);
  const samples = Array.from({ length: SAMPLES }, (_, k) => sample(state, cards, seen, k));
  const each = {
    maxStates: Math.ceil((budget.maxStates ?? 200_000) / SAMPLES),
    maxMs: Math.ceil((budget.maxMs ?? 150) / SAMPLES),
  };
  const votes = new Map<string, { move: Move; n: number }>();
  for (const s of samples) {
    const line = winningLine(s, each);
    for (const move of line ? openingMoves(s, line) : []) {
      const key = moveToPileText(move);
      const v = votes.get(key) ?? { move, n: 0 };
      v.n++;
      votes.set(key, v);
    }
  }
  let best: { move: Move; n: number } | null = null;
  for (const v of votes.values())
    if (!best || v.n > best.n || (v.n === best.n && rank(state, v.move) < rank(state, best.move))) best = v;
  // The lines draw for cards the samples dealt into the stock, so they seldom play the cards the
  // player sees before a draw: then the two best moves that gain something (by `rank`; not a card
  // back from a foundation, nor a run off its parent) are tried in every sample in turn, and the
  // first that leaves as many samples won as the draw does is taken. So a hint costs up to four
  // times the budget (and the turn-up search's third).
  // Drawing one with unlimited passes, once the stock has been seen, the first move of a line of
  // fewest moves to a card turned up is taken instead, where it is not a draw itself (turn-up.ts),
  // however the samples vote: a draw there loses nothing and can always wait, so the samples,
  // dealt afresh at every press, can vote for it round the stock for good while such a line waits
  // (Klondike deals 1..80 followed: one fewer drew round for good, the same won). Drawing three, a
  // move out of turn shifts which cards the draws reach: there it cost a win (deals 1..20), so the
  // samples are asked as below (docs/solver-tuning.md).
  if (best && atStock(best.move)) {
    const out = turnUp?.first;
    if (out && !atStock(out) && drawsRoundFreely(state)) return { kind: 'guess', move: out };
    const gains = legalMoves(state)
      .filter((m) => !atStock(m) && m.from.kind !== 'foundation' && !sitsOnItsParent(state, m))
      .sort((a, b) => rank(state, a) - rank(state, b))
      .slice(0, 2);
    for (const move of gains) {
      const n = samples.filter((s) => winningLine(applyMove(s, move), each) !== null).length;
      if (n >= best.n) {
        best = { move, n };
        break;
      }
    }
  }
  // No sample won: a way to turn a card up (going round the stock for good wins nothing),
  // else the table's one-move look (it sees only what the player sees).
  const move = best?.move ?? turnUp?.first ?? bestMove(state);
  return move ? { kind: 'guess', move } : { kind: 'lost' };
}

/** Drawing one card at a time with unlimited passes: draws and turns of the waste reach every cut of the talon. */
function drawsRoundFreely(state: State): boolean {
  const stock = state.rules.stock;
  return stock !== null && stock.draw === 1 && stock.passes === 'unlimited';
}

/** A draw from the stock, or the waste turned over to make the stock again. */
function atStock(m: Move): boolean {
  return m.from.kind === 'stock' || m.to.kind === 'stock';
}

/** A sample's winning line within the budget, or null. */
function winningLine(s: State, each: { readonly maxStates: number; readonly maxMs: number }): readonly Move[] | null {
  const result = new KlondikeSolveRun(s, each, each).step(Number.POSITIVE_INFINITY);
  return result?.status === 'solved' ? result.moves : null;
}

/**
 * The moves a winning line can begin with (see klondikeHint), each once, from the position `state`
 * the line starts at. Left out, though they touch their piles: a card back from a foundation and
 * a run moved off a card it already builds on. Each only makes room for the move after it, which
 * the next press, with other samples, need not choose, and the press after may take it back.
 */
export function openingMoves(state: State, line: readonly Move[]): Move[] {
  const touched = new Set<string>();
  const out: Move[] = [];
  const seenKeys = new Set<string>();
  for (const m of line) {
    const piles = [pileKey(m.from), pileKey(m.to)];
    if (atStock(m)) piles.push('stock', 'waste');
    const key = moveToPileText(m);
    const first = piles.every((p) => !touched.has(p));
    if (first && !seenKeys.has(key) && m.from.kind !== 'foundation' && !sitsOnItsParent(state, m)) {
      out.push(m);
      seenKeys.add(key);
    }
    for (const p of piles) touched.add(p);
  }
  // A draw first is the line's own choice only where no other move can come first: else the
  // draw can wait, and counting it would outvote every move a sample makes among the cards in view.
  const others = out.filter((m) => !atStock(m));
  return others.length > 0 ? others : out;
}

function pileKey(p: Pile): string {
  return 'index' in p ? `${p.kind}${p.index}` : p.kind;
}

/**
 * The order a hint prefers among moves as good as each other: a card home, then a move that turns
 * a card up, the waste's card into play, other moves among the columns, and last a draw or a turn
 * of the waste.
 */
function rank(state: State, m: Move): number {
  if (m.to.kind === 'foundation') return 0;
  if (
    m.from.kind === 'tableau' &&
    (state.faceDown[m.from.index] ?? 0) > 0 &&
    (state.faceDown[m.from.index] ?? 0) === (state.tableau[m.from.index]?.length ?? 0) - m.n
  )
    return 1;
  if (m.from.kind === 'waste') return 2;
  if (m.from.kind === 'tableau') return 3;
  return 4;
}

/**
 * "Still winnable?" for the player: decided when nothing is hidden; while cards are, lost where
 * none of the face-down cards can ever turn up (noCardTurnsUp), otherwise unknown.
 */
export function klondikeWinnable(state: State, budget: SolveBudget): Winnable {
  if (isWon(state)) return 'yes';
  if (cardsHidden(state)) return noCardTurnsUp(state, budget) ? 'no' : 'unknown';
  const status = solveSeen(state, budget)?.status;
  return status === 'solved' ? 'yes' : status === 'unsolvable' ? 'no' : 'unknown';
}

/** The real position solved within the budget (call only where nothing is hidden). */
function solveSeen(state: State, budget: SolveBudget): SolveResult | null {
  const r = new KlondikeSolveRun(state, budget, { maxStates: budget.maxStates ?? 200_000, maxMs: budget.maxMs ?? 150 });
  return r.step(Number.POSITIVE_INFINITY);
}

/**
 * Proven, from what the player has seen, that no face-down card will ever turn up, so the game is
 * lost (turn-up.ts).
 */
function noCardTurnsUp(state: State, budget: SolveBudget): boolean {
  return turnUpAnswer(state, budget, 1)?.verdict === 'never';
}

/**
 * Whether a face-down card can turn up and how (turn-up.ts), asked only once the stock has been
 * seen (else null), with `share` of the budget: its time, and one position for every TURN_UP_COST
 * of its positions (the search plays the engine's own moves), at most TURN_UP_STATES.
 */
function turnUpAnswer(state: State, budget: SolveBudget, share: number): TurnUpAnswer | null {
  if (stockUnseen(state)) return null;
  const positions = Math.floor(((budget.maxStates ?? 200_000) * share) / TURN_UP_COST);
  const maxStates = Math.max(1, Math.min(positions, TURN_UP_STATES));
  const clock = budget.clock;
  return turnUpSearch(state, { maxStates, maxMs: (budget.maxMs ?? 150) * share, ...(clock ? { clock } : {}) });
}
