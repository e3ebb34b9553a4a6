import type { BeamOptions, BeamWeights } from './beam';
import type { DiveProbe } from './dive';
import type { GuidedRestarts } from './guided';
import { type GameShape, type Weights, weightsFor } from './heuristic';
import type { ScanOrder } from './open-core/scan';

// The solver's search plans: how a solve shares its effort between best-first searches of several
// flavours and a depth-first search (solve.ts). Which plan a game gets is chosen by its name in
// profiles.ts; here are the plans themselves and what each was measured on.

/**
 * The first flavour of the open games: tuned greedy weights for FreeCell's alternating colours, or
 * the weights it started from, which did better where runs are built in suit.
 */
export type OpenGreedy = 'alternating' | 'same-suit';

/** A way to order a best-first search: the weights, and what each move made costs. */
export interface Flavour {
  readonly weights: Weights;
  readonly depthCost: number;
  /**
   * Its budget in a round, as a share of the round's (default 1): the size its search may reach;
   * with freshAfter, the positions its turn spends.
   */
  readonly share?: number;
  /** Random tie-breaks: each score gains this much times a random number in [0, 1) (see Restarts). */
  readonly noise?: number;
  /**
   * With noise: its search is replaced by a fresh one with a new seed whenever it holds this many
   * positions (a noisy search that has not won by then mostly never does; another seed may), and
   * its turn in a round spends `share` of the round's budget, in as many searches as that takes.
   */
  readonly freshAfter?: number;
}

/** How the solver shares its effort out: see solve.ts. */
export interface Plan {
  readonly flavours: readonly Flavour[];
  /** Positions each best-first search has in the first round (doubled every round). */
  readonly firstRound: number;
  /** Positions each best-first search has in the last round; the depth-first search has the rest. */
  readonly lastRound: number;
  /** The depth-first search's effort per round, as a share of the best-first searches'. */
  readonly dfsShare: number;
  /**
   * A best-first search goes on where it left off in the next round (rather than afresh) while the
   * kept searches hold fewer positions than this together; past it they are dropped (and start
   * afresh), which bounds the memory all of them hold.
   */
  readonly keptStates: number;
  /** Short best-first searches with random tie-breaks, started afresh every time (solve.ts). */
  readonly restarts?: Restarts;
  /**
   * The best-first searches leave out moves that are seldom part of a win (generateMoves in
   * move-gen.ts) until one runs dry; then its flavour tries every move. The depth-first search
   * always does.
   */
  readonly prune?: boolean;
  /**
   * Where the position allows it (slotsSearchable), the exact search of the slot games (slots.ts)
   * decides it instead of the schedule: it wins or proves a loss in far fewer positions.
   */
  readonly slots?: boolean;
  /**
   * Where the position allows it (runCountApplies), the run-count game (run-count.ts) is searched
   * too, at the start of each round, with this share of the round's best-first budget: its loss
   * proves the position lost; its win proves nothing, and it stops there.
   */
  readonly runCount?: number;
  /**
   * Where the run-count game applies, a search for wins led by it (guided.ts), after the run-count
   * game's turn, with this share of the round's best-first budget.
   */
  readonly guided?: number;
  /**
   * The guided search starts again from the deal every so often, each time in a new random order
   * of its steps (guided.ts); without it, it searches in the run-count game's order to its end.
   */
  readonly guidedRestarts?: GuidedRestarts;
  /**
   * Stock games: the beam search in layers by the stock (beam.ts), with `share` of each round's
   * best-first budget after the guided search's turn. It finds wins and proves nothing.
   */
  readonly beam?: BeamPlan;
  /**
   * With beam: beam searches beside it, the same but for random tie-breaks (BeamOptions.noise), one
   * for each amount of `noise`, each with `share` of each round's best-first budget after the plain
   * beam's turn.
   */
  readonly noisyBeam?: NoisyBeams;
  /**
   * Two fixed-order depth-first searches (dive.ts) after the first flavour's turn in each round,
   * with this share of the round's best-first budget between them, each going on where it left
   * off (a turn runs in the solve's slices, so it is at least 512 positions). They find wins and
   * prove nothing.
   */
  readonly dive?: number;
  /** With dive: each dive starts afresh, with its order shaken, every so many positions (DiveProbe). */
  readonly diveProbe?: DiveProbe;
  /**
   * Once a pruned best-first search has run dry (Plan.prune), the depth-first search has the rest
   * of the budget. Every pruned search searches the same positions, so none can win any more: the
   * deal is lost, or won only by a move they leave out. A lost deal is proven only by a search of
   * every move that exhausts every position, which the depth-first search (already on its way)
   * does for the least; best-first searches of every move would each have to exhaust them all.
   */
  readonly dfsAfterDry?: boolean;
  /**
   * The pruned best-first searches without noise are the open core's (open-core/search.ts): the
   * same moves, auto-moves and heuristic as best-first.ts's, in arrays laid out for the open
   * one-deck games (FreeCell deals 1..32000, alternated: 18.18 -> 14.41 s of CPU). Where the position is not one it plays
   * (open-core/tables.ts, coreFits), best-first.ts's search as before. Only a plan that prunes
   * (Plan.prune) has such searches to give it: FreeCell's, Baker's Game's and Seahaven Towers'.
   */
  readonly openCore?: boolean;
  /**
   * Where the open core plays the position (Plan.openCore): the first flavour's search for
   * `firstFlavour` positions, then, if it has not won, depth-first scans in turns (ScanPlan) in
   * place of the rounds. They prune as the best-first searches do, so when they run dry the
   * depth-first search of every move has the rest of the budget (as Plan.dfsAfterDry): the proof
   * of a lost position.
   */
  readonly scans?: ScanPlan;
}

/**
 * Plan.scans: depth-first scans of the open core (open-core/scan.ts), each ordering a position's
 * moves by kind its own way, run in turns as Freecell Solver's soft threads are
 * (open-core/portfolio.ts): the prelude's turns, then every scan in turn for `turn` positions.
 */
export interface ScanPlan {
  /** The first flavour's positions before the scans. */
  readonly firstFlavour: number;
  /** The scans, in the round-robin's order. */
  readonly scans: readonly ScanOrder[];
  /** Turns before the round-robin: each a scan of `scans` and the new positions it may reach. */
  readonly prelude: readonly (readonly [scan: ScanOrder, positions: number])[];
  /** New positions a scan may reach in its turn of the round-robin. */
  readonly turn: number;
}

/**
 * Plan.noisyBeam: a noisy beam for each amount of noise (one number: one beam), each with a seed
 * of its own (the first the seed a single noisy beam has) and `share` of the round's budget.
 */
export interface NoisyBeams {
  readonly share: number;
  readonly noise: number | readonly number[];
  /**
   * Their turns come after the kept flavours' in each round rather than before: where the plain
   * beam's first turn has not won, the flavours' short turns go before the noisy beams' long ones.
   */
  readonly afterFlavours?: boolean;
}

/** The beam search's part in a plan (Plan.beam): its turn's share, and how it searches (beam.ts). */
export interface BeamPlan extends BeamOptions {
  readonly share: number;
  /** It takes turns in this many rounds only (default: every round), then its memory goes back. */
  readonly rounds?: number;
}

/**
 * Each round, after the flavours, fresh best-first searches of `flavours` in turn, each with
 * its own seed for the noise added to its scores, until they have spent `share` of the round's
 * best-first budget; each has the round's budget, but at most `states` positions.
 */
export interface Restarts {
  readonly flavours: readonly Flavour[];
  readonly states: number;
  readonly share: number;
  /** Each score gains this much times a random number in [0, 1). */
  readonly noise: number;
}

/** The kept best-first searches' bound for the games without a stock (Plan.keptStates). */
const KEPT_STATES = 400_000;

/**
 * The plan of the open games (no stock): `greedy` picks the first flavour's weights (openFlavours).
 *
 * Measured on deals 1..1000 (FreeCell), 1..200 (Baker's Game, Seahaven Towers) and 1..120 at 1 s
 * (Eights Down), in positions: FreeCell deals are nearly all won, and best-first finds them
 * (a quarter share: 1.30M -> 1.19M; with today's flavours a twentieth does better, deals
 * 1..2000: 0.68M -> 0.64M, and the proof of 11982 still takes 1 s); in the same-suit games many
 * deals are lost and the depth-first search proves them, and wins the hardest (an eightfold share
 * from a smaller first round:
 * Baker's Game 1.32M -> 0.71M, Seahaven Towers 2.33M -> 1.41M, its deals 730, 833, 885 at 3M
 * positions: 2.26M -> 1.94M with a double share; Eight Off 0.25M -> 0.27M); Eights Down's
 * depth-first search wanders in a deep space and proves nothing within budget (a twentieth:
 * 16 -> 5 deals unknown), and its best-first searches
 * need long last rounds (deals 1..80 at 10 s: 8.57M -> 7.69M positions, 2 -> 1 unknown) and
 * gain from a bigger first one (deals 1..100 at 400,000 positions: 3.52M -> 3.33M).
 */
export function openPlan(p: GameShape, greedy: OpenGreedy): Plan {
  // Pruning (Plan.prune; docs/solver-tuning.md): leaving out the moves that split a run took
  // FreeCell deals 1..8000 from 1.79M positions to 1.57M, Eights Down 1..1000 at 2M positions from
  // 45.1M to 23.3M; keeping the cells as well, FreeCell 1.55M to 1.49M. Where runs move one card
  // at a time (Eight Off), moving a card off its parent is how a run moves: nothing to prune.
  const prune = !p.t.singleOnly;
  const flavours = openFlavours(p, greedy);
  if (greedy === 'same-suit') {
    return { flavours, firstRound: 250, lastRound: 200_000, dfsShare: 8, keptStates: KEPT_STATES, prune };
  }
  return { flavours, firstRound: 1000, lastRound: 200_000, dfsShare: 0.05, keptStates: KEPT_STATES, prune };
}

// FreeCell's scans (Plan.scans), named as in the experiment that chose them
// (experiments/dfs-portfolio/: r84[267c]-3, x7-20, r8[4]-2, x7-15, x7-30, sB, r[42]-2, x7-24,
// x7-29, 10, x7-2), and its schedule. experiments/dfs-portfolio/sim.ts fitted the first
// (schedules/g3bf300.json): a greedy choice of turns, each the scan and quota winning the most deals
// left per position spent, among 142 scans each run alone to 4,000 positions on deals 1..4000
// after 300 of the first flavour's positions. In the solve the first flavour has 1,000 (the old
// schedule's first turn) and the scans that try every kind share a set (portfolio.ts). Refitted
// for that setting (docs/solver-tuning.md, "The scans' schedule refitted"): on the deals the first
// flavour does not win in 1,000 positions (`refit.ts --hard`; 776 of 32001..64000 and 830 of
// 64001..96000 to fit, 798 of 1..32000 to test), src's portfolio from each deal's start
// (`npx tsx experiments/dfs-portfolio/refit.ts --fit tmp/hard-32001-64000.txt,tmp/hard-64001-96000.txt
// --test tmp/hard-1-32000.txt --scale 0.5,1,1.5,2,2.5,3 --drop -,sH --turn 250,500,1000,2000`):
// g3bf300's prelude with every quota doubled and sH (the scan whose lines ran longest) left out:
// the scans' positions 7.5% fewer on the fit deals, 6.6% on the test deals. Alternated with the schedule before
// (solver-ab.ts, both ways round): the hard deals of 1..32000, four pairs, 21.81 -> 20.89 s of CPU
// (-4.2%), 2,249,250 -> 2,156,264 positions, their mean line 118.43 -> 119.47; of 96001..128000, two
// pairs, 9.20 -> 9.01 s; all of 1..32000 5,682,339 -> 5,589,353 positions, mean line 93.15 -> 93.17,
// CPU in two pairs 41.26 -> 40.91 s (-0.9%; a third pair +8.7%, one side of it 2 s over every
// other); 64001..80000 level (two pairs 21.08 -> 21.13 s), 2,913,999 -> 2,861,799 positions. Deal 11982 proven lost in 107,517
// positions (111,943 before): the first flavour's 1,000, the scans' 44,874 till they run dry, the
// search of every move's 61,643. Fitted on the schedule before: sim.ts's greedy on alone tables of
// these deals (a set a scan) overfitted (fit -42%, test -3%) and its schedules lost in the real
// solve (longer lines); so did dropping scans one by one.
const R84 = { kinds: '{10}4[267c]8', seed: 3 };
const X7_20 = { kinds: '{10}6[24][8c]7', seed: 94254 };
const R8_4 = { kinds: '{10}[4]267c8', seed: 2 };
const X7_15 = { kinds: '{10}2{6c}[47]', seed: 68509 };
const X7_30 = { kinds: '{10}[4c]{267}', seed: 58598 };
const SB: ScanOrder = { kinds: '[01][24c]7', deeper: [[8, '[012][46c]7']], seed: 38693 };
const R42 = { kinds: '{10}[42]67c', seed: 2 };
const X7_24 = { kinds: '[01]{4c}{28}{67}', seed: 20407 };
const X7_29 = { kinds: '[01]6{847}[2c]', seed: 24527 };
const S10 = { kinds: '[01][24678c]', seed: 8 };
const X7_2 = { kinds: '{10}[c4]{286}7', seed: 83538 };
const FREECELL_SCANS: ScanPlan = {
  firstFlavour: 1000,
  scans: [R84, X7_20, R8_4, X7_15, X7_30, SB, R42, X7_24, X7_29, S10, X7_2],
  prelude: [
    [R84, 400],
    [X7_20, 400],
    [R84, 200],
    [R8_4, 200],
    [R8_4, 50],
    [R84, 50],
    [X7_15, 400],
    [X7_15, 50],
    [X7_15, 100],
    [R8_4, 400],
    [X7_30, 800],
    [X7_20, 100],
    [R8_4, 50],
    [SB, 400],
    [SB, 100],
    [R42, 200],
    [SB, 100],
    [X7_15, 400],
    [X7_15, 200],
    [X7_24, 800],
    [X7_29, 800],
    [S10, 400],
    [X7_15, 1600],
    [R84, 1600],
    [X7_2, 1600],
  ],
  turn: 500,
};

/**
 * FreeCell's plan: openPlan's alternating flavours, the first with weights of its own and the second
 * at four times the round's budget. The first wins most deals in a few hundred positions; of the
 * deals it does not win in 1,000, the second alone wins more, and sooner (deals 32001..48000 over
 * 1,000 positions: 427 of 429 in 60,000 positions, 599k positions in all; the first 419 in 1.98M).
 * Both chosen on deals 32001..64000, not those the flavours were tuned on, then confirmed on
 * 1..32000 (docs/solver-tuning.md, "FreeCell's schedule on deals it was not tuned on"):
 * - the second's share 4: 32001..64000 6,362,478 -> 5,993,557 positions, 1..32000 5,809,908 ->
 *   5,749,463;
 * - then the first's weights by random steps (cells, spaces, buried, unplaced, cost per move;
 *   blocking 0 -> 1.4): 32001..64000 5,993,557 -> 5,798,496, mean length 93.39 -> 92.97;
 *   1..32000 5,749,463 -> 5,534,010, mean length 93.37 -> 92.93. CPU on 1..32000 alternated with
 *   the plan before both: 17.42 -> 16.15 s. 11982 proven lost in 105,357 positions (124,549).
 * Eight Off with alternating colours keeps openPlan's (not measured with these).
 */
export function freecellPlan(p: GameShape): Plan {
  const plan = openPlan(p, 'alternating');
  const [greedy, roomy, plain] = plan.flavours;
  if (!greedy || !roomy || !plain) throw new Error('solver: openPlan has three flavours');
  const weights = {
    ...greedy.weights,
    freeCell: 32,
    emptyColumn: 33,
    buried: 1.8,
    disorder: 19.25,
    blocking: 1.4,
    // 5/3 (the random steps' 1.67): the open core scores in sixtieths (open-core/score.ts, SCALE).
    unplaced: 5 / 3,
    overNext: 4.4,
  };
  return { ...plan, flavours: [{ weights, depthCost: 11.65 }, { ...roomy, share: 4 }, plain], scans: FREECELL_SCANS };
}

/** Eights Down's plan (a stock game): see stockFlavours. */
export function stockPlan(p: GameShape): Plan {
  // Eights Down's hard deals are won by luck of the order as much as by budget: a flavour with
  // random tie-breaks wins, for some seeds, deals that every flavour without noise fails at 10 s.
  // So five best-first searches are kept from round to round however big (the budget bounds them
  // all), each round also runs short fresh searches with noise (restarts, dropped after, which
  // bounds the memory held), and one kept flavour is noisy and starts afresh with a new seed
  // whenever it reaches 150,000 positions (Flavour.freshAfter), spending three rounds' budget in
  // its turn. Deals 1..1000 at 2M positions (about what 10 s gives with two deals solved at once):
  // 6 unknown (56.8M positions) with six kept flavours and none noisy; 1 unknown (35), 45.1M, now.
  // Every step and what was tried beside it: docs/solver-tuning.md.
  const { kept, restartOrder } = stockFlavours(weightsFor(p));
  return {
    flavours: kept,
    firstRound: 4000,
    lastRound: 800_000,
    dfsShare: 0.05,
    keptStates: Number.POSITIVE_INFINITY,
    restarts: { flavours: restartOrder, states: 8000, share: 0.75, noise: 10 },
    prune: !p.t.singleOnly,
  };
}

/**
 * Eights Down's plan with three of its five kept flavours, the greedy one at a double share: in
 * Busy Aces and Deuces the other two (the last pass charged, at depth cost 1 and 0) won 1 of the
 * 120 deals of 1..40 of the in-suit family games at 2M positions. Measured at 1M positions, deals
 * 1..200, against Eights Down's plan (both with the run-count game and the guided search beside):
 * Busy Aces 15 -> 13 undecided in 25.6M -> 21.2M positions, Deuces 13 -> 8 in 30.3M -> 24.2M;
 * Three's Company (1..100) 8 -> 9, so it keeps Eights Down's (docs/solver-tuning.md, "Notes of
 * 2026-12-04").
 */
export function leanStockPlan(p: GameShape): Plan {
  const plan = stockPlan(p);
  const [greedy, waryGreedy, , , noisy] = plan.flavours;
  if (!greedy || !waryGreedy || !noisy) throw new Error('solver: stockPlan has five kept flavours');
  return { ...plan, flavours: [{ ...greedy, share: 2 }, waryGreedy, noisy] };
}

/** The beam's score (beam.ts): home cards first; then the waste, and how long its cards and the columns' wait. */
export const BEAM_WEIGHTS: BeamWeights = { home: 100, waste: 3, wasteWait: 2, columnWait: 1, space: 5, freeCell: 5 };

/** A plan with the beam search in layers by the stock beside it (Plan.beam), pruned as the plan is. */
export function withBeam(plan: Plan, beam: Omit<BeamPlan, 'weights' | 'pruned'> & { weights?: BeamWeights }): Plan {
  return { ...plan, beam: { weights: BEAM_WEIGHTS, ...beam, pruned: plan.prune === true } };
}

/**
 * Several orderings that fail on different deals (measured on FreeCell deals 1..500: the deals one
 * of them finds hard, another mostly solves at once). The solver runs them in turn with growing
 * budgets, as Freecell Solver's "flares" do.
 */
function openFlavours(p: GameShape, greedy: OpenGreedy): Flavour[] {
  const base = weightsFor(p);
  // Chosen in rounds from 13, 19 and 18 candidates, each run alone on FreeCell deals 1..2000 (up
  // to 30,000 positions), by simulating this schedule over subsets of them, then checked with the
  // whole solver: FreeCell 1..3000 took 2.62M positions with the five flavours used before, and
  // 1.08M, 0.84M, 0.80M after each round (on 1..2000 the schedule simulated with these needs
  // 0.50M, and 0.18M if one knew the best flavour for each deal);
  // Eight Off 1..300 0.35M -> 0.20M, Baker's Game 1.12M -> 1.03M, Seahaven Towers 1.76M -> 1.82M.
  // What made the difference: free cells and spaces worth 3-8 times the base weights, the cards
  // above each column's bottom run, and (most) the cards lying on a card the foundations take next.
  // The order and the third's quarter share were simulated likewise (0.51M -> 0.47M on 1..2000),
  // then checked: FreeCell 2001..6000 1.17M -> 1.11M positions, Eight Off 1..300 199k -> 185k,
  // Baker's Game 1.03M -> 0.99M, Seahaven Towers 1.76M -> 1.83M.
  const roomy = (k: number): Weights => ({
    ...base,
    home: 30,
    buried: 8,
    disorder: 12,
    unplaced: 2,
    freeCell: base.freeCell * k,
    emptyColumn: base.emptyColumn * k,
  });
  const nextFirst = (k: number): Weights => ({ ...roomy(k), buried: 4, overNext: 6 });
  // Tuned on FreeCell deals 1..1500 by trying each weight 0.7 and 1.4 times over, the whole
  // solver's positions deciding: 1..1500 365k -> 304k, and on deals it was not tuned on, 3001..5000
  // 561k -> 482k (another pass and a finer step: 304k -> 285k, but 3001..5000 no better). In the
  // same-suit games it did worse (Seahaven Towers 1..300 1.83M -> 2.07M), so they keep the weights
  // it started from. The same search on deals 1..3000 found nothing 1% better for the other two
  // (each weight 0.5, 0.85, 1.18 and 2 times over), nor in the first round (700, 1400, 2000), the
  // depth-first share (0.02, 0.1) or the third's share (0, 0.125, 0.5).
  // With pruning (Plan.prune), the first flavour's disorder went from 16 to 19 for FreeCell: deals
  // 1..16000 3.51M -> 3.45M positions, 16001..32000 3.07M -> 2.93M. With the cells kept too,
  // overNext 6 -> 4.2 and buried 3 -> 2.1 (each 0.7 times, the pair chosen on 1..8000): 6.09M ->
  // 5.82M on 1..32000; in tuning, fewer in each quarter (1..8000 -4%, then -10%, -4%, -0.5%).
  const sameSuitGreedy = { ...nextFirst(14 / 3), disorder: 16 };
  const alternating = {
    ...sameSuitGreedy,
    home: 15,
    emptyColumn: (base.emptyColumn * 10) / 3,
    buried: 2.1,
    unplaced: 1.5,
    disorder: 19,
    overNext: 4.2,
  };
  return [
    // Nearly greedy, disorder dear: wins most deals first.
    { weights: greedy === 'same-suit' ? sameSuitGreedy : alternating, depthCost: 11 },
    // Room worth most: the fewest failures on the hard deals (1 of 2000 beyond 30,000 positions).
    { weights: { ...nextFirst(8), overNext: 11 }, depthCost: 13 },
    // Without the new terms: easy where the others are not, on a quarter of the budget.
    { weights: { ...base, home: 30, buried: 8, disorder: 12 }, depthCost: 5, share: 0.25 },
  ];
}

/** Eights Down's flavours: those kept from round to round, and those the restarts take in turn. */
function stockFlavours(base: Weights): { kept: Flavour[]; restartOrder: Flavour[] } {
  // Eights Down (tuned on deals 1..24): keep soon-needed cards out of the waste, and go home
  // eagerly (a tableau built up in suit unloads onto foundations built down). The first, greedy
  // for home cards, alone wins deals 10, 14 and 62 in under 200,000 positions, where the others
  // fail at 300,000. Fewer is better: dropping three more (wary at home 160, waste blocking 20,
  // plain) took deals 1..100 at 400,000 positions from 4.50M positions and 4 unknown to 3.52M
  // and 2, and deals 122, 129, 137 at 10 s from 2 unknown to 1.
  // The third, fifth and sixth charge the waste in the last pass only, where its cards can only
  // be reached from the top for good (before it they come round again). In place of the last
  // three of the five above (home 80 at depth cost 1, waste 10 at 2, waste 20) they took the 24
  // deals unknown at 10 s (22 of the 31 unknown of 1..1000, and 133, 222) at 1M positions from
  // 24 unknown to 12, and deals 1..300 from 19.9M positions and 9 unknown to 16.3M and 8; but
  // deals 1..1000 at 10 s only from 31 unknown to 29 (17 others lost). Kept beside the first
  // three of the five, the 48 deals unknown either way: 29 unknown -> 23. All charging the last
  // pass only did as well on the 24 but lost on 1..300 (28.1M positions, 14 unknown); charging
  // the first pass a quarter or half as much, or waste blocking only in the last pass, did worse
  // on the 24 (14, 16, 19 unknown).
  const wary = { ...base, waste: 10, wasteBlocking: 10 };
  const lastPass = { ...base, wasteBlocking: 10, finalWaste: 50 };
  const greedy = { weights: { ...base, home: 400, waste: 5, wasteBlocking: 5 }, depthCost: 0 };
  const waryGreedy = { weights: { ...wary, home: 300 }, depthCost: 0 };
  const lastPassGreedy = { weights: { ...lastPass, home: 300 }, depthCost: 0 };
  const waryDeep = { weights: { ...wary, home: 80 }, depthCost: 1 };
  const lastPassDeep = { weights: { ...lastPass, home: 80 }, depthCost: 1 };
  const plainLastPass = { weights: { ...base, finalWaste: 80 }, depthCost: 0 };
  // Which of them are kept, and the noisy one, were measured with the schedule: see
  // docs/solver-tuning.md.
  return {
    kept: [
      greedy,
      waryGreedy,
      lastPassDeep,
      plainLastPass,
      { ...plainLastPass, noise: 40, freshAfter: 150_000, share: 3 },
    ],
    restartOrder: [greedy, waryGreedy, lastPassGreedy, waryDeep, lastPassDeep, plainLastPass],
  };
}
