import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { threadCpuMs } from '../../tools/thread-cpu';

// The win-rate tool's time budget counts the solving thread's CPU time: work counts, waiting
// does not (so a loaded machine, where the thread waits for a core, does not cut a solve short).

describe.runIf(threadCpuMs() !== null)("a thread's CPU clock", () => {
  it('counts work and not waiting', async () => {
    const start = threadCpuMs() ?? 0;
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((threadCpuMs() ?? 0) - start).toBeLessThan(200);
    const busy = threadCpuMs() ?? 0;
    const wallStart = Date.now();
    let spins = 0;
    while ((threadCpuMs() ?? 0) - busy < 50 && Date.now() - wallStart < 10_000) spins++;
    expect((threadCpuMs() ?? 0) - busy, `${spins} readings`).toBeGreaterThanOrEqual(50);
  });

  it("reads each thread's own clock (the file is held open per thread): a worker's work is not this thread's", async () => {
    // Read here first, so that this thread has its file open before the worker opens its own.
    const start = threadCpuMs() ?? 0;
    const api = import.meta.resolve('tsx/esm/api');
    const clock = new URL('../../tools/thread-cpu.ts', import.meta.url).href;
    const code = [
      `import { register } from ${JSON.stringify(api)}; register();`,
      `const { threadCpuMs } = await import(${JSON.stringify(clock)});`,
      `import { parentPort } from 'node:worker_threads';`,
      'const begin = threadCpuMs(); const wall = Date.now();',
      'while (threadCpuMs() - begin < 300 && Date.now() - wall < 10000) {}',
      'parentPort.postMessage(threadCpuMs() - begin);',
    ].join('\n');
    const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(code)}`));
    const workerMs = await new Promise<number>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    await worker.terminate();
    expect(workerMs).toBeGreaterThanOrEqual(300);
    // This thread only waited (loading the worker's modules is the worker's work).
    expect((threadCpuMs() ?? 0) - start).toBeLessThan(150);
  });
});
