import type * as Phaser from 'phaser';
import type { Rules } from '../../engine';
import { ports } from '../ports';
import type { CardTextures } from './card-textures';
import { layoutTable, type TableLayout } from './layout';
import { rankLabels } from './rank-labels';

/**
 * The layout for the scene's size now, with card textures drawn at its card size. The canvas is in
 * device pixels, the layout's rules in CSS pixels; the settings add the mirror and the card faces.
 * `facesLater`: see CardTextures.ensure.
 */
export function fitLayout(scene: Phaser.Scene, textures: CardTextures, rules: Rules, facesLater = false): TableLayout {
  const s = ports().settings.get();
  const dpr = window.devicePixelRatio || 1;
  const base = rules.foundations.base;
  const layout = layoutTable(rules, scene.scale.width / dpr, scene.scale.height / dpr, dpr, s.leftHanded);
  const ranks = rankLabels(s.language);
  textures.ensure(layout.cardW, layout.cardH, s.fourColour, ranks, ranks[base - 1] ?? '', facesLater);
  return layout;
}
