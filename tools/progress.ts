// A progress bar with the time left, on stderr: redrawn in place on a terminal (at most four times
// a second), a plain line a minute when stderr is a file (a long run under nohup).

export interface Progress {
  /** One more deal done. */
  tick(): void;
  /** The last line, and a newline. */
  end(): void;
}

/** "1 h 02 min", "3 min 20 s", "45 s". */
export function duration(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s >= 3600) return `${Math.floor(s / 3600)} h ${String(Math.floor((s % 3600) / 60)).padStart(2, '0')} min`;
  if (s >= 60) return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
  return `${s} s`;
}

/** The bar's text: done of total, the rate so far and the time the rest would take at it. */
export function progressText(label: string, done: number, total: number, elapsedMs: number, width = 30): string {
  const frac = total === 0 ? 1 : done / total;
  const filled = Math.round(frac * width);
  const bar = `${'#'.repeat(filled)}${'.'.repeat(width - filled)}`;
  const left = done === 0 ? '?' : duration((elapsedMs / done) * (total - done));
  return `${label} [${bar}] ${done}/${total} (${(100 * frac).toFixed(1)}%), ${duration(elapsedMs)} so far, ${left} left`;
}

export function progressBar(
  label: string,
  total: number,
  stream: NodeJS.WriteStream = process.stderr,
  now: () => number = Date.now,
): Progress {
  const started = now();
  const tty = stream.isTTY === true;
  const every = tty ? 250 : 60_000;
  let done = 0;
  let shown = Number.NEGATIVE_INFINITY;
  const draw = (): void => {
    const text = progressText(label, done, total, now() - started);
    stream.write(tty ? `\r${text}\x1b[K` : `${text}\n`);
  };
  return {
    tick: () => {
      done++;
      if (now() - shown >= every) {
        shown = now();
        draw();
      }
    },
    end: () => {
      draw();
      if (tty) stream.write('\n');
    },
  };
}
