import { dealPosition, rulesFor } from '../../src/engine';
import { HashSet } from '../../src/engine/solver/position-hash';
import { EdScan } from './scan';
import { PORTFOLIOS } from './specs';

// npx tsx experiments/eights-down-scans/debug.ts DEAL PORTFOLIO [turn]: each scan's positions at the end.
const [dealNo = '61494', name = 'r8d', turnArg] = process.argv.slice(2);
const r = rulesFor('eights-down');
if (!r.ok) throw new Error(r.error);
const d = dealPosition(r.rules, Number(dealNo));
if (!d.ok) throw new Error(d.error);
const spec = PORTFOLIOS[name];
if (!spec) throw new Error(name);
const shared = new HashSet(1 << 14);
const scans = spec.scans.map((o) => new EdScan(d.state, o, shared));
const turn = Number(turnArg ?? spec.turn);
let rounds = 0;
outer: for (;;) {
  rounds++;
  for (const [i, s] of scans.entries()) {
    const st = s.status ?? s.step(turn, { maxStates: 3_000_000 });
    if (st === 'solved') {
      console.log('won by', i, 'round', rounds);
      break outer;
    }
  }
  if (scans.every((s) => s.status !== null) || rounds > 5000) break;
}
console.log(scans.map((s, i) => `${i}:${s.states}${s.ranDry ? 'dry' : ''}`).join(' '));
