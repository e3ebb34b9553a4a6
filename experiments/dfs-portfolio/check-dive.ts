import { diveOrder, Scan } from '../../src/engine/solver/open-core/scan';
import { microsoftDeal } from '../../tools/fc-solve';
import { runPortfolio } from './portfolio';
import { PORTFOLIOS } from './specs';

// A check: the 'dive' portfolio (one scan in CoreDive's order) visits as many positions as CoreDive
// (since the seventeenth session's integration: src's Scan in Dive's order, which replaced it).
//   npx tsx experiments/dfs-portfolio/check-dive.ts [deals]
const n = Number(process.argv[2] ?? 200);
let same = 0;
for (let d = 1; d <= n; d++) {
  const s = microsoftDeal(d);
  const dive = new Scan(s, diveOrder(false));
  dive.step(1 << 30, { maxStates: 200_000 });
  const p = runPortfolio(s, PORTFOLIOS.dive as NonNullable<(typeof PORTFOLIOS)['dive']>, 200_000);
  if (dive.states === p.positions) same++;
  else console.log(`deal ${d}: CoreDive ${dive.states}, scan ${p.positions}`);
}
console.log(`${same} of ${n} the same`);
