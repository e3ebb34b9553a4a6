import { randomBelow, seededRandom } from '../../src/engine';

// The soak's dice: the engine's seeded sfc32, so a seed replays the same actions.

export class Rng {
  private readonly next: () => number;

  /** `stream`: dice of their own for one choice, so that adding it leaves the actions' dice as they were. */
  constructor(seed: number, stream = 'soak') {
    this.next = seededRandom(stream, seed);
  }

  /** An integer in [lo, hi]. */
  int(lo: number, hi: number): number {
    return lo + randomBelow(this.next, hi - lo + 1);
  }

  /** A number in [0, 1). */
  unit(): number {
    return this.next() / 2 ** 32;
  }

  chance(p: number): boolean {
    return this.unit() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from nothing');
    return items[this.int(0, items.length - 1)] as T;
  }

  /** One of the keys, by weight. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K {
    const entries = Object.entries(weights) as [K, number][];
    let r = this.unit() * entries.reduce((n, [, w]) => n + w, 0);
    for (const [k, w] of entries) {
      r -= w;
      if (r < 0) return k;
    }
    return (entries.at(-1) as [K, number])[0];
  }
}
