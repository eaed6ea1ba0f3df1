/**
 * `npm install && npm test` needs no system package to read PDFs (docs/decisions/014): no code
 * or test in the tree runs poppler's programs, and CI does not install them.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const POPPLER = /\b(pdftotext|pdftoppm|pdfinfo|poppler-utils)\b/;

function files(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const rel = `${dir}/${name}`;
    if (statSync(path.join(root, rel)).isDirectory()) return files(rel);
    return /\.(ts|tsx|mjs|js)$/.test(name) ? [rel] : [];
  });
}

describe('PDF reading', () => {
  it('runs no poppler program anywhere in the tree, nor installs one in CI', () => {
    const users = [...['src', 'tests', 'scripts', 'bench'].flatMap(files), '.ci/run'].filter(
      (file) => !file.endsWith('no-system-tools.test.ts'),
    );
    const runsPoppler = users.filter((file) =>
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        // Comments may name the tools (to look at a page by hand); code must not run them.
        .filter((line) => !/^\s*(\/\/|\*|\/\*|#)/.test(line))
        .some((line) => POPPLER.test(line)),
    );
    expect(runsPoppler).toEqual([]);
  });
});
