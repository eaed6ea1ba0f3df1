/**
 * npm test: typecheck, lint, the web app's build when stale (the API tests read its server-rendered
 * pages), API tests on PGlite (and on PostgreSQL when TEST_DATABASE_URL is set), then the browser
 * journeys in Chromium. Stops at the first failing step.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { buildWebIfStale } from './build-web';

function run(title: string, command: string, args: string[], env: Record<string, string> = {}) {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n${title} failed.`);
    process.exit(result.status ?? 1);
  }
}

const only = process.argv[2];
if (!only || only === 'static') {
  run('Typecheck', 'npx', ['tsc', '--noEmit']);
  run('Lint', 'npx', ['biome', 'check', '.']);
}
if (!only || only === 'api' || only === 'e2e') {
  // The API tests read the server-rendered pages of the built app, and the journeys drive it.
  buildWebIfStale();
}
if (!only || only === 'api') {
  run('API tests on PGlite', 'npx', ['vitest', 'run'], { TEST_DB: 'pglite' });
  if (process.env.TEST_DATABASE_URL) {
    run('API tests on PostgreSQL', 'npx', ['vitest', 'run'], { TEST_DB: 'postgres' });
  } else {
    console.log('\n(TEST_DATABASE_URL is not set: the API tests ran on PGlite only.)');
  }
}
if (!only || only === 'e2e') {
  run('Bundle budget', 'npx', ['tsx', 'bench/budget-check.ts']);
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    const banner = '!'.repeat(78);
    console.error(
      `\n${banner}\n!! Chromium not found at ${chromium}: the browser journeys were NOT run.\n!! Install it (apt-get install -y chromium) or set CHROMIUM_PATH.\n${banner}\n`,
    );
    if (process.env.CI === 'true') process.exit(1);
  } else {
    run('Browser journeys', 'npx', ['vitest', 'run', '--config', 'vitest.e2e.config.ts'], {
      CHROMIUM_PATH: chromium,
    });
  }
}
