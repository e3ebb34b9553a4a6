import type * as Phaser from 'phaser';
import { foundationGroups, type Rules, type State, spaceRank } from '../../engine';
import { ports } from '../ports';
import type { CardTextures } from './card-textures';
import { fanStep, layoutTable, READABLE_COLUMN, stepLength, type TableLayout } from './layout';
import { rankLabels } from './rank-labels';
import type { SlotLabels } from './slot-art';

/**
 * The layout for the scene's size and the position now: the usual one, or, when a column has grown
 * past what it keeps readable, one with cards small enough that every corner index of that column
 * stays whole. The canvas is in device pixels, the layout's rules in CSS pixels.
 */
export function layoutFor(scene: Phaser.Scene, state: State): TableLayout {
  const s = ports().settings.get();
  const dpr = window.devicePixelRatio || 1;
  const [w, h] = [scene.scale.width / dpr, scene.scale.height / dpr];
  const usual = layoutTable(state.rules, w, h, dpr, s.leftHanded);
  // Each column's length in face-up steps: its face-down cards take a share of one (layout.ts).
  const longest = Math.max(0, ...state.tableau.map((column, i) => stepLength(column.length, state.faceDown[i] ?? 0)));
  const slot = usual.slots.get('t1');
  if (longest <= READABLE_COLUMN || !slot || fanStep(usual, slot, longest) >= usual.indexH) return usual;
  return layoutTable(state.rules, w, h, dpr, s.leftHanded, longest);
}

/**
 * The layout for the scene and position now (layoutFor), with card textures drawn at its card size;
 * the settings add the mirror and the card faces. `facesLater`: see CardTextures.ensure.
 */
export function fitLayout(scene: Phaser.Scene, textures: CardTextures, state: State, facesLater = false): TableLayout {
  const s = ports().settings.get();
  const layout = layoutFor(scene, state);
  const ranks = rankLabels(s.language);
  const style = {
    fourColour: s.fourColour,
    ranks,
    slotLabels: slotLabels(state.rules, ranks),
    stackedIndex: layout.stackedIndex,
  };
  textures.ensure(layout.cardW, layout.cardH, style, facesLater);
  return layout;
}

/**
 * What the empty piles of a game say: each foundation group's first rank and direction, the rank
 * a space takes.
 */
export function slotLabels(rules: Rules, ranks: readonly string[]): SlotLabels {
  const space = spaceRank(rules);
  return {
    foundations: foundationGroups(rules).map((g) => ({ base: ranks[g.base - 1] ?? '', direction: g.direction })),
    space: space === null || space === 'none' ? null : (ranks[space - 1] ?? null),
  };
}
