import type { dealPosition, rulesFor, State } from '../../src/engine';

// The A/B benches (solver-ab.ts, family-ab.ts) deal each side's positions with that side's own
// engine: an earlier copy may deal differently (FreeCell's and Baker's Game's are Microsoft's).

/** A deal's starting position by its number. */
export type Deal = (deal: number) => State;

/** Deals of `game` by an engine's dealPosition and rulesFor (this checkout's, or the copy's). */
export function dealerOf(engine: { dealPosition: typeof dealPosition; rulesFor: typeof rulesFor }, game: string): Deal {
  const r = engine.rulesFor(game as Parameters<typeof rulesFor>[0]);
  if (!r.ok) throw new Error(r.error);
  return (n) => {
    const d = engine.dealPosition(r.rules, n);
    if (!d.ok) throw new Error(d.error);
    return d.state;
  };
}
