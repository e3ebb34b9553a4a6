import { execFileSync } from 'node:child_process';

/**
 * The commit a measurement ran on, as the results files record it: the short hash, with `+changes`
 * when `paths` (the code the figure depends on) differ from it; `unknown` outside a git checkout.
 */
export function commitOf(paths: readonly string[]): string {
  try {
    const rev = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', ...paths], { encoding: 'utf8' }).trim();
    return dirty ? `${rev}+changes` : rev;
  } catch {
    return 'unknown';
  }
}
