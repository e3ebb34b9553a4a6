import type { DiveStatus } from '../../src/engine/solver/dive';
import { HashSet } from '../../src/engine/solver/position-hash';
import type { State } from '../../src/engine/state';
import { EdScan, type EdScanOrder, triesEveryKind } from './scan';

// Scans in turns, round robin, `turn` positions each, to the first win or `maxStates` in all.
// Scans that try every kind (and never restart) share one set; the others have one each.

export interface PortfolioResult {
  readonly status: DiveStatus;
  readonly states: number;
  readonly line: readonly number[];
  /** Index of the winning scan, -1 if none. */
  readonly winner: number;
  readonly deadEnds: number;
}

export function runPortfolio(
  state: State,
  orders: readonly EdScanOrder[],
  turn: number,
  maxStates: number,
  share = true,
): PortfolioResult {
  const shared = new HashSet(1 << 14);
  const scans = orders.map((o) => new EdScan(state, o, share && triesEveryKind(o) ? shared : undefined));
  const total = () => scans.reduce((n, s) => n + s.states, 0);
  let result: PortfolioResult | null = null;
  for (let i = 0; !result; i = (i + 1) % scans.length) {
    const scan = scans[i] as EdScan;
    if (scan.status !== null && scan.status !== 'solved') {
      if (scans.every((s) => s.status === 'unknown')) result = done('unknown', -1);
      continue;
    }
    const spentByOthers = total() - scan.states;
    const status = scan.status ?? scan.step(turn, { maxStates: maxStates - spentByOthers });
    if (status === 'solved') result = done('solved', i);
    else if (status === 'unknown' && !scan.ranDry) result = done('unknown', -1);
  }
  for (const s of scans) s.release();
  return result;

  function done(status: DiveStatus, winner: number): PortfolioResult {
    const line = winner >= 0 ? (scans[winner] as EdScan).winningLine : [];
    return { status, states: total(), line, winner, deadEnds: scans.reduce((n, s) => n + s.deadEnds, 0) };
  }
}
