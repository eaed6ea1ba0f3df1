import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'src/**/*.test.ts',
      'src/**/*.test.tsx',
      'tests/api/**/*.test.ts',
      'tests/architecture/**/*.test.ts',
      'scripts/**/*.test.ts',
      'bench/**/*.test.ts',
    ],
    globalSetup: ['tests/support/global-setup.ts'],
    // Generous: several tests start the shop as a process, which is slow on a busy 2-core machine.
    testTimeout: 90_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
