import type { ScanSpec } from './scan';

// Candidate scans for sim.ts's schedules: the sixteen after looking-glass.sh's, CoreDive's order
// with the kinds moved about, and shuffled versions of it. Throwaway.

/** Sixteen scans after looking-glass.sh's (fc-solve's compound moves 3, 5, 9 have no counterpart; j is read as 7, c placed where the scan uses cells). */
export const LG_SCANS: readonly ScanSpec[] = [
  { name: '24', order: '01c24', deeper: [[33, '01[24c]6']] },
  { name: '5', order: '0{12}c{46}7', deeper: [[55, '01[24c]6']], seed: 5 },
  { name: '9', order: '0c26[48]7', seed: 6 },
  {
    name: 'sI',
    order: '012c[4]7',
    deeper: [
      [9, '[012]c[468]7'],
      [15, '{012468c7}'],
    ],
    seed: 10468,
  },
  { name: 'sF', order: '01[24c]7', deeper: [[9, '012[468c]7']], seed: 44250 },
  {
    name: 'sH',
    order: '[01][24c]7',
    deeper: [
      [5, '[012][46c]7'],
      [13, '{0124678c}'],
    ],
    seed: 18296,
  },
  {
    name: 'sG',
    order: '[01][24c]7',
    deeper: [
      [5, '[012][46c]7'],
      [13, '{0124678c}'],
    ],
    seed: 33627,
  },
  {
    name: '32',
    order: '012467c',
    deeper: [
      [13, '01{8c46}7'],
      [26, '26{0148c}7'],
    ],
  },
  { name: '12', order: '{01}{24678c}' },
  {
    name: 'new',
    order: '0124c',
    deeper: [
      [6, '01{24c}'],
      [13, '{012467c}'],
    ],
  },
  { name: 'sD', order: '[01][24c]7', deeper: [[7, '[012][46c]7']], seed: 98361 },
  { name: '10', order: '[01][24678c]', seed: 8 },
  { name: 'dive', order: '{10}4267c' },
  { name: 'dive8', order: '{10}4267c8' },
  { name: '20', order: '[0124678c]', seed: 105 },
  { name: 'sB', order: '[01][24c]7', deeper: [[8, '[012][46c]7']], seed: 38693 },
];

const fixed: ScanSpec[] = [
  { name: 'd-4627c', order: '{10}4627c' },
  { name: 'd-42c67', order: '{10}42c67' },
  { name: 'd-2467c', order: '{10}2467c' },
  { name: 'd-{42}67c', order: '{10}{42}67c' },
  { name: 'd-{4267c}', order: '{10}{4267c}' },
  { name: 'd-48267c', order: '{10}48267c' },
  { name: 'd-{48}267c', order: '{10}{48}267c' },
  { name: 'd-4c267', order: '{10}4c267' },
  { name: 'd-42768c', order: '{10}42768c' },
  { name: 'd-426c7', order: '{10}426c7' },
];

const shuffled: ScanSpec[] = [];
for (const seed of [1, 2, 3, 4]) {
  shuffled.push({ name: `r[42]-${seed}`, order: '{10}[42]67c', seed });
  shuffled.push({ name: `r[4267c]-${seed}`, order: '{10}[4267c]', seed });
  shuffled.push({ name: `r4[267c]-${seed}`, order: '{10}4[267c]', seed });
  shuffled.push({ name: `r[4]-${seed}`, order: '{10}[4]267c', seed });
}

// Second round: CoreDive's order with splits last, shuffled; lg's scan '5' with splits, and shuffled; all shuffled.
const second: ScanSpec[] = [
  { name: '5+8', order: '0{12}c{468}7' },
  { name: '5,8', order: '0{12}c{46}78' },
];
for (const seed of [1, 2, 3]) {
  second.push({ name: `r8[4]-${seed}`, order: '{10}[4]267c8', seed });
  second.push({ name: `r8[42]-${seed}`, order: '{10}[42]67c8', seed });
  second.push({ name: `r84[267c]-${seed}`, order: '{10}4[267c]8', seed });
  second.push({ name: `r[48]-${seed}`, order: '{10}[48]267c', seed });
  second.push({ name: `r5-${seed}`, order: '0[12]c[46]7', seed });
  second.push({ name: `rall-${seed}`, order: '[0124678c]', seed });
}

/** Third round: random orders (home first; the other kinds' order, groups and modes drawn from a seed). */
export function randomOrders(n: number, seed0: number): ScanSpec[] {
  let x = seed0 * 2654435761 || 1;
  const rnd = (k: number): number => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % k;
  };
  const out: ScanSpec[] = [];
  for (let i = 0; i < n; i++) {
    const kinds = ['4', '2', '6', '7', 'c'];
    if (rnd(3) > 0) kinds.push('8');
    for (let j = kinds.length - 1; j > 0; j--) {
      const r = rnd(j + 1);
      [kinds[j], kinds[r]] = [kinds[r] as string, kinds[j] as string];
    }
    // Kinds in groups of one to three, each fixed ("{}" sorted by CoreDive's key) or shuffled.
    let order = rnd(2) === 0 ? '{10}' : '[01]';
    let k = 0;
    while (k < kinds.length) {
      const size = Math.min(kinds.length - k, 1 + rnd(3));
      const group = kinds.slice(k, k + size).join('');
      k += size;
      order += size === 1 ? group : rnd(2) === 0 ? `{${group}}` : `[${group}]`;
    }
    out.push({ name: `x${seed0}-${i}`, order, seed: 1 + rnd(100000) });
  }
  return out;
}

/**
 * Fourth round: as fc-solve's scans do, a few kinds left out near the root (the branching narrower),
 * every kind from a depth drawn at random (5..30), in a random order, shuffled or sorted.
 */
export function narrowOrders(n: number, seed0: number): ScanSpec[] {
  let x = seed0 * 2654435761 || 1;
  const rnd = (k: number): number => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % k;
  };
  const shuffle = (a: string[]): string[] => {
    for (let j = a.length - 1; j > 0; j--) {
      const r = rnd(j + 1);
      [a[j], a[r]] = [a[r] as string, a[j] as string];
    }
    return a;
  };
  const out: ScanSpec[] = [];
  for (let i = 0; i < n; i++) {
    // Near the root: col->col always, then each other kind kept with odds 1/2 (c: 2/3).
    const near = shuffle(['4', ...['2', '6', '7', '8', 'c'].filter((k) => rnd(k === 'c' ? 3 : 2) > 0)]);
    const all = shuffle(['4', '2', '6', '7', '8', 'c']);
    const mode = (g: string[]): string => (rnd(2) === 0 ? `{${g.join('')}}` : `[${g.join('')}]`);
    const head = rnd(2) === 0 ? '{10}' : '[01]';
    const order = head + (near.length > 2 ? near.slice(0, 2).join('') + mode(near.slice(2)) : near.join(''));
    const deep = head + (rnd(2) === 0 ? all.slice(0, 1).join('') + mode(all.slice(1)) : mode(all));
    out.push({ name: `n${seed0}-${i}`, order, deeper: [[5 + rnd(26), deep]], seed: 1 + rnd(100000) });
  }
  return out;
}

/** Fifth round: the compound moves (h: park then home, p: park then onto a parent) beside CoreDive's order. */
const compound: ScanSpec[] = [
  { name: 'c1', order: '{10}h4p267c8' },
  { name: 'c2', order: '{10}4h2p67c8' },
  { name: 'c3', order: '{10}{h4}{p2}67c8' },
  { name: 'c4', order: '{10}h4267c8p' },
  { name: 'c5', order: '{10}h426p7c8' },
  { name: 'c6', order: '{10}h4p2678' },
  { name: 'c7', order: '{10}h4p26c78' },
  { name: 'c8', order: '{10}4267c8' + 'hp' },
  { name: 'c9', order: '{10}4h267c8' },
  { name: 'c10', order: '{10}4267ch8' },
  { name: 'c11', order: '{10}42h67c8' },
  { name: 'c12', order: '{10}4267c8h' },
];
for (const seed of [1, 2, 3]) {
  compound.push({ name: `ch[4p]-${seed}`, order: '{10}h[4p]267c8', seed });
  compound.push({ name: `c[01h][4p2]-${seed}`, order: '[01h][4p2]67c8', seed });
}

export const POOL: readonly ScanSpec[] = [
  ...LG_SCANS,
  ...fixed,
  ...shuffled,
  ...second,
  ...randomOrders(40, 7),
  ...narrowOrders(40, 11),
  ...compound,
];
