import type { State } from '../../state';
import type { DiveStatus } from '../dive';
import type { ScanPlan } from '../plans';
import type { SearchLimits } from '../search';
import { Scan, triesEveryKind } from './scan';
import { SeenSet } from './seen-set';
import { type CoreTables, coreTablesFor } from './tables';

// Scans (scan.ts) of one position in turns, as Freecell Solver's soft threads are run: the plan's
// prelude of [scan, positions] turns, then every scan in turn for the plan's turn, until one wins.
// The scans that try every kind of move (triesEveryKind) share one set of positions seen: a
// position one of them reached, it tries every move from, so the others lose nothing by skipping
// it, and no position is searched twice. A scan that leaves a kind out has a set of its own: in
// the shared set it would leave positions seen that no scan tries every kind from (deal 1941 ran
// dry unsolved so: docs/solver-tuning.md, "A portfolio of depth-first scans"). solve.ts runs it
// after the first flavour's first turn (Plan.scans).

export class ScanPortfolio {
  private readonly state: State;
  private readonly plan: ScanPlan;
  private readonly ct: CoreTables;
  /** The plan's scans, each made at its first turn. */
  private readonly scans: (Scan | undefined)[];
  /** Which of them try every kind of move (triesEveryKind): they share `shared`. */
  private readonly complete: readonly boolean[];
  private readonly shared = new SeenSet();
  /** The turn under way: its number (the prelude's, then the round-robin's), its scan, the new positions it has left. */
  private turn = -1;
  private scan: Scan | null = null;
  private left = 0;
  private outcome: DiveStatus | null = null;
  private solution: readonly number[] = [];
  /**
   * It ended unknown because no position was left to try: the scans that try every kind of move
   * (the pruned set: coreMoves) ran dry, or every scan did. Only a search of every move says more.
   */
  ranDry = false;

  constructor(state: State, plan: ScanPlan) {
    this.state = state;
    this.plan = plan;
    this.ct = coreTablesFor(state);
    this.scans = plan.scans.map(() => undefined);
    this.complete = plan.scans.map(triesEveryKind);
  }

  /** Distinct positions, each set's counted apart (a position two sets hold counts twice, as it costs). */
  get states(): number {
    let n = 0;
    for (const s of this.scans) n += s?.states ?? 0;
    return n;
  }

  get status(): DiveStatus | null {
    return this.outcome;
  }

  /** The winning scan's packed moves, safe auto-moves included. */
  get winningLine(): readonly number[] {
    return this.solution;
  }

  giveUp(): DiveStatus {
    this.outcome ??= 'unknown';
    return this.outcome;
  }

  /** Ends every scan; the outcome, positions and line stay readable. */
  release(): void {
    this.giveUp();
    for (const s of this.scans) s?.release();
  }

  /** Up to `expansions` new positions in all, within `limits` for all the scans together. */
  step(expansions: number, limits: SearchLimits): DiveStatus | null {
    if (this.outcome) return this.outcome;
    for (let work = 0; work < expansions; ) {
      const scan = this.left > 0 && this.scan?.status === null ? this.scan : this.nextTurn();
      if (!scan) {
        this.ranDry = true;
        return this.giveUp();
      }
      const before = scan.states;
      const others = this.states - before;
      const status = scan.step(Math.min(this.left, expansions - work), { maxStates: limits.maxStates - others });
      const done = scan.states - before;
      work += done;
      this.left -= done;
      if (status === 'solved') {
        this.solution = scan.winningLine;
        this.outcome = 'solved';
        return this.outcome;
      }
      if (status === 'unknown' && !scan.ranDry) return this.giveUp();
      if (status === 'unknown' && this.completeDry()) {
        this.ranDry = true;
        return this.giveUp();
      }
    }
    return null;
  }

  /**
   * Have the scans that share the set all run dry (and so every position they reached been tried
   * with every move)? None to share it: no.
   */
  private completeDry(): boolean {
    let any = false;
    for (const [i, complete] of this.complete.entries()) {
      if (!complete) continue;
      if (!this.scans[i]?.ranDry) return false;
      any = true;
    }
    return any;
  }

  /** Begins the next turn of a scan not ended (made now if new); null when every scan has ended. */
  private nextTurn(): Scan | null {
    const { prelude, scans, turn } = this.plan;
    for (let tries = 0; tries < prelude.length + scans.length; tries++) {
      this.turn++;
      const inPrelude = this.turn < prelude.length;
      const [order, positions] = inPrelude
        ? (prelude[this.turn] as ScanPlan['prelude'][number])
        : [scans[(this.turn - prelude.length) % scans.length] as ScanPlan['scans'][number], turn];
      const i = scans.indexOf(order);
      if (i < 0) throw new Error('solver: a scan in the prelude is not among the plan scans');
      const scan = this.scans[i] ?? new Scan(this.state, order, this.ct, this.complete[i] ? this.shared : undefined);
      this.scans[i] = scan;
      if (scan.status === 'unknown') continue;
      this.scan = scan;
      this.left = positions;
      return scan;
    }
    return null;
  }
}
