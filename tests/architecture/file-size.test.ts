/**
 * No source file is over 300 lines (docs/architecture.md section 3): a file that long has taken on
 * a second job, and is split by responsibility rather than left to grow. Tests are not counted:
 * a test file grows with the cases of the one thing it checks.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const MAX_LINES = 300;
const FOLDERS = ['src', 'scripts', 'bench'];
const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/;
const TEST = /\.test\.tsx?$|\.e2e\.ts$/;

/**
 * Files left out, each with its reason. A generated file belongs here too: it is rewritten by its
 * generator, not split by hand (none is under these folders today; migrations are SQL).
 */
const EXCEPTED: Record<string, string> = {};

interface SourceText {
  /** Repository-relative, with forward slashes. */
  path: string;
  text: string;
}

/** Lines as `wc -l` counts them, and a last line without its newline too. */
function lineCount(text: string): number {
  const newlines = text.split('\n').length - 1;
  return text === '' || text.endsWith('\n') ? newlines : newlines + 1;
}

/** 'path: N lines' for each file over the limit, longest first. */
function oversized(files: SourceText[], maxLines = MAX_LINES): string[] {
  return files
    .map((file) => ({ path: file.path, lines: lineCount(file.text) }))
    .filter((file) => file.lines > maxLines)
    .sort((a, b) => b.lines - a.lines || a.path.localeCompare(b.path))
    .map((file) => `${file.path}: ${file.lines} lines`);
}

function sourceFiles(dir: string): SourceText[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    // Dot folders hold tool output (bench/.out), never source.
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : sourceFiles(rel);
    if (!SOURCE.test(entry.name) || TEST.test(entry.name) || rel in EXCEPTED) return [];
    return [{ path: rel, text: readFileSync(path.join(root, rel), 'utf8') }];
  });
}

describe('source file size', () => {
  it(`keeps every source file under src/, scripts/ and bench/ to ${MAX_LINES} lines`, () => {
    const files = FOLDERS.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(100);
    expect(oversized(files)).toEqual([]);
  });

  it('still has every excepted file, so a stale exception is noticed', () => {
    const files = new Set(FOLDERS.flatMap((dir) => listAll(dir)));
    expect(Object.keys(EXCEPTED).filter((file) => !files.has(file))).toEqual([]);
  });

  it('names each file over the limit with its length, and lets one at the limit pass', () => {
    const lines = (n: number) => 'x\n'.repeat(n);
    const found = oversized([
      { path: 'src/a.ts', text: lines(300) },
      { path: 'src/b.ts', text: lines(301) },
      { path: 'src/c.ts', text: `${lines(300)}x` },
    ]);
    expect(found).toEqual(['src/b.ts: 301 lines', 'src/c.ts: 301 lines']);
  });
});

function listAll(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    return entry.isDirectory() ? (entry.name === 'node_modules' ? [] : listAll(rel)) : [rel];
  });
}
