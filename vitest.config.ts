/**
 * Three projects, so a quick loop runs only what it needs (docs/architecture.md, "Tests"):
 * - unit: no database, no global setup (`npx vitest run --project unit` takes seconds);
 * - db: a fresh copy of the migrated template database per file (tests/support/global-setup.ts);
 * - process: tests that start the shop, or a script, as a separate process.
 * A test file's project follows from what it uses, so a new file needs no entry here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const ROOTS = ['src', 'tests/api', 'tests/architecture', 'scripts', 'bench'];
const TEST_FILE = /\.test\.tsx?$/;
const USES_PROCESS = /support\/process'|'node:child_process'/;
const USES_DATABASE =
  /createTestApp|createTestDatabase|openCopy|createPostgresDatabaseUrl|databaseForProcess|usingPostgres/;

const root = path.dirname(fileURLToPath(import.meta.url));

function testFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(rel);
    return TEST_FILE.test(entry.name) ? [rel] : [];
  });
}

const files = ROOTS.flatMap(testFiles);
const text = (file: string) => readFileSync(path.join(root, file), 'utf8');
const processTests = files.filter((file) => USES_PROCESS.test(text(file)));
const dbTests = files.filter((file) => !processTests.includes(file) && USES_DATABASE.test(text(file)));
const unitTests = files.filter((file) => !processTests.includes(file) && !dbTests.includes(file));

export default defineConfig({
  test: {
    // Generous: several tests start the shop as a process, which is slow on a busy 2-core machine.
    testTimeout: 90_000,
    hookTimeout: 60_000,
    pool: 'forks',
    projects: [
      // Pure code: worker threads start faster than processes, and one module graph is shared.
      { extends: true, test: { name: 'unit', include: unitTests, pool: 'threads', isolate: false } },
      {
        extends: true,
        test: { name: 'db', include: dbTests, globalSetup: ['tests/support/global-setup.ts'] },
      },
      {
        extends: true,
        test: { name: 'process', include: processTests, globalSetup: ['tests/support/global-setup.ts'] },
      },
    ],
  },
});
