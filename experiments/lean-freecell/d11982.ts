import { dealPosition, rulesFor } from '../../src/engine';
import { Portfolio } from './lean';

const r = rulesFor('freecell');
if (!r.ok) throw 0;
const d = dealPosition(r.rules, 11982);
if (!d.ok) throw 0;
const p = new Portfolio(Number(process.argv[2] ?? 200000));
const t = process.cpuUsage();
const won = p.solve(d.state.tableau as unknown as number[][]);
const u = process.cpuUsage(t);
console.log(
  'won',
  won,
  'positions',
  p.positions,
  'pruned dry',
  p.dry,
  'full search dry (a proof)',
  p.full.dry,
  'full expanded',
  p.full.expanded,
  ((u.user + u.system) / 1e3).toFixed(0),
  'ms',
);
