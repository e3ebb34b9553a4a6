import { applyMove, checkMove, type Move } from '../moves';
import { isWon, type State } from '../state';
import { BeamSearch } from './beam';
import { BestFirst } from './best-first';
import { Dive } from './dive';
import type { FlavourSearch } from './flavour-search';
import { GuidedPair, GuidedSearch } from './guided';
import type { GameShape } from './heuristic';
import { KlondikeSolveRun } from './klondike/solve';
import { ScanPortfolio } from './open-core/portfolio';
import { diveOrder, Scan } from './open-core/scan';
import { OpenCore } from './open-core/search';
import { coreFits } from './open-core/tables';
import { toEngineMove } from './packed';
import type { Flavour, Plan, ScanPlan } from './plans';
import { planFor } from './profiles';
import { RunCountSearch, runCountApplies } from './run-count';
import { Search, type SearchStatus } from './search';
import { shortenLine } from './shorten';
import { SlotsSearch, slotsSearchable } from './slots';
import { tablesFor } from './tables';

/** What a solve may spend: distinct positions and time. */
export interface SolveBudget {
  /** Distinct positions before giving up (this bounds memory). Default 2,000,000. */
  readonly maxStates?: number;
  /** Milliseconds of `clock` before giving up. Default 10,000. */
  readonly maxMs?: number;
  /**
   * The clock maxMs and the result's ms are read from, in milliseconds: the wall clock
   * (Date.now) unless given. A tool measuring win rates on a shared machine passes one that
   * counts its thread's CPU time, so that the machine's load does not shorten the budget.
   */
  readonly clock?: () => number;
}

export interface SolveResult {
  /** solved: `moves` wins; unsolvable: the whole move set was searched (a proof); unknown: budget spent. */
  readonly status: SearchStatus;
  /** Every move of the win from the given position, auto-moves included; empty unless solved. */
  readonly moves: readonly Move[];
  /** Distinct positions examined. */
  readonly states: number;
  readonly ms: number;
}

export const DEFAULT_MAX_STATES = 2_000_000;
export const DEFAULT_MAX_MS = 10_000;
/**
 * The schedule. Best-first searches find wins fast but keep every queued position and each one
 * has deals it finds hard; so they run in rounds, each flavour with a budget that doubles every
 * round (from the plan's first round up to its last), and between them a depth-first
 * search (memory: only the keys of the positions seen) goes on where it left off with the plan's
 * share of the round's positions. The depth-first search carries the long haul and most proofs.
 */
/** Lines longer than this are shortened (see shorten.ts). */
const LONG_LINE = 150;
/** Positions expanded between clock checks. */
const SLICE = 512;
/** The dives (Plan.dive) take their turns after this many flavours of each round: after the first. */
const DIVE_TURN = 1;

type Phase = FlavourSearch | Search | AsidePhase | ScanPortfolio;
/** The searches that take their turn beside the schedule's flavours (stepAside). */
type AsidePhase = OpenerSearch | Dive | Scan;
/** The searches that open each round (Plan.runCount, guided, beam, noisyBeam). */
type OpenerSearch = RunCountSearch | GuidedSearch | GuidedPair | BeamSearch;

/** A search that takes a turn at the start of every round, before the flavours, until it ends. */
interface Opener {
  search: OpenerSearch | null;
  /** Its turn's share of the round's best-first budget. */
  readonly share: number;
  /** It has had its turn in this round. */
  done: boolean;
  /** Its turn comes after the kept flavours' in each round, not before them (NoisyBeams.afterFlavours). */
  readonly late: boolean;
  /** It takes turns in this many rounds, then is dropped (BeamPlan.rounds). */
  readonly rounds: number;
}

/** The phases in order: round r runs every flavour with FIRST * 2^r positions, then the DFS as much again. */
interface Schedule {
  round: number;
  /** Which flavour runs next in this round; flavours.length means the restarts' or the DFS's turn. */
  turn: number;
  /** Positions the restarts (plan.restarts) have left to spend in this round. */
  restartStates: number;
  /** Restarts begun so far: each one's seed, and which flavour it orders by. */
  restarts: number;
  /** Seeds taken by the kept searches with noise (Flavour.noise). */
  keptSeeds: number;
  /** How many of the dives (Plan.dive) have had their turns in this round. */
  diveTurns: number;
}

/**
 * A solve that runs in slices, so that a worker can answer messages (cancel) between them.
 * `solve` below is the same thing run to the end. Klondike has a solver of its own (klondike/).
 */
export class SolveRun {
  private readonly run: OpenSolveRun | KlondikeSolveRun | SlotsSolveRun;

  constructor(state: State, budget: SolveBudget = {}) {
    const defaults = { maxStates: DEFAULT_MAX_STATES, maxMs: DEFAULT_MAX_MS };
    if (state.rules.id === 'klondike') this.run = new KlondikeSolveRun(state, budget, defaults);
    else if (planFor(shapeOf(state)).slots && slotsSearchable(state)) this.run = new SlotsSolveRun(state, budget);
    else this.run = new OpenSolveRun(state, budget);
  }

  /** Searches for up to `sliceMs`; the result once there is one, else null. */
  step(sliceMs: number): SolveResult | null {
    return this.run.step(sliceMs);
  }

  /** Stops the search: the result says unknown unless it had already ended. */
  cancel(): SolveResult {
    return this.run.cancel();
  }
}

/** The open games' solve (every card face up): best-first searches and a depth-first one, scheduled. */
class OpenSolveRun {
  private readonly state: State;
  private readonly maxStates: number;
  private readonly maxMs: number;
  private readonly clock: () => number;
  private readonly plan: Plan;
  private readonly schedule: Schedule = {
    round: 0,
    turn: 0,
    restartStates: 0,
    restarts: 0,
    keptSeeds: 0,
    diveTurns: 0,
  };
  private dfs: Search | null = null;
  /**
   * The searches that open each round, in this order: the run-count game's (Plan.runCount), the
   * one it leads (Plan.guided), the beam in layers by the stock (Plan.beam) and the noisy beam
   * beside it (Plan.noisyBeam); those the plan or the position has not.
   */
  private readonly openers: Opener[] = [];
  /**
   * The fixed-order depth-first searches (Plan.dive), each made at its first turn: one leaves out
   * the moves that split a run, the other tries them last (each wins deals the other is slow to).
   */
  private readonly dives: (Dive | Scan | undefined)[] = [undefined, undefined];
  /** The one of them whose turn is under way. */
  private dive: Dive | Scan | null = null;
  /** The size the turn of the one of these (or a dive) under way runs to (set as its turn begins). */
  private asideTarget = 0;
  /** Each flavour's best-first search, kept for the next round while it is small. */
  private readonly kept: (FlavourSearch | null)[];
  /** Flavours whose pruned search ran dry (Plan.prune): from then on their searches try every move. */
  private readonly complete: boolean[];
  /** The restart search running now (plan.restarts), dropped when its budget is spent. */
  private restart: FlavourSearch | null = null;
  private dfsTarget = 0;
  /**
   * While a kept search with freshAfter runs: its flavour's index, the positions its turn may
   * still spend, and its size when it began them.
   */
  private fresh: { readonly turn: number; readonly left: number; readonly start: number } | null = null;
  private current: Phase;
  /** The position budget of the best-first search running now. */
  private cap = 0;
  /** Positions examined by best-first searches that are dropped. */
  private spentStates = 0;
  private elapsed = 0;
  private result: SolveResult | null = null;
  /** usesOpenCore: the pruned searches without noise are the open core's. */
  private readonly openCore: boolean;
  /** Plan.scans where the open core plays the position: the scans follow the first flavour's first turn. */
  private readonly scanPlan: ScanPlan | undefined;
  /** The scans (Plan.scans), once the first flavour's first turn has not won. */
  private scans: ScanPortfolio | null = null;

  constructor(state: State, budget: SolveBudget = {}) {
    this.state = state;
    this.maxStates = budget.maxStates ?? DEFAULT_MAX_STATES;
    this.maxMs = budget.maxMs ?? DEFAULT_MAX_MS;
    this.clock = budget.clock ?? Date.now;
    this.plan = planFor(shapeOf(state));
    this.openCore = usesOpenCore(state, this.plan);
    this.scanPlan = this.openCore ? this.plan.scans : undefined;
    this.kept = this.plan.flavours.map(() => null);
    this.complete = this.plan.flavours.map(() => !this.plan.prune);
    const { runCount, guided, guidedRestarts, beam, noisyBeam } = this.plan;
    const open = (search: OpenerSearch, share: number, late = false, rounds = Number.POSITIVE_INFINITY) =>
      this.openers.push({ search, share, done: false, late, rounds });
    if (runCountApplies(state)) {
      if (runCount !== undefined) open(new RunCountSearch(state), runCount);
      if (guided !== undefined)
        open(guidedRestarts ? new GuidedPair(state, guidedRestarts) : new GuidedSearch(state), guided);
    }
    if (beam && state.rules.stock !== null) {
      open(new BeamSearch(state, beam), beam.share, false, beam.rounds);
      if (noisyBeam) {
        const noises = typeof noisyBeam.noise === 'number' ? [noisyBeam.noise] : noisyBeam.noise;
        noises.forEach((noise, seed) => {
          open(new BeamSearch(state, { ...beam, noise, seed }), noisyBeam.share, noisyBeam.afterFlavours === true);
        });
      }
    }
    this.current = this.nextPhase();
  }

  /** Searches for up to `sliceMs`; the result once there is one, else null. */
  step(sliceMs: number): SolveResult | null {
    if (this.result) return this.result;
    const started = this.clock();
    for (;;) {
      const phase = this.current;
      const isDfs = phase === this.dfs;
      // Every phase stops where the positions of all of them together reach the budget.
      const left = this.maxStates - (this.totalStates() - phase.states);
      const aside = this.asideOf(phase);
      let now: number;
      if (aside) {
        const ended = this.stepAside(aside, Math.max(1, left));
        now = this.clock();
        if (ended) return this.finish(now - started, ended);
      } else if (phase === this.scans) {
        const ended = this.stepScans(phase, Math.max(1, left));
        now = this.clock();
        if (ended) return this.finish(now - started);
      } else {
        const limit = isDfs ? Math.max(1, left) : Math.min(this.cap, left);
        const status = phase.step(SLICE, { maxStates: limit });
        now = this.clock();
        if (status === 'solved' || status === 'unsolvable' || (status === 'unknown' && isDfs)) {
          return this.finish(now - started);
        }
        if (status === 'unknown') {
          // A best-first search spent its budget: a fresh one in its place (Flavour.freshAfter), or
          // on to the next phase.
          if (this.totalStates() >= this.maxStates) return this.finish(now - started);
          this.current = this.unpruned(phase as FlavourSearch) ?? this.nextFresh() ?? this.nextPhase();
        } else if (isDfs && phase.states >= this.dfsTarget) {
          this.current = this.nextPhase();
        }
      }
      if (this.elapsed + (now - started) >= this.maxMs) {
        this.current.giveUp();
        return this.finish(now - started);
      }
      if (now - started >= sliceMs) {
        this.elapsed += now - started;
        return null;
      }
    }
  }

  /** Stops the search: the result says unknown unless it had already ended. */
  cancel(): SolveResult {
    if (this.result) return this.result;
    this.current.giveUp();
    return this.finish(0);
  }

  /**
   * A slice of the run-count game's search, the guided one, the beam or a dive (Plan.runCount,
   * Plan.guided, Plan.beam, Plan.dive), each searching within the budget's `limit` positions: the
   * solve's outcome once one decides it, else null (and the next phase once its turn is over, or
   * it has no more to say).
   */
  private stepAside(phase: AsidePhase, limit: number): SearchStatus | null {
    const status = phase.step(SLICE, { maxStates: limit });
    if (status === 'unknown' && phase.states >= limit) return 'unknown';
    // The run-count game's loss is the real game's; the guided search's wins are real.
    if (status === 'lost') return 'unsolvable';
    if (status === 'solved') return 'solved';
    if (status === null) {
      if (phase.states >= this.asideTarget) this.current = this.nextPhase();
      return null;
    }
    // The run-count game won (which proves nothing), or the guided search, the beam or a dive ran
    // dry: none has more to say. A dive stays in `dives` (its positions counted there) until the
    // solve ends.
    if (phase === this.dive) this.dive = null;
    else {
      this.drop(phase);
      for (const o of this.openers) if (o.search === phase) o.search = null;
    }
    this.current = this.nextPhase();
    return null;
  }

  /**
   * A slice of the scans (Plan.scans) within the budget's `limit` positions: true once they decide
   * the solve (a win, or the budget spent). When they run dry, the position is lost or won only by
   * a move the pruned set leaves out: the depth-first search of every move has the rest of the
   * budget, and its running dry is the proof (as Plan.dfsAfterDry).
   */
  private stepScans(scans: ScanPortfolio, limit: number): boolean {
    const status = scans.step(SLICE, { maxStates: limit });
    if (status === 'solved' || (status === 'unknown' && !scans.ranDry)) return true;
    if (status === 'unknown') {
      // Their memory goes back before the proof; their positions and outcome stay readable.
      scans.release();
      this.current = this.dfsForTheRest();
    }
    return false;
  }

  /**
   * The depth-first search of every move, with the rest of the budget: the pruned searches ran dry,
   * so only it can say more (Plan.dfsAfterDry, Plan.scans), and its running dry is the proof.
   */
  private dfsForTheRest(): Search {
    this.dfs ??= new Search(this.state);
    this.dfsTarget = Number.POSITIVE_INFINITY;
    return this.dfs;
  }

  /** The phase as a search beside the schedule (an opener or a dive); null for the others. */
  private asideOf(phase: Phase): AsidePhase | null {
    if (phase === this.dive) return this.dive;
    return this.openers.find((o) => o.search === phase)?.search ?? null;
  }

  private nextPhase(): Phase {
    const sched = this.schedule;
    // Plan.scans: once the first flavour's first turn is over, the scans in place of the rounds.
    if (this.scanPlan && sched.turn > 0) return this.startScans(this.scanPlan);
    const roundStates = this.plan.firstRound * 2 ** sched.round;
    const flavour = this.plan.flavours[sched.turn];
    // The openers' turns open each round (the run-count game's first), then the flavours'; the
    // late ones' come after the flavours' (or, past the last round, after the others').
    const roundBudget = roundStates * this.plan.flavours.length;
    const lastFlavourDone = sched.turn === this.plan.flavours.length || roundStates > this.plan.lastRound;
    if (sched.turn === 0 || lastFlavourDone) {
      for (const o of this.openers) {
        if (o.search && sched.round >= o.rounds) {
          this.drop(o.search);
          o.search = null;
        }
        if (!o.search || o.done || (o.late && !lastFlavourDone)) continue;
        o.done = true;
        this.asideTarget = o.search.states + Math.max(1, roundBudget * o.share);
        return o.search;
      }
    }
    while (this.plan.dive !== undefined && sched.turn === DIVE_TURN && sched.diveTurns < this.dives.length) {
      const i = sched.diveTurns++;
      // Made at its first turn: most deals are won before it. The second tries splits (last).
      // On the open core's board where it plays the position (the same positions: open-core/scan.ts,
      // diveOrder).
      this.dives[i] ??=
        this.openCore && this.plan.diveProbe === undefined
          ? new Scan(this.state, diveOrder(i === 1))
          : new Dive(this.state, i === 1, this.plan.diveProbe);
      const dive = this.dives[i];
      if (dive.status !== null) continue;
      this.dive = dive;
      this.asideTarget = dive.states + Math.max(1, (roundBudget * (this.plan.dive ?? 0)) / this.dives.length);
      return dive;
    }
    if (this.restart) {
      this.drop(this.restart);
      this.restart = null;
    }
    if (roundStates <= this.plan.lastRound && flavour) {
      if (sched.turn === 0)
        sched.restartStates = roundStates * this.plan.flavours.length * (this.plan.restarts?.share ?? 0);
      const turn = sched.turn++;
      this.cap = this.scanPlan ? this.scanPlan.firstFlavour : roundStates * (flavour.share ?? 1);
      let bf = this.kept[turn] ?? null;
      const stale = bf !== null && flavour.freshAfter !== undefined && bf.states >= flavour.freshAfter;
      if (bf && (stale || this.keptStates() >= this.plan.keptStates)) {
        this.drop(bf);
        bf = null;
      }
      if (bf) bf.resume();
      else bf = this.keptSearch(turn);
      this.kept[turn] = bf;
      if (flavour.freshAfter !== undefined) {
        // Its turn spends the round's share, in searches of at most freshAfter positions each.
        this.fresh = { turn, left: this.cap, start: bf.states };
        this.cap = Math.min(flavour.freshAfter, bf.states + this.cap);
      }
      return bf;
    }
    const restart = this.nextRestart(roundStates);
    if (restart) return restart;
    // The depth-first search's turn; after the last round it has the rest of the budget.
    sched.turn = 0;
    sched.round++;
    for (const o of this.openers) o.done = false;
    sched.diveTurns = 0;
    this.dfs ??= new Search(this.state);
    // Its share of a round: the plan's fraction of the round's best-first budgets together.
    const share = roundStates * this.plan.flavours.length * this.plan.dfsShare;
    this.dfsTarget = roundStates > this.plan.lastRound ? Number.POSITIVE_INFINITY : this.dfs.states + share;
    return this.dfs;
  }

  /** The scans' phase (Plan.scans): the first flavour's search is dropped (its positions counted). */
  private startScans(plan: ScanPlan): ScanPortfolio {
    for (const [turn, bf] of this.kept.entries()) {
      if (!bf) continue;
      this.drop(bf);
      this.kept[turn] = null;
    }
    this.scans = new ScanPortfolio(this.state, plan);
    return this.scans;
  }

  /** Ends a search that is not kept (a best-first search, or one aside): its positions still count, its memory goes back. */
  private drop(search: FlavourSearch | AsidePhase): void {
    this.spentStates += search.states;
    search.release();
  }

  /** A new search for a kept flavour. A noisy one's seeds (1001, 1002, ...) are apart from the restarts' (1, 2, ...). */
  private keptSearch(turn: number): FlavourSearch {
    const flavour = this.plan.flavours[turn] as Flavour;
    // The open core (Plan.openCore) does the pruned searches without noise; the searches whose
    // running dry is a proof stay best-first.ts's, by exact keys.
    const pruned = !this.complete[turn];
    if (pruned && flavour.noise === undefined && this.openCore)
      return new OpenCore(this.state, flavour.depthCost, flavour.weights);
    const noise =
      flavour.noise === undefined ? undefined : { seed: 1001 + this.schedule.keptSeeds++, amount: flavour.noise };
    return new BestFirst(this.state, flavour.depthCost, flavour.weights, noise, pruned);
  }

  /**
   * When a kept flavour's pruned search ran dry: the position may still be won by a move it left
   * out, so the flavour starts again trying every move (and that search's running dry is a proof);
   * or, where the plan says so (Plan.dfsAfterDry), the depth-first search takes the rest of the
   * budget. Else null (a restart's search is simply dropped).
   */
  private unpruned(bf: FlavourSearch): Phase | null {
    const turn = this.kept.indexOf(bf);
    if (!bf.ranDry || turn < 0) return null;
    this.complete[turn] = true;
    this.drop(bf);
    if (this.plan.dfsAfterDry) {
      this.kept[turn] = null;
      return this.dfsForTheRest();
    }
    const next = this.keptSearch(turn);
    this.kept[turn] = next;
    const fresh = this.fresh;
    if (fresh?.turn === turn) this.fresh = { turn, left: fresh.left - (bf.states - fresh.start), start: 0 };
    return next;
  }

  /**
   * When the search that just spent its budget is a kept flavour's with freshAfter (Flavour), and
   * it reached that size with its turn not over: a new search of the flavour in its place, for the
   * rest of the turn (up to freshAfter positions). Else null.
   */
  private nextFresh(): FlavourSearch | null {
    const fresh = this.fresh;
    this.fresh = null;
    if (!fresh) return null;
    const bf = this.kept[fresh.turn] as FlavourSearch;
    const flavour = this.plan.flavours[fresh.turn] as Flavour;
    const left = fresh.left - (bf.states - fresh.start);
    if (left <= 0 || bf.states < (flavour.freshAfter as number)) return null;
    this.drop(bf);
    const next = this.keptSearch(fresh.turn);
    this.kept[fresh.turn] = next;
    this.fresh = { turn: fresh.turn, left, start: 0 };
    this.cap = Math.min(flavour.freshAfter as number, left);
    return next;
  }

  /**
   * A fresh search with noise while this round's restarts have positions left (plan.restarts), else
   * null. (Restarts are noisy: best-first.ts's search, whatever Plan.openCore says.)
   */
  private nextRestart(roundStates: number): FlavourSearch | null {
    const sched = this.schedule;
    const plan = this.plan.restarts;
    if (!plan || sched.restartStates <= 0 || roundStates > this.plan.lastRound) return null;
    const flavour = plan.flavours[sched.restarts % plan.flavours.length] as Flavour;
    sched.restarts++;
    this.cap = Math.min(roundStates, plan.states);
    sched.restartStates -= this.cap;
    const noise = { seed: sched.restarts, amount: plan.noise };
    this.restart = new BestFirst(this.state, flavour.depthCost, flavour.weights, noise, this.plan.prune);
    return this.restart;
  }

  /** Ends the solve with `decided`, else the current phase's outcome (the run-count game's is told apart: stepAside). */
  private finish(lastSlice: number, decided?: SearchStatus): SolveResult {
    const phase = this.current;
    const status = decided ?? (phase instanceof RunCountSearch ? 'unknown' : (phase.status ?? 'unknown'));
    let line = status === 'solved' ? (phase as Exclude<Phase, RunCountSearch>).winningLine : [];
    // Depth-first lines wander; best-first lines are near their shortest already, and shortening
    // costs more than a quick solve, so only long lines are shortened.
    if (status === 'solved' && (phase === this.dfs || line.length > LONG_LINE)) line = shortenLine(this.state, line);
    const moves = line.map(toEngineMove);
    if (status === 'solved') verifyLine(this.state, moves);
    const states = this.totalStates();
    this.result = { status, moves, states, ms: this.elapsed + lastSlice };
    // The searches are over for good: their memory goes to the next solve.
    for (const bf of this.kept) bf?.release();
    this.restart?.release();
    for (const o of this.openers) o.search?.release();
    for (const d of this.dives) d?.release();
    this.scans?.release();
    return this.result;
  }

  /** Positions held by the kept best-first searches. */
  private keptStates(): number {
    let n = 0;
    for (const bf of this.kept) n += bf?.states ?? 0;
    return n;
  }

  private diveStates(): number {
    let n = 0;
    for (const d of this.dives) n += d?.states ?? 0;
    return n;
  }

  private totalStates(): number {
    let aside = this.diveStates();
    for (const o of this.openers) aside += o.search?.states ?? 0;
    const scans = this.scans?.states ?? 0;
    return this.spentStates + this.keptStates() + (this.restart?.states ?? 0) + (this.dfs?.states ?? 0) + aside + scans;
  }
}

/** What a plan is chosen by (profiles.ts). */
/**
 * Does solve() give this position's pruned best-first searches without noise to the open core
 * (open-core/search.ts)? Where its plan asks for it (Plan.openCore) and the position is one the
 * core plays (coreFits).
 */
export function usesOpenCore(state: State, plan: Plan = planFor(shapeOf(state))): boolean {
  return plan.openCore === true && coreFits(state);
}

function shapeOf(state: State): GameShape {
  return { t: tablesFor(state.rules), nCells: state.cells.length, hasStock: state.rules.stock !== null };
}

/**
 * A slot game's solve (Plan.slots): its exact search alone, run in slices like the others. Two
 * searches take turns, one trying a space first at every position and one a deal (each finds
 * wins the other is slow to: docs/solver-tuning.md); either one's end decides the position.
 */
class SlotsSolveRun {
  private readonly state: State;
  private readonly maxStates: number;
  private readonly maxMs: number;
  private readonly clock: () => number;
  private readonly searches: readonly SlotsSearch[];
  private turn = 0;
  private elapsed = 0;
  private result: SolveResult | null = null;

  constructor(state: State, budget: SolveBudget) {
    this.state = state;
    this.maxStates = budget.maxStates ?? DEFAULT_MAX_STATES;
    this.maxMs = budget.maxMs ?? DEFAULT_MAX_MS;
    this.clock = budget.clock ?? Date.now;
    this.searches = [new SlotsSearch(state, 'space-first'), new SlotsSearch(state, 'deal-first')];
  }

  step(sliceMs: number): SolveResult | null {
    if (this.result) return this.result;
    const started = this.clock();
    for (;;) {
      const search = this.searches[this.turn] as SlotsSearch;
      this.turn = 1 - this.turn;
      // Each has half the budget of positions: together they hold at most the budget.
      const status = search.status ?? search.step(SLICE * 8, { maxStates: this.maxStates / 2 });
      const spent = this.clock() - started;
      if (status === 'solved' || status === 'unsolvable') return this.finish(search, spent);
      const spentAll = this.searches.every((s) => s.status === 'unknown');
      if (spentAll || this.elapsed + spent >= this.maxMs) return this.finish(search, spent);
      if (spent >= sliceMs) {
        this.elapsed += spent;
        return null;
      }
    }
  }

  cancel(): SolveResult {
    return this.result ?? this.finish(this.searches[0] as SlotsSearch, 0);
  }

  private finish(search: SlotsSearch, lastSlice: number): SolveResult {
    for (const s of this.searches) s.giveUp();
    const status = search.status ?? 'unknown';
    const moves = status === 'solved' ? search.winningLine.map(toEngineMove) : [];
    if (status === 'solved') verifyLine(this.state, moves);
    const states = this.searches.reduce((n, s) => n + s.states, 0);
    this.result = { status, moves, states, ms: this.elapsed + lastSlice };
    return this.result;
  }
}

/** Solves a position within a budget. */
export function solve(state: State, budget: SolveBudget = {}): SolveResult {
  const run = new SolveRun(state, budget);
  for (;;) {
    const r = run.step(Number.POSITIVE_INFINITY);
    if (r) return r;
  }
}

/** Throws when a line is not legal move after move or does not end in a win: a solver bug, never a player error. */
export function verifyLine(state: State, moves: readonly Move[]): void {
  let s = state;
  moves.forEach((m, i) => {
    const v = checkMove(s, m);
    if (!v.ok) throw new Error(`solver: move ${i + 1} of its line is illegal (${v.refusal.code})`);
    s = applyMove(s, m);
  });
  if (!isWon(s)) throw new Error('solver: its line does not end in a win');
}
