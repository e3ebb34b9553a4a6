import {
  canRedo,
  canUndo,
  foundationCardCount,
  freeCellCount,
  type Move,
  moveCount,
  type Session,
  type State,
  totalCards,
  writePosition,
} from '../../engine';
import { t, tOr } from '../../platform';
import type { WinSceneData } from '../keys';
import type { HudInfo } from './hud';

// What the table tells the HUD and the win scene, read off the session.

/** The counters for the position on screen (which trails the session during an animation). */
export function hudInfo(s: Session, shown: State, seconds: number, muted: boolean, finished = false): HudInfo {
  const name = tOr(`game.${s.rules.id}`, s.rules.name);
  return {
    title: `${name} ${s.deal === null ? `(${t('table.position')})` : `#${s.deal}`}`,
    name,
    moves: moveCount(s),
    cells: shown.cells.length > 0 ? [freeCellCount(shown), shown.cells.length] : null,
    home: [foundationCardCount(shown), totalCards(s.rules)],
    stock: s.rules.stock ? shown.stock.length : null,
    seconds,
    canUndo: canUndo(s),
    canRedo: canRedo(s),
    muted,
    finished,
  };
}

export function winData(s: Session, seconds: number): WinSceneData {
  return {
    game: s.rules.id,
    deal: s.deal,
    options: s.rules.options,
    moves: moveCount(s),
    seconds,
    ...(s.deal === null ? { position: writePosition(s.initial) } : {}),
  };
}

/**
 * A tap on the stock: deal from it, or turn the waste over when it is empty (the engine judges).
 * With the waste empty too, a deal, which the engine refuses saying both are empty.
 */
export function stockMove(state: State): Move {
  return state.stock.length > 0 || state.waste.length === 0
    ? {
        from: { kind: 'stock' },
        to: { kind: 'waste' },
        n: Math.max(1, Math.min(state.rules.stock?.draw ?? 1, state.stock.length)),
      }
    : { from: { kind: 'waste' }, to: { kind: 'stock' }, n: state.waste.length };
}
