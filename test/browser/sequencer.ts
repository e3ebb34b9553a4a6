import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The browser suite's order: its longest files first, then Vitest's own order. Vitest runs the
 * files that took longest last time first, but a clean clone (CI) has no such record, and then it
 * takes the largest files first: the soak's file is small and long (a quarter of the suite's test
 * time), so it started near the end and ran alone while the other worker had nothing left to do.
 */
const LONG_FIRST: readonly string[] = ['test/browser/soak.test.ts'];

export class LongFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification): number => {
      const i = LONG_FIRST.findIndex((path) => f.moduleId.endsWith(path));
      return i === -1 ? LONG_FIRST.length : i;
    };
    // Array.prototype.sort is stable: the rest keep Vitest's order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
