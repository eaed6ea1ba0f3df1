import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    // One migrated, seeded shop folder that each journey's shop starts on a copy of.
    globalSetup: ['tests/e2e/support/shop-template.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A page's first load on a busy 2-core machine (two journeys and their shops at once) can
    // take longer than expect.poll's 1 s default before the header knows who is signed in.
    expect: { poll: { timeout: 10_000 } },
    pool: 'forks',
    // Each journey file runs its own shop and browser; two at a time suits a 2-core machine.
    maxWorkers: 2,
    fileParallelism: true,
  },
});
