import { describe, expect, it } from 'vitest';
import { dealPosition, newGame, play, rulesFor, type State } from '../../src/engine/index';
import { isSolvedDeal, verifyLine } from '../../src/engine/solver/index';
import { SolverClient, type WorkerLike } from '../../src/worker/solver-client';
import { createSolverHost, type SolverReply, type SolverRequest } from '../../src/worker/solver-worker';

// The worker protocol, with the worker's host run in this thread behind a stand-in Worker that
// copies messages as structured clones, the way postMessage does.

function fakeWorker(): WorkerLike {
  const w: WorkerLike = {
    onmessage: null,
    postMessage: (m: SolverRequest) => setTimeout(() => host(structuredClone(m)), 0),
    terminate: () => {},
  };
  const host = createSolverHost((reply: SolverReply) =>
    setTimeout(() => w.onmessage?.({ data: structuredClone(reply) } as MessageEvent<SolverReply>), 0),
  );
  return w;
}

const freecell = (() => {
  const r = rulesFor('freecell');
  if (!r.ok) throw new Error(r.error);
  return r.rules;
})();

const bakers = (() => {
  const r = rulesFor('bakers-game');
  if (!r.ok) throw new Error(r.error);
  return r.rules;
})();

function deal(n: number): State {
  const d = dealPosition(freecell, n);
  if (!d.ok) throw new Error(d.error);
  return d.state;
}

/** A worker whose script fails (a 404, a crash): it reports an error event and answers nothing. */
function failingWorker(made: WorkerLike[]): () => WorkerLike {
  return () => {
    const w: WorkerLike = {
      onmessage: null,
      onerror: null,
      postMessage: () => setTimeout(() => w.onerror?.({ type: 'error', message: 'boom' } as unknown as Event), 0),
      terminate: () => {},
    };
    made.push(w);
    return w;
  };
}

describe('SolverClient', () => {
  it('fails the requests in flight when its worker fails, and tries a fresh worker for the next', async () => {
    const made: WorkerLike[] = [];
    const client = new SolverClient(failingWorker(made));
    const a = client.hint(deal(5)).promise;
    const b = client.stillWinnable(deal(5)).promise;
    await expect(a).rejects.toThrow('boom');
    await expect(b).rejects.toThrow('boom');
    expect(made).toHaveLength(1);
    await expect(client.stillWinnable(deal(6)).promise).rejects.toThrow('boom');
    expect(made).toHaveLength(2);
  });

  it('solves in the worker and the line replays', async () => {
    const client = new SolverClient(fakeWorker);
    const r = await client.solve(deal(3)).promise;
    expect(r?.status).toBe('solved');
    verifyLine(deal(3), r?.moves ?? []);
  });

  it('gives a hint and the still-winnable status', async () => {
    const client = new SolverClient(fakeWorker);
    const h = await client.hint(deal(5)).promise;
    expect(h?.kind).toBe('winning');
    expect(await client.stillWinnable(deal(5)).promise).toBe('yes');
  });

  it('cancels a long search between slices', async () => {
    const client = new SolverClient(fakeWorker);
    const task = client.solve(deal(11982), { maxMs: 60_000 });
    const after = client.stillWinnable(deal(8));
    setTimeout(() => task.cancel(), 20);
    expect(await task.promise).toBeNull();
    expect(await after.promise).toBe('yes');
  });

  it('finds a winnable deal number that reproduces the deal', async () => {
    const client = new SolverClient(fakeWorker);
    // Baker's Game deal 14 is proven unsolvable in a few thousand positions; 15 is won.
    const n = await client.nextWinnableDeal(bakers, 14, { maxStates: 1_000_000, maxMs: 120_000 }).promise;
    expect(n).toBe(15);
    expect(isSolvedDeal(bakers, n ?? 0)).toBe(true);
    expect(isSolvedDeal(bakers, 14)).toBe(false);
  });

  it('finds the undo point of a lost session', async () => {
    const client = new SolverClient(fakeWorker);
    const g = newGame(bakers, 14);
    if (!g.ok) throw new Error(g.error);
    const first = play(g.session, { from: { kind: 'tableau', index: 0 }, to: { kind: 'cell', index: 0 }, n: 1 });
    if (!first.ok) throw new Error('illegal');
    const u = await client.undoPoint(first.session, { maxStates: 1_000_000, maxMs: 120_000 }).promise;
    expect(u).toEqual({ kind: 'from-start' });
  });

  it('takes a lost session back to the latest position proven winnable, using verdicts already known', async () => {
    const client = new SolverClient(fakeWorker);
    const g = newGame(bakers, 15);
    if (!g.ok) throw new Error(g.error);
    const first = play(g.session, { from: { kind: 'tableau', index: 0 }, to: { kind: 'cell', index: 0 }, n: 1 });
    if (!first.ok) throw new Error('illegal');
    // Told the position after the first move is lost and the deal winnable: no solve is needed.
    const asked: number[] = [];
    const learned: string[] = [];
    const memo = {
      known: (s: unknown) => {
        asked.push(s === first.session.initial ? 0 : 1);
        return s === first.session.initial ? ('yes' as const) : undefined;
      },
      learned: (_s: unknown, v: string) => learned.push(v),
    };
    const u = await client.undoPoint(first.session, { maxStates: 10, maxMs: 1 }, memo).promise;
    expect(u).toEqual({ kind: 'undo', cursor: 0 });
    expect(asked).toEqual([0]);
    expect(learned).toEqual([]);
  });

  it('says unclear, never lost, when a position on the way back is beyond the budget', async () => {
    const client = new SolverClient(fakeWorker);
    const g = newGame(bakers, 15);
    if (!g.ok) throw new Error(g.error);
    const first = play(g.session, { from: { kind: 'tableau', index: 0 }, to: { kind: 'cell', index: 0 }, n: 1 });
    if (!first.ok) throw new Error('illegal');
    const learned: string[] = [];
    const memo = { known: () => undefined, learned: (_s: unknown, v: string) => learned.push(v) };
    const u = await client.undoPoint(first.session, { maxStates: 5, maxMs: 1_000 }, memo).promise;
    expect(u).toEqual({ kind: 'unclear', cursor: 0 });
    expect(learned).toEqual(['unknown']);
  });
});
