/**
 * Which Vitest project a test file belongs to, from what it uses (docs/architecture.md section 11),
 * shared by vitest.config.ts and the check of the both-engines list.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ROOTS = ['src', 'tests/api', 'tests/architecture', 'scripts', 'bench'];
const TEST_FILE = /\.test\.tsx?$/;
const USES_PROCESS = /support\/process'|'node:child_process'/;
const USES_DATABASE =
  /createTestApp|createTestDatabase|openCopy|createPostgresDatabaseUrl|databaseForProcess|usingPostgres/;

function testFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(rel);
    return TEST_FILE.test(entry.name) ? [rel] : [];
  });
}

export interface TestProjects {
  unit: string[];
  db: string[];
  process: string[];
}

export function testProjects(): TestProjects {
  const files = ROOTS.flatMap(testFiles);
  // The architecture checks read other files' text, words like these included, and run nothing.
  const text = (file: string) =>
    file.startsWith('tests/architecture/') ? '' : readFileSync(path.join(ROOT, file), 'utf8');
  const processTests = files.filter((file) => USES_PROCESS.test(text(file)));
  const dbTests = files.filter((file) => !processTests.includes(file) && USES_DATABASE.test(text(file)));
  const unitTests = files.filter((file) => !processTests.includes(file) && !dbTests.includes(file));
  return { unit: unitTests, db: dbTests, process: processTests };
}
