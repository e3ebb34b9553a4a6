import type { GameId } from '../games';
import type { GameShape } from './heuristic';
import { type Flavour, freecellPlan, leanStockPlan, openPlan, type Plan, stockPlan, withBeam } from './plans';

// Each game's search plan, chosen by the game's name: a new game gets a plan only when one is
// written here for it (and measured), never another game's tuning by accident because its rules
// look alike. The plans themselves, and what they were measured on, are in plans.ts.

/** A game's plan for a position of it (the plan may read the options, the cell count, the rules' tables). */
export type Profile = (p: GameShape) => Plan;

// Klondike is searched by its own solver (klondike/), which has no plan of this kind.
export const PROFILES: Readonly<Record<Exclude<GameId, 'klondike'>, Profile>> = {
  // The first flavour's first 1,000 positions, then depth-first scans in turns (Plan.scans,
  // freecellPlan) in place of the rounds: docs/solver-tuning.md, "The scans in FreeCell's solve".
  // They took the place of two dives (dive.ts) after the first flavour's turn, a sixth of each
  // round between them (deals 1..32000, alternated, 26.42 -> 25.64 s of CPU then; issue 17's third
  // round). Deal 11982, the one of 1..32000 whose pruned searches run dry: the depth-first search
  // of every move proves it lost after them (Plan.dfsAfterDry; 124,549 positions with the dives
  // rather than 198,718, 105,357 since freecellPlan). The open core does the pruned best-first
  // searches of the open one-deck games (Plan.openCore; "The open core in the game").
  freecell: (p) => ({ ...freecellPlan(p), dfsAfterDry: true, openCore: true }),
  'bakers-game': (p) => ({ ...openPlan(p, 'same-suit'), openCore: true }),
  // Its option of alternating colours plays like FreeCell with eight cells, and is searched so.
  // No open core: its runs move one card at a time, so its plan prunes nothing and every one of its
  // best-first searches is best-first.ts's by exact keys (the core does only pruned searches).
  'eight-off': (p) => openPlan(p, p.t.rules.options.includes('alternate-colours') ? 'alternating' : 'same-suit'),
  'seahaven-towers': (p) => ({ ...openPlan(p, 'same-suit'), openCore: true }),
  // The beam in layers by the stock (beam.ts) wins in a few positions most deals the best-first
  // searches take long over: deals 1..300 at 10 s, 11.36M positions and 34.2 s of CPU without it,
  // 1.23M and 4.2 s with it; 34 of the first 40 deals undecided at 3M positions won
  // (docs/solver-tuning.md, "The beam").
  // The buried waste's proof applies here too, mirrored (waste-cover.ts, wasteCheckApplies): the
  // beams drop candidates it proves lost, and beside the plain beam four noisy ones (noise 300,
  // 100, 1000 and 3000, each its own seed) draw different choices early in the stock. Of the 53
  // deals the 100,000-deal run left undecided at 3M positions: 0 -> 50 won (38 under a second of
  // CPU); its 140 deals won in over a second: 135.8M -> 13.5M positions, 290 -> 37 s of CPU;
  // deals 1..1000 all won either way, 5.10M -> 3.07M positions (docs/solver-tuning.md).
  // The noisy beams' turns come after the kept flavours' (NoisyBeams.afterFlavours): the plain
  // beam's first turn wins nearly every deal, and of the rest some are won by a flavour's short
  // turn. The plain beam takes turns in the first round only (BeamPlan.rounds): in later rounds it
  // won 1 of the 17 deals the beams won there (of the 193 and the 22 below), with a fifth of
  // theirs. The 22 deals over a second in the 100,000-deal run, both changes: the same 19 won,
  // 29.4M -> 23.9M positions, 110 -> 100 s of CPU; the 193 over a second in the run before the
  // noisy beams, the plain beam's later turns dropped: 190 won either way, 42.3M -> 38.9M
  // positions, 158 -> 154 s (docs/solver-tuning.md).
  'eights-down': (p) => ({
    ...withBeam(stockPlan(p), { ...STOCK_BEAM, wasteCheck: true, rounds: 1 }),
    noisyBeam: { share: 4, noise: [300, 100, 1000, 3000], afterFlavours: true },
  }),
  // Built in suit like Baker's Game, and its plan does better here than FreeCell's: deals 1..60 at
  // 300,000 positions, 59 won and 1 proven lost either way, in 89,791 positions against 134,376.
  penguin: (p) => openPlan(p, 'same-suit'),
  // The Busy Aces family: one card to a column, a stock and one pass, like Eights Down, and Eights
  // Down's plan finds their wins where the open games' does not. Deals 1..12 at 300,000 positions,
  // won with it and with openPlan's same-suit plan: Busy Aces 9 and 2, Deuces 8 and 0, Three's
  // Company 5 and 0, Fours Up 0 and 0 (of 3 tried); Cast Out Nines 0, Dimes 2, Jacks in the Box
  // 3 with it. Beside it (familyPlan), the run-count game proves losses (run-count.ts) and leads a
  // search for wins (guided.ts), each with a share of every round: the shares are each game's
  // (docs/solver-tuning.md, "Fourth round").
  // Busy Aces and Deuces: three of those flavours, the greedy one at a double share (leanStockPlan).
  // The beam beside them, as Eights Down's: deals 1..50 at 10 s, Busy Aces 47 -> 50 won (43 s ->
  // 3 s of CPU), Deuces 47 -> 48, Three's Company the same outcomes in 44 s -> 33 s.
  // Beside the beam, one with random tie-breaks (Plan.noisyBeam). Of the deals undecided at 10 s
  // in their 10,000-deal runs, Deuces 8 of 44 won, Busy Aces 2 of 16; 56 decided deals drawn
  // with them kept their verdicts, in less CPU (docs/solver-tuning.md, "A noisy beam beside the
  // plain one"). Solved again with it: Busy Aces 13 of its 48 undecided won, Deuces 14 of 163.
  'busy-aces': (p) => ({ ...familyPlan(p, 1, 0.25, leanStockPlan, STOCK_BEAM), noisyBeam: NOISY_BEAM }),
  deuces: (p) => ({ ...familyPlan(p, 1, 0.25, leanStockPlan, STOCK_BEAM), noisyBeam: NOISY_BEAM }),
  // Three's Company's columns are single runs in suit, so the run-count game comes near the real
  // game and the search it leads finds more of the hard wins: the guided search's share 1, not
  // 0.25. On 40 deals undecided at 10 s, at 2.5M positions each: 5 decided against 2; deals 1..60
  // the same 44 won, 12 lost, 4 undecided, in 0.3% more positions (docs/solver-tuning.md).
  // Beside its guided search, one that restarts in random orders, as Fours Up's (GuidedPair): of
  // 12 deals undecided in the 10,000-deal run, at 5 s of CPU 0 -> 3 won; of 12 others at 10 s,
  // 1 won (before: 0); 13 deals decided late in the run and 24 at random at 10 s, the same
  // verdicts (docs/solver-tuning.md, "The restarts in the other family games").
  'threes-company': (p) => ({
    ...familyPlan(p, 1, 1, stockPlan, STOCK_BEAM),
    guidedRestarts: { first: 10_000, growth: 1.2 },
  }),
  // Runs in any suits move freely: the guided search wins most deals (1..20 at 3M positions: 16,
  // where the plan alone won 1 at 10 s). The beam changed nothing here (deals 1..50 at 10 s: 42 won,
  // 8 undecided either way): its closures are the columns' many arrangements. Every win of deals
  // 1..37 at 3M positions was the guided search's, and its positions cost a fifth of the others':
  // so nearly all of each round is its (share 64): deals 1..60 at 5 s each, alternated, 47 -> 49
  // won in 20.8 -> 19.4 s of CPU (docs/solver-tuning.md, "Fours Up's guided search").
  // Its undecided deals are wins its search in one order goes wrong on early: beside it, one that
  // restarts from the deal in random orders (GuidedPair; the first 10,000 positions, each next 1.2
  // times the last). 40 deals undecided in the 10,000-deal run, at 5 s of CPU, the restarting
  // search alone: 0 -> 39 won, 200.2 -> 23.1 s; 40 won and the 12 proven lost at 10 s, the pair:
  // the same verdicts, 16.9 -> 18.4 s (docs/solver-tuning.md, "Fours Up's guided search restarts").
  'fours-up': (p) => ({ ...familyPlan(p, 1, 64), guidedRestarts: { first: 10_000, growth: 1.2 } }),
  // Two decks, a stock of one pass and single cards, as Eights Down plays: its plan, and the beam
  // from 25 positions a layer at twice Eights Down's share. Its 40 first deals undecided at 10 s
  // and deals 1..60 at 10 s (a busy machine): 60 won of the 100 without it, 87 with it.
  // Beside it, two dives that probe (dive.ts, DiveProbe): each starts afresh every 2,000 positions
  // with its order shaken, and the one trying splits won 36 of 40 deals undecided at 10 s, alone,
  // at 200,000 positions each (most under 10,000). With a share of 1, 40 deals undecided at 10 s,
  // at 5 s of CPU each: 0 of the first 20 won without them, 33 of the 40 with them; the 7 left at
  // 10 s: 1 won, at a share of 4: 3; 60 decided deals at 10 s all won either way, in about the
  // same CPU (docs/solver-tuning.md, "Penta's probing dives").
  penta: (p) => ({
    ...withBeam(stockPlan(p), { ...STOCK_BEAM, share: 8, width: 25 }),
    dive: 4,
    diveProbe: { states: 2000, jitter: 500 },
  }),
  // Slots that build nothing: the exact search of slots.ts decides nearly every deal (deals 1..100
  // at 3M positions: 99, against 53 by this plan at 10 s; docs/solver-tuning.md, "Slot games").
  'sixes-and-sevens': (p) => ({ ...stockPlan(p), slots: true }),
  // Most deals are lost, and the run-count game proves them (1..20 at 3M positions: 19 of 20, at a
  // share of 1: 18); the real searches won none. Cast Out Nines and Dimes, where many deals are
  // lost, do without the beam: its share cost them proofs (deals 1..50 at 10 s, Cast Out Nines 44
  // -> 43 proven lost, Dimes 15 won, 19 lost -> 13, 17).
  'cast-out-nines': (p) => familyPlan(p, 3, 0.25),
  dimes: (p) => familyPlan(p, 1, 0.25),
  // Six columns and four cells: the beam wins most deals the other searches leave undecided (deals
  // 1..50 at 10 s: 30 won, 20 undecided without it; 44 won, 6 undecided with it). It won 22 of the
  // 25 wins of deals 1..30 at 2M positions, so it has three times Eights Down's share: deals 1..40
  // at 5 s, alternated, 27 -> 30 won; at 2M positions 35 won either way, in 61.2 -> 52.6 s of CPU.
  'jacks-in-the-box': (p) => familyPlan(p, 1, 0.25, stockPlan, { ...STOCK_BEAM, share: 12 }),
};

/** A stock plan (Eights Down's unless said) with the run-count game's search and the guided one (Plan.runCount, Plan.guided). */
function familyPlan(p: GameShape, runCount: number, guided: number, base: Profile = stockPlan, beam?: BeamTurn): Plan {
  const plan = { ...base(p), runCount, guided };
  return beam ? withBeam(plan, beam) : plan;
}

type BeamTurn = Parameters<typeof withBeam>[1];
/**
 * The beam of the stock games (beam.ts): 8 positions a layer at first (a closure may add 2,000),
 * each beam that fails twice as wide, its turn four times a flavour's in every round.
 */
const STOCK_BEAM: BeamTurn = { share: 4, width: 8, closure: 2000 };
/**
 * The noisy beam beside STOCK_BEAM (Plan.noisyBeam): the same share, each score plus up to 100 at
 * random, a card home's worth in BEAM_WEIGHTS (Jacks in the Box's trial: 30 won less than 100).
 */
const NOISY_BEAM = { share: 4, noise: 100 } as const;

/** The plan for a game's positions, by the game's id. */
export function planFor(p: GameShape): Plan {
  const hit = plans.get(p.t);
  if (hit && hit.nCells === p.nCells) return hit.plan;
  const id = p.t.rules.id;
  if (id === 'klondike') throw new Error('solver: Klondike is searched by solver/klondike, not by a plan');
  const plan = PROFILES[id](p);
  plans.set(p.t, { nCells: p.nCells, plan });
  return plan;
}

/**
 * Plans by the rules' tables (tablesFor keeps one per Rules object): every solve asks for one, and
 * building it afresh (a dozen weight objects) was a measurable part of solving an easy deal. A
 * plan is read only, so solves of one game share it.
 */
const plans = new WeakMap<GameShape['t'], { readonly nCells: number; readonly plan: Plan }>();

/** The flavours a game's plan keeps from round to round (tests look at them one by one). */
export function flavoursFor(p: GameShape): readonly Flavour[] {
  return planFor(p).flavours;
}
