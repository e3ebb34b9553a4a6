import type { BoardSpare } from '../../src/engine/solver/open-core/board';
import { packedMoves } from '../../src/engine/solver/open-core/line';
import { OpenCore } from '../../src/engine/solver/open-core/search';
import { SeenSet, START_SEEN_BITS } from '../../src/engine/solver/open-core/seen-set';
import { coreTablesFor } from '../../src/engine/solver/open-core/tables';
import { type Flavour, freecellPlan } from '../../src/engine/solver/plans';
import { tablesFor } from '../../src/engine/solver/tables';
import type { State } from '../../src/engine/state';
import { Scan, type ScanSpec } from './scan';

// A portfolio of depth-first scans (scan.ts) run in turns on one position, as fc-solve's soft
// threads are: a prelude of [scan, quota] turns, then every scan in turn for `step` new positions,
// until one wins, every scan runs dry, or the positions reach the budget. Throwaway.

export interface PortfolioSpec {
  readonly name: string;
  readonly scans: readonly ScanSpec[];
  /** [index into scans, quota] turns before the round-robin. */
  readonly prelude: readonly (readonly [number, number])[];
  /** Each scan's turn in the round-robin. */
  readonly step: number;
  /** One visited set for all the scans (a position one has seen is skipped by the others), or one each. */
  readonly shared: boolean;
  /** Positions of the best-first first flavour (open core, freecellPlan's) before the scans; 0: none. */
  readonly bestFirst?: number;
}

export interface PortfolioResult {
  readonly status: 'solved' | 'unknown' | 'dry';
  /** Positions: the sum of the scans' own visited positions (a shared set: its size), plus the best-first search's. */
  readonly positions: number;
  /** The packed line (auto-moves included). */
  readonly line: readonly number[];
  /** Which search won ('bf' the best-first one). */
  readonly winner: string;
  /** Scans begun. */
  readonly scansBegun: number;
}

/** Arrays kept from one position's scans to the next's (boards' bytes, visited sets at their first size). */
const boardSpares: BoardSpare[] = [];
const seenSpares: Int32Array[] = [];

let firstFlavour: Flavour | null = null;
function firstFlavourOf(state: State): Flavour {
  if (firstFlavour) return firstFlavour;
  const f = freecellPlan({ t: tablesFor(state.rules), nCells: state.cells.length, hasStock: false }).flavours[0];
  if (!f) throw new Error('portfolio: no first flavour');
  firstFlavour = f;
  return f;
}

export function runPortfolio(state: State, spec: PortfolioSpec, maxPositions: number): PortfolioResult {
  // The best-first search: its first turn of spec.bestFirst positions, and its turns in the prelude (index -1).
  let bf: OpenCore | null = null;
  const bfTurn = (q: number): PortfolioResult | null => {
    if (!bf) {
      const f = firstFlavourOf(state);
      bf = new OpenCore(state, f.depthCost, f.weights);
    }
    if (bf.status === 'unknown') return null;
    const st = bf.status ?? bf.step(q, { maxStates: maxPositions });
    if (st !== 'solved') return null;
    return { status: 'solved', positions: 0, line: [...bf.winningLine], winner: 'bf', scansBegun: 0 };
  };
  const bfStates = (): number => (bf as OpenCore | null)?.states ?? 0;
  const endBf = (): void => (bf as OpenCore | null)?.release();
  if (spec.bestFirst) {
    const r = bfTurn(spec.bestFirst);
    if (r) {
      const positions = bfStates();
      endBf();
      return { ...r, positions };
    }
  }
  const ct = coreTablesFor(state);
  const scans: (Scan | undefined)[] = spec.scans.map(() => undefined);
  const sharedSeen = spec.shared ? new SeenSet(seenSpares.pop()) : null;
  const owned: SeenSet[] = [];
  let begun = 0;
  let dry = 0;
  const scanAt = (i: number): Scan => {
    let s = scans[i];
    if (s) return s;
    let seen = sharedSeen;
    if (!seen) {
      seen = new SeenSet(seenSpares.pop());
      owned.push(seen);
    }
    const spare = boardSpares.pop();
    s = new Scan(state, spec.scans[i] as ScanSpec, seen, ct, spare);
    scans[i] = s;
    begun++;
    return s;
  };
  const total = (): number => {
    if (sharedSeen) return sharedSeen.count;
    let n = 0;
    for (const s of scans) n += s?.visited ?? 0;
    return n;
  };
  const won: { r: PortfolioResult | null } = { r: null };
  const turn = (i: number, quota: number): boolean => {
    if (i < 0) {
      const r = bfTurn(quota);
      if (r) won.r = { ...r, positions: bfStates() + total(), scansBegun: begun };
      return r !== null || bfStates() + total() >= maxPositions;
    }
    const s = scanAt(i);
    if (s.status === 'dry') return false;
    const left = maxPositions - bfStates() - total();
    const st = s.run(Math.max(1, Math.min(quota, left)));
    if (st === 'solved') {
      won.r = {
        status: 'solved',
        positions: bfStates() + total(),
        line: packedMoves(state, s.log.subarray(0, s.logLen)),
        winner: s.spec.name,
        scansBegun: begun,
      };
      return true;
    }
    if (st === 'dry') dry++;
    return bfStates() + total() >= maxPositions;
  };
  let over = false;
  for (const [i, q] of spec.prelude) {
    if (turn(i, q)) {
      over = true;
      break;
    }
  }
  while (!over) {
    for (let i = 0; i < spec.scans.length && !over; i++) over = turn(i, spec.step);
    if (!over && dry >= spec.scans.length) break;
  }
  const out: PortfolioResult = won.r ?? {
    status: dry >= spec.scans.length ? 'dry' : 'unknown',
    positions: bfStates() + total(),
    line: [],
    winner: '',
    scansBegun: begun,
  };
  endBf();
  // Keep the arrays for the next position.
  for (const s of scans) {
    if (!s) continue;
    s.free();
    if (boardSpares.length < 32) boardSpares.push({ mem: s.b.mem, autoStack: s.b.autoStack });
  }
  const sets = sharedSeen ? [sharedSeen] : owned;
  for (const seen of sets) {
    if (seen.slots.length === 2 << START_SEEN_BITS && seenSpares.length < 32) seenSpares.push(seen.slots);
  }
  return out;
}
