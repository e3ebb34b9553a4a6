import fc from 'fast-check';
import {
  AUTO_MODES,
  type AutoMode,
  currentState,
  GAME_IDS,
  type GameId,
  legalMoves,
  MAX_DEAL,
  newGame,
  play,
  playOpening,
  type Rules,
  redo,
  restart,
  type Session,
  undo,
} from '../../../src/engine';
import { rules } from './board';

// What the property tests share: every game (and Eight Off with each of its options), and random
// games played by picking among the legal moves, with undo, redo and restart mixed in.

export interface Variant {
  readonly name: string;
  readonly rules: Rules;
}

export const VARIANTS: readonly Variant[] = [
  ...GAME_IDS.map((id: GameId) => ({ name: id, rules: rules(id) })),
  ...['run-shortcut', 'any-card-in-space', 'alternate-colours'].map((o) => ({
    name: `eight-off + ${o}`,
    rules: rules('eight-off', [o]),
  })),
];

/**
 * The games the general solver (PackedState) plays: every card face up. Klondike's face-down
 * cards have their own solver (solver/klondike), held to the engine by its own property tests.
 */
export const OPEN_GAME_IDS: readonly GameId[] = GAME_IDS.filter((id) => !rules(id).layout.faceDown);
export const OPEN_VARIANTS: readonly Variant[] = VARIANTS.filter((v) => !v.rules.layout.faceDown);

/** A player's action: a legal move (picked by index among legalMoves), undo, redo or restart. */
export type Action =
  | { readonly kind: 'play'; readonly pick: number }
  | { readonly kind: 'undo' }
  | { readonly kind: 'redo' }
  | { readonly kind: 'restart' };

export const dealArb = fc.oneof(fc.integer({ min: 1, max: 32000 }), fc.integer({ min: 1, max: MAX_DEAL }));
export const autoModeArb = fc.constantFrom<AutoMode>(...AUTO_MODES);
export const picksArb = (maxLength: number) => fc.array(fc.nat(), { maxLength });
export const actionsArb = (maxLength: number) =>
  fc.array(
    fc.oneof(
      { weight: 6, arbitrary: fc.nat().map((pick): Action => ({ kind: 'play', pick })) },
      { weight: 2, arbitrary: fc.constant<Action>({ kind: 'undo' }) },
      { weight: 1, arbitrary: fc.constant<Action>({ kind: 'redo' }) },
      { weight: 1, arbitrary: fc.constant<Action>({ kind: 'restart' }) },
    ),
    { maxLength },
  );

/** A new game as the table starts it: the deal, with the auto-moves due at the start played. */
export function start(r: Rules, deal: number, mode: AutoMode): Session {
  const g = newGame(r, deal, mode);
  if (!g.ok) throw new Error(g.error);
  return playOpening(g.session);
}

/** Plays the legal move the pick chooses; the session unchanged when no move is left. */
export function playPick(s: Session, pick: number): Session {
  const moves = legalMoves(currentState(s));
  const m = moves[pick % Math.max(1, moves.length)];
  if (!m) return s;
  const r = play(s, m);
  if (!r.ok) throw new Error('a listed legal move was refused');
  return r.session;
}

export function act(s: Session, a: Action): Session {
  switch (a.kind) {
    case 'play':
      return playPick(s, a.pick);
    case 'undo':
      return undo(s);
    case 'redo':
      return redo(s);
    case 'restart':
      return restart(s);
  }
}
