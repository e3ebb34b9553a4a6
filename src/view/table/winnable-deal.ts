import type * as Phaser from 'phaser';
import { type Rules, rulesFor } from '../../engine';
import { t } from '../../platform/i18n';
import { TABLE_REPLACED, type TableSceneData } from '../keys';
import type { Settings } from '../ports';
import { Button } from '../ui/button';
import { DOUBLE_TAP_MS } from '../ui/tap-guard';
import { solver } from './hint-source';
import { randomBelow, randomDeal } from './start-session';

// "Only winnable deals": a new random deal is chosen by the solver in its worker, which tries deal
// numbers from a random one on and returns the first it wins; or, in the games where that search is
// slow (most deals lost or long to win: Cast Out Nines, Penta, Klondike...), drawn at once from the
// deals the solver won in the win-rate runs (engine/solver/known-wins.ts, loaded when first asked
// for). The table then starts that deal by number, so the number shown (and shared) still
// reproduces the same deal.

/** Does this start ask for a random deal of a game set to winnable deals only? */
export function wantsWinnableDeal(data: TableSceneData, settings: Settings): boolean {
  return (
    data.deal === undefined &&
    !data.resume &&
    data.position === undefined &&
    settings.winnableOnly?.[data.game] === true
  );
}

/** How long the search may take before the table deals a plain deal instead. */
export const WINNABLE_PATIENCE_MS = 12_000;

/** A deal to play, and whether the solver vouches for it. */
export interface PickedDeal {
  readonly deal: number;
  readonly winnable: boolean;
}

/**
 * The first deal from a random number on that the solver wins, or a plain random deal when it
 * cannot say: no worker, a worker that fails or refuses the request, none won among its tries, or
 * no answer within the patience. It always settles: the table never waits forever.
 */
export async function pickWinnableDeal(
  data: TableSceneData,
  patienceMs = WINNABLE_PATIENCE_MS,
  stop?: AbortSignal,
): Promise<PickedDeal> {
  const start = randomDeal();
  const plain: PickedDeal = { deal: start, winnable: false };
  const rules = rulesFor(data.game, data.options ?? []);
  if (!rules.ok) return plain;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The worker's search once asked (the solver loads first), and whether the pick is over.
  const running: { search: { cancel(): void } | null; over: boolean } = { search: null, over: false };
  // Given up at the patience, counted from the start (loading the list of won deals or the solver
  // may stall too, on a slow network), or when the table that asked has gone (`stop`): the search
  // is then cancelled, so that the worker is free for the next table's hints and checks.
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), patienceMs);
    stop?.addEventListener('abort', () => resolve(null), { once: true });
  });
  const found = async (): Promise<number | null> => {
    const known = await knownWins(rules.rules);
    if (known && known.length > 0) return known[randomBelow(known.length)] as number;
    const client = await solver();
    if (!client || stop?.aborted || running.over) return null;
    const task = client.nextWinnableDeal(rules.rules, start);
    running.search = task;
    return task.promise;
  };
  try {
    const deal = await Promise.race([found(), late]);
    return deal === null ? plain : { deal, winnable: true };
  } catch {
    return plain;
  } finally {
    running.over = true;
    clearTimeout(timer);
    running.search?.cancel();
  }
}

/** The game's list of won deals, loaded when first asked for; null where it has none or it fails to load (the live search then). */
async function knownWins(rules: Rules): Promise<readonly number[] | null> {
  try {
    const { knownWinnableDeals } = await import('../../engine/solver/known-wins');
    return knownWinnableDeals(rules);
  } catch {
    return null;
  }
}

/**
 * Shows "Finding a winnable deal…" on an empty table, then hands over the deal number (a plain
 * deal, with a notice for the table, when the solver could not vouch for one). `leave`, where
 * there is a menu to go back to: a Menu button under the words, and Esc, as on the table; the
 * search may take its whole patience (12 s), and the player had no way out meanwhile.
 */
export function waitForWinnableDeal(
  scene: Phaser.Scene,
  data: TableSceneData,
  found: (deal: number) => void,
  leave?: () => void,
): void {
  const { width, height } = scene.scale;
  const dpr = window.devicePixelRatio || 1;
  scene.add
    .text(width / 2, height / 2, t('table.findingWinnable'), { fontFamily: 'sans-serif', fontSize: `${20 * dpr}px` })
    .setOrigin(0.5)
    .setColor('#ffffff');
  const keys = scene.input.keyboard;
  // The search belongs to this start of the scene: a restart (a new deal asked for meanwhile) or
  // a stop ends it, and its deal is dropped. A pause (a portal's ad break) only holds it: the deal
  // is played when the scene resumes, or the table would wait on this text for ever.
  let live = true;
  // Leaving drops the deal at once, not at the shutdown Phaser's next step makes: a deal found in
  // the same frame would queue a table to start beside the menu.
  const out = () => {
    if (!live) return;
    live = false;
    leave?.();
  };
  if (leave) {
    // Not at once: the second tap of a double tap on the New deal that started this would press it.
    scene.time.delayedCall(DOUBLE_TAP_MS, () => {
      const menu = new Button(scene, t('table.menu'), out, 10, 'quiet');
      menu.place(width / 2 - 70 * dpr, height / 2 + 36 * dpr, 140 * dpr, 48 * dpr, Math.round(16 * dpr));
    });
    keys?.on('keydown-ESC', out);
  }
  const hand = (deal: number, winnable: boolean) => {
    if (!live) return;
    live = false;
    if (!winnable) {
      const notices = (scene.registry.get('notices') as string[] | undefined) ?? [];
      scene.registry.set('notices', [...notices, t('table.notWinnableChecked')]);
    }
    found(deal);
  };
  let held: (() => void) | null = null;
  const gone = new AbortController();
  const replaced = () => {
    live = false;
  };
  scene.events.once(TABLE_REPLACED, replaced);
  scene.events.once('shutdown', () => {
    live = false;
    gone.abort();
    keys?.off('keydown-ESC', out);
    scene.events.off(TABLE_REPLACED, replaced);
    if (held) scene.events.off('resume', held);
  });
  void pickWinnableDeal(data, WINNABLE_PATIENCE_MS, gone.signal).then((picked) => {
    if (!live) return;
    if (scene.scene.isPaused()) {
      held = () => hand(picked.deal, picked.winnable);
      scene.events.once('resume', held);
    } else hand(picked.deal, picked.winnable);
  });
}
