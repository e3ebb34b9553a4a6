/**
 * CPU seconds (user and system) this process has spent since `since`, a reading of
 * `process.cpuUsage()`. The benchmarks time by CPU rather than by the wall clock so that the load of
 * a shared machine counts less.
 */
export function cpuSecondsSince(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1e6;
}
