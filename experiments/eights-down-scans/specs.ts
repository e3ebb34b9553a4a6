import type { EdScanOrder } from './scan';

// The portfolios bench.ts runs, by name.

const seeds = (n: number, kinds: string, restart?: number, from = 1): EdScanOrder[] =>
  Array.from({ length: n }, (_, i) => ({ kinds, seed: from + i * 101, ...(restart === undefined ? {} : { restart }) }));

export const PORTFOLIOS: Record<string, { scans: readonly EdScanOrder[]; turn: number; share?: boolean }> = {
  // Dive's order: home first, then onto columns, spaces, the deal last.
  dive: { scans: [{ kinds: 'h{wr}{es}pcd', seed: 1 }], turn: 1000 },
  // Random-dfs: every kind but the deal shuffled together, the deal last; shared set.
  r8d: { scans: seeds(8, 'h[wresp c]d'.replace(' ', '')), turn: 1000 },
  // Everything shuffled, the deal among them.
  r8all: { scans: seeds(8, '[hwrespcd]'), turn: 1000 },
  // Home first, then shuffled, deal last; restarts (own sets).
  r8dR20k: { scans: seeds(8, 'h[wrespc]d', 20_000), turn: 1000 },
  r8dR100k: { scans: seeds(8, 'h[wrespc]d', 100_000), turn: 1000 },
  r4dR50k: { scans: seeds(4, 'h[wrespc]d', 50_000), turn: 1000 },
  r8allR20k: { scans: seeds(8, '[hwrespcd]', 20_000), turn: 1000 },
  // A set each (a shared one funnels: the deal's first positions are one line, and a scan
  // finding them seen runs dry at once).
  r8dOwn: { scans: seeds(8, 'h[wrespc]d'), turn: 1000, share: false },
  r4dOwn: { scans: seeds(4, 'h[wrespc]d'), turn: 1000, share: false },
  r8allOwn: { scans: seeds(8, '[hwrespcd]'), turn: 1000, share: false },
  // Probes of three lengths in turns (the deal shuffled in): a hedge over the probe length.
  probes3: {
    scans: [
      { kinds: 'h[wrespcd]', seed: 1, restart: 5000 },
      { kinds: 'h[wrespcd]', seed: 2, restart: 30_000 },
      { kinds: 'h[wrespcd]', seed: 3, restart: 300_000 },
    ],
    turn: 1000,
  },
  probes6: {
    scans: [5000, 30_000, 300_000].flatMap((restart, i) => [
      { kinds: 'h[wrespcd]', seed: 11 + i, restart },
      { kinds: 'h[wrespcd]', seed: 21 + i, restart },
    ]),
    turn: 1000,
  },
  // probes6 with other seeds: how much of its figures is the draw.
  probes6b: {
    scans: [5000, 30_000, 300_000].flatMap((restart, i) => [
      { kinds: 'h[wrespcd]', seed: 111 + i, restart },
      { kinds: 'h[wrespcd]', seed: 121 + i, restart },
    ]),
    turn: 1000,
  },
  // Kinds ordered differently per scan.
  mix: {
    scans: [
      { kinds: 'h{wr}{es}pcd', seed: 1 },
      { kinds: 'h[wr][es]pcd', seed: 2 },
      { kinds: 'hd[wresp c]'.replace(' ', ''), seed: 3 },
      { kinds: 'h[wrespc]d', seed: 4 },
      { kinds: '[hwrespcd]', seed: 5 },
      { kinds: 'hr{wes}pcd', seed: 6 },
      { kinds: 'hw{res}pcd', seed: 7 },
      { kinds: '[hd][wrespc]', seed: 8 },
    ],
    turn: 1000,
  },
};
PORTFOLIOS.mixOwn = { ...(PORTFOLIOS.mix as { scans: readonly EdScanOrder[]; turn: number }), share: false };

/** A name `one:KINDS:SEED[:RESTART]` is a single scan. */
export function portfolioOf(
  name: string,
): { scans: readonly EdScanOrder[]; turn: number; share?: boolean } | undefined {
  const at = /^probes6@(\d+)$/.exec(name);
  if (at) {
    // probes6 with its seeds from another base: base + 1..3 and base + 11..13.
    const base = Number(at[1]);
    const scans = [5000, 30_000, 300_000].flatMap((restart, i) => [
      { kinds: 'h[wrespcd]', seed: base + 1 + i, restart },
      { kinds: 'h[wrespcd]', seed: base + 11 + i, restart },
    ]);
    return { scans, turn: 1000 };
  }
  if (!name.startsWith('one:')) return PORTFOLIOS[name];
  const [, kinds = '', seed = '1', restart] = name.split(':');
  return { scans: [{ kinds, seed: Number(seed), ...(restart ? { restart: Number(restart) } : {}) }], turn: 1 << 30 };
}
