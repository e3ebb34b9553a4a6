// Runs jobs on `workers` lanes at once, each lane taking the next job as its last one ends, so a
// long run does not hold up the short ones behind it. The soak's lanes are pages of one browser:
// a page spends most of its time waiting on input acks, frames and animations, so two or three
// share the two cores of the machine better than one does alone.

export async function inLanes<J>(jobs: readonly J[], workers: number, run: (job: J) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < jobs.length) {
      const job = jobs[next++] as J;
      await run(job);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(workers, jobs.length)) }, lane));
}
