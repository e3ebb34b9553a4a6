import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type GameId, readPosition, rulesFor } from '../../src/engine/index';
import { generateMoves } from '../../src/engine/solver/move-gen';
import { FOUND0, moveFrom, moveTo, PackedState } from '../../src/engine/solver/packed';
import { HashSet } from '../../src/engine/solver/position-hash';
import { VisitedSet } from '../../src/engine/solver/visited';
import { deal } from '../engine/helpers/board';
import { mulberry32 } from './helpers/exhaustive';
import { walkRandomly } from './helpers/walk';

// A pruned search tells positions apart by a 64-bit hash kept move by move (position-hash.ts). It
// must stand for the same thing as the exact key: the same for positions the key calls one (columns
// in any order, cells as a set), different for the others, and the hash kept move by move must be
// the one computed afresh, through moves, take-backs and loads, and across the stock's passes.

function hashOf(p: PackedState): string {
  p.hash();
  return `${p.hashLo}:${p.hashHi}`;
}

function packed(game: GameId, text: string): PackedState {
  const r = rulesFor(game);
  if (!r.ok) throw new Error(r.error);
  const s = readPosition(r.rules, text);
  if (!s.ok) throw new Error(s.error);
  const p = new PackedState(s.state);
  p.startHashing();
  return p;
}

describe('the position hash', () => {
  const top = 'Foundations: H-T C-T D-T S-T\n';
  const a = packed('freecell', `${top}Freecells: JH QS - -\n: KS QH JC\n: JS KD QC\n: JD\n: KH\n: KC QD\n:\n:\n:\n`);

  it('does not depend on the order of the columns, nor on which cells hold the cards', () => {
    const b = packed('freecell', `${top}Freecells: - QS - JH\n: KC QD\n:\n: JD\n:\n: KH\n: JS KD QC\n: KS QH JC\n:\n`);
    expect(hashOf(b)).toBe(hashOf(a));
  });

  it('tells apart positions that differ only by where one card lies', () => {
    const moved = packed(
      'freecell',
      `${top}Freecells: JH QS - -\n: KS QH JC\n: JS KD\n: JD QC\n: KH\n: KC QD\n:\n:\n:\n`,
    );
    const swapped = packed(
      'freecell',
      `${top}Freecells: JH QS - -\n: KS QH JC\n: JS KD QC\n: KH\n: JD\n: KC QD\n:\n:\n:\n`,
    );
    const inCell = packed(
      'freecell',
      `${top}Freecells: JH QS JD -\n: KS QH JC\n: JS KD QC\n:\n: KH\n: KC QD\n:\n:\n:\n`,
    );
    // The same cards at the same depths, in other columns: a plain sum over cards and depths
    // would not see it, so each column is mixed on its own.
    const across = packed(
      'freecell',
      `${top}Freecells: JH QS - -\n: KS QH QC\n: JS KD JC\n: JD\n: KH\n: KC QD\n:\n:\n:\n`,
    );
    expect(hashOf(across)).not.toBe(hashOf(a));
    expect(hashOf(moved)).not.toBe(hashOf(a));
    expect(hashOf(inCell)).not.toBe(hashOf(a));
    // Swapping two whole columns is the same position.
    expect(hashOf(swapped)).toBe(hashOf(a));
  });

  for (const game of ['freecell', 'eights-down', 'penta'] as const) {
    it(`is kept move by move as computed afresh, and agrees with the exact key (${game})`, () => {
      let redealt = 0;
      const keyOf = new Map<string, string>();
      const hashFor = new Map<string, string>();
      const keys = new VisitedSet(1 << 10);
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 32_000 }),
          fc.array(fc.nat(), { minLength: 200, maxLength: 400 }),
          (n, picks) => {
            const start = deal(game, n);
            const p = new PackedState(start);
            p.startHashing();
            const fresh = new PackedState(start);
            fresh.startHashing();
            const buf = new Uint8Array(1 << 12);
            const line = {
              // Take-backs and loads of a recent layout, not so many that lines never reach the redeal.
              takeBackEvery: 13,
              loadEvery: 17,
              loadOf: (saved: readonly number[], pick: number) =>
                saved.length > 4 ? saved[saved.length - 1 - (pick % 4)] : undefined,
              // The stock's move (last) often, so that lines reach the second pass.
              moveOf: (pick: number, end: number) => (pick % 2 === 0 ? end - 1 : pick % end),
            };
            walkRandomly(p, picks, line, () => {
              // The same position loaded into another PackedState (a stock game's layout carries
              // the stock's and waste's sums), then summed there from scratch (startHashing).
              expect(p.save(buf, 0)).toBeGreaterThan(0);
              fresh.load(buf, 0);
              const h = hashOf(p);
              expect(hashOf(fresh)).toBe(h);
              fresh.startHashing();
              expect(hashOf(fresh)).toBe(h);
              keys.keyHash(p);
              const key = keys.lastKeyText();
              expect(hashFor.get(key) ?? h).toBe(h);
              expect(keyOf.get(h) ?? key).toBe(key);
              hashFor.set(key, h);
              keyOf.set(h, key);
              if (p.pass > start.pass) redealt++;
            });
          },
        ),
        { numRuns: 30 },
      );
      // Many distinct positions were compared, and (Eights Down) many in the second pass.
      expect(keyOf.size).toBeGreaterThan(400);
      if (game === 'eights-down') expect(redealt).toBeGreaterThan(1000);
    });
  }

  it('hashes a child without its move (hashAfter) as hash() does once the move is made', () => {
    const moves = new Int32Array(2048);
    const random = mulberry32(9);
    let checked = 0;
    // The family's games of one foundation group too: the guided search's short searches hash so.
    const games = ['freecell', 'eights-down', 'seahaven-towers', 'fours-up', 'busy-aces', 'jacks-in-the-box'] as const;
    for (const game of games) {
      for (let n = 1; n <= 10; n++) {
        const p = new PackedState(deal(game, n));
        p.startHashing();
        for (let i = 0; i < 150; i++) {
          const end = generateMoves(p, moves, 0);
          if (end === 0) break;
          p.hash();
          for (let k = 0; k < end; k++) {
            const m = moves[k] as number;
            const to = moveTo(m);
            // Only moves between columns and cells are hashed so; the others say so.
            const between = moveFrom(m) < FOUND0 && to < FOUND0;
            expect(p.hashAfter(m)).toBe(between);
            if (!between) continue;
            const [lo, hi] = [p.afterLo, p.afterHi];
            p.apply(m);
            expect(hashOf(p)).toBe(`${lo}:${hi}`);
            p.undo(m);
            p.hash();
            checked++;
          }
          p.apply(moves[Math.floor(random() * end)] as number);
        }
      }
    }
    expect(checked).toBeGreaterThan(5000);
  });

  it('lets a HashSet tell a position seen before from a new one, as the exact keys do, as it grows', () => {
    const hashes = new HashSet(4);
    const keys = new VisitedSet(4);
    const moves = new Int32Array(2048);
    const random = mulberry32(5);
    let fresh = 0;
    for (let n = 1; n <= 20; n++) {
      const p = new PackedState(deal('freecell', n));
      p.startHashing();
      for (let i = 0; i < 100; i++) {
        const seen = !keys.add(p);
        p.hash();
        expect(hashes.has(p.hashLo, p.hashHi)).toBe(seen);
        expect(hashes.add(p)).toBe(!seen);
        if (!seen) fresh++;
        const end = generateMoves(p, moves, 0);
        if (end === 0) break;
        p.apply(moves[Math.floor(random() * end)] as number);
      }
    }
    // Past 512 positions the set has grown.
    expect(fresh).toBeGreaterThan(600);
    expect(hashes.size).toBe(keys.size);
  });
});
