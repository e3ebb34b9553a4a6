import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The platform is the outside world behind small interfaces; drawing is the view's. Keeping Phaser
// out lets every platform piece be tested in Node.

const DIR = join(import.meta.dirname, '..', '..', 'src', 'platform');

describe('src/platform', () => {
  it.each(readdirSync(DIR).filter((f) => f.endsWith('.ts')))('%s does not import Phaser or the view', (file) => {
    const source = readFileSync(join(DIR, file), 'utf8');
    expect(source).not.toMatch(/from ['"]phaser/);
    expect(source).not.toMatch(/from ['"]\.\.\/view/);
  });
});
