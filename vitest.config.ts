/**
 * Three projects, so a quick loop runs only what it needs (docs/architecture.md, "Tests"):
 * - unit: no database, no global setup (`npx vitest run --project unit` takes seconds);
 * - db: a fresh copy of the migrated template database per file (tests/support/global-setup.ts);
 * - process: tests that start the shop, or a script, as a separate process.
 * A test file's project follows from what it uses (tests/engines/test-files.ts), so a new file
 * needs no entry here.
 */
import { defineConfig } from 'vitest/config';
import { testProjects } from './tests/engines/test-files';

const { unit: unitTests, db: dbTests, process: processTests } = testProjects();

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
        // One module graph per worker on PGlite: each file still has its own database and app, and
        // the shop's modules hold no state between apps. Loading them again for every file cost more
        // than the tests themselves (docs/decisions/032-tests-on-both-engines.md). The PostgreSQL
        // pass keeps a process per file: a file's connections then end with it, whatever it left
        // open, so the server's connection limit is never reached across files.
        test: {
          name: 'db',
          include: dbTests,
          isolate: process.env.TEST_DB === 'postgres',
          globalSetup: ['tests/support/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'process', include: processTests, globalSetup: ['tests/support/global-setup.ts'] },
      },
    ],
  },
});
