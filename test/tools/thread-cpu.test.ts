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
});
