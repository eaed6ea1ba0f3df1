import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Each journey file runs its own shop and browser; two at a time suits a 2-core machine.
    maxWorkers: 2,
    fileParallelism: true,
  },
});
