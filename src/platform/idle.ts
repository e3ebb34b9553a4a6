/** Runs `run` when the browser is idle (within `timeout` ms), or soon where it cannot tell. */
export function whenIdle(run: () => void, timeout = 1000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout });
  else setTimeout(run, 100);
}
