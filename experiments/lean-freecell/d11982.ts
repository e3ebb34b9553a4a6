import { dealPosition, rulesFor } from '../../src/engine';
import { cpuSecondsSince } from '../../tools/cpu-time';
import { Portfolio } from './lean';

const r = rulesFor('freecell');
if (!r.ok) throw 0;
const d = dealPosition(r.rules, 11982);
if (!d.ok) throw 0;
const p = new Portfolio(Number(process.argv[2] ?? 200000));
const t = process.cpuUsage();
const won = p.solve(d.state.tableau as unknown as number[][]);
const ms = 1000 * cpuSecondsSince(t);
console.log(
  'won',
  won,
  'positions',
  p.positions,
  'pruned dry',
  p.dry,
  'full search dry (positions known by hash, so not a proof)',
  p.full.dry,
  'full expanded',
  p.full.expanded,
  ms.toFixed(0),
  'ms',
);
