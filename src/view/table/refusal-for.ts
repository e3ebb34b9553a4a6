import {
  type Card,
  checkMove,
  foundation,
  foundationFor,
  type Move,
  type Pile,
  type Refusal,
  type State,
  tableau,
} from '../../engine';

// When a tapped card has nowhere to go, the player still deserves a reason: the engine's refusal
// of the most telling of the moves it could have meant.

const TELLING: readonly Refusal['code'][] = [
  'face-down',
  'not-a-run',
  'one-card-at-a-time',
  'over-capacity',
  'space-top-rank-only',
  'foundation-needs',
];

export function refusalFor(state: State, from: Pile, n: number, top: Card | undefined): Refusal | null {
  const tries: Move[] = [];
  if (top !== undefined && n === 1) tries.push({ from, to: foundation(foundationFor(state, top) ?? 0), n });
  state.tableau.forEach((_, i) => {
    tries.push({ from, to: tableau(i), n });
  });
  const refusals: Refusal[] = [];
  for (const m of tries) {
    const v = checkMove(state, m);
    if (!v.ok && v.refusal.code !== 'same-pile') refusals.push(v.refusal);
  }
  for (const code of TELLING) {
    const r = refusals.find((x) => x.code === code);
    if (r) return r;
  }
  return refusals[0] ?? null;
}
