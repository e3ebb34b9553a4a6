import { describe, expect, it } from 'vitest';
import { newGame, rulesFor, type Session } from '../../src/engine';
import { type LostNews, LostWatch } from '../../src/view/table/lost-watch';
import { SolverClient, type WorkerLike } from '../../src/worker/solver-client';

// The quiet "still winnable?" check when the solver fails: it must not stay silent for ever, nor
// call anything lost; it says that it does not know.

function session(): Session {
  const rules = rulesFor('freecell');
  if (!rules.ok) throw new Error(rules.error);
  const g = newGame(rules.rules, 1);
  if (!g.ok) throw new Error(g.error);
  return g.session;
}

/** A worker that takes every request and answers none (stuck, or far too slow). */
const silentWorker = (): WorkerLike => ({ onmessage: null, onerror: null, postMessage: () => {}, terminate: () => {} });

/** A worker whose script fails as soon as it is asked anything. */
function crashingWorker(): WorkerLike {
  const w: WorkerLike = {
    onmessage: null,
    onerror: null,
    postMessage: () => setTimeout(() => w.onerror?.({ type: 'error' } as Event), 0),
    terminate: () => {},
  };
  return w;
}

function watchWith(client: SolverClient | null): Promise<LostNews> {
  return new Promise((resolve) => {
    const watch = new LostWatch(async () => client, resolve, { ask: 50, walk: 50 });
    watch.check(session());
  });
}

describe('the quiet check, when the solver fails', () => {
  it('says it does not know when the worker never answers', async () => {
    expect(await watchWith(new SolverClient(silentWorker))).toEqual({ kind: 'unknown' });
  });

  it('says it does not know when the worker crashes', async () => {
    expect(await watchWith(new SolverClient(crashingWorker))).toEqual({ kind: 'unknown' });
  });

  it('says it does not know when there is no worker at all', async () => {
    expect(await watchWith(null)).toEqual({ kind: 'unknown' });
  });
});
