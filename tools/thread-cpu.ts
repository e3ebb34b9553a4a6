import { openSync, readSync } from 'node:fs';

// The CPU time of the calling thread, for the solver's time budget in `npm run winrates`: a
// 10 s budget read from the wall clock shrinks with the machine's load (two cores shared with a
// soak and the tests left a quarter of Jacks in the Box's deals undecided, a tenth alone), and
// process.cpuUsage() counts every thread of the process. Linux gives each thread's user and
// system time in /proc/thread-self/stat, in clock ticks (100 a second on Linux).

const STAT = '/proc/thread-self/stat';
const MS_PER_TICK = 10;

/**
 * The file held open, read again from its start at each call: a solve reads its clock about every
 * 3 ms, and opening the file each time cost 50 us a read (2% of a Dimes solve), a read of the open
 * file 5 us. "thread-self" names the thread that opened it, and each worker thread has its own copy
 * of this module, so each reads its own. Undefined until the first call; null where it cannot open.
 */
let stat: { readonly fd: number; readonly buffer: Buffer } | null | undefined;

/** This thread's CPU milliseconds (user and system), or null where the system does not say. */
export function threadCpuMs(): number | null {
  if (stat === undefined) {
    try {
      stat = { fd: openSync(STAT, 'r'), buffer: Buffer.alloc(1024) };
    } catch {
      stat = null;
    }
  }
  if (stat === null) return null;
  let text: string;
  try {
    const n = readSync(stat.fd, stat.buffer, 0, stat.buffer.length, 0);
    text = stat.buffer.toString('latin1', 0, n);
  } catch {
    return null;
  }
  // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return Number.isFinite(utime) && Number.isFinite(stime) ? (utime + stime) * MS_PER_TICK : null;
}

/** A clock of this thread's CPU milliseconds, or null where there is none. */
export function threadCpuClock(): (() => number) | null {
  return threadCpuMs() === null ? null : () => threadCpuMs() ?? 0;
}
