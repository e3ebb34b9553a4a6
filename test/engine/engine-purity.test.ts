import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// DESIGN: src/engine is pure TypeScript. It imports nothing from Phaser, Howler, the DOM or
// anywhere outside src/engine, and never touches window, document, localStorage, navigator or
// Math.random (deals are seeded). The check reads every file, comments included.

const ENGINE = resolve(dirname(fileURLToPath(import.meta.url)), '../../src/engine');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|js|mjs|cjs)$/.test(e.name) ? [path] : [];
  });
}

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)['"]([^'"]+)['"]/g;
const FORBIDDEN = /\b(window|document|localStorage|navigator)\b|\bMath\s*\.\s*random\b/g;

/** What is wrong with one engine file: imports that leave src/engine, and forbidden globals. */
function violations(path: string, source: string): string[] {
  const out: string[] = [];
  for (const m of source.matchAll(SPECIFIER)) {
    const spec = m[1] as string;
    const target = spec.startsWith('.') ? resolve(dirname(path), spec) : null;
    if (target === null || relative(ENGINE, target).startsWith('..')) out.push(`imports "${spec}"`);
  }
  for (const m of source.matchAll(FORBIDDEN)) out.push(`mentions ${m[0]}`);
  return out;
}

describe('the engine is pure', () => {
  const files = sourceFiles(ENGINE);

  it('finds the engine sources', () => {
    expect(files.map((f) => relative(ENGINE, f))).toEqual(
      expect.arrayContaining(['cards.ts', 'moves.ts', 'session.ts']),
    );
  });

  it.each(files.map((f) => [relative(ENGINE, f), f]))(
    '%s imports only the engine and touches no browser global',
    (_, f) => {
      expect(violations(f as string, readFileSync(f as string, 'utf8'))).toEqual([]);
    },
  );

  it.each([
    ["import Phaser from 'phaser';", 'imports "phaser"'],
    ["import { Howl } from 'howler';", 'imports "howler"'],
    ["import type { Scene } from 'phaser';", 'imports "phaser"'],
    ["import { store } from '../platform/storage';", 'imports "../platform/storage"'],
    ["export * from '../view/table';", 'imports "../view/table"'],
    ["import { readFileSync } from 'node:fs';", 'imports "node:fs"'],
    ["const m = await import('howler');", 'imports "howler"'],
    ["import 'phaser';", 'imports "phaser"'],
    ['const w = window.innerWidth;', 'mentions window'],
    ['document.title = "x";', 'mentions document'],
    ["localStorage.getItem('k');", 'mentions localStorage'],
    ['const lang = navigator.language;', 'mentions navigator'],
    ['const r = Math.random();', 'mentions Math.random'],
  ])('would catch: %s', (source, problem) => {
    expect(violations(join(ENGINE, 'x.ts'), source)).toEqual([problem]);
  });

  it.each([
    "import { card } from './cards';",
    "import { solve } from '../solver/search';",
    '// the rule documents describe it',
  ])('lets through: %s', (source) => {
    expect(violations(join(ENGINE, 'solver', 'x.ts'), source)).toEqual([]);
  });
});
