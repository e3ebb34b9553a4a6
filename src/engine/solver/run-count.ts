import type { State } from '../state';
import { doubled } from './doubled';
import { FrameStack } from './frame-stack';
import { PackedState } from './packed';
import type { SearchLimits } from './search';
import { type RuleTables, tablesFor } from './tables';
import { VisitedSet } from './visited';
import { buriedWasteLostOf, roomOf, wasteCoverApplies } from './waste-cover';

// The run-count game: a relaxation of the games waste-cover.ts checks (the Busy Aces family but
// Penta and Sixes and Sevens), searched to the end. A position of it is what buriedWasteLost reads:
// the stock's length, the waste, each suit's pile heights; the cards in play (columns and cells)
// are the rest, and the only thing asked of them is that they could be laid out as at most `room`
// runs (columns + cells + the columns' splits), the card just played or about to go home being
// the last of its run. Which column holds what, and how runs get moved about (the supermove's
// limit), are left out: every real line is a line of this game (docs/solver-tuning.md, "Fourth
// round"), so where this game has no win, neither has the real one. Its positions are far fewer
// than the real game's (the real searches meet each under many tableaux), and each deal's is
// checked by buriedWasteLost, which holds for this game too.
//
// Why its loss is the real game's, in short. In the real game a card or run joins a column only
// on its parent (a card one place higher in the foundation order, of its suit or, in Fours Up,
// any suit; never past the order's ends) or in a space, a cell holds one card, and nothing
// leaves a foundation: so the columns' splits never grow, and the cards in play always lie as at
// most `room` runs, whatever the supermove's limit, the spaces or Jacks in the Box's cells. A card
// comes off the waste onto a column's top, a space or a cell, with nothing on it, and goes home
// only from a column's top or a cell, with nothing on it: so every real move is a move of this
// game (a deal; the waste's top home or into play; a card in play home) or, between columns and
// cells, none. A suit's two piles are told apart by their heights alone (an empty pile takes either
// base card). Cards nothing can ever lie on (every copy one place lower, of its suit or of any
// suit, home for good) go home at once: that costs this game no win (playForced). The search keeps
// no verdicts: the game has no cycles, so a position met again was searched in full, or proven
// lost by buriedWasteLost, and a search cut off by its budget ends 'unknown' for good.

/** How the run-count game's search ended: its win proves nothing about the real game, its loss does. */
export type RunCountStatus = 'won' | 'lost' | 'unknown';

/** Move kinds (move & 3); the card is move >> 2. */
const HOME_FROM_PLAY = 0;
const HOME_FROM_WASTE = 1;
const INTO_PLAY = 2;
const DEAL = 3;

/** Can the position be searched here: a game buriedWasteLost applies to, in its last pass. */
export function runCountApplies(state: State): boolean {
  return wasteCoverApplies(state.rules) && state.pass === (state.rules.stock?.passes ?? 1);
}

export class RunCountSearch {
  private readonly t: RuleTables;
  private readonly anySuit: boolean;
  private readonly decks: number;
  private readonly room: number;
  private readonly stock: Uint8Array;
  private stockLen: number;
  private readonly waste: Uint8Array;
  private wasteLen: number;
  /** Each suit's pile heights, highest first: heights[suit * decks + k]. */
  private readonly heights: Int8Array;
  /** Cards in play by suit * 13 + place in the foundation order; and by place alone (any suit). */
  private readonly inPlay = new Int8Array(52);
  private readonly atPlace = new Int8Array(13);
  /** The fewest runs the cards in play can form (kept move by move). */
  private runs = 0;
  private home = 0;
  private readonly total: number;
  private readonly visited: VisitedSet;
  private readonly keyBytes = new Uint8Array(256);
  private log = new Int32Array(512);
  private logLen = 0;
  private readonly frames = new FrameStack(256, 4096);
  private outcome: RunCountStatus | null = null;
  /** Positions left unexpanded as proven lost by buriedWasteLost. */
  deadEnds = 0;

  /**
   * `forced`: play the moves home that never cost a win at once (playForced). Only the tests turn
   * it off, to hold the verdicts with them to the game's plain search.
   */
  constructor(
    state: State,
    private readonly forced = true,
  ) {
    if (!runCountApplies(state)) throw new Error('solver: the run-count game does not apply to this position');
    const t = tablesFor(state.rules);
    this.t = t;
    this.anySuit = state.rules.build.suit === 'any-suit';
    this.decks = t.decks;
    this.total = t.decks * 52;
    this.room = roomOf(new PackedState(state));
    this.stock = Uint8Array.from(state.stock);
    this.stockLen = state.stock.length;
    this.waste = new Uint8Array(this.total);
    this.waste.set(state.waste);
    this.wasteLen = state.waste.length;
    this.heights = new Int8Array(4 * t.decks);
    const piles = new Int8Array(4);
    for (const f of state.foundations) {
      if (f.length === 0) continue;
      const s = (f[0] as number) & 3;
      this.heights[s * t.decks + (piles[s] as number)] = f.length;
      piles[s] = (piles[s] as number) + 1;
      this.home += f.length;
    }
    for (let s = 0; s < 4; s++) this.sortSuit(s);
    for (const col of state.tableau) for (const c of col) this.addInPlay(this.placeOf(c), 1);
    for (const c of state.cells) if (c !== null) this.addInPlay(this.placeOf(c), 1);
    this.visited = new VisitedSet(1 << 12);
    this.playForced();
    this.visited.addBytes(this.keyBytes, this.key());
    if (this.home === this.total) this.outcome = 'won';
    else if (this.buried()) this.outcome = 'lost';
    else this.openFrame();
  }

  get states(): number {
    return this.visited.size;
  }

  get status(): RunCountStatus | null {
    return this.outcome;
  }

  giveUp(): RunCountStatus {
    this.outcome ??= 'unknown';
    return this.outcome;
  }

  /** Gives the visited set's memory back; the outcome stays readable. */
  release(): void {
    this.giveUp();
    this.visited.release();
  }

  /** Searches until `expansions` positions are expanded, the search ends, or `limits` are hit. */
  step(expansions: number, limits: SearchLimits): RunCountStatus | null {
    if (this.outcome) return this.outcome;
    const frames = this.frames;
    for (let work = 0; work < expansions; ) {
      const next = frames.take();
      if (next < 0) return this.end('lost');
      this.rewindTo(frames.markOfTaken);
      const m = frames.moves[next] as number;
      this.play(m);
      this.playForced();
      if (!this.visited.addBytes(this.keyBytes, this.key())) continue;
      work++;
      if (this.home === this.total) return this.end('won');
      if (this.visited.size >= limits.maxStates) return this.end('unknown');
      // Proven lost (waste-cover.ts; the argument holds in this game): nothing under it to search.
      if ((m & 3) === DEAL && this.buried()) {
        this.deadEnds++;
        continue;
      }
      this.openFrame();
    }
    return null;
  }

  private end(status: RunCountStatus): RunCountStatus {
    this.outcome = status;
    return status;
  }

  private buried(): boolean {
    const { t, inPlay, heights, waste, wasteLen, stock, stockLen, room } = this;
    return buriedWasteLostOf(t, inPlay, heights, waste, wasteLen, stock, stockLen, room);
  }

  /** suit * 13 + place of a card. */
  private placeOf(c: number): number {
    return (c & 3) * 13 + (this.t.foundationOrder[c] as number);
  }

  /** The pile of suit `s` that takes the card at place `q` now, or -1. */
  private pileTaking(s: number, q: number): number {
    for (let k = 0; k < this.decks; k++) if (this.heights[s * this.decks + k] === q) return s * this.decks + k;
    return -1;
  }

  /**
   * Nothing can ever lie on the card at `at` in play: it is its foundation's first, or every
   * card that builds on it (one place lower: of its suit, or of any suit) is home.
   */
  private nothingBuildsOn(at: number): boolean {
    const q = at % 13;
    if (q === 0) return true;
    const decks = this.decks;
    const s = (at / 13) | 0;
    for (let u = 0; u < 4; u++) {
      if (!this.anySuit && u !== s) continue;
      // Highest first, so the last pile is the lowest: every copy of place q - 1 is home when it holds q.
      if ((this.heights[u * decks + decks - 1] as number) < q) return false;
    }
    return true;
  }

  /** Adds `d` cards (1 or -1) in play at `at`, keeping the fewest runs (each place's rise summed). */
  private addInPlay(at: number, d: number): void {
    const n = this.anySuit ? this.atPlace : this.inPlay;
    const q = at % 13;
    const i = this.anySuit ? q : at;
    const below = q === 0 ? 0 : (n[i - 1] as number);
    const here = n[i] as number;
    const above = q === 12 ? 0 : (n[i + 1] as number);
    const before = Math.max(0, here - below) + Math.max(0, above - here);
    const after = Math.max(0, here + d - below) + Math.max(0, above - here - d);
    this.runs += after - before;
    this.inPlay[at] = (this.inPlay[at] as number) + d;
    this.atPlace[q] = (this.atPlace[q] as number) + d;
  }

  /**
   * The fewest runs with one card in play at `at` the last of its run (nothing on it): one more
   * than the runs where every card there carries one from the place below.
   */
  private runsEndingAt(at: number): number {
    const n = this.anySuit ? this.atPlace : this.inPlay;
    const q = at % 13;
    const i = this.anySuit ? q : at;
    const below = q === 0 ? 0 : (n[i - 1] as number);
    return this.runs + (below >= (n[i] as number) ? 1 : 0);
  }

  private play(m: number): void {
    if (this.logLen === this.log.length) {
      this.log = doubled(this.log);
    }
    this.log[this.logLen++] = m;
    const kind = m & 3;
    if (kind === DEAL) {
      this.waste[this.wasteLen++] = this.stock[--this.stockLen] as number;
      return;
    }
    const at = this.placeOf(m >> 2);
    if (kind === INTO_PLAY) {
      this.wasteLen--;
      this.addInPlay(at, 1);
      return;
    }
    if (kind === HOME_FROM_WASTE) this.wasteLen--;
    else this.addInPlay(at, -1);
    const s = (at / 13) | 0;
    const pile = this.pileTaking(s, at % 13);
    this.heights[pile] = (this.heights[pile] as number) + 1;
    this.home++;
  }

  private undo(m: number): void {
    const kind = m & 3;
    if (kind === DEAL) {
      this.stock[this.stockLen++] = this.waste[--this.wasteLen] as number;
      return;
    }
    const c = m >> 2;
    const at = this.placeOf(c);
    if (kind === INTO_PLAY) {
      this.addInPlay(at, -1);
      this.waste[this.wasteLen++] = c;
      return;
    }
    // The last pile holding it (heights stay highest first).
    const s = (at / 13) | 0;
    let pile = -1;
    for (let k = 0; k < this.decks; k++)
      if (this.heights[s * this.decks + k] === (at % 13) + 1) pile = s * this.decks + k;
    this.heights[pile] = (this.heights[pile] as number) - 1;
    this.home--;
    if (kind === HOME_FROM_WASTE) this.waste[this.wasteLen++] = c;
    else this.addInPlay(at, 1);
  }

  private rewindTo(mark: number): void {
    while (this.logLen > mark) this.undo(this.log[--this.logLen] as number);
  }

  /** Keeps a suit's heights highest first (after a constructor fills them in any order). */
  private sortSuit(s: number): void {
    const h = this.heights;
    const d = this.decks;
    for (let i = 1; i < d; i++)
      for (let j = i; j > 0 && (h[s * d + j - 1] as number) < (h[s * d + j] as number); j--) {
        const x = h[s * d + j] as number;
        h[s * d + j] = h[s * d + j - 1] as number;
        h[s * d + j - 1] = x;
      }
  }

  /**
   * Plays every move home of a card nothing can lie on, in play or on the waste's top, until
   * there is none: such a move never costs a win (docs/solver-tuning.md, "Fourth round").
   */
  private playForced(): void {
    if (!this.forced) return;
    const decks = this.decks;
    for (let again = true; again; ) {
      again = false;
      for (let s = 0; s < 4; s++) {
        for (let k = 0; k < decks; k++) {
          const q = this.heights[s * decks + k] as number;
          if (q >= 13 || (k > 0 && this.heights[s * decks + k - 1] === q)) continue;
          const at = s * 13 + q;
          if (!this.nothingBuildsOn(at)) continue;
          const c = this.t.foundationSeq[at] as number;
          if ((this.inPlay[at] as number) > 0) this.play(HOME_FROM_PLAY | (c << 2));
          else if (this.wasteLen > 0 && this.waste[this.wasteLen - 1] === c) this.play(HOME_FROM_WASTE | (c << 2));
          else continue;
          again = true;
          break;
        }
      }
    }
  }

  /** The key: the stock's length, each suit's heights (highest first), the waste. Returns its length. */
  private key(): number {
    const key = this.keyBytes;
    let k = 0;
    key[k++] = this.stockLen;
    for (let i = 0; i < this.heights.length; i++) key[k++] = this.heights[i] as number;
    for (let i = 0; i < this.wasteLen; i++) key[k++] = this.waste[i] as number;
    return k;
  }

  /** Lists the position's moves as a new frame: cards home first, then the waste's top, a deal last. */
  private openFrame(): void {
    const start = this.frames.begin(16);
    const mv = this.frames.moves;
    const decks = this.decks;
    const room = this.room;
    let end = start;
    for (let s = 0; s < 4; s++) {
      for (let k = 0; k < decks; k++) {
        const q = this.heights[s * decks + k] as number;
        if (q >= 13 || (k > 0 && this.heights[s * decks + k - 1] === q)) continue;
        const at = s * 13 + q;
        if ((this.inPlay[at] as number) > 0 && this.runsEndingAt(at) <= room)
          mv[end++] = HOME_FROM_PLAY | ((this.t.foundationSeq[at] as number) << 2);
      }
    }
    if (this.wasteLen > 0) {
      const c = this.waste[this.wasteLen - 1] as number;
      const at = this.placeOf(c);
      if (this.pileTaking(c & 3, at % 13) >= 0) mv[end++] = HOME_FROM_WASTE | (c << 2);
      this.addInPlay(at, 1);
      if (this.runsEndingAt(at) <= room) mv[end++] = INTO_PLAY | (c << 2);
      this.addInPlay(at, -1);
    }
    if (this.stockLen > 0) mv[end++] = DEAL;
    this.frames.push(end, this.logLen);
  }
}
