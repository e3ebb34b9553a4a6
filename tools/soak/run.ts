import type { Browser } from 'playwright-core';
import { ACTIONS, type ActionContext, backToTable, WEIGHTS } from './actions';
import { openingProblems, tableProblems } from './checks';
import { type Motion, motionInitScript, motionOf } from './motion';
import { Rng } from './rng';
import { SLOW_FRAME_PROBE, TablePage } from './table-page';

// The soak: a seeded monkey player in a real browser. After each action (or a burst of them, so
// that some land mid-animation) the table must settle and pass every check of checks.ts, and the
// page must have reported no error. A reload must bring back the same game.

export interface SoakOptions {
  readonly browser: Browser;
  /** The built game's URL, with a trailing slash. */
  readonly base: string;
  readonly game: string;
  readonly actions: number;
  readonly seed: number;
  readonly renderer: 'canvas' | 'webgl';
  /** The player's animation setting (motion.ts); by default the one the game and seed choose. */
  readonly motion?: Motion;
  /** Stop after this many failures (each later one may follow from the first). */
  readonly maxFailures?: number;
  /** Share of actions followed at once by the next, without waiting for the table to settle (default 0.3). */
  readonly burst?: number;
  readonly log?: (line: string) => void;
  /** Log every action with the time it took, to read a slow run back. */
  readonly trace?: boolean;
}

export interface SoakFailure {
  readonly action: number;
  readonly problems: readonly string[];
  /** The actions before it, oldest first, to read the failure back. */
  readonly recent: readonly string[];
}

export interface SoakReport {
  readonly game: string;
  readonly renderer: string;
  readonly seed: number;
  readonly motion: Motion;
  readonly actions: number;
  readonly checks: number;
  readonly failures: readonly SoakFailure[];
  readonly slowFrames: number;
  readonly ms: number;
  /** Milliseconds spent in each kind of action (its checks included), to see where a run's time goes. */
  readonly msByAction: Readonly<Record<string, number>>;
  /** The slowest actions (their checks not included), slowest first: where a slow run's time goes. */
  readonly slowest: readonly { readonly what: string; readonly ms: number }[];
}

const BURST = 0.3;

export async function soak(o: SoakOptions): Promise<SoakReport> {
  const started = Date.now();
  const motion = o.motion ?? motionOf(o.game, o.seed);
  const context = await o.browser.newContext({
    viewport: { width: 1280, height: 800 },
    hasTouch: true,
    serviceWorkers: 'block',
    reducedMotion: motion === 'reduced' ? 'reduce' : 'no-preference',
  });
  await context.addInitScript({ content: SLOW_FRAME_PROBE });
  const speed = motionInitScript(motion);
  if (speed !== null) await context.addInitScript({ content: speed });
  const page = await context.newPage();
  const t = new TablePage(page, await context.newCDPSession(page));
  const rnd = new Rng(o.seed);
  const url = (game: string, deal: number | null) =>
    `${o.base}?game=${game}${deal === null ? '' : `&deal=${deal}`}&renderer=${o.renderer}`;
  const failures: SoakFailure[] = [];
  const recent: string[] = [];
  let checks = 0;
  let slowFrames = 0;
  let done = 0;
  const msByAction: Record<string, number> = {};
  const slowest: { what: string; ms: number }[] = [];
  const fail = (problems: readonly string[]) => {
    failures.push({ action: done, problems, recent: [...recent] });
    o.log?.(`FAIL after action ${done}: ${problems.join('; ')}\n  recent: ${recent.join(' | ')}`);
  };
  const open = async (target: string) => {
    slowFrames += await t.slowFrames().catch(() => 0);
    await page.goto(target);
    await page.waitForFunction(() => window.solitaire?.ready === true && window.solitaire.state() !== null, undefined, {
      timeout: 60_000,
    });
  };

  const ctx: ActionContext = {
    t,
    rnd,
    game: o.game,
    size: () => page.viewportSize() ?? { width: 1280, height: 800 },
    reload: async () => {
      const before = await t.settle();
      if (before === null) return 'reload: not at a table';
      await open(url(before.game, before.deal));
      const after = await t.settle();
      // A game with moves must come back as it was: same cards, same count, the clock not behind.
      if (before.moves > 0 && !before.won && before.deal !== null && after !== null) {
        const problems: string[] = [];
        if (JSON.stringify(after.piles) !== JSON.stringify(before.piles)) problems.push('the reload lost the position');
        if (after.moves !== before.moves) problems.push(`the reload has ${after.moves} moves, not ${before.moves}`);
        if (after.seconds + 1 < before.seconds)
          problems.push(`the reload's clock says ${after.seconds} s, not ${before.seconds}`);
        if (problems.length > 0) fail(problems);
      }
      return `reload ${before.game} #${before.deal} at ${before.moves} moves`;
    },
  };

  try {
    await open(url(o.game, o.seed));
    const took = await t.motionInEffect();
    if (took !== motion) fail([`the run was to play with animation ${motion}, the page has ${took}`]);
    // The deal as it opened: the one asked for, and sound by every check that follows each action.
    const opening = await t.opening();
    const opened =
      opening === null
        ? ['the page opened no table']
        : [
            ...openingProblems(opening.opening, { game: o.game, deal: o.seed, renderer: o.renderer }),
            ...tableProblems(opening.snap),
          ];
    checks++;
    if (opened.length > 0) fail(opened);
    while (done < o.actions && failures.length < (o.maxFailures ?? 5)) {
      const s = await t.state();
      const t0 = Date.now();
      let kind = 'settle';
      let what: string;
      if (s?.won && rnd.chance(0.8)) {
        await page.keyboard.press('Enter');
        what = 'won: Enter for a new deal';
      } else if (s === null && (await t.onMenu())) {
        what = `in the menu > ${await backToTable(ctx)}`;
      } else {
        const name = rnd.weighted(WEIGHTS);
        kind = name;
        try {
          what = await ACTIONS[name](ctx);
        } catch (e) {
          what = `${name} threw`;
          fail([`${name}: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`]);
        }
      }
      done++;
      recent.push(what);
      if (recent.length > 12) recent.shift();
      const took = Date.now() - t0;
      if (o.trace) o.log?.(`  ${done} ${(took / 1000).toFixed(2)} s ${what}`);
      msByAction[kind] = (msByAction[kind] ?? 0) + took;
      slowest.push({ what, ms: took });
      slowest.sort((a, b) => b.ms - a.ms);
      slowest.length = Math.min(slowest.length, 5);
      if (done < o.actions && rnd.chance(o.burst ?? BURST)) continue;
      const c0 = Date.now();
      checks++;
      const problems: string[] = [];
      try {
        const settled = await t.settleAndSnap();
        if (settled !== null) problems.push(...tableProblems(settled.snap));
      } catch (e) {
        problems.push(e instanceof Error ? (e.message.split('\n')[0] ?? '') : String(e));
      }
      problems.push(...t.newErrors());
      if (problems.length > 0) fail(problems);
      msByAction.check = (msByAction.check ?? 0) + Date.now() - c0;
      if (done % 100 === 0) o.log?.(`${o.game}/${o.renderer}: ${done} actions, ${failures.length} failures`);
    }
    slowFrames += await t.slowFrames().catch(() => 0);
  } finally {
    await context.close();
  }
  return {
    game: o.game,
    renderer: o.renderer,
    seed: o.seed,
    motion,
    actions: done,
    checks,
    failures,
    slowFrames,
    ms: Date.now() - started,
    msByAction,
    slowest,
  };
}
