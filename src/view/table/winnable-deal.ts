import type * as Phaser from 'phaser';
import { rulesFor } from '../../engine';
import { t } from '../../platform/i18n';
import type { TableSceneData } from '../keys';
import type { Settings } from '../ports';
import { solver } from './hint-source';
import { randomDeal } from './start-session';

// "Only winnable deals": a new random deal is chosen by the solver in its worker, which tries deal
// numbers from a random one on and returns the first it wins. The table then starts that deal by
// number, so the number shown (and shared) still reproduces the same deal.

/** Does this start ask for a random deal of a game set to winnable deals only? */
export function wantsWinnableDeal(data: TableSceneData, settings: Settings): boolean {
  return (
    data.deal === undefined &&
    !data.resume &&
    data.position === undefined &&
    settings.winnableOnly?.[data.game] === true
  );
}

/** The first deal from a random number on that the solver wins, or a plain random deal if it cannot say. */
export async function pickWinnableDeal(data: TableSceneData): Promise<number> {
  const start = randomDeal();
  const rules = rulesFor(data.game, data.options ?? []);
  const client = await solver();
  if (!rules.ok || !client) return start;
  const found = await client.nextWinnableDeal(rules.rules, start).promise;
  return found ?? start;
}

/** Shows "Finding a winnable deal…" on an empty table, then hands over the deal number. */
export function waitForWinnableDeal(scene: Phaser.Scene, data: TableSceneData, found: (deal: number) => void): void {
  const { width, height } = scene.scale;
  const dpr = window.devicePixelRatio || 1;
  scene.add
    .text(width / 2, height / 2, t('table.findingWinnable'), { fontFamily: 'sans-serif', fontSize: `${20 * dpr}px` })
    .setOrigin(0.5)
    .setColor('#ffffff');
  void pickWinnableDeal(data).then((deal) => {
    if (scene.scene.isActive()) found(deal);
  });
}
